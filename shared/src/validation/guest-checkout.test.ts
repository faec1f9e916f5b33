import { guestCheckoutSchema } from 'shared/validation/guest-checkout';
import { validate } from 'shared/validation/validate';

const valid = {
  first_name: 'Jane',
  last_name: 'Doe',
  phone: '02079460000',
  email: 'jane@example.com',
};

function errors(input: Record<string, unknown>) {
  const result = validate(guestCheckoutSchema, { ...valid, ...input });
  return result.ok ? {} : result.errors;
}

describe('guestCheckoutSchema', () => {
  it('trims, strips the phone, lower-cases the email and drops unknown keys', () => {
    expect(
      validate(guestCheckoutSchema, {
        first_name: '  Jane ',
        last_name: ' Doe  ',
        phone: ' 020 7946 0000 ',
        email: ' Jane@Example.COM ',
        booking_id: 7,
      }),
    ).toEqual({ ok: true, data: valid });
  });

  it('reports each missing field as required, first field first', () => {
    expect(validate(guestCheckoutSchema, {})).toEqual({
      ok: false,
      errors: {
        first_name: 'First name is required.',
        last_name: 'Last name is required.',
        phone: 'Phone number is required.',
        email: 'Email is required.',
      },
      message: 'First name is required.',
    });
  });

  it.each([
    [{ first_name: '   ' }, { first_name: 'First name is required.' }],
    [{ first_name: 'J'.repeat(101) }, { first_name: 'First name must be at most 100 characters.' }],
    [{ last_name: '' }, { last_name: 'Last name is required.' }],
    [{ last_name: 'D'.repeat(101) }, { last_name: 'Last name must be at most 100 characters.' }],
    [{ phone: ' - ' }, { phone: 'Phone number is required.' }],
    [{ phone: '020 7946 000' }, { phone: 'Phone number must be 11 digits.' }],
    [{ email: '  ' }, { email: 'Email is required.' }],
    [{ email: 'jane@example' }, { email: 'Email address is invalid.' }],
  ])('%p reports %p', (input, expected) => {
    expect(errors(input)).toEqual(expected);
  });
});
