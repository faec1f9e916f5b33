import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Settings } from 'react-slick';
import { loadOffersSlider } from '../hooks/use-offers-slider';
import { OffersCarousel } from './offers-carousel';
import { OFFERS_CAROUSEL_SETTINGS } from './offers-carousel-settings';
import { OFFERS } from './offers';

// Record what the component hands react-slick, while still rendering the real slider.
const sliderProps = jest.fn<void, [Settings]>();
jest.mock('react-slick', () => {
  const { createElement, forwardRef } = jest.requireActual<typeof import('react')>('react');
  const Real = jest.requireActual<typeof import('react-slick')>('react-slick').default;
  return {
    __esModule: true,
    // The carousel holds a ref to the slider (to pause it): passed on to the real one.
    default: forwardRef<InstanceType<typeof Real>, Settings>(function RecordingSlider(props, ref) {
      sliderProps(props);
      return createElement(Real, { ...props, ref });
    }),
  };
});

// jsdom has no matchMedia; react-slick needs it for its breakpoints, and the carousel asks
// it about the width and reduced motion.
let reducedMotion = false;
let viewportWidth = 1280;
function evaluate(query: string): boolean {
  if (query.includes('prefers-reduced-motion')) return reducedMotion;
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  return (!min || viewportWidth >= Number(min[1])) && (!max || viewportWidth <= Number(max[1]));
}
beforeAll(async () => {
  // Loaded once per page: from here on the carousel renders the slider at once (its first
  // frame, before the load, is offers-first-frame.test.tsx's subject).
  await loadOffersSlider();
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: evaluate(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
});

beforeEach(() => {
  reducedMotion = false;
  viewportWidth = 1280;
  sliderProps.mockClear();
});
afterEach(() => {
  jest.useRealTimers();
});

const lastSliderProps = () => sliderProps.mock.calls.at(-1)?.[0];
const dots = () =>
  within(screen.getByRole('list', { name: 'Choose an offer' })).getAllByRole('button');
const currentDot = () => dots().find((dot) => dot.getAttribute('aria-current') === 'true');

/** One autoplay turn (3 s plus react-slick's 50 ms) and the 500 ms slide that follows. */
const oneTurn = () => act(() => jest.advanceTimersByTime(3050 + 500 + 50));

describe('OffersCarousel settings (spec section 9)', () => {
  it('autoplays every 3 s with a 500 ms transition and pauses on hover and focus', () => {
    expect(OFFERS_CAROUSEL_SETTINGS).toMatchObject({
      autoplay: true,
      autoplaySpeed: 3000,
      speed: 500,
      pauseOnHover: true,
      pauseOnFocus: true,
    });
  });

  it('shows 3 banners, 2 up to 1024 px and 1 up to 600 px', () => {
    expect(OFFERS_CAROUSEL_SETTINGS.slidesToShow).toBe(3);
    expect(OFFERS_CAROUSEL_SETTINGS.responsive).toEqual([
      { breakpoint: 1024, settings: { slidesToShow: 2 } },
      { breakpoint: 600, settings: { slidesToShow: 1 } },
    ]);
  });

  it('hands those settings to react-slick', () => {
    render(<OffersCarousel />);
    expect(lastSliderProps()).toMatchObject({
      ...OFFERS_CAROUSEL_SETTINGS,
      autoplay: true,
      autoplaySpeed: 3000,
      speed: 500,
    });
  });

  // react-slick 0.31 applies `responsive` only when the width crosses a breakpoint.
  it.each([
    [1280, 3],
    [1025, 3],
    [1024, 2],
    [601, 2],
    [600, 1],
    [360, 1],
  ])('opens at %i px wide with %i slides', (width, slides) => {
    viewportWidth = width;
    render(<OffersCarousel />);
    expect(lastSliderProps()?.slidesToShow).toBe(slides);
  });
});

describe('OffersCarousel (spec section 2, Home)', () => {
  it('is a region holding the 4 offer banners, each a named figure', () => {
    render(<OffersCarousel />);
    const region = screen.getByRole('region', { name: 'Offers' });
    expect(OFFERS).toHaveLength(4);
    // react-slick clones slides for its endless loop and hides those not on screen.
    const names = within(region)
      .getAllByRole('figure', { hidden: true })
      .map((figure) => figure.getAttribute('aria-labelledby'))
      .map((id) => document.getElementById(id ?? '')?.textContent);
    expect(new Set(names)).toEqual(new Set(OFFERS.map((o) => o.title)));
    expect(within(region).getByRole('figure', { name: 'Sunday roasts for less' })).toBeVisible();
    expect(dots().map((dot) => dot.getAttribute('aria-label'))).toEqual(
      OFFERS.map((o, i) => `Offer ${i + 1} of 4: ${o.title}`),
    );
  });

  it('can be driven from the keyboard with the arrows and dots', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<OffersCarousel />);
    expect(currentDot()).toHaveAccessibleName(/^Offer 1 of 4/);
    await user.tab(); // Pause offers
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous offer' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next offer' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(currentDot()).toHaveAccessibleName(/^Offer 2 of 4/);
    // react-slick ignores input until the 500 ms slide, then its 10 ms tidy-up, are over.
    act(() => jest.advanceTimersByTime(500));
    act(() => jest.advanceTimersByTime(10));
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dots()[3]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(currentDot()).toHaveAccessibleName(/^Offer 4 of 4/);
  });

  it('turns on its own every 3 s', () => {
    jest.useFakeTimers();
    render(<OffersCarousel />);
    oneTurn();
    expect(currentDot()).toHaveAccessibleName(/^Offer 2 of 4/);
  });

  it('holds still while hovered', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<OffersCarousel />);
    await user.hover(screen.getByRole('figure', { name: 'Early-bird set menus' }));
    oneTurn();
    oneTurn();
    expect(currentDot()).toHaveAccessibleName(/^Offer 1 of 4/);
    await user.unhover(screen.getByRole('region', { name: 'Offers' }));
    oneTurn();
    expect(currentDot()).toHaveAccessibleName(/^Offer 2 of 4/);
  });

  it('holds still while anything in it has keyboard focus', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <>
        <OffersCarousel />
        <button type="button">After</button>
      </>,
    );
    act(() => dots()[0]?.focus());
    oneTurn();
    oneTurn();
    expect(currentDot()).toHaveAccessibleName(/^Offer 1 of 4/);
    await user.click(screen.getByRole('button', { name: 'After' }));
    oneTurn();
    expect(currentDot()).toHaveAccessibleName(/^Offer 2 of 4/);
  });

  it('Pause offers stops the rotation until Play offers', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <>
        <OffersCarousel />
        <button type="button">After</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Pause offers' }));
    await user.click(screen.getByRole('button', { name: 'After' }));
    oneTurn();
    expect(currentDot()).toHaveAccessibleName(/^Offer 1 of 4/);
    await user.click(screen.getByRole('button', { name: 'Play offers' }));
    await user.click(screen.getByRole('button', { name: 'After' }));
    oneTurn();
    expect(currentDot()).toHaveAccessibleName(/^Offer 2 of 4/);
  });

  it('does not autoplay when the visitor prefers reduced motion', () => {
    reducedMotion = true;
    jest.useFakeTimers();
    render(<OffersCarousel />);
    expect(lastSliderProps()?.autoplay).toBe(false);
    expect(screen.queryByRole('button', { name: 'Pause offers' })).not.toBeInTheDocument();
    oneTurn();
    expect(currentDot()).toHaveAccessibleName(/^Offer 1 of 4/);
  });
});
