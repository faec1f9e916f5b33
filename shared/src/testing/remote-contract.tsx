// Test helpers every remote uses to check its own contract: what webpack exposes and what the
// standalone host routes (both derived from the page table), and that each page renders its
// heading and page meta.
import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { RemoteName } from 'shared/routes/page-routes';
import { exposedPages, pagesOf } from 'shared/routes/remote-pages';
import { REMOTES } from 'shared/routes/remotes';
import { MemoryRouter } from 'shared/testing/router';
import type { PageLoader, StandaloneRoute } from 'shared/ui/standalone-host';

interface ConfigOptions {
  dir: string;
  components?: Record<string, string>;
}

const pageFilesIn = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
    .map((f) => f.replace(/\.tsx$/, ''))
    .sort();

/**
 * The remote's build and standalone host take its name from the list of remotes and its pages
 * from the page table: the derived `exposes` are exactly the page files of src/app/routes,
 * and its standalone host serves exactly those pages at the shell's paths.
 */
export function describeRemoteContract(options: {
  packageDir: string;
  federationName: RemoteName;
  standaloneRoutes: StandaloneRoute[];
  loadPage: PageLoader;
  /** Exposed components other remotes compose (not pages): module name -> file. */
  components?: Record<string, string>;
}) {
  const { packageDir, federationName, standaloneRoutes, loadPage, components = {} } = options;
  // Read the config's options without building: the factory hands them straight back.
  jest.doMock('@tablehop/build/webpack-config', () => ({ createWebpackConfig: (o: unknown) => o }));
  const config = jest.requireActual<ConfigOptions>(path.join(packageDir, 'webpack.config.cjs'));
  const routesDir = path.join(packageDir, 'src/app/routes');
  const exposedPage = (file: string) =>
    jest.requireActual<{ default: ComponentType }>(path.join(packageDir, file)).default;
  const exposed = Object.entries(exposedPages(federationName)).map(([key, file]) => ({
    name: key.replace(/^\.\//, ''),
    file,
  }));

  describe('federation contract', () => {
    it(`is the ${federationName} container of the list of remotes`, () => {
      const remote = REMOTES.find(({ folder }) => folder === path.basename(packageDir));
      expect(remote?.federationName).toBe(federationName);
    });

    it('exposes every page file of src/app/routes under its own file name, from the page table', () => {
      // No hand-written list of pages in the config: the factory derives them.
      expect(Object.keys(config).sort()).toEqual(
        Object.keys(components).length ? ['components', 'dir'] : ['dir'],
      );
      expect(exposed.map((p) => p.name).sort()).toEqual(pageFilesIn(routesDir));
      for (const { name, file } of exposed) {
        expect(file).toBe(`./src/app/routes/${name}.tsx`);
        expect(typeof exposedPage(file)).toBe('function');
      }
    });

    it('exposes each shared component, with a default export, at the file named', () => {
      const shared = Object.entries(config.components ?? {}).map(([key, file]) => [
        key.replace(/^\.\//, ''),
        file,
      ]);
      expect(shared).toEqual(Object.entries(components));
      for (const [, file] of shared) expect(typeof exposedPage(file!)).toBe('function');
    });

    it('routes the standalone host to exactly the exposed pages, at the shell paths', async () => {
      expect(standaloneRoutes.map(({ path: at, module }) => ({ path: at, module }))).toEqual(
        pagesOf(federationName).map(({ path: at, module }) => ({ path: at, module })),
      );
      expect(standaloneRoutes.map(({ module }) => module)).toEqual(exposed.map((p) => p.name));
      for (const { module } of standaloneRoutes) {
        const { file } = exposed.find((p) => p.name === module)!;
        expect((await loadPage(module)).default).toBe(exposedPage(file));
      }
    });
  });
}

export interface PageCase {
  file: string;
  Page: ComponentType;
  h1: string;
  title: string;
}

/** Each page renders one h1 and sets "<title> | TableHop" and a description. */
export function describePages(remote: string, routesDir: string, pages: PageCase[]) {
  describe(`${remote} pages`, () => {
    it('covers every page file in src/app/routes', () => {
      expect(pages.map((p) => p.file).sort()).toEqual(pageFilesIn(routesDir));
    });

    describe.each(pages)('$file', ({ Page, h1, title }) => {
      it(`renders the h1 "${h1}"`, () => {
        render(<Page />);
        expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
        expect(screen.getByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
      });

      it(`sets document.title to "${title} | TableHop" and a description`, () => {
        const { unmount } = render(<Page />);
        expect(document.title).toBe(`${title} | TableHop`);
        const description = document.head.querySelector('meta[name="description"]');
        expect(description?.getAttribute('content')).toMatch(/\S/);
        unmount();
        expect(document.title).toBe('');
      });
    });
  });
}

/** A page as the shell renders it: inside a router, since pages link and navigate. */
export const routed = (Page: ComponentType) =>
  function RoutedPage() {
    return (
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    );
  };
