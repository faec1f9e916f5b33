import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';
import { restaurantCardSchema } from 'shared/api/restaurant-card';
import { API_BASE_PATH } from 'shared/constants';

const slot = z.object({ slot_start: z.string(), slot_end: z.string() });
const described = z.nullable(z.object({ description: z.string() }));

export const availableSlotSchema = z.object({ start: z.string(), end: z.string() });

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
});

export type RestaurantDetail = z.infer<typeof restaurantDetailSchema>;
export type AvailableSlot = z.infer<typeof availableSlotSchema>;

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
