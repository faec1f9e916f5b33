import { PageMeta } from 'shared/ui/page-meta';

export default function AboutUsPage() {
  return (
    <section>
      <PageMeta title="About Us" description="The story behind TableHop." />
      <h1>About Us</h1>
    </section>
  );
}
