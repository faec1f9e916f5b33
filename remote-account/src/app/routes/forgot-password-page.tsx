import { PageMeta } from 'shared/ui/page-meta';

export default function ForgotPasswordPage() {
  return (
    <section>
      <PageMeta title="Forgot password" description="Get a one-time code to reset your password." />
      <h1>Forgot password</h1>
    </section>
  );
}
