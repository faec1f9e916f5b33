/**
 * What the log may say about a diner: no email in full, no password, code, token or hash,
 * and none of the values a failed SQL statement was given.
 */

// A TLD of letters: package paths such as `pg@8.23.1` in a stack are not addresses.
const EMAIL = /[\w.%+-]+@((?:[a-z0-9-]+\.)+[a-z]{2,})\b/gi;

/** `alice@example.co.uk` -> `a***@example.co.uk`: enough to tell two addresses apart. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : '***';
}

const maskEmailsIn = (text: string) =>
  text.replace(EMAIL, (match, domain: string) => `${match[0]}***@${domain}`);

/** Free text (an error's message or stack): emails masked, passwords in URLs hidden. */
export function redactText(text: string): string {
  return maskEmailsIn(text.replace(/(\/\/[^\s/:@]+:)[^\s/@]+@/g, '$1***@'));
}

// Query parameters whose values are secrets or personal data, by their decoded names. A
// booking's request, occasion and dietary needs are the diner's words, and may be health data.
const SECRET_NAME =
  /^(?:password|current_password|otp|\w*token|email|to|phone|noted|occasion|dietary_\w+)$/i;

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * The URL as logged: the value of every parameter whose name, once decoded (`pass%77ord` is
 * `password` to the parser), is a secret, or whose value holds an `@`, is replaced.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      const secret = SECRET_NAME.test(decodeName(name).trim()) || decodeName(value).includes('@');
      return secret ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

// Properties that carry the request's values: SQL parameters (drizzle, PGlite), PostgreSQL's
// `detail` ("Key (email)=(...) already exists"), and an HttpError's envelope extras.
const DROPPED = new Set(['params', 'parameters', 'detail', 'extra', 'data', 'headers']);

/** The values a failed statement was given, from the error or any of its causes. */
function statementValues(error: unknown): string[] {
  const values: string[] = [];
  for (let e = error, depth = 0; e instanceof Error && depth <= 4; e = e.cause, depth += 1) {
    const own = e as unknown as { params?: unknown; parameters?: unknown };
    for (const list of [own.params, own.parameters]) {
      if (!Array.isArray(list)) continue;
      // Short ones ('2', 'true') would blank out unrelated text and identify nobody.
      for (const value of list) if (String(value).length >= 4) values.push(String(value));
    }
  }
  return values;
}

/** Strings scrubbed inside arrays and plain objects too (nodemailer's `rejected` list). */
function scrubValue(value: unknown, scrub: (text: string) => string, depth: number): unknown {
  if (typeof value === 'string') return scrub(value);
  if (depth >= 3 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, scrub, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, scrubValue(item, scrub, depth + 1)]),
  );
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

function serializeOne(
  error: Error,
  scrub: (text: string) => string,
  depth: number,
): SerializedError {
  const own = error as unknown as Record<string, unknown>;
  // Drizzle writes the parameters into the message as well ("Failed query: ...\nparams: ...").
  const message = scrub(error.message.split('\nparams:')[0]!);
  const frames = error.stack?.indexOf('\n    at ') ?? -1;
  const serialized: SerializedError = {
    type: error.name || error.constructor?.name || 'Error',
    message,
    stack: `${error.name}: ${message}${frames >= 0 ? scrub(error.stack!.slice(frames)) : ''}`,
  };
  for (const [key, value] of Object.entries(own)) {
    if (DROPPED.has(key) || key in serialized || key === 'cause') continue;
    serialized[key] = scrubValue(value, scrub, 0);
  }
  const cause = error.cause;
  if (cause instanceof Error && depth < 4) serialized.cause = serializeOne(cause, scrub, depth + 1);
  else if (cause !== undefined)
    serialized.cause = typeof cause === 'string' ? scrub(cause) : '[cause]';
  return serialized;
}

/**
 * The `err` log serializer: type, message, stack and the error's own properties, its causes
 * too, with SQL parameters dropped (and blanked wherever PostgreSQL quoted one, as in
 * 'invalid input syntax for type integer: "..."') and emails masked.
 */
export function serializeError(error: Error): SerializedError {
  // Anything can be thrown; only an Error has a message and a stack to keep.
  if (!(error instanceof Error)) {
    return { type: typeof error, message: redactText(String(error)), stack: '' };
  }
  const values = statementValues(error);
  const scrub = (text: string) =>
    redactText(values.reduce((result, value) => result.split(value).join('[redacted]'), text));
  return serializeOne(error, scrub, 0);
}

/** pino `redact` paths: keys that must never be written, at the top or one level down. */
export const REDACTED_LOG_PATHS = [
  'password',
  'current_password',
  'passwordHash',
  'password_hash',
  'otp',
  'token',
  'reset_token',
  'authorization',
  'cookie',
  'phone',
  'email',
].flatMap((key) => [key, `*.${key}`]);
