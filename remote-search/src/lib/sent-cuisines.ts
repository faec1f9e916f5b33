import { cuisineSchema, type Cuisine } from 'shared/api/restaurant-card';
import { forgetSentAnswer, sentAnswer } from 'shared/prerender/page-data';

/**
 * The cuisines the server sent with the page for the call `url`: home's, with only the
 * busiest cuisine's restaurants (ADR 0029), or the result page's filters, with none (ADR
 * 0033). Undefined when none were sent or they do not parse.
 */
export function sentCuisines(url: string): Cuisine[] | undefined {
  return sentAnswer(url, (body) => {
    const data = (body as { data?: unknown } | null)?.data;
    return Array.isArray(data) && data.every((item) => cuisineSchema.safeParse(item).success)
      ? (data as Cuisine[])
      : undefined;
  });
}

/** Once used: a later visit shows the cuisines the site has by then. */
export const forgetSentCuisines = (url: string) => forgetSentAnswer(url);
