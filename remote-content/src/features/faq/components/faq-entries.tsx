import type { ReactNode } from 'react';
import { Link } from 'shared/router';

export interface FaqEntry {
  id: string;
  question: string;
  answer: ReactNode;
}

/**
 * Spec sections 2 and 9: four entries on returns (30 days, unused, original packaging),
 * free shipping over €50, tracking by an emailed number and changing the address before
 * shipment. On TableHop the only things that ship are gift cards, so that is what they are about.
 */
export const FAQ_ENTRIES: FaqEntry[] = [
  {
    id: 'returns',
    question: 'What is your return policy for TableHop gift cards?',
    answer: (
      <p>
        You can return a gift card within 30 days of delivery, as long as it is unused and still in
        its original packaging. Post it back to us and we refund the full amount to the card you
        paid with within five working days of receiving it.
      </p>
    ),
  },
  {
    id: 'shipping',
    question: 'Do you offer free shipping on gift cards?',
    answer: (
      <p>
        Yes. Shipping is free on every gift card order over €50. For smaller orders the delivery
        charge is shown at checkout before you pay, so there are no surprises.
      </p>
    ),
  },
  {
    id: 'tracking',
    question: 'How can I track my gift card order?',
    answer: (
      <p>
        As soon as your order leaves us we email you a tracking number. Enter it on the courier’s
        website to see where your parcel is and when it will arrive. If the email has not reached
        you, check your spam folder.
      </p>
    ),
  },
  {
    id: 'address',
    question: 'Can I change the shipping address after ordering?',
    answer: (
      <p>
        Yes, as long as the order has not shipped yet.{' '}
        <Link to="/contact">Contact our customer support team</Link> with your order number and the
        new address, and we will update it before it is sent.
      </p>
    ),
  },
];
