import { PageMeta } from 'shared/ui/page-meta';

export default function PrivacyPolicyPage() {
  return (
    <section>
      <PageMeta
        title="Privacy Policy"
        description="How TableHop collects, uses and protects your data."
      />
      <h1>Privacy Policy</h1>
    </section>
  );
}
