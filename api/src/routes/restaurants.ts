import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PHONE_BOOKINGS_ONLY } from 'shared/api/phone-bookings-only';
import { HOME_GRID_MAX, SEARCH_PAGE_MAX } from 'shared/constants';
import { Type } from '@sinclair/typebox';
import type { AppDatabase } from '../db/client';
import { isOutwardCode, parsePostcode } from '../lib/postcode';
import { bookableDate, type CalendarDate, londonNow, parseWireDate } from '../lib/wire-date';
import { HttpError } from '../lib/http-error';
import {
  type Page,
  type RestaurantCard as Card,
  cancellationDeadline,
  findRestaurant,
  listMenuFiles,
  listRestaurants,
  searchByName,
  topReviewed,
} from '../repositories/restaurant-repository';
import {
  type DayAvailability,
  firstTimes,
  loadSeatingDay,
  nextAvailableTimes,
  offeredSlots,
} from '../repositories/seating-repository';
import type { SearchPage } from '../search/restaurant-index';
import { SeatingDayCache } from '../search/seating-day-cache';
import { findKnownRestaurant, knownRestaurant } from './known-restaurant';
import {
  describedPattern,
  errors,
  ok,
  PartySize,
  Time,
  UUID_PATTERN,
  Uuid,
  WireDate,
  Weekday,
} from '../schemas/common';
import {
  AvailableSlot,
  MenuFile,
  NextAvailableTime,
  RestaurantCard,
  RestaurantDetail,
  RestaurantPage,
} from '../schemas/restaurant';

const SORTS = ['relevance', 'rating', 'reviews', 'price_desc', 'price_asc'] as const;
const TOP_REVIEWED = 12;

const SearchQuery = Type.Object({
  // The search box sends at most this much (shared/search/search-query.ts, toSearchQuery).
  name: Type.Optional(Type.String({ maxLength: 100, description: 'part of a restaurant name' })),
  post_code: Type.Optional(
    Type.String({
      maxLength: 10,
      description: 'a UK postcode or outward code, any case, space optional',
    }),
  ),
  per_page: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
  page: Type.Integer({ minimum: 1, maximum: SEARCH_PAGE_MAX, default: 1 }),
  sort: Type.Union(
    SORTS.map((s) => Type.Literal(s)),
    {
      default: 'relevance',
      description: 'Relevance, Top rated, Most reviewed, Most expensive, Least expensive',
    },
  ),
  online_booking: Type.Optional(
    Type.Boolean({ description: 'true: only restaurants bookable online' }),
  ),
  cuisine: Type.Optional(
    Type.String({
      pattern: describedPattern(
        '^\\d{1,9}(,\\d{1,9}){0,49}$',
        'must be up to 50 cuisine ids separated by commas, such as 3,7',
      ),
      description: 'cuisine ids, comma separated; an id the site does not have is left out',
    }),
  ),
  // With number_of_people: each card carries the times bookable that day (ADR 0051).
  date: Type.Optional(WireDate),
  number_of_people: Type.Optional(PartySize),
  available: Type.Optional(
    Type.Boolean({
      description: 'true (with date and number_of_people): only restaurants with a free time',
    }),
  ),
  reading: Type.Optional(
    Type.Union([Type.Literal('name'), Type.Literal('cuisine'), Type.Literal('place')], {
      description:
        "with name: read the words as a restaurant's name, a kind of food or a place (one of the answer's other_readings)",
    }),
  ),
});

/** The most results the Available filter looks through for one page (ADR 0051). */
export const AVAILABLE_SCAN_MAX = 100;

/**
 * Availability for a party and date under the restaurant's seating rules (ADR 0040); slots
 * that have started, or start sooner than its notice, are hidden.
 */
