import { LUNCH_AND_DINNER } from '../testing/restaurant-fixtures';
import { openingLine, weeklyHours } from './opening-hours';

// Lunch 12:00-14:30 and dinner 17:30-22:30 on Mondays (8 June 2026 is one, in summer time).
const MONDAYS = { monday: LUNCH_AND_DINNER };
const mondayAt = (london: string) => new Date(`2026-06-08T${london}:00+01:00`);

describe('openingLine', () => {
  it.each([
    ['09:00', 'Opens at 12:00 PM'],
    ['11:59', 'Opens at 12:00 PM'],
    ['12:00', 'Open now'],
    ['14:29', 'Open now'],
    // Between lunch and dinner: the spec's text, for the service still to come.
    ['14:30', 'Opens at 5:30 PM'],
    ['17:30', 'Open now'],
    ['22:29', 'Open now'],
    ['22:30', 'Closed'],
    ['23:59', 'Closed'],
  ])('at %s in London is %s', (time, line) => {
    expect(openingLine(MONDAYS, mondayAt(time))).toBe(line);
  });

  it('joins slots whatever order the API lists them in', () => {
    const unordered = { monday: [...LUNCH_AND_DINNER].reverse() };
    expect(openingLine(unordered, mondayAt('10:00'))).toBe('Opens at 12:00 PM');
    expect(openingLine(unordered, mondayAt('13:00'))).toBe('Open now');
  });

  it("is 'Closed' on a day without slots", () => {
    expect(openingLine(MONDAYS, new Date('2026-06-09T09:00:00Z'))).toBe('Closed');
    expect(openingLine({}, new Date('2026-06-09T09:00:00Z'))).toBe('Closed');
  });

  it('counts a slot ending at midnight as open until then', () => {
    const late = {
      monday: [
        { slot_start: '23:00', slot_end: '23:30' },
        { slot_start: '23:30', slot_end: '00:00' },
      ],
    };
    expect(openingLine(late, mondayAt('23:45'))).toBe('Open now');
  });

  it("goes by London's day, not UTC's: 23:30 UTC on a Sunday in summer is Monday in London", () => {
    expect(openingLine(MONDAYS, new Date('2026-06-07T23:30:00Z'))).toBe('Opens at 12:00 PM');
  });

  it('in winter London is on UTC, so 23:30 UTC on a Sunday is still Sunday', () => {
    const sundays = { sunday: LUNCH_AND_DINNER, monday: LUNCH_AND_DINNER };
    expect(openingLine(sundays, new Date('2026-01-04T23:30:00Z'))).toBe('Closed');
  });

  it("goes by London's hour on the days the clocks change", () => {
    const sundays = { sunday: LUNCH_AND_DINNER };
    // 29 March 2026, clocks forward at 01:00 UTC: 11:30 UTC is 12:30 in London.
    expect(openingLine(sundays, new Date('2026-03-29T11:30:00Z'))).toBe('Open now');
    // 25 October 2026, clocks back at 01:00 UTC: 17:15 UTC is 17:15 in London.
    expect(openingLine(sundays, new Date('2026-10-25T17:15:00Z'))).toBe('Opens at 5:30 PM');
  });
});

describe('weeklyHours', () => {
  it('lists Monday to Sunday, each service of a day from its start to its end', () => {
    expect(weeklyHours({ tuesday: LUNCH_AND_DINNER })).toEqual([
      { day: 'monday', label: 'Monday', services: [] },
      { day: 'tuesday', label: 'Tuesday', services: ['12:00 PM – 2:30 PM', '5:30 PM – 10:30 PM'] },
      { day: 'wednesday', label: 'Wednesday', services: [] },
      { day: 'thursday', label: 'Thursday', services: [] },
      { day: 'friday', label: 'Friday', services: [] },
      { day: 'saturday', label: 'Saturday', services: [] },
      { day: 'sunday', label: 'Sunday', services: [] },
    ]);
  });

  it('joins back-to-back and overlapping slots in any order, and a slot alone is a service', () => {
    const hours = weeklyHours({
      friday: [
        { slot_start: '22:00', slot_end: '22:30' },
        { slot_start: '08:30', slot_end: '09:00' },
        { slot_start: '08:00', slot_end: '08:30' },
        { slot_start: '08:15', slot_end: '08:45' },
        { slot_start: '12:00', slot_end: '12:30' },
      ],
      saturday: [],
    });
    expect(hours[4]?.services).toEqual([
      '8:00 AM – 9:00 AM',
      '12:00 PM – 12:30 PM',
      '10:00 PM – 10:30 PM',
    ]);
    expect(hours[5]?.services).toEqual([]);
  });
});
