// A page sent with its first screen (ADR 0017, 0023) is painted before its scripts are asked
// for (ADR 0024). The shell's start-up scripts and the page's preloads were requested while
// the HTML was still being parsed; on a phone they took the bandwidth and the main thread the
// first paint needed, and Lighthouse counted all of them before the page's largest paint.
// They are now listed in the page as data and requested by a small inline loader once the
// browser has painted a frame.
import { EARLY_PRESS_GLOBAL } from 'shared/prerender/page-data-element';
import { cspHash } from './csp-hash';

/** The element holding the start-up's elements, read by the loader. */
const START_UP_ID = 'start-up';

/** How long one of the loader's tasks may go on adding elements (one at least). */
export const LOADER_SLICE_MS = 3;

/**
 * Requests the listed elements once the browser reports the page's first contentful paint
 * (a `paint` PerformanceObserver), or after the next animation frame where paint entries are
 * not reported; at once in a hidden tab, which paints nothing; 3 s after it runs at the most
 * (a phone that is slower to paint than that gets its scripts anyway).
 * A frame's callbacks alone were not enough: Chromium ran them before it presented the
 * frame. Scripts keep their order (async = false). Constant text: the CSP allows it by its
 * hash.
 *
 * The elements are added a few milliseconds' worth at a time, in tasks of their own: each
 * insertion starts a request, and under the devtools a phone is measured with, eight of them
 * in one task made a long task on a phone (ADR 0024). A hidden tab
 * has no frame to keep smooth, and throttles its timers: it gets them all in one task.
 *
 * Until the shell's entry script runs, the loader also keeps the last element clicked, and
 * hands it over through `window.__tablehopEarlyPress()`, which stops the recording: the
 * shell presses that button again once the app is there (ADR 0017).
 */
export const START_UP_LOADER =
  '(function(){var d=document,s=d.getElementById("' +
  START_UP_ID +
  '"),i=0,done=false,all=false;if(!s)return;var list=JSON.parse(s.textContent);' +
  'var last=null;function rec(e){last=e.target}d.addEventListener("click",rec,true);' +
  `window.${EARLY_PRESS_GLOBAL}=function(){d.removeEventListener("click",rec,true);` +
  `var t=last;last=null;return t};` +
  'function add(){var e=d.createElement(list[i][0]),a=list[i][1];' +
  'for(var k in a)e.setAttribute(k,a[k]);if(list[i][0]==="script")e.async=false;' +
  'd.head.appendChild(e);i++}' +
  'function step(){var t=performance.now();do add();' +
  `while(i<list.length&&(all||performance.now()-t<${LOADER_SLICE_MS}));` +
  'if(i<list.length)setTimeout(step,0)}' +
  'function go(){if(done)return;done=true;step()}' +
  'if(d.visibilityState!=="visible"){all=true;go();return}setTimeout(go,3000);' +
  'var P=typeof PerformanceObserver==="function"?PerformanceObserver:null;' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")!==-1){' +
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){' +
  'o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true})}' +
  'else requestAnimationFrame(function(){setTimeout(go,0)})})();';

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
  const list: [string, Record<string, string>][] = [];
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
