// A page sent with its first screen (ADR 0017, 0023) is painted before its scripts are asked
// for (ADR 0024). The shell's start-up scripts and the page's preloads were requested while
// the HTML was still being parsed; on a phone they took the bandwidth and the main thread the
// first paint needed, and Lighthouse counted all of them before the page's largest paint.
// They are now listed in the page as data and requested by a small inline loader once the
// browser has painted a frame.
// Its source is shared/src/prerender/inline/start-up-loader.ts, compiled at build time
// (build/inline-scripts.cjs).
import INLINE_SCRIPTS from 'shared/prerender/inline-scripts';
import { START_UP_ID, type StartUpElement } from 'shared/prerender/start-up-list';
import { cspHash } from './csp-hash';

/** The compiled loader: constant text, so the CSP allows it by its hash. */
export const START_UP_LOADER = INLINE_SCRIPTS.startUpLoader;

/** The CSP source that allows the loader and nothing else inline. */
export const START_UP_LOADER_CSP = cspHash(START_UP_LOADER);

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const decode = (value: string) => value.replace(/&(?:amp|quot|#39|lt|gt);/g, (e) => ENTITIES[e]!);

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, double, single, bare] of source.matchAll(ATTRIBUTE)) {
    attributes[name!.toLowerCase()] = decode(double ?? single ?? bare ?? '');
  }
  return attributes;
}

/** A start-up element in <head>: a script with a src, or a preload. */
const START_UP_ELEMENT = /<script\b([^>]*)><\/script>|<link\b([^>]*?)\/?>/gi;

/**
 * Moves the scripts and preloads out of <head> into a list the loader requests after the
 * first paint. Other elements (the icon, styles, metadata) stay. HTML without a <head> or
 * <body> is sent as it is.
 */
export function startUpAfterPaint(html: string): string {
  const headEnd = html.search(/<\/head>/i);
  const bodyEnd = html.search(/<\/body>/i);
  if (headEnd === -1 || bodyEnd === -1) return html;
  const list: StartUpElement[] = [];
  const head = html
    .slice(0, headEnd)
    .replace(START_UP_ELEMENT, (tag, script?: string, link?: string) => {
      if (script !== undefined) {
        const { defer: _defer, async: _async, ...attributes } = attributesOf(script);
        if (!attributes.src) return tag;
        list.push(['script', attributes]);
        return '';
      }
      const attributes = attributesOf(link ?? '');
      if (attributes.rel !== 'preload') return tag;
      list.push(['link', attributes]);
      return '';
    });
  if (list.length === 0) return html;
  // Scripts last: the preloads are asked for first, as they were in <head>.
  list.sort(([a], [b]) => Number(a === 'script') - Number(b === 'script'));
  const data = JSON.stringify(list).replace(/</g, '\\u003c');
  return (
    head +
    html.slice(headEnd, bodyEnd) +
    `<script type="application/json" id="${START_UP_ID}">${data}</script>` +
    `<script>${START_UP_LOADER}</script>` +
    html.slice(bodyEnd)
  );
}
