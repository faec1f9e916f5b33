import { useEffect } from 'react';

export function useScrollToTop(key: string | undefined) {
  useEffect(() => {
    // A block body on purpose: Chromium's scrollTo returns a Promise, and an effect that
    // returns one hands React a "cleanup" that is not a function.
    window.scrollTo(0, 0);
  }, [key]);
}
