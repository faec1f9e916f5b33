import { useEffect } from 'react';

/** Spec section 2: the privacy policy and the terms open at their top. */
export function useScrollToTop() {
  useEffect(() => {
    // A block body on purpose: Chromium's scrollTo returns a Promise, and an effect that
    // returns one hands React a "cleanup" that is not a function.
    window.scrollTo(0, 0);
  }, []);
}
