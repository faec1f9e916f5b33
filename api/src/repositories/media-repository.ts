import { asc, eq, inArray } from 'drizzle-orm';

import type { AppDatabase } from '../db/client';
import { cuisines, menuCategories, menuFiles, menuItems, restaurants } from '../db/schema';

export interface AvatarRestaurant {
  cuisine: string;
}

/** The caller validates the uuid's shape: PostgreSQL rejects a malformed one with an error. */
export async function findRestaurantForAvatar(
  db: AppDatabase,
  uuid: string,
): Promise<AvatarRestaurant | null> {
  const [row] = await db
    .select({ cuisine: cuisines.name })
    .from(restaurants)
    .innerJoin(cuisines, eq(cuisines.id, restaurants.cuisineId))
    .where(eq(restaurants.uuid, uuid))
    .limit(1);
  return row ?? null;
}

export interface MenuFileItem {
  name: string;
  /** numeric(8,2) as the driver returns it, e.g. '12.50'. */
  price: string;
  symbol: string | null;
  description: string | null;
}

export interface MenuFileCategory {
  name: string;
  items: MenuFileItem[];
}

export interface MenuFile {
  extension: 'png' | 'jpg' | 'jpeg' | 'pdf';
  fileName: string;
  restaurantUuid: string;
  restaurantName: string;
  /** The restaurant's whole menu, categories and items each in their display order. */
  categories: MenuFileCategory[];
}

export async function findMenuFile(db: AppDatabase, id: number): Promise<MenuFile | null> {
  const [file] = await db
    .select({
      extension: menuFiles.extension,
      fileName: menuFiles.fileName,
      restaurantId: restaurants.id,
      restaurantUuid: restaurants.uuid,
      restaurantName: restaurants.name,
    })
    .from(menuFiles)
    .innerJoin(restaurants, eq(restaurants.id, menuFiles.restaurantId))
    .where(eq(menuFiles.id, id))
    .limit(1);
  if (!file) return null;

  const categoryRows = await db
    .select({ id: menuCategories.id, name: menuCategories.name })
    .from(menuCategories)
    .where(eq(menuCategories.restaurantId, file.restaurantId))
    // id breaks ties so two categories sharing a position still come out in a stable order.
    .orderBy(asc(menuCategories.position), asc(menuCategories.id));
  const itemRows =
    categoryRows.length === 0
      ? []
      : await db
          .select({
            categoryId: menuItems.categoryId,
            name: menuItems.name,
            price: menuItems.price,
            symbol: menuItems.symbol,
            description: menuItems.description,
          })
          .from(menuItems)
          .where(
            inArray(
              menuItems.categoryId,
              categoryRows.map((category) => category.id),
            ),
          )
          .orderBy(asc(menuItems.position), asc(menuItems.id));

  const categories = categoryRows.map((category) => ({
    id: category.id,
    name: category.name,
    items: [] as MenuFileItem[],
  }));
  const byId = new Map(categories.map((category) => [category.id, category]));
  for (const { categoryId, ...item } of itemRows) byId.get(categoryId)?.items.push(item);

  return {
    extension: file.extension,
    fileName: file.fileName,
    restaurantUuid: file.restaurantUuid,
    restaurantName: file.restaurantName,
    categories: categories.map(({ name, items }) => ({ name, items })),
  };
}
