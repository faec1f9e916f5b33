import type { UserReservation } from 'shared/api/user-reservations';
import { formatTime } from 'shared/format/time';

export type ReservationStatus = UserReservation['status'];

export interface ReservationGroup {
  status: ReservationStatus;
  title: string;
  /** Shown when the group has nothing in it. */
  empty: string;
}

/** Spec section 2, Profile: upcoming (pending), past (completed) and cancelled, in that order. */
export const RESERVATION_GROUPS: readonly ReservationGroup[] = [
  { status: 'pending', title: 'Upcoming', empty: 'You have no upcoming reservations.' },
  { status: 'completed', title: 'Past', empty: 'You have no past reservations.' },
  { status: 'cancelled', title: 'Cancelled', empty: 'You have no cancelled reservations.' },
];

export const STATUS_LABELS: Record<ReservationStatus, string> = {
  pending: 'Booked',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** 'dd/mm/yyyy' and 'HH:MM:SS' as one string that sorts in time order. */
export function startsAt({ reservation_date, reservation_time }: UserReservation): string {
  const [day = '', month = '', year = ''] = reservation_date.split('/');
  return `${year}-${month}-${day}T${reservation_time}`;
}

/**
 * The API lists the latest first, which suits the past and the cancelled; the upcoming read
 * best soonest first, as the next table is the one a diner is looking for.
 */
export function groupReservations(
  items: readonly UserReservation[],
): Record<ReservationStatus, UserReservation[]> {
  // Compared code unit by code unit (the strings are ISO-like): localeCompare would load the
  // browser's collation data for the page's first sort.
  const latestFirst = [...items].sort((a, b) => {
    const [x, y] = [startsAt(a), startsAt(b)];
    return x < y ? 1 : x > y ? -1 : 0;
  });
  const of = (status: ReservationStatus) => latestFirst.filter((r) => r.status === status);
  return {
    pending: of('pending').reverse(),
    completed: of('completed'),
    cancelled: of('cancelled'),
  };
}

/** '19:00:00' and '19:30' -> '7:00 PM – 7:30 PM'. */
export const timeRange = ({ reservation_time, end_time }: UserReservation) =>
  `${formatTime(reservation_time)} – ${formatTime(end_time)}`;

/** 'tuesday' -> 'Tuesday'; the API spells weekdays in lower case. */
export const weekdayName = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

/** 'Tuesday 24/11/2026', or the date alone when the day is missing. */
export const dayAndDate = ({ day, reservation_date }: UserReservation) =>
  day ? `${weekdayName(day)} ${reservation_date}` : reservation_date;
