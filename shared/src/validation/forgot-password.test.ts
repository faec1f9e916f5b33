import {
  OTP_LENGTH,
  forgotPasswordSchema,
  verifyOtpSchema,
} from 'shared/validation/forgot-password';
import { validate } from 'shared/validation/validate';

describe('forgotPasswordSchema', () => {
  it('trims and lower-cases the email and drops unknown keys', () => {
    expect(validate(forgotPasswordSchema, { email: ' Jane@Example.com ', otp: '1' })).toEqual({
      ok: true,
      data: { email: 'jane@example.com' },
    });
  });

  it.each([
    [{}, 'Email is required.'],
    [{ email: '' }, 'Email is required.'],
    [{ email: 'jane at example.com' }, 'Email address is invalid.'],
  ])('%p reports %p', (input, message) => {
    expect(validate(forgotPasswordSchema, input)).toEqual({
      ok: false,
      errors: { email: message },
      message,
    });
  });
});

describe('verifyOtpSchema', () => {
  const email = 'jane@example.com';

  it('trims the code and drops unknown keys', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(validate(verifyOtpSchema, { email, otp: ' 012345 ', password: 'x' })).toEqual({
      ok: true,
      data: { email, otp: '012345' },
    });
  });

  it.each([
    [{ email }, { otp: 'OTP is required.' }],
    [{ email, otp: '   ' }, { otp: 'OTP is required.' }],
    [{ email, otp: '12345' }, { otp: 'OTP must be 6 digits.' }],
    [{ email, otp: '1234567' }, { otp: 'OTP must be 6 digits.' }],
    [{ email, otp: '12a456' }, { otp: 'OTP must be 6 digits.' }],
    [{ email, otp: '123 456' }, { otp: 'OTP must be 6 digits.' }],
    [{ email, otp: 123456 }, { otp: 'OTP must be 6 digits.' }],
    [{ otp: '123456' }, { email: 'Email is required.' }],
    [{ email: 'jane', otp: '123456' }, { email: 'Email address is invalid.' }],
  ])('%p reports %p', (input, expected) => {
    const result = validate(verifyOtpSchema, input);
    expect(result.ok || result.errors).toEqual(expected);
  });
});
