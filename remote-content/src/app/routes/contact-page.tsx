import { PageMeta } from 'shared/ui/page-meta';

export default function ContactPage() {
  return (
    <section>
      <PageMeta title="Contact Us" description="Get in touch with the TableHop team." />
      <h1>Contact Us</h1>
    </section>
  );
}
