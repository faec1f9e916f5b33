import { Link } from 'shared/router';
import type { LegalSection } from './legal-document';

export const PRIVACY_UPDATED = '1 November 2025';

export const PRIVACY_INTRO = (
  <p>
    TableHop helps you find restaurants across the UK and book a table in a few taps. To do that we
    need some information about you. This policy explains what we collect, why, who we share it with
    and the choices you have. TableHop is the controller of your personal data under the UK General
    Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.
  </p>
);

/** Spec section 2: the privacy policy's five sections, in this order. */
export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to run the service:</p>
        <ul>
          <li>
            <strong>Details you give us</strong> when you book as a guest, create an account or
            contact us: your first and last name, email address and phone number, and anything you
            write in a special request or message.
          </li>
          <li>
            <strong>Booking details</strong>: the restaurant, date, time and party size of each
            reservation, and whether it is upcoming, completed or cancelled.
          </li>
          <li>
            <strong>Restaurant partner details</strong> if you register a business: your name, the
            restaurant’s name, city and postcode, and your contact details.
          </li>
          <li>
            <strong>Technical information</strong> such as your browser type, the pages you visit
            and the searches you make (restaurant names or postcodes), which we use in aggregate to
            keep the site working well.
          </li>
        </ul>
        <p>
          We store your password only in a scrambled (hashed) form, and we never ask for or keep
          your payment card details.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Information',
    body: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>hold and confirm your table and send you booking confirmations;</li>
          <li>let you sign in, reset your password and see your reservations;</li>
          <li>answer your messages and help with any problem with a booking;</li>
          <li>prevent fraud and abuse, for example with the CAPTCHA on our forms;</li>
          <li>understand how the site is used so that we can improve it.</li>
        </ul>
        <p>
          Our legal bases are the contract between us (to provide the bookings you ask for), our
          legitimate interests (to keep the service secure and improve it), and your consent where
          we ask for it, such as for marketing emails. You can withdraw consent at any time.
        </p>
      </>
    ),
  },
  {
    id: 'information-sharing',
    title: 'Information Sharing',
    body: (
      <>
        <p>We do not sell your personal data. We share it only:</p>
        <ul>
          <li>
            with the restaurant you book, which receives your name, phone number, party size and any
            special request so it can welcome you;
          </li>
          <li>
            with service providers who host our systems, send our emails or check CAPTCHAs, each
            under a contract that lets them use your data only on our instructions;
          </li>
          <li>with the police, a regulator or a court where the law requires it.</li>
        </ul>
        <p>
          Where a provider processes data outside the UK, we make sure it is protected by an
          adequacy decision or the UK’s approved contract clauses.
        </p>
      </>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    body: (
      <>
        <p>
          Our site is served only over encrypted connections (HTTPS). Access to personal data is
          limited to the staff who need it to do their jobs, and our systems are monitored for
          misuse. No service can promise perfect security, but if a breach ever puts your
          information at risk we will tell you and the Information Commissioner’s Office (ICO) as
          the law requires.
        </p>
        <p>
          We keep personal data only for as long as we need it for the purposes above, or as long as
          the law requires us to keep records, and then delete or anonymise it.
        </p>
      </>
    ),
  },
  {
    id: 'your-privacy-choices',
    title: 'Your Privacy Choices',
    body: (
      <>
        <p>Under UK data protection law you have the right to:</p>
        <ul>
          <li>ask for a copy of the personal data we hold about you;</li>
          <li>have inaccurate data corrected, or your data deleted;</li>
          <li>object to or restrict how we use it, and take it to another service;</li>
          <li>withdraw your consent to marketing at any time, using the link in every email.</li>
        </ul>
        <p>
          You can also accept or refuse non-essential cookies with the banner at the bottom of the
          page. To use any of these rights, <Link to="/contact">contact us</Link>; we answer within
          one month. If you are unhappy with how we handle your data, you can complain to the ICO at
          ico.org.uk.
        </p>
      </>
    ),
  },
];
