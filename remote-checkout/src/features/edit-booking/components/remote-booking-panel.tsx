import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import {
  BOOKING_PANEL_REMOTE,
  type BookingPanelProps,
} from 'shared/federation/booking-panel-contract';
import { loadRemoteComponent } from 'shared/federation/remote-registry';
import { Button } from 'shared/ui/button';
import { SkeletonRows } from 'shared/ui/skeleton';

class PanelBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('[checkout] the booking panel failed to load', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * remote-restaurant's own booking panel, loaded at run time (no copy here), so a fix to it
 * reaches checkout with that remote's next deploy. If it cannot load, the diner keeps the
 * current hold and can retry.
 */
export function RemoteBookingPanel(props: BookingPanelProps) {
  const [attempt, setAttempt] = useState(0);
  const Panel = useMemo(
    () =>
      lazy(() =>
        loadRemoteComponent<BookingPanelProps>(
          BOOKING_PANEL_REMOTE.remote,
          BOOKING_PANEL_REMOTE.module,
          attempt > 0,
        ),
      ),
    [attempt],
  );
  const fallback = (
    <div role="alert">
      <p>We could not load the booking options just now. Your table is still held.</p>
      <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
        Try again
      </Button>
    </div>
  );
  return (
    <PanelBoundary key={attempt} fallback={fallback}>
      <Suspense fallback={<SkeletonRows count={3} label="Loading booking options" />}>
        <Panel {...props} />
      </Suspense>
    </PanelBoundary>
  );
}
