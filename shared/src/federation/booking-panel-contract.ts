// What remote-restaurant exposes as its booking panel and checkout renders for Edit: one
// contract both builds compile against, since neither may import the other.
import type { HoldTableResponse } from 'shared/api/hold-table';

export const BOOKING_PANEL_REMOTE = {
  remote: 'remote_restaurant',
  module: 'booking-panel',
} as const;

export interface BookingPanelProps {
  /** The restaurant to hold a table at; its uuid and name go into the current reservation. */
  restaurant: { uuid: string; name: string };
  /**
   * 'reserve' (the restaurant page): a new hold, then /checkout.
   * 'edit' (checkout's Edit): moves the current reservation's live hold and stays put.
   */
  mode?: 'reserve' | 'edit';
  /** After a hold is made or moved and the current reservation is updated. */
  onHeld?(hold: HoldTableResponse): void;
}
