import {
  agreeTermsField,
  partnerFormSchema,
  partnerSchema,
  partnerTermsSchema,
} from 'shared/validation/partner';
import { validate } from 'shared/validation/validate';

const valid = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  phone: '02079460000',
  city: 'London',
  post_code: 'SW1A 1AA',
  restaurant_name: 'The Ivy',
};

function errors(input: Record<string, unknown>) {
  const result = validate(partnerSchema, { ...valid, ...input });
  return result.ok ? {} : result.errors;
}

describe('partnerSchema', () => {
  it('trims, strips the phone, lower-cases the email and drops unknown keys', () => {
    expect(
      validate(partnerSchema, {
        first_name: ' Jane ',
        last_name: ' Doe ',
        email: ' JANE@example.com ',
        phone: '(020) 7946 0000',
        city: ' London ',
        post_code: ' SW1A 1AA ',
        restaurant_name: ' The Ivy ',
        message: ' Hi ',
        agree_terms: true,
      }),
    ).toEqual({ ok: true, data: { ...valid, message: 'Hi' } });
  });

  it('lets the message be left out', () => {
    expect(validate(partnerSchema, valid)).toEqual({ ok: true, data: valid });
  });

  it('reports each missing field, first field first', () => {
    expect(validate(partnerSchema, {})).toEqual({
      ok: false,
      errors: {
        first_name: 'First name is required.',
        last_name: 'Last name is required.',
        email: 'A valid email is required.',
        phone: 'Phone number must be exactly 11 digits.',
        city: 'City is required.',
        post_code: 'Postcode is required.',
        restaurant_name: 'Restaurant name is required.',
      },
      message: 'First name is required.',
    });
  });

  it.each([
    [{ first_name: '  ' }, { first_name: 'First name is required.' }],
    [{ first_name: 'J'.repeat(101) }, { first_name: 'First name must be at most 100 characters.' }],
    [{ last_name: ' ' }, { last_name: 'Last name is required.' }],
    [{ last_name: 'D'.repeat(101) }, { last_name: 'Last name must be at most 100 characters.' }],
    [{ email: '' }, { email: 'A valid email is required.' }],
    [{ email: 'jane@example' }, { email: 'A valid email is required.' }],
    [{ phone: '' }, { phone: 'Phone number must be exactly 11 digits.' }],
    [{ phone: '0207946000' }, { phone: 'Phone number must be exactly 11 digits.' }],
    [{ city: '\t' }, { city: 'City is required.' }],
    [{ city: 'C'.repeat(101) }, { city: 'City must be at most 100 characters.' }],
    [{ post_code: ' ' }, { post_code: 'Postcode is required.' }],
    [{ post_code: 'SW1A 1AA 12' }, { post_code: 'Postcode must be at most 10 characters.' }],
    [{ restaurant_name: '' }, { restaurant_name: 'Restaurant name is required.' }],
    [
      { restaurant_name: 'R'.repeat(201) },
      { restaurant_name: 'Restaurant name must be at most 200 characters.' },
    ],
    [{ message: 'm'.repeat(501) }, { message: 'Message must be at most 500 characters.' }],
  ])('%p reports %p', (input, expected) => {
    expect(errors(input)).toEqual(expected);
  });
});

describe('partnerTermsSchema', () => {
  it('passes only a ticked box', () => {
    expect(validate(partnerTermsSchema, { agree_terms: true })).toEqual({
      ok: true,
      data: { agree_terms: true },
    });
  });

  it.each([{}, { agree_terms: false }, { agree_terms: 'true' }])('rejects %p', (input) => {
    expect(validate(partnerTermsSchema, input)).toEqual({
      ok: false,
      errors: { agree_terms: 'You must agree to the terms and conditions.' },
      message: 'You must agree to the terms and conditions.',
    });
  });
});

describe('partnerFormSchema', () => {
  it('checks the payload and the terms box together, terms last', () => {
    expect(agreeTermsField.safeParse(true).success).toBe(true);
    const result = validate(partnerFormSchema, { ...valid, city: '' });
    expect(result).toEqual({
      ok: false,
      errors: {
        city: 'City is required.',
        agree_terms: 'You must agree to the terms and conditions.',
      },
      message: 'City is required.',
    });
  });

  it('passes a ticked, valid form', () => {
    expect(validate(partnerFormSchema, { ...valid, agree_terms: true })).toEqual({
      ok: true,
      data: { ...valid, agree_terms: true },
    });
  });
});
