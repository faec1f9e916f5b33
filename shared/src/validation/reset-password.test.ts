import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordUpdateSchema,
  resetPasswordSchema,
} from 'shared/validation/reset-password';
import { validate } from 'shared/validation/validate';

describe('resetPasswordSchema', () => {
  it('passes matching passwords as typed and drops unknown keys', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(
      validate(resetPasswordSchema, {
        password: ' new secret ',
        confirm_password: ' new secret ',
        email: 'jane@example.com',
      }),
    ).toEqual({ ok: true, data: { password: ' new secret ', confirm_password: ' new secret ' } });
  });

  it.each([
    [{}, { password: 'Password is required.', confirm_password: 'Please confirm your password.' }],
    [
      { password: 'short', confirm_password: 'short' },
      { password: 'Password must be at least 8 characters long.' },
    ],
    [
      { password: 'p'.repeat(129), confirm_password: 'p'.repeat(129) },
      { password: 'Password must be at most 128 characters long.' },
    ],
    [
      { password: 'new secret', confirm_password: '  ' },
      { confirm_password: 'Please confirm your password.' },
    ],
    [
      { password: 'new secret', confirm_password: 'new secrets' },
      { confirm_password: 'Passwords do not match.' },
    ],
    [
      { password: 'new secret', confirm_password: 'new secret ' },
      { confirm_password: 'Passwords do not match.' },
    ],
  ])('%p reports %p', (input, expected) => {
    const result = validate(resetPasswordSchema, input);
    expect(result.ok || result.errors).toEqual(expected);
  });

  it('puts the mismatch first when it is the only failure', () => {
    const result = validate(resetPasswordSchema, { password: 'new secret', confirm_password: 'x' });
    expect(result.ok || result.message).toBe('Passwords do not match.');
  });
});

describe('passwordUpdateSchema', () => {
  it('lower-cases the email, keeps the password and drops the confirmation', () => {
    expect(
      validate(passwordUpdateSchema, {
        email: ' Jane@Example.com ',
        password: 'new secret',
        confirm_password: 'new secret',
      }),
    ).toEqual({ ok: true, data: { email: 'jane@example.com', password: 'new secret' } });
  });

  it.each([
    [{}, { email: 'Email is required.', password: 'Password is required.' }],
    [
      { email: 'jane@', password: 'short' },
      {
        email: 'Email address is invalid.',
        password: 'Password must be at least 8 characters long.',
      },
    ],
    [
      { email: 'jane@example.com', password: 'p'.repeat(129) },
      { password: 'Password must be at most 128 characters long.' },
    ],
  ])('%p reports %p', (input, expected) => {
    const result = validate(passwordUpdateSchema, input);
    expect(result.ok || result.errors).toEqual(expected);
  });
});
