import { PageMeta } from 'shared/ui/page-meta';

export default function RestaurantPage() {
  return (
    <section>
      <PageMeta
        title="Restaurant"
        description="Menu, photos, reviews and live table availability."
      />
      <h1>Restaurant</h1>
    </section>
  );
}
