/** One opening slot as the API answers it (aval_slots): HH:MM, London time. */
export interface OpeningSlot {
  slot_start: string;
  slot_end: string;
}

/** A run of back-to-back slots: one service (lunch, dinner), in minutes from midnight. */
export interface Service {
  start: number;
  end: number;
  /** HH:MM as given: the service's first slot's start and last slot's end. */
  from: string;
  to: string;
}

const minutes = (time: string) => {
  const [h = '', m = ''] = time.split(':');
  return Number(h) * 60 + Number(m);
};

/**
 * A day's slots joined into its services, earliest first: 12:00-12:30 ... 14:00-14:30 and
 * 17:30-18:00 ... are lunch and dinner, with the gap between them kept. The restaurant page
 * lists them and the server's schema.org markup states them (ADR 0056). The API lists slots in
 * order today, but nothing in the contract promises it.
 */
export function openingServices(slots: readonly OpeningSlot[] | undefined): Service[] {
  const sorted = (slots ?? [])
    .map(({ slot_start, slot_end }) => {
      const start = minutes(slot_start);
      const end = minutes(slot_end);
      // A slot ending at 00:00 ends at midnight, not before it began.
      return { start, end: end <= start ? end + 24 * 60 : end, from: slot_start, to: slot_end };
    })
    .sort((a, b) => a.start - b.start);
  const joined: Service[] = [];
  for (const slot of sorted) {
    const last = joined.at(-1);
    if (last && slot.start <= last.end) {
      if (slot.end > last.end) Object.assign(last, { end: slot.end, to: slot.to });
    } else {
      joined.push({ ...slot });
    }
  }
  return joined;
}
