/** @jest-environment node */
/* global describe, it, expect -- Jest provides them */
const { DEV_PORTS, remotesJson } = require('./webpack-config.cjs');

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
});
