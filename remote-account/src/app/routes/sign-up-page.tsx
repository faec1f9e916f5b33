import { PageMeta } from 'shared/ui/page-meta';
import { SignUpForm } from '../../features/sign-up/components/sign-up-form';
import { AccountPage as Page } from '../../components/account-page';

export default function SignUpPage() {
  return (
    <Page>
      <PageMeta title="Sign up" description="Create a TableHop account to book tables faster." />
      <h1>Sign up</h1>
      <p>Create an account to book tables and keep track of your reservations.</p>
      <SignUpForm />
    </Page>
  );
}
