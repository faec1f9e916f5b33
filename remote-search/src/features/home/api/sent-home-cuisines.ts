import { cuisineSchema, type Cuisine } from 'shared/api/restaurant-card';
import { forgetSentAnswer, sentAnswer } from 'shared/prerender/page-data';
import { HOME_CUISINES_URL } from 'shared/search/busiest-cuisine';

/**
 * The cuisines the server rendered the home page with (ADR 0029): every cuisine, with only
 * the busiest one's restaurants. Undefined when none were sent or they do not parse.
 */
export function sentHomeCuisines(): Cuisine[] | undefined {
  return sentAnswer(HOME_CUISINES_URL, (body) => {
    const data = (body as { data?: unknown } | null)?.data;
    return Array.isArray(data) && data.every((item) => cuisineSchema.safeParse(item).success)
      ? (data as Cuisine[])
      : undefined;
  });
}

/** Once used: a later visit to home shows the cuisines the site has by then. */
export const forgetSentHomeCuisines = () => forgetSentAnswer(HOME_CUISINES_URL);
