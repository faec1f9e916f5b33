import { PageMeta } from 'shared/ui/page-meta';

export default function EditReservationPage() {
  return (
    <section>
      <PageMeta title="Edit reservation" description="Change the details of your reservation." />
      <h1>Edit reservation</h1>
    </section>
  );
}
