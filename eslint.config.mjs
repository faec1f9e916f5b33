// Dependency direction is a rule, not a habit: remotes -> shared, api -> shared's pure
// modules, shared -> no app. Every rule here that guards it is an error.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { APPS as APP_TABLE } from './shared/src/routes/remotes.cjs';

const APPS = APP_TABLE.map((app) => app.folder);

/** One zone per app: it may not reach into any other app or the api. */
const appZones = APPS.map((app) => ({
  target: `./${app}`,
  from: [...APPS.filter((other) => other !== app).map((o) => `./${o}`), './api'],
  message: 'Apps only meet through Module Federation and the shared package.',
}));

// A regex, not a gitignore-style group: 'api' must not match 'shared/api/client'.
const otherPackageNames = (self) => [
  {
    regex: `^(${[...APPS, 'api'].filter((name) => name !== self).join('|')})(/.*)?$`,
    message: 'Apps only meet through Module Federation and the shared package.',
  },
];

// react-router reaches the apps only through 'shared/router' (that file says why).
const ROUTER_FACADES = [
  'shared/src/router/router.ts',
  'shared/src/testing/router.tsx',
  'build/render-page.tsx',
];
const routerOnlyThroughShared = {
  regex: '^react-router(-dom)?(/.*)?$',
  message: "Import routing from 'shared/router' (tests: 'shared/testing/router').",
};

const sharedRestrictions = [
  ...otherPackageNames('shared'),
  {
    group: ['**/store/root-store', '../store/*', './store/*', '../../store/*'],
    message: "Import the store as 'shared/store' so Module Federation keeps one instance.",
  },
];

// The API's layers point one way (fastify/demo): lib -> media -> db -> repositories -> search -> web ->
// plugins -> routes -> app. A layer imports only those below it; tests may build the app.
const API_LAYERS = ['lib', 'media', 'db', 'repositories', 'search', 'web', 'plugins', 'routes'];
const apiLayerZones = API_LAYERS.slice(0, -1).map((layer, index) => ({
  target: `./api/src/${layer}/**/!(*.test).ts`,
  from: [
    ...API_LAYERS.slice(index + 1).map((above) => `./api/src/${above}`),
    './api/src/app.ts',
    './api/src/server.ts',
  ],
  message: `api/src/${layer} imports only the layers below it (${API_LAYERS.slice(0, index).join(', ') || 'none'}): refusals go up as outcomes, not HttpErrors from above.`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      'reports/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import/resolver': {
        typescript: { project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true },
        node: true,
      },
      'import/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import/no-cycle': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...appZones,
            {
              target: './shared',
              from: [...APPS.map((a) => `./${a}`), './api'],
              message: 'shared imports no app.',
            },
            {
              target: './api',
              from: APPS.map((a) => `./${a}`),
              message: 'The api never imports an app.',
            },
            {
              target: './api',
              from: ['./shared/src/ui', './shared/src/store'],
              message: 'The api may only use shared pure modules (types, validation, formatters).',
            },
            ...apiLayerZones,
          ],
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  ...[...APPS, 'api'].map((pkg) => ({
    files: [`${pkg}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...otherPackageNames(pkg),
            ...(pkg === 'api' ? [] : [routerOnlyThroughShared]),
          ],
        },
      ],
    },
  })),
  {
    // The first locale-aware call of each kind loads ICU data on the main thread (a long task
    // of a phone's startup each, ADR 0045); the UI formats with shared/format and compares ISO text directly.
    files: [...APPS, 'shared'].map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['localeCompare', 'toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map(
          (name) => ({
            selector: `CallExpression[callee.property.name='${name}']`,
            message: `${name} loads the browser's locale data at startup: compare or format without it (shared/format).`,
          }),
        ),
        {
          selector: "NewExpression[callee.object.name='Intl']",
          message: "Intl formatters load the browser's locale data at startup: use shared/format.",
        },
        // Each (size, weight) pair on a page costs its first layout time on a phone (ADR 0034).
        {
          selector:
            "Property[key.name='fontWeight'] > Literal:not([value=400]):not([value=700]):not([value='inherit'])",
          message: 'Text weighs 400 or 700 (ADR 0034): each extra weight slows the first layout.',
        },
      ],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    ignores: ROUTER_FACADES,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...sharedRestrictions, routerOnlyThroughShared] },
      ],
    },
  },
  {
    files: ROUTER_FACADES,
    rules: { 'no-restricted-imports': ['error', { patterns: sharedRestrictions }] },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
