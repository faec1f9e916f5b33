import type { RootData } from 'shared/store';

// Apart from the store: only checkout reads it, and a module the shell imports is in every
// page's start-up scripts (ADR 0020).
/**
 * The current reservation's uuid in the persisted store's text, as another tab wrote it (a
 * `storage` event's newValue): that tab may have moved on to another table.
 */
export function persistedReservationUuid(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { state?: Partial<RootData> } | null;
    return parsed?.state?.reservations?.current?.reservation_uuid ?? null;
  } catch {
    return null;
  }
}
