// Preload hints for a page's remote, sent in the <head> of the shell's index.html. Without
// them the browser learns each URL one hop at a time (index.html -> main.js -> remotes.json
// -> the remote's mf-manifest.json -> remoteEntry.js and the page's chunks); with them it
// fetches the manifest, the entry and the page's own chunks while main.js is still loading.
// The hints name exactly what the federation runtime later requests, the way it requests it,
// so the browser hands the runtime the preloaded responses instead of fetching again.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

import { pageDataUrl, splitPageUrl } from 'shared/routes/page-data-url';
import { matchPageRoute, type PageRoute } from 'shared/routes/page-routes';

interface Cached<T> {
  key: string;
  value: T;
}

/**
 * Files are read again whenever they change (a remote is redeployed by swapping its dist
 * folder while the server runs: a new inode, size or mtime), and otherwise from memory.
 * `undefined` when the file is missing or cannot be parsed.
 */
export class FileCache<T> {
  private readonly entries = new Map<string, Cached<Promise<T | undefined>>>();
  constructor(private readonly parse: (text: string, file: string) => T) {}

  async get(file: string): Promise<T | undefined> {
    let key: string;
    try {
      const info = await stat(file);
      if (!info.isFile()) return undefined;
      key = `${info.dev}:${info.ino}:${info.size}:${info.mtimeMs}`;
    } catch {
      this.entries.delete(file);
      return undefined;
    }
    const cached = this.entries.get(file);
    if (cached?.key === key) return cached.value;
    // The read and parse in progress is shared: requests arriving together after a deploy
    // evaluate a remote's server bundle once, not once each.
    const value = readFile(file, 'utf8').then(
      (text) => {
        try {
          return this.parse(text, file);
        } catch {
          return undefined;
        }
      },
      () => undefined,
    );
    this.entries.set(file, { key, value });
    return value;
  }
}

/** The shell's remotes.json (remote name -> manifest URL); undefined when missing or unusable. */
export type RemotesJson = Record<string, unknown> | undefined;

/** Reads the shell's remotes.json, from memory unless it changed (FileCache). */
export function remotesJsonReader(shellDist: string): () => Promise<RemotesJson> {
  const cache = new FileCache((text) => JSON.parse(text) as Record<string, unknown>);
  const file = path.join(shellDist, 'remotes.json');
  return () => cache.get(file);
}

/** The parts of a Module Federation mf-manifest.json that name the files a page needs. */
interface FederationManifest {
  metaData?: {
    publicPath?: string;
    getPublicPath?: string;
    remoteEntry?: { name?: string; path?: string };
  };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
  shared?: { assets?: { js?: { sync?: string[] } } }[];
}

