import { useState } from 'react';
import { toApiError } from 'shared/api/errors';
import { getMyStandby, removeStandby, type StandbyEntry } from 'shared/api/standby';
import { useQuery } from 'shared/query/use-query';
import { accountFailure } from './use-profile';

export type StandbyView =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** The token was refused (401): the page signs out rather than show an error. */
  | { status: 'expired' }
  | { status: 'ready'; entries: StandbyEntry[] };

type Answer = Exclude<StandbyView, { status: 'loading' }>;

export type RemoveOutcome =
  { status: 'removed' } | { status: 'expired' } | { status: 'refused'; message: string };

/** The signed-in diner's live standby entries (issue 47), and Remove for each. */
export function useStandbyEntries(userUuid: string) {
  const { view, retry, update } = useQuery<Answer>({
    key: userUuid,
    load: (signal) => getMyStandby(signal).then((entries) => ({ status: 'ready', entries })),
    failed: accountFailure,
  });
  const [removing, setRemoving] = useState<number | null>(null);

  const drop = (id: number) =>
    update((shown) =>
      shown.status === 'ready'
        ? { status: 'ready', entries: shown.entries.filter((entry) => entry.id !== id) }
        : shown,
    );

  const remove = async (id: number): Promise<RemoveOutcome> => {
    setRemoving(id);
    try {
      await removeStandby(id);
      drop(id);
      return { status: 'removed' };
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.is(401)) return { status: 'expired' };
      // Already ended (emailed, left from the email, or its date passed): gone from the list too.
      if (apiError.is(404)) {
        drop(id);
        return { status: 'removed' };
      }
      return { status: 'refused', message: apiError.message };
    } finally {
      setRemoving(null);
    }
  };

  return { view: view as StandbyView, retry, remove, removing };
}
