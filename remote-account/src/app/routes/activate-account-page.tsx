import { PageMeta } from 'shared/ui/page-meta';

export default function ActivateAccountPage() {
  return (
    <section>
      <PageMeta title="Activate your account" description="Activate your TableHop account." />
      <h1>Activate your account</h1>
    </section>
  );
}
