import { PageMeta } from 'shared/ui/page-meta';

export default function FaqPage() {
  return (
    <section>
      <PageMeta title="FAQ" description="Answers to the questions diners ask most." />
      <h1>FAQ</h1>
    </section>
  );
}
