import styled from '@emotion/styled';
import { useId, useMemo, useState } from 'react';
import { colors, focusRing } from 'shared/ui/theme';
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
const Field = styled.div({ display: 'flex', alignItems: 'center', gap: 8 });
const Label = styled.label({ fontWeight: 700, whiteSpace: 'nowrap' });
const Select = styled.select({
  minHeight: 40,
  padding: '0 8px',
  border: `1px solid ${colors.line}`,
  borderRadius: 8,
  background: colors.surface,
  color: colors.ink,
  font: 'inherit',
  '&:focus-visible': focusRing(),
});
const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });
const Empty = styled.p({ margin: 0, color: colors.muted });

export function ReviewsSection({ reviews }: { reviews: RestaurantReview[] }) {
  const [sort, setSort] = useState<ReviewSort>('recent');
  const headingId = useId();
  const selectId = useId();
  const sorted = useMemo(() => sortReviews(reviews, sort), [reviews, sort]);
  return (
    <Section aria-labelledby={headingId}>
      <Head>
        <Heading id={headingId}>Reviews</Heading>
        {reviews.length > 0 && (
          <Field>
            <Label htmlFor={selectId}>Sort reviews</Label>
            <Select
              id={selectId}
              value={sort}
              onChange={(e) => setSort(e.target.value as ReviewSort)}
            >
              {REVIEW_SORTS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
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
