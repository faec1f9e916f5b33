// The carousel before react-slick has loaded (use-offers-slider.ts). Each test starts from a
// fresh module registry, as a new page does: the slider is loaded once per page.
import type * as Rtl from '@testing-library/react';
import type { Settings } from 'react-slick';
import type * as Carousel from './offers-carousel';
import { SLIDER_LEAD_MS } from './offers-carousel';

const mockSliderProps = jest.fn<void, [Settings]>();
let mockFailNextLoad = false;
jest.mock('react-slick', () => {
  if (mockFailNextLoad) {
    mockFailNextLoad = false;
    throw new Error('ChunkLoadError: Loading chunk offers-slider failed.');
  }
  const { createElement, forwardRef } = jest.requireActual<typeof import('react')>('react');
  const Real = jest.requireActual<typeof import('react-slick')>('react-slick').default;
  return {
    __esModule: true,
    // The carousel holds a ref to the slider (to pause it): passed on to the real one.
    default: forwardRef<InstanceType<typeof Real>, Settings>(function RecordingSlider(props, ref) {
      mockSliderProps(props);
      return createElement(Real, { ...props, ref });
    }),
  };
});

let reducedMotion = false;
beforeAll(() => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: query.includes('prefers-reduced-motion') && reducedMotion,
      media: query,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
});

beforeEach(() => {
  jest.resetModules();
  jest.useFakeTimers();
  mockSliderProps.mockClear();
  mockFailNextLoad = false;
  reducedMotion = false;
});
let unmountPage: (() => void) | undefined;
afterEach(() => {
  unmountPage?.();
  unmountPage = undefined;
  jest.useRealTimers();
});

/** A new page: React, Testing Library and the carousel from this test's registry. */
function freshPage() {
  const rtl = jest.requireActual<typeof Rtl>('@testing-library/react/pure');
  const { OffersCarousel } = jest.requireActual<typeof Carousel>('./offers-carousel');
  rtl.render(<OffersCarousel />);
  // The pure entry: the default one registers its clean-up hooks, which a test cannot do.
  unmountPage = rtl.cleanup;
  const { screen, within, act, fireEvent } = rtl;
  const click = (element: HTMLElement) => fireEvent.click(element);
  const dots = () =>
    within(screen.getByRole('list', { name: 'Choose an offer' })).getAllByRole('button');
  const currentDot = () => dots().find((dot) => dot.getAttribute('aria-current') === 'true');
  /** Moves the clock on and lets the import settle. */
  const wait = (ms: number) =>
    act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });
  // The slider is fetched a second before the first turn, due 3 s after the carousel showed.
  const untilSlider = () => wait(3000 - SLIDER_LEAD_MS + 50);
  /** Runs the idle callback (jsdom has none: 200 ms). */
  const idle = () => wait(250);
  const focus = (element: HTMLElement) => act(() => element.focus());
  return { screen, click, focus, dots, currentDot, wait, untilSlider, idle };
}

