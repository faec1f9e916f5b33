import vm from 'node:vm';

import { EARLY_PRESS_GLOBAL } from 'shared/prerender/page-data-element';
import { LOADER_SLICE_MS, START_UP_LOADER, startUpAfterPaint } from './start-up-after-paint';

// As the shell's build writes index.html (minified), with the server's hints for the page.
const PAGE =
  '<!doctype html><html><head><meta charset=utf-8><link rel=icon href=/favicon-32.png>' +
  '<link rel=preload href=/remotes.json as=fetch crossorigin=anonymous><style>a{}</style>' +
  '<script defer src=/main.0123456789.js></script>' +
  '<link rel=preload as=script href=/libraries.0123456789.js>' +
  '<link rel="preload" as="fetch" href="/api/v1/x?a=1&amp;b=2" crossorigin="anonymous" />' +
  '</head><body><div id="root" data-prerendered=""><h1>Hi</h1></div></body></html>';

const listOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="start-up">([^<]*)<\/script>/.exec(html)![1]!,
  ) as [string, Record<string, string>][];

describe('startUpAfterPaint', () => {
  it('takes the scripts and preloads out of <head>, keeping the rest', () => {
    const html = startUpAfterPaint(PAGE);
    const head = /<head>([\s\S]*)<\/head>/.exec(html)![1]!;
    expect(head).toBe('<meta charset=utf-8><link rel=icon href=/favicon-32.png><style>a{}</style>');
  });

  it('lists them for the loader, preloads first, attributes decoded, defer dropped', () => {
    expect(listOf(startUpAfterPaint(PAGE))).toEqual([
      ['link', { rel: 'preload', href: '/remotes.json', as: 'fetch', crossorigin: 'anonymous' }],
      ['link', { rel: 'preload', as: 'script', href: '/libraries.0123456789.js' }],
      [
        'link',
        { rel: 'preload', as: 'fetch', href: '/api/v1/x?a=1&b=2', crossorigin: 'anonymous' },
      ],
      ['script', { src: '/main.0123456789.js' }],
    ]);
  });

  it('puts the list and the loader at the end of <body>, after the page', () => {
    const html = startUpAfterPaint(PAGE);
    expect(html).toMatch(
      /<h1>Hi<\/h1><\/div><script type="application\/json" id="start-up">[^<]*<\/script><script>[\s\S]*?<\/script><\/body><\/html>$/,
    );
    expect(html).toContain(`<script>${START_UP_LOADER}</script>`);
  });

  it('leaves a page without scripts, or without <head> and <body>, as it is', () => {
    const plain = '<html><head><title>x</title></head><body><p>x</p></body></html>';
    expect(startUpAfterPaint(plain)).toBe(plain);
    expect(startUpAfterPaint('<p>x</p>')).toBe('<p>x</p>');
  });
});

