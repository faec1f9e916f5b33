import { signUpSchema } from 'shared/validation/sign-up';
import { validate } from 'shared/validation/validate';

const valid = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  password: 'correct horse',
  phone: '02079460000',
};

function errors(input: Record<string, unknown>) {
  const result = validate(signUpSchema, { ...valid, ...input });
  return result.ok ? {} : result.errors;
}

describe('signUpSchema', () => {
  it('trims, strips the phone, lower-cases the email and drops unknown keys', () => {
    expect(
      validate(signUpSchema, {
        first_name: ' Jane ',
        last_name: ' Doe ',
        email: ' JANE@example.com ',
        password: 'correct horse',
        phone: '020 7946 0000',
        is_admin: true,
      }),
    ).toEqual({ ok: true, data: valid });
  });

  it('keeps the password as typed', () => {
    const result = validate(signUpSchema, { ...valid, password: ' correct horse ' });
    expect(result.ok && result.data.password).toBe(' correct horse ');
  });

  it('reports each missing field as required, first field first', () => {
    expect(validate(signUpSchema, {})).toEqual({
      ok: false,
      errors: {
        first_name: 'First name is required.',
        last_name: 'Last name is required.',
        email: 'A valid email is required.',
        password: 'Password is required.',
        phone: 'Phone number is required.',
      },
      message: 'First name is required.',
    });
  });

  it.each([
    [{ first_name: '' }, { first_name: 'First name is required.' }],
    [{ first_name: 'J'.repeat(101) }, { first_name: 'First name must be at most 100 characters.' }],
    [{ last_name: ' ' }, { last_name: 'Last name is required.' }],
    [{ last_name: 'D'.repeat(101) }, { last_name: 'Last name must be at most 100 characters.' }],
    [{ email: '' }, { email: 'A valid email is required.' }],
    [{ email: 'jane.example.com' }, { email: 'A valid email is required.' }],
    [{ password: '' }, { password: 'Password is required.' }],
    [{ password: 'short' }, { password: 'Password must be at least 8 characters long.' }],
    [{ password: 'p'.repeat(129) }, { password: 'Password must be at most 128 characters long.' }],
    [{ phone: '' }, { phone: 'Phone number is required.' }],
    [
      { phone: '0207946000' },
      { phone: 'Phone number must be exactly 11 digits and contain only numbers.' },
    ],
    [
      { phone: '020794600001' },
      { phone: 'Phone number must be exactly 11 digits and contain only numbers.' },
    ],
  ])('%p reports %p', (input, expected) => {
    expect(errors(input)).toEqual(expected);
  });
});
