import { useEffect, useRef, useState } from 'react';
import { keepReservation } from 'shared/api/cancel-reservation';
import { toApiError } from 'shared/api/errors';
import type { UserReservation } from 'shared/api/user-reservations';

export type KeepAnswer = { status: 'kept' } | { status: 'refused'; message: string };

/**
 * A reminder's 'keep' link answers as its page opens, once per page: the API keeps the first
 * answer, so opening the link again (or a scanner that runs scripts) changes nothing.
 */
export function useKeepOnOpen(
  reservation: UserReservation | null,
  key: string,
  wanted: boolean,
): KeepAnswer | null {
  const [answer, setAnswer] = useState<KeepAnswer | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (!wanted || !reservation || asked.current) return;
    asked.current = true;
    keepReservation(reservation.uuid, key).then(
      () => setAnswer({ status: 'kept' }),
      (error: unknown) => setAnswer({ status: 'refused', message: toApiError(error).message }),
    );
  }, [wanted, reservation, key]);
  return answer;
}
