import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { londonDaysAhead, slotEnd } from '../test/dates';
import { insertRestaurant, insertUser } from '../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

let database: TestDatabase;
let app: FastifyInstance;
let diner: Awaited<ReturnType<typeof insertUser>>;
let place: Awaited<ReturnType<typeof insertRestaurant>>;

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 2 });
  app = buildApp(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), { database });
  await app.ready();
  diner = await insertUser(database.db);
  place = await insertRestaurant(database.db, {
    name: 'The Plain Table',
    latitude: 51.5,
    longitude: -0.1,
    tables: [4, 4],
    slots: ['12:00', '13:00'],
  });
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const NUL = '\u0000';
const captcha = { 'x-captcha-token': 'test-captcha:0123456789abcdef01' };
const bearer = () => ({ authorization: `Bearer ${diner.token}` });

/** A live hold for `diner`, so a booking call reaches the handler's database writes. */
async function holdTable(start: string) {
  const when = londonDaysAhead(9);
  const response = await app.inject({
    method: 'GET',
    url:
      `/api/v1/user/reservation/reservation-time-hold?start_time=${start}&end_time=${slotEnd(start)}` +
      `&date=${when.wire}&day=${when.weekday}&status=hold&rest_uuid=${place.uuid}&number_of_people=2`,
    headers: bearer(),
  });
  expect(response.statusCode).toBe(200);
  const { uuid, hold_token: token } = response.json().data;
  const book = (extra: Record<string, string>) =>
    app.inject({
      method: 'GET',
      url: '/api/v1/user/reservation/reservation-book',
      query: {
        reservation_uuid: uuid,
        guest_id: String(diner.id),
        status: 'pending',
        rest_uuid: place.uuid,
        start_time: start,
        end_time: slotEnd(start),
        date: when.wire,
        day: when.weekday,
        number_of_people: '2',
        ...extra,
      },
      headers: { ...bearer(), 'x-hold-token': token },
    });
  return { book };
}

