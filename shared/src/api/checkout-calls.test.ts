import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { recordApiCalls } from 'shared/testing/api-recorder';
import { bookReservation } from './book-reservation';
import { ApiError } from './errors';
import { extendHold } from './extend-hold';
import { getHoldStatus } from './get-hold-status';
import { registerGuest, registrationRefusal } from './register-guest';
import { useRootStore } from 'shared/store';

const api = recordApiCalls();
afterAll(() => useRootStore.getState().signOut());

const hold = {
  id: 9,
  uuid: 'h-9',
  start: '19:00',
  end: '19:30',
  date: '24/12/2026',
  number_of_people: 2,
  status: 'hold',
  expires_at: '2026-12-24T12:05:00.000Z',
  seconds_left: 187,
};
const held = { reservationUuid: 'h-9', holdToken: 'secret' };
const header = (config: InternalAxiosRequestConfig, name: string) =>
  AxiosHeaders.from(config.headers).get(name);

it('getHoldStatus and extendHold name the hold and prove it with its token', async () => {
  api.body = { status: true, message: 'ok', data: hold };
  await expect(getHoldStatus(held)).resolves.toMatchObject({ data: { seconds_left: 187 } });
  await extendHold(held);
  expect(api.seen.map((c) => c.url)).toEqual([
    '/user/reservation/reservation-hold-status',
    '/user/reservation/reservation-extend',
  ]);
  for (const config of api.seen) {
    expect(config.params).toEqual({ reservation_uuid: 'h-9' });
    expect(header(config, 'x-hold-token')).toBe('secret');
  }
});

it('bookReservation sends the spec fields, the trimmed request and the bearer asked for', async () => {
  api.body = { status: true, message: 'Your reservation is confirmed.', data: hold };
  useRootStore.getState().signIn(
    {
      id: 4,
      uuid: 'u-4',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '07123456789',
      email: 'ada@example.com',
      status: 'active',
    },
    'user-token',
  );
  await bookReservation({
    ...held,
    guestId: 4,
    restaurantUuid: 'r-1',
    date: '24/12/2026',
    day: 'thursday',
    startTime: '19:00',
    endTime: '19:30',
    partySize: 2,
    noted: '  window seat ',
    auth: 'user',
  });
  expect(api.seen[0]!.url).toBe('/user/reservation/reservation-book');
  expect(api.seen[0]!.params).toEqual({
    reservation_uuid: 'h-9',
    guest_id: 4,
    status: 'pending',
    rest_uuid: 'r-1',
    start_time: '19:00',
    end_time: '19:30',
    date: '24/12/2026',
    day: 'thursday',
    number_of_people: 2,
    noted: 'window seat',
  });
  expect(header(api.seen[0]!, 'Authorization')).toBe('Bearer user-token');
  expect(header(api.seen[0]!, 'x-hold-token')).toBe('secret');
});

it('bookReservation leaves out an empty request and any bearer for a guest', async () => {
  api.body = { status: true, message: 'ok', data: hold };
  await bookReservation({
    ...held,
    guestId: 7,
    restaurantUuid: 'r-1',
    date: '24/12/2026',
    day: 'thursday',
    startTime: '19:00',
    endTime: '19:30',
    partySize: 2,
    noted: '   ',
    auth: 'none',
  });
  expect(api.seen[0]!.params).not.toHaveProperty('noted');
  expect(header(api.seen[0]!, 'Authorization')).toBeFalsy();
});

it('registerGuest at checkout ties the account to the hold, without a password', async () => {
  api.body = {
    status: true,
    message: 'Registration successful.',
    data: {
      id: 7,
      uuid: 'g-7',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '07123456789',
      status: 'inactive',
    },
  };
  const answer = await registerGuest({
    register_type: 'reservation',
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '07123456789',
    email: 'ada@example.com',
    ...held,
  });
  expect(answer.data.id).toBe(7);
  expect(api.seen[0]!.method).toBe('post');
  expect(JSON.parse(api.seen[0]!.data as string)).toEqual({
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '07123456789',
    email: 'ada@example.com',
    params: 'create',
    register_type: 'reservation',
    reservation_uuid: 'h-9',
  });
  expect(header(api.seen[0]!, 'x-hold-token')).toBe('secret');
});

it('registerGuest at sign-up sends the password and the captcha token', async () => {
  api.body = { status: true, message: 'ok', data: { ...hold, id: 1 } };
  await registerGuest({
    register_type: 'register',
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '07123456789',
    email: 'ada@example.com',
    password: 'correct horse',
    captchaToken: 'cap',
  }).catch(() => undefined);
  expect(JSON.parse(api.seen[0]!.data as string)).toMatchObject({
    register_type: 'register',
    password: 'correct horse',
  });
  expect(header(api.seen[0]!, 'x-captcha-token')).toBe('cap');
});

describe('registrationRefusal', () => {
  const refused = (status: number, data: unknown) => new ApiError('http', 'fallback', status, data);

  it.each(['inactive', 'active'] as const)('reads data.status %s with the server message', (s) => {
    expect(
      registrationRefusal(
        refused(409, {
          status: false,
          message: `server says ${s}`,
          data: { id: null, email: 'a@b.co', status: s },
        }),
      ),
    ).toEqual({ kind: s, message: `server says ${s}`, email: 'a@b.co' });
  });

  it('gives the field errors of a 400', () => {
    expect(
      registrationRefusal(
        refused(400, {
          status: false,
          message: 'Email is required.',
          errors: { email: 'Email is required.' },
        }),
      ),
    ).toEqual({
      kind: 'invalid',
      message: 'Email is required.',
      errors: { email: 'Email is required.' },
    });
  });

  it('calls anything else other', () => {
    expect(registrationRefusal(new ApiError('network', 'offline'))).toEqual({
      kind: 'other',
      message: 'offline',
    });
    expect(registrationRefusal(refused(500, 'oops')).kind).toBe('other');
  });
});
