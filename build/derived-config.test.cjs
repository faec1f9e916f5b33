/** @jest-environment node */
/* global describe, it, expect, jest -- Jest provides them */
// tsx's require hook cannot run inside Jest's module system; Jest compiles the TypeScript itself.
jest.mock('tsx/cjs/api', () => ({ require: (id) => require(id) }));
const path = require('node:path');
const { createWebpackConfig, DEV_PORTS, remotesJson } = require('./webpack-config.cjs');

/** The federation options the factory builds for the app in `folder`. */
function federationOf(folder, options = {}) {
  const config = createWebpackConfig({ dir: path.join(__dirname, '..', folder), ...options })(
    undefined,
    { mode: 'production' },
  );
  return config.plugins.find((p) => p?.constructor.name === 'ModuleFederationPlugin')._options;
}

describe('the remotes and ports derived from shared/routes/remotes', () => {
  it("writes the shell's remotes.json: every remote under /remotes/<folder>/", () => {
    expect(remotesJson()).toEqual({
      remote_search: '/remotes/remote-search/mf-manifest.json',
      remote_restaurant: '/remotes/remote-restaurant/mf-manifest.json',
      remote_checkout: '/remotes/remote-checkout/mf-manifest.json',
      remote_account: '/remotes/remote-account/mf-manifest.json',
      remote_content: '/remotes/remote-content/mf-manifest.json',
    });
  });

  it('gives each app its own dev server port, the shell 3000', () => {
    expect(DEV_PORTS).toEqual({
      shell: 3000,
      'remote-search': 3001,
      'remote-restaurant': 3002,
      'remote-checkout': 3003,
      'remote-account': 3004,
      'remote-content': 3005,
    });
  });

  it("exposes a remote's pages of the page table, then the components it names", () => {
    const booking = './src/features/booking-panel/components/booking-panel.tsx';
    const { name, exposes } = federationOf('remote-restaurant', {
      components: { './booking-panel': booking },
    });
    expect(name).toBe('remote_restaurant');
    expect(exposes).toEqual({
      './restaurant-page': './src/app/routes/restaurant-page.tsx',
      './booking-panel': booking,
    });
    expect(Object.keys(federationOf('remote-search').exposes)).toEqual([
      './home-page',
      './search-result-page',
    ]);
  });

  it('builds the shell as the host, exposing nothing', () => {
    const { name, exposes } = federationOf('shell');
    expect(name).toBe('shell');
    expect(exposes).toBeUndefined();
  });
});
