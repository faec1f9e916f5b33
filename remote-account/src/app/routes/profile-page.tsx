import { PageMeta } from 'shared/ui/page-meta';

export default function ProfilePage() {
  return (
    <section>
      <PageMeta title="Profile" description="Your reservations and details." />
      <h1>Profile</h1>
    </section>
  );
}
