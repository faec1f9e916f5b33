import styled from '@emotion/styled';
import { useId } from 'react';
import { Link } from 'shared/router';
import {
  reservationDiningNeeds,
  reservationPartySize,
  reservationTableMinutes,
  type UserReservation,
} from 'shared/api/user-reservations';
import { formatDate } from 'shared/format/date';
import { formatTableTime } from 'shared/format/table-time';
import { Button } from 'shared/ui/button';
import { RestaurantImage } from 'shared/ui/restaurant-image';
import { colors, focusRing, media } from 'shared/ui/theme';
import { VisuallyHidden } from 'shared/ui/visually-hidden';
import { STATUS_LABELS, dayAndDate, timeRange } from '../utils/reservations';
import { formatPartySize } from 'shared/format/party-size';
import { freeCancellationUntil, londonMoment } from 'shared/format/cancel-by';
import { dietaryNeedsText, occasionLabel } from 'shared/format/dining-needs';

const Card = styled.article({
  display: 'grid',
  gridTemplateColumns: '72px 1fr auto',
  gap: 16,
  alignItems: 'start',
  padding: 16,
  borderRadius: 12,
  border: `1px solid ${colors.line}`,
  background: colors.surface,
  [media.upToSm]: { gridTemplateColumns: '56px 1fr' },
});
const Avatar = styled(RestaurantImage)({
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: 8,
  background: colors.canvas,
});
const Body = styled.div({ display: 'grid', gap: 8, minWidth: 0 });
const Name = styled.h4({ margin: 0, fontSize: 18, overflowWrap: 'anywhere' });
const NameLink = styled(Link)({
  color: colors.ink,
  '&:focus-visible': focusRing(),
});
// On a phone each value goes under its term: beside 'Special request', the values had about
// 90 px and broke words in half ('Wednesda y').
const Facts = styled.dl({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '4px 12px',
  margin: 0,
  fontSize: 15,
  [media.upToSm]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: 0 },
});
const Term = styled.dt({
  color: colors.muted,
  [media.upToSm]: { fontSize: 13, '&:not(:first-of-type)': { marginTop: 6 } },
});
const Value = styled.dd({ margin: 0, overflowWrap: 'anywhere' });
const Status = styled.span<{ tone: UserReservation['status'] }>(({ tone }) => ({
  display: 'inline-block',
  padding: '2px 10px',
  borderRadius: 999,
  fontSize: 13,
  fontWeight: 700,
  // Text and border say it too, so the colour is never the only sign.
  border: `1px solid ${tone === 'cancelled' ? colors.danger : colors.line}`,
  color: tone === 'cancelled' ? colors.danger : colors.ink,
  background: tone === 'pending' ? colors.canvas : colors.surface,
}));
const Late = styled.p({ margin: 0, maxWidth: 260, fontSize: 14, textAlign: 'end' });
const Side = styled.div({
  display: 'grid',
  gap: 12,
  justifyItems: 'end',
  [media.upToSm]: { gridColumn: '1 / -1', justifyItems: 'start' },
});

export interface ReservationCardProps {
  reservation: UserReservation;
  /** Given for upcoming bookings only: they are the ones that can still be cancelled. */
  onCancel?(reservation: UserReservation): void;
  /** Given with onCancel: a booking that can be cancelled online can be changed too. */
  onChangeBooking?(reservation: UserReservation): void;
  /** For the cancellation deadline; the current time unless a test says otherwise. */
  now?: Date;
}

/** One booking as spec section 2 lists it: restaurant, status, day and date, time, party. */
export function ReservationCard({
  reservation,
  onCancel,
  onChangeBooking,
  now = new Date(),
}: ReservationCardProps) {
  const nameId = useId();
  const { restaurant } = reservation;
  const cancelBy = reservation.status === 'pending' ? reservation.cancel_by : null;
  const tooLate = cancelBy ? new Date(cancelBy) <= now : false;
  const bookedOn = formatDate(reservation.created_at);
  const tableMinutes = reservationTableMinutes(reservation);
  // Occasion and dietary needs beside the special request (ADR 0055).
  const needs = reservationDiningNeeds(reservation);
  const dietary = dietaryNeedsText(needs.allergens, needs.dietaryNotes);
  return (
    <Card aria-labelledby={nameId}>
      <Avatar path={restaurant.avatar} alt={restaurant.name} width={72} height={72} thumbnail />
      <Body>
        <Name id={nameId}>
          <NameLink to={`/restaurant-details/${restaurant.uuid}`}>{restaurant.name}</NameLink>
        </Name>
        <Facts>
          <Term>Date</Term>
          <Value>{dayAndDate(reservation)}</Value>
          <Term>Time</Term>
          <Value>{timeRange(reservation)}</Value>
          <Term>Party</Term>
          <Value>{formatPartySize(reservationPartySize(reservation))}</Value>
          {tableMinutes !== null && (
            <>
              <Term>Table time</Term>
              <Value>{formatTableTime(tableMinutes)}</Value>
            </>
          )}
          {reservation.noted && (
            <>
              <Term>Special request</Term>
              <Value>{reservation.noted}</Value>
            </>
          )}
          {needs.occasion && (
            <>
              <Term>Occasion</Term>
              <Value>{occasionLabel(needs.occasion)}</Value>
            </>
          )}
          {dietary && (
            <>
              <Term>Dietary needs</Term>
              <Value>{dietary}</Value>
            </>
          )}
          {cancelBy && (
            <>
              <Term>Cancellation</Term>
              <Value>
                {tooLate
                  ? `Free cancellation ended at ${londonMoment(cancelBy)}`
                  : freeCancellationUntil(cancelBy)}
              </Value>
            </>
          )}
          {bookedOn && (
            <>
              <Term>Booked on</Term>
              <Value>{bookedOn}</Value>
            </>
          )}
        </Facts>
      </Body>
      <Side>
        <Status tone={reservation.status}>
          <VisuallyHidden>Status: </VisuallyHidden>
          {STATUS_LABELS[reservation.status]}
        </Status>
        {onCancel && tooLate && (
          <Late>
            It can no longer be changed or cancelled online.{' '}
            {restaurant.phone ? (
              <>
                Call {restaurant.name} on{' '}
                <a href={`tel:${restaurant.phone.replace(/\s+/g, '')}`}>{restaurant.phone}</a>.
              </>
            ) : (
              <>Please contact {restaurant.name}.</>
            )}
          </Late>
        )}
        {onChangeBooking && !tooLate && (
          <Button
            variant="secondary"
            aria-describedby={nameId}
            onClick={() => onChangeBooking(reservation)}
          >
            Change reservation
          </Button>
        )}
        {onCancel && !tooLate && (
          <Button
            variant="secondary"
            aria-describedby={nameId}
            onClick={() => onCancel(reservation)}
          >
            Cancel reservation
          </Button>
        )}
      </Side>
    </Card>
  );
}
