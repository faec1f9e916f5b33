import { useState } from 'react';
import { Button } from 'shared/ui/button';
import { Modal } from 'shared/ui/modal';
import { colors } from 'shared/ui/theme';
import type { HoldPhase } from '../api/use-hold-timer';
import { formatCountdown } from './countdown-banner';

interface ReservationAlertModalProps {
  phase: HoldPhase;
  graceLeft: number;
  busy: boolean;
  /** Answers a message when the hold could not be extended for a passing reason. */
  onContinue(): Promise<string | null>;
  onNewReservation(): void;
}

/**
 * Spec section 4, Checkout timer: at 0 the 'Reservation Alert' with its own countdown.
 * Continue Reservation asks the server for another 300 s; once the hold is gone only a new
 * reservation is offered.
 */
export function ReservationAlertModal({
  phase,
  graceLeft,
  busy,
  onContinue,
  onNewReservation,
}: ReservationAlertModalProps) {
  if (phase.kind !== 'alert' && phase.kind !== 'gone') return null;
  // A new dialog per phase: focus moves to the buttons it has now, and no old problem stays.
  return (
    <AlertDialog key={phase.kind} {...{ phase, graceLeft, busy, onContinue, onNewReservation }} />
  );
}

function AlertDialog({
  phase,
  graceLeft,
  busy,
  onContinue,
  onNewReservation,
}: ReservationAlertModalProps & { phase: Extract<HoldPhase, { kind: 'alert' | 'gone' }> }) {
  const [problem, setProblem] = useState<string | null>(null);
  const gone = phase.kind === 'gone';

  const continueReservation = async () => {
    setProblem(await onContinue());
  };

  return (
    <Modal
      open
      title="Reservation Alert"
      actions={
        <>
          {!gone && (
            <Button onClick={continueReservation} loading={busy}>
              Continue Reservation
            </Button>
          )}
          <Button variant={gone ? 'primary' : 'secondary'} onClick={onNewReservation}>
            Make New Reservation
          </Button>
        </>
      }
    >
      {gone ? (
        <p role="alert">{phase.message}</p>
      ) : (
        <>
          <p>Your hold time has run out. Would you like to continue with this reservation?</p>
          <p>
            We will keep the table for another{' '}
            <strong role="timer" aria-label={`${formatCountdown(graceLeft)} remaining`}>
              {formatCountdown(graceLeft)}
            </strong>
            .
          </p>
        </>
      )}
      {problem && !gone && (
        <p role="alert" style={{ color: colors.danger }}>
          {problem}
        </p>
      )}
    </Modal>
  );
}
