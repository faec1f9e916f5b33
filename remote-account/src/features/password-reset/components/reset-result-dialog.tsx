import { REDIRECT_DELAY_MS } from 'shared/constants';
import { Button } from 'shared/ui/button';
import { Modal } from 'shared/ui/modal';
import type { ChangeOutcome } from '../api/change-password';
import { Hint, Problem, Stack, Success } from './form-parts';

export interface ResetResultDialogProps {
  result: ChangeOutcome | null;
  onGoToLogin(): void;
  onClose(): void;
  /** The grant is spent: a new code is the only way on. */
  onNewCode(): void;
}

/**
 * The reset's result dialog (spec sections 2 and 8): 'Success' with the server's message and
 * Go to Login (the page also goes there by itself), or 'Error'.
 */
export function ResetResultDialog({
  result,
  onGoToLogin,
  onClose,
  onNewCode,
}: ResetResultDialogProps) {
  if (!result) return null;
  if (result.changed) {
    return (
      <Modal open title="Success" actions={<Button onClick={onGoToLogin}>Go to Login</Button>}>
        <Stack>
          <Success role="status">{result.message}</Success>
          <Hint>We will take you to sign in in {REDIRECT_DELAY_MS / 1000} seconds.</Hint>
        </Stack>
      </Modal>
    );
  }
  return (
    <Modal
      open
      title="Error"
      onClose={onClose}
      actions={
        <>
          {result.needsNewCode && (
            <Button variant="secondary" onClick={onNewCode}>
              Request a new OTP
            </Button>
          )}
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <Problem role="alert">{result.message}</Problem>
    </Modal>
  );
}