async function slotsFor(
  db: AppDatabase,
  now: Date,
  restaurant: { id: number; onlineBooking: boolean },
  date: string,
  day: string | undefined,
  party: number,
): Promise<DayAvailability> {
  const when = bookableDate(date, day, now);
  // A restaurant that takes bookings by phone only has no table the site can offer (a hold
  // there is refused); the date is still checked like any other.
  if (!restaurant.onlineBooking) return { slots: [], callToBook: null, beyondHorizon: null };
  const seating = await loadSeatingDay(db, restaurant.id, when, now);
  if (!seating) throw new HttpError(404, 'Restaurant not found');
  return offeredSlots(seating, party, now, when, londonNow(now).date);
}

type TimedCard = Card & { times: string[] };

/**
 * The page of results that have a time free, in the search's order: the search's first results
 * are read in growing batches (one statement each) until the page and one more are found, or
 * AVAILABLE_SCAN_MAX have been looked at. So `total` counts those found so far: a next page is
 * offered while more may follow, and the result set is the first AVAILABLE_SCAN_MAX's.
 */
async function availablePage(
  first: (count: number) => Promise<Page<Card> | null>,
  timesOf: (cards: Card[]) => Promise<(card: Card) => string[]>,
  { page, perPage }: { page: number; perPage: number },
): Promise<Page<TimedCard> | null> {
  const wanted = page * perPage + 1;
  // Each card's times, computed in the search's order only as far as needed.
  const lookups = new Map<number, (card: Card) => string[]>();
  const times = new Map<number, string[]>();
  let count = Math.min(AVAILABLE_SCAN_MAX, Math.max(20, 2 * wanted));
  for (;;) {
    const found = await first(count);
    if (!found) return null;
    const fresh = found.data.filter((card) => !lookups.has(card.id));
    const lookup = await timesOf(fresh);
    for (const card of fresh) lookups.set(card.id, lookup);
    const open: TimedCard[] = [];
    for (const card of found.data) {
      if (open.length >= wanted) break;
      let cardTimes = times.get(card.id);
      if (!cardTimes) times.set(card.id, (cardTimes = lookups.get(card.id)!(card)));
      if (cardTimes.length > 0) open.push({ ...card, times: cardTimes });
    }
    const seenAll = found.data.length >= found.total || count >= AVAILABLE_SCAN_MAX;
    if (open.length >= wanted || seenAll) {
      return {
        data: open.slice((page - 1) * perPage, page * perPage),
        current_page: page,
        last_page: Math.max(1, Math.ceil(open.length / perPage)),
        per_page: perPage,
        total: open.length,
      };
    }
    count = Math.min(AVAILABLE_SCAN_MAX, count * 4);
  }
}

const restaurantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const seatingDays = new SeatingDayCache(app.config.searchTimesSeconds * 1000);
  /**
   * The first three times the party can book on `when` at each of the restaurants that take
   * bookings online (ids), from the cached seating days (ADR 0051): by id, [] for none and for
   * an id not asked for.
   */
  const firstTimesOf = async (
    onlineIds: number[],
    when: CalendarDate,
    party: number,
    now: Date,
  ) => {
    const days = await seatingDays.get(app.db, onlineIds, when, now);
    const today = londonNow(now).date;
    return (id: number) => {
      const day = days.get(id);
      return day ? firstTimes(day, party, now, when, today) : [];
    };
  };
  app.get(
    '/user/search-restaurant',
    {
      schema: {
        tags: ['restaurants'],
        summary: 'Search by name or postcode, with filters, sorts and paging',
        description:
          'With post_code: nearest first within 10 km (each item has distance_km), else the nearest page. ' +
          'With name (or neither): exact > prefix > contains > similar. An empty result is status true with an empty list.',
        querystring: SearchQuery,
        response: { 200: ok(RestaurantPage), ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (q.name !== undefined && q.post_code !== undefined) {
        throw new HttpError(400, 'send either name or post_code, not both');
      }
      const index = app.searchIndex();
      // A cuisine the site no longer has (a saved or shared link) filters nothing: the result
      // page shows no tick for it, and its search still answers rather than failing.
      const known = q.cuisine
        ? [...new Set(q.cuisine.split(',').map(Number))]
            .filter((id) => index.cuisineIds.has(id))
            .sort((a, b) => a - b)
        : [];
      const cuisineIds = known.length > 0 ? known : undefined;
      const filters = {
        onlineBooking: q.online_booking,
        cuisineIds,
        sort: q.sort,
        page: q.page,
        perPage: q.per_page,
      };
      const respond = (page: Page<Card>) =>
        // The route's own response serializer, so a memoised body is exactly what it would send.
        String(
          reply.serialize({
            status: true,
            message: page.total ? 'ok' : 'Restaurant not found',
            data: page,
          }),
        );

      const nearPostcode = async (text: string): Promise<string | null> => {
        const postcode = parsePostcode(text);
        if (!postcode)
          throw new HttpError(
            400,
            'post_code must be a UK postcode such as SW1A 1AA or an outward code such as M1',
          );
        const point = index.geocode(postcode);
        if (!point) return null;
        const key = JSON.stringify(['near', point.latitude, point.longitude, filters]);
        return index.answer(key, () => respond(index.near(point, filters)));
      };

      if (q.date !== undefined || q.number_of_people !== undefined || q.available) {
        if (q.date === undefined || q.number_of_people === undefined)
          throw new HttpError(400, 'date and number_of_people go together');
        const now = app.now();
        const when = bookableDate(q.date, undefined, now);
        // The first `count` results in the search's order: the index's part is memoised, the
        // times are not (they change with every hold).
        const near = (point: { latitude: number; longitude: number }, top: typeof filters) =>
          index.memoPage(JSON.stringify(['near', point.latitude, point.longitude, top]), () =>
            index.near(point, top),
          );
        let readAs: Pick<SearchPage, 'reading' | 'other_readings'> = {};
        const first = async (count: number): Promise<Page<Card> | null> => {
          const top = { ...filters, page: 1, perPage: count };
          if (q.post_code !== undefined) {
            const postcode = parsePostcode(q.post_code);
            if (!postcode)
              throw new HttpError(
                400,
                'post_code must be a UK postcode such as SW1A 1AA or an outward code such as M1',
              );
            const point = index.geocode(postcode);
            return point ? near(point, top) : null;
          }
          const name = (q.name ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
          const found: SearchPage =
            index.search(name, q.reading, top) ?? (await searchByName(app.db, name, top));
          // The Available filter's page is built anew: it keeps what the words were read as.
          if (found.reading)
            readAs = { reading: found.reading, other_readings: found.other_readings };
          if (found.total > 0 || !isOutwardCode(name)) return found;
          const point = index.geocode(parsePostcode(name)!);
          return point ? near(point, top) : found;
        };
        // A restaurant that takes bookings by phone only has no time the site can offer.
        const timesOf = async (cards: Card[]) => {
          const ids = cards.filter((card) => card.online_booking).map((card) => card.id);
          const timesById = await firstTimesOf(ids, when, q.number_of_people!, now);
          return (card: Card) => timesById(card.id);
        };
        const page = q.available
          ? await availablePage(first, timesOf, filters).then(
              (found) => found && { ...found, ...readAs },
            )
          : await first(q.page * q.per_page).then(async (found) => {
              if (!found) return null;
              const data = found.data.slice((q.page - 1) * q.per_page);
              const times = await timesOf(data);
              return {
                ...found,
                data: data.map((card) => ({ ...card, times: times(card) })),
                current_page: q.page,
                per_page: q.per_page,
                last_page: Math.max(1, Math.ceil(found.total / q.per_page)),
              };
            });
        if (!page)
          return {
            status: true as const,
            message: `We could not find the postcode ${parsePostcode(q.post_code!)!.normalised}.`,
            data: { data: [], current_page: q.page, last_page: 1, per_page: q.per_page, total: 0 },
          };
        return {
          status: true as const,
          message: page.total ? 'ok' : 'Restaurant not found',
          data: page,
        };
      }

      let body: string;
      if (q.post_code !== undefined) {
        const near = await nearPostcode(q.post_code);
        if (near === null) {
          return {
            status: true as const,
            message: `We could not find the postcode ${parsePostcode(q.post_code)!.normalised}.`,
            data: { data: [], current_page: q.page, last_page: 1, per_page: q.per_page, total: 0 },
          };
        }
        body = near;
      } else {
        const name = (q.name ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
        const key = JSON.stringify(['name', name, q.reading, filters]);
        const inMemory = index.answer(key, () => {
          const page = index.search(name, q.reading, filters);
          return page ? respond(page) : '';
        });
        // Nothing contains the name: similar names come from the database, uncached.
        body = inMemory || respond(await searchByName(app.db, name, filters));
        // A district typed as a name ('m1', 'SW1A': the spec's pattern is for full postcodes)
        // that names no restaurant lists the district's restaurants, as post_code=m1 would.
        if (isOutwardCode(name) && (JSON.parse(body) as { data: Page<Card> }).data.total === 0)
          body = (await nearPostcode(name)) ?? body;
      }
      // Already serialised (by this route's serializer): the type provider only knows objects.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    '/user/restaurant',
    {
      schema: {
        tags: ['restaurants'],
        summary: 'All restaurants, best rated first, paged',
        querystring: Type.Object({
          page: Type.Integer({ minimum: 1, maximum: SEARCH_PAGE_MAX, default: 1 }),
          per_page: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
        }),
        response: { 200: ok(RestaurantPage), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'ok',
      data: await listRestaurants(app.db, request.query.page, request.query.per_page),
    }),
  );

  app.get(
    '/user/restaurant-top-review',
    {
      schema: {
        tags: ['restaurants'],
        summary: 'The best-rated restaurants (at least 3 reviews)',
        response: { 200: ok(Type.Object({ data: Type.Array(RestaurantCard) })) },
      },
    },
    async () => ({
      status: true as const,
      message: 'ok',
      data: { data: await topReviewed(app.db, TOP_REVIEWED) },
    }),
  );

  const DetailQuery = Type.Object({
    date: Type.Optional(WireDate),
    day: Type.Optional(Weekday),
    number_of_people: Type.Integer({
      minimum: 1,
      maximum: 50,
      default: 1,
      description: 'party size, 1 to 50',
    }),
  });

  const detail = async (
    id: string,
    query: { date?: string; day?: string; number_of_people: number },
  ) => {
    if (query.day !== undefined && query.date === undefined)
      throw new HttpError(400, 'date is required with day');
    const restaurant = await findRestaurant(app.db, id);
    if (!restaurant) throw new HttpError(404, 'Restaurant not found');
    if (query.date === undefined) return { status: true as const, message: 'ok', data: restaurant };
    const availability = await slotsFor(
      app.db,
      app.now(),
      { id: restaurant.id, onlineBooking: restaurant.online_booking },
      query.date,
      query.day,
      query.number_of_people,
    );
    return {
      status: true as const,
      message: 'ok',
      data: {
        ...restaurant,
        available_slots: availability.slots,
        call_to_book: availability.callToBook,
      },
    };
  };

  app.get(
    '/user/restaurant-single-info/:id',
    {
      schema: {
        tags: ['restaurants'],
        summary: 'One restaurant by id or uuid; with date (and day) it includes available_slots',
        params: Type.Object({
          id: Type.Union(
            [
              Type.String({
                pattern: describedPattern('^\\d{1,9}$', 'must be a restaurant number or UUID'),
              }),
              Uuid,
            ],
            { description: 'numeric id or uuid' },
          ),
        }),
        querystring: DetailQuery,
        response: { 200: ok(RestaurantDetail), ...errors },
      },
    },
    async (request) => detail(request.params.id, request.query),
  );

  app.get(
    '/user/restaurants/:uuid',
    {
      schema: {
        tags: ['restaurants'],
        summary: 'Restaurant details by uuid (what restaurant-details/{uuid} shows)',
        params: Type.Object({ uuid: Uuid }),
        querystring: DetailQuery,
        response: { 200: ok(RestaurantDetail), ...errors },
      },
    },
    async (request) => detail(request.params.uuid, request.query),
  );

  app.get(
    '/user/restaurants/:uuid/availability',
    {
      schema: {
        tags: ['restaurants'],
        summary: 'Slots with a free table that fits the party on that date',
        description:
          'Arrival slots of that weekday (Europe/London) where a table or a joined combination that seats the party is ' +
          "free for its whole turn time plus the restaurant's reset buffer, the covers arriving in that 15 minutes stay " +
          'within its pacing, and the slot is beyond its minimum notice; none past its booking horizon (the message ' +
          'says so). A party over the online maximum, or one no table seats, gets no slots and call_to_book, the ' +
          'sentence to show with the Call link. A restaurant that takes bookings by phone only has none, with that ' +
          'as the message.',
        params: Type.Object({ uuid: Uuid }),
        querystring: Type.Object({
          date: WireDate,
          day: Type.Optional(Weekday),
          number_of_people: PartySize,
        }),
        response: {
          200: ok(
            Type.Object({
              available_slots: Type.Array(AvailableSlot),
              call_to_book: Type.Union([Type.String(), Type.Null()], {
                description:
                  'set when the party must call the restaurant to book: the sentence to show',
              }),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const terms = await knownRestaurant(app, request.params.uuid);
      const { date, day, number_of_people } = request.query;
      const availability = await slotsFor(app.db, app.now(), terms, date, day, number_of_people);
      return {
        status: true as const,
        message: !terms.onlineBooking
          ? PHONE_BOOKINGS_ONLY
          : (availability.callToBook ??
            availability.beyondHorizon ??
            (availability.slots.length ? 'ok' : 'No available slots')),
        data: { available_slots: availability.slots, call_to_book: availability.callToBook },
      };
    },
  );

  app.get(
    '/user/restaurants/times',
    {
      schema: {
        tags: ['restaurants'],
        summary: "Up to three bookable times for each of a list's restaurants (the home grid)",
        description:
          'For each restaurant named in `uuids` (comma separated, up to ' +
          `${HOME_GRID_MAX}), the first three arrival times the party can hold on \`date\`, under the ` +
          'same seating rules as availability; [] when none or when the restaurant takes bookings by phone ' +
          'only. Restaurants the site does not have are left out.',
        querystring: Type.Object({
          uuids: Type.String({
            pattern: describedPattern(
              `^${UUID_PATTERN}(,${UUID_PATTERN}){0,${HOME_GRID_MAX - 1}}$`,
              `must be up to ${HOME_GRID_MAX} restaurant uuids separated by commas`,
            ),
          }),
          date: WireDate,
          number_of_people: PartySize,
        }),
        response: {
          200: ok(
            Type.Array(Type.Object({ uuid: Type.String(), times: Type.Array(Type.String()) })),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const { uuids, date, number_of_people } = request.query;
      const now = app.now();
      const when = bookableDate(date, undefined, now);
      const wanted = [...new Set(uuids.toLowerCase().split(','))];
      const known = (
        await Promise.all(
          wanted.map(async (uuid) => {
            const terms = await findKnownRestaurant(app, uuid);
            return terms && { uuid, ...terms };
          }),
        )
      ).filter((terms) => terms !== null);
      const timesById = await firstTimesOf(
        known.filter((terms) => terms.onlineBooking).map((terms) => terms.id),
        when,
        number_of_people,
        now,
      );
      return {
        status: true as const,
        message: 'ok',
        data: known.map(({ uuid, id }) => ({ uuid, times: timesById(id) })),
      };
    },
  );

  app.get(
    '/user/restaurants/:uuid/next-available',
    {
      schema: {
        tags: ['restaurants'],
        summary: 'The nearest dates and times a party can book, from a date onward',
        description:
          'Up to 3 dates from `date` onward (nearest first) within the booking horizon, each with one arrival slot ' +
          'the party can hold under the same seating rules as availability: the first of the day, or the one ' +
          'closest to `time` when given (the earlier on a tie). A party that must call gets no times and the ' +
          'call_to_book sentence as the message; a restaurant that takes bookings by phone only has none.',
        params: Type.Object({ uuid: Uuid }),
        querystring: Type.Object({
          date: WireDate,
          number_of_people: PartySize,
          time: Type.Optional(Time),
        }),
        response: { 200: ok(Type.Array(NextAvailableTime)), ...errors },
      },
    },
    async (request) => {
      const terms = await knownRestaurant(app, request.params.uuid);
      const { date, number_of_people, time } = request.query;
      const now = app.now();
      const from = bookableDate(date, undefined, now);
      if (!terms.onlineBooking)
        return { status: true as const, message: PHONE_BOOKINGS_ONLY, data: [] };
      const next = await nextAvailableTimes(
        app.db,
        terms.id,
        from,
        number_of_people,
        now,
        londonNow(now).date,
        { wanted: time },
      );
      if (!next) throw new HttpError(404, 'Restaurant not found');
      return {
        status: true as const,
        message: next.callToBook ?? (next.times.length ? 'ok' : 'No available slots'),
        data: next.times.map(({ date: when, start, end }) => ({
          date: `${when.iso.slice(8, 10)}/${when.iso.slice(5, 7)}/${when.iso.slice(0, 4)}`,
          day: when.weekday,
          start,
          end,
        })),
      };
    },
  );

  app.get(
    '/user/restaurants/:uuid/cancellation',
    {
      schema: {
        tags: ['restaurants'],
        summary: 'When free cancellation would end for a party booking this date and time',
        description:
          "The restaurant's cancellation policy applied as a booking would be given it: free until " +
          '`hours` before the start (more for large parties at some restaurants).',
        params: Type.Object({ uuid: Uuid }),
        querystring: Type.Object({ date: WireDate, time: Time, number_of_people: PartySize }),
        response: {
          200: ok(
            Type.Object({
              cancel_by: Type.String({ description: 'ISO instant' }),
              hours: Type.Integer({
                description: 'free cancellation until this many hours before',
              }),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const terms = await knownRestaurant(app, request.params.uuid);
      const { date, time, number_of_people } = request.query;
      const day = parseWireDate(date);
      if (!day) throw new HttpError(400, 'date must be a real date as dd/mm/yyyy');
      const { cancelBy, hours } = await cancellationDeadline(
        app.db,
        terms.id,
        day.iso,
        time,
        number_of_people,
      );
      // A policy changes rarely; a minute's cache spares a panel that asks on every time chosen.
      reply.header('cache-control', 'public, max-age=60');
      return {
        status: true as const,
        message: 'ok',
        data: { cancel_by: cancelBy.toISOString(), hours },
      };
    },
  );

  app.get(
    '/user/restaurant-files',
    {
      schema: {
        tags: ['restaurants'],
        summary: "A restaurant's menu files (.png, .jpg, .jpeg, .pdf)",
        querystring: Type.Object({
          rest_uuid: Uuid,
          params: Type.Literal('info', { description: "always 'info'" }),
        }),
        response: { 200: ok(Type.Array(MenuFile)), ...errors },
      },
    },
    async (request) => {
      const { id } = await knownRestaurant(app, request.query.rest_uuid);
      return { status: true as const, message: 'ok', data: await listMenuFiles(app.db, id) };
    },
  );
};

export default restaurantRoutes;
