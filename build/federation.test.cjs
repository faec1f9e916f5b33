/** @jest-environment node */
/* global describe, it, expect -- Jest provides them */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {
  createKitProvides,
  createSharedConfig,
  meetsCaretRange,
  sharedPackageEntries,
  SINGLETONS,
} = require('./federation.cjs');

const shellDir = path.join(__dirname, '..', 'shell');
const remoteDir = path.join(__dirname, '..', 'remote-account');

describe('createSharedConfig', () => {
  it('lets a remote built for the shell take the framework from it, with no copy of its own', () => {
    const config = createSharedConfig(remoteDir, { fromHostOnly: true });
    for (const request of Object.keys(SINGLETONS)) {
      // Checked against the shell's copy at build time, not on the diner's phone.
      expect(config[request]).toEqual({ singleton: true, import: false, requiredVersion: false });
    }
    // The shell provides only some of the shared package's modules: the rest need a fallback.
    expect(config['shared/api/errors']).not.toHaveProperty('import');
  });

  it('checks the framework versions, and not the shared package, whose version never moves', () => {
    const config = createSharedConfig(shellDir);
    expect(config.react).toEqual(expect.objectContaining({ requiredVersion: '^18.3.1' }));
    expect(config['shared/store']).toEqual({ singleton: true, requiredVersion: false });
    expect(require('../shared/package.json').version).toBe('0.1.0');
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
    expect(config['shared/store']).toEqual({ singleton: true, requiredVersion: false });
    expect(config['shared/ui/restaurant-image']).toEqual({
      singleton: true,
      requiredVersion: false,
    });
    expect(config).not.toHaveProperty(['shared/ui/collapsible']);
    // Only remotes that open dialogs use it, each its own copy (ADR 0029).
    expect(config).not.toHaveProperty(['shared/ui/modal']);
    expect(config).not.toHaveProperty(['shared/search/busiest-cuisine']);
    expect(config).not.toHaveProperty(['shared/format/time']);
    expect(config).not.toHaveProperty(['shared/api/transport']);
    // One number, for two remotes: not worth a share entry in every remoteEntry.js.
    expect(config).not.toHaveProperty(['shared/api/cache-time']);
  });

  it("fails a remote's build for the shell when the shell's framework does not meet its range", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-'));
    const manifest = JSON.parse(fs.readFileSync(path.join(remoteDir, 'package.json'), 'utf8'));
    manifest.name = 'remote-next';
    manifest.dependencies.react = '^19.0.0';
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
    try {
      expect(() => createSharedConfig(dir, { fromHostOnly: true })).toThrow(
        /remote-next: needs react \^19\.0\.0, but the shell has 18\./,
      );
      // Run standalone, it brings its own copy: the runtime checks that one.
      expect(createSharedConfig(dir).react).toEqual(
        expect.objectContaining({ requiredVersion: '^19.0.0' }),
      );
      manifest.dependencies.react = '>=18';
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
      expect(() => createSharedConfig(dir, { fromHostOnly: true })).toThrow(/\^x\.y\.z range/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lets the shell share the framework but only provide the shared package', () => {
    const config = createSharedConfig(shellDir, { kitProvidedOnly: true });
    expect(Object.keys(config).sort()).toEqual(Object.keys(SINGLETONS).sort());
    // Its consumes run before any remote has registered a copy: no range to check.
    expect(config.react).toEqual({ singleton: true, requiredVersion: false });
  });
});

describe('meetsCaretRange', () => {
  it.each([
    ['18.3.1', '^18.3.1', true],
    ['18.4.0', '^18.3.1', true],
    ['18.3.0', '^18.3.1', false],
    ['18.2.9', '^18.3.1', false],
    ['19.0.0', '^18.3.1', false],
    ['0.4.2', '^0.4.1', true],
    ['0.5.0', '^0.4.1', false],
  ])('%s meets %s: %s', (version, range, meets) => {
    expect(meetsCaretRange(version, range)).toBe(meets);
  });

  it('does not judge other kinds of range', () => {
    expect(meetsCaretRange('18.3.1', '~18.3.1')).toBeUndefined();
    expect(meetsCaretRange('18.3.1', '*')).toBeUndefined();
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
