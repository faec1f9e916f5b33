import { render, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'shared/router';
import { MemoryRouter } from 'shared/testing/router';
import { useRootStore } from 'shared/store';
import type { AccountUser } from 'shared/types';
import { RouteGuard, type Guard } from './route-guard';

const DINER: AccountUser = {
  id: 1,
  uuid: 'u-1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: null,
  email: 'ada@example.co.uk',
  status: 'active',
};

function Landing({ name }: { name: string }) {
  const { pathname } = useLocation();
  return <h1>{`${name} at ${pathname}`}</h1>;
}

function renderGuarded(path: string, guard: Guard) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path={path}
          element={
            <RouteGuard guard={guard}>
              <h1>Guarded page</h1>
            </RouteGuard>
          }
        />
        <Route path="/" element={<Landing name="Home" />} />
        <Route path="/sign-in" element={<Landing name="Sign in" />} />
        <Route path="/sign-up" element={<Landing name="Sign up" />} />
      </Routes>
    </MemoryRouter>,
  );
}

function reset() {
  useRootStore.getState().signOut();
  useRootStore.getState().guestLogout();
  localStorage.clear();
}

beforeEach(reset);
afterEach(reset);

describe('RouteGuard (spec sections 2 and 6)', () => {
  describe('signed-in (profile)', () => {
    it('sends a visitor without a token to /sign-in', () => {
      renderGuarded('/profile', 'signed-in');
      expect(screen.getByRole('heading', { name: 'Sign in at /sign-in' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Guarded page' })).not.toBeInTheDocument();
    });

    it('shows the page to a signed-in diner', () => {
      useRootStore.getState().signIn(DINER, 'tok');
      renderGuarded('/profile', 'signed-in');
      expect(screen.getByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
    });

    it('shows the page to a signed-in guest, whom the header also offers Profile', () => {
      useRootStore.getState().guestLogin(DINER, 'guest-tok');
      renderGuarded('/profile', 'signed-in');
      expect(screen.getByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
    });

    it('sends the visitor to /sign-in again after signing out', () => {
      useRootStore.getState().signIn(DINER, 'tok');
      useRootStore.getState().signOut();
      renderGuarded('/profile', 'signed-in');
      expect(screen.getByRole('heading', { name: 'Sign in at /sign-in' })).toBeInTheDocument();
    });
  });

  describe('reservation-complete (thank-you)', () => {
    it('sends the diner home without the completed-reservation flag', () => {
      renderGuarded('/thank-you', 'reservation-complete');
      expect(screen.getByRole('heading', { name: 'Home at /' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Guarded page' })).not.toBeInTheDocument();
    });

    it('sends the diner home when the flag holds another value', () => {
      localStorage.setItem('reservationComplete', 'pending');
      renderGuarded('/thank-you', 'reservation-complete');
      expect(screen.getByRole('heading', { name: 'Home at /' })).toBeInTheDocument();
    });

    it('shows the page with reservationComplete=completed', () => {
      localStorage.setItem('reservationComplete', 'completed');
      renderGuarded('/thank-you', 'reservation-complete');
      expect(screen.getByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
    });

    it('is not opened by the registration flag', () => {
      localStorage.setItem('registrationStatus', 'completed');
      renderGuarded('/thank-you', 'reservation-complete');
      expect(screen.getByRole('heading', { name: 'Home at /' })).toBeInTheDocument();
    });
  });

  describe('registration-complete (registration-success)', () => {
    it('sends the visitor to /sign-up without the completed-registration flag', () => {
      renderGuarded('/registration-success', 'registration-complete');
      expect(screen.getByRole('heading', { name: 'Sign up at /sign-up' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Guarded page' })).not.toBeInTheDocument();
    });

    it('shows the page with registrationStatus=completed', () => {
      localStorage.setItem('registrationStatus', 'completed');
      renderGuarded('/registration-success', 'registration-complete');
      expect(screen.getByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
    });

    it('is not opened by the reservation flag', () => {
      localStorage.setItem('reservationComplete', 'completed');
      renderGuarded('/registration-success', 'registration-complete');
      expect(screen.getByRole('heading', { name: 'Sign up at /sign-up' })).toBeInTheDocument();
    });
  });
});
