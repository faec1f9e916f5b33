import styled from '@emotion/styled';
import { Link } from 'shared/router';
import { useRootStore } from 'shared/store';
import { PageMeta } from 'shared/ui/page-meta';
import { textLink } from 'shared/ui/theme';
import { SummaryCard } from '../../features/reservation-summary/components/summary-card';

const Page = styled.section({
  maxWidth: 640,
  margin: '0 auto',
  padding: '32px 16px 48px',
  display: 'grid',
  gap: 16,
  a: textLink,
});

/**
 * Spec section 2, edit-reservation. The spec's page is static; ours says how a reservation is
 * changed here: a table still held is changed at checkout (Edit moves the hold), a booked one
 * is cancelled from the profile and booked again.
 */
export default function EditReservationPage() {
  const holding = useRootStore((s) => Boolean(s.reservations.current.hold_token));
  const booked = useRootStore((s) => s.reservations.made.at(-1) ?? null);
  const signedIn = useRootStore((s) => Boolean(s.user.token) || s.guestUser.isAuthenticated);
  return (
    <Page>
      <PageMeta title="Edit reservation" description="Change the details of your reservation." />
      <h1>Edit reservation</h1>
      {holding && (
        <p>
          You are holding a table. <Link to="/checkout">Return to checkout</Link> and use Edit to
          choose another time, date or party size before your hold runs out.
        </p>
      )}
      {booked && (
        <>
          <h2>Your latest booking</h2>
          <SummaryCard reservation={booked} />
        </>
      )}
      <p>
        To change a booked table, cancel it from{' '}
        {signedIn ? <Link to="/profile">your profile</Link> : 'your profile'} (any time before it
        starts) and book the new time: the table is only released once you cancel.
        {!signedIn && (
          <>
            {' '}
            <Link to="/sign-in">Sign in</Link> to see your bookings.
          </>
        )}
      </p>
      <p>
        <Link to="/">Find a restaurant</Link>
      </p>
    </Page>
  );
}
