import { Button } from 'shared/ui/button';
import { Modal } from 'shared/ui/modal';
import { colors } from 'shared/ui/theme';
import type { ResendOutcome } from '../api/use-resend-email';

export interface ResendResultDialogProps {
  result: ResendOutcome | null;
  onClose(): void;
}

/**
 * 'Email Sent' with the server's message and OK (spec section 2). A failure gets its own title:
 * 'Email Sent' over 'An error occurred' would contradict itself.
 */
export function ResendResultDialog({ result, onClose }: ResendResultDialogProps) {
  if (!result) return null;
  return (
    <Modal
      open
      title={result.sent ? 'Email Sent' : 'Email not sent'}
      onClose={onClose}
      actions={<Button onClick={onClose}>OK</Button>}
    >
      {result.sent ? (
        <p role="status">{result.message}</p>
      ) : (
        <p role="alert" style={{ color: colors.danger, fontWeight: 700 }}>
          {result.message}
        </p>
      )}
    </Modal>
  );
}
