import * as z from 'zod/mini';

export const NAME_MAX_LENGTH = 100;
export const PHONE_DIGITS = 11;
/** RFC 5321 caps a forward path at 256 octets, 254 of them the address itself. */
export const EMAIL_MAX_LENGTH = 254;
export const MESSAGE_MAX_LENGTH = 500;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// RFC 5322 atext, plus any non-ASCII letter (RFC 6531: o’neil@ from a phone's keyboard).
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~\\u00A1-\\uFFFF-]+";
const LABEL =
  '[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]*[A-Za-z0-9\\u00A1-\\uFFFF])?';

/**
 * One plain address (an RFC 5322 addr-spec with a dot-atom local part of at most 64 characters
 * and a domain whose last label is letters): no display name, comment, quoted part, route or
 * list. Anything looser lets a mailer read `x0,victim@example.co.uk` as someone else's address.
 * Still loose about real domains: the confirmation email is the real check.
 */
export const EMAIL_PATTERN = new RegExp(
  `^(?=[^@]{1,64}@)(?!.*\\s)${ATEXT}(?:\\.${ATEXT})*@(?:${LABEL}\\.)+(?:[A-Za-z\\u00A1-\\uFFFF]{2,}|xn--[A-Za-z0-9-]+)$`,
);

// `abort` stops a field at its first failing check, so each field reports exactly one
// message and the spec's order ("required" before "invalid") decides which.
const first = (error: string) => ({ error, abort: true });

// Only the string type check has an input to look at: a missing field reads as empty, while
// a value of the wrong type (say a number from a careless client) is as wrong as a
// malformed one.
const typeError = (required: string, invalid: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? required : invalid;

/** A field's two failures, in the order the spec checks them. */
export interface FieldMessages {
  required: string;
  invalid: string;
}

export interface TextMessages {
  required: string;
  tooLong: string;
  /** Checked after `required`, before the length. */
  pattern?: { regex: RegExp; message: string };
}

/** Trimmed text that may not be empty. */
export function requiredText(max: number, { required, tooLong, pattern }: TextMessages) {
  return z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, first(required)),
      ...(pattern ? [z.regex(pattern.regex, first(pattern.message))] : []),
      z.maxLength(max, first(tooLong)),
    );
}

/** Trimmed text that may be left out or empty. */
export function optionalText(max: number, tooLong: string) {
  return z.optional(z.string().check(z.trim(), z.maxLength(max, first(tooLong))));
}

/** Trimmed text in a fixed format, such as a one-time code. */
export function formattedText(regex: RegExp, { required, invalid }: FieldMessages) {
  return z
    .string({ error: typeError(required, invalid) })
    .check(z.trim(), z.minLength(1, first(required)), z.regex(regex, first(invalid)));
}

/** Trimmed and lower-cased, so the same address always reaches the API the same way. */
export function email({ required, invalid }: FieldMessages) {
  return z
    .string({ error: typeError(required, invalid) })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, first(required)),
      z.maxLength(EMAIL_MAX_LENGTH, first(invalid)),
      z.regex(EMAIL_PATTERN, first(invalid)),
    );
}

/**
 * A UK number as 11 digits. Everything but digits is dropped first, so '020 7946 0000' and
 * '(020) 7946-0000' both become '02079460000' on the wire.
 */
export function phone({ required, invalid }: FieldMessages) {
  return z.string({ error: typeError(required, invalid) }).check(
    z.overwrite((value) => value.replace(/\D/g, '')),
    z.minLength(1, first(required)),
    z.length(PHONE_DIGITS, first(invalid)),
  );
}

/**
 * A password as typed, checked only for presence. Never trimmed: it is a secret and is
 * kept exactly as typed, a leading space being part of it; only a blank one is missing.
 */
export function password(required = 'Password is required.') {
  return z
    .string({ error: required })
    .check(z.refine((value: string) => value.trim().length > 0, first(required)));
}

/** A password being chosen (sign-up, reset): the same length rules wherever it is set. */
export function newPassword() {
  return password().check(
    z.minLength(PASSWORD_MIN_LENGTH, first('Password must be at least 8 characters long.')),
    z.maxLength(PASSWORD_MAX_LENGTH, first('Password must be at most 128 characters long.')),
  );
}

/** First and last name as sign-up, checkout, profile and partner word them (contact differs). */
export const personName = () => ({
  first_name: requiredText(NAME_MAX_LENGTH, {
    required: 'First name is required.',
    tooLong: 'First name must be at most 100 characters.',
  }),
  last_name: requiredText(NAME_MAX_LENGTH, {
    required: 'Last name is required.',
    tooLong: 'Last name must be at most 100 characters.',
  }),
});
