import type { ReactNode } from 'react';
import { Navigate } from 'shared/router';
import { STORAGE_KEYS } from 'shared/constants';
import { useRootStore } from 'shared/store';

export type Guard = 'signed-in' | 'reservation-complete' | 'registration-complete';

const COMPLETED = 'completed';

/** Spec sections 2 and 6: profile needs a signed-in user; thank-you and registration-success need their stored flag. */
export function RouteGuard({ guard, children }: { guard: Guard; children: ReactNode }) {
  // The same rule as the header's signed-in menu, which offers Profile to both.
  const signedIn = useRootStore((s) => Boolean(s.user.token) || s.guestUser.isAuthenticated);
  if (guard === 'signed-in' && !signedIn) return <Navigate to="/sign-in" replace />;
  if (
    guard === 'reservation-complete' &&
    localStorage.getItem(STORAGE_KEYS.reservationComplete) !== COMPLETED
  ) {
    return <Navigate to="/" replace />;
  }
  if (
    guard === 'registration-complete' &&
    localStorage.getItem(STORAGE_KEYS.registrationStatus) !== COMPLETED
  ) {
    return <Navigate to="/sign-up" replace />;
  }
  return <>{children}</>;
}
