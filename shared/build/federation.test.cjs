/** @jest-environment node */
/* global describe, it, expect -- Jest provides them */
const path = require('node:path');
const {
  createKitProvides,
  createSharedConfig,
  sharedPackageEntries,
  SINGLETONS,
} = require('./federation.cjs');

const shellDir = path.join(__dirname, '..', '..', 'shell');
const remoteDir = path.join(__dirname, '..', '..', 'remote-account');

describe('createSharedConfig', () => {
  it('lets a remote built for the shell take the framework from it, with no copy of its own', () => {
    const config = createSharedConfig(remoteDir, { fromHostOnly: true });
    for (const request of Object.keys(SINGLETONS)) {
      expect(config[request]).toEqual(expect.objectContaining({ singleton: true, import: false }));
    }
    // The shell provides only some of the shared package's modules: the rest need a fallback.
    expect(config['shared/api/errors']).not.toHaveProperty('import');
  });

  it('checks the framework versions, and not the shared package, whose version never moves', () => {
    const config = createSharedConfig(shellDir);
    expect(config.react).toEqual(expect.objectContaining({ requiredVersion: '^18.3.1' }));
    expect(config['shared/store']).toEqual({ singleton: true, requiredVersion: false });
    expect(require('../package.json').version).toBe('0.1.0');
  });

  it('keeps every fallback for the shell itself and for a remote run standalone', () => {
    for (const config of [createSharedConfig(shellDir), createSharedConfig(remoteDir)]) {
      for (const [request, options] of Object.entries(config)) {
        expect([request, options]).toEqual([
          request,
          expect.not.objectContaining({ import: false }),
        ]);
      }
    }
  });

  it('shares modules with state, and not the pure ones the shell does not use', () => {
    const config = createSharedConfig(remoteDir);
    expect(config['shared/ui/modal']).toEqual({ singleton: true, requiredVersion: false });
    expect(config).not.toHaveProperty(['shared/ui/collapsible']);
    expect(config).not.toHaveProperty(['shared/format/time']);
    expect(config).not.toHaveProperty(['shared/api/transport']);
  });

  it('lets the shell share the framework but only provide the shared package', () => {
    const config = createSharedConfig(shellDir, { kitProvidedOnly: true });
    expect(Object.keys(config).sort()).toEqual(Object.keys(SINGLETONS).sort());
    // Its consumes run before any remote has registered a copy: no range to check.
    expect(config.react).toEqual({ singleton: true, requiredVersion: false });
  });
});

describe('createKitProvides', () => {
  it('provides every module of the shared package as a singleton of its version', () => {
    const provides = createKitProvides();
    expect(Object.keys(provides).sort()).toEqual(sharedPackageEntries().sort());
    expect(provides['shared/store']).toEqual({
      shareKey: 'shared/store',
      singleton: true,
      requiredVersion: false,
      version: '0.1.0',
    });
  });
});
