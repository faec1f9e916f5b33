// The API answers the server rendered a page with (ADR 0023), sent in the page as
// <script type="application/json" id="page-data">. The page's first render in the browser
// reads them instead of fetching, so it is the page the diner already sees, not its loading
// skeleton, and the takeover changes nothing on screen.
import { PAGE_DATA_ID, type PageData } from 'shared/routes/page-routes';

let entries: Map<string, unknown> | undefined;
/** The answers a server render was given (withPageData); they take the place of the page's. */
let given: Map<string, unknown> | undefined;
/** The element `entries` were read from: a document gets its own (a test renders many). */
let readFrom: Element | null = null;

function fromElement(element: Element | null): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (!element?.textContent) return found;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [url, body] of Object.entries(parsed)) found.set(url, body);
    }
  } catch {
    // A page whose data does not parse renders as one sent without: it fetches.
  }
  return found;
}

function current(): Map<string, unknown> {
  if (given) return given;
  if (typeof document === 'undefined') return (entries ??= new Map());
  const element = document.getElementById(PAGE_DATA_ID);
  if (entries === undefined || element !== readFrom) {
    readFrom = element;
    entries = fromElement(element);
  }
  return entries;
}

/**
 * Renders with `data` as the page's sent answers. On the server only, around a synchronous
 * render (renderToString), so concurrent requests cannot see each other's answers.
 */
export function withPageData<T>(data: PageData, render: () => T): T {
  const previous = given;
  given = new Map(Object.entries(data));
  try {
    return render();
  } finally {
    given = previous;
  }
}

/** The answer sent with the page for `url`, if any; unchecked: the caller parses it. */
export function sentAnswer(url: string): unknown {
  return current().get(url);
}

/**
 * Forgets the answer once the page has used it: it was true when the page was sent, so a
 * later visit to the same URL (a link back, a retry) fetches afresh.
 */
export function forgetSentAnswer(url: string): void {
  current().delete(url);
}
