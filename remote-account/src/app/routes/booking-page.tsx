import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import {
  BOOKING_LINK_KEY_PARAM,
  BOOKING_LINK_REPLY_PARAM,
  type BookingLinkReply,
} from 'shared/routes/booking-link';
import { Link, useParams, useSearchParams } from 'shared/router';
import { Button } from 'shared/ui/button';
import { PageMeta } from 'shared/ui/page-meta';
import { SkeletonRows } from 'shared/ui/skeleton';
import { colors } from 'shared/ui/theme';
import { useKeepOnOpen } from '../../features/booking-link/api/use-keep-reservation';
import { useLinkedReservation } from '../../features/booking-link/api/use-linked-reservation';
import { useCancelReservation } from '../../features/profile/api/use-cancel-reservation';
import {
  CancelReservationDialog,
  type CancelProblem,
} from '../../features/profile/components/cancel-reservation-dialog';
import { ReservationCard } from '../../features/profile/components/reservation-card';
import { LazyChangeReservationDialog as ChangeReservationDialog } from '../../features/change-booking/components/load-change-dialog';
import { changedNotice } from '../../features/change-booking/changed-notice';
import { dayAndDate } from '../../features/profile/utils/reservations';
import { AccountPage as Page } from '../../components/account-page';

const ErrorText = styled.p({ margin: 0, color: colors.danger, fontWeight: 700 });
const Done = styled.p({ margin: 0, fontWeight: 700 });

/**
 * The page a booking's confirmation email links to: that booking, its Change and its Cancel, for a diner
 * who booked as a guest and has no password, or is simply not signed in on this device. A
 * reminder's links add `reply`: keep answers as the page opens; cancel opens the dialog.
 */
export default function BookingPage() {
  const { reservationId = '' } = useParams();
  const [params] = useSearchParams();
  const key = params.get(BOOKING_LINK_KEY_PARAM) ?? '';
  const reply = params.get(BOOKING_LINK_REPLY_PARAM) as BookingLinkReply | null;
  const { view, retry, markCancelled, replace } = useLinkedReservation(reservationId, key);
  const { cancel, pending } = useCancelReservation();
  const [asking, setAsking] = useState(false);
  const [changing, setChanging] = useState(false);
  const [problem, setProblem] = useState<CancelProblem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  // The Cancel button went with the cancellation: the confirmation takes the focus.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const reservation = view.status === 'ready' ? view.reservation : null;
  const bookable = reservation?.status === 'pending' ? reservation : null;
  const kept = useKeepOnOpen(bookable, key, reply === 'keep');

  // The reminder's Cancel link opens the question; only its button cancels.
  const offeredCancel = useRef(false);
  useEffect(() => {
    if (reply !== 'cancel' || !bookable || offeredCancel.current) return;
    offeredCancel.current = true;
    setAsking(true);
  }, [reply, bookable]);

  const confirm = async () => {
    if (!reservation) return;
    setProblem(null);
    const outcome = await cancel(reservation.uuid, key);
    if (outcome.status === 'cancelled') {
      markCancelled();
      setAsking(false);
      setDone(
        `Your reservation at ${reservation.restaurant.name} on ${dayAndDate(reservation)} has been cancelled.`,
      );
    } else if (outcome.status === 'refused') {
      setProblem({ message: outcome.message, final: outcome.final });
    }
  };

  let body;
  if (view.status === 'loading') body = <SkeletonRows count={1} label="Loading your booking" />;
  else if (view.status === 'invalid') {
    body = (
      <>
        <ErrorText role="alert">{view.message}</ErrorText>
        <p>
          <Link to="/sign-in">Sign in</Link> to see every booking made with your account.
        </p>
      </>
    );
  } else if (view.status === 'error') {
    body = (
      <>
        <ErrorText role="alert">We could not load your booking. {view.message}</ErrorText>
        <p>
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        </p>
      </>
    );
  } else {
    body = (
      <ReservationCard
        reservation={view.reservation}
        onCancel={view.reservation.status === 'pending' ? () => setAsking(true) : undefined}
        onChangeBooking={
          view.reservation.status === 'pending'
            ? () => {
                setDone(null);
                setChanging(true);
              }
            : undefined
        }
      />
    );
  }

  return (
    <Page width={720}>
      <PageMeta title="Your booking" description="See, change or cancel your TableHop booking." />
      <h1>Your booking</h1>
      {kept?.status === 'kept' && reservation ? (
        <Done role="status">
          Thank you: your table at {reservation.restaurant.name} on {dayAndDate(reservation)} is
          kept. See you there.
        </Done>
      ) : null}
      {kept?.status === 'refused' ? <ErrorText role="alert">{kept.message}</ErrorText> : null}
      {/* A reminder's answer opened again (or after a cancellation elsewhere) says where it stands. */}
      {reply && reservation?.status === 'cancelled' && !done ? (
        <Done role="status">This booking is already cancelled.</Done>
      ) : null}
      {body}
      <Done ref={doneRef} tabIndex={-1} aria-live="polite">
        {done}
      </Done>
      <ChangeReservationDialog
        reservation={changing ? reservation : null}
        linkKey={key}
        onChanged={(changed) => {
          replace(changed);
          setChanging(false);
          setDone(changedNotice(changed));
        }}
        onClose={() => setChanging(false)}
      />
      <CancelReservationDialog
        reservation={asking ? reservation : null}
        pending={pending}
        problem={problem}
        onConfirm={() => void confirm()}
        onKeep={() => {
          setAsking(false);
          setProblem(null);
        }}
      />
    </Page>
  );
}
