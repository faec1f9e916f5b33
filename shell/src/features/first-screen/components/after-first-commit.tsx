import { useEffect, useRef } from 'react';

/**
 * Runs `run` once, after React's first render is on the page (the prerendered HTML has just
 * been replaced) and after the mount effects of the app rendered before it: an app that sets
 * a field from its store when it mounts does so first, and the diner's own input wins.
 * Render it after the app.
 */
export function AfterFirstCommit({ run }: { run: () => void }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    run();
  }, [run]);
  return null;
}
