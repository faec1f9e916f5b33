import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { reservationPartySize, type UserReservation } from 'shared/api/user-reservations';
import { londonToday } from 'shared/format/date';
import { formatPartySize } from 'shared/format/party-size';
import { formatTime } from 'shared/format/time';
import { Button } from 'shared/ui/button';
import { Modal } from 'shared/ui/modal';
import { Select } from 'shared/ui/select';
import { colors, focusRing } from 'shared/ui/theme';
import { changeBookingSchema } from 'shared/validation/change-booking';
import { useChangeReservation } from '../api/use-change-reservation';
import { useChangeTimes } from '../api/use-change-slots';

const Fields = styled.div({ display: 'grid', gap: 16, marginTop: 12 });
const Note = styled.p({ margin: 0, color: colors.muted });
const Problem = styled.p({ margin: '12px 0 0', color: colors.danger, fontWeight: 700 });
// The page's other fields' look (shared/ui/text-input), without its module: this form is in the
// booking page's first chunk, which has no other text field (ADR 0054).
const DateField = styled.label({ display: 'grid', gap: 4, fontWeight: 700, fontSize: 14 });
const DateInput = styled.input({
  minHeight: 40,
  padding: '0 12px',
  borderRadius: 8,
  border: `1px solid ${colors.line}`,
  font: 'inherit',
  fontWeight: 400,
  '&:focus-visible': focusRing(1),
});

// Parties the form offers; a larger one is for the restaurant's phone (the API says so too).
const LARGEST_PARTY = 24;

/** 'dd/mm/yyyy' <-> 'yyyy-mm-dd', the date input's value. */
const isoOf = (wire: string) => wire.split('/').reverse().join('-');
const wireOf = (iso: string) => iso.split('-').reverse().join('/');

export interface ChangeReservationDialogProps {
  /** The booking being changed; null keeps the dialog closed. */
  reservation: UserReservation | null;
  /** The emailed link's key, for a diner who is not signed in. */
  linkKey?: string;
  onChanged(reservation: UserReservation): void;
  onClose(): void;
  /** The session ran out (401 when signed in). */
  onExpired?(): void;
  now?: Date;
}

/**
 * Change a booking in place: a new date, party size and a time the API offers for them. The
 * booking keeps its table until the new one is taken; a refusal leaves it as it was, and says why.
 */
export function ChangeReservationDialog({ reservation, ...rest }: ChangeReservationDialogProps) {
  if (!reservation) return null;
  // Keyed by the booking: each opening starts from the booking's own details.
  return <ChangeForm key={reservation.uuid} reservation={reservation} {...rest} />;
}

function ChangeForm({
  reservation,
  linkKey,
  onChanged,
  onClose,
  onExpired,
  now = new Date(),
}: ChangeReservationDialogProps & { reservation: UserReservation }) {
  const [date, setDate] = useState(isoOf(reservation.reservation_date));
  const [partySize, setPartySize] = useState(reservationPartySize(reservation));
  const [time, setTime] = useState(reservation.reservation_time.slice(0, 5));
  const [round, setRound] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const { change, pending } = useChangeReservation();
  const wireDate = wireOf(date);
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const times = useChangeTimes(
    reservation.uuid,
    validDate ? wireDate : '',
    partySize,
    linkKey,
    round,
  );
  const offered = times.status === 'ready' ? times.times : [];
  const chosen = offered.includes(time) ? time : '';

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const submit = async () => {
    setProblem(null);
    const checked = changeBookingSchema.safeParse({
      date: wireDate,
      startTime: chosen,
      partySize,
    });
    if (!checked.success) {
      setProblem(checked.error.issues[0]!.message);
      return;
    }
    const outcome = await change(reservation.uuid, checked.data, linkKey);
    if (outcome.status === 'changed') onChanged(outcome.reservation);
    else if (outcome.status === 'expired') onExpired?.();
    else if (outcome.status === 'refused') {
      setProblem(outcome.message);
      // What was free a moment ago may not be now: the list is asked again.
      setRound((n) => n + 1);
    }
  };

  const parties = Array.from(
    { length: Math.max(LARGEST_PARTY, reservationPartySize(reservation)) },
    (_, i) => ({ value: i + 1, label: formatPartySize(i + 1) }),
  );

  let timeField;
  if (!validDate) timeField = <Note>Choose a date to see the times.</Note>;
  else if (times.status === 'loading') timeField = <Note role="status">Finding free times…</Note>;
  else if (times.status === 'error') timeField = <Note role="alert">{times.message}</Note>;
  else if (times.callToBook) timeField = <Note>{times.callToBook}</Note>;
  else if (offered.length === 0) timeField = <Note>No available slots</Note>;
  else
    timeField = (
      <Select<string>
        label="Time"
        value={chosen}
        options={[
          { value: '', label: 'Choose a time' },
          ...offered.map((start) => ({ value: start, label: formatTime(start) })),
        ]}
        onChange={setTime}
      />
    );

  return (
    <Modal
      open
      title="Change reservation"
      // Closing mid-call would hide the answer the diner is waiting for.
      onClose={pending ? undefined : onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Keep as it is
          </Button>
          <Button onClick={() => void submit()} loading={pending}>
            Confirm change
          </Button>
        </>
      }
    >
      <p style={{ margin: 0 }}>
        Your table at <strong>{reservation.restaurant.name}</strong> stays yours until the new one
        is confirmed.
      </p>
      <Fields>
        <DateField>
          Date
          <DateInput
            type="date"
            value={date}
            min={isoOf(londonToday(now).date)}
            required
            onChange={(event) => setDate(event.target.value)}
          />
        </DateField>
        <Select<number>
          label="Party size"
          value={partySize}
          options={parties}
          onChange={setPartySize}
        />
        {timeField}
      </Fields>
      {problem && (
        <Problem ref={problemRef} role="alert" tabIndex={-1}>
          {problem}
        </Problem>
      )}
    </Modal>
  );
}

export default ChangeReservationDialog;
