import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared/testing/router';
import type { RestaurantCard } from 'shared/api/restaurant-card';
import { PLACEHOLDER_IMAGE } from 'shared/ui/restaurant-image';
import { cssFor } from 'shared/testing/css';
import { RestaurantTile, truncateName } from './restaurant-tile';

const restaurant = (over: Partial<RestaurantCard> = {}): RestaurantCard => ({
  id: 1,
  uuid: 'r-uuid-1',
  name: 'Dishoom',
  avatar: 'images/restaurants/1.svg',
  address: '7 Boundary St',
  post_code: 'E2 7JE',
  category: 'Indian',
  category_list: { name: 'Indian' },
  label_tags: [],
  rating: 4.5,
  review_count: 12,
  price_level: 2,
  online_booking: true,
  ...over,
});

const renderTile = (r: RestaurantCard) =>
  render(
    <MemoryRouter>
      <RestaurantTile restaurant={r} />
    </MemoryRouter>,
  );

describe('truncateName (spec section 5, display rules)', () => {
  it('keeps names of up to 20 characters whole', () => {
    expect(truncateName('Exactly twenty chars')).toBe('Exactly twenty chars');
    expect(truncateName('Dishoom')).toBe('Dishoom');
  });

  it('cuts longer names to 20 characters plus an ellipsis', () => {
    expect(truncateName('The Golden Dragon Restaurant')).toBe('The Golden Dragon Re…');
    expect(truncateName('Exactly twenty chars!')).toBe('Exactly twenty chars…');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncateName('🍕'.repeat(21))).toBe(`${'🍕'.repeat(20)}…`);
  });
});

describe('RestaurantTile', () => {
  it('links to /restaurant-details/{uuid} with the name, cuisine and rating n/5', () => {
    renderTile(restaurant());
    const link = screen.getByRole('link', { name: /^Dishoom\s*,\s*Indian\s*,\s*rated 4\.5\/5$/ });
    expect(link).toHaveAttribute('href', '/restaurant-details/r-uuid-1');
    expect(link).toHaveTextContent('Dishoom');
    expect(link).toHaveTextContent('Indian');
    expect(link).toHaveTextContent('4.5/5');
    expect(link).not.toHaveAttribute('title');
  });

  it('shows a long name cut, and keeps all of it in the link name and title', () => {
    renderTile(restaurant({ name: 'The Golden Dragon Restaurant' }));
    const link = screen.getByRole('link', { name: /^The Golden Dragon Restaurant\s*,/ });
    expect(link.querySelector('[aria-hidden="true"]')).toHaveTextContent('The Golden Dragon Re…');
    expect(link).toHaveAttribute('title', 'The Golden Dragon Restaurant');
  });

  it('shows all 20 characters of a name in two columns (phones): two lines, not one cut short', () => {
    renderTile(restaurant({ name: 'The Ivy Chelsea Garden Brasserie' }));
    const name = screen.getByText('The Ivy Chelsea Gard…');
    const box = name.parentElement!;
    // Wider, the name has a line of its own, wide enough for it.
    expect(getComputedStyle(box).whiteSpace).toBe('nowrap');
    const phone = cssFor(box, '(max-width: 760px)');
    expect(phone).toContain('white-space:normal;');
    expect(phone).toMatch(/line-clamp:2;/);
    // Always two lines there, so the tiles of a row line up (and match later-tile's frame).
    expect(phone).toContain('min-height:3rem;');
  });

  it("shows the restaurant's image, left out of the link's name (it repeats it)", () => {
    const { container } = renderTile(restaurant());
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      '/api/v1/images/restaurants/1.svg',
    );
  });

  it('shows the placeholder image when there is none or it fails to load', () => {
    const first = renderTile(restaurant({ avatar: null }));
    expect(first.container.querySelector('img')).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    first.unmount();
    const { container } = renderTile(restaurant());
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('says "Not yet rated" rather than 0/5 for a restaurant without reviews', () => {
    renderTile(restaurant({ rating: 0, review_count: 0 }));
    expect(
      screen.getByRole('link', { name: /^Dishoom\s*,\s*Indian\s*,\s*Not yet rated$/ }),
    ).toHaveTextContent('Not yet rated');
  });
});
