import { useQuery } from 'shared/query/use-query';
import type { RestaurantCard } from 'shared/api/restaurant-card';
import type { SearchState } from 'shared/search/search-url';
import { type Tonight, timesRequest } from '../tonight/tonight-state';
import { searchWithTimes, type TimedCard } from 'shared/api/search-times';

/** A card's times: HH:MM up to three, [] for none, undefined while not known. */
export type TimesOf = (card: RestaurantCard) => string[] | undefined;

/**
 * The times of the cards on the page. With the Available filter the search itself brought
 * them; otherwise they are asked for once the cards are on screen, so the results (which the
 * server may have sent with the page) draw first. A failure shows no times: they are extra.
 */
export function useCardTimes(
  state: SearchState | null,
  key: string | null,
  tonight: Tonight,
  ready: boolean,
): TimesOf {
  const query = useQuery<Map<number, string[]> | null>({
    key:
      state && key !== null && ready && !tonight.available
        ? `${key}|${tonight.date}|${tonight.partySize}`
        : null,
    load: async (signal) => {
      const page = await searchWithTimes(state as SearchState, timesRequest(tonight), signal);
      return new Map(page.data.map((card) => [card.id, card.times ?? []]));
    },
    failed: () => null,
  });
  if (tonight.available) return (card) => (card as TimedCard).times;
  const times = query.own ? (query.view as Map<number, string[]> | null) : null;
  return (card) => times?.get(card.id);
}
