import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'shared/router';
import { getKeptDietaryNeeds, type KeptDietaryNeeds } from 'shared/api/dietary-needs';
import { type HeldTable, startOver } from 'shared/held-table';
import { useQuery } from 'shared/query/use-query';
import { useRootStore } from 'shared/store';
import type { GuestCheckoutPayload } from 'shared/validation/guest-checkout';
import { PageMeta } from 'shared/ui/page-meta';
import { colors, textLink } from 'shared/ui/theme';
import { useEditBooking } from '../../features/edit-booking/hooks/use-edit-booking';
import {
  type Booker,
  type SubmitProblem,
  useSubmitReservation,
  type Wishes,
} from '../../features/guest-checkout/api/use-submit-reservation';
import { CheckoutForm } from '../../features/guest-checkout/components/checkout-form';
import { RegistrationDialog } from '../../features/guest-checkout/components/registration-dialog';
import { ReturningGuestDialog } from '../../features/guest-checkout/components/returning-guest-dialog';
import { useHoldTimer } from '../../features/hold-timer/api/use-hold-timer';
import {
  CountdownBanner,
  heldForSentence,
} from '../../features/hold-timer/components/countdown-banner';
import { ReservationAlertModal } from '../../features/hold-timer/components/reservation-alert-modal';
import { useLeaveGuard } from '../../features/leave-guard/hooks/use-leave-guard';
import { SummaryCard } from '../../features/reservation-summary/components/summary-card';

const Page = styled.section({
  maxWidth: 1040,
  margin: '0 auto',
  padding: '24px 16px 48px',
  display: 'grid',
  gap: 20,
  a: textLink,
  // The site's main area already has its margin on a phone: the room goes to the summary
  // card, where the booking panel and its calendar open when the diner edits the booking.
  '@media (max-width: 480px)': { paddingInline: 0 },
});
const Columns = styled.div({
  display: 'grid',
  gap: 24,
  alignItems: 'start',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
});
const Message = styled.p({ margin: '4px 0 0', fontSize: 18, color: colors.muted });

function NothingHeld() {
  return (
    <Page>
      <PageMeta title="Checkout" description="Confirm your table before the hold runs out." />
      <h1>Checkout</h1>
      <p>You have no table held right now. Find a restaurant and choose a time to book.</p>
      <p>
        <Link to="/">Find a restaurant</Link>
      </p>
    </Page>
  );
}

function AlreadyBooked() {
  return (
    <Page>
      <PageMeta title="Checkout" description="Confirm your table before the hold runs out." />
      <h1>Checkout</h1>
      <p>This table is booked.</p>
      <p>
        <Link to="/thank-you">See your confirmation</Link>
      </p>
    </Page>
  );
}

/** Signed in (user or guest session): books as that account and skips the guest form. */
function useBooker(): Extract<Booker, { kind: 'account' }> | null {
  const user = useRootStore((s) => (s.user.token ? s.user.user : null));
  const guest = useRootStore((s) => (s.guestUser.isAuthenticated ? s.guestUser.guest : null));
  if (user) return { kind: 'account', id: user.id, auth: 'user' };
  if (guest) return { kind: 'account', id: guest.id, auth: 'guest' };
  return null;
}

/**
 * A signed-in diner's kept dietary needs, to fill the form in (ADR 0055); null while they
 * load, for a guest, or when they cannot be had (the form then simply starts empty).
 */
function useKeptDietaryNeeds(account: Extract<Booker, { kind: 'account' }> | null) {
  const { view } = useQuery<KeptDietaryNeeds | null>({
    key: account ? `dietary-needs:${account.auth}:${account.id}` : null,
    load: (signal) => getKeptDietaryNeeds(account?.auth ?? 'user', signal),
    failed: () => null,
  });
  return view && 'status' in view ? null : view;
}

