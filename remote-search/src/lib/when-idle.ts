/**
 * Runs `run` once the page is idle, or after 2 s on a page that never is (after 200 ms where
 * the browser has no idle callbacks); returns what cancels it, for an effect's cleanup.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    // The timeout bounds the wait on a page that is never idle: what waits must still come.
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}
