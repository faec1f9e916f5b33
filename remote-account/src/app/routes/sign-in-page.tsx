import styled from '@emotion/styled';
import { useSearchParams } from 'shared/router';
import { PageMeta } from 'shared/ui/page-meta';
import { colors } from 'shared/ui/theme';
import { SignInForm } from '../../features/sign-in/components/sign-in-form';
import { AccountPage as Page } from '../../components/account-page';

const Note = styled.p<{ bad?: boolean }>(({ bad }) => ({
  padding: '10px 12px',
  borderRadius: 8,
  background: bad ? '#fdecea' : '#e8f5e9',
  color: bad ? colors.danger : colors.ink,
}));

export default function SignInPage() {
  const [params] = useSearchParams();
  // Where the API's own activation page sends people (links sent before /activate-account).
  const activated = params.get('activated') === '1';
  const invalidLink = params.get('activation') === 'invalid';
  return (
    <Page width={440}>
      <PageMeta title="Sign in" description="Sign in to see and manage your reservations." />
      <h1>Sign in</h1>
      {activated && <Note role="status">Your account is active. You can now sign in.</Note>}
      {invalidLink && (
        <Note bad role="alert">
          This activation link has expired or was already used. Sign in, or ask for a new link.
        </Note>
      )}
      <SignInForm />
    </Page>
  );
}
