import { maskEmail, redactText, redactUrl, serializeError } from './log-redaction';

describe('maskEmail', () => {
  it('keeps the first letter and the domain only', () => {
    expect(maskEmail('alice.smith@example.co.uk')).toBe('a***@example.co.uk');
    expect(maskEmail('not an address')).toBe('***');
  });
});

describe('redactText', () => {
  it('masks emails and URL passwords but leaves package paths alone', () => {
    expect(redactText('mail to bob@example.com refused by postgres://app:s3cret@db/x')).toBe(
      'mail to b***@example.com refused by postgres://app:***@db/x',
    );
    expect(redactText('/node_modules/.pnpm/pg@8.23.1/lib')).toBe(
      '/node_modules/.pnpm/pg@8.23.1/lib',
    );
  });
});

describe('redactUrl', () => {
  it('hides every secret the spec puts in a query string, the reset grant included', () => {
    expect(
      redactUrl('/api/v1/user/password-update?email=a%40b.co&password=hunter2&reset_token=abc&x=1'),
    ).toBe(
      '/api/v1/user/password-update?email=[redacted]&password=[redacted]&reset_token=[redacted]&x=1',
    );
    expect(redactUrl('/api/v1/user/verify-otp?otp=123456&email=a')).toBe(
      '/api/v1/user/verify-otp?otp=[redacted]&email=[redacted]',
    );
  });

  it('reads names as the query parser does, percent-encoded or with +', () => {
    expect(redactUrl('/x?pass%77ord=hunter2&%6Ftp=123456&reset%5Ftoken=abc&page=2')).toBe(
      '/x?pass%77ord=[redacted]&%6Ftp=[redacted]&reset%5Ftoken=[redacted]&page=2',
    );
    expect(redactUrl('/x?PASSWORD=a&current_password=b&bad%zz=c')).toBe(
      '/x?PASSWORD=[redacted]&current_password=[redacted]&bad%zz=c',
    );
  });

  it("hides a booking's special request, occasion and dietary needs (health data)", () => {
    expect(
      redactUrl(
        '/b?noted=Quiet&occasion=birthday&dietary_allergens=milk,eggs&dietary_notes=Vegan&remember_dietary=true&day=monday',
      ),
    ).toBe(
      '/b?noted=[redacted]&occasion=[redacted]&dietary_allergens=[redacted]&dietary_notes=[redacted]&remember_dietary=true&day=monday',
    );
  });

  it('hides any value holding an address, whatever its name, and the dev mailbox recipient', () => {
    expect(redactUrl('/x?q=bob%40example.com&to=carol')).toBe('/x?q=[redacted]&to=[redacted]');
    expect(redactUrl('/api/v1/health')).toBe('/api/v1/health');
  });
});

describe('serializeError', () => {
  it("drops a failed statement's parameters from the error, its message and its cause", () => {
    const cause = Object.assign(
      new Error('invalid input syntax for type integer: "07700 900123"'),
      {
        code: '22P02',
        detail: 'Key (email)=(ada@example.com) already exists.',
      },
    );
    const params = ['ada@example.com', '07700 900123', 'scrypt$abc$def'];
    const error = Object.assign(
      new Error(
        `Failed query: insert into users values ($1, $2, $3)\nparams: ${params.join(',')}`,
        {
          cause,
        },
      ),
      { query: 'insert into users values ($1, $2, $3)', params },
    );
    const serialized = serializeError(error);
    const text = JSON.stringify(serialized);
    for (const value of params) expect(text).not.toContain(value);
    expect(serialized).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into users values ($1, $2, $3)',
      query: 'insert into users values ($1, $2, $3)',
      cause: { message: 'invalid input syntax for type integer: "[redacted]"', code: '22P02' },
    });
  });

  it("masks the addresses an SMTP refusal lists, as nodemailer's errors do", () => {
    const error = Object.assign(new Error("Can't send mail - all recipients were rejected"), {
      response: '550 5.1.1 <ada@example.com>: Recipient address rejected',
      rejected: ['ada@example.com'],
      envelope: { from: 'no-reply@tablehop.local', to: ['ada@example.com'] },
    });
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toContain('ada@');
    expect(text).toContain('a***@example.com');
  });

  it("leaves out an HttpError's envelope extras, which may name the diner", () => {
    const error = Object.assign(new Error('An account with this email already exists.'), {
      statusCode: 409,
      extra: { data: { email: 'ada@example.com' } },
    });
    expect(serializeError(error)).toEqual({
      type: 'Error',
      message: 'An account with this email already exists.',
      stack: expect.stringContaining('Error: An account with this email already exists.'),
      statusCode: 409,
    });
  });
});
