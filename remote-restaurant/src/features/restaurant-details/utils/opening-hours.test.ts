import { LUNCH_AND_DINNER } from '../testing/restaurant-fixtures';
import { openingLine, weeklyHours } from './opening-hours';

describe('openingLine', () => {
  const slots = {
    sunday: [{ slot_start: '10:00', slot_end: '10:30' }],
    monday: [{ slot_start: '17:30', slot_end: '18:00' }],
  };

  it("is 'Opens at' today's first slot, in 12-hour time", () => {
    expect(openingLine(slots, new Date('2026-06-08T09:00:00Z'))).toBe('Opens at 5:30 PM');
  });

  it('takes the earliest slot even when the API lists them out of order', () => {
    const unordered = {
      monday: [
        { slot_start: '18:00', slot_end: '18:30' },
        { slot_start: '09:30', slot_end: '10:00' },
      ],
    };
    expect(openingLine(unordered, new Date('2026-06-08T09:00:00Z'))).toBe('Opens at 9:30 AM');
  });

  it("is 'Closed' on a day without slots", () => {
    expect(openingLine(slots, new Date('2026-06-09T09:00:00Z'))).toBe('Closed');
    expect(openingLine({}, new Date('2026-06-09T09:00:00Z'))).toBe('Closed');
  });

  it("goes by London's day, not UTC's: 23:30 UTC on a Sunday in summer is Monday in London", () => {
    expect(openingLine(slots, new Date('2026-06-07T23:30:00Z'))).toBe('Opens at 5:30 PM');
  });

  it('in winter London is on UTC, so 23:30 UTC on a Sunday is still Sunday', () => {
    expect(openingLine(slots, new Date('2026-01-04T23:30:00Z'))).toBe('Opens at 10:00 AM');
  });
});

describe('weeklyHours', () => {
  it('lists Monday to Sunday, from the first start to the last end, or Closed', () => {
    expect(weeklyHours({ tuesday: LUNCH_AND_DINNER })).toEqual([
      { day: 'monday', label: 'Monday', hours: 'Closed' },
      { day: 'tuesday', label: 'Tuesday', hours: '12:00 PM – 10:30 PM' },
      { day: 'wednesday', label: 'Wednesday', hours: 'Closed' },
      { day: 'thursday', label: 'Thursday', hours: 'Closed' },
      { day: 'friday', label: 'Friday', hours: 'Closed' },
      { day: 'saturday', label: 'Saturday', hours: 'Closed' },
      { day: 'sunday', label: 'Sunday', hours: 'Closed' },
    ]);
  });

  it('finds the last end whatever the order, and an empty list is Closed', () => {
    const hours = weeklyHours({
      friday: [
        { slot_start: '22:00', slot_end: '22:30' },
        { slot_start: '08:00', slot_end: '08:30' },
        { slot_start: '12:00', slot_end: '12:30' },
      ],
      saturday: [],
    });
    expect(hours[4]?.hours).toBe('8:00 AM – 10:30 PM');
    expect(hours[5]?.hours).toBe('Closed');
  });
});
