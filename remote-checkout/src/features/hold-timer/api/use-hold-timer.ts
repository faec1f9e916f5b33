import { useCallback, useEffect, useRef, useState } from 'react';
import { serverMessage, toApiError } from 'shared/api/errors';
import type { HoldTableResponse } from 'shared/api/hold-table';
import { EXPIRY_GRACE_SECONDS, HOLD_SECONDS, STORAGE_KEYS } from 'shared/constants';
import { useRootStore } from 'shared/store';
import { persistedReservationUuid } from 'shared/store/persisted-reservation';
import { giveBack, type HeldTable } from 'shared/held-table';
import { extendHeldTable, heldTableStatus, recordHoldTerms } from 'shared/held-table/book';

export const HOLD_GONE_MESSAGE =
  'Your held table has been released. Please make a new reservation.';
export const HOLD_TAKEN_MESSAGE =
  'Sorry, your table has been given to another diner. Please make a new reservation.';
export const HOLD_RELEASED_ELSEWHERE_MESSAGE =
  'Your held table was released in another tab or window. Please make a new reservation to choose a time again.';
export const ALREADY_BOOKED_MESSAGE = 'This table has already been booked.';
export const NO_MORE_EXTENSIONS_MESSAGE =
  'This table cannot be held any longer. Please make a new reservation to choose a time again.';

export type HoldPhase =
  /** Asking the server how long the hold has left. */
  | { kind: 'syncing' }
  | { kind: 'live' }
  /** The hold time is over: the 'Reservation Alert' grace countdown runs. */
  | { kind: 'alert' }
  /** The hold is no more (grace ran out, released elsewhere, taken): only a new one helps. */
  | {
      kind: 'gone';
      message: string;
      /** Another tab moved on (held another table, searched): the store there is newer. */
      elsewhere?: boolean;
    };

type HoldData = HoldTableResponse['data'];

const secondsUntil = (deadline: number | null, now: number, whenUnknown: number) =>
  deadline === null ? whenUnknown : Math.max(0, Math.ceil((deadline - now) / 1000));

/**
 * The checkout countdown, on the server's clock: it counts the hold's seconds_left as the
 * server states them (re-asked on entry and whenever the tab is shown again, since a hidden
 * tab's timers are throttled), then runs the alert's own grace countdown, and at its end
 * gives the table back.
 */
