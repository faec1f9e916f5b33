import { useCallback, useSyncExternalStore } from 'react';
import type { Settings } from 'react-slick';
import { mediaQueryList } from './media-query';

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
      const lists = widths().flatMap(({ query }) => (query && mediaQueryList(query)) || []);
      lists.forEach((list) => list.addEventListener('change', onChange));
      return () => lists.forEach((list) => list.removeEventListener('change', onChange));
    },
    [widths],
  );
  const getSnapshot = useCallback(() => {
    // Without media queries (the server, jsdom) only the default, query-less entry matches.
    const matching = widths().filter(({ query }) => !query || mediaQueryList(query)?.matches);
    return matching[matching.length - 1]!.slidesToShow;
  }, [widths]);
  return useSyncExternalStore(subscribe, getSnapshot, () => slidesToShow);
}
