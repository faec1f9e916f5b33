import { PageMeta } from 'shared/ui/page-meta';

export default function SignInPage() {
  return (
    <section>
      <PageMeta title="Sign in" description="Sign in to see and manage your reservations." />
      <h1>Sign in</h1>
    </section>
  );
}
