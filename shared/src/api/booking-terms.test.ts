import { getAvailabilityResponseSchema, toAvailability } from './get-availability';
import { bookingLimits, getRestaurantResponseSchema } from './get-restaurant';
import { holdTableResponseSchema, holdTerms } from './hold-table';
import { reservationTableMinutes, userReservationSchema } from './user-reservations';

// The new fields of the booking engine's answers, read under the client's names; answers
// from before them (cached, sent with a page, an API not yet deployed) still parse.

const restaurant = {
  id: 1,
  uuid: 'r-1',
  name: 'Dishoom',
  avatar: null,
  address: null,
  post_code: null,
  category: 'Indian',
  category_list: { name: 'Indian' },
  label_tags: [],
  rating: 4.5,
  review_count: 2,
  price_level: 2,
  online_booking: true,
  description: null,
  about_label_tags: [],
  website: null,
  phone: '020 7946 0165',
  aval_slots: {},
  menu_description: null,
  photo_description: null,
  categories: [],
  photo: [],
  reviews: [],
};
const envelope = <T>(data: T) => ({ status: true, message: 'ok', data });

describe('restaurant detail: online booking limits', () => {
  it('reads them under client names', () => {
    const parsed = getRestaurantResponseSchema.parse(
      envelope({
        ...restaurant,
        max_online_party: 12,
        booking_horizon_days: 60,
        min_notice_minutes: 120,
        available_slots: [],
        call_to_book: 'Please call.',
      }),
    );
    expect(bookingLimits(parsed.data)).toEqual({ bookingHorizonDays: 60 });
  });

  it('falls back to 180 days for an answer without it', () => {
    const parsed = getRestaurantResponseSchema.parse(envelope(restaurant));
    expect(bookingLimits(parsed.data)).toEqual({ bookingHorizonDays: 180 });
  });
});

describe('availability: call to book', () => {
  const sentence =
    'Online bookings here are for up to 12 people. For a party of 16, please call the restaurant.';

  it('is the sentence for a party that cannot book online, with no slots', () => {
    const parsed = getAvailabilityResponseSchema.parse(
      envelope({ available_slots: [], call_to_book: sentence }),
    );
    expect(toAvailability(parsed.data)).toEqual({ slots: [], callToBook: sentence });
  });

  it.each([
    ['null', { call_to_book: null }],
    ['left out', {}],
  ])('is null when %s', (_, extra) => {
    const slots = [{ start: '18:00', end: '18:30' }];
    const parsed = getAvailabilityResponseSchema.parse(
      envelope({ available_slots: slots, ...extra }),
    );
    expect(toAvailability(parsed.data)).toEqual({ slots, callToBook: null });
  });
});

describe('hold: table time and extensions left', () => {
  const hold = {
    id: 9,
    uuid: 'h-9',
    start: '19:00',
    end: '19:30',
    date: '24/12/2026',
    number_of_people: 2,
    status: 'hold',
    expires_at: null,
    seconds_left: 300,
  };

  it('reads them under client names', () => {
    const parsed = holdTableResponseSchema.parse(
      envelope({ ...hold, table_minutes: 90, extensions_left: 2 }),
    );
    expect(holdTerms(parsed.data)).toEqual({ tableMinutes: 90, extensionsLeft: 2 });
  });

  it('are not known (null) for a hold answer without them', () => {
    expect(holdTerms(holdTableResponseSchema.parse(envelope(hold)).data)).toEqual({
      tableMinutes: null,
      extensionsLeft: null,
    });
  });
});

describe('reservation list item: table time', () => {
  const item = {
    id: 1,
    uuid: 'res-1',
    status: 'pending',
    day: 'tuesday',
    reservation_date: '24/11/2026',
    reservation_time: '19:00:00',
    end_time: '19:30',
    number_of_people: 2,
    noted: null,
    created_at: '2026-11-20T10:00:00.000Z',
    restaurant: { uuid: 'r-1', name: 'Dishoom', avatar: null, address: null },
  };

  it('is the minutes given, or null for an item without them', () => {
    expect(
      reservationTableMinutes(userReservationSchema.parse({ ...item, table_minutes: 120 })),
    ).toBe(120);
    expect(reservationTableMinutes(userReservationSchema.parse(item))).toBeNull();
  });
});
