import { recordApiCalls } from 'shared/testing/api-recorder';
import { useRootStore } from 'shared/store';
import { changeReservation, getChangeTimes } from './change-reservation';

const api = recordApiCalls();
afterAll(() => useRootStore.getState().signOut());

const BOOKING = {
  id: 7,
  uuid: 'r-1',
  status: 'pending',
  day: 'saturday',
  reservation_date: '05/12/2026',
  reservation_time: '21:00:00',
  end_time: '21:30',
  number_of_people: 3,
  noted: null,
  created_at: '2026-11-27T10:00:00.000Z',
  restaurant: { uuid: 'rest-1', name: 'The Holding Table', avatar: null, address: null },
};

it('sends the change under the wire names, signed in or with the emailed key', async () => {
  useRootStore.getState().signIn(
    {
      id: 5,
      uuid: 'u-5',
      first_name: 'Ada',
      last_name: 'L',
      email: 'a@b.co',
      phone: '07123456789',
      status: 'active',
    },
    'user-token',
  );
  api.body = { status: true, message: 'Your reservation has been changed.', data: BOOKING };
  const change = { date: '05/12/2026', startTime: '21:00', partySize: 3 };
  await expect(changeReservation('r-1', change)).resolves.toEqual({
    message: 'Your reservation has been changed.',
    reservation: BOOKING,
  });
  expect(api.last).toMatchObject({ method: 'post', url: '/user/reservation/r-1/change' });
  expect(api.json()).toEqual({ date: '05/12/2026', start_time: '21:00', number_of_people: 3 });
  expect(api.header('Authorization')).toBe('Bearer user-token');

  await changeReservation('r-1', change, 'signed-key');
  expect(api.last.url).toBe('/user/reservation/link/r-1/change');
  expect(api.json()).toEqual({
    date: '05/12/2026',
    start_time: '21:00',
    number_of_people: 3,
    key: 'signed-key',
  });
  expect(api.header('Authorization')).toBeUndefined();
});

it('asks for the times a booking could move to, answered under the client names', async () => {
  api.body = {
    status: true,
    message: 'ok',
    data: {
      available_slots: [
        { start: '19:00', end: '19:30' },
        { start: '21:00', end: '21:30' },
      ],
      call_to_book: null,
    },
  };
  await expect(
    getChangeTimes('r-1', { date: '05/12/2026', partySize: 3 }, 'signed-key'),
  ).resolves.toEqual({ times: ['19:00', '21:00'], callToBook: null });
  expect(api.last).toMatchObject({ method: 'get', url: '/user/reservation/link/r-1/change-times' });
  expect(api.last.params).toEqual({ date: '05/12/2026', number_of_people: 3, key: 'signed-key' });
});
