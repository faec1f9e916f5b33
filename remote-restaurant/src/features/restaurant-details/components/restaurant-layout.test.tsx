import { render, screen } from '@testing-library/react';
import { RestaurantLayout } from './restaurant-layout';

describe('RestaurantLayout', () => {
  it('puts the booking panel in an aside named "Book a table", after the details', () => {
    render(
      <RestaurantLayout
        header={<h1>Saigon Kitchen</h1>}
        bookingPanel={<button>Reserve now</button>}
      >
        <p>Details</p>
      </RestaurantLayout>,
    );
    const aside = screen.getByRole('complementary', { name: 'Book a table' });
    expect(aside).toContainElement(screen.getByRole('button', { name: 'Reserve now' }));
    // Source order is the small-screen order: the panel comes below the details.
    const details = screen.getByText('Details');
    expect(details.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(aside).not.toContainElement(details);
  });

  it('keeps the empty place for the panel when none is given', () => {
    render(
      <RestaurantLayout header={<h1>Saigon Kitchen</h1>}>
        <p>Details</p>
      </RestaurantLayout>,
    );
    expect(screen.getByRole('complementary', { name: 'Book a table' })).toBeEmptyDOMElement();
    expect(screen.getByRole('heading', { level: 1, name: 'Saigon Kitchen' })).toBeInTheDocument();
  });
});
