import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PHONE_BOOKINGS_ONLY } from 'shared/api/phone-bookings-only';
import { Type } from '@sinclair/typebox';
import { bookableDate, londonNow } from '../lib/wire-date';
import { bearerHash } from '../plugins/auth';
import { HttpError } from '../lib/http-error';
import {
  bookHold,
  bookingOwner,
  cancelReservation,
  changeReservation,
  changeTimes,
  type ChangeRequest,
  keepReservation,
  type Claim,
  findUserReservation,
  listUserReservations,
  createHold,
  extendHold,
  ownClaim,
  HOLD_SECONDS,
  moveHold,
  releaseHold,
} from '../repositories/reservation-repository';
import { addressBlock } from '../lib/address-block';
import { hashSecret } from '../lib/credentials';
import { keepDietaryNeeds } from '../repositories/dietary-needs-repository';
import { parsePayload } from '../lib/payload';
import { diningNeedsSchema } from 'shared/validation/dining-needs';
import { DiningNeedsItem, DiningNeedsQuery } from '../schemas/dining-needs';
import { knownRestaurant } from './known-restaurant';
import { answered } from './refusal-answer';
import { AvailableSlot } from '../schemas/restaurant';
import {
  describedPattern,
  errors,
  ErrorEnvelope,
  MultilineText,
  ok,
  PartySize,
  Time,
  Uuid,
  Weekday,
  WireDate,
} from '../schemas/common';

const HOLD_TOKEN_HEADER = 'x-hold-token';

export const BOOKING_LINK_NOT_FOUND =
  'This booking link is not valid. Check that you copied the whole link, or sign in to see your bookings.';
const Headers = Type.Object({
  [HOLD_TOKEN_HEADER]: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'the hold_token from reservation-time-hold: proves who made the hold',
    }),
  ),
});

const HoldData = Type.Object({
  id: Type.Integer(),
  uuid: Uuid,
  start: Type.String(),
  end: Type.String(),
  date: Type.String({ description: 'dd/mm/yyyy' }),
  number_of_people: Type.Integer(),
  status: Type.String(),
  expires_at: Type.Union([Type.String({ description: 'ISO instant' }), Type.Null()]),
  seconds_left: Type.Integer(),
  hold_token: Type.Optional(Type.String()),
  table_minutes: Type.Integer({
    description: "how long the table is the party's: the restaurant's turn time for its size",
  }),
  extensions_left: Type.Integer({ description: 'how many more times the hold can be extended' }),
});

const mutationErrors = {
  ...errors,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  409: ErrorEnvelope,
  410: ErrorEnvelope,
  429: ErrorEnvelope,
};

const ReservationItem = Type.Object({
  id: Type.Integer(),
  uuid: Uuid,
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('completed'),
    Type.Literal('cancelled'),
  ]),
  day: Type.String(),
  reservation_date: Type.String({ description: 'dd/mm/yyyy' }),
  reservation_time: Type.String({ description: 'HH:MM:SS, Europe/London' }),
  end_time: Type.String({ description: 'HH:MM' }),
  number_of_people: Type.Integer(),
  noted: Type.Union([Type.String(), Type.Null()]),
  ...DiningNeedsItem,
  created_at: Type.String({ description: 'ISO instant' }),
  table_minutes: Type.Integer({ description: "how long the table is the party's" }),
  kept_at: Type.Union([
    Type.String({ description: "ISO instant: the reminder's 'keep'" }),
    Type.Null(),
  ]),
  cancel_by: Type.Union([
    Type.String({ description: 'ISO instant: free cancellation ends (the restaurant policy)' }),
    Type.Null(),
  ]),
  restaurant: Type.Object({
    uuid: Uuid,
    name: Type.String(),
    avatar: Type.Union([Type.String(), Type.Null()]),
    address: Type.Union([Type.String(), Type.Null()]),
    phone: Type.Union([Type.String(), Type.Null()]),
  }),
});

/**
 * Holds are counted per client address: an IPv6 address by its /64, what one household or
 * phone is given. Only a hash is stored, and only while the table is held (ADR 0040).
 */
const clientKeyOf = (ip: string) => hashSecret(`hold-client:${addressBlock(ip)}`);

const wireDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function holdData(claim: Claim, now: Date, extensionLimit: number, token?: string) {
  const seconds = claim.expiresAt
    ? Math.max(0, Math.ceil((claim.expiresAt.getTime() - now.getTime()) / 1000))
    : 0;
  return {
    id: claim.id,
    uuid: claim.uuid,
    start: claim.start,
    end: claim.end,
    date: wireDate(claim.date),
    number_of_people: claim.party,
    status: claim.status,
    expires_at: claim.expiresAt?.toISOString() ?? null,
    seconds_left: claim.status === 'hold' ? seconds : 0,
    ...(token ? { hold_token: token } : {}),
    table_minutes: claim.tableMinutes,
    extensions_left: Math.max(0, extensionLimit - claim.extensions),
  };
}

/**
 * For the two busiest calls: their answers (a few hundred bytes) are always under the
 * compression threshold and they take no body, so the compression plugin's hooks would only
 * look and pass.
 */
const smallAnswers = { compress: false, decompress: false } as const;

/**
 * The reservation engine (spec section 7). These mutations are GETs because the spec's client
 * calls them so: each is idempotent and answered with Cache-Control: no-store.
 */
const reservationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /**
   * The restaurant a table is held or booked at. A restaurant that takes bookings by phone only
   * (its online_booking flag, the search's Online booking filter) gets no table held or booked
   * through the site: its page says to call it instead. The flag is read from the search index,
   * rebuilt when the restaurants change (SEARCH_INDEX_REFRESH_SECONDS); no route changes it.
   */
  const holdingRestaurantId = async (uuid: string) => {
    const terms = await knownRestaurant(app, uuid);
    if (!terms.onlineBooking) throw new HttpError(409, PHONE_BOOKINGS_ONLY);
    return terms.id;
  };

  app.get(
    '/user/reservation/reservation-time-hold',
    {
      ...smallAnswers,
      schema: {
        tags: ['reservations'],
        summary:
          'Hold a table for 5 minutes, or move a live hold (uuid) to another slot atomically',
        description:
          'Claims the smallest free fit (a table, else a joined combination) for the party for its whole turn time ' +
          "plus the restaurant's reset buffer, within pacing, notice and horizon. Answers hold_token once, on a new " +
          'hold: send it as the x-hold-token header on every later call about this hold. 409 when nothing is free, ' +
          'the party must call (over the online maximum, or no table seats it), the slot is too soon or too far ' +
          'ahead, or the restaurant takes bookings by phone only. 429 (with Retry-After) when this address already ' +
          'holds its limit of tables or asks too often. An empty uuid is a new hold.',
        querystring: Type.Object({
          start_time: Time,
          end_time: Time,
          date: WireDate,
          day: Weekday,
          status: Type.Literal('hold'),
          rest_uuid: Uuid,
          number_of_people: PartySize,
          uuid: Type.Optional(
            Type.Union([Uuid, Type.Literal('')], {
              description: 'a live hold to move; empty or absent for a new hold',
            }),
          ),
        }),
        headers: Headers,
        response: { 200: ok(HoldData), ...mutationErrors },
      },
      config: {
        rateLimit: {
          max: app.config.holds.perMinute,
          timeWindow: '1 minute',
          errorResponseBuilder: (_request: unknown, context: { after: string }) =>
            new HttpError(
              429,
              `You have asked for tables too often. Please wait ${context.after} and try again.`,
            ),
        },
      },
    },
    async (request) => {
      const q = request.query;
      const now = app.now();
      const date = bookableDate(q.date, q.day, now);
      const id = await holdingRestaurantId(q.rest_uuid);
      const london = londonNow(now);
      if (date.iso === london.date && q.start_time <= london.time) {
        throw new HttpError(400, 'start_time has already passed today');
      }
      const hold = {
        restaurantId: id,
        date,
        slotStart: q.start_time,
        slotEnd: q.end_time,
        party: q.number_of_people,
        clientKey: clientKeyOf(request.ip),
      };
      const limits = app.config.holds;
      // An empty uuid (a client written from the spec sends `uuid=` on a first hold) moves nothing.
      if (q.uuid) {
        const claim = answered(
          await moveHold(app.db, q.uuid, request.headers[HOLD_TOKEN_HEADER], hold, now, limits),
        );
        return {
          status: true as const,
          message: 'Your table has moved and is held for 5 minutes.',
          data: holdData(claim, now, limits.extensions),
        };
      }
      const { claim, token } = answered(await createHold(app.db, hold, now, limits));
      return {
        status: true as const,
        message: 'Your table is held for 5 minutes.',
        data: holdData(claim, now, limits.extensions, token),
      };
    },
  );

  app.get(
    '/user/reservation/reservation-book',
    {
      ...smallAnswers,
      schema: {
        tags: ['reservations'],
        summary: 'Book a held table (hold -> pending); the confirmation email with an .ics follows',
        description:
          'Needs the x-hold-token. guest_id must be the signed-in user (Authorization: Bearer) or the guest registered ' +
          'for this hold at checkout (guest-register with reservation_uuid), else 403. Booking the same hold again ' +
          'answers the same. 410 when the hold has expired. The confirmation email (with the special request and a ' +
          'calendar file) is queued with the booking in one commit and sent just after the answer, retried until ' +
          'delivered: a mail failure never fails or undoes a booking, and a repeat sends no second email. ' +
          'occasion and dietary needs travel beside noted (400 naming the field for an unknown value); with ' +
          "remember_dietary the dietary needs are kept on the signed-in caller's account (GET /user/dietary-needs).",
        querystring: Type.Object({
          reservation_uuid: Uuid,
          guest_id: Type.Integer({ minimum: 1 }),
          status: Type.Literal('pending'),
          rest_uuid: Uuid,
          start_time: Time,
          end_time: Time,
          date: WireDate,
          day: Weekday,
          number_of_people: PartySize,
          noted: Type.Optional(MultilineText({ maxLength: 500, description: 'special request' })),
          ...DiningNeedsQuery,
        }),
        headers: Type.Object({
          ...Headers.properties,
          authorization: Type.Optional(Type.String({ description: 'Bearer <user token>' })),
        }),
        response: { 200: ok(HoldData), ...mutationErrors },
      },
    },
    async (request) => {
      const q = request.query;
      const now = app.now();
      const parsed = bookableDate(q.date, q.day, now);
      const needs = parsePayload(diningNeedsSchema, q);
      const { claim, booked } = answered(
        await bookHold(
          app.db,
          q.reservation_uuid,
          request.headers[HOLD_TOKEN_HEADER],
          {
            // A hold made before the restaurant stopped taking bookings online is not booked
            // (once the search index has seen the change).
            restaurantId: await holdingRestaurantId(q.rest_uuid),
            date: parsed.iso,
            start: q.start_time,
            party: q.number_of_people,
            guestId: q.guest_id,
            bearerHash: bearerHash(request),
            signedInUser: async () => (await app.sessionOf(request))?.user.id ?? null,
            noted: q.noted?.trim() || null,
            needs: {
              occasion: needs.occasion ?? null,
              allergens: needs.dietary_allergens,
              notes: needs.dietary_notes ?? null,
            },
          },
          now,
        ),
      );
      if (booked) {
        app.mailOutbox.kick();
        app.countBooking('made');
      }
      if (booked && q.remember_dietary) {
        // Only the account's own session keeps them: a guest's stay on the booking alone. A
        // token gone bad since it booked keeps nothing and never fails the booking made.
        const session = await app.sessionOf(request).catch(() => null);
        if (session?.user.id === q.guest_id) {
          await keepDietaryNeeds(
            app.db,
            q.guest_id,
            { allergens: needs.dietary_allergens, notes: needs.dietary_notes ?? null },
            now,
          );
        }
      }
      return {
        status: true as const,
        message: 'Your reservation is confirmed.',
        data: holdData(claim, now, app.config.holds.extensions),
      };
    },
  );

  const ByUuid = Type.Object({ reservation_uuid: Uuid });

  app.get(
    '/user/reservation/reservation-removed',
    {
      schema: {
        tags: ['reservations'],
        summary: 'Release a hold (status true also when it was no longer held)',
        querystring: ByUuid,
        headers: Headers,
        response: {
          200: Type.Object({ status: Type.Literal(true), message: Type.String() }),
          ...mutationErrors,
        },
      },
    },
    async (request) => {
      answered(
        await releaseHold(
          app.db,
          request.query.reservation_uuid,
          request.headers[HOLD_TOKEN_HEADER],
        ),
      );
      app.standby.freed(request.query.reservation_uuid);
      return { status: true as const, message: 'Your held table has been released.' };
    },
  );

  app.get(
    '/user/reservation/reservation-hold-status',
    {
      schema: {
        tags: ['reservations'],
        summary: "A hold's status and server expiry, for the checkout countdown",
        querystring: ByUuid,
        headers: Headers,
        response: { 200: ok(HoldData), ...mutationErrors },
      },
    },
    async (request) => {
      const claim = answered(
        await ownClaim(app.db, request.query.reservation_uuid, request.headers[HOLD_TOKEN_HEADER]),
      );
      const now = app.now();
      const status =
        claim.status === 'hold' && claim.expiresAt && claim.expiresAt <= now
          ? 'expired'
          : claim.status;
      return {
        status: true as const,
        message: 'ok',
        data: holdData({ ...claim, status }, now, app.config.holds.extensions),
      };
    },
  );

  app.get(
    '/user/reservation/reservation-extend',
    {
      schema: {
        tags: ['reservations'],
        summary: `Continue Reservation: the hold back to ${HOLD_SECONDS} s (revived if it just lapsed and the table is free)`,
        querystring: ByUuid,
        headers: Headers,
        response: { 200: ok(HoldData), ...mutationErrors },
      },
    },
    async (request) => {
      const now = app.now();
      const claim = answered(
        await extendHold(
          app.db,
          request.query.reservation_uuid,
          request.headers[HOLD_TOKEN_HEADER],
          now,
          app.config.holds,
          clientKeyOf(request.ip),
        ),
      );
      return {
        status: true as const,
        message: 'Your table is held for another 5 minutes.',
        data: holdData(claim, now, app.config.holds.extensions),
      };
    },
  );

  const ownRoutes = { preHandler: app.authenticate };
  const bearer = [{ bearer: [] }];

  app.get(
    '/user/reservation/reservation-info/:id',
    {
      ...ownRoutes,
      schema: {
        tags: ['reservations'],
        summary: 'One of your bookings, by id or uuid (user bearer token)',
        description: "Anyone else's booking answers 404, exactly like one that does not exist.",
        security: bearer,
        params: Type.Object({
          id: Type.String({
            pattern: describedPattern(
              `^(\\d{1,9}|${Uuid.pattern!.slice(1, -1)})$`,
              'must be a reservation number or UUID',
            ),
          }),
        }),
        response: { 200: ok(ReservationItem), ...mutationErrors },
      },
    },
    async (request) => {
      const item = await findUserReservation(
        app.db,
        request.session!.user.id,
        request.params.id,
        app.now(),
      );
      if (!item) throw new HttpError(404, 'Reservation not found');
      return { status: true as const, message: 'ok', data: item };
    },
  );

  app.get(
    '/user/reservation/user-reservations/:user_uuid',
    {
      ...ownRoutes,
      schema: {
        tags: ['reservations'],
        summary: 'Your bookings: pending (upcoming), completed (past) and cancelled',
        description:
          'Bookings whose slot has ended are completed. Only your own user uuid is answered (403 otherwise).',
        security: bearer,
        params: Type.Object({ user_uuid: Uuid }),
        response: { 200: ok(Type.Array(ReservationItem)), ...mutationErrors },
      },
    },
    async (request) => {
      const user = request.session!.user;
      if (request.params.user_uuid.toLowerCase() !== user.uuid) {
        throw new HttpError(403, 'You can only see your own reservations.');
      }
      return {
        status: true as const,
        message: 'ok',
        data: await listUserReservations(app.db, user.id, app.now()),
      };
    },
  );

  app.post(
    '/user/reservation/:reservation_uuid/cancel',
    {
      ...ownRoutes,
      schema: {
        tags: ['reservations'],
        summary: 'Cancel your pending booking before it starts (a cancellation email follows)',
        description:
          "Cancelling again answers the same (one notice). 409 once the booking has started; 404 for anyone else's. " +
          'The notice is queued with the cancellation in one commit and sent just after the answer.',
        security: bearer,
        params: Type.Object({ reservation_uuid: Uuid }),
        response: { 200: ok(ReservationItem), ...mutationErrors },
      },
    },
    async (request) => {
      const user = request.session!.user;
      const now = app.now();
      const { item, cancelled } = answered(
        await cancelReservation(app.db, user.id, request.params.reservation_uuid, now),
      );
      if (cancelled) {
        app.mailOutbox.kick();
        app.standby.freed(request.params.reservation_uuid);
        app.countBooking('cancelled');
      }
      return { status: true as const, message: 'Your reservation has been cancelled.', data: item };
    },
  );

  const ChangeBody = Type.Object({
    date: WireDate,
    start_time: Time,
    number_of_people: PartySize,
  });
  const changeSchema = {
    tags: ['reservations'],
    description:
      'The new date, arrival time (one of the times availability offers) and party size, checked with every ' +
      'rule a hold is, in one transaction with the booking: the booking keeps its id and uuid, and its table ' +
      'is let go only as the new one is taken. 409 when the new choice is not free (the booking is unchanged), ' +
      'the party must call, the time is too soon or too far ahead, or once the booking has started or its free ' +
      'cancellation has ended; 410 once cancelled. The same details again answer 200 and change nothing. An ' +
      'updated confirmation email (a calendar REQUEST with a higher SEQUENCE) follows each change.',
    response: { 200: ok(ReservationItem), ...mutationErrors },
  };
  const changeOf = (body: { date: string; start_time: string; number_of_people: number }) => {
    const now = app.now();
    const date = bookableDate(body.date, undefined, now);
    const london = londonNow(now);
    if (date.iso === london.date && body.start_time <= london.time) {
      throw new HttpError(400, 'start_time has already passed today');
    }
    return { date, start: body.start_time, party: body.number_of_people } satisfies ChangeRequest;
  };
  const change = async (owner: number, uuid: string, request: ChangeRequest) => {
    const { item, changed, freed } = answered(
      await changeReservation(app.db, owner, uuid, request, app.now()),
    );
    if (changed) app.mailOutbox.kick();
    if (freed) app.standby.freedOn(freed.restaurantId, freed.date);
    return {
      status: true as const,
      message: changed
        ? 'Your reservation has been changed. We have emailed you the new details.'
        : 'Your reservation already has these details.',
      data: item,
    };
  };

  const ChangeTimesQuery = Type.Object({ date: WireDate, number_of_people: PartySize });
  const changeTimesSchema = {
    tags: ['reservations'],
    description:
      "Availability's answer for the date and party with this booking's own table left out: the times it " +
      "could be changed to. 404 for anyone else's booking, or one that is not upcoming.",
    response: {
      200: ok(
        Type.Object({
          available_slots: Type.Array(AvailableSlot),
          call_to_book: Type.Union([Type.String(), Type.Null()]),
        }),
      ),
      ...errors,
    },
  };
  const timesFor = async (
    owner: number,
    uuid: string,
    query: { date: string; number_of_people: number },
  ) => {
    const now = app.now();
    const date = bookableDate(query.date, undefined, now);
    const availability = answered(
      await changeTimes(app.db, owner, uuid, date, query.number_of_people, now),
    );
    return {
      status: true as const,
      message:
        availability.callToBook ??
        availability.beyondHorizon ??
        (availability.slots.length ? 'ok' : 'No available slots'),
      data: { available_slots: availability.slots, call_to_book: availability.callToBook },
    };
  };

  app.get(
    '/user/reservation/:reservation_uuid/change-times',
    {
      ...ownRoutes,
      schema: {
        ...changeTimesSchema,
        summary: 'The times your booking could be changed to on a date, for a party',
        security: bearer,
        params: Type.Object({ reservation_uuid: Uuid }),
        querystring: ChangeTimesQuery,
      },
    },
    async (request) =>
      timesFor(request.session!.user.id, request.params.reservation_uuid, request.query),
  );

  app.post(
    '/user/reservation/:reservation_uuid/change',
    {
      ...ownRoutes,
      schema: {
        ...changeSchema,
        summary: 'Change your pending booking in place: date, time or party size',
        security: bearer,
        params: Type.Object({ reservation_uuid: Uuid }),
        body: ChangeBody,
      },
    },
    async (request) =>
      change(request.session!.user.id, request.params.reservation_uuid, changeOf(request.body)),
  );

  // The emailed link (shared/routes/booking-link): a guest has no session, so the link's key
  // is what proves the booking is theirs. A wrong key reads as a booking that does not exist.
  const LinkKey = Type.String({ minLength: 1, maxLength: 100 });
  const linkedOwner = async (uuid: string, key: string) => {
    const owner = app.bookingLinks.verify(uuid, key) ? await bookingOwner(app.db, uuid) : null;
    if (owner === null) throw new HttpError(404, BOOKING_LINK_NOT_FOUND);
    return owner;
  };

  app.get(
    '/user/reservation/link/:reservation_uuid',
    {
      schema: {
        tags: ['reservations'],
        summary: "A booking opened from its confirmation email's link, without signing in",
        description: 'key is the one in the emailed link; any other answers 404.',
        params: Type.Object({ reservation_uuid: Uuid }),
        querystring: Type.Object({ key: LinkKey }),
        response: { 200: ok(ReservationItem), ...errors },
      },
    },
    async (request, reply) => {
      const { reservation_uuid: uuid } = request.params;
      const owner = await linkedOwner(uuid, request.query.key);
      const item = await findUserReservation(app.db, owner, uuid, app.now());
      if (!item) throw new HttpError(404, BOOKING_LINK_NOT_FOUND);
      reply.header('cache-control', 'no-store');
      return { status: true as const, message: 'ok', data: item };
    },
  );

  app.post(
    '/user/reservation/link/:reservation_uuid/cancel',
    {
      schema: {
        tags: ['reservations'],
        summary: "Cancel a booking from its confirmation email's link, without signing in",
        description:
          'As the signed-in cancel: idempotent, 409 once the booking has started; a wrong key answers 404.',
        params: Type.Object({ reservation_uuid: Uuid }),
        body: Type.Object({ key: LinkKey }),
        response: { 200: ok(ReservationItem), ...mutationErrors },
      },
    },
    async (request) => {
      const { reservation_uuid: uuid } = request.params;
      const owner = await linkedOwner(uuid, request.body.key);
      const { item, cancelled } = answered(await cancelReservation(app.db, owner, uuid, app.now()));
      if (cancelled) {
        app.mailOutbox.kick();
        app.standby.freed(uuid);
        app.countBooking('cancelled');
      }
      return { status: true as const, message: 'Your reservation has been cancelled.', data: item };
    },
  );

  app.get(
    '/user/reservation/link/:reservation_uuid/change-times',
    {
      schema: {
        ...changeTimesSchema,
        summary: "The times a booking opened from its email's link could be changed to",
        params: Type.Object({ reservation_uuid: Uuid }),
        querystring: Type.Object({ key: LinkKey, ...ChangeTimesQuery.properties }),
      },
    },
    async (request) => {
      const { reservation_uuid: uuid } = request.params;
      const owner = await linkedOwner(uuid, request.query.key);
      return timesFor(owner, uuid, request.query);
    },
  );

  app.post(
    '/user/reservation/link/:reservation_uuid/change',
    {
      schema: {
        ...changeSchema,
        summary: "Change a booking from its confirmation email's link, without signing in",
        params: Type.Object({ reservation_uuid: Uuid }),
        body: Type.Object({ key: LinkKey, ...ChangeBody.properties }),
      },
    },
    async (request) => {
      const { reservation_uuid: uuid } = request.params;
      const owner = await linkedOwner(uuid, request.body.key);
      return change(owner, uuid, changeOf(request.body));
    },
  );

  app.post(
    '/user/reservation/link/:reservation_uuid/keep',
    {
      schema: {
        tags: ['reservations'],
        summary: "Keep a booking: the reminder email's one-tap answer, without signing in",
        description: 'Idempotent; 410 once cancelled, 409 once started; a wrong key answers 404.',
        params: Type.Object({ reservation_uuid: Uuid }),
        body: Type.Object({ key: LinkKey }),
        response: { 200: ok(ReservationItem), ...mutationErrors },
      },
    },
    async (request) => {
      const { reservation_uuid: uuid } = request.params;
      const owner = await linkedOwner(uuid, request.body.key);
      const item = answered(await keepReservation(app.db, owner, uuid, app.now()));
      return { status: true as const, message: 'See you there: your booking is kept.', data: item };
    },
  );
};

export default reservationRoutes;
