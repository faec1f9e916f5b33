import { changeBookingSchema } from './change-booking';
import { validate } from './validate';

describe('changeBookingSchema', () => {
  it('takes a date, a time and a party of 1 to 50', () => {
    expect(
      validate(changeBookingSchema, { date: '05/12/2026', startTime: '19:30', partySize: 4 }),
    ).toEqual({ ok: true, data: { date: '05/12/2026', startTime: '19:30', partySize: 4 } });
  });

  it('asks for a time, and names what is wrong with each field', () => {
    const checked = validate(changeBookingSchema, {
      date: '2026-12-05',
      startTime: '',
      partySize: 51,
    });
    expect(checked).toMatchObject({
      ok: false,
      errors: {
        date: 'Date must be a date as dd/mm/yyyy.',
        startTime: 'Choose a time.',
        partySize: 'Party size must be a number from 1 to 50.',
      },
    });
  });
});
