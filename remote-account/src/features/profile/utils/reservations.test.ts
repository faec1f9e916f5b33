import { RESERVATIONS, reservation } from '../testing/profile-fixtures';
import { dayAndDate, groupReservations, startsAt, timeRange, weekdayName } from './reservations';

describe('groupReservations', () => {
  it('splits by status: pending upcoming, completed past, cancelled', () => {
    const groups = groupReservations(RESERVATIONS);
    expect(groups.pending.map((r) => r.uuid)).toEqual(['res-uuid-2', 'res-uuid-1']);
    expect(groups.completed.map((r) => r.uuid)).toEqual(['res-uuid-3']);
    expect(groups.cancelled.map((r) => r.uuid)).toEqual(['res-uuid-4']);
  });

  it('lists the upcoming soonest first and the rest latest first, across months and years', () => {
    const items = [
      reservation({ uuid: 'a', reservation_date: '02/01/2027', reservation_time: '12:00:00' }),
      reservation({ uuid: 'b', reservation_date: '31/12/2026', reservation_time: '20:00:00' }),
      reservation({ uuid: 'c', reservation_date: '31/12/2026', reservation_time: '09:00:00' }),
      reservation({ uuid: 'd', status: 'completed', reservation_date: '01/02/2026' }),
      reservation({ uuid: 'e', status: 'completed', reservation_date: '15/01/2026' }),
      reservation({ uuid: 'f', status: 'completed', reservation_date: '10/03/2025' }),
    ];
    const groups = groupReservations(items);
    expect(groups.pending.map((r) => r.uuid)).toEqual(['c', 'b', 'a']);
    expect(groups.completed.map((r) => r.uuid)).toEqual(['d', 'e', 'f']);
    expect(groups.cancelled).toEqual([]);
  });

  it('leaves the list it was given as it was', () => {
    const items = [...RESERVATIONS];
    groupReservations(items);
    expect(items).toEqual(RESERVATIONS);
  });
});

describe('reservation display', () => {
  it('orders by date then time', () => {
    expect(startsAt(reservation())).toBe('2026-11-24T19:00:00');
  });

  it('shows the slot as a 12-hour range', () => {
    expect(timeRange(reservation())).toBe('7:00 PM – 7:30 PM');
    expect(timeRange(reservation({ reservation_time: '11:30:00', end_time: '12:00' }))).toBe(
      '11:30 AM – 12:00 PM',
    );
  });

  it('names the weekday before the date', () => {
    expect(weekdayName('saturday')).toBe('Saturday');
    expect(dayAndDate(reservation())).toBe('Tuesday 24/11/2026');
    expect(dayAndDate(reservation({ day: '' }))).toBe('24/11/2026');
  });
});
