import styled from '@emotion/styled';
import { useState } from 'react';
import { Link, useLocation } from 'shared/router';
import { PageMeta } from 'shared/ui/page-meta';
import { colors } from 'shared/ui/theme';
import {
  type ResendOutcome,
  useResendEmail,
} from '../../features/resend-email/api/use-resend-email';
import { ResendEmailForm } from '../../features/resend-email/components/resend-email-form';
import { ResendResultDialog } from '../../features/resend-email/components/resend-result-dialog';
import { AccountPage as Page } from '../../components/account-page';

const Intro = styled.p({ margin: 0, color: colors.muted });

/** Navigation state is whatever the last page left there: only a string counts as an email. */
const stateEmail = (state: unknown): string => {
  const email =
    typeof state === 'object' && state !== null ? (state as { email?: unknown }).email : null;
  return typeof email === 'string' ? email.trim() : '';
};

/**
 * Spec section 2, Resend verification email: the email (filled in from navigation state, as
 * checkout's Resend Activation Email passes it), Resend Email, the result dialog with OK, and
 * Back to Login.
 */
export default function ResendMailPage() {
  const initialEmail = stateEmail(useLocation().state);
  const { resend, pending } = useResendEmail();
  const [result, setResult] = useState<ResendOutcome | null>(null);
  // Bumped after a send, which empties the form (spec section 4, Forms).
  const [formKey, setFormKey] = useState(0);

  const onSubmit = async (email: string) => {
    const outcome = await resend(email);
    if (!outcome) return;
    if (outcome.sent) setFormKey((k) => k + 1);
    setResult(outcome);
  };

  return (
    <Page>
      <PageMeta
        title="Resend verification email"
        description="Send the account activation email again."
      />
      <h1>Resend verification email</h1>
      <Intro>
        Your account needs activating before you can sign in. We will email the activation link
        again.
      </Intro>
      <ResendEmailForm
        key={formKey}
        initialEmail={formKey === 0 ? initialEmail : ''}
        pending={pending}
        onSubmit={onSubmit}
      />
      <p style={{ margin: 0 }}>
        <Link to="/sign-in">Back to Login</Link>
      </p>
      <ResendResultDialog result={result} onClose={() => setResult(null)} />
    </Page>
  );
}
