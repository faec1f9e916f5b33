// The start-up loader, inlined at the end of <body> of a page sent with its first screen
// (ADR 0024): compiled to one small script at build time (build/inline-scripts.cjs), never
// bundled. A page is painted before its scripts are asked for: on a phone, the shell's
// start-up scripts and the page's preloads took the bandwidth and the main thread the first
// paint needed. The API lists them in the page as data; this asks for them once the browser
// reports the first contentful paint (a `paint` PerformanceObserver), or after the next
// animation frame where paint entries are not reported; at once in a hidden tab, which paints
// nothing; FIRST_PAINT_WAIT_MS after it runs at the most. A frame's callbacks alone were not
// enough: Chromium ran them before it presented the frame.
import { EARLY_PRESS_GLOBAL } from '../page-data-element';
import {
  FIRST_PAINT_WAIT_MS,
  LOADER_SLICE_MS,
  START_UP_ID,
  type StartUpElement,
} from './start-up-list';

const d = document;
const listed = d.getElementById(START_UP_ID);
if (listed) start(JSON.parse(listed.textContent!) as StartUpElement[]);

function start(list: StartUpElement[]) {
  let next = 0;
  let done = false;
  /** A hidden tab has no frame to keep smooth, and throttles its timers: all in one task. */
  let all = false;

  // Until the shell's entry script runs, the last element clicked is kept and handed over
  // through window[EARLY_PRESS_GLOBAL](), which stops the recording: the shell presses that
  // button again once the app is there (ADR 0017).
  let last: EventTarget | null = null;
  const record = (event: Event) => {
    last = event.target;
  };
  d.addEventListener('click', record, true);
  (window as unknown as Record<string, () => EventTarget | null>)[EARLY_PRESS_GLOBAL] = () => {
    d.removeEventListener('click', record, true);
    const target = last;
    last = null;
    return target;
  };

  const add = () => {
    const [tag, attributes] = list[next++]!;
    const element = d.createElement(tag);
    for (const name in attributes) element.setAttribute(name, attributes[name]!);
    // Scripts keep their order.
    if (tag === 'script') (element as HTMLScriptElement).async = false;
    d.head.appendChild(element);
  };
  // A few milliseconds' worth at a time, in tasks of their own: each insertion starts a
  // request, and eight of them in one task made a long task on a phone (ADR 0024).
  const step = () => {
    const began = performance.now();
    do add();
    while (next < list.length && (all || performance.now() - began < LOADER_SLICE_MS));
    if (next < list.length) setTimeout(step, 0);
  };
  const go = () => {
    if (done) return;
    done = true;
    step();
  };

  if (d.visibilityState !== 'visible') {
    all = true;
    go();
    return;
  }
  setTimeout(go, FIRST_PAINT_WAIT_MS);
  const Observer = typeof PerformanceObserver === 'function' ? PerformanceObserver : null;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    new Observer((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        setTimeout(go, 0);
      }
    }).observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(() => setTimeout(go, 0));
}
