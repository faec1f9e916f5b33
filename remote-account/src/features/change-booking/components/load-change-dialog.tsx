import { lazy, Suspense } from 'react';
import type { ChangeReservationDialogProps } from './change-reservation-dialog';

// Its own chunk: its API module brings zod along, which in the pages' first chunks would list
// three more chunks in remoteEntry.js, past its 10 KB gate (ADR 0045, 0054).
const Dialog = lazy(() => import('./change-reservation-dialog'));

/** The change form, its code fetched when a diner first opens it. */
export function LazyChangeReservationDialog(props: ChangeReservationDialogProps) {
  if (!props.reservation) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
