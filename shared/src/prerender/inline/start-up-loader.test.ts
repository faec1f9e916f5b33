import { EARLY_PRESS_GLOBAL } from '../page-data-element';
import INLINE_SCRIPTS from './compiled.json';
import { removePages, runInPage } from './inline-test-page';
import { LOADER_SLICE_MS, START_UP_ID, type StartUpElement } from './start-up-list';

// As the API lists them (api/src/web/start-up-after-paint.ts): preloads first, then scripts.
const LIST: StartUpElement[] = [
  ['link', { rel: 'preload', href: '/remotes.json', as: 'fetch', crossorigin: 'anonymous' }],
  ['link', { rel: 'preload', as: 'script', href: '/libraries.01234567.js' }],
  ['link', { rel: 'preload', as: 'fetch', href: '/api/v1/x?a=1&b=2', crossorigin: 'anonymous' }],
  ['script', { src: '/main.01234567.js' }],
];

type Observer = { callback: (list: unknown, observer: unknown) => void; disconnected: boolean };

/**
 * The compiled loader at the end of a page's <body>, its timers, frames, clock and paint
 * entries in the test's hands. Each insertion takes `appendMs` on the page's clock.
 */
function load(
  visibilityState: 'visible' | 'hidden',
  { paintEntries = true, appendMs = 0, list = LIST as StartUpElement[] | null } = {},
) {
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const observers: Observer[] = [];
  let now = 0;
  const page = runInPage(INLINE_SCRIPTS.startUpLoader, {
    body:
      '<div id="root" data-prerendered=""><button type="button">Thai</button>' +
      '<button type="button">Greek</button></div>' +
      (list
        ? `<script type="application/json" id="${START_UP_ID}">${JSON.stringify(list)}</script>`
        : ''),
    setUp: (w) => {
      Object.defineProperty(w.document, 'visibilityState', { value: visibilityState });
      class PerformanceObserver {
        static supportedEntryTypes = paintEntries ? ['paint', 'resource'] : ['resource'];
        private readonly entry: Observer;
        constructor(callback: Observer['callback']) {
          this.entry = { callback, disconnected: false };
          observers.push(this.entry);
        }
        observe(options: unknown) {
          expect(options).toEqual({ type: 'paint', buffered: true });
        }
        disconnect() {
          this.entry.disconnected = true;
        }
      }
      Object.assign(w, {
        PerformanceObserver,
        requestAnimationFrame: (callback: () => void) => frames.push(callback),
        setTimeout: (callback: () => void, ms: number) => timers.push({ run: callback, ms }),
      });
      Object.defineProperty(w, 'performance', { value: { now: () => now } });
      // Every element added to <head> costs `appendMs` of the page's clock.
      const append = w.document.head.appendChild.bind(w.document.head);
      w.document.head.appendChild = <T extends Node>(node: T): T => {
        now += appendMs;
        return append(node);
      };
    },
  });
  /** The elements the loader has added to <head> (the page's own <script> is the first). */
  const added = () =>
    [...page.document.head.children].slice(1) as (HTMLLinkElement | HTMLScriptElement)[];
  /** How many elements each of the loader's tasks added. */
  const tasks: number[] = [];
  const report = (names: string[]) =>
    observers.forEach((observer) =>
      observer.callback(
        {
          getEntriesByName: (name: string) =>
            names.filter((entry) => entry === name).map((entry) => ({ name: entry })),
        },
        { disconnect: () => (observer.disconnected = true) },
      ),
    );
  /** Runs the timers set for `ms`, and those they set for it, each as a task. */
  const runTimers = (ms: number) => {
    for (let next = timers.find((t) => t.ms === ms); next; next = timers.find((t) => t.ms === ms)) {
      timers.splice(timers.indexOf(next), 1);
      const before = added().length;
      next.run();
      if (added().length > before) tasks.push(added().length - before);
    }
  };
  const click = (name: string) =>
    [...page.document.querySelectorAll('button')].find((b) => b.textContent === name)!.click();
  const earlyPress = () => (page[EARLY_PRESS_GLOBAL] as () => Element | null)();
  return { page, added, frames, observers, report, runTimers, tasks, click, earlyPress };
}

const tags = (elements: Element[]) => elements.map((element) => element.tagName.toLowerCase());

afterEach(removePages);

describe('the compiled start-up loader', () => {
  it('keeps the last element clicked until the shell takes it, then stops recording (ADR 0017)', () => {
    const { click, earlyPress } = load('visible');
    click('Thai');
    click('Greek');
    expect(earlyPress()?.textContent).toBe('Greek');
    click('Thai');
    expect(earlyPress()).toBeNull();
  });

  it('hands over nothing when nothing was clicked', () => {
    expect(load('visible').earlyPress()).toBeNull();
  });

  it('asks for nothing until the first contentful paint is reported, then for everything, once', () => {
    const { added, observers, report, runTimers } = load('visible');
    expect(added()).toEqual([]);
    report(['first-paint']);
    runTimers(0);
    expect(added()).toEqual([]);
    report(['first-contentful-paint']);
    expect(observers[0]!.disconnected).toBe(true);
    runTimers(0);
    expect(tags(added())).toEqual(['link', 'link', 'link', 'script']);
    const [remotes, , data, script] = added();
    expect(remotes!.outerHTML).toBe(
      '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">',
    );
    expect(data!.getAttribute('href')).toBe('/api/v1/x?a=1&b=2');
    // Scripts keep their order.
    expect((script as HTMLScriptElement).src).toMatch(/\/main\.01234567\.js$/);
    expect((script as HTMLScriptElement).async).toBe(false);
    // The 3 s limit then finds it done.
    runTimers(3000);
    expect(added()).toHaveLength(4);
  });

  it('waits for a frame where the browser reports no paint entries', () => {
    const { added, frames, observers, runTimers } = load('visible', { paintEntries: false });
    expect(observers).toEqual([]);
    expect(added()).toEqual([]);
    frames.forEach((frame) => frame());
    runTimers(0);
    expect(added()).toHaveLength(4);
  });

  it('does not wait more than 3 s for the paint', () => {
    const { added, runTimers } = load('visible');
    runTimers(3000);
    expect(added()).toHaveLength(4);
  });

  it('asks at once in a hidden tab, which paints nothing, all in one task', () => {
    expect(load('hidden').added()).toHaveLength(4);
    // However slow: a hidden tab's timers are throttled, and it has no frames to keep.
    expect(load('hidden', { appendMs: 50 }).added()).toHaveLength(4);
  });

  it('adds a few milliseconds of elements per task, in order, where adding them is slow', () => {
    const slow = load('visible', { appendMs: LOADER_SLICE_MS / 2 + 0.1 });
    slow.report(['first-contentful-paint']);
    slow.runTimers(0);
    expect(slow.tasks).toEqual([2, 2]);
    expect(tags(slow.added())).toEqual(['link', 'link', 'link', 'script']);

    const slowest = load('visible', { appendMs: 50 });
    slowest.runTimers(3000);
    slowest.runTimers(0);
    expect(slowest.tasks).toEqual([1, 1, 1, 1]);

    const fast = load('visible');
    fast.report(['first-contentful-paint']);
    fast.runTimers(0);
    expect(fast.tasks).toEqual([4]);
  });

  it('does nothing on a page without a start-up list', () => {
    const { page, added, runTimers } = load('visible', { list: null });
    runTimers(3000);
    expect(added()).toEqual([]);
    expect(page[EARLY_PRESS_GLOBAL]).toBeUndefined();
  });
});
