import { recordApiCalls } from 'shared/testing/api-recorder';
import { useRootStore } from 'shared/store';
import { bookReservation } from './book-reservation';
import { getKeptDietaryNeeds } from './dietary-needs';
import { reservationDiningNeeds, type UserReservation } from './user-reservations';

const api = recordApiCalls();
afterAll(() => useRootStore.getState().signOut());

const hold = {
  id: 9,
  uuid: 'h-9',
  start: '19:00',
  end: '19:30',
  date: '24/12/2026',
  number_of_people: 2,
  status: 'pending',
  expires_at: null,
  seconds_left: 0,
};
const booking = {
  reservationUuid: 'h-9',
  holdToken: 'secret',
  guestId: 4,
  restaurantUuid: 'r-1',
  date: '24/12/2026',
  day: 'thursday' as const,
  startTime: '19:00',
  endTime: '19:30',
  partySize: 2,
  noted: 'Window seat',
  auth: 'user' as const,
};

it('bookReservation sends the occasion and dietary needs under their wire names, noted untouched', async () => {
  api.body = { status: true, message: 'Your reservation is confirmed.', data: hold };
  await bookReservation({
    ...booking,
    needs: { occasion: 'birthday', allergens: ['milk', 'peanuts'], dietaryNotes: ' Vegan ' },
    rememberDietary: true,
  });
  expect(api.seen[0]!.params).toMatchObject({
    noted: 'Window seat',
    occasion: 'birthday',
    dietary_allergens: 'milk,peanuts',
    dietary_notes: 'Vegan',
    remember_dietary: true,
  });
});

it('bookReservation sends none of them when nothing was chosen', async () => {
  api.body = { status: true, message: 'ok', data: hold };
  await bookReservation({ ...booking, needs: { allergens: [], dietaryNotes: '  ' } });
  for (const name of ['occasion', 'dietary_allergens', 'dietary_notes', 'remember_dietary']) {
    expect(api.seen[0]!.params).not.toHaveProperty(name);
  }
});

it('getKeptDietaryNeeds answers client names and drops an allergen this build does not know', async () => {
  api.body = {
    status: true,
    message: 'ok',
    data: { dietary_allergens: ['sesame', 'moonbeans'], dietary_notes: null },
  };
  await expect(getKeptDietaryNeeds('user')).resolves.toEqual({
    allergens: ['sesame'],
    dietaryNotes: '',
  });
  expect(api.seen[0]!.url).toBe('/user/dietary-needs');
});

it('reservationDiningNeeds reads a booking from before the fields existed as none', () => {
  const old = { noted: null } as UserReservation;
  expect(reservationDiningNeeds(old)).toEqual({
    occasion: null,
    allergens: [],
    dietaryNotes: null,
  });
  expect(
    reservationDiningNeeds({
      ...old,
      occasion: 'business',
      dietary_allergens: ['fish'],
      dietary_notes: 'Halal',
    }),
  ).toEqual({ occasion: 'business', allergens: ['fish'], dietaryNotes: 'Halal' });
});
