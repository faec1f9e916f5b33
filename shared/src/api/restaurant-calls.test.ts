import { type AxiosAdapter, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from './client';
import { getAvailability } from './get-availability';
import { getRestaurant } from './get-restaurant';
import { getRestaurantFiles } from './get-restaurant-files';
import { holdTable } from './hold-table';

const originalAdapter = apiClient.defaults.adapter;
let seen: InternalAxiosRequestConfig[] = [];
let body: unknown;

beforeEach(() => {
  seen = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { data: body, status: 200, statusText: 'OK', headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
});

afterAll(() => {
  apiClient.defaults.adapter = originalAdapter;
});

const hold = {
  id: 9,
  uuid: 'h-9',
  start: '19:00',
  end: '19:30',
  date: '24/12/2026',
  number_of_people: 2,
  status: 'hold',
  expires_at: '2026-12-24T12:05:00.000Z',
  seconds_left: 300,
};

it('getRestaurant asks for the uuid and refuses an answer of the wrong shape', async () => {
  body = { status: true, message: 'ok', data: { id: 1 } };
  await expect(getRestaurant('u 1')).rejects.toMatchObject({ kind: 'invalid-response' });
  expect(seen[0]!.url).toBe('/user/restaurants/u%201');
});

it('getAvailability sends date, day and party', async () => {
  body = {
    status: true,
    message: 'ok',
    data: { available_slots: [{ start: '12:00', end: '12:30' }] },
  };
  const answer = await getAvailability({
    restaurantUuid: 'u-1',
    date: '24/12/2026',
    day: 'thursday',
    people: 4,
  });
  expect(seen[0]!.url).toBe('/user/restaurants/u-1/availability');
  expect(seen[0]!.params).toEqual({ date: '24/12/2026', day: 'thursday', number_of_people: 4 });
  expect(answer.data.available_slots).toHaveLength(1);
});

it('getRestaurantFiles asks for the info files of a restaurant', async () => {
  body = {
    status: true,
    message: 'ok',
    data: [{ id: 1, file_name: 'menu', extension: 'pdf', url: 'files/menus/1.pdf' }],
  };
  await getRestaurantFiles('u-1');
  expect(seen[0]!.params).toEqual({ rest_uuid: 'u-1', params: 'info' });
});

describe('holdTable', () => {
  it('holds with the spec parameters and hands back the token', async () => {
    body = {
      status: true,
      message: 'Your table is held for 5 minutes.',
      data: { ...hold, hold_token: 't' },
    };
    const answer = await holdTable({
      restaurantUuid: 'u-1',
      date: '24/12/2026',
      day: 'thursday',
      startTime: '19:00',
      endTime: '19:30',
      people: 2,
    });
    expect(seen[0]!.params).toEqual({
      start_time: '19:00',
      end_time: '19:30',
      date: '24/12/2026',
      day: 'thursday',
      status: 'hold',
      rest_uuid: 'u-1',
      number_of_people: 2,
    });
    expect(answer.data.hold_token).toBe('t');
  });

  it('moves a live hold with its uuid and token', async () => {
    body = { status: true, message: 'moved', data: hold };
    await holdTable({
      restaurantUuid: 'u-1',
      date: '24/12/2026',
      day: 'thursday',
      startTime: '19:00',
      endTime: '19:30',
      people: 2,
      move: { reservationUuid: 'h-1', holdToken: 'secret' },
    });
    expect(seen[0]!.params).toMatchObject({ uuid: 'h-1' });
    expect(AxiosHeaders.from(seen[0]!.headers).get('x-hold-token')).toBe('secret');
  });
});
