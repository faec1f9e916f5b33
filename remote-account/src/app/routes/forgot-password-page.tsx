import styled from '@emotion/styled';
import { useState } from 'react';
import { Link, useSearchParams } from 'shared/router';
import { Button } from 'shared/ui/button';
import { PageMeta } from 'shared/ui/page-meta';
import { colors } from 'shared/ui/theme';
import { OTP_SENT } from '../../features/password-reset/api/messages';
import { requestOtp } from '../../features/password-reset/api/request-otp';
import { ForgotPasswordForm } from '../../features/password-reset/components/forgot-password-form';
import { OtpModal } from '../../features/password-reset/components/otp-modal';
import { useSingleFlight } from '../../features/password-reset/hooks/use-single-flight';
import { AccountPage as Page } from '../../components/account-page';

const Intro = styled.p({ margin: 0, color: colors.muted });
const Note = styled.p({
  margin: 0,
  padding: 12,
  borderRadius: 8,
  border: `1px solid ${colors.line}`,
  background: colors.canvas,
});
const Sent = styled.p({ margin: 0, fontWeight: 700 });
const Links = styled.p({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: 16 });

/**
 * Spec section 2, Forgot password: the email and Send OTP, then the OTP modal, then Change
 * Password on to reset-password. Opened from an activation link as ?activated=1&email=...
 */
export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const initialEmail = params.get('email')?.trim() ?? '';
  // Guests registered at checkout have no password yet: activation sends them here for one.
  const activated = params.get('activated') === '1';
  const { run: send, pending } = useSingleFlight(requestOtp);
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Each code sent from the form gets a fresh modal: nothing of the last attempt is left in it.
  const [round, setRound] = useState(0);
  const [modalOpen, setModalOpen] = useState(false);

  const onSubmit = async (email: string) => {
    setProblem(null);
    const outcome = await send(email);
    if (!outcome) return;
    // A refused re-send (too many) leaves the code already sent usable, and its modal at hand.
    if (!outcome.sent) {
      setProblem(outcome.message);
      return;
    }
    setSentTo(email);
    setRound((r) => r + 1);
    setModalOpen(true);
  };

  return (
    <Page>
      <PageMeta title="Forgot password" description="Get a one-time code to reset your password." />
      <h1>Forgot password</h1>
      {activated ? (
        <Note>
          Your account is active. To sign in, choose a password: send yourself a one-time code (OTP)
          below.
        </Note>
      ) : (
        <Intro>
          Enter the email address of your account and we will send you a one-time code (OTP) to
          choose a new password.
        </Intro>
      )}
      <ForgotPasswordForm
        initialEmail={initialEmail}
        pending={pending}
        problem={problem}
        onSubmit={onSubmit}
      />
      <Sent role="status">{sentTo ? OTP_SENT : null}</Sent>
      {sentTo && !modalOpen && (
        <div>
          <Button variant="secondary" onClick={() => setModalOpen(true)}>
            Enter OTP
          </Button>
        </div>
      )}
      <Links>
        <Link to="/otp-verification" state={{ email: sentTo ?? initialEmail }}>
          I already have a code
        </Link>
        <Link to="/sign-in">Back to Sign in</Link>
      </Links>
      {sentTo && (
        <OtpModal
          key={round}
          open={modalOpen}
          email={sentTo}
          onClose={() => setModalOpen(false)}
          onResend={() => send(sentTo)}
          resending={pending}
        />
      )}
    </Page>
  );
}
