import { useCallback, useSyncExternalStore } from 'react';
import type { Settings } from 'react-slick';

const maxWidth = (breakpoint: number) => `(max-width: ${breakpoint}px)`;
const hasMatchMedia = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * How many slides a react-slick `responsive` setup shows at the current width. react-slick
 * 0.31 applies its breakpoints only when the width crosses one (akiran/react-slick#2446), so
 * a phone would open on the desktop count; passing this as `slidesToShow` fixes first paint.
 */
export function useSlidesToShow({
  slidesToShow = 1,
  responsive = [],
}: Pick<Settings, 'slidesToShow' | 'responsive'>): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => undefined;
      const lists = responsive.map(({ breakpoint }) => window.matchMedia(maxWidth(breakpoint)));
      lists.forEach((list) => list.addEventListener('change', onChange));
      return () => lists.forEach((list) => list.removeEventListener('change', onChange));
    },
    [responsive],
  );
  const getSnapshot = useCallback(() => {
    if (!hasMatchMedia()) return slidesToShow;
    // The narrowest matching breakpoint wins, as in react-slick.
    const match = [...responsive]
      .sort((a, b) => a.breakpoint - b.breakpoint)
      .find(({ breakpoint }) => window.matchMedia(maxWidth(breakpoint)).matches);
    const settings = match?.settings;
    return settings && settings !== 'unslick' && settings.slidesToShow
      ? settings.slidesToShow
      : slidesToShow;
  }, [responsive, slidesToShow]);
  return useSyncExternalStore(subscribe, getSnapshot, () => slidesToShow);
}
