import * as z from 'zod/mini';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  email,
  formattedText,
  newPassword,
  optionalText,
  password,
  phone,
  requiredText,
} from 'shared/validation/fields';

/** Every message a schema reports for one value, to prove a field stops at its first. */
function messages(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('EMAIL_PATTERN', () => {
  it.each([
    'a@b.co',
    'first.last+tag@example.co.uk',
    'o’neil@example.com',
    'x@sub-domain.io',
    "o'neil_{x}~!#$%&*/=?^`|@example.com",
    'safe@jõgeva.ee',
    'a@xn--bcher-kva.xn--p1ai',
    `${'a'.repeat(64)}@example.com`,
  ])('accepts %s', (value) => {
    expect(EMAIL_PATTERN.test(value)).toBe(true);
  });

  it.each([
    '',
    'plain',
    'a@b',
    'a@b.c',
    '@example.com',
    'a@.com',
    'a@b..com',
    'a@b.com.',
    'a b@example.com',
    'a@exa mple.com',
    'a@b@example.com',
    // One plain address only: what a mailer would read as other addresses or parts.
    'x0,victim@example.co.uk',
    'x0@example.com,victim@example.co.uk',
    'x0;victim@example.co.uk',
    'Victim <victim@example.co.uk>',
    '<victim@example.co.uk>',
    '"x0,victim"@example.co.uk',
    '"a b"@example.com',
    'victim@example.co.uk (comment)',
    'victim(comment)@example.co.uk',
    'group:victim@example.co.uk;',
    '@route:victim@example.co.uk',
    'victim@[127.0.0.1]',
    'a@-example.com',
    'a@example-.com',
    'a@example.c0m',
    '.a@example.com',
    'a.@example.com',
    'a..b@example.com',
    'a\tb@example.com',
    'a@exa\u3000mple.com',
    `${'a'.repeat(65)}@example.com`,
  ])('rejects %p', (value) => {
    expect(EMAIL_PATTERN.test(value)).toBe(false);
  });
});

describe('email', () => {
  const schema = email({ required: 'required', invalid: 'invalid' });

  it('trims and lower-cases the address', () => {
    expect(schema.parse('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });

  it.each([
    ['', ['required']],
    ['   ', ['required']],
    [undefined, ['required']],
    [null, ['required']],
    ['jane@example', ['invalid']],
    [42, ['invalid']],
  ])('%p reports %p', (value, expected) => {
    expect(messages(schema, value)).toEqual(expected);
  });

  it('allows 254 characters and no more', () => {
    // A local part has at most 64 characters, so the length is in the domain's labels.
    const local = `${'a'.repeat(64)}@`;
    const labels = 'b'.repeat(60) + '.';
    let domain = 'example.com';
    while (local.length + domain.length + labels.length <= EMAIL_MAX_LENGTH)
      domain = labels + domain;
    domain = 'c'.repeat(EMAIL_MAX_LENGTH - local.length - domain.length - 1) + '.' + domain;
    const longest = local + domain;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(messages(schema, longest)).toEqual([]);
    expect(messages(schema, `a${longest}`)).toEqual(['invalid']);
  });
});

describe('phone', () => {
  const schema = phone({ required: 'required', invalid: 'invalid' });

  it.each(['020 7946 0000', '(020) 7946-0000', ' 02079460000 ', '020.7946.0000'])(
    'strips %p to its 11 digits',
    (value) => {
      expect(schema.parse(value)).toBe('02079460000');
    },
  );

  it.each([
    ['', ['required']],
    ['abc', ['required']],
    [undefined, ['required']],
    ['0207946000', ['invalid']],
    ['+44 20 7946 0000', ['invalid']],
    [2079460000, ['invalid']],
  ])('%p reports %p', (value, expected) => {
    expect(messages(schema, value)).toEqual(expected);
  });
});

describe('requiredText', () => {
  const schema = requiredText(5, {
    required: 'required',
    pattern: { regex: /^[a-z]+$/, message: 'letters' },
    tooLong: 'too long',
  });

  it('trims before checking', () => {
    expect(schema.parse('  abc  ')).toBe('abc');
    expect(schema.parse(' abcde ')).toBe('abcde');
  });

  it.each([
    ['', ['required']],
    [' \t\n', ['required']],
    [undefined, ['required']],
    ['ab1', ['letters']],
    ['abc1234', ['letters']],
    ['abcdef', ['too long']],
  ])('%p reports %p', (value, expected) => {
    expect(messages(schema, value)).toEqual(expected);
  });
});

describe('optionalText', () => {
  const schema = optionalText(3, 'too long');

  it('may be left out or empty, and is trimmed', () => {
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse('   ')).toBe('');
    expect(schema.parse(' abc ')).toBe('abc');
  });

  it('reports only its length', () => {
    expect(messages(schema, 'abcd')).toEqual(['too long']);
  });
});

describe('formattedText', () => {
  const schema = formattedText(/^[0-9]{2}$/, { required: 'required', invalid: 'invalid' });

  it.each([
    ['', ['required']],
    [undefined, ['required']],
    ['1', ['invalid']],
    [12, ['invalid']],
  ])('%p reports %p', (value, expected) => {
    expect(messages(schema, value)).toEqual(expected);
  });

  it('trims', () => {
    expect(schema.parse(' 12 ')).toBe('12');
  });
});

describe('password', () => {
  it('keeps the password exactly as typed', () => {
    expect(password().parse('  secret  ')).toBe('  secret  ');
  });

  it.each([
    ['', ['Password is required.']],
    ['   ', ['Password is required.']],
    [undefined, ['Password is required.']],
  ])('%p reports %p', (value, expected) => {
    expect(messages(password(), value)).toEqual(expected);
  });

  it('takes another message for the same rule', () => {
    expect(messages(password('Confirm it.'), '')).toEqual(['Confirm it.']);
  });
});

describe('newPassword', () => {
  it('allows 8 to 128 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(messages(newPassword(), 'a'.repeat(8))).toEqual([]);
    expect(messages(newPassword(), 'a'.repeat(128))).toEqual([]);
  });

  it.each([
    ['', ['Password is required.']],
    ['        ', ['Password is required.']],
    ['a'.repeat(7), ['Password must be at least 8 characters long.']],
    ['a'.repeat(129), ['Password must be at most 128 characters long.']],
  ])('%p reports %p', (value, expected) => {
    expect(messages(newPassword(), value)).toEqual(expected);
  });
});
