import { signInSchema } from 'shared/validation/sign-in';
import { validate } from 'shared/validation/validate';

describe('signInSchema', () => {
  it('trims and lower-cases the email, keeps the password and drops unknown keys', () => {
    expect(
      validate(signInSchema, { email: ' Jane@Example.com ', password: ' pw ', remember: true }),
    ).toEqual({ ok: true, data: { email: 'jane@example.com', password: ' pw ' } });
  });

  it('does not apply the new-password length rules', () => {
    expect(validate(signInSchema, { email: 'jane@example.com', password: 'x' }).ok).toBe(true);
  });

  it.each([
    [{}, { email: 'Email is required.', password: 'Password is required.' }],
    [
      { email: ' ', password: '  ' },
      { email: 'Email is required.', password: 'Password is required.' },
    ],
    [{ email: 'jane@example', password: 'pw' }, { email: 'Email address is invalid.' }],
  ])('%p reports %p', (input, expected) => {
    const result = validate(signInSchema, input);
    expect(result.ok || result.errors).toEqual(expected);
  });
});
