import { useEffect, useState } from 'react';
import { cuisineSchema, type Cuisine } from 'shared/api/restaurant-card';
import { forgetSentAnswer, sentAnswer } from 'shared/prerender/page-data';

/**
 * The cuisines the server sent with the page for the call `url`: home's, with only the
 * busiest cuisine's restaurants (ADR 0029), or the result page's filters, with none (ADR
 * 0033). Undefined when none were sent or they do not parse.
 */
function sentCuisines(url: string): Cuisine[] | undefined {
  return sentAnswer(url, (body) => {
    const data = (body as { data?: unknown } | null)?.data;
    return Array.isArray(data) && data.every((item) => cuisineSchema.safeParse(item).success)
      ? (data as Cuisine[])
      : undefined;
  });
}

/**
 * The cuisines sent for `url`, read at the first render and kept for the component's life.
 * Then forgotten: the server's answer is the first screen, not a cache, and a later visit
 * shows the cuisines the site has by then.
 */
export function useSentCuisines(url: string): Cuisine[] | undefined {
  const [sent] = useState(() => sentCuisines(url));
  useEffect(() => {
    if (sent) forgetSentAnswer(url);
  }, [sent, url]);
  return sent;
}
