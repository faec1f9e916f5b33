import { formatTime } from 'shared/format/time';

describe('formatTime', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['01:05', '1:05 AM'],
    ['9:15', '9:15 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['12:45', '12:45 PM'],
    ['13:00', '1:00 PM'],
    ['14:30', '2:30 PM'],
    ['23:59', '11:59 PM'],
  ])('shows %s as %s', (value, expected) => {
    expect(formatTime(value)).toBe(expected);
  });

  it('accepts seconds and drops them', () => {
    expect(formatTime('14:30:00')).toBe('2:30 PM');
    expect(formatTime('08:05:59')).toBe('8:05 AM');
  });

  it('ignores surrounding spaces', () => {
    expect(formatTime(' 19:00 ')).toBe('7:00 PM');
  });

  it.each([
    null,
    undefined,
    '',
    'garbage',
    '25:00',
    '24:00',
    '12:60',
    '1230',
    '12:3',
    '123:00',
    '12:30:00:00',
    '12:30 PM',
    '-1:00',
  ])('falls back to 12:00 AM for %p', (value) => {
    expect(formatTime(value)).toBe('12:00 AM');
  });
});
