import styled from '@emotion/styled';
import type { MouseEventHandler } from 'react';
import type { CustomArrowProps } from 'react-slick';
import { colors, focusRing } from 'shared/ui/theme';
import { OFFERS } from './offers';

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
  fontWeight: 700,
  lineHeight: 1,
  cursor: 'pointer',
  '&.slick-prev': { left: ARROW_OFFSET },
  '&.slick-next': { right: ARROW_OFFSET },
  '&:hover': { color: colors.brand, borderColor: colors.brand },
  '&:focus-visible': focusRing(),
});

// react-slick hands the arrow its slide state too; only the DOM props reach the button.
export function CarouselArrow({
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

/** One dot under the banners (react-slick adds its own click handler to it). */
export function OfferDot({
  index,
  current,
  onClick,
}: {
  index: number;
  current: boolean;
  onClick?: MouseEventHandler<HTMLButtonElement>;
}) {
  return (
    <button
      type="button"
      aria-label={`Offer ${index + 1} of ${OFFERS.length}: ${OFFERS[index]?.title ?? ''}`}
      aria-current={current ? 'true' : undefined}
      onClick={onClick}
    />
  );
}
