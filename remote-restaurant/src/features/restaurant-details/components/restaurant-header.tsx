import styled from '@emotion/styled';
import type { RestaurantDetail } from 'shared/api/get-restaurant';
import { RestaurantImage } from 'shared/ui/restaurant-image';
import { colors } from 'shared/ui/theme';
import { openingLine } from '../utils/opening-hours';

const Head = styled.header({ display: 'grid', gap: 12 });
const Title = styled.h1({
  margin: 0,
  fontSize: 'clamp(26px, 4vw, 36px)',
  overflowWrap: 'anywhere',
});
const Facts = styled.p({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 16px',
  margin: 0,
  color: colors.muted,
});
const Opening = styled.span({ fontWeight: 700, color: colors.ink });
const Hero = styled(RestaurantImage)({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  maxHeight: 380,
  objectFit: 'cover',
  borderRadius: 12,
  background: colors.canvas,
});

export function RestaurantHeader({
  restaurant,
  now,
}: {
  restaurant: RestaurantDetail;
  now?: Date;
}) {
  const category = restaurant.category_list?.name || restaurant.category;
  return (
    <Head>
      <Title>{restaurant.name}</Title>
      <Facts>
        {category && <span>{category}</span>}
        <Opening>{openingLine(restaurant.aval_slots, now)}</Opening>
      </Facts>
      {/* Above the fold and the page's largest content: lazy loading or a low priority would
          only delay the first thing a diner looks at. */}
      <Hero path={restaurant.avatar} alt={restaurant.name} loading="eager" priority />
    </Head>
  );
}
