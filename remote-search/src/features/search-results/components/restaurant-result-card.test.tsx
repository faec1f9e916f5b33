import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared/testing/router';
import { cssFor } from 'shared/testing/css';
import { card } from 'shared/testing/restaurants';
import { RestaurantResultCard, formatRating, formatReviews } from './restaurant-result-card';

const renderCard = (...args: Parameters<typeof card>) =>
  render(
    <MemoryRouter>
      <RestaurantResultCard restaurant={card(...args)} />
    </MemoryRouter>,
  );

describe('RestaurantResultCard', () => {
  it('is one link target, the whole card, with nothing else in it to press', () => {
    renderCard(3, { name: 'Dishoom' });
    const card = screen.getByRole('article');
    const link = screen.getByRole('link', { name: 'Dishoom' });
    // The link's box is stretched over the card, the card being its containing block.
    expect(cssFor(link)).toMatch(/::after\{[^}]*position:absolute;[^}]*inset:0(px)?;/);
    expect(getComputedStyle(card).position).toBe('relative');
    expect(card.querySelectorAll('a, button, input, select, textarea, [tabindex]')).toHaveLength(1);
  });

  it('shows the image with the name as alt text and links the name to the restaurant page', () => {
    renderCard(3, { name: 'Dishoom', uuid: 'abc-123' });
    expect(screen.getByRole('img', { name: 'Dishoom' })).toHaveAttribute(
      'src',
      '/api/v1/images/restaurants/3.svg',
    );
    expect(screen.getByRole('link', { name: 'Dishoom' })).toHaveAttribute(
      'href',
      '/restaurant-details/abc-123',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Dishoom' })).toBeInTheDocument();
  });

  it('shows the cuisine, the rating out of 5 and the review count', () => {
    renderCard(1, { category_list: { name: 'Thai' }, rating: 4.5, review_count: 12 });
    expect(screen.getByText('Thai')).toBeInTheDocument();
    expect(screen.getByText('4.5/5')).toBeInTheDocument();
    expect(screen.getByText('12 reviews')).toBeInTheDocument();
  });

  it('shows the price level as pound signs with a spoken label', () => {
    renderCard(1, { price_level: 2 });
    const price = screen.getByRole('img', { name: 'Price level 2 of 5' });
    // Two strong signs, then the three levels it does not reach, faded.
    expect(price).toHaveTextContent(/^£{5}$/);
    expect(price.lastElementChild).toHaveTextContent(/^£{3}$/);
  });

  it("shows the address, or 'N/A' when there is none", () => {
    const { unmount } = renderCard(1, { address: '1 Long Lane, London' });
    expect(screen.getByText('1 Long Lane, London')).toBeInTheDocument();
    unmount();
    renderCard(2, { address: null });
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });

  it('says when the restaurant takes bookings by phone only', () => {
    const { unmount } = renderCard(1, { online_booking: false });
    expect(screen.getByText('Bookings by phone only')).toBeInTheDocument();
    unmount();
    renderCard(2, { online_booking: true });
    expect(screen.queryByText(/by phone/)).not.toBeInTheDocument();
  });

  it('shows how far away it is only when the search gave a distance', () => {
    const { unmount } = renderCard(1, { distance_km: 0.46 });
    expect(screen.getByText('0.5 km away')).toBeInTheDocument();
    unmount();
    renderCard(2);
    expect(screen.queryByText(/km away/)).not.toBeInTheDocument();
  });
});

describe('card formats', () => {
  it.each([
    [5, '5/5'],
    [4.25, '4.3/5'],
    [0, '0/5'],
  ])('rating %p reads %p', (rating, text) => expect(formatRating(rating)).toBe(text));

  it.each([
    [0, '0 reviews'],
    [1, '1 review'],
    [12, '12 reviews'],
  ])('%p reviews reads %p', (count, text) => expect(formatReviews(count)).toBe(text));
});
