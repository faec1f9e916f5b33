import fs from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { STANDALONE_ROUTES } from './standalone-routes';

// The webpack factory is replaced by one that hands back its options, so the test reads the
// exposes map exactly as webpack.config.cjs writes it, without building anything.
jest.mock('shared/build/webpack-config', () => ({
  createWebpackConfig: (options: unknown) => options,
}));

const PACKAGE_DIR = path.join(__dirname, '..', '..');
const ROUTES_DIR = path.join(__dirname, 'routes');

interface FederationOptions {
  federationName: string;
  exposes: Record<string, string>;
}

const config = jest.requireActual<FederationOptions>(path.join(PACKAGE_DIR, 'webpack.config.cjs'));

function exposedPages(): Array<{ name: string; file: string; Page: ComponentType }> {
  return Object.entries(config.exposes).map(([key, file]) => ({
    name: key.replace(/^\.\//, ''),
    file,
    Page: jest.requireActual<{ default: ComponentType }>(path.join(PACKAGE_DIR, file)).default,
  }));
}

describe('standalone routes and webpack exposes', () => {
  it('is the remote_content federation container', () => {
    expect(config.federationName).toBe('remote_content');
  });

  it('exposes every page file of src/app/routes under its own file name', () => {
    const pageFiles = fs
      .readdirSync(ROUTES_DIR)
      .filter((f) => /\.tsx$/.test(f) && !/\.test\.tsx$/.test(f))
      .map((f) => `./src/app/routes/${f}`)
      .sort();
    expect(Object.values(config.exposes).sort()).toEqual(pageFiles);
    for (const { name, file } of exposedPages()) expect(file).toBe(`./src/app/routes/${name}.tsx`);
  });

  it('lists exactly the exposed pages', () => {
    const exposed = exposedPages().map((p) => p.Page);
    const listed = STANDALONE_ROUTES.map((r) => r.Page);
    expect(listed).toHaveLength(exposed.length);
    expect(new Set(listed)).toEqual(new Set(exposed));
  });

  it('serves each page at the path the shell gives it', () => {
    const byModule = Object.fromEntries(exposedPages().map((p) => [p.name, p.Page]));
    expect(STANDALONE_ROUTES).toEqual([
      { path: '/faq', Page: byModule['faq-page'] },
      { path: '/privacy-policy', Page: byModule['privacy-policy-page'] },
      { path: '/terms-and-conditions', Page: byModule['terms-page'] },
      { path: '/contact', Page: byModule['contact-page'] },
      { path: '/about-us', Page: byModule['about-us-page'] },
      { path: '/partner', Page: byModule['partner-page'] },
      { path: '/test', Page: byModule['test-page'] },
    ]);
  });
});
