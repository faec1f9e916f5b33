import { validate } from 'shared/validation/validate';
import { standbySchema } from './standby';

const valid = {
  email: ' Ann@Example.co.uk ',
  date: '05/12/2026',
  number_of_people: 2,
  window_start: '18:00',
  window_end: '20:30',
};

describe('standbySchema', () => {
  it('accepts a request and normalises the email', () => {
    const result = validate(standbySchema, valid);
    expect(result).toEqual({ ok: true, data: { ...valid, email: 'ann@example.co.uk' } });
  });

  it('names each field that is wrong', () => {
    const result = validate(standbySchema, {
      email: 'nope',
      date: '5/12/26',
      number_of_people: 51,
      window_start: '7pm',
      window_end: '',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      email: 'Email address is invalid.',
      date: 'Date must be a date as dd/mm/yyyy.',
      number_of_people: 'Party size must be a number from 1 to 50.',
      window_start: 'From must be a time as HH:MM.',
      window_end: 'To is required.',
    });
  });

  it('needs the window to end after it starts', () => {
    for (const window_end of ['18:00', '17:30']) {
      const result = validate(standbySchema, { ...valid, window_end });
      expect(result).toMatchObject({
        ok: false,
        errors: { window_end: 'To must be later than From.' },
      });
    }
  });
});
