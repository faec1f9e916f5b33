// Test helpers every remote uses to check its own contract: what webpack exposes, what the
// standalone host routes, and that each page renders its heading and page meta.
import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'shared/testing/router';
import type { StandaloneRoute } from 'shared/ui/standalone-host';

interface FederationOptions {
  federationName: string;
  exposes: Record<string, string>;
}

const pageFilesIn = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
    .map((f) => f.replace(/\.tsx$/, ''))
    .sort();

/**
 * The remote's webpack.config.cjs exposes every page of src/app/routes under its own file
 * name, and its standalone host serves exactly those pages at the shell's paths.
 */
export function describeRemoteContract(options: {
  packageDir: string;
  federationName: string;
  standaloneRoutes: StandaloneRoute[];
  /** Page module name -> the path the shell routes to it. */
  paths: Record<string, string>;
  /** Exposed components other remotes compose (not pages): module name -> file. */
  components?: Record<string, string>;
}) {
  const { packageDir, federationName, standaloneRoutes, paths, components = {} } = options;
  // Read the config's options without building: the factory hands them straight back.
  jest.doMock('shared/build/webpack-config', () => ({ createWebpackConfig: (o: unknown) => o }));
  const config = jest.requireActual<FederationOptions>(path.join(packageDir, 'webpack.config.cjs'));
  const routesDir = path.join(packageDir, 'src/app/routes');
  const all = Object.entries(config.exposes).map(([key, file]) => ({
    name: key.replace(/^\.\//, ''),
    file,
    Page: jest.requireActual<{ default: ComponentType }>(path.join(packageDir, file)).default,
  }));
  const exposed = all.filter(({ name }) => !(name in components));

  describe('federation contract', () => {
    it(`is the ${federationName} container`, () => {
      expect(config.federationName).toBe(federationName);
    });

    it('exposes every page file of src/app/routes under its own file name', () => {
      expect(exposed.map((p) => p.name).sort()).toEqual(pageFilesIn(routesDir));
      for (const { name, file } of exposed) expect(file).toBe(`./src/app/routes/${name}.tsx`);
    });

    it('exposes each shared component, with a default export, at the file named', () => {
      const shared = all.filter(({ name }) => name in components);
      expect(shared.map(({ name, file }) => [name, file])).toEqual(Object.entries(components));
      for (const { Page } of shared) expect(typeof Page).toBe('function');
    });

    it('routes the standalone host to exactly the exposed pages, at the shell paths', () => {
      const expected = exposed.map(({ name, Page }) => ({ path: paths[name], Page }));
      expect(standaloneRoutes).toEqual(expected);
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
