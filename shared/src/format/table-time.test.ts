import { formatTableTime, tableTimeSentence } from './table-time';

describe('formatTableTime', () => {
  it.each([
    [90, '1 h 30 min'],
    [120, '2 h'],
    [45, '45 min'],
    [150, '2 h 30 min'],
    [180, '3 h'],
  ])('%i minutes read %s', (minutes, text) => {
    expect(formatTableTime(minutes)).toBe(text);
  });

  it('says whose the table is', () => {
    expect(tableTimeSentence(90)).toBe('Your table is yours for 1 h 30 min');
  });
});
