import styled from '@emotion/styled';
import { DayPicker, type Labels } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale/en-GB';
import { colors, focusRing } from 'shared/ui/theme';
import { addDays, relativeDayLabel } from '../utils/calendar-day';
import { calendarDateLib } from '../utils/calendar-format';

/** Spec section 5: the picker allows 1900-01-01 to 2099-12-31. */
export const FIRST_DAY = new Date(1900, 0, 1);
export const LAST_DAY = new Date(2099, 11, 31);

const DAY_PX = 36;
const WIDTH_PX = 320;

export interface BookingCalendarProps {
  selected: Date;
  /** London's today as a local calendar day: earlier days are disabled. */
  today: Date;
  /** The restaurant's last day booked online (its booking horizon): later days are disabled. */
  lastDay?: Date;
  onSelect(date: Date): void;
}

// There is no css-loader, so react-day-picker's own style.css cannot be imported: this
// styles its default `rdp-*` class names instead.
// Fluid below its full width: inside checkout's summary card a phone has some 250 px for it.
// A fixed width there made the card, then the page, wider than the screen, since a fixed width
// is what the card's grid measured the calendar by.
const Frame = styled.div({
  width: '100%',
  maxWidth: WIDTH_PX,
  boxSizing: 'border-box',
  padding: '4px 8px',
  '.rdp-root': { position: 'relative', boxSizing: 'border-box' },
  '.rdp-root *': { boxSizing: 'border-box' },
  '.rdp-month_caption': {
    display: 'flex',
    alignItems: 'center',
    height: 40,
    fontWeight: 700,
    fontSize: 16,
  },
  '.rdp-nav': {
    position: 'absolute',
    top: 0,
    right: 0,
    display: 'flex',
    alignItems: 'center',
    height: 40,
    zIndex: 1,
  },
  '.rdp-button_previous, .rdp-button_next': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: DAY_PX,
    height: DAY_PX,
    padding: 0,
    border: 'none',
    borderRadius: '50%',
    background: 'none',
    cursor: 'pointer',
    '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'default' },
    '&:focus-visible': focusRing(0),
  },
  '.rdp-chevron': { fill: colors.brand, width: 20, height: 20 },
  // Eight equal columns (the week number, then the days) of at most DAY_PX each.
  '.rdp-month_grid': {
    width: '100%',
    maxWidth: 8 * DAY_PX,
    tableLayout: 'fixed',
    borderCollapse: 'collapse',
    margin: '0 auto',
  },
  '.rdp-weekday, .rdp-week_number_header': {
    padding: '4px 0',
    fontSize: 12,
    fontWeight: 700,
    color: colors.muted,
    textAlign: 'center',
  },
  '.rdp-week_number': {
    fontSize: 11,
    fontWeight: 400,
    color: colors.muted,
    textAlign: 'center',
  },
  '.rdp-day': { padding: 0, textAlign: 'center' },
  '.rdp-day_button': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    maxWidth: DAY_PX,
    aspectRatio: '1',
    margin: '0 auto',
    padding: 0,
    border: '2px solid transparent',
    borderRadius: '50%',
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    '&:hover:not(:disabled)': { background: colors.canvas },
    '&:focus-visible': focusRing(1),
    '&:disabled': { cursor: 'not-allowed' },
  },
  '.rdp-outside': { color: colors.muted },
  '.rdp-disabled:not(.rdp-selected)': { opacity: 0.4 },
  '.rdp-today:not(.rdp-outside)': { color: colors.brand, fontWeight: 700 },
  '.rdp-today .rdp-day_button, .th-tomorrow .rdp-day_button': { position: 'relative' },
  // A dot under Today and Tomorrow; the words themselves are in the labels and the caption.
  '.rdp-today:not(.rdp-outside) .rdp-day_button::after, .th-tomorrow .rdp-day_button::after': {
    content: '""',
    position: 'absolute',
    bottom: 3,
    left: '50%',
    width: 4,
    height: 4,
    marginLeft: -2,
    borderRadius: '50%',
    background: 'currentColor',
  },
  '.rdp-selected .rdp-day_button': {
    background: colors.brand,
    borderColor: colors.brand,
    color: '#fff',
    fontWeight: 700,
  },
  '.rdp-footer': { marginTop: 6, fontSize: 14, color: colors.ink },
  '.rdp-hidden': { visibility: 'hidden' },
});

const labelDayButton: Labels['labelDayButton'] = (date, modifiers, _options, dateLib) => {
  let label = dateLib ? dateLib.format(date, 'PPPP') : date.toDateString();
  if (modifiers.today) label = `Today, ${label}`;
  else if (modifiers.tomorrow) label = `Tomorrow, ${label}`;
  if (modifiers.selected) label = `${label}, selected`;
  return label;
};

// react-day-picker's own week number formatter calls Number#toLocaleString, whose first call
// loads the browser's number-format data: ~30 ms of the restaurant page's startup on a phone.
// Same text: two digits, Western numerals.
const formatWeekNumber = (weekNumber: number) => String(weekNumber).padStart(2, '0');

/**
 * The Date section's calendar: one day, weeks numbered, outside days shown, nothing before
 * London's today nor after the restaurant's horizon. Today and Tomorrow are named in each
 * day's accessible label and in the caption line under the calendar.
 */
export function BookingCalendar({
  selected,
  today,
  lastDay = LAST_DAY,
  onSelect,
}: BookingCalendarProps) {
  const tomorrow = addDays(today, 1);
  return (
    <Frame>
      <DayPicker
        mode="single"
        required
        locale={enGB}
        dateLib={calendarDateLib}
        selected={selected}
        onSelect={onSelect}
        defaultMonth={selected}
        today={today}
        showWeekNumber
        showOutsideDays
        startMonth={FIRST_DAY}
        endMonth={LAST_DAY}
        disabled={[{ before: today }, { after: lastDay < LAST_DAY ? lastDay : LAST_DAY }]}
        modifiers={{ tomorrow }}
        modifiersClassNames={{ tomorrow: 'th-tomorrow' }}
        labels={{ labelDayButton }}
        formatters={{ formatWeekNumber }}
        footer={`Selected date: ${relativeDayLabel(selected, today)}`}
      />
    </Frame>
  );
}
