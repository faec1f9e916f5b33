import styled from '@emotion/styled';
import { type FocusEvent, useEffect, useRef, useState } from 'react';
import Slider, { type CustomArrowProps, type Settings } from 'react-slick';
import { colors } from 'shared/ui/theme';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { useSlidesToShow } from '../hooks/use-slides-to-show';
import { OfferBanner } from './offer-banner';
import { OFFERS } from './offers';

/** Spec section 9: autoplay every 3 s, 500 ms slides; 3 banners, 2 up to 1024 px, 1 up to 600 px. */
export const OFFERS_CAROUSEL_SETTINGS = {
  autoplay: true,
  autoplaySpeed: 3000,
  speed: 500,
  infinite: true,
  slidesToShow: 3,
  slidesToScroll: 1,
  arrows: true,
  dots: true,
  accessibility: true,
  pauseOnHover: true,
  pauseOnFocus: true,
  pauseOnDotsHover: true,
  responsive: [
    { breakpoint: 1024, settings: { slidesToShow: 2 } },
    { breakpoint: 600, settings: { slidesToShow: 1 } },
  ],
} satisfies Settings;

const GUTTER = 8;
const focusRing = { outline: `3px solid ${colors.focus}`, outlineOffset: 2 };

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
    '&:focus-visible': focusRing,
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
  '&:focus-visible': focusRing,
});
// Half the width of the dots row (4 dots of 28 px, 3 gaps of 4 px) plus a gap.
const ARROW_OFFSET = `calc(50% - ${(4 * 28 + 3 * 4) / 2 + 8 + 36}px)`;
// Under the banners, either side of the dots, so they never cover an offer's text.
const ArrowButton = styled.button({
  position: 'absolute',
  bottom: -4,
  zIndex: 1,
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  padding: 0,
  border: `1px solid ${colors.line}`,
  borderRadius: '50%',
  background: colors.surface,
  color: colors.ink,
  fontSize: 22,
  lineHeight: 1,
  cursor: 'pointer',
  '&.slick-prev': { left: ARROW_OFFSET },
  '&.slick-next': { right: ARROW_OFFSET },
  '&:hover': { color: colors.brand, borderColor: colors.brand },
  '&:focus-visible': focusRing,
});

// react-slick hands the arrow its slide state too; only the DOM props reach the button.
function CarouselArrow({
  direction,
  className,
  onClick,
}: CustomArrowProps & { direction: 'previous' | 'next' }) {
  return (
    <ArrowButton
      type="button"
      className={className}
      onClick={onClick}
      aria-label={direction === 'previous' ? 'Previous offer' : 'Next offer'}
    >
      <span aria-hidden="true">{direction === 'previous' ? '‹' : '›'}</span>
    </ArrowButton>
  );
}

/** The four offer banners (spec section 2, Home), rotating unless the diner is busy with them. */
export function OffersCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const slidesToShow = useSlidesToShow(OFFERS_CAROUSEL_SETTINGS);
  const slider = useRef<Slider>(null);
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const canRotate = OFFERS_CAROUSEL_SETTINGS.autoplay && !reducedMotion;
  const rotating = canRotate && !stopped && !hovered && !focused;

  // react-slick only pauses on hover over the track and on focus of a slide (slides are not
  // tabbable); the arrows, dots and Pause button need the same, and its own autoplay prop
  // does not restart once paused, so rotation is driven through its pause/play methods.
  useEffect(() => {
    if (!canRotate) return;
    if (rotating) slider.current?.slickPlay();
    else slider.current?.slickPause();
  }, [canRotate, rotating]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Frame
      aria-roledescription="carousel"
      aria-label="Offers"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
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
        <Slider
          ref={slider}
          {...OFFERS_CAROUSEL_SETTINGS}
          slidesToShow={slidesToShow}
          autoplay={canRotate}
          beforeChange={(_from, to) => setCurrent(to)}
          prevArrow={<CarouselArrow direction="previous" />}
          nextArrow={<CarouselArrow direction="next" />}
          appendDots={(dots) => <ul aria-label="Choose an offer">{dots}</ul>}
          customPaging={(index) => (
            <button
              type="button"
              aria-label={`Offer ${index + 1} of ${OFFERS.length}: ${OFFERS[index]?.title ?? ''}`}
              aria-current={index === current ? 'true' : undefined}
            />
          )}
        >
          {OFFERS.map((offer) => (
            <OfferBanner key={offer.id} offer={offer} />
          ))}
        </Slider>
      </div>
    </Frame>
  );
}
