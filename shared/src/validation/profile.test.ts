import { profileSchema } from 'shared/validation/profile';
import { validate } from 'shared/validation/validate';

const valid = {
  email: 'jane@example.com',
  first_name: 'Jane',
  last_name: 'Doe',
  phone: '02079460000',
};

function errors(input: Record<string, unknown>) {
  const result = validate(profileSchema, { ...valid, ...input });
  return result.ok ? {} : result.errors;
}

describe('profileSchema', () => {
  it('trims, strips the phone, lower-cases the email and drops unknown keys', () => {
    expect(
      validate(profileSchema, {
        email: ' Jane@Example.com',
        first_name: 'Jane ',
        last_name: ' Doe',
        phone: '020-7946-0000',
        password: 'not here',
        id: 3,
      }),
    ).toEqual({ ok: true, data: valid });
  });

  it('reports in the profile form’s order, with sign-up’s messages', () => {
    expect(validate(profileSchema, {})).toEqual({
      ok: false,
      errors: {
        email: 'A valid email is required.',
        first_name: 'First name is required.',
        last_name: 'Last name is required.',
        phone: 'Phone number is required.',
      },
      message: 'A valid email is required.',
    });
  });

  it.each([
    [{ email: 'jane@' }, { email: 'A valid email is required.' }],
    [{ first_name: 'J'.repeat(101) }, { first_name: 'First name must be at most 100 characters.' }],
    [{ last_name: 'D'.repeat(101) }, { last_name: 'Last name must be at most 100 characters.' }],
    [
      { phone: '1234' },
      { phone: 'Phone number must be exactly 11 digits and contain only numbers.' },
    ],
  ])('%p reports %p', (input, expected) => {
    expect(errors(input)).toEqual(expected);
  });
});
