import { recordApiCalls } from 'shared/testing/api-recorder';
import { AxiosHeaders } from 'axios';
import { availabilityUrl } from './availability-url';
import { getAvailability } from './get-availability';
import { getRestaurant } from './get-restaurant';
import { getRestaurantFiles } from './get-restaurant-files';
import { restaurantFilesUrl } from './restaurant-files-url';
import { holdTable } from './hold-table';

const api = recordApiCalls();

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
  api.body = { status: true, message: 'ok', data: { id: 1 } };
  await expect(getRestaurant('u 1')).rejects.toMatchObject({ kind: 'invalid-response' });
  expect(api.seen[0]!.url).toBe('/user/restaurants/u%201');
});

it('getAvailability sends date, day and party', async () => {
  api.body = {
    status: true,
    message: 'ok',
    data: { available_slots: [{ start: '12:00', end: '12:30' }] },
  };
  const answer = await getAvailability({
    restaurantUuid: 'u-1',
    date: '24/12/2026',
    day: 'thursday',
    partySize: 4,
  });
  expect(api.seen[0]!.url).toBe(
    '/user/restaurants/u-1/availability?date=24%2F12%2F2026&day=thursday&number_of_people=4',
  );
  expect(api.seen[0]!.params).toBeUndefined();
  expect(answer.data.available_slots).toHaveLength(1);
});

it('getAvailability asks for the URL the server sends its answer under', async () => {
  api.body = { status: true, message: 'ok', data: { available_slots: [] } };
  const request = {
    restaurantUuid: 'u/1',
    date: '01/01/2027',
    day: 'friday',
    partySize: 2,
  } as const;
  await getAvailability(request);
  expect(`/api/v1${api.seen[0]!.url}`).toBe(availabilityUrl(request));
});

it('getRestaurantFiles asks for the info files of a restaurant', async () => {
  api.body = {
    status: true,
    message: 'ok',
    data: [{ id: 1, file_name: 'menu', extension: 'pdf', url: 'files/menus/1.pdf' }],
  };
  await getRestaurantFiles('u 1');
  expect(api.seen[0]!.url).toBe('/user/restaurant-files?rest_uuid=u+1&params=info');
  expect(`/api/v1${api.seen[0]!.url}`).toBe(restaurantFilesUrl('u 1'));
});

describe('holdTable', () => {
  it('holds with the spec parameters and hands back the token', async () => {
    api.body = {
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
      partySize: 2,
    });
    expect(api.seen[0]!.params).toEqual({
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
    api.body = { status: true, message: 'moved', data: hold };
    await holdTable({
      restaurantUuid: 'u-1',
      date: '24/12/2026',
      day: 'thursday',
      startTime: '19:00',
      endTime: '19:30',
      partySize: 2,
      move: { reservationUuid: 'h-1', holdToken: 'secret' },
    });
    expect(api.seen[0]!.params).toMatchObject({ uuid: 'h-1' });
    expect(AxiosHeaders.from(api.seen[0]!.headers).get('x-hold-token')).toBe('secret');
  });
});
