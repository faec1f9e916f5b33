import { PageMeta } from 'shared/ui/page-meta';

export default function TestPage() {
  return (
    <section>
      <PageMeta title="Demo filters" description="Sample search filters." />
      <h1>Demo filters</h1>
    </section>
  );
}
