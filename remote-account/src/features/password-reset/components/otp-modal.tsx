import { useId, useState } from 'react';
import { OTP_DIGITS } from 'shared/constants';
import { Button } from 'shared/ui/button';
import { Modal } from 'shared/ui/modal';
import { OTP_SENT } from '../api/messages';
import type { SendOutcome } from '../api/request-otp';
import type { ResetGrant } from '../hooks/use-reset-grant';
import { Hint, Problem, Stack, Success } from './form-parts';
import { OtpForm } from './otp-form';
import { OtpVerified } from './otp-verified';

export interface OtpModalProps {
  open: boolean;
  /** Where the code went. */
  email: string;
  onClose(): void;
  /** Sends another code to the same address; null when a send was already under way. */
  onResend(): Promise<SendOutcome | null>;
  resending: boolean;
}

/** The OTP modal of forgot-password (spec section 2): the code, Verify, then Change Password. */
export function OtpModal({ open, email, onClose, onResend, resending }: OtpModalProps) {
  const [grant, setGrant] = useState<ResetGrant | null>(null);
  const [notice, setNotice] = useState<string | null>(OTP_SENT);
  const [resendProblem, setResendProblem] = useState<string | null>(null);
  // Bumped for each new code, so the form starts empty: the old code no longer works.
  const [round, setRound] = useState(0);
  // A new code voids every earlier one on the server, a just-verified one too: Resend and
  // Verify never run together.
  const [verifying, setVerifying] = useState(false);
  const hintId = useId();

  const resend = async () => {
    // Emptied first, so the same sentence is announced again when the new code is sent.
    setNotice(null);
    setResendProblem(null);
    const outcome = await onResend();
    if (!outcome) return;
    if (outcome.sent) {
      setNotice(OTP_SENT);
      setGrant(null);
      setRound((r) => r + 1);
    } else {
      setResendProblem(outcome.message);
    }
  };

  return (
    <Modal
      open={open}
      title="Enter OTP"
      onClose={onClose}
      actions={
        grant ? undefined : (
          <>
            <Button variant="secondary" onClick={resend} loading={resending} disabled={verifying}>
              Resend OTP
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          </>
        )
      }
    >
      {grant ? (
        <OtpVerified grant={grant} />
      ) : (
        <Stack>
          <Success role="status">{notice}</Success>
          <Hint id={hintId}>
            Enter the {OTP_DIGITS}-digit code we emailed to <strong>{email}</strong>.
          </Hint>
          {resendProblem && <Problem role="alert">{resendProblem}</Problem>}
          <OtpForm
            key={round}
            email={email}
            hintId={hintId}
            onVerified={setGrant}
            locked={resending}
            onPendingChange={setVerifying}
          />
        </Stack>
      )}
    </Modal>
  );
}
