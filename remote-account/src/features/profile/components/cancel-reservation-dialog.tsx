import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { reservationPartySize, type UserReservation } from 'shared/api/user-reservations';
import { Button } from 'shared/ui/button';
import { Modal } from 'shared/ui/modal';
import { colors } from 'shared/ui/theme';
import { dayAndDate, timeRange } from '../utils/reservations';
import { formatPartySize } from 'shared/format/party-size';

const Problem = styled.p({ margin: '12px 0 0', color: colors.danger, fontWeight: 700 });

export interface CancelProblem {
  message: string;
  /** Asking again cannot help (it has started): only Close is left. */
  final: boolean;
}

export interface CancelReservationDialogProps {
  /** The booking being cancelled; null keeps the dialog closed. */
  reservation: UserReservation | null;
  pending: boolean;
  problem: CancelProblem | null;
  onConfirm(): void;
  onKeep(): void;
}

/** Asks before cancelling: a cancelled table goes back on sale at once and cannot be undone. */
export function CancelReservationDialog({
  reservation,
  pending,
  problem,
  onConfirm,
  onKeep,
}: CancelReservationDialogProps) {
  const problemRef = useRef<HTMLParagraphElement>(null);

  // The pressed button was disabled while the call ran, which drops the focus.
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  return (
    <Modal
      open={reservation !== null}
      title="Cancel reservation"
      // Closing mid-call would hide the answer the diner is waiting for.
      onClose={pending ? undefined : onKeep}
      actions={
        problem?.final ? (
          <Button onClick={onKeep}>Close</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onKeep} disabled={pending}>
              Keep reservation
            </Button>
            <Button onClick={onConfirm} loading={pending}>
              Cancel reservation
            </Button>
          </>
        )
      }
    >
      {reservation && (
        <p style={{ margin: 0 }}>
          Cancel your table for {formatPartySize(reservationPartySize(reservation))} at{' '}
          <strong>{reservation.restaurant.name}</strong> on {dayAndDate(reservation)},{' '}
          {timeRange(reservation)}? The table is released straight away and this cannot be undone.
        </p>
      )}
      {problem && (
        <Problem ref={problemRef} role="alert" tabIndex={-1}>
          {problem.message}
        </Problem>
      )}
    </Modal>
  );
}
