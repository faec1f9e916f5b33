import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

import { splitPageUrl } from 'shared/routes/page-data-url';
import { matchPageRoute, type RemoteName } from 'shared/routes/page-routes';
import { REMOTES } from 'shared/routes/remotes';

import { isRestaurantFacts, restaurantJsonLd } from '../lib/structured-data';

import { createPageHints, injectHints, remotesJsonReader } from './page-hints';
import { createPagePrerender, injectPrerender } from './page-prerender';
import { startUpAfterPaint } from './start-up-after-paint';

/** The folders the remotes are built in (shared/routes/remotes), served at /remotes/<folder>/. */
export const REMOTE_NAMES = REMOTES.map((remote) => remote.folder);

/** Route table remote names (shared/routes/page-routes) and the folders they are built in. */
const REMOTE_DIRS = Object.fromEntries(
  REMOTES.map((remote) => [remote.federationName, remote.folder]),
) as Record<RemoteName, (typeof REMOTES)[number]['folder']>;

/**
 * How long a page waits for the data it is rendered with (ADR 0023). A slower answer (a busy
 * database) sends the page without it, as before, rather than holding the page back.
 */
const PAGE_DATA_TIMEOUT_MS = 300;

export interface WebPluginOptions {
  /** Absolute repo root: the shell is read from `<staticRoot>/shell/dist`. */
  staticRoot: string;
}

// Entry points name the current build, so browsers must revalidate them on every load;
// that is what lets one remote be redeployed without rebuilding the shell.
const ENTRY_FILES = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js']);
const CONTENT_HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
const HAS_EXTENSION = /\.[a-z0-9]{1,8}$/i;
/** The build writes `<file>.br` and `<file>.gz` beside each text file (precompress-plugin). */
const PRECOMPRESSED = /\.(br|gz)$/;

export function cacheControlFor(filePath: string): string {
  // A precompressed variant is cached exactly as the file it encodes.
  const name = path.basename(filePath).replace(PRECOMPRESSED, '');
  if (!ENTRY_FILES.has(name) && CONTENT_HASHED.test(name)) {
    return 'public, max-age=31536000, immutable';
  }
  return 'no-cache';
}

function isRemoteName(name: string): boolean {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

function acceptsHtml(accept: string | undefined): boolean {
  // No Accept header means "anything", per RFC 9110.
  if (!accept) return true;
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range
      .toLowerCase()
      .split(';')
      .map((part) => part.trim());
    const quality = params.find((param) => param.startsWith('q='));
    if (quality !== undefined && Number(quality.slice(2)) === 0) return false;
    return type === 'text/html' || type === 'text/*' || type === '*/*';
  });
}

/**
 * Checked per request, never from a list made at start: a team redeploys one remote by
 * swapping its dist folder while the server runs.
 */
