import { renderHook } from '@testing-library/react';
import { OFFERS_CAROUSEL_SETTINGS } from '../components/offers-carousel-settings';
import { slidesByWidth, useSlidesToShow } from './use-slides-to-show';

/** A window of `width` px: a (max-width: N px) query matches when width <= N. */
function atWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const max = Number(/max-width: (\d+)px/.exec(query)?.[1]);
    return {
      matches: width <= max,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  }) as unknown as typeof window.matchMedia;
}

describe('slidesByWidth', () => {
  it("lists the spec's counts widest first: 3, then 2 up to 1024 px, then 1 up to 600 px", () => {
    expect(slidesByWidth(OFFERS_CAROUSEL_SETTINGS)).toEqual([
      { query: null, slidesToShow: 3 },
      { query: '(max-width: 1024px)', slidesToShow: 2 },
      { query: '(max-width: 600px)', slidesToShow: 1 },
    ]);
  });

  it('orders breakpoints given narrowest first, and keeps the default for one without a count', () => {
    expect(
      slidesByWidth({
        slidesToShow: 4,
        responsive: [
          { breakpoint: 480, settings: { slidesToShow: 1 } },
          { breakpoint: 900, settings: 'unslick' },
        ],
      }),
    ).toEqual([
      { query: null, slidesToShow: 4 },
      { query: '(max-width: 900px)', slidesToShow: 4 },
      { query: '(max-width: 480px)', slidesToShow: 1 },
    ]);
  });
});

describe('useSlidesToShow', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it.each([
    [390, 1],
    [600, 1],
    [601, 2],
    [1024, 2],
    [1280, 3],
  ])('at %i px shows %i', (width, count) => {
    atWidth(width);
    const { result } = renderHook(() => useSlidesToShow(OFFERS_CAROUSEL_SETTINGS));
    expect(result.current).toBe(count);
  });
});
