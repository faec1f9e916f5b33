import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { restaurantDetail } from '../testing/restaurant-fixtures';
import type { RestaurantReview } from '../utils/reviews';
import { ReviewsSection } from './reviews-section';

const REVIEWS = restaurantDetail().reviews;

const review = (rating: number, overrides: Partial<RestaurantReview> = {}): RestaurantReview => ({
  id: rating,
  rating,
  review: `A ${rating} star visit.`,
  date: '2026-01-09',
  guest_informaion: { first_name: 'Amelia' },
  ...overrides,
});

const guests = () =>
  within(screen.getByRole('list', { name: 'Reviews' }))
    .getAllByRole('article')
    .map((card) => within(card).getByText(/^(Sophie|Oliver|Harry)$/).textContent);

describe('ReviewsSection', () => {
  it('is a section headed Reviews with each review: n/5, title, text, date dd/mm/yyyy, first name', () => {
    render(<ReviewsSection reviews={[review(4)]} />);
    expect(screen.getByRole('region', { name: 'Reviews' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Good Service' });
    expect(within(card).getByText('4/5')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Good Service' })).toBeInTheDocument();
    expect(within(card).getByText('A 4 star visit.')).toBeInTheDocument();
    expect(within(card).getByText('09/01/2026')).toHaveAttribute('datetime', '2026-01-09');
    expect(within(card).getByText('Amelia')).toBeInTheDocument();
  });

  it.each([
    [5, 'Excellent Service'],
    [4, 'Good Service'],
    [3, 'Average Service'],
    [2, 'Bad Service'],
  ])('titles a %i/5 review %p', (rating, title) => {
    render(<ReviewsSection reviews={[review(rating)]} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(new RegExp(`^${title}$`));
    expect(screen.getByText(`${rating}/5`)).toBeInTheDocument();
  });

  it('titles a 1/5 review with a thumbs-down mark that has a name', () => {
    render(<ReviewsSection reviews={[review(1)]} />);
    const mark = screen.getByRole('img', { name: 'Thumbs down' });
    expect(mark).toHaveTextContent('👎');
    expect(screen.getByRole('heading', { level: 3 })).toContainElement(mark);
    expect(screen.getByText('1/5')).toBeInTheDocument();
  });

  it("offers 'Most recent', 'Hightest rated' and 'Lowest rated', most recent first", () => {
    render(<ReviewsSection reviews={REVIEWS} />);
    const select = screen.getByRole('combobox', { name: 'Sort reviews' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Most recent', 'Hightest rated', 'Lowest rated']);
    expect(select).toHaveDisplayValue('Most recent');
    expect(guests()).toEqual(['Sophie', 'Harry', 'Oliver']);
  });

  it('sorts by highest and by lowest rating', async () => {
    const user = userEvent.setup();
    render(<ReviewsSection reviews={REVIEWS} />);
    const select = screen.getByRole('combobox', { name: 'Sort reviews' });
    await user.selectOptions(select, 'Hightest rated');
    expect(guests()).toEqual(['Sophie', 'Oliver', 'Harry']);
    await user.selectOptions(select, 'Lowest rated');
    expect(guests()).toEqual(['Harry', 'Oliver', 'Sophie']);
    await user.selectOptions(select, 'Most recent');
    expect(guests()).toEqual(['Sophie', 'Harry', 'Oliver']);
  });

  it("says 'No reviews available' and offers no sorting when there are none", () => {
    render(<ReviewsSection reviews={[]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Reviews' })).toBeInTheDocument();
    expect(screen.getByText('No reviews available')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
