import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { EMAIL_PATTERN } from 'shared/validation/fields';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// An IPv4 or IPv6 address with an optional prefix length, or proxy-addr's named ranges.
const TRUST_PROXY_ENTRY =
  /^(?:loopback|linklocal|uniquelocal|(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?)$/i;

/** Host names that reach only this machine. */
export const isLoopbackHost = (host: string) =>
  /^(?:localhost|127(?:\.\d{1,3}){3}|::1|\[::1\])$/i.test(host);
/** 'TableHop <no-reply@tablehop.co.uk>' -> 'no-reply@tablehop.co.uk'; a bare address as it is. */
const fromAddress = (from: string) => /<([^<>]*)>\s*$/.exec(from)?.[1] ?? from.trim();

/**
 * A whole number in [min, max] from the environment's text. Digits only ('0x10', '1e3' and
 * ' 7' are refused, which z.coerce alone would read), then coerced to a number.
 */
const integer = (
  min: number,
  max: number,
  error = `must be an integer between ${min} and ${max}`,
) =>
  z
    .string()
    .regex(/^\d+$/, { error })
    .pipe(z.coerce.number<string>().int().min(min, { error }).max(max, { error }));
const seconds = (min: number, max: number) =>
  integer(min, max, `must be a whole number of seconds between ${min} and ${max}`);

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'test', 'production'], {
      error: 'must be one of development, test, production',
    })
    .default('development'),
  // Unset: loopback while the dev mailbox is on (it hands out every account's codes), else
  // every interface.
  HOST: z.string().optional(),
  // GET /metrics asks for `Authorization: Bearer <token>`; without one it is served only to a
  // server listening on localhost (ADR 0058).
  METRICS_TOKEN: z
    .string()
    .min(24, 'must be at least 24 characters (a random secret)')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional(),
  // The reverse proxies in front, whose X-Forwarded-For is believed: their addresses or CIDR
  // blocks, comma-separated (Fastify trusts no hop count: a client could send enough hops).
  // Unset: the socket's address is the client's.
  TRUST_PROXY: z
    .string()
    .refine((value) => value.split(',').every((part) => TRUST_PROXY_ENTRY.test(part.trim())), {
      error:
        'must be the comma-separated addresses or CIDR blocks of the proxies in front, such as 10.0.0.0/8 or loopback',
    })
    .optional(),
  PORT: integer(1, 65535).default(3100),
  // API processes sharing PORT (node:cluster); more than 1 needs DATABASE_URL: PGlite serves
  // one process.
  WORKERS: integer(1, 64).default(1),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  // Resolved against the working directory so `STATIC_ROOT=..` works from api/.
  STATIC_ROOT: z
    .string()
    .transform((value) => path.resolve(value))
    .refine((value) => existsSync(value) && statSync(value).isDirectory(), {
      error: 'must be an existing directory',
    })
    .optional(),
  // Where PGlite keeps its files when DATABASE_URL is unset; 'memory://' keeps nothing.
  PGLITE_DATA_DIR: z.string().default('.data/pglite'),
  SEED_RESTAURANTS: integer(1, 100000).default(320),
  SEARCH_INDEX_REFRESH_SECONDS: integer(0, 86400).default(30),
  // Memoised search answers; off only to measure cold search (the bench does).
  SEARCH_MEMO: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('1'),
  // How long a restaurant's day, read for the times on search cards, is reused (0: never).
  SEARCH_TIMES_SECONDS: integer(0, 300).default(10),
  DATABASE_URL: z
    .string()
    .refine((value) => /^postgres(ql)?:\/\//.test(value), {
      error: 'must start with postgres:// or postgresql://',
    })
    .optional(),
  // Where diners reach the site: the origin of links in emails and the captcha's hostname.
  PUBLIC_URL: z
    .string()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      error: 'must be an http(s) URL such as https://tablehop.co.uk',
    })
    .transform((value) => value.replace(/\/+$/, ''))
    .default('http://localhost:3000'),
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:\/\//.test(value) && URL.canParse(value), {
      error: 'must be an smtp:// or smtps:// URL',
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .default('TableHop <no-reply@tablehop.local>')
    .refine((from) => EMAIL_PATTERN.test(fromAddress(from)), {
      error: "must be an address or 'Name <address>'",
    }),
  OPS_EMAIL: z
    .string()
    // The mailer sends to one plain address only, so a looser one would fail every send.
    .refine((value) => EMAIL_PATTERN.test(value), { error: 'must be one plain email address' })
    .default('operations@tablehop.local'),
  DEV_MAILBOX: z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional(),
  // How often each process looks for queued booking emails nobody kicked (a crashed process's,
  // retries now due); 0 turns the poll off, leaving only the kick after a booking.
  // Sign-ups one client address may make in 10 minutes. Raised only where one address
  // stands for many people, such as the e2e suite's browsers on one machine.
  REGISTRATION_LIMIT: integer(1, 10000).default(10),
  // Live holds one client address may have at once (a diner holds one table, maybe a second
  // in another tab). Raised, like REGISTRATION_LIMIT, only where one address stands for many.
  HOLD_LIMIT_PER_CLIENT: integer(1, 10000).default(3),
  // Times Continue Reservation may extend one hold.
  HOLD_EXTENSION_LIMIT: integer(0, 100).default(2),
  // Hold requests (new or moved) one client address may make per minute.
  HOLD_RATE_LIMIT: integer(1, 100000).default(30),
  MAIL_OUTBOX_POLL_SECONDS: integer(0, 3600).default(5),
  // How often each process looks for standby entries a lapsed hold has answered (ADR 0050); 0:
  // never (releases and cancellations still check at once).
  STANDBY_SWEEP_SECONDS: integer(0, 3600).default(15),
  CAPTCHA_PROVIDER: z
    .enum(['test', 'recaptcha'], { error: 'must be test or recaptcha' })
    .default('test'),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z
    .string()
    .refine((value) => URL.canParse(value), { error: 'must be a URL' })
    .default('https://www.google.com/recaptcha/api/siteverify'),
  // Hostnames a solved captcha may come from; the PUBLIC_URL host when unset.
  CAPTCHA_HOSTNAMES: z.string().optional(),
  // Comma-separated origins that serve a remote (or the site) from elsewhere: allowed by the CSP.
  REMOTE_ORIGINS: z
    .string()
    .refine(
      (value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
          .every((origin) => URL.canParse(origin) && new URL(origin).origin === origin),
      { error: 'must be comma-separated origins such as https://search.tablehop.co.uk' },
    )
    .optional(),
  UPLOAD_MAX_BYTES: integer(
    1024,
    50 * 1024 * 1024,
    'must be an integer between 1024 and 52428800',
  ).default(5 * 1024 * 1024),
  // Slow clients: a request must arrive whole, and its headers first, within these; an idle
  // socket (no byte either way) and a kept-alive one between requests are closed after these.
  REQUEST_TIMEOUT_SECONDS: seconds(1, 3600).default(60),
  HEADERS_TIMEOUT_SECONDS: seconds(1, 3600).default(15),
  IDLE_TIMEOUT_SECONDS: seconds(1, 3600).default(30),
  KEEP_ALIVE_TIMEOUT_SECONDS: seconds(1, 3600).default(10),
  // Where uploaded files are kept (the database keeps their names and sizes). Resolved against
  // the working directory, like PGLITE_DATA_DIR; created on the first upload.
  UPLOAD_DIR: z
    .string()
    .refine(
      (value) => !existsSync(path.resolve(value)) || statSync(path.resolve(value)).isDirectory(),
      { error: 'must be a directory (or a path where one can be created)' },
    )
    .default('.data/uploads'),
  // What one account may upload in any 24 hours: files, and bytes all together.
  UPLOAD_DAILY_FILES: integer(1, 10000).default(20),
  UPLOAD_DAILY_BYTES: integer(
    1024,
    1024 ** 4,
    'must be an integer between 1024 and 1099511627776',
  ).default(50 * 1024 * 1024),
  // Upload requests one account may make per minute (a client address: four times as many).
  UPLOAD_RATE_LIMIT: integer(1, 10000).default(5),
});

