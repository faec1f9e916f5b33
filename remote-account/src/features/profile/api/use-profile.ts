import { toApiError } from 'shared/api/errors';
import { getProfile } from 'shared/api/profile';
import type { RegisteredUser } from 'shared/api/register-guest';
import { useQuery } from 'shared/query/use-query';

export type ProfileView =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** The token was refused (401): the page signs out rather than show an error. */
  | { status: 'expired' }
  | { status: 'ready'; profile: RegisteredUser };

type Answer = Exclude<ProfileView, { status: 'loading' }>;

/** A refused token signs out; any other failure is shown with a Try again. */
export function accountFailure(error: unknown):
  | { status: 'expired' }
  | {
      status: 'error';
      message: string;
    } {
  const apiError = toApiError(error);
  return apiError.is(401) ? { status: 'expired' } : { status: 'error', message: apiError.message };
}

/**
 * The account as the server has it now, not the copy the store kept from sign-in, so the
 * form starts from what a save would overwrite.
 */
export function useProfile() {
  // getProfile takes no signal: an answer for an earlier attempt or a gone page is dropped.
  const { view, retry, update } = useQuery<Answer>({
    key: 'profile',
    load: () => getProfile().then(({ data }) => ({ status: 'ready', profile: data })),
    failed: accountFailure,
  });

  /** A save answers with the account as stored, which is then the one to show. */
  const replace = (profile: RegisteredUser) => update(() => ({ status: 'ready', profile }));

  return { view: view as ProfileView, retry, replace };
}
