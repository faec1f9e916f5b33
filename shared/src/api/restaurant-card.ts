import * as z from 'zod/mini';

const named = z.object({ name: z.string() });

/** A restaurant as lists show it (search results, the home grid, the cuisine lists). */
export const restaurantCardSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  avatar: z.nullable(z.string()),
  address: z.nullable(z.string()),
  post_code: z.nullable(z.string()),
  category: z.string(),
  category_list: named,
  label_tags: z.array(named),
  rating: z.number(),
  review_count: z.number(),
  price_level: z.number(),
  online_booking: z.boolean(),
  distance_km: z.optional(z.number()),
});

export type RestaurantCard = z.infer<typeof restaurantCardSchema>;

/** A cuisine with its count and best-rated restaurants (GET /user/category). */
export const cuisineSchema = z.object({
  id: z.number(),
  name: z.string(),
  count: z.number(),
  restaurants: z.array(restaurantCardSchema),
});

export type Cuisine = z.infer<typeof cuisineSchema>;
