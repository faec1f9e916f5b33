import { PageMeta } from 'shared/ui/page-meta';

export default function TermsPage() {
  return (
    <section>
      <PageMeta title="Terms and Conditions" description="The terms of using TableHop." />
      <h1>Terms and Conditions</h1>
    </section>
  );
}
