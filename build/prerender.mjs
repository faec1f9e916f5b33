// Renders an app's first screens to HTML after its webpack build (ADR 0017). Run by tsx from
// the app's folder: it reads the app's src/app/prerender.tsx (PRERENDERED_PAGES, keyed by the
// module the app exposes) and writes dist/prerender/<name>.html. The server puts that HTML in
// the page it sends, so a phone paints the page before any script has run; the app replaces
// it with the same page once its scripts are ready. A remote ships these files in its own
// dist folder, so a redeployed remote serves its new first screen at once.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// Production React and emotion (no labels in class names), as the browser build runs them.
process.env.NODE_ENV ??= 'production';

const appDir = process.cwd();
const outDir = path.join(
  process.env.BUILD_OUT_DIR ? path.resolve(process.env.BUILD_OUT_DIR) : path.join(appDir, 'dist'),
  'prerender',
);
const { renderPage } = await import('./render-page.tsx');
const { PRERENDERED_PAGES } = await import(
  pathToFileURL(path.join(appDir, 'src', 'app', 'prerender.tsx')).href
);

await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
for (const [name, page] of Object.entries(PRERENDERED_PAGES)) {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`prerender: bad page name "${name}"`);
  const html = renderPage(page.element, page.path);
  await writeFile(path.join(outDir, `${name}.html`), html);
  console.log(
    `prerender: ${path.relative(appDir, path.join(outDir, `${name}.html`))} ${html.length} B`,
  );
}
