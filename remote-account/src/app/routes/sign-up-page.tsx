import { PageMeta } from 'shared/ui/page-meta';

export default function SignUpPage() {
  return (
    <section>
      <PageMeta title="Sign up" description="Create a TableHop account to book faster." />
      <h1>Sign up</h1>
    </section>
  );
}
