import { Link } from 'shared/router';
import type { LegalSection } from './legal-document';

export const TERMS_UPDATED = '1 November 2025';

export const TERMS_INTRO = (
  <p>
    Please read these terms carefully before using TableHop. They set out the rules for using our
    website to search for restaurants and book tables. Together with our{' '}
    <Link to="/privacy-policy">Privacy Policy</Link>, they form the agreement between you and
    TableHop.
  </p>
);

/** Spec section 2: the terms' five sections, in this order. */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: (
      <>
        <p>
          TableHop is an online service that lets diners in the UK search for restaurants, hold a
          table for a few minutes while they check out, and confirm a reservation. By using the site
          or making a booking you accept these terms. If you do not agree with them, please do not
          use the service.
        </p>
        <p>
          The meal itself is provided by the restaurant, not by TableHop. Each restaurant is
          responsible for its food, service, prices and its own policies, for example on deposits,
          late arrivals or no-shows. These terms are governed by the law of England and Wales, and
          nothing in them affects your statutory rights as a consumer.
        </p>
      </>
    ),
  },
  {
    id: 'license-to-use',
    title: 'License to Use',
    body: (
      <>
        <p>
          We grant you a personal, non-exclusive and non-transferable licence to use TableHop for
          finding restaurants and making bookings for yourself and the people you dine with. The
          site’s design, text, logos and software belong to TableHop or its licensors.
        </p>
        <p>
          You may not copy, resell or republish the site or its content, or extract restaurant
          listings or reviews in bulk, without our written permission. We may change, suspend or
          withdraw any part of the service, and will try to give notice of any major change.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable Use',
    body: (
      <>
        <p>When you use TableHop you agree to:</p>
        <ul>
          <li>give accurate details when you book, so the restaurant can reach you;</li>
          <li>
            book only tables you intend to use, and cancel promptly if your plans change, so the
            table can go to someone else;
          </li>
          <li>keep your password to yourself and tell us if you think your account is misused;</li>
          <li>
            not hold tables you do not mean to book, use automated tools against the site, try to
            get around the CAPTCHA, or interfere with the service in any other way.
          </li>
        </ul>
        <p>We may suspend or close an account that breaks these rules.</p>
      </>
    ),
  },
  {
    id: 'user-content',
    title: 'User Content',
    body: (
      <>
        <p>
          Reviews, special requests and messages you send us remain yours. By posting a review you
          allow TableHop to show it on the site, free of charge, alongside your first name. Reviews
          must be honest, based on a real visit, and free of offensive, unlawful or personal
          content.
        </p>
        <p>
          We may remove any content that breaks these terms. If you see something that should not be
          here, please <Link to="/contact">let us know</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'limitations-of-liability',
    title: 'Limitations of Liability',
    body: (
      <>
        <p>
          We work hard to keep restaurant information, opening hours and availability accurate, but
          they come from the restaurants and can change without notice. TableHop is not responsible
          for the restaurant’s food, service or any dispute between you and a restaurant, and we are
          not liable for losses that were not foreseeable or that arise from events outside our
          reasonable control.
        </p>
        <p>
          Nothing in these terms limits our liability for death or personal injury caused by our
          negligence, for fraud, or for anything else that cannot be limited under the law of
          England and Wales.
        </p>
      </>
    ),
  },
];
