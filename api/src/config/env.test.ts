import path from 'node:path';

import { InvalidEnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('applies the defaults to an empty environment', () => {
    expect(loadEnv({})).toEqual({
      nodeEnv: 'development',
      host: 'localhost',
      metrics: { open: true },
      workers: 1,
      trustProxy: false,
      port: 3100,
      pgliteDataDir: path.resolve('.data/pglite'),
      seedRestaurants: 320,
      searchIndexRefreshSeconds: 30,
      searchMemo: true,
      searchTimesSeconds: 10,
      logLevel: 'info',
      staticRoot: undefined,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      registrationLimit: 10,
      standbySweepSeconds: 15,
      holds: { perClient: 3, extensions: 2, perMinute: 30 },
      mail: {
        smtpUrl: undefined,
        from: 'TableHop <no-reply@tablehop.local>',
        fromAddress: 'no-reply@tablehop.local',
        opsEmail: 'operations@tablehop.local',
        devMailbox: true,
        outboxPollSeconds: 5,
      },
      captcha: { provider: 'test' },
      uploads: {
        dir: path.resolve('.data/uploads'),
        maxBytes: 5 * 1024 * 1024,
        dailyFiles: 20,
        dailyBytes: 50 * 1024 * 1024,
        perMinute: 5,
      },
      remoteOrigins: [],
      timeouts: { requestMs: 60_000, headersMs: 15_000, idleMs: 30_000, keepAliveMs: 10_000 },
    });
  });

  it('reads valid values and resolves STATIC_ROOT to an absolute path', () => {
    const config = loadEnv({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '8080',
      LOG_LEVEL: 'warn',
      STATIC_ROOT: '.',
      DATABASE_URL: 'postgresql://user:pw@localhost:5432/tablehop',
      PUBLIC_URL: 'https://tablehop.co.uk/',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET: 'secret',
      REMOTE_ORIGINS: 'https://search.tablehop.co.uk, https://cdn.tablehop.co.uk',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      host: '127.0.0.1',
      port: 8080,
      pgliteDataDir: path.resolve('.data/pglite'),
      seedRestaurants: 320,
      searchIndexRefreshSeconds: 30,
      searchMemo: true,
      searchTimesSeconds: 10,
      logLevel: 'warn',
      staticRoot: path.resolve('.'),
      databaseUrl: 'postgresql://user:pw@localhost:5432/tablehop',
      publicUrl: 'https://tablehop.co.uk',
      mail: { smtpUrl: 'smtps://mailer:secret@smtp.example.com:465', devMailbox: false },
      captcha: {
        provider: 'recaptcha',
        siteKey: 'site-key',
        secret: 'secret',
        verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
        hostnames: ['tablehop.co.uk'],
      },
      remoteOrigins: ['https://search.tablehop.co.uk', 'https://cdn.tablehop.co.uk'],
    });
  });

  it('starts several API processes only on PostgreSQL (PGlite serves one)', () => {
    expect(() => loadEnv({ WORKERS: '2' })).toThrow(
      /WORKERS: more than one API process needs DATABASE_URL/,
    );
    expect(loadEnv({ WORKERS: '2', DATABASE_URL: 'postgres://db/tablehop' }).workers).toBe(2);
    expect(loadEnv({}).workers).toBe(1);
    expect(() => loadEnv({ WORKERS: '0' })).toThrow(/WORKERS/);
  });

  it('refuses the test captcha in production and recaptcha without its keys', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      'CAPTCHA_PROVIDER: the test captcha accepts any ticked box; use recaptcha in production',
    );
    expect(() => loadEnv({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(
      'Invalid environment: RECAPTCHA_SECRET: required with CAPTCHA_PROVIDER=recaptcha; ' +
        'RECAPTCHA_SITE_KEY: required with CAPTCHA_PROVIDER=recaptcha',
    );
  });

  it('opens the dev mailbox in production only with DEV_MAILBOX=1', () => {
    const production = {
      NODE_ENV: 'production',
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'k',
      RECAPTCHA_SECRET: 's',
    };
    expect(loadEnv(production).mail.devMailbox).toBe(false);
    expect(loadEnv({ ...production, DEV_MAILBOX: '1' }).mail.devMailbox).toBe(true);
    expect(loadEnv({ NODE_ENV: 'test' }).mail.devMailbox).toBe(true);
  });

  it('listens on loopback only while the dev mailbox is on, unless HOST says otherwise', () => {
    const production = {
      NODE_ENV: 'production',
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'k',
      RECAPTCHA_SECRET: 's',
    };
    expect(loadEnv({}).host).toBe('localhost');
    expect(loadEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadEnv(production).host).toBe('0.0.0.0');
    expect(loadEnv({ ...production, DEV_MAILBOX: '1' }).host).toBe('localhost');
    expect(loadEnv({ ...production, DEV_MAILBOX: '1', HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });

  it.each(['0.0.0.0', '::', '192.0.2.10', 'tablehop.co.uk'])(
    'refuses the dev mailbox in production on the public HOST=%s',
    (host) => {
      expect(() =>
        loadEnv({
          NODE_ENV: 'production',
          CAPTCHA_PROVIDER: 'recaptcha',
          RECAPTCHA_SITE_KEY: 'k',
          RECAPTCHA_SECRET: 's',
          DEV_MAILBOX: '1',
          HOST: host,
        }),
      ).toThrow(
        `DEV_MAILBOX: the dev mailbox shows every sign-in code to whoever reaches HOST=${host}`,
      );
    },
  );

  it('reads TRUST_PROXY as a list of proxy addresses', () => {
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, loopback,2001:db8::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      '2001:db8::1',
    ]);
    for (const value of ['true', '1', 'proxy.example', '10.0.0.0/8,']) {
      expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(
        'TRUST_PROXY: must be the comma-separated addresses or CIDR blocks of the proxies in front, such as 10.0.0.0/8 or loopback',
      );
    }
  });

  it('names bad mail, URL and origin settings', () => {
    expect(() =>
      loadEnv({
        SMTP_URL: 'http://x',
        PUBLIC_URL: 'tablehop',
        REMOTE_ORIGINS: 'https://a.uk/path',
      }),
    ).toThrow(
      'Invalid environment: PUBLIC_URL: must be an http(s) URL such as https://tablehop.co.uk; ' +
        'SMTP_URL: must be an smtp:// or smtps:// URL; ' +
        'REMOTE_ORIGINS: must be comma-separated origins such as https://search.tablehop.co.uk',
    );
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: '' }).port).toBe(3100);
  });

  it.each(['abc', '0', '65536', '1.5', '-1', '80a'])('rejects PORT=%s', (port) => {
    expect(() => loadEnv({ PORT: port })).toThrow(
      'Invalid environment: PORT: must be an integer between 1 and 65535',
    );
  });

  it('names every bad key and why in one error', () => {
    let caught: unknown;
    try {
      loadEnv({
        NODE_ENV: 'prod',
        PORT: 'abc',
        LOG_LEVEL: 'loud',
        STATIC_ROOT: '/definitely/not/here',
        DATABASE_URL: 'mysql://localhost/db',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InvalidEnvError);
    const { message, problems } = caught as InvalidEnvError;
    expect(message.startsWith('Invalid environment: ')).toBe(true);
    expect(problems).toEqual([
      'NODE_ENV: must be one of development, test, production',
      'PORT: must be an integer between 1 and 65535',
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
      'STATIC_ROOT: must be an existing directory',
      'DATABASE_URL: must start with postgres:// or postgresql://',
    ]);
  });

  it('keeps memory:// for PGlite and reads SEED_RESTAURANTS', () => {
    const config = loadEnv({ PGLITE_DATA_DIR: 'memory://', SEED_RESTAURANTS: '10000' });
    expect(config.pgliteDataDir).toBe('memory://');
    expect(config.seedRestaurants).toBe(10000);
    expect(() => loadEnv({ SEED_RESTAURANTS: '0' })).toThrow(
      'Invalid environment: SEED_RESTAURANTS: must be an integer between 1 and 100000',
    );
  });

  it('reads REGISTRATION_LIMIT (10 sign-ups per 10 minutes by default) and names a bad one', () => {
    expect(loadEnv({}).registrationLimit).toBe(10);
    expect(loadEnv({ REGISTRATION_LIMIT: '200' }).registrationLimit).toBe(200);
    expect(
      loadEnv({ HOLD_LIMIT_PER_CLIENT: '500', HOLD_EXTENSION_LIMIT: '0', HOLD_RATE_LIMIT: '9000' })
        .holds,
    ).toEqual({ perClient: 500, extensions: 0, perMinute: 9000 });
    expect(() => loadEnv({ HOLD_LIMIT_PER_CLIENT: '0' })).toThrow(/HOLD_LIMIT_PER_CLIENT/);
    for (const value of ['0', '-1', '2.5', 'many', '10001']) {
      expect(() => loadEnv({ REGISTRATION_LIMIT: value })).toThrow(
        'Invalid environment: REGISTRATION_LIMIT: must be an integer between 1 and 10000',
      );
    }
  });

  it('reads MAIL_OUTBOX_POLL_SECONDS (0 turns the poll off) and names a bad one', () => {
    expect(loadEnv({ MAIL_OUTBOX_POLL_SECONDS: '0' }).mail.outboxPollSeconds).toBe(0);
    expect(loadEnv({ MAIL_OUTBOX_POLL_SECONDS: '30' }).mail.outboxPollSeconds).toBe(30);
    for (const value of ['-1', '2.5', 'soon', '3601']) {
      expect(() => loadEnv({ MAIL_OUTBOX_POLL_SECONDS: value })).toThrow(
        'Invalid environment: MAIL_OUTBOX_POLL_SECONDS: must be an integer between 0 and 3600',
      );
    }
  });

  it('reads the timeouts in seconds and refuses headers allowed longer than the request', () => {
    expect(
      loadEnv({
        REQUEST_TIMEOUT_SECONDS: '120',
        HEADERS_TIMEOUT_SECONDS: '20',
        IDLE_TIMEOUT_SECONDS: '45',
        KEEP_ALIVE_TIMEOUT_SECONDS: '75',
      }).timeouts,
    ).toEqual({ requestMs: 120_000, headersMs: 20_000, idleMs: 45_000, keepAliveMs: 75_000 });
    for (const value of ['0', '1.5', 'never', '3601']) {
      expect(() => loadEnv({ REQUEST_TIMEOUT_SECONDS: value })).toThrow(
        'REQUEST_TIMEOUT_SECONDS: must be a whole number of seconds between 1 and 3600',
      );
    }
    expect(() => loadEnv({ REQUEST_TIMEOUT_SECONDS: '10', HEADERS_TIMEOUT_SECONDS: '20' })).toThrow(
      'HEADERS_TIMEOUT_SECONDS: must not be longer than REQUEST_TIMEOUT_SECONDS',
    );
  });

  it('takes OPS_EMAIL only as one plain address, which is all the mailer sends to', () => {
    expect(loadEnv({ OPS_EMAIL: 'ops@tablehop.co.uk' }).mail.opsEmail).toBe('ops@tablehop.co.uk');
    for (const value of [
      'Ops <ops@tablehop.co.uk>',
      'a@tablehop.co.uk,b@tablehop.co.uk',
      'ops@localhost',
    ]) {
      expect(() => loadEnv({ OPS_EMAIL: value })).toThrow(
        'OPS_EMAIL: must be one plain email address',
      );
    }
  });

  it('takes MAIL_FROM as an address or a name and address, and keeps the address for calendars', () => {
    expect(loadEnv({ MAIL_FROM: 'TableHop <bookings@tablehop.co.uk>' }).mail).toMatchObject({
      from: 'TableHop <bookings@tablehop.co.uk>',
      fromAddress: 'bookings@tablehop.co.uk',
    });
    expect(loadEnv({ MAIL_FROM: 'bookings@tablehop.co.uk' }).mail.fromAddress).toBe(
      'bookings@tablehop.co.uk',
    );
    for (const value of ['TableHop', 'TableHop <>', 'a@tablehop.co.uk, b@tablehop.co.uk']) {
      expect(() => loadEnv({ MAIL_FROM: value })).toThrow(
        "MAIL_FROM: must be an address or 'Name <address>'",
      );
    }
  });

  it('reads the upload settings, UPLOAD_DIR resolved, and names bad ones', () => {
    expect(
      loadEnv({
        UPLOAD_DIR: 'files/in',
        UPLOAD_DAILY_FILES: '3',
        UPLOAD_DAILY_BYTES: '1048576',
        UPLOAD_RATE_LIMIT: '2',
      }).uploads,
    ).toEqual({
      dir: path.resolve('files/in'),
      maxBytes: 5 * 1024 * 1024,
      dailyFiles: 3,
      dailyBytes: 1048576,
      perMinute: 2,
    });
    expect(() =>
      loadEnv({
        // A file, not a folder.
        UPLOAD_DIR: 'package.json',
        UPLOAD_DAILY_FILES: '0',
        UPLOAD_DAILY_BYTES: '10',
        UPLOAD_RATE_LIMIT: 'lots',
      }),
    ).toThrow(
      'Invalid environment: UPLOAD_DIR: must be a directory (or a path where one can be created); ' +
        'UPLOAD_DAILY_FILES: must be an integer between 1 and 10000; ' +
        'UPLOAD_DAILY_BYTES: must be an integer between 1024 and 1099511627776; ' +
        'UPLOAD_RATE_LIMIT: must be an integer between 1 and 10000',
    );
  });

  it('ignores unrelated variables', () => {
    expect(() => loadEnv({ PATH: '/usr/bin', SOMETHING: 'x' })).not.toThrow();
  });
});