describe('OffersCarousel before react-slick has loaded', () => {
  it('shows its first frame with working controls, then the slider shortly before its first turn', async () => {
    const { screen, dots, currentDot, idle, untilSlider } = freshPage();
    expect(mockSliderProps).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Offers' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Sunday roasts for less' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous offer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next offer' })).toBeInTheDocument();
    expect(dots()).toHaveLength(4);
    expect(currentDot()).toHaveAccessibleName(/^Offer 1 of 4/);

    // Not at start-up, when the page is busy: the first frame is all there is to see yet.
    await idle();
    expect(mockSliderProps).not.toHaveBeenCalled();
    await untilSlider();
    expect(mockSliderProps).toHaveBeenCalled();
    expect(mockSliderProps.mock.calls.at(-1)?.[0]).toMatchObject({ initialSlide: 0 });
    expect(screen.getByRole('region', { name: 'Offers' })).toBeInTheDocument();
    expect(currentDot()).toHaveAccessibleName(/^Offer 1 of 4/);
  });

  it('opens the slider on the offer whose dot was used on the first frame', async () => {
    const { click, dots, currentDot, idle } = freshPage();
    click(dots()[2]!);
    expect(currentDot()).toHaveAccessibleName(/^Offer 3 of 4/);
    await idle();
    expect(mockSliderProps.mock.calls.at(-1)?.[0]).toMatchObject({ initialSlide: 2 });
    expect(currentDot()).toHaveAccessibleName(/^Offer 3 of 4/);
  });

  it('goes back from the first offer to the last with Previous offer', async () => {
    const { screen, click, currentDot, idle } = freshPage();
    click(screen.getByRole('button', { name: 'Previous offer' }));
    await idle();
    expect(mockSliderProps.mock.calls.at(-1)?.[0]).toMatchObject({ initialSlide: 3 });
    expect(currentDot()).toHaveAccessibleName(/^Offer 4 of 4/);
  });

  it('keeps the keyboard focus on the same control when the slider replaces the first frame', async () => {
    const { screen, focus, untilSlider } = freshPage();
    focus(screen.getByRole('button', { name: 'Next offer' }));
    await untilSlider();
    expect(mockSliderProps).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Next offer' })).toHaveFocus();
  });

  it('keeps the first frame when react-slick fails to load, and tries again on the next control', async () => {
    mockFailNextLoad = true;
    const { screen, click, currentDot, idle, untilSlider } = freshPage();
    await untilSlider();
    expect(mockSliderProps).not.toHaveBeenCalled();
    expect(screen.getByRole('figure', { name: 'Sunday roasts for less' })).toBeVisible();

    click(screen.getByRole('button', { name: 'Next offer' }));
    await idle();
    expect(mockSliderProps.mock.calls.at(-1)?.[0]).toMatchObject({ initialSlide: 1 });
    expect(currentDot()).toHaveAccessibleName(/^Offer 2 of 4/);
  });

  it('still turns 3 s after it appeared, and every 3 s from there', async () => {
    const { currentDot, wait, untilSlider } = freshPage();
    const start = Date.now();
    // In steps, as a browser renders between timers: react-slick's own state must settle.
    const at = async (ms: number) => {
      while (Date.now() - start < ms) await wait(50);
    };
    await untilSlider();
    expect(mockSliderProps).toHaveBeenCalled();
    await at(2950);
    expect(currentDot()).toHaveAccessibleName(/^Offer 1 of 4/);
    await at(3050);
    expect(currentDot()).toHaveAccessibleName(/^Offer 2 of 4/);
    // react-slick's clock restarted from that turn: 3 s and its 50 ms on.
    await at(6000);
    expect(currentDot()).toHaveAccessibleName(/^Offer 2 of 4/);
    await at(6150);
    expect(currentDot()).toHaveAccessibleName(/^Offer 3 of 4/);
  });

  it('makes no turn of its own at 3 s after the diner chose an offer on the first frame', async () => {
    const { click, dots, currentDot, wait } = freshPage();
    await wait(1500);
    click(dots()[2]!);
    await wait(50);
    expect(mockSliderProps.mock.calls.at(-1)?.[0]).toMatchObject({ initialSlide: 2 });
    const start = Date.now() - 1550;
    while (Date.now() - start < 3500) await wait(50);
    // react-slick's clock started when it opened, at 1.5 s: its first turn is due at 4.5 s.
    expect(currentDot()).toHaveAccessibleName(/^Offer 3 of 4/);
  });

  it('fetches the slider when the page is idle for a visitor who asks for less motion', async () => {
    reducedMotion = true;
    const { idle } = freshPage();
    expect(mockSliderProps).not.toHaveBeenCalled();
    await idle();
    expect(mockSliderProps).toHaveBeenCalled();
    expect(mockSliderProps.mock.calls.at(-1)?.[0]).toMatchObject({ autoplay: false });
  });
});
