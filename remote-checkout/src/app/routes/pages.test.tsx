import { describePages } from 'shared/testing/remote-contract';
import CheckoutPage from './checkout-page';
import ThankYouPage from './thank-you-page';
import EditReservationPage from './edit-reservation-page';

describePages('remote-checkout', __dirname, [
  { file: 'checkout-page', Page: CheckoutPage, h1: 'Checkout', title: 'Checkout' },
  { file: 'thank-you-page', Page: ThankYouPage, h1: 'Thank you', title: 'Thank you' },
  {
    file: 'edit-reservation-page',
    Page: EditReservationPage,
    h1: 'Edit reservation',
    title: 'Edit reservation',
  },
]);
