// `pnpm size:packages`: what the shell's start-up scripts are made of, per npm package (and our
// own source), in gzipped KB. Every page loads all of them first (`pnpm size` counts them per
// page), so this is the floor of any page's initial JS and what a budget has to be weighed
// against. The API client's transport (axios), loaded with the first API call (ADR 0021), is
// reported apart.
// Builds the shell with source maps into a temporary folder (dist is left alone), reads which
// minified bytes came from which source, and shares each file's gzipped size out in proportion.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './site.mjs';

/**
 * The libraries the spec names (React, webpack and the federation runtime, the router, axios,
 * emotion, zustand, zod) and what they bring with them.
 */
const STACK = [
  'react-dom',
  'react',
  'scheduler',
  '@module-federation/',
  'webpack',
  'react-router',
  'axios',
  '@emotion/',
  'stylis',
  'hoist-non-react-statics',
  'react-is',
  'zustand',
  'zod',
];

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Source map v3 `mappings`, decoded to [generated column, source index] per generated line. */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          values.push(value & 1 ? -(value >> 1) : value >> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      segments.push([column, values.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** The package a source path belongs to, or `ours: <app>` for the workspace's own code. */
function ownerOf(source) {
  // The federation plugin writes its generated entry under node_modules/.federation.
  if (source.includes('.federation/')) return '@module-federation/ (generated entry)';
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules !== -1) {
    const rest = source.slice(inModules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  // webpack://<build>/<path>: the build's own runtime, the federation plugin's generated
  // entry, or a workspace package's source.
  const [, build = '', file = source] = /^webpack:\/\/([^/]*)\/(.*)$/.exec(source) ?? [];
  if (/^(\.\/)?webpack\//.test(file)) return 'webpack';
  const workspace = /(?:^|\/)(shell|shared|remote-[a-z]+)\/src\//.exec(file);
  return `ours: ${workspace ? workspace[1] : build}`;
}

const out = mkdtempSync(path.join(os.tmpdir(), 'tablehop-shell-packages-'));
try {
  const build = spawnSync('pnpm', ['exec', 'webpack', '--mode', 'production'], {
    cwd: path.join(root, 'shell'),
    env: { ...process.env, BUILD_SOURCE_MAPS: '1', BUILD_OUT_DIR: out },
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    process.exit(1);
  }
  const byOwner = new Map();
  let total = 0;
  const lazy = [];
  for (const file of readdirSync(out).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(path.join(out, file), 'utf8');
    const gzipped = gzipSync(code, { level: 9 }).length;
    if (file.startsWith('api-transport.')) {
      lazy.push([file, gzipped]);
      continue;
    }
    total += gzipped;
    const mapFile = path.join(out, `${file}.map`);
    if (!existsSync(mapFile)) {
      // A chunk with no module source of its own (webpack's wrapper around nothing).
      byOwner.set('webpack', (byOwner.get('webpack') ?? 0) + gzipped);
      continue;
    }
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    const lines = code.split('\n');
    decodeMappings(map.mappings).forEach((segments, lineIndex) => {
      const lineLength = lines[lineIndex]?.length ?? 0;
      segments.forEach(([column, source], i) => {
        const length = (segments[i + 1]?.[0] ?? lineLength) - column;
        const owner = source === -1 ? 'webpack' : ownerOf(map.sources[source]);
        byOwner.set(owner, (byOwner.get(owner) ?? 0) + (length / code.length) * gzipped);
      });
    });
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
  const isStack = (owner) =>
    STACK.some((name) => (name.endsWith('/') ? owner.startsWith(name) : owner === name));
  console.log(
    `The shell's start-up scripts, gzipped: ${kb(total).trim()} (per package, approximate)\n`,
  );
  const rows = [...byOwner].sort((a, b) => b[1] - a[1]).filter(([, bytes]) => bytes >= 100);
  for (const [owner, bytes] of rows) {
    console.log(
      `${kb(bytes)}  ${owner}${isStack(owner) ? '' : '  (not the stack the spec names)'}`,
    );
  }
  const stack = [...byOwner].filter(([owner]) => isStack(owner)).reduce((s, [, b]) => s + b, 0);
  console.log(
    `\nThe libraries the spec names: ${kb(stack).trim()}; everything else: ${kb(total - stack).trim()}`,
  );
  for (const [file, bytes] of lazy) {
    console.log(`Loaded with the first API call instead (ADR 0021): ${file} ${kb(bytes).trim()}`);
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
