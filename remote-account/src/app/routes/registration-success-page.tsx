import { PageMeta } from 'shared/ui/page-meta';

export default function RegistrationSuccessPage() {
  return (
    <section>
      <PageMeta
        title="Registration successful"
        description="Check your email to activate your account."
      />
      <h1>Registration successful</h1>
    </section>
  );
}
