import { PageMeta } from 'shared/ui/page-meta';

export default function ResendMailPage() {
  return (
    <section>
      <PageMeta
        title="Resend verification email"
        description="Send the account activation email again."
      />
      <h1>Resend verification email</h1>
    </section>
  );
}
