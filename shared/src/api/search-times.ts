// A search with a date and party: each card with its bookable times, and with `available`
// only the restaurants with one (issue 47, ADR 0051). Its own module: the shell never imports
// it (home page weight budget).
import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';
import { restaurantCardSchema } from 'shared/api/restaurant-card';
import { searchRestaurantsPath } from 'shared/api/search-restaurants-url';
import type { SearchRequest } from 'shared/api/search-restaurants-url';

/** How a search's words were read (ADR 0057): a restaurant's name, a kind of food, a place. */
export type ReadingKind = 'name' | 'cuisine' | 'place';

export interface TimesRequest {
  /** dd/mm/yyyy */
  date: string;
  partySize: number;
  /** Only the restaurants with a time free. */
  available: boolean;
  /** The reading the diner chose; absent: the API's own choice (names first). */
  reading?: ReadingKind;
}

const readingSchema = z.object({
  kind: z.enum(['name', 'cuisine', 'place']),
  /** The cuisine's name. */
  cuisine: z.optional(z.string()),
  /** A UK town or area. */
  place: z.optional(z.string()),
});

export type SearchReading = z.infer<typeof readingSchema>;

const timedCardSchema = z.extend(restaurantCardSchema, {
  /** Up to three bookable times, HH:MM (ADR 0051). */
  times: z.optional(z.array(z.string())),
});

export type TimedCard = z.infer<typeof timedCardSchema>;

const timedPageSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.object({
    data: z.array(timedCardSchema),
    current_page: z.number(),
    last_page: z.number(),
    total: z.number(),
    /** What the words were read as, when they name a kind of food or a place. */
    reading: z.optional(readingSchema),
    /** The other ways they can be read. */
    other_readings: z.optional(z.array(readingSchema)),
  }),
});

export type TimedPage = z.infer<typeof timedPageSchema>['data'];

/** The search's URL with the date and party (and the Available filter when on). */
export const searchTimesPath = (search: SearchRequest, times: TimesRequest) =>
  `${searchRestaurantsPath(search)}&${new URLSearchParams({
    date: times.date,
    number_of_people: String(times.partySize),
    ...(times.available ? { available: 'true' } : {}),
    ...(times.reading ? { reading: times.reading } : {}),
  }).toString()}`;

/** GET /user/search-restaurant with date and number_of_people: each card with its times. */
export async function searchWithTimes(
  search: SearchRequest,
  times: TimesRequest,
  signal?: AbortSignal,
): Promise<TimedPage> {
  const { data } = await apiRequest({
    method: 'GET',
    readOnly: true,
    url: searchTimesPath(search, times),
    signal,
    schema: timedPageSchema,
  });
  return data;
}
