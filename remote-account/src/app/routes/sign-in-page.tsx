import { PageMeta } from 'shared/ui/page-meta';
import { SignInForm } from '../../features/sign-in/components/sign-in-form';
import { AccountPage as Page } from '../../components/account-page';

export default function SignInPage() {
  return (
    <Page width={440}>
      <PageMeta title="Sign in" description="Sign in to see and manage your reservations." />
      <h1>Sign in</h1>
      <SignInForm />
    </Page>
  );
}
