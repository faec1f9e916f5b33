import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared/testing/router';
import { emptyReservation, useRootStore } from 'shared/store';
import { colors } from 'shared/ui/theme';
import EditReservationPage from './edit-reservation-page';

const renderPage = () =>
  render(
    <MemoryRouter>
      <EditReservationPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  useRootStore.getState().signOut();
  useRootStore.setState({ reservations: { current: emptyReservation(), made: [] } });
});

it('sends a diner holding a table back to checkout', () => {
  useRootStore.getState().patchReservation({ reservation_uuid: 'r-1', hold_token: 't' });
  renderPage();
  expect(screen.getByRole('link', { name: 'Return to checkout' })).toHaveAttribute(
    'href',
    '/checkout',
  );
});

it('shows the latest booking and how to change it; signed out it offers sign-in', () => {
  const booked = { ...emptyReservation(), rest_name: 'Dishoom', person: 3, reservation_uuid: 'b' };
  useRootStore.setState({ reservations: { current: emptyReservation(), made: [booked] } });
  renderPage();
  expect(screen.getByRole('region', { name: 'Dishoom' })).toHaveTextContent('3 people');
  expect(screen.queryByRole('link', { name: 'Return to checkout' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
});

it('its links are the site’s brand red, not the browser’s blue', () => {
  useRootStore.getState().patchReservation({ reservation_uuid: 'r-1', hold_token: 't' });
  renderPage();
  for (const name of ['Return to checkout', 'Sign in', 'Find a restaurant']) {
    expect(screen.getByRole('link', { name })).toHaveStyle({ color: colors.brand });
  }
});
