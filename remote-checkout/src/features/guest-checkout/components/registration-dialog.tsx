import { Button } from 'shared/ui/button';
import { Modal } from 'shared/ui/modal';

export interface RegistrationDialogProps {
  refusal: { kind: 'inactive' | 'active'; message: string } | null;
  /** inactive Ok: give the table back and go to sign-in. */
  onReleaseAndSignIn(): void;
  /** inactive: go to resend-mail with the email. */
  onResend(): void;
  /** active Ok: stay and change the details. */
  onClose(): void;
  /** active Login. */
  onSignIn(): void;
}

/**
 * Spec section 8, registration at reservation: an inactive account gets the alert with the
 * server's message (Ok / Resend Activation Email); an active one the message with Ok and Login.
 */
export function RegistrationDialog({
  refusal,
  onReleaseAndSignIn,
  onResend,
  onClose,
  onSignIn,
}: RegistrationDialogProps) {
  if (!refusal) return null;
  const inactive = refusal.kind === 'inactive';
  return (
    <Modal
      open
      title="Alert"
      onClose={inactive ? undefined : onClose}
      actions={
        inactive ? (
          <>
            <Button variant="secondary" onClick={onResend}>
              Resend Activation Email
            </Button>
            <Button onClick={onReleaseAndSignIn}>Ok</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              Ok
            </Button>
            <Button onClick={onSignIn}>Login</Button>
          </>
        )
      }
    >
      <p>{refusal.message}</p>
    </Modal>
  );
}
