import styled from '@emotion/styled';
import { useId } from 'react';
import { formatDate } from 'shared/format/date';
import { colors } from 'shared/ui/theme';
import { type RestaurantReview, reviewTitle, wholeRating } from '../utils/reviews';

const Card = styled.article({
  display: 'grid',
  gap: 6,
  padding: 16,
  border: `1px solid ${colors.line}`,
  borderRadius: 8,
  background: colors.surface,
});
const Head = styled.div({ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' });
const Rating = styled.span({
  padding: '2px 8px',
  borderRadius: 6,
  background: colors.brand,
  color: '#fff',
  fontWeight: 700,
});
const Title = styled.h3({ margin: 0, fontSize: 16 });
const Text = styled.p({ margin: 0, lineHeight: 1.6 });
const Meta = styled.p({ margin: 0, color: colors.muted, fontSize: 14 });

export function ReviewCard({ review }: { review: RestaurantReview }) {
  const titleId = useId();
  const title = reviewTitle(review.rating);
  return (
    <Card aria-labelledby={titleId}>
      <Head>
        <Rating>{`${wholeRating(review.rating)}/5`}</Rating>
        <Title id={titleId}>
          {title ?? (
            <span role="img" aria-label="Thumbs down">
              👎
            </span>
          )}
        </Title>
      </Head>
      <Text>{review.review}</Text>
      <Meta>
        <span>{review.guest_informaion.first_name}</span>
        {' · '}
        <time dateTime={review.date}>{formatDate(review.date)}</time>
      </Meta>
    </Card>
  );
}
