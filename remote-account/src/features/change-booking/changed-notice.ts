import { reservationPartySize, type UserReservation } from 'shared/api/user-reservations';
import { formatPartySize } from 'shared/format/party-size';
import { dayAndDate, timeRange } from '../profile/utils/reservations';

/** What the page says once a booking has changed: the new details, and that an email follows. */
export const changedNotice = (reservation: UserReservation) =>
  `Your reservation at ${reservation.restaurant.name} is now on ${dayAndDate(reservation)}, ` +
  `${timeRange(reservation)}, for ${formatPartySize(reservationPartySize(reservation))}. ` +
  'We have emailed you the new details.';
