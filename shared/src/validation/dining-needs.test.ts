import { validate } from 'shared/validation/validate';
import {
  ALLERGENS_INVALID,
  DIETARY_NOTES_TOO_LONG,
  diningNeedsSchema,
  OCCASION_INVALID,
} from 'shared/validation/dining-needs';

describe('diningNeedsSchema', () => {
  it('takes nothing at all: every part is optional', () => {
    expect(validate(diningNeedsSchema, {})).toEqual({
      ok: true,
      data: { occasion: undefined, dietary_allergens: [], dietary_notes: undefined },
    });
    expect(
      validate(diningNeedsSchema, { occasion: '', dietary_allergens: '', dietary_notes: '  ' }),
    ).toEqual({
      ok: true,
      data: { occasion: undefined, dietary_allergens: [], dietary_notes: undefined },
    });
  });

  it('answers the allergens once each, in the FSA order, and the notes trimmed', () => {
    expect(
      validate(diningNeedsSchema, {
        occasion: 'date_night',
        dietary_allergens: 'peanuts, milk,peanuts',
        dietary_notes: ' No coriander ',
      }),
    ).toEqual({
      ok: true,
      data: {
        occasion: 'date_night',
        dietary_allergens: ['milk', 'peanuts'],
        dietary_notes: 'No coriander',
      },
    });
  });

  it.each([
    [{ occasion: 'wedding' }, 'occasion', OCCASION_INVALID],
    [{ occasion: 3 }, 'occasion', OCCASION_INVALID],
    [{ dietary_allergens: 'milk,nuts' }, 'dietary_allergens', ALLERGENS_INVALID],
    [{ dietary_allergens: ['milk'] }, 'dietary_allergens', ALLERGENS_INVALID],
    [{ dietary_notes: 'x'.repeat(201) }, 'dietary_notes', DIETARY_NOTES_TOO_LONG],
  ])('refuses %j, naming %s', (input, field, message) => {
    expect(validate(diningNeedsSchema, input)).toEqual({
      ok: false,
      errors: { [field]: message },
      message,
    });
  });

  it('takes 200 characters of notes', () => {
    expect(validate(diningNeedsSchema, { dietary_notes: 'x'.repeat(200) }).ok).toBe(true);
  });
});
