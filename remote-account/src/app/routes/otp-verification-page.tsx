import styled from '@emotion/styled';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'shared/router';
import { PageMeta } from 'shared/ui/page-meta';
import { colors } from 'shared/ui/theme';
import { OtpForm } from '../../features/password-reset/components/otp-form';
import { OtpVerified } from '../../features/password-reset/components/otp-verified';
import {
  forgotPasswordPath,
  readResetState,
  type ResetGrant,
} from '../../features/password-reset/hooks/use-reset-grant';
import { AccountPage as Page } from '../../components/account-page';

const Intro = styled.p({ margin: 0, color: colors.muted });
const Links = styled.p({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: 16 });

/**
 * The code on a page of its own, for a diner who came back with it (the modal was closed, or
 * another tab): the email and the code, Verify, then Change Password as in the modal.
 */
export default function OtpVerificationPage() {
  const [params] = useSearchParams();
  const fromState = readResetState(useLocation().state).email;
  const initialEmail = fromState ?? params.get('email')?.trim() ?? '';
  const [grant, setGrant] = useState<ResetGrant | null>(null);

  return (
    <Page>
      <PageMeta title="OTP verification" description="Enter the one-time code we emailed you." />
      <h1>OTP verification</h1>
      {grant ? (
        <OtpVerified grant={grant} />
      ) : (
        <>
          <Intro>Enter your email address and the 6-digit code (OTP) we emailed to it.</Intro>
          <OtpForm initialEmail={initialEmail} onVerified={setGrant} />
          <Links>
            <Link to={forgotPasswordPath(initialEmail)}>Get a code</Link>
            <Link to="/sign-in">Back to Sign in</Link>
          </Links>
        </>
      )}
    </Page>
  );
}
