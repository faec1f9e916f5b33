import { describePages, routed } from 'shared/testing/remote-contract';
import CheckoutPage from './checkout-page';
import EditReservationPage from './edit-reservation-page';
import ThankYouPage from './thank-you-page';

describePages('remote-checkout', __dirname, [
  { file: 'checkout-page', Page: routed(CheckoutPage), h1: 'Checkout', title: 'Checkout' },
  { file: 'thank-you-page', Page: routed(ThankYouPage), h1: 'Thank you', title: 'Thank you' },
  {
    file: 'edit-reservation-page',
    Page: routed(EditReservationPage),
    h1: 'Edit reservation',
    title: 'Edit reservation',
  },
]);
