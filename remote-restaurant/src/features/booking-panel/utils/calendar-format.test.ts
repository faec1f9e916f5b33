import { DateLib } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale/en-GB';
import { calendarDateLib, DIRECT_PATTERNS } from './calendar-format';

const dateFns = new DateLib({ locale: enGB });

describe('calendarDateLib', () => {
  it('writes each pattern it builds itself exactly as date-fns does in en-GB', () => {
    // Every day of 2026 to 2028 (both clock-change Sundays of each year, a leap day), plus
    // the picker's first and last days.
    const days = [new Date(1900, 0, 1), new Date(2099, 11, 31)];
    for (let d = new Date(2026, 0, 1); d.getFullYear() < 2029; d.setDate(d.getDate() + 1)) {
      days.push(new Date(d));
    }
    for (const pattern of Object.keys(DIRECT_PATTERNS)) {
      const ours = days.map((day) => calendarDateLib.format!(day, pattern));
      expect(ours).toEqual(days.map((day) => dateFns.format(day, pattern)));
    }
  });

  it('hands any other pattern to date-fns', () => {
    const day = new Date(2026, 2, 29);
    expect(calendarDateLib.format!(day, 'EEE do MMM')).toBe('Sun 29th Mar');
  });
});
