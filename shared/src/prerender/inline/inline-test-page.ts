// Test helper: a page of its own (an iframe of jsdom's document) that runs one of the compiled
// inline scripts as a browser would, from a <script> element, after `setUp` has given its
// window whatever the test stands in for (timers, storage, PerformanceObserver).
export type PageWindow = Window & typeof globalThis & Record<string, unknown>;

export function runInPage(
  script: string,
  {
    head = '',
    body = '',
    setUp,
  }: { head?: string; body?: string; setUp?: (w: PageWindow) => void },
): PageWindow {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const page = frame.contentWindow as PageWindow;
  page.document.head.innerHTML = head;
  page.document.body.innerHTML = body;
  setUp?.(page);
  const element = page.document.createElement('script');
  element.textContent = script;
  page.document.head.append(element);
  return page;
}

/** Removes the pages the tests made, with their listeners. */
export function removePages() {
  document.querySelectorAll('iframe').forEach((frame) => frame.remove());
}
