import * as z from 'zod/mini';
import {
  ALLERGENS,
  type Allergen,
  DIETARY_NOTES_MAX,
  type Occasion,
  OCCASIONS,
} from 'shared/format/dining-needs';
import { optionalText } from 'shared/validation/fields';

const OCCASION_KEYS: readonly string[] = OCCASIONS.map(([key]) => key);
const ALLERGEN_KEYS: readonly string[] = ALLERGENS.map(([key]) => key);

export const OCCASION_INVALID = `occasion must be one of: ${OCCASION_KEYS.join(', ')}.`;
export const ALLERGENS_INVALID = `dietary_allergens must be a comma-separated list of: ${ALLERGEN_KEYS.join(', ')}.`;
export const DIETARY_NOTES_TOO_LONG = `Other dietary needs must be at most ${DIETARY_NOTES_MAX} characters.`;

const tokens = (value: string) =>
  value
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);

/**
 * The booking's occasion and dietary needs as the checkout form holds them and the API
 * receives them: an occasion (or none), the allergens as one comma-separated value, and the
 * diner's own words. Unknown values are refused, never dropped: a restaurant must not be told
 * less than the diner chose.
 */
export const diningNeedsSchema = z.object({
  occasion: z.pipe(
    z.optional(
      z.string({ error: OCCASION_INVALID }).check(
        z.trim(),
        z.refine((value) => value === '' || OCCASION_KEYS.includes(value), {
          error: OCCASION_INVALID,
          abort: true,
        }),
      ),
    ),
    z.transform((value) => (value ? (value as Occasion) : undefined)),
  ),
  dietary_allergens: z.pipe(
    z.optional(
      z.string({ error: ALLERGENS_INVALID }).check(
        z.refine((value) => tokens(value).every((token) => ALLERGEN_KEYS.includes(token)), {
          error: ALLERGENS_INVALID,
          abort: true,
        }),
      ),
    ),
    // Each once, in the FSA's order, whatever order they were ticked in.
    z.transform(
      (value) => ALLERGEN_KEYS.filter((key) => tokens(value ?? '').includes(key)) as Allergen[],
    ),
  ),
  dietary_notes: z.pipe(
    optionalText(DIETARY_NOTES_MAX, DIETARY_NOTES_TOO_LONG),
    z.transform((value) => value || undefined),
  ),
});

export type DiningNeedsInput = z.input<typeof diningNeedsSchema>;
export type DiningNeedsPayload = z.output<typeof diningNeedsSchema>;
