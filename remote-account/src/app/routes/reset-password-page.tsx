import { PageMeta } from 'shared/ui/page-meta';

export default function ResetPasswordPage() {
  return (
    <section>
      <PageMeta title="Reset password" description="Choose a new password." />
      <h1>Reset password</h1>
    </section>
  );
}
