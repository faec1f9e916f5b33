import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { PHONE_BOOKINGS_ONLY } from 'shared/api/phone-bookings-only';
import { standbySchema } from 'shared/validation/standby';
import { hashSecret } from '../lib/credentials';
import { addressBlock } from '../lib/address-block';
import { HttpError } from '../lib/http-error';
import { escapeHtml } from '../lib/mail/templates';
import { parsePayload } from '../lib/payload';
import { bookableDate, londonNow } from '../lib/wire-date';
import { CAPTCHA_HEADER } from '../plugins/captcha';
import {
  joinStandby,
  leaveStandby,
  listStandby,
  removeStandby,
  type StandbyEntry,
} from '../repositories/standby-repository';
import { ErrorEnvelope, errors, ok, Uuid } from '../schemas/common';
import { knownRestaurant } from './known-restaurant';
import { answered } from './refusal-answer';

export const STANDBY_JOINED = 'You are on the standby list. We will email you if a table frees up.';
export const STANDBY_LEFT = 'You have left the standby list.';

const Entry = Type.Object({
  id: Type.Integer(),
  restaurant_uuid: Type.String(),
  restaurant_name: Type.String(),
  date: Type.String({ description: 'dd/mm/yyyy, Europe/London' }),
  number_of_people: Type.Integer(),
  window_start: Type.String({ description: 'HH:MM' }),
  window_end: Type.String({ description: 'HH:MM' }),
});

const toWire = (entry: StandbyEntry) => ({
  id: entry.id,
  restaurant_uuid: entry.restaurant.uuid,
  restaurant_name: entry.restaurant.name,
  date: `${entry.date.slice(8, 10)}/${entry.date.slice(5, 7)}/${entry.date.slice(0, 4)}`,
  number_of_people: entry.party,
  window_start: entry.from,
  window_end: entry.to,
});

const Short = Type.Optional(Type.String({ maxLength: 300 }));
const signedIn = { ...errors, 401: ErrorEnvelope };
const LeaveQuery = Type.Object({
  entry: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  key: Type.String({ minLength: 1, maxLength: 100 }),
});

/** A page of its own: the leave link is opened from an email, outside the site's app. */
const page = (heading: string, body: string) =>
  [
    '<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(heading)} | TableHop</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:40px auto;padding:0 16px;color:#1f2937">',
    `<h1 style="font-size:22px">${escapeHtml(heading)}</h1>`,
    body,
    '</body></html>',
  ].join('\n');

/** The standby list (issue 47, ADR 0050): join, see and leave. */
const standbyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/user/restaurants/:uuid/standby',
    {
      schema: {
        tags: ['standby'],
        summary: 'Join the standby list for a party, a date and a window of arrival times',
        description:
          `Needs a solved captcha in the ${CAPTCHA_HEADER} header. Signed in, the account's email is used; ` +
          'otherwise email is required. When a time in the window can be held (a hold released or run out, a ' +
          'booking cancelled), everyone on the list for it is emailed once with a link to book it, and the entry ' +
          'ends. 409 when a time in the window is free now or the same entry is live; 429 past 5 live entries per ' +
          'email or 10 per client address; 400 for a window with no opening slot.',
        params: Type.Object({ uuid: Uuid }),
        headers: Type.Object({
          [CAPTCHA_HEADER]: Type.Optional(Type.String({ maxLength: 4000 })),
        }),
        body: Type.Object({
          email: Short,
          date: Short,
          number_of_people: Type.Optional(Type.Unknown()),
          window_start: Short,
          window_end: Short,
        }),
        response: {
          201: ok(Entry),
          ...signedIn,
          409: ErrorEnvelope,
          429: ErrorEnvelope,
          503: ErrorEnvelope,
        },
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const session = await app.sessionOf(request);
      const form = parsePayload(standbySchema, {
        ...request.body,
        email: session?.user.email ?? request.body.email,
      });
      const now = app.now();
      const date = bookableDate(form.date, undefined, now);
      const terms = await knownRestaurant(app, request.params.uuid);
      if (!terms.onlineBooking) throw new HttpError(409, PHONE_BOOKINGS_ONLY);
      await app.captcha.verify(request.headers[CAPTCHA_HEADER], request.ip);
      const entry = answered(
        await joinStandby(
          app.db,
          {
            restaurantId: terms.id,
            date,
            party: form.number_of_people,
            from: form.window_start,
            to: form.window_end,
            email: form.email,
            userId: session?.user.id ?? null,
            clientKey: hashSecret(`standby-client:${addressBlock(request.ip)}`),
          },
          now,
          londonNow(now).date,
        ),
      );
      reply.code(201);
      return { status: true as const, message: STANDBY_JOINED, data: toWire(entry) };
    },
  );

  app.get(
    '/user/standby',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['standby'],
        summary: "The signed-in diner's live standby entries, soonest first",
        security: [{ bearer: [] }],
        response: { 200: ok(Type.Array(Entry)), ...signedIn },
      },
    },
    async (request, reply) => {
      const { user } = request.session!;
      const now = app.now();
      reply.header('cache-control', 'no-store');
      const entries = await listStandby(app.db, user, londonNow(now).date);
      return { status: true as const, message: 'ok', data: entries.map(toWire) };
    },
  );

  app.delete(
    '/user/standby/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['standby'],
        summary: 'Remove one of your standby entries (404 for anyone else’s, or one already ended)',
        security: [{ bearer: [] }],
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
        response: {
          200: Type.Object({ status: Type.Literal(true), message: Type.String() }),
          ...signedIn,
        },
      },
    },
    async (request) => {
      const now = app.now();
      answered(
        await removeStandby(
          app.db,
          request.session!.user,
          request.params.id,
          now,
          londonNow(now).date,
        ),
      );
      return { status: true as const, message: STANDBY_LEFT };
    },
  );

  // The emailed leave link. Opening it (a person, or a mail scanner following links) changes
  // nothing: the page's button POSTs, as the activation page does with its link.
  const leaveRoutes: FastifyPluginAsyncTypebox = async (leave) => {
    // The page's form posts an empty urlencoded body; nothing in it is read.
    leave.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    const refused = () =>
      page('Link not recognised', '<p>This standby link is not valid. Please check the email.</p>');

    leave.get(
      '/user/standby/leave',
      {
        schema: {
          tags: ['standby'],
          summary: "The standby email's leave link: a page whose button leaves the list",
          querystring: LeaveQuery,
          produces: ['text/html'],
        },
      },
      async (request, reply) => {
        const { entry, key } = request.query;
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (!app.standby.verifyLeave(entry, key)) return reply.code(404).send(refused());
        const action = `?entry=${entry}&key=${encodeURIComponent(key)}`;
        return page(
          'Leave the standby list',
          `<p>Stop all standby emails to this address?</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit" style="padding:12px 20px;font-size:16px">Leave the standby list</button></form>`,
        );
      },
    );

    leave.post(
      '/user/standby/leave',
      {
        schema: {
          tags: ['standby'],
          summary:
            'Leave the standby list from the emailed link: ends every live entry of that address (idempotent)',
          querystring: LeaveQuery,
          produces: ['text/html'],
        },
      },
      async (request, reply) => {
        const { entry, key } = request.query;
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (!app.standby.verifyLeave(entry, key)) return reply.code(404).send(refused());
        await leaveStandby(app.db, entry, app.now());
        return page(STANDBY_LEFT, '<p>We will not email you about tables freeing up.</p>');
      },
    );
  };
  await app.register(leaveRoutes);
};

export default standbyRoutes;
