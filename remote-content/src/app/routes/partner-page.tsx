import { PageMeta } from 'shared/ui/page-meta';

export default function PartnerPage() {
  return (
    <section>
      <PageMeta
        title="Register Your Business"
        description="Join 15,000+ restaurant partners on TableHop."
      />
      <h1>Register Your Business</h1>
    </section>
  );
}
