import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'shared/router';
import type { UserReservation } from 'shared/api/user-reservations';
import { Button } from 'shared/ui/button';
import { SkeletonRows } from 'shared/ui/skeleton';
import { colors } from 'shared/ui/theme';
import { useCancelReservation } from '../api/use-cancel-reservation';
import { useUserReservations } from '../api/use-user-reservations';
import { useSessionExpired } from '../hooks/use-session-expired';
import { RESERVATION_GROUPS, dayAndDate, groupReservations } from '../utils/reservations';
import { CancelReservationDialog, type CancelProblem } from './cancel-reservation-dialog';
import { LazyChangeReservationDialog as ChangeReservationDialog } from '../../change-booking/components/load-change-dialog';
import { changedNotice } from '../../change-booking/changed-notice';
import { ReservationCard } from './reservation-card';

export const RESERVATIONS_ID = 'reservations';

const Section = styled.section({
  display: 'grid',
  gap: 20,
});
const Heading = styled.h2({ margin: 0, fontSize: 22 });
const Group = styled.section({ display: 'grid', gap: 12 });
const GroupHeading = styled.h3({ margin: 0, fontSize: 18 });
const Count = styled.span({ color: colors.muted, fontWeight: 400 });
const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });
const Muted = styled.p({ margin: 0, color: colors.muted });
const Notice = styled.p({
  margin: 0,
  fontWeight: 700,
  '&:not(:empty)': { marginTop: 8 },
});
const ErrorText = styled.p({ margin: 0, color: colors.danger, fontWeight: 700 });
const Panel = styled.div({
  display: 'grid',
  gap: 12,
  justifyItems: 'start',
  padding: 20,
  borderRadius: 12,
  border: `1px solid ${colors.line}`,
  background: colors.surface,
});

function FindLink() {
  return <Link to="/">Find a restaurant</Link>;
}

/**
 * Spec section 2, Profile: the user's bookings in three groups, each with a count, and
 * Cancel reservation on the upcoming ones.
 */
export function ReservationsSection({
  userUuid,
  onSettled,
}: {
  userUuid: string;
  /** Once the list (or its failure) has taken its place in the page. */
  onSettled?(): void;
}) {
  const { view, retry, markCancelled, replace } = useUserReservations(userUuid);
  const settled = view.status === 'ready' || view.status === 'error';
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  const { cancel, pending } = useCancelReservation();
  const expire = useSessionExpired(view.status === 'expired');
  const [target, setTarget] = useState<UserReservation | null>(null);
  const [changing, setChanging] = useState<UserReservation | null>(null);
  const [problem, setProblem] = useState<CancelProblem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  // The cancelled booking's button went with it: the confirmation takes the focus instead.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const open = (reservation: UserReservation) => {
    setProblem(null);
    setNotice(null);
    setTarget(reservation);
  };

  const openChange = (reservation: UserReservation) => {
    setNotice(null);
    setChanging(reservation);
  };

  const changed = (reservation: UserReservation) => {
    replace(reservation);
    setChanging(null);
    setNotice(changedNotice(reservation));
  };

  const close = () => {
    setTarget(null);
    setProblem(null);
  };

  const confirm = async () => {
    if (!target) return;
    setProblem(null);
    const outcome = await cancel(target.uuid);
    if (outcome.status === 'cancelled') {
      markCancelled(target.uuid);
      close();
      setNotice(
        `Your reservation at ${target.restaurant.name} on ${dayAndDate(target)} has been cancelled.`,
      );
    } else if (outcome.status === 'expired') expire();
    else if (outcome.status === 'refused') {
      setProblem({ message: outcome.message, final: outcome.final });
    }
  };

  const headingId = `${RESERVATIONS_ID}-heading`;

  let body;
  if (view.status === 'loading' || view.status === 'expired') {
    body = <SkeletonRows count={3} label="Loading your reservations" />;
  } else if (view.status === 'error') {
    body = (
      <Panel>
        <ErrorText role="alert">We could not load your reservations. {view.message}</ErrorText>
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      </Panel>
    );
  } else if (view.items.length === 0) {
    body = (
      <Panel>
        <Muted>You have no reservations yet.</Muted>
        <FindLink />
      </Panel>
    );
  } else {
    const groups = groupReservations(view.items);
    body = RESERVATION_GROUPS.map(({ status, title, empty }) => {
      const items = groups[status];
      const groupHeadingId = `${RESERVATIONS_ID}-${status}`;
      return (
        <Group key={status} aria-labelledby={groupHeadingId}>
          <GroupHeading id={groupHeadingId}>
            {title} <Count>({items.length})</Count>
          </GroupHeading>
          {items.length === 0 ? (
            <Muted>
              {empty} {status === 'pending' && <FindLink />}
            </Muted>
          ) : (
            <List>
              {items.map((reservation) => (
                <li key={reservation.uuid}>
                  <ReservationCard
                    reservation={reservation}
                    onCancel={status === 'pending' ? open : undefined}
                    onChangeBooking={status === 'pending' ? openChange : undefined}
                  />
                </li>
              ))}
            </List>
          )}
        </Group>
      );
    });
  }

  return (
    <Section id={RESERVATIONS_ID} aria-labelledby={headingId}>
      <header>
        <Heading id={headingId}>Reservations</Heading>
        {/* Always in the page, so the news of a cancellation or change is announced when written in. */}
        <Notice ref={noticeRef} role="status" tabIndex={-1}>
          {notice}
        </Notice>
      </header>
      {body}
      <CancelReservationDialog
        reservation={target}
        pending={pending}
        problem={problem}
        onConfirm={confirm}
        onKeep={close}
      />
      <ChangeReservationDialog
        reservation={changing}
        onChanged={changed}
        onClose={() => setChanging(null)}
        onExpired={expire}
      />
    </Section>
  );
}
