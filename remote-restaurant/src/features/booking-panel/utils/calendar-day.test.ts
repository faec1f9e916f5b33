import {
  addDays,
  londonCalendarToday,
  parseCalendarDay,
  relativeDayLabel,
  toWireDay,
} from './calendar-day';

describe('calendar-day', () => {
  it('parses dd/mm/yyyy into that local day and rejects impossible dates', () => {
    expect(parseCalendarDay('29/02/2028')).toEqual(new Date(2028, 1, 29));
    expect(parseCalendarDay('29/02/2027')).toBeNull();
    expect(parseCalendarDay('2026-11-21')).toBeNull();
    expect(parseCalendarDay(null)).toBeNull();
  });

  it('gives the wire date and its lowercase weekday', () => {
    expect(toWireDay(new Date(2026, 10, 21))).toEqual({ date: '21/11/2026', day: 'saturday' });
    expect(toWireDay(new Date(2026, 10, 22))).toEqual({ date: '22/11/2026', day: 'sunday' });
  });

  it("takes today from London's clock, not UTC's", () => {
    // 23:30 UTC on 11 July is 00:30 on the 12th in London (BST).
    expect(londonCalendarToday(new Date('2026-07-11T23:30:00Z'))).toEqual(new Date(2026, 6, 12));
  });

  it('names Today and Tomorrow, and any other day as dd/mm/yyyy', () => {
    const today = new Date(2026, 11, 31);
    expect(relativeDayLabel(today, today)).toBe('Today');
    expect(relativeDayLabel(addDays(today, 1), today)).toBe('Tomorrow');
    expect(relativeDayLabel(addDays(today, 2), today)).toBe('02/01/2027');
  });
});
