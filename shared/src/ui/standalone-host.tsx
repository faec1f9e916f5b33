import styled from '@emotion/styled';
import { createRoot } from 'react-dom/client';
import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'shared/router';
import type { RemoteName } from 'shared/routes/page-routes';
import { pagesOf } from 'shared/routes/remote-pages';
import { colors } from 'shared/ui/theme';

export interface StandaloneRoute {
  path: string;
  /** The page module, as the remote exposes it (without './'). */
  module: string;
  Page: ComponentType;
}

/** Loads a remote's page module by name: `import(\`./routes/${module}.tsx\`)` in its app folder. */
export type PageLoader = (module: string) => Promise<{ default: ComponentType }>;

/** The remote's pages of the page table, at the shell's paths, each loaded when opened. */
export const standaloneRoutes = (remote: RemoteName, loadPage: PageLoader): StandaloneRoute[] =>
  pagesOf(remote).map(({ path, module }) => ({
    path,
    module,
    Page: lazy(() => loadPage(module)),
  }));

const Bar = styled.header({
  padding: '12px 20px',
  background: colors.ink,
  color: '#fff',
  display: 'flex',
  gap: 16,
  flexWrap: 'wrap',
});
const Main = styled.main({ maxWidth: 1200, margin: '0 auto', padding: 20 });

/**
 * The minimal host a remote runs in on its own dev server, so its team can work without the
 * shell: its pages, a link bar, and nothing else of the site.
 */
export function renderStandalone(name: string, routes: StandaloneRoute[]) {
  createRoot(document.getElementById('root')!).render(
    <BrowserRouter>
      <Bar>
        <strong>{name} (standalone)</strong>
        {routes
          .filter((r) => !r.path.includes(':'))
          .map((r) => (
            <Link key={r.path} to={r.path} style={{ color: '#fff' }}>
              {r.path}
            </Link>
          ))}
      </Bar>
      <Main>
        <Suspense fallback={null}>
          <Routes>
            {routes.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<p>{name} has no page here.</p>} />
          </Routes>
        </Suspense>
      </Main>
    </BrowserRouter>,
  );
}
