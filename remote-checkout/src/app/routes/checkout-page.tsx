import { PageMeta } from 'shared/ui/page-meta';

export default function CheckoutPage() {
  return (
    <section>
      <PageMeta title="Checkout" description="Confirm your table before the hold runs out." />
      <h1>Checkout</h1>
    </section>
  );
}
