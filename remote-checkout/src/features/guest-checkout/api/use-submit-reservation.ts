import { useCallback, useRef, useState } from 'react';
import { serverMessage, toApiError } from 'shared/api/errors';
import { PHONE_BOOKINGS_ONLY } from 'shared/api/phone-bookings-only';
import {
  confirmReturningGuest,
  registerGuest,
  type RegisteredUser,
  registrationRefusal,
} from 'shared/api/register-guest';
import type { DiningNeeds } from 'shared/format/dining-needs';
import type { HeldTable } from 'shared/held-table';
import { bookHeldTable, recordGuest } from 'shared/held-table/book';
import type { CurrentReservation } from 'shared/types';
import type { GuestCheckoutPayload } from 'shared/validation/guest-checkout';

export const GENERIC_FAILURE = 'An error occurred. Please try again.';
/** A 429 without the server's sentence (a proxy's, say). */
export const REGISTRATIONS_LIMITED =
  'Too many guest bookings from this network just now. Please try again in a few minutes.';
export const SLOT_LOST =
  'Sorry, this table is no longer available. Please choose another time with Edit.';

/** Who books: the signed-in account (skips the form) or a guest registered here. */
export type Booker =
  | { kind: 'account'; id: number; auth: 'user' | 'guest' }
  | { kind: 'guest'; details: GuestCheckoutPayload };

/** What the diner asks for beside the table: the spec's special request, then ADR 0055's. */
export interface Wishes {
  noted: string;
  needs: DiningNeeds;
  /** Keep the dietary needs on the account: only ever sent for a signed-in booker. */
  rememberDietary: boolean;
}

/** Spec section 8, registration at reservation: what the page shows when it is refused. */
export type SubmitProblem =
  | { kind: 'inactive'; message: string; email: string }
  | { kind: 'active'; message: string; email: string }
  /** The email has an account: a code went to it, and the diner books by entering it. */
  | { kind: 'code'; message: string; email: string }
  | { kind: 'fields'; errors: Record<string, string> }
  | { kind: 'message'; message: string }
  /** The hold ran out meanwhile: the countdown's alert takes over. */
  | { kind: 'expired' };

type Outcome =
  { status: 'booked' } | { status: 'refused'; problem: SubmitProblem } | { status: 'busy' };

/**
 * The final submit (spec section 4): a guest is registered for this very hold first, then the
 * hold is booked (hold -> pending), the completed flag stored and the diner sent to
 * thank-you. One submit at a time; a guest registered by an earlier attempt that failed
 * afterwards is not registered again.
 */
export function useSubmitReservation() {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  // The account made for a hold, so a retry after a failed booking books with it. Keyed by
  // the hold's token, which survives Edit (a move gives the hold a new uuid, and the server
  // carries the guest over to it).
  const registered = useRef<{ holdToken: string; id: number } | null>(null);

  const remember = useCallback((held: HeldTable, user: RegisteredUser) => {
    registered.current = { holdToken: held.holdToken, id: user.id };
    recordGuest(user);
    return user.id;
  }, []);

  /**
   * The code a returning guest was emailed: once it is right, the next submit books with
   * their account. Answers the problem to show when it is not.
   */
  const confirmCode = useCallback(
    async (held: HeldTable, email: string, code: string): Promise<SubmitProblem | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setPending(true);
      try {
        const { data } = await confirmReturningGuest({ ...held, email, code });
        remember(held, data);
        return null;
      } catch (error) {
        const apiError = toApiError(error);
        if (apiError.is(410)) return { kind: 'expired' };
        const refusal = registrationRefusal(apiError);
        if (refusal.kind === 'invalid') return { kind: 'fields', errors: refusal.errors };
        return { kind: 'message', message: serverMessage(apiError) ?? GENERIC_FAILURE };
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [remember],
  );

  const submit = useCallback(
    async (
      held: HeldTable,
      reservation: CurrentReservation,
      booker: Booker,
      { noted, needs, rememberDietary }: Wishes,
    ): Promise<Outcome> => {
      if (inFlight.current) return { status: 'busy' };
      inFlight.current = true;
      setPending(true);
      try {
        let guestId: number;
        let auth: 'user' | 'guest' | 'none' = 'none';
        if (booker.kind === 'account') {
          guestId = booker.id;
          auth = booker.auth;
        } else if (registered.current?.holdToken === held.holdToken) {
          guestId = registered.current.id;
        } else {
          try {
            const { data } = await registerGuest({
              register_type: 'reservation',
              ...booker.details,
              ...held,
            });
            guestId = remember(held, data);
          } catch (error) {
            const apiError = toApiError(error);
            if (apiError.is(410)) return { status: 'refused', problem: { kind: 'expired' } };
            const refusal = registrationRefusal(apiError);
            if (refusal.kind === 'code_sent') {
              const email = refusal.email ?? booker.details.email;
              return {
                status: 'refused',
                problem: { kind: 'code', message: refusal.message, email },
              };
            }
            if (refusal.kind === 'inactive' || refusal.kind === 'active') {
              const email = refusal.email ?? booker.details.email;
              return {
                status: 'refused',
                problem: { kind: refusal.kind, message: refusal.message, email },
              };
            }
            if (refusal.kind === 'invalid') {
              return { status: 'refused', problem: { kind: 'fields', errors: refusal.errors } };
            }
            // The server's sentence names the limit and the wait; 'try again' alone would
            // have the diner retry into it while the hold runs out.
            if (apiError.is(429)) {
              const message = serverMessage(apiError) ?? REGISTRATIONS_LIMITED;
              return { status: 'refused', problem: { kind: 'message', message } };
            }
            return { status: 'refused', problem: { kind: 'message', message: GENERIC_FAILURE } };
          }
        }
        try {
          await bookHeldTable(held, reservation, {
            guestId,
            auth,
            noted,
            needs,
            // A guest's needs stay on this booking alone.
            rememberDietary: booker.kind === 'account' && rememberDietary,
          });
          return { status: 'booked' };
        } catch (error) {
          const apiError = toApiError(error);
          if (apiError.is(410)) return { status: 'refused', problem: { kind: 'expired' } };
          // A restaurant that stopped taking bookings online while the table was held: another
          // time would be refused too, so the API's own words, not "choose another time".
          if (apiError.is(409) && apiError.message === PHONE_BOOKINGS_ONLY)
            return { status: 'refused', problem: { kind: 'message', message: apiError.message } };
          if (apiError.is(409))
            return { status: 'refused', problem: { kind: 'message', message: SLOT_LOST } };
          const message = apiError.is(403) ? apiError.message : GENERIC_FAILURE;
          return { status: 'refused', problem: { kind: 'message', message } };
        }
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [remember],
  );

  return { submit, confirmCode, pending };
}
