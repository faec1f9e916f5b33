import * as z from 'zod/mini';
import { captchaTokenSchema } from 'shared/validation/captcha';
import { validate } from 'shared/validation/validate';

const schema = z.object({
  // Deliberately without `abort`, so one field reports two messages.
  name: z.string().check(z.minLength(1, 'Name is required.'), z.regex(/^a/, 'Starts with a.')),
  address: z.object({ city: z.string().check(z.minLength(1, 'City is required.')) }),
  age: z.optional(z.number('Age must be a number.')),
});

describe('validate', () => {
  it('returns the data with unknown keys dropped', () => {
    expect(
      validate(schema, { name: 'ann', address: { city: 'Leeds', x: 1 }, admin: true }),
    ).toEqual({ ok: true, data: { name: 'ann', address: { city: 'Leeds' } } });
  });

  it('keeps the first message per field and the first field’s message', () => {
    expect(validate(schema, { name: '', address: { city: '' }, age: 'old' })).toEqual({
      ok: false,
      errors: {
        name: 'Name is required.',
        'address.city': 'City is required.',
        age: 'Age must be a number.',
      },
      message: 'Name is required.',
    });
  });

  it('names the value itself with an empty key', () => {
    expect(validate(captchaTokenSchema, undefined)).toEqual({
      ok: false,
      errors: { '': 'Please complete the CAPTCHA verification.' },
      message: 'Please complete the CAPTCHA verification.',
    });
  });

  it.each([undefined, null])('reads a missing body (%p) as an empty form', (body) => {
    const result = validate(z.object({ email: z.string('Email is required.') }), body);
    expect(result).toEqual({
      ok: false,
      errors: { email: 'Email is required.' },
      message: 'Email is required.',
    });
  });

  it('still rejects a body that is not an object', () => {
    const result = validate(schema, 'name=ann');
    expect(result.ok).toBe(false);
    expect(result.ok || Object.keys(result.errors)).toEqual(['']);
  });

  it('keeps the output type through a generic wrapper', () => {
    function parse<S extends Parameters<typeof validate>[0]>(schemaToUse: S, input: unknown) {
      const result = validate(schemaToUse, input);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    }
    // A type check as much as a test: `data` would be `unknown` if the wrapper lost it.
    const data: { name: string; address: { city: string } } = parse(schema, {
      name: 'ann',
      address: { city: 'Leeds' },
    });
    expect(data.address.city).toBe('Leeds');
  });
});
