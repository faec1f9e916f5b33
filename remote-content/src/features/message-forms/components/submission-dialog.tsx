import { Button } from 'shared/ui/button';
import { Modal } from 'shared/ui/modal';

export const SUBMISSION_TITLE = 'Submission Successful';

/** Spec section 2: the dialog both forms show once the server has the message. */
export function SubmissionDialog({
  message,
  onClose,
}: {
  /** The server's message; the dialog is closed while this is null. */
  message: string | null;
  onClose(): void;
}) {
  return (
    <Modal
      open={message !== null}
      title={SUBMISSION_TITLE}
      onClose={onClose}
      actions={<Button onClick={onClose}>OK</Button>}
    >
      <p>{message}</p>
    </Modal>
  );
}
