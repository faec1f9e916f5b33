import { useCallback, useRef, useState } from 'react';
import { toApiError } from 'shared/api/errors';
import { updateProfile } from 'shared/api/profile';
import type { RegisteredUser } from 'shared/api/register-guest';
import { useRootStore } from 'shared/store';
import type { ProfilePayload } from 'shared/validation/profile';

export const SAVED_FALLBACK = 'Your changes have been saved.';

export type SaveOutcome =
  | { status: 'saved'; profile: RegisteredUser; message: string }
  /** `errors` go under their fields; `message`, when set, is shown for the whole form. */
  | { status: 'refused'; errors: Record<string, string>; message: string | null }
  | { status: 'expired' }
  | { status: 'busy' };

const FIELDS: readonly string[] = ['first_name', 'last_name', 'email', 'phone', 'current_password'];

/** The `errors` (field -> message) of an error body, for the fields this form has. */
export function fieldErrors(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  const errors = (body as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const found: Record<string, string> = {};
  for (const field of FIELDS) {
    const message = (errors as Record<string, unknown>)[field];
    if (typeof message === 'string' && message) found[field] = message;
  }
  return found;
}

/**
 * Saves the edit form. On success the store's user becomes the saved account (the header
 * greets by it), keeping the token it was signed in with. One save at a time.
 */
export function useSaveProfile() {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);

  const save = useCallback(
    async (payload: ProfilePayload, currentPassword?: string): Promise<SaveOutcome> => {
      if (inFlight.current) return { status: 'busy' };
      inFlight.current = true;
      setPending(true);
      try {
        const { data, message } = await updateProfile(payload, currentPassword);
        const { token } = useRootStore.getState().user;
        if (token) useRootStore.getState().signIn(data, token);
        return { status: 'saved', profile: data, message: message || SAVED_FALLBACK };
      } catch (error) {
        const apiError = toApiError(error);
        if (apiError.is(401)) return { status: 'expired' };
        const errors = fieldErrors(apiError.body);
        // A 400 that names its fields says it all there; anything else (409 included) also
        // needs the server's sentence, as the field alone does not say what went wrong.
        const named = (apiError.is(400) || apiError.is(403)) && Object.keys(errors).length > 0;
        return { status: 'refused', errors, message: named ? null : apiError.message };
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [],
  );

  return { save, pending };
}
