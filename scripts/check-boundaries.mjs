// Proves the dependency rules still bite: each forbidden import below must be reported at
// error by the real ESLint config, and the allowed ones must pass. Runs in `pnpm lint`.
// The code is linted as if it were the named (existing) file, so resolvers see real paths.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const CASES = [
  {
    file: 'remote-search/src/app/routes/home-page.tsx',
    code: "import 'remote-account/src/bootstrap';",
    rule: 'no-restricted-imports',
  },
  {
    file: 'remote-search/src/app/routes/home-page.tsx',
    code: "import '../../../../remote-account/src/bootstrap';",
    rule: 'import/no-restricted-paths',
  },
  {
    file: 'remote-search/src/app/routes/home-page.tsx',
    code: "import '../../../../shell/src/app/app';",
    rule: 'import/no-restricted-paths',
  },
  {
    file: 'shell/src/app/app.tsx',
    code: "import '../../../remote-content/src/bootstrap';",
    rule: 'import/no-restricted-paths',
  },
  {
    file: 'shared/src/ui/button.tsx',
    code: "import '../../../shell/src/app/app';",
    rule: 'import/no-restricted-paths',
  },
  {
    file: 'shared/src/ui/button.tsx',
    code: "import { useRootStore } from '../store/root-store';",
    rule: 'no-restricted-imports',
  },
  {
    file: 'remote-search/src/app/routes/home-page.tsx',
    code: "import { Link } from 'react-router-dom';\nexport const l = Link;",
    rule: 'no-restricted-imports',
  },
  {
    file: 'shared/src/ui/button.tsx',
    code: "import { Link } from 'react-router';\nexport const l = Link;",
    rule: 'no-restricted-imports',
  },
  {
    file: 'shared/src/router/router.ts',
    code: "export { Link } from 'react-router';",
    rule: null,
  },
  {
    file: 'api/src/app.ts',
    code: "import '../../shared/src/ui/button';",
    rule: 'import/no-restricted-paths',
  },
  {
    file: 'remote-search/src/app/routes/home-page.tsx',
    code: "import { useRootStore } from 'shared/store';\nexport const s = useRootStore;",
    rule: null,
  },
  // The API's layers (eslint.config.mjs, API_LAYERS): each imports only those below it.
  {
    file: 'api/src/repositories/user-repository.ts',
    code: "import { HttpError } from '../plugins/error-handler';\nexport const e = HttpError;",
    rule: 'import/no-restricted-paths',
  },
  {
    file: 'api/src/repositories/user-repository.ts',
    code: "import { answered } from '../routes/refusal-answer';\nexport const a = answered;",
    rule: 'import/no-restricted-paths',
  },
  {
    file: 'api/src/lib/payload.ts',
    code: "import { findUserByEmail } from '../repositories/user-repository';\nexport const f = findUserByEmail;",
    rule: 'import/no-restricted-paths',
  },
  {
    file: 'api/src/plugins/auth.ts',
    code: "import accountRoutes from '../routes/accounts';\nexport const r = accountRoutes;",
    rule: 'import/no-restricted-paths',
  },
  {
    file: 'api/src/db/prepare.ts',
    code: "import { findUserByEmail } from '../repositories/user-repository';\nexport const f = findUserByEmail;",
    rule: 'import/no-restricted-paths',
  },
  {
    file: 'api/src/repositories/user-repository.ts',
    code: "import { Refusal } from '../lib/refusal';\nexport const r = Refusal;",
    rule: null,
  },
  {
    file: 'api/src/plugins/mail.test.ts',
    code: "import { buildApp } from '../app';\nexport const b = buildApp;",
    rule: null,
  },
  {
    file: 'shared/src/api/get-restaurant.ts',
    code: "import { apiClient } from 'shared/api/client';\nexport const c = apiClient;",
    rule: null,
  },
];

let failures = 0;
for (const { file, code, rule } of CASES) {
  // A fresh instance per case: import/no-cycle caches the module graph between files.
  const eslint = new ESLint();
  const [result] = await eslint.lintText(code, { filePath: file });
  const errors = (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId);
  const ok = rule ? errors.includes(rule) : errors.length === 0;
  if (!ok) {
    failures += 1;
    console.error(
      `boundary check failed for ${file}: ${code}\n  expected ${rule ?? 'no error'}, got ${errors.join(', ') || 'no error'}`,
    );
  }
}
// import/no-cycle reads the module graph from disk, so the cycle must be real files.
const cycleDir = path.join(root, 'shared/src/cycle-check-tmp');
mkdirSync(cycleDir, { recursive: true });
try {
  writeFileSync(
    path.join(cycleDir, 'a.ts'),
    "import { b } from './b';\nexport const a = () => b;\n",
  );
  writeFileSync(
    path.join(cycleDir, 'b.ts'),
    "import { a } from './a';\nexport const b = () => a;\n",
  );
  const results = await new ESLint().lintFiles([path.join(cycleDir, 'b.ts')]);
  if (!results[0]?.messages.some((m) => m.ruleId === 'import/no-cycle' && m.severity === 2)) {
    failures += 1;
    console.error('boundary check failed: import/no-cycle did not report a cycle in shared');
  }
} finally {
  rmSync(cycleDir, { recursive: true, force: true });
}

if (failures) process.exit(1);
console.log(`Dependency boundaries: ${CASES.length + 1} checks hold.`);
