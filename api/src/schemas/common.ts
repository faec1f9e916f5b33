import { type StringOptions, type TSchema, Type } from '@sinclair/typebox';
import { WEEK_FROM_MONDAY } from '../lib/wire-date';

/** The success envelope every route answers with. */
export const ok = <T extends TSchema>(data: T) =>
  Type.Object({ status: Type.Literal(true), message: Type.String(), data });

export const ErrorEnvelope = Type.Object({
  status: Type.Literal(false),
  message: Type.String(),
  errors: Type.Optional(
    Type.Record(Type.String(), Type.String(), { description: 'field -> its first problem' }),
  ),
  data: Type.Optional(Type.Unknown()),
});

/** 400/404 documented for OpenAPI; the error handler writes them. */
export const errors = { 400: ErrorEnvelope, 404: ErrorEnvelope };

/**
 * Marks a text field that may hold line breaks and tabs (a message, a special request); every
 * other string is one line. Read by the plain-input plugin, which refuses other controls.
 */
export const MULTILINE = 'x-multiline';
export const MultilineText = (options: StringOptions = {}) =>
  Type.String({ ...options, [MULTILINE]: true });

// What each pattern means in words: a 400 names the field and says this, never the regex.
const patternWords = new Map<string, string>();

/** A schema pattern with the words its 400 uses ("querystring/start_time must be ..."). */
export function describedPattern(pattern: string, words: string): string {
  patternWords.set(pattern, words);
  return pattern;
}

/** The words for a pattern a value failed; a pattern without any still prints no regex. */
export const patternMeaning = (pattern: unknown) =>
  (typeof pattern === 'string' && patternWords.get(pattern)) || 'is not in the expected format';

/** A UUID's text, without anchors: for patterns that hold several. */
export const UUID_PATTERN =
  '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

export const Uuid = Type.String({
  pattern: describedPattern(
    `^${UUID_PATTERN}$`,
    'must be a UUID such as 7c96e30c-c8eb-44a2-bd92-96cdc9e19ad0',
  ),
  description: 'restaurant uuid',
});

export const WireDate = Type.String({
  maxLength: 10,
  description: 'dd/mm/yyyy (yyyy-mm-dd also accepted)',
  examples: ['24/12/2026'],
});

export const Weekday = Type.Union(
  WEEK_FROM_MONDAY.map((d) => Type.Literal(d)),
  { description: 'lowercase weekday of `date` in Europe/London' },
);

export const PartySize = Type.Integer({
  minimum: 1,
  maximum: 50,
  description: 'party size, 1 to 50',
});

export const Time = Type.String({
  pattern: describedPattern(
    '^([01]\\d|2[0-3]):[0-5]\\d$',
    'must be a time as HH:MM, such as 19:30',
  ),
  description: 'HH:MM, Europe/London',
});
