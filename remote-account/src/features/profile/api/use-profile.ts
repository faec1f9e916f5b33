import { useCallback, useEffect, useState } from 'react';
import { toApiError } from 'shared/api/errors';
import { getProfile } from 'shared/api/profile';
import type { RegisteredUser } from 'shared/api/register-guest';

export type ProfileView =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** The token was refused (401): the page signs out rather than show an error. */
  | { status: 'expired' }
  | { status: 'ready'; profile: RegisteredUser };

interface Snapshot {
  attempt: number;
  view: ProfileView;
}

/**
 * The account as the server has it now, not the copy the store kept from sign-in, so the
 * form starts from what a save would overwrite.
 */
export function useProfile() {
  const [attempt, setAttempt] = useState(0);
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);

  useEffect(() => {
    // getProfile takes no signal: an answer for an earlier attempt or a gone page is dropped.
    let current = true;
    getProfile().then(
      ({ data }) => {
        if (current) setSnapshot({ attempt, view: { status: 'ready', profile: data } });
      },
      (error: unknown) => {
        if (!current) return;
        const apiError = toApiError(error);
        setSnapshot({
          attempt,
          view: apiError.is(401)
            ? { status: 'expired' }
            : { status: 'error', message: apiError.message },
        });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  /** A save answers with the account as stored, which is then the one to show. */
  const replace = useCallback(
    (profile: RegisteredUser) => setSnapshot({ attempt, view: { status: 'ready', profile } }),
    [attempt],
  );

  const view: ProfileView =
    snapshot && snapshot.attempt === attempt ? snapshot.view : { status: 'loading' };
  return { view, retry, replace };
}
