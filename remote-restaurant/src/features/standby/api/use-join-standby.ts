import { useState } from 'react';
import { ApiError } from 'shared/api/errors';
import { joinStandby } from 'shared/api/standby';
import type { StandbyPayload } from 'shared/validation/standby';

export const JOIN_FAILED = 'We could not add you to the standby list. Please try again.';

export type JoinOutcome =
  | { ok: true; message: string }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

const envelope = (error: unknown) =>
  error instanceof ApiError && error.kind === 'http' && typeof error.body === 'object'
    ? (error.body as { message?: unknown; errors?: unknown } | null)
    : null;

/** Sends the standby request; a refusal comes back in the server's words, per field when a 400. */
export function useJoinStandby(restaurantUuid: string) {
  const [problem, setProblem] = useState<string | null>(null);

  const join = async (payload: StandbyPayload, captchaToken: string): Promise<JoinOutcome> => {
    setProblem(null);
    try {
      const { message } = await joinStandby(restaurantUuid, payload, captchaToken);
      return { ok: true, message };
    } catch (error) {
      const body = envelope(error);
      const message =
        typeof body?.message === 'string' && body.message.trim() ? body.message : JOIN_FAILED;
      const fieldErrors =
        typeof body?.errors === 'object' && body.errors !== null
          ? Object.fromEntries(
              Object.entries(body.errors).filter(
                (entry): entry is [string, string] => typeof entry[1] === 'string',
              ),
            )
          : {};
      setProblem(message);
      return { ok: false, message, fieldErrors };
    }
  };

  return { join, problem };
}
