import { useId, useState } from 'react';
import type { HoldTableResponse } from 'shared/api/hold-table';
import type { BookingPanelRestaurant } from 'shared/federation/booking-panel-contract';
import { Button } from 'shared/ui/button';
import { RemoteBookingPanel } from '../components/remote-booking-panel';

/**
 * The summary card's Edit/Cancel toggle (spec section 2, Checkout): Edit opens the booking
 * panel in 'edit' mode, where choosing another slot moves the live hold; Cancel closes it
 * and keeps the hold as it is.
 */
export function useEditBooking(
  restaurant: BookingPanelRestaurant | null,
  onMoved: (hold: HoldTableResponse) => void,
) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleId = useId();
  const toggle = (
    <Button
      id={toggleId}
      variant="secondary"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={() => setOpen((o) => !o)}
      disabled={!restaurant}
    >
      {open ? 'Cancel' : 'Edit'}
    </Button>
  );
  const panel =
    open && restaurant ? (
      <div id={panelId} style={{ marginTop: 16 }}>
        <RemoteBookingPanel
          restaurant={restaurant}
          mode="edit"
          onHeld={(hold) => {
            setOpen(false);
            // The panel that had focus is gone: back to the control that opened it.
            document.getElementById(toggleId)?.focus();
            onMoved(hold);
          }}
        />
      </div>
    ) : null;
  return { toggle, panel };
}
