import styled from '@emotion/styled';
import { PageMeta } from 'shared/ui/page-meta';
import { SignUpForm } from '../../features/sign-up/components/sign-up-form';

const Page = styled.section({ maxWidth: 480, margin: '0 auto', padding: '32px 16px 48px' });

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
