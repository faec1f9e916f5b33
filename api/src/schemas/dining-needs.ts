import { Type } from '@sinclair/typebox';

// Occasion and dietary needs (ADR 0055): typed loosely here, checked by the shared schema so
// a refusal names the field in the checkout form's own words.
export const DiningNeedsQuery = {
  occasion: Type.Optional(
    Type.String({
      maxLength: 40,
      description: 'birthday, anniversary, business, date_night or other',
    }),
  ),
  dietary_allergens: Type.Optional(
    Type.String({
      maxLength: 400,
      description:
        "comma-separated, of the UK's 14 allergens: celery, gluten, crustaceans, eggs, fish, lupin, milk, molluscs, mustard, tree_nuts, peanuts, sesame, soya, sulphites",
    }),
  ),
  dietary_notes: Type.Optional(
    Type.String({ maxLength: 1000, description: 'other dietary needs, at most 200 characters' }),
  ),
  remember_dietary: Type.Optional(
    Type.Boolean({
      description: "keep the dietary needs on the signed-in caller's account for next time",
    }),
  ),
};
export const DiningNeedsItem = {
  occasion: Type.Union([Type.String(), Type.Null()]),
  dietary_allergens: Type.Array(Type.String()),
  dietary_notes: Type.Union([Type.String(), Type.Null()]),
};
