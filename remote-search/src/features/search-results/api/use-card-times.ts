import { useQuery } from 'shared/query/use-query';
import type { RestaurantCard } from 'shared/api/restaurant-card';
import type { SearchState } from 'shared/search/search-url';
import { searchedApart, type Tonight, timesRequest, tonightKey } from '../tonight/tonight-state';
import { searchWithTimes, type TimedCard } from 'shared/api/search-times';
import { type Readings, readingsOf } from './use-search-results';

/** A card's times: HH:MM up to three, [] for none, undefined while not known. */
export type TimesOf = (card: RestaurantCard) => string[] | undefined;

interface CardTimes {
  times: Map<number, string[]>;
  readings?: Readings;
}

/**
 * The times of the cards on the page, and what the search's words were read as. With the
 * Available filter or a chosen reading the search itself brought them; otherwise they are
 * asked for once the cards are on screen, so the results (which the server may have sent with
 * the page) draw first. A failure shows no times: they are extra.
 */
export function useCardTimes(
  state: SearchState | null,
  key: string | null,
  tonight: Tonight,
  ready: boolean,
): { timesOf: TimesOf; readings?: Readings } {
  const apart = searchedApart(tonight);
  const query = useQuery<CardTimes | null>({
    key: state && key !== null && ready && !apart ? `${key}|${tonightKey(tonight)}` : null,
    load: async (signal) => {
      const page = await searchWithTimes(state as SearchState, timesRequest(tonight), signal);
      return {
        times: new Map(page.data.map((card) => [card.id, card.times ?? []])),
        readings: readingsOf(page),
      };
    },
    failed: () => null,
  });
  if (apart) return { timesOf: (card) => (card as TimedCard).times };
  const found = query.own ? (query.view as CardTimes | null) : null;
  return { timesOf: (card) => found?.times.get(card.id), readings: found?.readings };
}
