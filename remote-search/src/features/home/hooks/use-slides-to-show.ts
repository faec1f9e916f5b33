import { useCallback, useSyncExternalStore } from 'react';
import type { Settings } from 'react-slick';

type SlideSettings = Pick<Settings, 'slidesToShow' | 'responsive'>;

export interface SlidesAtWidth {
  /** A media query, or null for the count at any width no breakpoint covers. */
  query: string | null;
  slidesToShow: number;
}

/**
 * How many slides a react-slick `responsive` setup shows at each width, widest first: where
 * several queries match, the last one (the narrowest breakpoint) wins, as in react-slick. The
 * slider's hook and the first frame's CSS both read this, so they cannot disagree.
 */
export function slidesByWidth({
  slidesToShow = 1,
  responsive = [],
}: SlideSettings): SlidesAtWidth[] {
  return [
    { query: null, slidesToShow },
    ...[...responsive]
      .sort((a, b) => b.breakpoint - a.breakpoint)
      .map(({ breakpoint, settings }) => ({
        query: `(max-width: ${breakpoint}px)`,
        slidesToShow:
          settings !== 'unslick' && settings.slidesToShow ? settings.slidesToShow : slidesToShow,
      })),
  ];
}

const hasMatchMedia = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * How many slides a react-slick `responsive` setup shows at the current width. react-slick
 * 0.31 applies its breakpoints only when the width crosses one (akiran/react-slick#2446), so
 * a phone would open on the desktop count; passing this as `slidesToShow` fixes first paint.
 */
export function useSlidesToShow(settings: SlideSettings): number {
  const { slidesToShow = 1, responsive } = settings;
  const widths = useCallback(
    () => slidesByWidth({ slidesToShow, responsive }),
    [slidesToShow, responsive],
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => undefined;
      const lists = widths().flatMap(({ query }) => (query ? [window.matchMedia(query)] : []));
      lists.forEach((list) => list.addEventListener('change', onChange));
      return () => lists.forEach((list) => list.removeEventListener('change', onChange));
    },
    [widths],
  );
  const getSnapshot = useCallback(() => {
    if (!hasMatchMedia()) return slidesToShow;
    const matching = widths().filter(({ query }) => !query || window.matchMedia(query).matches);
    return matching[matching.length - 1]!.slidesToShow;
  }, [widths, slidesToShow]);
  return useSyncExternalStore(subscribe, getSnapshot, () => slidesToShow);
}