function Checkout({ held }: { held: HeldTable }) {
  const navigate = useNavigate();
  const reservation = useRootStore((s) => s.reservations.current);
  const account = useBooker();
  const timer = useHoldTimer(held);
  const { submit, confirmCode, pending } = useSubmitReservation();
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  // What the diner last submitted: a returning guest's code books it without retyping.
  const lastSubmit = useRef<{ details: GuestCheckoutPayload | null; wishes: Wishes } | null>(null);
  const kept = useKeptDietaryNeeds(account);
  const [codeError, setCodeError] = useState<string | null>(null);
  // The panel's restaurant as the hold recorded it: checkout has no restaurant answer.
  const restaurant =
    reservation.res_id && reservation.rest_name
      ? {
          uuid: reservation.res_id,
          name: reservation.rest_name,
          phone: reservation.restaurantPhone,
          bookingHorizonDays: reservation.bookingHorizonDays,
        }
      : null;
  const edit = useEditBooking(restaurant, (hold) => {
    setProblem(null);
    timer.apply(hold.data);
  });
  const { keepHoldOnLeave } = useLeaveGuard(timer.phase.kind !== 'gone');

  const restaurantPath = reservation.res_id ? `/restaurant-details/${reservation.res_id}` : '/';

  // Another tab released this hold and now holds the site's reservation: leaving here must
  // not release or clear that one, and this tab takes it over from storage as it goes.
  const elsewhere = timer.phase.kind === 'gone' && timer.phase.elsewhere === true;
  useEffect(() => {
    if (!elsewhere) return undefined;
    keepHoldOnLeave();
    return () => void useRootStore.persist.rehydrate();
  }, [elsewhere, keepHoldOnLeave]);

  const newReservation = () => {
    if (elsewhere) {
      navigate(restaurantPath);
      return;
    }
    startOver(held);
    navigate(restaurantPath);
  };

  const send = (details: GuestCheckoutPayload | null, wishes: Wishes) => {
    lastSubmit.current = { details, wishes };
    const booker: Booker = account ?? { kind: 'guest', details: details! };
    return submit(held, reservation, booker, wishes);
  };

  const onSubmit = async (details: GuestCheckoutPayload | null, wishes: Wishes) => {
    setProblem(null);
    setCodeError(null);
    const outcome = await send(details, wishes);
    if (outcome.status === 'booked') navigate('/thank-you', { replace: true });
    else if (outcome.status === 'refused') {
      if (outcome.problem.kind === 'expired') void timer.resync();
      else setProblem(outcome.problem);
    }
  };

  const codeSent = problem?.kind === 'code' ? problem : null;
  const signInAndReturn = () => {
    keepHoldOnLeave();
    // Signed in, the diner comes back here and books as that account.
    navigate('/sign-in', { state: { returnTo: '/checkout' } });
  };
  const onCode = async (code: string) => {
    if (!codeSent || !lastSubmit.current) return;
    const refused = await confirmCode(held, codeSent.email, code);
    if (!refused) {
      await onSubmit(lastSubmit.current.details, lastSubmit.current.wishes);
    } else if (refused.kind === 'expired') {
      setProblem(null);
      void timer.resync();
    } else if (refused.kind === 'fields') {
      setCodeError(Object.values(refused.errors)[0] ?? null);
    } else if (refused.kind === 'message') {
      setCodeError(refused.message);
    }
  };
  const onResendCode = async () => {
    if (!lastSubmit.current) return;
    setCodeError(null);
    const outcome = await send(lastSubmit.current.details, lastSubmit.current.wishes);
    if (outcome.status !== 'refused') return;
    if (outcome.problem.kind === 'code') {
      setProblem({
        ...outcome.problem,
        message: `We have sent a new code to ${outcome.problem.email}.`,
      });
    } else if (outcome.problem.kind === 'message') setCodeError(outcome.problem.message);
    else if (outcome.problem.kind === 'expired') {
      setProblem(null);
      void timer.resync();
    }
  };

  // The spec's heading message, following the countdown while the hold runs.
  const message =
    timer.phase.kind === 'live'
      ? heldForSentence(timer.secondsLeft)
      : reservation.reservation_message;
  const refusal = problem?.kind === 'inactive' || problem?.kind === 'active' ? problem : null;

  return (
    <Page>
      <PageMeta title="Checkout" description="Confirm your table before the hold runs out." />
      <header>
        <h1>Checkout</h1>
        {message && <Message>{message}</Message>}
      </header>
      {timer.phase.kind === 'live' && <CountdownBanner secondsLeft={timer.secondsLeft} />}
      <Columns>
        <SummaryCard reservation={reservation} action={edit.toggle}>
          {edit.panel}
        </SummaryCard>
        <CheckoutForm
          asGuest={!account}
          pending={pending}
          serverErrors={problem?.kind === 'fields' ? problem.errors : null}
          problem={problem?.kind === 'message' ? problem.message : null}
          kept={kept}
          onSubmit={onSubmit}
        />
      </Columns>
      <ReservationAlertModal
        phase={timer.phase}
        graceLeft={timer.graceLeft}
        busy={timer.busy}
        onContinue={timer.extend}
        onNewReservation={newReservation}
      />
      <RegistrationDialog
        refusal={refusal}
        onReleaseAndSignIn={() => navigate('/sign-in')}
        onResend={() => {
          // Only Ok gives the table up (spec section 8); back here the hold goes on.
          keepHoldOnLeave();
          navigate('/resend-mail', { state: { email: refusal?.email } });
        }}
        onClose={() => setProblem(null)}
        onSignIn={signInAndReturn}
      />
      <ReturningGuestDialog
        sent={codeSent}
        pending={pending}
        error={codeError}
        onCode={(code) => void onCode(code)}
        onResend={() => void onResendCode()}
        onSignIn={signInAndReturn}
        onClose={() => setProblem(null)}
      />
    </Page>
  );
}

/**
 * Spec section 2, Checkout: the held table's countdown, its summary with Edit, the guest form
 * when signed out, and the final Reserve now.
 */
export default function CheckoutPage() {
  const uuid = useRootStore((s) => s.reservations.current.reservation_uuid);
  const token = useRootStore((s) => s.reservations.current.hold_token);
  const booked = useRootStore((s) =>
    s.reservations.made.some((r) => uuid && r.reservation_uuid === uuid),
  );
  // Just booked: the router moves to thank-you in a transition, after this store change.
  if (uuid && booked) return <AlreadyBooked />;
  if (!uuid || !token) return <NothingHeld />;
  return <Checkout held={{ reservationUuid: uuid, holdToken: token }} />;
}
