import styled from '@emotion/styled';
import { type FocusEvent, useEffect, useRef, useState } from 'react';
import type Slider from 'react-slick';
import { colors, focusRing } from 'shared/ui/theme';
import { useOffersSlider } from '../hooks/use-offers-slider';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { useSlidesToShow } from '../hooks/use-slides-to-show';
import { CarouselArrow, OfferDot } from './carousel-controls';
import { OfferBanner } from './offer-banner';
import { OffersFirstFrame } from './offers-first-frame';
import { OFFERS } from './offers';
import { OFFERS_CAROUSEL_SETTINGS } from './offers-carousel-settings';

const GUTTER = 8;

/**
 * How long before the first turn is due the slider is fetched and mounted (it replaces the
 * first frame then, not at start-up): time for its chunk on a slow connection.
 */
export const SLIDER_LEAD_MS = 1000;

// No css-loader in the build, so slick-carousel's stylesheet cannot be imported: these are
// the few rules of it the slider needs to lay out, plus our arrows and dots.
const Frame = styled.section({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 8,
  '.slick-slider': {
    position: 'relative',
    boxSizing: 'border-box',
    userSelect: 'none',
    touchAction: 'pan-y',
    WebkitTapHighlightColor: 'transparent',
  },
  '.slick-list': { position: 'relative', overflow: 'hidden', margin: `0 -${GUTTER}px`, padding: 0 },
  '.slick-track': { position: 'relative', top: 0, left: 0, display: 'flex' },
  '.slick-slide': { height: 'auto', minHeight: 1 },
  '.slick-slide > div': { height: '100%', padding: `0 ${GUTTER}px`, boxSizing: 'border-box' },
  '.slick-slide > div > div': { height: '100%' },
  '.slick-dots': {
    display: 'flex',
    justifyContent: 'center',
    gap: 4,
    margin: '12px 0 0',
    padding: 0,
    listStyle: 'none',
  },
  '.slick-dots button': {
    display: 'grid',
    placeItems: 'center',
    width: 28,
    height: 28,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    cursor: 'pointer',
    '&::before': {
      content: '""',
      width: 10,
      height: 10,
      borderRadius: '50%',
      background: colors.line,
      border: `1px solid ${colors.muted}`,
    },
    '&:focus-visible': focusRing(),
  },
  '.slick-dots .slick-active button::before': {
    background: colors.brand,
    borderColor: colors.brand,
  },
});
const Toolbar = styled.div({ display: 'flex', justifyContent: 'flex-end' });
const PauseButton = styled.button({
  minHeight: 32,
  padding: '0 12px',
  border: `1px solid ${colors.line}`,
  borderRadius: 16,
  background: colors.surface,
  color: colors.ink,
  font: 'inherit',
  fontSize: 14,
  cursor: 'pointer',
  '&:hover': { borderColor: colors.muted },
  '&:focus-visible': focusRing(),
});

/** The four offer banners (spec section 2, Home), rotating unless the diner is busy with them. */
export function OffersCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const slidesToShow = useSlidesToShow(OFFERS_CAROUSEL_SETTINGS);
  const canRotate = OFFERS_CAROUSEL_SETTINGS.autoplay && !reducedMotion;
  const { autoplaySpeed } = OFFERS_CAROUSEL_SETTINGS;
  const { Slider: LoadedSlider, loadNow } = useOffersSlider(
    canRotate ? Math.max(0, autoplaySpeed - SLIDER_LEAD_MS) : null,
  );
  const slider = useRef<Slider>(null);
  // When the first turn is due, while it is still to be made here: a slider mounted after the
  // carousel appeared starts its own clock, late for that turn. Null once any turn is made or
  // the diner chose an offer, and for a slider there from the start.
  const firstTurnAt = useRef<number | null>(null);
  const sliderLoaded = LoadedSlider !== null;
  useEffect(() => {
    // Runs when the carousel appears (and is done with once the slider has loaded).
    if (!sliderLoaded) firstTurnAt.current = Date.now() + autoplaySpeed;
  }, [sliderLoaded, autoplaySpeed]);
  // Fixed once the slider is on screen: react-slick re-reads its props on every change.
  const openAt = useRef(0);
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const rotating = canRotate && !stopped && !hovered && !focused;

  // react-slick only pauses on hover over the track and on focus of a slide (slides are not
  // tabbable); the arrows, dots and Pause button need the same, and its own autoplay prop
  // does not restart once paused, so rotation is driven through its pause/play methods.
  useEffect(() => {
    if (!canRotate) return undefined;
    if (!rotating) {
      slider.current?.slickPause();
      return undefined;
    }
    slider.current?.slickPlay();
    const dueIn = firstTurnAt.current === null ? 0 : firstTurnAt.current - Date.now();
    if (!LoadedSlider || dueIn <= 0) return undefined;
    // react-slick turns autoplaySpeed after it mounts, a second or so late for the first turn:
    // that turn is made here on time, and its clock restarted from it.
    const id = setTimeout(() => {
      firstTurnAt.current = null;
      slider.current?.slickNext();
      slider.current?.slickPlay();
    }, dueIn);
    return () => clearTimeout(id);
  }, [canRotate, rotating, LoadedSlider, autoplaySpeed]);

  // A control used on the first frame: open the slider on the offer it asked for.
  const goTo = (index: number) => {
    // The diner chose: the slider's own clock runs from here, not the first turn's.
    firstTurnAt.current = null;
    openAt.current = index;
    setCurrent(index);
    loadNow();
  };

  // The control that has the keyboard focus, by its accessible name: when the slider replaces
  // the first frame, its own control of that name takes the focus, or it would fall to <body>.
  const frame = useRef<HTMLElement>(null);
  const focusedControl = useRef<string | null>(null);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    setFocused(true);
    focusedControl.current = event.target.getAttribute('aria-label');
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setFocused(false);
    focusedControl.current = null;
  };
  useEffect(() => {
    const name = focusedControl.current;
    const active = document.activeElement;
    if (!LoadedSlider || !name || (active && active !== document.body)) return;
    const controls = frame.current?.querySelectorAll<HTMLElement>('button[aria-label]') ?? [];
    [...controls].find((control) => control.getAttribute('aria-label') === name)?.focus();
  }, [LoadedSlider]);

  return (
    <Frame
      ref={frame}
      aria-roledescription="carousel"
      aria-label="Offers"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {canRotate && (
        <Toolbar>
          <PauseButton type="button" onClick={() => setStopped((s) => !s)}>
            {stopped ? 'Play offers' : 'Pause offers'}
          </PauseButton>
        </Toolbar>
      )}
      {/* Announce a banner the diner moved to, not every automatic turn. */}
      <div aria-live={rotating ? 'off' : 'polite'}>
        {LoadedSlider ? (
          <LoadedSlider
            ref={slider}
            {...OFFERS_CAROUSEL_SETTINGS}
            slidesToShow={slidesToShow}
            autoplay={canRotate}
            initialSlide={openAt.current}
            beforeChange={(_from, to) => {
              firstTurnAt.current = null;
              setCurrent(to);
            }}
            prevArrow={<CarouselArrow direction="previous" />}
            nextArrow={<CarouselArrow direction="next" />}
            appendDots={(dots) => <ul aria-label="Choose an offer">{dots}</ul>}
            customPaging={(index) => <OfferDot index={index} current={index === current} />}
          >
            {OFFERS.map((offer) => (
              <OfferBanner key={offer.id} offer={offer} />
            ))}
          </LoadedSlider>
        ) : (
          <OffersFirstFrame current={current} onGo={goTo} />
        )}
      </div>
    </Frame>
  );
}
