// What remote-restaurant exposes as its booking panel and checkout renders for Edit: one
// contract both builds compile against, since neither may import the other.
import type { HoldTableResponse } from 'shared/api/hold-table';

export const BOOKING_PANEL_REMOTE = {
  remote: 'remote_restaurant',
  module: 'booking-panel',
} as const;

/** The restaurant as the panel needs it; what it does not know falls back to defaults. */
export interface BookingPanelRestaurant {
  uuid: string;
  name: string;
  /** Shown as a Call link when a party cannot book online. */
  phone?: string | null;
  /** Days after London's today that can still be booked online (180 when not given). */
  bookingHorizonDays?: number | null;
  /** Lowercase weekday -> its opening slots: the standby list's window is chosen within them. */
  openingSlots?: Readonly<Record<string, readonly { slot_start: string; slot_end: string }[]>>;
}

export interface BookingPanelProps {
  /**
   * The restaurant to hold a table at; its uuid, name, phone and horizon go into the current
   * reservation, where checkout's Edit finds them again.
   */
  restaurant: BookingPanelRestaurant;
  /**
   * 'reserve' (the restaurant page): a new hold, then /checkout.
   * 'edit' (checkout's Edit): moves the current reservation's live hold and stays put.
   */
  mode?: 'reserve' | 'edit';
  /** After a hold is made or moved and the current reservation is updated. */
  onHeld?(hold: HoldTableResponse): void;
}
