import { fireEvent, render, screen } from '@testing-library/react';
import { PLACEHOLDER_IMAGE, RestaurantImage } from './restaurant-image';

it('shows the API image, and the placeholder when it fails to load', () => {
  render(<RestaurantImage path="images/restaurants/a.svg" alt="Dishoom" />);
  const image = screen.getByRole('img', { name: 'Dishoom' });
  expect(image).toHaveAttribute('src', '/api/v1/images/restaurants/a.svg');
  fireEvent.error(image);
  expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
});

it('shows the placeholder when there is no image', () => {
  render(<RestaurantImage path={null} alt="No photo" />);
  expect(screen.getByRole('img', { name: 'No photo' })).toHaveAttribute(
    'src',
    '/api/v1/images/placeholder.svg',
  );
});

it("asks for a generated JPEG's card-sized version when shown as a thumbnail", () => {
  render(
    <>
      <RestaurantImage path="images/restaurants/a.jpg" alt="Card" thumbnail />
      <RestaurantImage path="images/restaurants/a.jpg" alt="Hero" />
      <RestaurantImage path="images/photos/a/1.svg" alt="Photo" thumbnail />
    </>,
  );
  expect(screen.getByRole('img', { name: 'Card' })).toHaveAttribute(
    'src',
    '/api/v1/images/restaurants/a.jpg?w=480',
  );
  expect(screen.getByRole('img', { name: 'Hero' })).toHaveAttribute(
    'src',
    '/api/v1/images/restaurants/a.jpg',
  );
  // An SVG draws itself at any size: there is no smaller one to ask for.
  expect(screen.getByRole('img', { name: 'Photo' })).toHaveAttribute(
    'src',
    '/api/v1/images/photos/a/1.svg',
  );
});
