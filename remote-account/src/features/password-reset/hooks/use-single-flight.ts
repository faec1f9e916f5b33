import { useCallback, useRef, useState } from 'react';

/**
 * Runs one request at a time and says when it is under way. A ref, not state, guards it:
 * two submits in the same frame (Enter pressed twice) both see the state from before the
 * first one re-rendered. A call made while one is in flight answers null and sends nothing.
 */
export function useSingleFlight<Args extends unknown[], Result>(
  task: (...args: Args) => Promise<Result>,
) {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);

  const run = useCallback(
    async (...args: Args): Promise<Result | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setPending(true);
      try {
        return await task(...args);
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [task],
  );

  return { run, pending };
}
