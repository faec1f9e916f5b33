/**
 * Occasion and dietary needs at checkout (issue 48, ADR 0055): the values the API takes and
 * the words a diner and a restaurant read for them. Pure, so the API's emails use it too.
 */

/** In the order the checkout offers them. */
export const OCCASIONS = [
  ['birthday', 'Birthday'],
  ['anniversary', 'Anniversary'],
  ['business', 'Business'],
  ['date_night', 'Date night'],
  ['other', 'Other'],
] as const;

export type Occasion = (typeof OCCASIONS)[number][0];

/** The UK's 14 allergens (Food Information Regulations 2014), in the FSA's order. */
export const ALLERGENS = [
  ['celery', 'Celery'],
  ['gluten', 'Cereals containing gluten'],
  ['crustaceans', 'Crustaceans'],
  ['eggs', 'Eggs'],
  ['fish', 'Fish'],
  ['lupin', 'Lupin'],
  ['milk', 'Milk'],
  ['molluscs', 'Molluscs'],
  ['mustard', 'Mustard'],
  ['tree_nuts', 'Tree nuts'],
  ['peanuts', 'Peanuts'],
  ['sesame', 'Sesame'],
  ['soya', 'Soya'],
  ['sulphites', 'Sulphur dioxide and sulphites'],
] as const;

export type Allergen = (typeof ALLERGENS)[number][0];

export const DIETARY_NOTES_MAX = 200;

const label = (pairs: readonly (readonly [string, string])[], value: string) =>
  pairs.find(([key]) => key === value)?.[1] ?? value;

export const occasionLabel = (occasion: string) => label(OCCASIONS, occasion);

/** 'Milk, Peanuts; no coriander': the allergens in the FSA's order, then the diner's words. */
export function dietaryNeedsText(allergens: readonly string[], notes?: string | null): string {
  const named = ALLERGENS.filter(([key]) => allergens.includes(key)).map(([, words]) => words);
  return [named.join(', '), notes?.trim() ?? ''].filter(Boolean).join('; ');
}

/** A booking's occasion and dietary needs under the client's names. */
export interface DiningNeeds {
  occasion?: Occasion;
  allergens: readonly Allergen[];
  dietaryNotes?: string;
}
