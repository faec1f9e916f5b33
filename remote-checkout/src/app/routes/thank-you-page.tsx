import styled from '@emotion/styled';
import { useNavigate } from 'shared/router';
import { closeBooking } from 'shared/held-table/book';
import { useRootStore } from 'shared/store';
import { Button } from 'shared/ui/button';
import { PageMeta } from 'shared/ui/page-meta';
import { colors } from 'shared/ui/theme';
import { SummaryCard } from '../../features/reservation-summary/components/summary-card';

const Page = styled.section({
  maxWidth: 640,
  margin: '0 auto',
  padding: '32px 16px 48px',
  display: 'grid',
  gap: 20,
  // A long email address breaks where it must rather than widening the page past a phone's screen.
  overflowWrap: 'anywhere',
});
const Lead = styled.p({ margin: 0, fontSize: 18 });
const Note = styled.p({ margin: 0, color: colors.muted });

/**
 * Spec section 2, Thank-you (the shell lets only a stored completed-reservation flag in):
 * the booking just made, with a note for guests that activating their account lets them
 * book again; Go To Home clears the reservation and the flag.
 */
export default function ThankYouPage() {
  const navigate = useNavigate();
  const booked = useRootStore((s) => s.reservations.made.at(-1) ?? null);
  const signedIn = useRootStore((s) => Boolean(s.user.token) || s.guestUser.isAuthenticated);

  const goHome = () => {
    // A guest has no session whose end would forget this booking: leaving thank-you does, so
    // the next person at a shared device does not find it on edit-reservation.
    closeBooking({ forgetBookings: !signedIn });
    navigate('/');
  };

  const where = booked?.rest_name ? ` at ${booked.rest_name}` : '';
  const email = booked?.user_email ? ` to ${booked.user_email}` : '';
  return (
    <Page>
      <PageMeta title="Thank you" description="Your table is booked." />
      <h1>Thank you</h1>
      <Lead>
        Your reservation{where} is confirmed. We have emailed the details{email}, with a calendar
        invitation.
      </Lead>
      {!signedIn && (
        <Note>
          To make future reservations, activate your account with the link in the email we sent you.
        </Note>
      )}
      {booked && <SummaryCard reservation={booked} />}
      <div>
        <Button onClick={goHome}>Go To Home</Button>
      </div>
    </Page>
  );
}
