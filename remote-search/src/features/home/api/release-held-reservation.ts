import { releaseHold } from 'shared/api/release-hold';
import { useRootStore } from 'shared/store';

export type ReleaseOutcome = 'none' | 'released' | 'failed';

/**
 * Spec section 4, Home: a reservation still in progress when the diner comes back home is
 * given up. Only `status: true` counts as released; anything else is logged and the local
 * reservation kept, so nothing pretends the table went back when it may not have.
 */
export async function releaseHeldReservation(): Promise<ReleaseOutcome> {
  const { reservation_uuid: reservationUuid, hold_token: holdToken } =
    useRootStore.getState().reservations.current;
  if (!reservationUuid) return 'none';
  // Without its token no server call can give the table back (it lapses within 5 minutes);
  // the reservation is still dropped here.
  if (!holdToken) {
    useRootStore.getState().clearReservation();
    return 'released';
  }
  try {
    const response = await releaseHold({ reservationUuid, holdToken });
    if (!response.status) {
      console.warn(
        `Home: the server did not release held reservation ${reservationUuid}: ${response.message}`,
      );
      return 'failed';
    }
  } catch (error) {
    console.warn(`Home: could not release held reservation ${reservationUuid}`, error);
    return 'failed';
  }
  // The diner may have held another table while this call was out; that one stays.
  const store = useRootStore.getState();
  if (store.reservations.current.reservation_uuid === reservationUuid) store.clearReservation();
  return 'released';
}