describe('the loader', () => {
  type Observer = { callback: (list: unknown, observer: unknown) => void; disconnected: boolean };

  /** Runs the loader against a minimal browser; returns what it appended and its callbacks. */
  function run(visibilityState: 'visible' | 'hidden', { paintEntries = true, appendMs = 0 } = {}) {
    const html = startUpAfterPaint(PAGE);
    const json = /id="start-up">([^<]*)<\/script>/.exec(html)![1]!;
    const appended: { tag: string; attributes: Record<string, string>; async?: boolean }[] = [];
    const frames: (() => void)[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    const observers: Observer[] = [];
    /** The fake clock: each insertion takes `appendMs`. */
    let now = 0;
    /** How many elements each of the loader's tasks added. */
    const tasks: number[] = [];
    /** The capturing click listeners the loader has on the document. */
    type ClickListener = (event: { target: unknown }) => void;
    const clickListeners = new Set<ClickListener>();
    const clicks =
      (change: (listener: ClickListener) => unknown) =>
      (type: string, listener: ClickListener, capture: boolean) => {
        expect([type, capture]).toEqual(['click', true]);
        change(listener);
      };
    const document = {
      visibilityState,
      addEventListener: clicks((listener) => clickListeners.add(listener)),
      removeEventListener: clicks((listener) => clickListeners.delete(listener)),
      getElementById: (id: string) => (id === 'start-up' ? { textContent: json } : null),
      createElement: (tag: string) => {
        const element = { tag, attributes: {} as Record<string, string>, async: undefined };
        return {
          setAttribute: (name: string, value: string) => (element.attributes[name] = value),
          set async(value: boolean) {
            (element as { async?: boolean }).async = value;
          },
          element,
        };
      },
      head: {
        appendChild: (node: { element: (typeof appended)[number] }) => {
          now += appendMs;
          appended.push(node.element);
        },
      },
    };
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
    const window: Record<string, unknown> = {};
    vm.runInNewContext(START_UP_LOADER, {
      window,
      document,
      PerformanceObserver,
      performance: { now: () => now },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void, ms: number) => timers.push({ run: callback, ms }),
    });
    const report = (names: string[]) =>
      observers.forEach(({ callback }) =>
        callback(
          {
            getEntriesByName: (name: string) =>
              names.filter((entry) => entry === name).map((entry) => ({ name: entry })),
          },
          { disconnect: () => (observers[0]!.disconnected = true) },
        ),
      );
    /** Runs the timers set for `ms`, and those they set for it, each as a task. */
    const runTimers = (ms: number) => {
      for (
        let next = timers.find((t) => t.ms === ms);
        next;
        next = timers.find((t) => t.ms === ms)
      ) {
        timers.splice(timers.indexOf(next), 1);
        const before = appended.length;
        next.run();
        if (appended.length > before) tasks.push(appended.length - before);
      }
    };
    const click = (target: unknown) => clickListeners.forEach((listener) => listener({ target }));
    const earlyPress = () => (window[EARLY_PRESS_GLOBAL] as () => unknown)();
    return {
      appended,
      frames,
      observers,
      report,
      runTimers,
      tasks,
      click,
      clickListeners,
      earlyPress,
    };
  }

  it('keeps the last element clicked until the shell takes it, then stops listening (ADR 0017)', () => {
    const { click, clickListeners, earlyPress } = run('visible');
    expect(clickListeners.size).toBe(1);
    click('Thai');
    click('Greek');
    expect(earlyPress()).toBe('Greek');
    expect(clickListeners.size).toBe(0);
    expect(earlyPress()).toBeNull();
  });

  it('hands over nothing when nothing was clicked', () => {
    expect(run('visible').earlyPress()).toBeNull();
  });

  it('asks for nothing until the first contentful paint is reported, then for everything, once', () => {
    const { appended, observers, report, runTimers } = run('visible');
    expect(appended).toEqual([]);
    report(['first-paint']);
    runTimers(0);
    expect(appended).toEqual([]);
    report(['first-contentful-paint']);
    expect(observers[0]!.disconnected).toBe(true);
    runTimers(0);
    expect(appended.map(({ tag }) => tag)).toEqual(['link', 'link', 'link', 'script']);
    expect(appended[3]).toEqual({
      tag: 'script',
      attributes: { src: '/main.0123456789.js' },
      async: false,
    });
    // The 3 s limit then finds it done.
    runTimers(3000);
    expect(appended).toHaveLength(4);
  });

  it('waits for a frame where the browser reports no paint entries', () => {
    const { appended, frames, observers, runTimers } = run('visible', { paintEntries: false });
    expect(observers).toEqual([]);
    expect(appended).toEqual([]);
    frames.forEach((frame) => frame());
    runTimers(0);
    expect(appended).toHaveLength(4);
  });

  it('does not wait more than 3 s for the paint', () => {
    const { appended, runTimers } = run('visible');
    runTimers(3000);
    expect(appended).toHaveLength(4);
  });

  it('asks at once in a hidden tab, which paints nothing, all in one task', () => {
    expect(run('hidden').appended).toHaveLength(4);
    // However slow: a hidden tab's timers are throttled, and it has no frames to keep.
    expect(run('hidden', { appendMs: 50 }).appended).toHaveLength(4);
  });

  it('adds a few milliseconds of elements per task, in order, where adding them is slow', () => {
    const slow = run('visible', { appendMs: LOADER_SLICE_MS / 2 + 0.1 });
    slow.report(['first-contentful-paint']);
    slow.runTimers(0);
    expect(slow.tasks).toEqual([2, 2]);
    expect(slow.appended.map(({ tag }) => tag)).toEqual(['link', 'link', 'link', 'script']);
    expect(slow.appended[3]!.attributes).toEqual({ src: '/main.0123456789.js' });

    const slowest = run('visible', { appendMs: 50 });
    slowest.runTimers(3000);
    slowest.runTimers(0);
    expect(slowest.tasks).toEqual([1, 1, 1, 1]);

    const fast = run('visible');
    fast.report(['first-contentful-paint']);
    fast.runTimers(0);
    expect(fast.tasks).toEqual([4]);
  });
});
