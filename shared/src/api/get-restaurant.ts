import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';
import { restaurantCardSchema } from 'shared/api/restaurant-card';
import { API_BASE_PATH } from 'shared/constants';

const slot = z.object({ slot_start: z.string(), slot_end: z.string() });
const described = z.nullable(z.object({ description: z.string() }));

export const availableSlotSchema = z.object({ start: z.string(), end: z.string() });

/**
 * How far ahead a restaurant takes online bookings, as an answer from before the limit reads.
 * (The API also sends max_online_party and min_notice_minutes; the panel needs neither, as
 * availability answers for them, and this module is in every page's start-up scripts.)
 */
export const DEFAULT_BOOKING_LIMITS = { bookingHorizonDays: 180 } as const;

/** Everything the restaurant page shows (spec section 3, Restaurant). */
export const restaurantDetailSchema = z.extend(restaurantCardSchema, {
  description: z.nullable(z.string()),
  about_label_tags: z.array(z.object({ name: z.string() })),
  website: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  /** Lowercase weekday -> that day's 30-minute slots, HH:MM, Europe/London. */
  aval_slots: z.record(z.string(), z.array(slot)),
  menu_description: described,
  photo_description: described,
  categories: z.array(
    z.object({
      name: z.string(),
      menus: z.array(
        z.object({
          name: z.string(),
          symbol: z.nullable(z.string()),
          price: z.string(),
          description: z.nullable(z.string()),
        }),
      ),
    }),
  ),
  photo: z.array(z.object({ id: z.number(), avatar: z.nullable(z.string()) })),
  reviews: z.array(
    z.object({
      id: z.number(),
      rating: z.number(),
      review: z.string(),
      /** yyyy-mm-dd */
      date: z.string(),
      guest_informaion: z.object({ first_name: z.string() }),
    }),
  ),
  available_slots: z.optional(z.array(availableSlotSchema)),
  /** With a date: why this party books by phone instead (then no slots), else null. */
  call_to_book: z.optional(z.nullable(z.string())),
  // Defaulted, not required: restaurant answers cached or sent before these limits still parse.
  booking_horizon_days: z._default(z.number(), DEFAULT_BOOKING_LIMITS.bookingHorizonDays),
});

export type RestaurantDetail = z.infer<typeof restaurantDetailSchema>;
export type AvailableSlot = z.infer<typeof availableSlotSchema>;

/** The restaurant's online booking limits, under the client's names. */
export interface BookingLimits {
  /** The last day booked online is London's today plus this many days. */
  bookingHorizonDays: number;
}

export const bookingLimits = (restaurant: RestaurantDetail): BookingLimits => ({
  bookingHorizonDays: restaurant.booking_horizon_days,
});

export const getRestaurantResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: restaurantDetailSchema,
});

const restaurantPath = (uuid: string) => `/user/restaurants/${encodeURIComponent(uuid)}`;

/** GET /api/v1/user/restaurants/{uuid}: the restaurant page's details. */
export function getRestaurant(uuid: string, signal?: AbortSignal) {
  return apiRequest({
    method: 'GET',
    readOnly: true,
    url: restaurantPath(uuid),
    signal,
    schema: getRestaurantResponseSchema,
  });
}

/** The URL getRestaurant calls, as the page's sent answers are keyed (ADR 0023). */
export const restaurantUrl = (uuid: string) => `${API_BASE_PATH}${restaurantPath(uuid)}`;
