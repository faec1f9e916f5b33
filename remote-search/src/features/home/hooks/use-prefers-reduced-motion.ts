import { useSyncExternalStore } from 'react';
import { mediaQueryList } from './media-query';

const mediaQuery = () => mediaQueryList('(prefers-reduced-motion: reduce)');

function subscribe(onChange: () => void) {
  const mql = mediaQuery();
  mql?.addEventListener('change', onChange);
  return () => mql?.removeEventListener('change', onChange);
}

const getSnapshot = () => mediaQuery()?.matches ?? false;

/** True while the visitor asks the system for less motion; follows the setting live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
