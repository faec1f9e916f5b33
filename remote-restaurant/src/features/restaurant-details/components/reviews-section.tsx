import styled from '@emotion/styled';
import { useId, useMemo, useState } from 'react';
import { Select } from 'shared/ui/select';
import { colors } from 'shared/ui/theme';
import {
  REVIEW_SORTS,
  type RestaurantReview,
  type ReviewSort,
  sortReviews,
} from '../utils/reviews';
import { ReviewCard } from './review-card';

const Section = styled.section({ display: 'grid', gap: 12, marginTop: 32 });
const Head = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
});
const Heading = styled.h2({ margin: 0, fontSize: 22 });
const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });
const Empty = styled.p({ margin: 0, color: colors.muted });

export function ReviewsSection({ reviews }: { reviews: RestaurantReview[] }) {
  const [sort, setSort] = useState<ReviewSort>('recent');
  const headingId = useId();
  const sorted = useMemo(() => sortReviews(reviews, sort), [reviews, sort]);
  return (
    <Section aria-labelledby={headingId}>
      <Head>
        <Heading id={headingId}>Reviews</Heading>
        {reviews.length > 0 && (
          <Select<ReviewSort>
            label="Sort reviews"
            value={sort}
            options={REVIEW_SORTS}
            onChange={setSort}
          />
        )}
      </Head>
      {reviews.length === 0 ? (
        <Empty>No reviews available</Empty>
      ) : (
        <List aria-label="Reviews">
          {sorted.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}