export function useHoldTimer(held: HeldTable | null) {
  const [phase, setPhase] = useState<HoldPhase>({ kind: 'syncing' });
  const [deadline, setDeadline] = useState<number | null>(null);
  const [graceDeadline, setGraceDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  // The latest hold, for callbacks that outlive a render (the visibility listener).
  const heldRef = useRef(held);
  heldRef.current = held;

  // The phase as of the last render, for answers that arrive after it changed.
  const phaseRef = useRef(phase);
  phaseRef.current = phase;

  // Another tab's store no longer names this hold: a 'released' answer is that tab's doing.
  const changedElsewhere = useRef(false);

  /** The alert opens; its grace counts from when the hold ran out, not from now. */
  const startGrace = useCallback((expiredAt = Date.now()) => {
    // Extended as often as the server allows: Continue Reservation would only be refused.
    if (useRootStore.getState().reservations.current.extensionsLeft === 0) {
      setPhase({ kind: 'gone', message: NO_MORE_EXTENSIONS_MESSAGE });
      return;
    }
    setPhase({ kind: 'alert' });
    // A re-sync while the alert is up keeps the grace the diner is already watching.
    setGraceDeadline(
      (existing) => existing ?? Math.min(expiredAt, Date.now()) + EXPIRY_GRACE_SECONDS * 1000,
    );
  }, []);

  /** Follows a hold as the server describes it (status, hold-time left, extensions left). */
  const apply = useCallback(
    (data: HoldData) => {
      setNow(Date.now());
      recordHoldTerms(data);
      if (data.status === 'hold' && data.seconds_left > 0) {
        setDeadline(Date.now() + data.seconds_left * 1000);
        setGraceDeadline(null);
        setPhase({ kind: 'live' });
      } else if (data.status === 'hold' || data.status === 'expired') {
        setDeadline(Date.now());
        // A tab that comes back long after expiry gets what is left of the grace, not 5 more
        // minutes (the browser's clock may differ a little from the server's).
        startGrace(data.expires_at ? Date.parse(data.expires_at) || Date.now() : Date.now());
      } else if (data.status === 'pending' || data.status === 'completed') {
        setPhase({ kind: 'gone', message: ALREADY_BOOKED_MESSAGE });
      } else if (changedElsewhere.current) {
        setPhase({ kind: 'gone', message: HOLD_RELEASED_ELSEWHERE_MESSAGE, elsewhere: true });
      } else {
        // Released (Make New Reservation) or cancelled.
        setPhase({ kind: 'gone', message: HOLD_GONE_MESSAGE });
      }
      if (data.status === 'hold') changedElsewhere.current = false;
    },
    [startGrace],
  );

  const resync = useCallback(async () => {
    const current = heldRef.current;
    if (!current) return;
    try {
      const { data } = await heldTableStatus(current);
      // The diner may have moved to another hold while this answer was on its way.
      if (heldRef.current?.reservationUuid === current.reservationUuid) apply(data);
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.is(404) || apiError.is(403)) {
        setPhase({ kind: 'gone', message: HOLD_GONE_MESSAGE });
      } else {
        // Offline for a moment: the local countdown goes on (from a full hold if none was
        // known yet) and the next sync corrects it.
        console.warn('Checkout: could not check the hold with the server', apiError);
        setDeadline((known) => known ?? Date.now() + HOLD_SECONDS * 1000);
        setPhase((p) => (p.kind === 'syncing' ? { kind: 'live' } : p));
      }
    }
  }, [apply]);

  const reservationUuid = held?.reservationUuid ?? null;
  useEffect(() => {
    if (!reservationUuid) return undefined;
    void resync();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void resync();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [reservationUuid, resync]);

  // Another tab of the site wrote the store (a table held there releases this one): the server
  // says at once whether this hold is still ours, rather than the diner finding out on submit.
  useEffect(() => {
    if (!reservationUuid) return undefined;
    const onStorage = (event: StorageEvent) => {
      // key null: that tab cleared the storage.
      if (event.key !== null && event.key !== STORAGE_KEYS.rootStore) return;
      if (persistedReservationUuid(event.newValue) === reservationUuid) return;
      changedElsewhere.current = true;
      void resync();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [reservationUuid, resync]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const secondsLeft = secondsUntil(deadline, now, HOLD_SECONDS);
  const graceLeft = secondsUntil(graceDeadline, now, EXPIRY_GRACE_SECONDS);

  // The hold's own time is up: the alert opens (the server's expiry is the same instant).
  useEffect(() => {
    if (phase.kind === 'live' && secondsLeft === 0) startGrace();
  }, [phase.kind, secondsLeft, startGrace]);

  // The alert went unanswered: the table goes back to other diners (unless Continue
  // Reservation is on its way, whose answer decides).
  useEffect(() => {
    if (phase.kind !== 'alert' || graceLeft > 0 || busy) return;
    setPhase({ kind: 'gone', message: HOLD_GONE_MESSAGE });
    const current = heldRef.current;
    if (current) giveBack(current, 'Checkout: could not release the lapsed hold');
  }, [phase.kind, graceLeft, busy]);

  /**
   * 'Continue Reservation': the server puts the hold back to 300 s. Answers a message to show
   * in the alert when the call itself failed (offline), so the diner can try again.
   */
  const extend = useCallback(async (): Promise<string | null> => {
    const current = heldRef.current;
    if (!current) return null;
    setBusy(true);
    try {
      const { data } = await extendHeldTable(current);
      // Released meanwhile (the grace ran out): a late answer does not bring it back.
      if (phaseRef.current.kind !== 'gone') apply(data);
      return null;
    } catch (error) {
      const apiError = toApiError(error);
      // 410: it lapsed and the table was taken; 409: it is no longer a hold (released, or
      // booked in another tab), which the status call tells apart.
      if (apiError.is(410)) setPhase({ kind: 'gone', message: HOLD_TAKEN_MESSAGE });
      else if (apiError.is(429)) {
        // Extended twice already (none left in the store now): the server's words, and no
        // Continue Reservation again.
        setPhase({
          kind: 'gone',
          message: serverMessage(apiError) ?? NO_MORE_EXTENSIONS_MESSAGE,
        });
      } else if (apiError.is(409)) await resync();
      else if (apiError.is(404) || apiError.is(403)) {
        setPhase({ kind: 'gone', message: HOLD_GONE_MESSAGE });
      } else return apiError.message;
      return null;
    } finally {
      setBusy(false);
    }
  }, [apply, resync]);

  return { phase, secondsLeft, graceLeft, busy, apply, resync, extend };
}
