import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';
import { ALLERGENS, type Allergen } from 'shared/format/dining-needs';

const keptSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.object({
    dietary_allergens: z.array(z.string()),
    dietary_notes: z.nullable(z.string()),
  }),
});

export interface KeptDietaryNeeds {
  allergens: Allergen[];
  dietaryNotes: string;
}

const KNOWN: readonly string[] = ALLERGENS.map(([key]) => key);

/**
 * GET /api/v1/user/dietary-needs: what the signed-in diner asked us to remember at their last
 * booking, for checkout to offer again (ADR 0055). Apart from the profile, which sign-in keeps
 * on the device: health data is fetched when needed and never stored in the browser.
 */
export async function getKeptDietaryNeeds(
  auth: 'user' | 'guest',
  signal?: AbortSignal,
): Promise<KeptDietaryNeeds> {
  const { data } = await apiRequest({
    method: 'GET',
    readOnly: true,
    url: '/user/dietary-needs',
    auth,
    signal,
    schema: keptSchema,
  });
  return {
    // One this build does not know yet is left out, not shown as a box nobody can untick.
    allergens: data.dietary_allergens.filter((key): key is Allergen => KNOWN.includes(key)),
    dietaryNotes: data.dietary_notes ?? '',
  };
}
