import { formatTime } from 'shared/format/time';

export interface OpeningSlot {
  slot_start: string;
  slot_end: string;
}

const hhmm = (time: string) => time.slice(0, 5);

/**
 * The window's choices within the day's opening hours: From is an arrival slot's start, To a
 * slot's end after it (arrivals from From, before To), each labelled as the panel shows times.
 */
export function windowOptions(slots: readonly OpeningSlot[] | undefined) {
  const sorted = [...(slots ?? [])].sort((a, b) => (a.slot_start < b.slot_start ? -1 : 1));
  const starts = [...new Set(sorted.map((slot) => hhmm(slot.slot_start)))];
  const ends = [...new Set(sorted.map((slot) => hhmm(slot.slot_end)))].filter(
    // A slot ending past midnight ('00:30') cannot close a window that opened the same day.
    (end) => starts.length > 0 && end > starts[0]!,
  );
  const option = (value: string) => ({ value, label: formatTime(value) });
  return {
    from: starts.map(option),
    /** The ends that close a window opened at `from`. */
    to: (from: string) => ends.filter((end) => end > from).map(option),
  };
}
