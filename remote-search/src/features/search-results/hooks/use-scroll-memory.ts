import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigationType } from 'shared/router';

// Where the diner last was on each visit to the results, by history entry. The router gives
// every entry it did not make (the first page loaded, a #fragment) the same key, 'default':
// the search and fragment tell those apart.
const scrolledTo = new Map<string, number>();

/**
 * Back to the results puts the diner where they were in the list. The browser's own
 * restoring cannot: it runs when Back is pressed, on the page being left, which the router
 * replaces only afterwards (in a transition), so it stops short wherever that page ends.
 * Passive, so it runs after the site layout has opened the page at its top.
 */
export function useScrollMemory(ready: boolean) {
  const { key: entryKey, search, hash } = useLocation();
  const key = entryKey + search + hash;
  const back = useNavigationType() === 'POP';

  // Read as the page is drawn: the scrolling that brings the diner here comes after.
  const y = useMemo(() => scrolledTo.get(key), [key]);
  useEffect(() => {
    if (ready && back && y !== undefined) window.scrollTo(0, y);
  }, [ready, back, y]);

  // Stops listening as the results leave the page, not after the next page has painted: by
  // then the window may have scrolled back to fit a shorter page.
  const leaving = useRef(false);
  useLayoutEffect(() => {
    leaving.current = false;
    const remember = () => {
      if (!leaving.current) scrolledTo.set(key, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  /**
   * For a page that scrolls as it sends the diner on (paging), before the router has made
   * the next entry: where the diner is now is what Back returns to, not where that scroll ends.
   */
  return useCallback(() => {
    // A second press before the router moves on comes after the first one's scroll.
    if (leaving.current) return;
    scrolledTo.set(key, window.scrollY);
    leaving.current = true;
  }, [key]);
}
