// The API answers the server rendered a page with (ADR 0023), sent in the page as
// <script type="application/json" id="page-data">. The page's first render in the browser
// reads them instead of fetching, so it is the page the diner already sees, not its loading
// skeleton, and the takeover changes nothing on screen.
import { PAGE_DATA_ID, type PageData } from 'shared/prerender/page-data-element';

let entries: Map<string, unknown> | undefined;

/**
 * The answers are as fresh as the page: past this long after it was loaded (a first page
 * that never rendered, a diner coming back much later), the page fetches instead.
 */
export const SENT_ANSWERS_MAX_AGE_MS = 60_000;
/** The answers a server render was given (withPageData); they take the place of the page's. */
let given: Map<string, unknown> | undefined;
/** The answers the page rendered with during withPageData, as the parsers took them. */
let used: Set<string> | undefined;
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

const NONE: ReadonlyMap<string, unknown> = new Map();

function current(): Map<string, unknown> {
  if (given) return given;
  if (typeof document === 'undefined') return (entries ??= new Map());
  if (performance.now() > SENT_ANSWERS_MAX_AGE_MS) return NONE as Map<string, unknown>;
  const element = document.getElementById(PAGE_DATA_ID);
  if (entries === undefined || element !== readFrom) {
    readFrom = element;
    entries = fromElement(element);
  }
  return entries;
}

/**
 * Renders with `data` as the page's sent answers. On the server only, around a synchronous
 * render (renderToString), so concurrent requests cannot see each other's answers. `used`
 * names the answers the page took: none means it rendered without its data (an answer of a
 * shape it does not read), which is not worth sending.
 */
export function withPageData<T>(
  data: PageData,
  render: () => T,
): { value: T; used: ReadonlySet<string> } {
  const previous = { given, used };
  const taken = new Set<string>();
  given = new Map(Object.entries(data));
  used = taken;
  try {
    return { value: render(), used: taken };
  } finally {
    ({ given, used } = previous);
  }
}

/**
 * The answer sent with the page for `url`, as `parse` reads it; undefined when none was sent
 * or `parse` refuses it (undefined), so the page fetches instead.
 */
export function sentAnswer<T>(url: string, parse: (body: unknown) => T | undefined): T | undefined {
  const body = current().get(url);
  if (body === undefined) return undefined;
  const value = parse(body);
  if (value !== undefined) used?.add(url);
  return value;
}

/**
 * Forgets the answer once the page has used it: it was true when the page was sent, so a
 * later visit to the same URL (a link back, a retry) fetches afresh.
 */
export function forgetSentAnswer(url: string): void {
  current().delete(url);
}
