// The held table's one home (ADR 0048): what the current reservation holds, and the ways out
// (giving the table back, and what each leaves in the reservation). Holding is in ./hold,
// extending and booking in ./book: split by caller, because a remote downloads every shared
// module a file it bundles imports, and the shell's Find imports this file. The store's
// `person` is read and written only in these files.
import { type HeldTable, releaseHold, releaseHoldOnExit } from 'shared/api/release-hold';
import { useRootStore } from 'shared/store';
import type { CurrentReservation } from 'shared/types';

export type { HeldTable };

const currentReservation = () => useRootStore.getState().reservations.current;

/** How many people a reservation is for (the store keeps the spec's `person`). */
export const partySizeOf = (reservation: Pick<CurrentReservation, 'person'>) => reservation.person;

/** The reservation's live hold, or null. */
export function heldTableOf(reservation: CurrentReservation): HeldTable | null {
  const { reservation_uuid: reservationUuid, hold_token: holdToken } = reservation;
  return reservationUuid && holdToken ? { reservationUuid, holdToken } : null;
}

/** Gives a held table back without waiting; a failure is only worth `warning` in the console. */
export function giveBack(held: HeldTable, warning: string) {
  releaseHold(held).catch((error: unknown) => console.warn(warning, error));
}

/** A new Find (spec section 4): the held table goes back and the reservation is dropped. */
export function dropReservation() {
  const held = heldTableOf(currentReservation());
  // The API answers a release with status true or an error (a hold already gone counts as
  // released), so only the error is worth a word.
  if (held) giveBack(held, 'Held table not released');
  useRootStore.getState().clearReservation();
}

/**
 * Leaving checkout (spec section 4, Checkout timer): gives the held table back and forgets
 * the reservation. Without a hold (just booked) the reservation stays for thank-you.
 */
export function abandonHeldTable({ pageIsClosing = false } = {}) {
  const held = heldTableOf(currentReservation());
  if (!held) return;
  // A page that is going away sends a keepalive request: axios's would be cancelled with it.
  if (pageIsClosing) releaseHoldOnExit(held);
  else giveBack(held, 'Checkout: could not release the held table');
  useRootStore.getState().clearReservation();
}

/**
 * Make New Reservation at checkout: the table goes back, and the restaurant, party and day
 * stay for choosing another time.
 */
export function startOver(held: HeldTable) {
  giveBack(held, 'Checkout: could not release the held table');
  useRootStore.getState().patchReservation({
    reservation_id: null,
    reservation_uuid: null,
    hold_token: null,
    reservation_message: null,
    time: null,
    start_time: null,
    end_time: null,
    tableMinutes: null,
    extensionsLeft: null,
  });
}

export type ReleaseOutcome = 'none' | 'released' | 'failed';

/**
 * Spec section 4, Home: a reservation still in progress when the diner comes back home is
 * given up. Only `status: true` counts as released; anything else is logged and the local
 * reservation kept, so nothing pretends the table went back when it may not have.
 */
export async function releaseHeldReservation(): Promise<ReleaseOutcome> {
  const { reservation_uuid: reservationUuid, hold_token: holdToken } = currentReservation();
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
