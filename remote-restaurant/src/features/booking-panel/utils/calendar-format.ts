import { DateLib } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale/en-GB';

// react-day-picker formats every day of the month several times through date-fns (its ISO
// key, its month key, its number, its label), and date-fns parses the pattern with regular
// expressions on each call: ~20 ms of the restaurant page's first render on a phone. The
// patterns the booking calendar asks for are built directly here, with the same en-GB text;
// anything else still goes to date-fns.
const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');
const year = (date: Date) => String(date.getFullYear()).padStart(4, '0');
const weekday = (date: Date) => WEEKDAY_NAMES[date.getDay()] ?? '';
const month = (date: Date) => MONTH_NAMES[date.getMonth()] ?? '';

export const DIRECT_PATTERNS: Readonly<Record<string, (date: Date) => string>> = {
  'yyyy-MM-dd': (date) => `${year(date)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
  'yyyy-MM': (date) => `${year(date)}-${pad(date.getMonth() + 1)}`,
  d: (date) => String(date.getDate()),
  PPPP: (date) => `${weekday(date)}, ${date.getDate()} ${month(date)} ${year(date)}`,
  cccc: weekday,
  cccccc: (date) => weekday(date).slice(0, 2),
  'LLLL y': (date) => `${month(date)} ${date.getFullYear()}`,
};

const dateFns = new DateLib({ locale: enGB });

/** The `dateLib` override for DayPicker: a module constant, as DayPicker memoises on it. */
export const calendarDateLib: Partial<DateLib> = {
  format: (date, pattern) => DIRECT_PATTERNS[pattern]?.(date) ?? dateFns.format(date, pattern),
};
