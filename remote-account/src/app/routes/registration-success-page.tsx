import { Link, useLocation } from 'shared/router';
import { PageMeta } from 'shared/ui/page-meta';
import { AccountPage as Page } from '../../components/account-page';

/** Spec section 2: reached only with the registrationStatus flag (the shell's guard). */
export default function RegistrationSuccessPage() {
  const email = (useLocation().state as { email?: unknown } | null)?.email;
  const address = typeof email === 'string' ? email : null;
  return (
    <Page width={560}>
      <PageMeta
        title="Registration successful"
        description="Check your email to activate your account."
      />
      <h1>Registration successful</h1>
      <p>
        Please check your email{address ? ` (${address})` : ''}: we have sent you a link to activate
        your account. Once it is active you can sign in and book.
      </p>
      <p>
        No email after a few minutes? Look in your spam folder, or{' '}
        <Link to="/resend-mail" state={{ email: address }}>
          send it again
        </Link>
        .
      </p>
      <p>
        <Link to="/sign-in">Go to sign in</Link>
      </p>
    </Page>
  );
}