describe('text with control characters', () => {
  // The endpoints that answered 500 to a NUL (issue 45), each with the field that carried it.
  const cases: {
    name: string;
    field: string;
    request: () => InjectOptions;
  }[] = [
    {
      name: 'search name',
      field: 'querystring/name',
      request: () => ({
        method: 'GET',
        url: '/api/v1/user/search-restaurant',
        query: { name: `a${NUL}` },
      }),
    },
    {
      name: 'profile',
      field: 'body/first_name',
      request: () => ({
        method: 'PUT',
        url: '/api/v1/user/profile',
        headers: bearer(),
        payload: {
          first_name: `Ann${NUL}`,
          last_name: 'Lee',
          email: 'a@example.co.uk',
          phone: '02079460000',
        },
      }),
    },
    {
      name: 'profile email',
      field: 'body/email',
      request: () => ({
        method: 'PUT',
        url: '/api/v1/user/profile',
        headers: bearer(),
        payload: {
          first_name: 'Ann',
          last_name: 'Lee',
          email: `a${NUL}@example.co.uk`,
          phone: '02079460000',
        },
      }),
    },
    {
      name: 'contact',
      field: 'body/message',
      request: () => ({
        method: 'POST',
        url: '/api/v1/user/contact-us',
        headers: captcha,
        payload: {
          first_name: 'Ann',
          last_name: 'Lee',
          email: 'ann@example.co.uk',
          phone: '02079460000',
          message: `Hello${NUL}`,
          params: 'contact_us',
        },
      }),
    },
    {
      name: 'partner',
      field: 'body/city',
      request: () => ({
        method: 'POST',
        url: '/api/v1/user/partner-register',
        headers: captcha,
        payload: {
          first_name: 'Ann',
          last_name: 'Lee',
          email: 'ann@example.co.uk',
          phone: '02079460000',
          city: `London${NUL}`,
          post_code: 'SW1A 1AA',
          restaurant_name: 'Ann’s',
          params: 'registration',
        },
      }),
    },
    {
      name: 'guest-register',
      field: 'body/email',
      request: () => ({
        method: 'POST',
        url: '/api/v1/user/guest-register',
        headers: captcha,
        payload: {
          first_name: 'Ann',
          last_name: 'Lee',
          phone: '02079460000',
          email: `ann${NUL}@example.co.uk`,
          password: 'a long password',
          register_type: 'register',
        },
      }),
    },
    {
      name: 'guest-login',
      field: 'body/password',
      request: () => ({
        method: 'POST',
        url: '/api/v1/user/guest-login',
        payload: { email: 'ann@example.co.uk', password: `secret${NUL}` },
      }),
    },
    {
      name: 'forget-password',
      field: 'querystring/email',
      request: () => ({
        method: 'POST',
        url: '/api/v1/user/forget-password',
        query: { email: `a${NUL}@b.co.uk` },
      }),
    },
    {
      name: 'resend-email',
      field: 'querystring/email',
      request: () => ({
        method: 'POST',
        url: '/api/v1/user/resend-email',
        query: { email: `a${NUL}@b.co.uk` },
      }),
    },
    {
      name: 'verify-otp',
      field: 'querystring/otp',
      request: () => ({
        method: 'POST',
        url: '/api/v1/user/verify-otp',
        query: { email: 'a@b.co.uk', otp: `12${NUL}456` },
      }),
    },
    {
      name: 'password-update',
      field: 'querystring/reset_token',
      request: () => ({
        method: 'POST',
        url: '/api/v1/user/password-update',
        query: { email: 'a@b.co.uk', password: 'a long password', reset_token: `t${NUL}` },
      }),
    },
    {
      name: 'dev mailbox',
      field: 'querystring/to',
      request: () => ({ method: 'GET', url: '/api/dev/mailbox', query: { to: `a${NUL}@b.co.uk` } }),
    },
    {
      name: 'a path parameter',
      field: 'params/uuid',
      request: () => ({ method: 'GET', url: '/api/v1/user/restaurants/%00' }),
    },
  ];

  it.each(cases)('$name: 400 naming $field', async ({ field, request }) => {
    const response = await app.inject(request());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: false,
      message: `${field} must not contain control characters`,
    });
  });

  it('books with a NUL in the special request refused, then with line breaks accepted', async () => {
    const { book } = await holdTable('12:00');
    const refused = await book({ noted: `Window${NUL}seat` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'querystring/noted must not contain control characters',
      errors: { noted: 'noted must not contain control characters' },
    });
    // A special request is several lines; other controls stay out of it.
    expect((await book({ noted: 'Window seat\u0007' })).statusCode).toBe(400);
    const booked = await book({ noted: 'Window seat\r\nHigh chair\tplease' });
    expect(booked.statusCode).toBe(200);
  });

  it('refuses a line break in a one-line field and other C0 controls', async () => {
    for (const name of ['a\nb', 'a\u001b[31m', 'tab\there', 'del\u007f']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/user/search-restaurant',
        query: { name },
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('refuses half a surrogate pair, in values and in names of fields', async () => {
    const loneHigh = await app.inject({
      method: 'POST',
      url: '/api/v1/user/guest-login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"ann@example.co.uk","password":"pass\\ud800word"}',
    });
    expect(loneHigh.statusCode).toBe(400);
    expect(loneHigh.json().message).toBe('body/password must not contain broken characters');
    const badKey = await app.inject({
      method: 'POST',
      url: '/api/v1/user/guest-login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"ann@example.co.uk","password":"x","\\udc00":"y"}',
    });
    expect(badKey.statusCode).toBe(400);
    // A whole pair (an emoji) is text like any other.
    const emoji = await app.inject({
      method: 'GET',
      url: '/api/v1/user/search-restaurant',
      query: { name: 'pizza 🍕' },
    });
    expect(emoji.statusCode).toBe(200);
  });
});

describe('integers', () => {
  it('refuses a guest_id past int4 with a 400 naming it (it was a 500 from PostgreSQL)', async () => {
    const { book } = await holdTable('13:00');
    for (const guest of ['2147483648', '99999999999999999999', '-2147483649']) {
      const response = await book({ guest_id: guest });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'querystring/guest_id must be between -2147483648 and 2147483647',
      );
    }
  });

  it('reads integers from a query only as plain decimal digits', async () => {
    for (const value of [
      '0x10',
      '1e1',
      '0b1',
      ' 16',
      '16 ',
      '1e309',
      'Infinity',
      '-Infinity',
      '+5',
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/user/restaurant',
        query: { per_page: value },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('querystring/per_page must be a whole number in digits');
    }
    const plain = await app.inject({
      method: 'GET',
      url: '/api/v1/user/restaurant',
      query: { per_page: '016' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data.per_page).toBe(16);
    // Issue 45: a party of 0x10 was read as 16.
    const hex = await app.inject({
      method: 'GET',
      url: `/api/v1/user/restaurants/${place.uuid}/availability`,
      query: {
        date: londonDaysAhead(9).wire,
        day: londonDaysAhead(9).weekday,
        number_of_people: '0x10',
      },
    });
    expect(hex.statusCode).toBe(400);
    expect(hex.json().message).toBe(
      'querystring/number_of_people must be a whole number in digits',
    );
    // A text field may still say Infinity or 0x10.
    const byName = await app.inject({
      method: 'GET',
      url: '/api/v1/user/search-restaurant?name=0x10',
    });
    expect(byName.statusCode).toBe(200);
  });
});
