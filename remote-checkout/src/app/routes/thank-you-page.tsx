import { PageMeta } from 'shared/ui/page-meta';

export default function ThankYouPage() {
  return (
    <section>
      <PageMeta title="Thank you" description="Your table is booked." />
      <h1>Thank you</h1>
    </section>
  );
}
