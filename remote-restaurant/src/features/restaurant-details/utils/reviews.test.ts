import { restaurantDetail } from '../testing/restaurant-fixtures';
import { REVIEW_SORTS, reviewTitle, sortReviews, type RestaurantReview } from './reviews';

const review = (id: number, rating: number, date: string): RestaurantReview => ({
  id,
  rating,
  review: '',
  date,
  guest_informaion: { first_name: `Guest ${id}` },
});

describe('sortReviews', () => {
  const reviews = [
    review(1, 4, '2026-03-01'),
    review(2, 5, '2026-01-01'),
    review(3, 4, '2026-05-01'),
    review(4, 2, '2026-05-01'),
  ];
  const ids = (list: RestaurantReview[]) => list.map((r) => r.id);

  it('most recent: newest date first, the later id first on the same day', () => {
    expect(ids(sortReviews(reviews, 'recent'))).toEqual([4, 3, 1, 2]);
  });

  it('highest and lowest: by rating, the newest first among equals', () => {
    expect(ids(sortReviews(reviews, 'highest'))).toEqual([2, 3, 1, 4]);
    expect(ids(sortReviews(reviews, 'lowest'))).toEqual([4, 3, 1, 2]);
  });

  it('leaves the given list alone', () => {
    const list = restaurantDetail().reviews;
    const before = ids(list);
    sortReviews(list, 'lowest');
    expect(ids(list)).toEqual(before);
  });
});

describe('review labels', () => {
  it("keeps the spec's spelling", () => {
    expect(REVIEW_SORTS.map((s) => s.label)).toEqual([
      'Most recent',
      'Hightest rated',
      'Lowest rated',
    ]);
  });

  it('titles by the rounded rating; 1 has no words, only the mark', () => {
    expect([5, 4, 3, 2, 1].map(reviewTitle)).toEqual([
      'Excellent Service',
      'Good Service',
      'Average Service',
      'Bad Service',
      null,
    ]);
    expect(reviewTitle(4.6)).toBe('Excellent Service');
    expect(reviewTitle(0)).toBeNull();
  });
});