export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  /** Where the server listens; 'localhost' is both 127.0.0.1 and ::1 (Fastify binds each). */
  host: string;
  /** GET /metrics: the token it asks for, or open (localhost only, no token), or off. */
  metrics: { token: string } | { open: true } | null;
  /** Fastify's trustProxy: false, or the addresses of the proxies whose X-Forwarded-For counts. */
  trustProxy: false | string[];
  port: number;
  /** API processes to start on the port (node:cluster). */
  workers: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Absolute path of the repo root whose `<app>/dist` folders are served; unset = API only. */
  staticRoot?: string;
  databaseUrl?: string;
  pgliteDataDir: string;
  /** How many demo restaurants the seed writes into an empty database. */
  seedRestaurants: number;
  /** How often each process checks for changed listings to rebuild its search index (0: never). */
  searchIndexRefreshSeconds: number;
  searchMemo: boolean;
  /** How long the seating day behind a search card's times is reused (ADR 0051; 0: never). */
  searchTimesSeconds: number;
  publicUrl: string;
  /** Sign-ups (guest-register) one client may make in 10 minutes; guests at checkout count apart. */
  registrationLimit: number;
  /** Seconds between standby sweeps (lapsed holds, past entries); 0: none. */
  standbySweepSeconds: number;
  holds: {
    /** Live holds one client address may have at once. */
    perClient: number;
    /** Times one hold may be extended. */
    extensions: number;
    /** Hold requests per client address per minute. */
    perMinute: number;
  };
  mail: {
    /** Unset: outbox mode, every message stored and listed by the dev mailbox. */
    smtpUrl?: string;
    from: string;
    /** MAIL_FROM's address alone: the calendar invitations' organiser. */
    fromAddress: string;
    opsEmail: string;
    /** GET /api/dev/mailbox answers (always outside production; there only with DEV_MAILBOX=1). */
    devMailbox: boolean;
    /** Seconds between looks at the booking-email outbox for rows nobody kicked (0: never). */
    outboxPollSeconds: number;
  };
  captcha:
    | { provider: 'test' }
    | {
        provider: 'recaptcha';
        siteKey: string;
        secret: string;
        verifyUrl: string;
        hostnames: string[];
      };
  uploads: {
    /** Absolute path of the folder uploaded files are written to. */
    dir: string;
    /** Largest file accepted. */
    maxBytes: number;
    /** Files one account may upload in any 24 hours. */
    dailyFiles: number;
    /** Bytes one account may upload in any 24 hours. */
    dailyBytes: number;
    /** Upload requests per account per minute. */
    perMinute: number;
  };
  remoteOrigins: string[];
  /** Milliseconds; see the *_TIMEOUT_SECONDS variables. */
  timeouts: { requestMs: number; headersMs: number; idleMs: number; keepAliveMs: number };
}