/** As the runtime's sdk joins `metaData.remoteEntry.path` and `.name`. */
function joinRemoteEntry(entryPath: string | undefined, name: string): string {
  const trimmed = (entryPath ?? '')
    .replace(/^\.\/?/, '')
    .replace(/^\//, '')
    .replace(/\/$/, '');
  return trimmed ? `${trimmed}/${name}` : name;
}

/** As the runtime resolves publicPath 'auto': the folder of the manifest URL. */
const folderOf = (url: string) => url.replace(/[?#].*$/, '').replace(/\/[^/]+$/, '/');

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface PreloadHint {
  href: string;
  as: 'fetch' | 'script';
  crossorigin?: 'anonymous';
}

export function renderHints(hints: readonly PreloadHint[]): string {
  return hints
    .map(
      ({ href, as, crossorigin }) =>
        `<link rel="preload" as="${as}" href="${escapeAttribute(href)}"` +
        (crossorigin ? ` crossorigin="${crossorigin}"` : '') +
        ' />',
    )
    .join('');
}

/** Puts the hints at the end of <head>; a page without one is sent as it is. */
export function injectHints(html: string, hints: readonly PreloadHint[]): string {
  if (hints.length === 0) return html;
  const headEnd = html.search(/<\/head>/i);
  if (headEnd === -1) return html;
  return `${html.slice(0, headEnd)}${renderHints(hints)}${html.slice(headEnd)}`;
}

export interface PageHintsOptions {
  /** Where `/remotes/<name>/<file>` is read from, or undefined for a remote not served here. */
  remoteFile: (remote: string, file: string) => string | undefined;
}

export function createPageHints({ remoteFile }: PageHintsOptions) {
  const manifests = new FileCache((text) => JSON.parse(text) as FederationManifest);

  /** The manifest file behind a remotes.json entry served by this server, if it is one. */
  function localManifestFile(entry: string): string | undefined {
    const match = /^\/remotes\/([^/]+)\/([^?#]+)$/.exec(entry);
    return match ? remoteFile(match[1]!, match[2]!) : undefined;
  }

  /** The page's remote: its manifest, its entry and the page module's own chunks. */
  async function remoteHints(route: PageRoute, remotes: RemotesJson): Promise<PreloadHint[]> {
    const entry = remotes?.[route.remote];
    if (typeof entry !== 'string' || entry === '') return [];

    // The runtime fetches the manifest with fetch(url, {}): CORS mode, same-origin
    // credentials, which is what crossorigin="anonymous" preloads.
    const hints: PreloadHint[] = [{ href: entry, as: 'fetch', crossorigin: 'anonymous' }];
    const manifestFile = localManifestFile(entry);
    const manifest = manifestFile ? await manifests.get(manifestFile) : undefined;
    const meta = manifest?.metaData;
    // A getPublicPath function is run in the browser; the server does not guess its answer.
    if (!meta || typeof meta.publicPath !== 'string' || !meta.remoteEntry?.name) return hints;
    const publicPath =
      meta.publicPath === 'auto' || meta.publicPath === '' ? folderOf(entry) : meta.publicPath;

    // Classic <script> elements without a crossorigin attribute load the entry (the sdk's
    // loadScript) and the chunks (the runtime's preload and webpack's chunk loading, with
    // output.crossOriginLoading unset), so these preloads have none either.
    hints.push({
      href: `${publicPath}${joinRemoteEntry(meta.remoteEntry.path, meta.remoteEntry.name)}`,
      as: 'script',
    });
    // A remote's copy of a shared module is a fallback: the runtime skips it when the shell
    // already provides that module (it provides every singleton), so it is not hinted either.
    const sharedFallbacks = new Set(
      (manifest?.shared ?? []).flatMap((shared) => shared.assets?.js?.sync ?? []),
    );
    const expose = manifest?.exposes?.find((candidate) => candidate.name === route.module);
    for (const asset of expose?.assets?.js?.sync ?? []) {
      if (typeof asset === 'string' && asset !== '' && !sharedFallbacks.has(asset)) {
        hints.push({ href: `${publicPath}${asset}`, as: 'script' });
      }
    }
    return hints;
  }

  /**
   * The hints for one page URL (path and query): none for a URL that is no page (the 404 page) or for a
   * guarded page (the shell may send the visitor elsewhere, and a preload that is not used
   * costs bandwidth and a console warning). A remote's files of an unexpected shape (another
   * team's deploy) cost the page its remote's hints, reported to `onRemoteError`, but not
   * the preload of its data, which depends on none of them.
   */
  return async function hintsFor(
    url: string,
    remotes: RemotesJson,
    onRemoteError: (error: unknown) => void = () => undefined,
  ): Promise<PreloadHint[]> {
    const route = matchPageRoute(splitPageUrl(url).pathname);
    if (!route || route.guard) return [];
    // The page's first API call, whichever server its remote comes from: the API is this
    // origin's. axios's XMLHttpRequest (CORS mode, same-origin credentials, no custom
    // header on a call without a token) takes the preloaded answer.
    // A call only the server makes (`sentData`) is never the browser's to preload.
    const data = route.sentData ? undefined : pageDataUrl(url, route);
    const dataHints: PreloadHint[] = data
      ? [{ href: data, as: 'fetch', crossorigin: 'anonymous' }]
      : [];
    const remoteOnes = await remoteHints(route, remotes).catch((error: unknown) => {
      onRemoteError(error);
      return [];
    });
    return [...remoteOnes, ...dataHints];
  };
}
