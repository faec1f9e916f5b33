import { CONTACT_MESSAGE_MAX, contactSchema } from 'shared/validation/contact';
import { validate } from 'shared/validation/validate';

const valid = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  phone: '02079460000',
  message: '',
};

function errors(input: Record<string, unknown>) {
  const result = validate(contactSchema, { ...valid, ...input });
  return result.ok ? {} : result.errors;
}

describe('contactSchema', () => {
  it('trims, strips the phone, lower-cases the email and drops unknown keys', () => {
    expect(
      validate(contactSchema, {
        first_name: ' Anne-Marie ',
        last_name: " O'Neil ",
        email: ' Anne@Example.com ',
        phone: '020 7946 0000',
        restaurant_name: ' The Ivy ',
        post_code: ' SW1A 1AA ',
        message: '  Hello  ',
        subject: 'x',
      }),
    ).toEqual({
      ok: true,
      data: {
        first_name: 'Anne-Marie',
        last_name: "O'Neil",
        email: 'anne@example.com',
        phone: '02079460000',
        restaurant_name: 'The Ivy',
        post_code: 'SW1A 1AA',
        message: 'Hello',
      },
    });
  });

  it('lets the restaurant, postcode and message be left out', () => {
    const { message: _message, ...required } = valid;
    expect(validate(contactSchema, required)).toEqual({ ok: true, data: valid });
  });

  it.each(['Zoë', 'Łukasz', 'Mary Ann', 'O’Brien', 'Jean-Luc', 'Nguyễn', '李', 'Zoe\u0308'])(
    'accepts the name %p',
    (name) => {
      expect(errors({ first_name: name, last_name: name })).toEqual({});
    },
  );

  it.each(['J4ne', 'Jane!', '-Jane', "Jane'", 'Anne--Marie', 'Mary  Ann', 'Jane_Doe'])(
    'rejects the name %p',
    (name) => {
      expect(errors({ first_name: name, last_name: name })).toEqual({
        first_name: 'First Name should contain only letters.',
        last_name: 'Last Name should contain only letters.',
      });
    },
  );

  it('reports each missing field as required, first field first', () => {
    expect(validate(contactSchema, {})).toEqual({
      ok: false,
      errors: {
        first_name: 'First Name is required.',
        last_name: 'Last Name is required.',
        email: 'Email is required.',
        phone: 'Phone Number is required.',
      },
      message: 'First Name is required.',
    });
  });

  it.each([
    [{ first_name: '  ' }, { first_name: 'First Name is required.' }],
    [{ first_name: 'J'.repeat(101) }, { first_name: 'First Name must be at most 100 characters.' }],
    [{ last_name: '' }, { last_name: 'Last Name is required.' }],
    [{ last_name: 'D'.repeat(101) }, { last_name: 'Last Name must be at most 100 characters.' }],
    [{ email: '' }, { email: 'Email is required.' }],
    [{ email: 'jane@example.c' }, { email: 'Please enter a valid email address.' }],
    [{ phone: '' }, { phone: 'Phone Number is required.' }],
    [{ phone: '07700 90012' }, { phone: 'Phone Number must be exactly 11 digits.' }],
    [
      { restaurant_name: 'R'.repeat(201) },
      { restaurant_name: 'Restaurant name must be at most 200 characters.' },
    ],
    [{ post_code: 'SW1A 1AA 12' }, { post_code: 'Postcode must be at most 10 characters.' }],
    [
      { message: 'm'.repeat(CONTACT_MESSAGE_MAX + 1) },
      { message: 'Message must be at most 500 characters.' },
    ],
  ])('%p reports %p', (input, expected) => {
    expect(errors(input)).toEqual(expected);
  });

  it('allows a 500-character message', () => {
    expect(CONTACT_MESSAGE_MAX).toBe(500);
    expect(errors({ message: 'm'.repeat(500) })).toEqual({});
  });
});
