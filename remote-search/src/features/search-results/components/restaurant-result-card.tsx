import styled from '@emotion/styled';
import { Link } from 'shared/router';
import type { RestaurantCard } from 'shared/api/restaurant-card';
import { RestaurantImage } from 'shared/ui/restaurant-image';
import { colors, focusRing } from 'shared/ui/theme';
import type { Tonight } from '../tonight/tonight-state';
import { CardTimes, PHONE_ONLY } from './card-times';

const MAX_PRICE_LEVEL = 5;

const Card = styled.article({
  // The name's link covers the card (below): the whole card is one target, one tab stop.
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '88px minmax(0, 1fr)',
  gap: 12,
  padding: 12,
  border: `1px solid ${colors.line}`,
  borderRadius: 8,
  background: colors.surface,
  '@media (min-width: 600px)': { gridTemplateColumns: '140px minmax(0, 1fr)', gap: 16 },
});
const Thumb = styled(RestaurantImage)({
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: 6,
  background: colors.canvas,
});
const Body = styled.div({ display: 'grid', gap: 4, alignContent: 'start', minWidth: 0 });
const Name = styled.h3({ margin: 0, fontSize: 18, overflowWrap: 'anywhere' });
// A link around the whole card would read its every line as the link's name; stretched over the
// card it keeps the name as its name. The card holds nothing else to press, so nothing is nested.
const NameLink = styled(Link)({
  color: colors.ink,
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 8 },
  'article:hover &': { textDecoration: 'underline' },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': focusRing(),
});
const Line = styled.p({ margin: 0, color: colors.muted, overflowWrap: 'anywhere' });
const PhoneOnly = styled.p({ margin: 0, fontWeight: 700 });
const Meta = styled.p({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: '4px 12px' });
const Price = styled.span({ fontWeight: 700, letterSpacing: 1 });
const PriceRest = styled.span({ color: colors.line });

export const formatRating = (rating: number) =>
  `${Number.isInteger(rating) ? rating : rating.toFixed(1)}/5`;

export const formatReviews = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

const clampPrice = (level: number) => Math.min(MAX_PRICE_LEVEL, Math.max(1, Math.round(level)));

/**
 * One search result, all of it a link to its page: image, name, cuisine, rating, price and address; and
 * whether it takes bookings by phone only.
 */
export function RestaurantResultCard({
  restaurant,
  times,
  tonight,
}: {
  restaurant: RestaurantCard;
  /** The chosen day's bookable times (ADR 0051); undefined while not known. */
  times?: string[];
  tonight?: Tonight;
}) {
  const price = clampPrice(restaurant.price_level);
  const cuisine = restaurant.category_list?.name || restaurant.category;
  const address = restaurant.address?.trim() || 'N/A';
  return (
    <Card>
      <Thumb path={restaurant.avatar} alt={restaurant.name} width={140} height={140} thumbnail />
      <Body>
        <Name>
          <NameLink to={`/restaurant-details/${restaurant.uuid}`}>{restaurant.name}</NameLink>
        </Name>
        {cuisine && <Line>{cuisine}</Line>}
        <Meta>
          <span>
            <span aria-hidden="true">★ </span>
            {formatRating(restaurant.rating)}
          </span>
          <span>{formatReviews(restaurant.review_count)}</span>
          <Price role="img" aria-label={`Price level ${price} of ${MAX_PRICE_LEVEL}`}>
            {'£'.repeat(price)}
            <PriceRest>{'£'.repeat(MAX_PRICE_LEVEL - price)}</PriceRest>
          </Price>
        </Meta>
        <Line>{address}</Line>
        {/* Said before the diner opens the page: with the online-booking filter off, the list
            mixes the two kinds, and only the page itself could tell them apart. */}
        {!restaurant.online_booking && <PhoneOnly>{PHONE_ONLY}</PhoneOnly>}
        {restaurant.distance_km !== undefined && (
          <Line>{`${restaurant.distance_km.toFixed(1)} km away`}</Line>
        )}
        {tonight && restaurant.online_booking && (
          <CardTimes
            uuid={restaurant.uuid}
            name={restaurant.name}
            times={times}
            tonight={tonight}
          />
        )}
      </Body>
    </Card>
  );
}