async function isFileInside(root: string, relativePath: string): Promise<boolean> {
  const absolute = path.resolve(root, relativePath);
  if (!absolute.startsWith(root + path.sep)) return false;
  try {
    return (await stat(absolute)).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves the production builds: the shell at `/`, each remote at `/remotes/<name>/`, and the
 * shell's index.html for any other page URL so client-side routing (and its 404 page)
 * survives a reload; a URL that is no page, or a page whose subject does not exist, has it
 * with status 404. Registered without fastify-plugin so `sendFile` stays local to it.
 */
const webPlugin: FastifyPluginAsync<WebPluginOptions> = async (app, { staticRoot }) => {
  const root = path.resolve(staticRoot);
  const shellDist = path.join(root, 'shell', 'dist');

  if (!existsSync(path.join(shellDist, 'index.html'))) {
    app.log.warn({ shellDist }, 'shell build not found: page URLs answer 404 until it is built');
  }

  await app.register(fastifyStatic, {
    serve: false,
    // Accept-Encoding br or gzip gets the build's `<file>.br` / `<file>.gz` with its
    // Content-Encoding (found per request, like every file here); others get the file itself.
    preCompressed: true,
    // Our own header below; send's default (max-age=0) would be set on every file alike.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', cacheControlFor(filePath));
      // Lower case, as @fastify/compress writes it, so neither adds it twice.
      res.setHeader('vary', 'accept-encoding');
    },
    dotfiles: 'ignore',
    // A directory is never a page here: `/remotes/x/` must 404, not list or pick an index.
    index: false,
  });

  const remoteDist = (remote: string) => {
    const name = REMOTE_DIRS[remote as keyof typeof REMOTE_DIRS];
    return name ? { name, dist: path.join(root, name, 'dist') } : undefined;
  };
  const readRemotes = remotesJsonReader(shellDist);
  const prerenderFor = createPagePrerender({
    shellDist,
    remoteDist,
    // In process, through the API's own route: the page gets exactly the answer its fetcher
    // would, validated, serialised and cached as that route does it.
    fetchData: async (url) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json' },
      });
      return {
        status: response.statusCode,
        body: response.statusCode === 200 ? (response.json() as unknown) : undefined,
      };
    },
    dataTimeoutMs: PAGE_DATA_TIMEOUT_MS,
    onRenderError: (err, url) => app.log.warn({ err, url }, 'page rendered without its data'),
    structuredDataFor: (module, body) => {
      const restaurant = (body as { data?: unknown } | undefined)?.data;
      return module === 'restaurant-page' && isRestaurantFacts(restaurant)
        ? restaurantJsonLd(restaurant, app.config.publicUrl)
        : undefined;
    },
  });

  const hintsFor = createPageHints({
    remoteFile: (remote, file) => {
      if (!isRemoteName(remote)) return undefined;
      const remoteDist = path.join(root, remote, 'dist');
      const absolute = path.resolve(remoteDist, file);
      return absolute.startsWith(remoteDist + path.sep) ? absolute : undefined;
    },
  });

  /**
   * The shell's index.html with preload hints for the page's remote in its <head>. Built per
   * request from files checked per request (a redeployed remote changes its hints at once);
   * compressed on the fly by @fastify/compress, as it differs per page.
   */
  const sendShellIndex = async (request: FastifyRequest, reply: FastifyReply, url: string) => {
    let html: string;
    try {
      html = await readFile(path.join(shellDist, 'index.html'), 'utf8');
    } catch {
      return reply.callNotFound();
    }
    // Hints are an optimisation read from files other teams deploy: a manifest of an
    // unexpected shape must cost the page its hints, never the page itself.
    // Read once per page request: the hints and the prerender see the same remotes.json.
    const remotes = await readRemotes();
    // Not the query: it may carry a token (reset-password) and the log keeps what it gets.
    const { pathname } = splitPageUrl(url);
    const [{ prerender, missing }, hints] = await Promise.all([
      // Like the hints, an optimisation built from other teams' files: never the page's end.
      prerenderFor(url, remotes).catch((err: unknown) => {
        request.log.warn({ err, pathname }, 'prerendered page skipped');
        return { prerender: undefined, missing: false };
      }),
      hintsFor(url, remotes, (err) => {
        request.log.warn({ err, pathname }, "preload hints for the page's remote skipped");
      }),
    ]);
    // An answer sent in the page is not fetched again: its preload would go unused.
    const sent = prerender?.data ?? {};
    html = injectHints(
      html,
      hints.filter((hint) => !Object.hasOwn(sent, hint.href)),
    );
    const filled = injectPrerender(html, prerender);
    // A page with a first screen paints it before its scripts are asked for (ADR 0024).
    html = filled === html ? html : startUpAfterPaint(filled);
    reply.header('cache-control', cacheControlFor('index.html')).type('text/html; charset=utf-8');
    // The same app, which shows its 404 page or 'Restaurant not found'; search engines and
    // monitors read the status. Client-only routes (checkout, profile) are routes: 200.
    if (!matchPageRoute(pathname) || missing) return reply.code(404).send(html);
    // Weak: the same page is sent raw or compressed.
    const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag);
    const weak = (tag: string) => tag.trim().replace(/^W\//, '');
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch?.split(',').some((tag) => weak(tag) === weak(etag) || weak(tag) === '*')) {
      return reply.code(304).send();
    }
    return reply.send(html);
  };

  app.get<{ Params: { remote: string; '*': string } }>(
    '/remotes/:remote/*',
    async (request, reply) => {
      const { remote, '*': file } = request.params;
      const remoteDist = path.join(root, remote, 'dist');
      if (!isRemoteName(remote) || !(await isFileInside(remoteDist, file))) {
        return reply.callNotFound();
      }
      return reply.sendFile(file, remoteDist);
    },
  );

  app.get('/', async (request, reply) => sendShellIndex(request, reply, request.url));

  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const file = request.params['*'];
    const topSegment = file.split('/')[0];
    // API and remote URLs that reached this catch-all matched nothing: a page would hide that.
    if (topSegment === 'api' || topSegment === 'remotes') {
      return reply.callNotFound();
    }
    if (await isFileInside(shellDist, file)) {
      return reply.sendFile(file, shellDist);
    }
    const lastSegment = file.split('/').pop() ?? '';
    if (!HAS_EXTENSION.test(lastSegment) && acceptsHtml(request.headers.accept)) {
      // The URL as the browser has it (the router decodes it once): the params Fastify
      // decoded would be decoded a second time by the route's data call. Its query is the
      // result page's search.
      return sendShellIndex(request, reply, request.url);
    }
    return reply.callNotFound();
  });
};

export default webPlugin;
