import styled from '@emotion/styled';
import { CarouselArrow, OfferDot } from './carousel-controls';
import { OfferBanner } from './offer-banner';
import { OFFERS } from './offers';
import { OFFERS_CAROUSEL_SETTINGS } from './offers-carousel-settings';
import { slidesByWidth } from '../hooks/use-slides-to-show';

const slideRules = (perView: number) => ({
  '& > .slick-slide': { flex: `0 0 ${100 / perView}%` },
  // Out of view behind the list's overflow, and out of the accessibility tree, as react-slick
  // hides them; still laid out, so the row is as tall as the slider's will be.
  [`& > .slick-slide:nth-of-type(n+${perView + 1})`]: { visibility: 'hidden' as const },
});

// How many banners show at each width, in CSS: the HTML sent before any script runs is right
// on a phone and on a desktop alike. Widest first, so a narrower breakpoint's rules win.
const Track = styled.div(
  Object.assign(
    {},
    ...slidesByWidth(OFFERS_CAROUSEL_SETTINGS).map(({ query, slidesToShow }) =>
      query ? { [`@media ${query}`]: slideRules(slidesToShow) } : slideRules(slidesToShow),
    ),
  ),
);

/**
 * The carousel before react-slick has loaded: the first offers, with react-slick's markup so
 * the slider takes its place without moving anything. Its arrows and dots ask for the slider
 * at once and say which offer to open on.
 */
export function OffersFirstFrame({
  current,
  onGo,
}: {
  /** The offer a control asked for while the slider loads. */
  current: number;
  onGo: (index: number) => void;
}) {
  const count = OFFERS.length;
  return (
    <div className="slick-slider" dir="ltr">
      <CarouselArrow
        direction="previous"
        className="slick-arrow slick-prev"
        onClick={() => onGo((current + count - 1) % count)}
      />
      <div className="slick-list">
        <Track className="slick-track">
          {OFFERS.map((offer) => (
            <div key={offer.id} className="slick-slide">
              <div>
                <OfferBanner offer={offer} />
              </div>
            </div>
          ))}
        </Track>
      </div>
      <CarouselArrow
        direction="next"
        className="slick-arrow slick-next"
        onClick={() => onGo((current + 1) % count)}
      />
      <ul aria-label="Choose an offer" className="slick-dots">
        {OFFERS.map((offer, index) => (
          <li key={offer.id} className={index === current ? 'slick-active' : ''}>
            <OfferDot index={index} current={index === current} onClick={() => onGo(index)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
