import { Type } from '@sinclair/typebox';
import { Uuid } from './common';

const Named = Type.Object({ name: Type.String() });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const RestaurantCard = Type.Object({
  id: Type.Integer(),
  uuid: Uuid,
  name: Type.String(),
  avatar: Nullable(Type.String({ description: 'image path relative to /api/v1/' })),
  address: Nullable(Type.String()),
  post_code: Nullable(Type.String()),
  latitude: Type.Number(),
  longitude: Type.Number(),
  description: Nullable(Type.String()),
  category: Type.String(),
  category_list: Named,
  label_tags: Type.Array(Named),
  rating: Type.Number({ description: 'average review rating, 0 when unrated' }),
  review_count: Type.Integer(),
  price_level: Type.Integer({ minimum: 1, maximum: 5 }),
  online_booking: Type.Boolean(),
  distance_km: Type.Optional(Type.Number({ description: 'postcode searches only' })),
  times: Type.Optional(
    Type.Array(Type.String(), {
      description: 'searches with date and number_of_people: up to 3 bookable times, HH:MM',
    }),
  ),
});

const Reading = Type.Object({
  kind: Type.Union([Type.Literal('name'), Type.Literal('cuisine'), Type.Literal('place')]),
  cuisine: Type.Optional(Type.String({ description: "the cuisine's name" })),
  place: Type.Optional(Type.String({ description: 'a UK town or area' })),
});

export const RestaurantPage = Type.Object({
  data: Type.Array(RestaurantCard),
  current_page: Type.Integer(),
  last_page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
  // Name searches whose words also name a kind of food or a place (ADR 0057).
  reading: Type.Optional(Reading),
  other_readings: Type.Optional(
    Type.Array(Reading, { description: 'the other ways the words can be read (see reading)' }),
  ),
});

const Slot = Type.Object({ slot_start: Type.String(), slot_end: Type.String() });

export const AvailableSlot = Type.Object({ start: Type.String(), end: Type.String() });

export const NextAvailableTime = Type.Object({
  date: Type.String({ description: 'dd/mm/yyyy' }),
  day: Type.String({ description: 'lowercase weekday of date' }),
  start: Type.String({ description: 'HH:MM, Europe/London' }),
  end: Type.String(),
});

export const RestaurantDetail = Type.Composite([
  RestaurantCard,
  Type.Object({
    about_label_tags: Type.Array(Named),
    website: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    aval_slots: Type.Record(Type.String(), Type.Array(Slot)),
    menu_description: Nullable(Type.Object({ description: Type.String() })),
    photo_description: Nullable(Type.Object({ description: Type.String() })),
    categories: Type.Array(
      Type.Object({
        name: Type.String(),
        menus: Type.Array(
          Type.Object({
            name: Type.String(),
            symbol: Nullable(Type.String()),
            price: Type.String({ description: 'pounds, e.g. 12.50' }),
            description: Nullable(Type.String()),
          }),
        ),
      }),
    ),
    photo: Type.Array(Type.Object({ id: Type.Integer(), avatar: Nullable(Type.String()) })),
    reviews: Type.Array(
      Type.Object({
        id: Type.Integer(),
        rating: Type.Integer({ minimum: 1, maximum: 5 }),
        review: Type.String(),
        date: Type.String({ description: 'yyyy-mm-dd' }),
        guest_informaion: Type.Object({ first_name: Type.String() }),
      }),
    ),
    max_online_party: Type.Integer({ description: 'the largest party booked online' }),
    booking_horizon_days: Type.Integer({
      description: 'no booking for a date after today plus this many days',
    }),
    min_notice_minutes: Type.Integer({ description: 'no booking for a slot starting sooner' }),
    cancellation_policy: Type.Object({
      free_cancellation_hours: Type.Integer({
        description: 'free cancellation until this many hours before the booking',
      }),
      large_party_size: Nullable(Type.Integer({ description: 'parties this size or more…' })),
      large_party_hours: Nullable(
        Type.Integer({ description: '…cancel free until this many hours before' }),
      ),
    }),
    available_slots: Type.Optional(Type.Array(AvailableSlot)),
    call_to_book: Type.Optional(Nullable(Type.String())),
  }),
]);

export const Cuisine = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  count: Type.Integer(),
  restaurants: Type.Array(RestaurantCard),
});

export const MenuFile = Type.Object({
  id: Type.Integer(),
  file_name: Type.String(),
  extension: Type.String(),
  url: Type.String({ description: 'path relative to /api/v1/' }),
});
