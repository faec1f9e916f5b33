import type { StandaloneRoute } from 'shared/ui/standalone-host';
import CheckoutPage from './routes/checkout-page';
import ThankYouPage from './routes/thank-you-page';
import EditReservationPage from './routes/edit-reservation-page';

/** The pages this remote exposes, at the paths the shell gives them. */
export const STANDALONE_ROUTES: StandaloneRoute[] = [
  { path: '/checkout', Page: CheckoutPage },
  { path: '/thank-you', Page: ThankYouPage },
  { path: '/edit-reservation', Page: EditReservationPage },
];
