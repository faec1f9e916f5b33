import styled from '@emotion/styled';
import { useState } from 'react';
import { Link, useNavigate } from 'shared/router';
import { PageMeta } from 'shared/ui/page-meta';
import { colors } from 'shared/ui/theme';
import {
  changePassword,
  type ChangeOutcome,
} from '../../features/password-reset/api/change-password';
import { InvalidAccessDialog } from '../../features/password-reset/components/invalid-access-dialog';
import { ResetPasswordForm } from '../../features/password-reset/components/reset-password-form';
import { ResetResultDialog } from '../../features/password-reset/components/reset-result-dialog';
import { useRedirectAfter } from '../../features/password-reset/hooks/use-redirect-after';
import {
  forgotPasswordPath,
  type ResetGrant,
  useResetState,
} from '../../features/password-reset/hooks/use-reset-grant';
import { useSingleFlight } from '../../features/password-reset/hooks/use-single-flight';
import { AccountPage as Page } from '../../components/account-page';

const Intro = styled.p({ margin: 0, color: colors.muted });
const Links = styled.p({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: 16 });

function Meta() {
  return <PageMeta title="Reset password" description="Choose a new password." />;
}

/** An email but no verified code: the API needs the code's grant, so that comes first. */
function CodeFirst({ email }: { email: string }) {
  return (
    <Page>
      <Meta />
      <h1>Reset password</h1>
      <p role="alert">
        Please verify the one-time code (OTP) we email you before choosing a new password.
      </p>
      <Links>
        <Link to={forgotPasswordPath(email)}>Get a code</Link>
        <Link to="/otp-verification" state={{ email }}>
          I already have a code
        </Link>
      </Links>
    </Page>
  );
}

function ResetPassword({ email, resetToken }: ResetGrant) {
  const navigate = useNavigate();
  const { run, pending } = useSingleFlight(changePassword);
  const [result, setResult] = useState<ChangeOutcome | null>(null);
  // Bumped on success, which empties the form (spec section 4, Forms).
  const [formKey, setFormKey] = useState(0);
  useRedirectAfter(result?.changed ? '/sign-in' : null);

  const onSubmit = async (password: string) => {
    const outcome = await run({ email, password, resetToken });
    if (!outcome) return;
    if (outcome.changed) setFormKey((k) => k + 1);
    setResult(outcome);
  };

  return (
    <Page>
      <Meta />
      <h1>Reset password</h1>
      <Intro>
        Choose a new password for <strong>{email}</strong>.
      </Intro>
      <ResetPasswordForm
        key={formKey}
        email={email}
        pending={pending}
        onSubmit={onSubmit}
        onBackToLogin={() => navigate('/sign-in')}
      />
      <ResetResultDialog
        result={result}
        onGoToLogin={() => navigate('/sign-in', { replace: true })}
        onClose={() => setResult(null)}
        onNewCode={() => navigate(forgotPasswordPath(email), { replace: true })}
      />
    </Page>
  );
}

/**
 * Spec section 2, Reset password: reached from a verified code with { email, resetToken } in
 * navigation state. Without an email it shows 'Invalid Access' and goes to sign-in.
 */
export default function ResetPasswordPage() {
  const { email, resetToken } = useResetState();
  if (!email) {
    return (
      <Page>
        <Meta />
        <h1>Reset password</h1>
        <InvalidAccessDialog />
      </Page>
    );
  }
  if (!resetToken) return <CodeFirst email={email} />;
  return <ResetPassword email={email} resetToken={resetToken} />;
}
