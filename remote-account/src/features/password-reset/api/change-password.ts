import { toApiError } from 'shared/api/errors';
import { type PasswordUpdate, updatePassword } from 'shared/api/update-password';
import { failureMessage, PASSWORD_CHANGED, RESET_FAILED } from './messages';

export type ChangeOutcome =
  | { changed: true; message: string }
  | {
      changed: false;
      message: string;
      /** 403: the verified code was used or went stale, so only a new code helps. */
      needsNewCode: boolean;
    };

/** Sets the new password with the grant from verify-otp (spec section 8). Never throws. */
export async function changePassword(update: PasswordUpdate): Promise<ChangeOutcome> {
  try {
    const { status, message } = await updatePassword(update);
    return status
      ? { changed: true, message: message.trim() || PASSWORD_CHANGED }
      : { changed: false, message: RESET_FAILED, needsNewCode: false };
  } catch (error) {
    if (toApiError(error).is(403)) {
      return { changed: false, message: RESET_FAILED, needsNewCode: true };
    }
    return { changed: false, message: failureMessage(error), needsNewCode: false };
  }
}
