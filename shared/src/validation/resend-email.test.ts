import { resendEmailSchema } from 'shared/validation/resend-email';
import { validate } from 'shared/validation/validate';

describe('resendEmailSchema', () => {
  it('trims and lower-cases the email and drops unknown keys', () => {
    expect(validate(resendEmailSchema, { email: '\tJane@Example.com\n', name: 'Jane' })).toEqual({
      ok: true,
      data: { email: 'jane@example.com' },
    });
  });

  it.each([
    [{}, 'Email is required.'],
    [{ email: '   ' }, 'Email is required.'],
    [{ email: 'jane@@example.com' }, 'Invalid email format.'],
  ])('%p reports %p', (input, message) => {
    expect(validate(resendEmailSchema, input)).toEqual({
      ok: false,
      errors: { email: message },
      message,
    });
  });
});