export class InvalidEnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment: ${problems.join('; ')}`);
    this.name = 'InvalidEnvError';
  }
}

/**
 * Validates the environment once, at start. Empty values count as unset because shells and
 * .env files often leave `PORT=` behind, and "use the default" is what that means.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, source[key]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new InvalidEnvError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.CAPTCHA_PROVIDER === 'test' && env.NODE_ENV === 'production') {
    problems.push(
      'CAPTCHA_PROVIDER: the test captcha accepts any ticked box; use recaptcha in production',
    );
  }
  if (env.CAPTCHA_PROVIDER === 'recaptcha') {
    if (!env.RECAPTCHA_SECRET)
      problems.push('RECAPTCHA_SECRET: required with CAPTCHA_PROVIDER=recaptcha');
    if (!env.RECAPTCHA_SITE_KEY)
      problems.push('RECAPTCHA_SITE_KEY: required with CAPTCHA_PROVIDER=recaptcha');
  }
  const devMailbox = env.NODE_ENV !== 'production' || env.DEV_MAILBOX === '1';
  if (env.NODE_ENV === 'production' && devMailbox && env.HOST && !isLoopbackHost(env.HOST)) {
    problems.push(
      `DEV_MAILBOX: the dev mailbox shows every sign-in code to whoever reaches HOST=${env.HOST}; ` +
        'unset it in production or listen on localhost only',
    );
  }
  if (env.WORKERS > 1 && !env.DATABASE_URL) {
    problems.push(
      'WORKERS: more than one API process needs DATABASE_URL (PostgreSQL); PGlite serves one process',
    );
  }
  // Node refuses to start with a headers timeout longer than the whole request's.
  if (env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS) {
    problems.push('HEADERS_TIMEOUT_SECONDS: must not be longer than REQUEST_TIMEOUT_SECONDS');
  }
  if (problems.length > 0) throw new InvalidEnvError(problems);
  const hostnames = (env.CAPTCHA_HOSTNAMES ?? new URL(env.PUBLIC_URL).hostname)
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  const host = env.HOST ?? (devMailbox ? 'localhost' : '0.0.0.0');
  return {
    nodeEnv: env.NODE_ENV,
    host,
    metrics: env.METRICS_TOKEN
      ? { token: env.METRICS_TOKEN }
      : isLoopbackHost(host)
        ? { open: true }
        : null,
    trustProxy: env.TRUST_PROXY ? env.TRUST_PROXY.split(',').map((part) => part.trim()) : false,
    port: env.PORT,
    workers: env.WORKERS,
    logLevel: env.LOG_LEVEL,
    staticRoot: env.STATIC_ROOT,
    databaseUrl: env.DATABASE_URL,
    pgliteDataDir:
      env.PGLITE_DATA_DIR === 'memory://' ? env.PGLITE_DATA_DIR : path.resolve(env.PGLITE_DATA_DIR),
    seedRestaurants: env.SEED_RESTAURANTS,
    searchIndexRefreshSeconds: env.SEARCH_INDEX_REFRESH_SECONDS,
    searchMemo: env.SEARCH_MEMO === '1',
    searchTimesSeconds: env.SEARCH_TIMES_SECONDS,
    publicUrl: env.PUBLIC_URL,
    registrationLimit: env.REGISTRATION_LIMIT,
    standbySweepSeconds: env.STANDBY_SWEEP_SECONDS,
    holds: {
      perClient: env.HOLD_LIMIT_PER_CLIENT,
      extensions: env.HOLD_EXTENSION_LIMIT,
      perMinute: env.HOLD_RATE_LIMIT,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      fromAddress: fromAddress(env.MAIL_FROM),
      opsEmail: env.OPS_EMAIL,
      devMailbox,
      outboxPollSeconds: env.MAIL_OUTBOX_POLL_SECONDS,
    },
    captcha:
      env.CAPTCHA_PROVIDER === 'recaptcha'
        ? {
            provider: 'recaptcha',
            siteKey: env.RECAPTCHA_SITE_KEY!,
            secret: env.RECAPTCHA_SECRET!,
            verifyUrl: env.RECAPTCHA_VERIFY_URL,
            hostnames,
          }
        : { provider: 'test' },
    uploads: {
      dir: path.resolve(env.UPLOAD_DIR),
      maxBytes: env.UPLOAD_MAX_BYTES,
      dailyFiles: env.UPLOAD_DAILY_FILES,
      dailyBytes: env.UPLOAD_DAILY_BYTES,
      perMinute: env.UPLOAD_RATE_LIMIT,
    },
    remoteOrigins: (env.REMOTE_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    timeouts: {
      requestMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
      headersMs: env.HEADERS_TIMEOUT_SECONDS * 1000,
      idleMs: env.IDLE_TIMEOUT_SECONDS * 1000,
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
  };
}
