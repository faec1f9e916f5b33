import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  menuCategories,
  menuFiles,
  menuItems,
  openingSlots,
  photos,
  restaurantTables,
  restaurantTags,
  restaurants,
  reviews,
  tableCombinations,
} from '../schema';
import type { PlannedRestaurant } from './seed';

export type Cell = string | number | boolean | null;

/** One table's rows, in insertion order, with their columns. */
export interface TableRows {
  table: PgTable;
  columns: readonly PgColumn[];
  rows: Iterable<readonly Cell[]>;
}

function missing(what: string): never {
  throw new Error(`seed data: no ${what}`);
}

/**
 * The demo data's rows, table by table (parents first), with ids given here: restaurant
 * `firstId + i` is the plan's i-th, and tables and menu categories are numbered in the order
 * written. The database is empty of restaurants when this is written (so of all their rows),
 * and the caller moves each sequence past what was written. One home for what the small seed
 * (INSERTs) and the scale seed (COPY) write.
 */
export function demoRows(
  plan: readonly PlannedRestaurant[],
  cuisineIds: ReadonlyMap<string, number>,
  firstId = 1,
): TableRows[] {
  const ids = plan.map((_, i) => firstId + i);
  // Tables: numbered in plan order; each restaurant's list keeps its order.
  const tableIds: number[][] = [];
  let nextTable = 1;
  for (const r of plan) tableIds.push(r.tables.map(() => nextTable++));
  const categoryIds: number[][] = [];
  let nextCategory = 1;
  for (const r of plan) categoryIds.push(r.menu.map(() => nextCategory++));

  function* each<T>(make: (r: PlannedRestaurant, i: number) => Iterable<T>): Iterable<T> {
    for (let i = 0; i < plan.length; i++) yield* make(plan[i]!, i);
  }

  return [
    {
      table: restaurants,
      columns: [
        restaurants.id,
        restaurants.uuid,
        restaurants.name,
        restaurants.avatar,
        restaurants.address,
        restaurants.postCode,
        restaurants.latitude,
        restaurants.longitude,
        restaurants.cuisineId,
        restaurants.description,
        restaurants.website,
        restaurants.phone,
        restaurants.menuDescription,
        restaurants.photoDescription,
        restaurants.onlineBooking,
        restaurants.priceLevel,
        restaurants.createdAt,
        restaurants.turn12Minutes,
        restaurants.turn34Minutes,
        restaurants.turn58Minutes,
        restaurants.turn9PlusMinutes,
        restaurants.bufferMinutes,
        restaurants.pacingCovers,
        restaurants.maxOnlineParty,
        restaurants.minNoticeMinutes,
        restaurants.bookingHorizonDays,
        restaurants.freeCancellationHours,
        restaurants.largePartySize,
        restaurants.largePartyCancellationHours,
      ],
      rows: each((r, i) => [
        [
          ids[i]!,
          r.uuid,
          r.name,
          r.avatar,
          r.address,
          r.postCode,
          r.latitude,
          r.longitude,
          cuisineIds.get(r.cuisine) ?? missing(`cuisine ${r.cuisine}`),
          r.description,
          r.website,
          r.phone,
          r.menuDescription,
          r.photoDescription,
          r.onlineBooking,
          r.priceLevel,
          r.createdAt.toISOString(),
          r.seating.turn12Minutes,
          r.seating.turn34Minutes,
          r.seating.turn58Minutes,
          r.seating.turn9PlusMinutes,
          r.seating.bufferMinutes,
          r.seating.pacingCovers,
          r.seating.maxOnlineParty,
          r.seating.minNoticeMinutes,
          r.seating.bookingHorizonDays,
          r.cancellation.freeCancellationHours,
          r.cancellation.largePartySize,
          r.cancellation.largePartyCancellationHours,
        ],
      ]),
    },
    {
      table: restaurantTags,
      columns: [restaurantTags.restaurantId, restaurantTags.kind, restaurantTags.name],
      rows: each((r, i) => [
        ...r.labels.map((name) => [ids[i]!, 'label', name]),
        ...r.about.map((name) => [ids[i]!, 'about', name]),
      ]),
    },
    {
      table: openingSlots,
      columns: [
        openingSlots.restaurantId,
        openingSlots.weekday,
        openingSlots.slotStart,
        openingSlots.slotEnd,
      ],
      rows: each((r, i) => r.slots.map((s) => [ids[i]!, s.weekday, s.start, s.end])),
    },
    {
      table: restaurantTables,
      columns: [restaurantTables.id, restaurantTables.restaurantId, restaurantTables.seats],
      rows: each((r, i) => r.tables.map((seats, t) => [tableIds[i]![t]!, ids[i]!, seats])),
    },
    {
      table: tableCombinations,
      columns: [
        tableCombinations.restaurantId,
        tableCombinations.name,
        tableCombinations.tableIds,
        tableCombinations.minParty,
        tableCombinations.maxParty,
      ],
      rows: each((r, i) =>
        r.combinations.map((c) => [
          ids[i]!,
          c.name,
          `{${c.positions.map((p) => tableIds[i]![p] ?? missing(`table ${p + 1} of ${r.uuid}`)).join(',')}}`,
          c.minParty,
          c.maxParty,
        ]),
      ),
    },
    {
      table: menuCategories,
      columns: [
        menuCategories.id,
        menuCategories.restaurantId,
        menuCategories.name,
        menuCategories.position,
      ],
      rows: each((r, i) => r.menu.map((c, k) => [categoryIds[i]![k]!, ids[i]!, c.name, k + 1])),
    },
    {
      table: menuItems,
      columns: [
        menuItems.categoryId,
        menuItems.name,
        menuItems.symbol,
        menuItems.price,
        menuItems.description,
        menuItems.position,
      ],
      rows: each((r, i) =>
        r.menu.flatMap((c, k) =>
          c.items.map((item, position) => [
            categoryIds[i]![k]!,
            item.name,
            item.symbol,
            item.price,
            item.description,
            position + 1,
          ]),
        ),
      ),
    },
    {
      table: menuFiles,
      columns: [
        menuFiles.restaurantId,
        menuFiles.fileName,
        menuFiles.extension,
        menuFiles.createdAt,
      ],
      rows: each((r, i) =>
        r.menuFiles.map((f) => [ids[i]!, f.fileName, f.extension, f.createdAt.toISOString()]),
      ),
    },
    {
      table: photos,
      columns: [photos.restaurantId, photos.avatar, photos.position],
      rows: each((r, i) => r.photos.map((p) => [ids[i]!, p.avatar, p.position])),
    },
    {
      table: reviews,
      columns: [
        reviews.restaurantId,
        reviews.rating,
        reviews.review,
        reviews.firstName,
        reviews.reviewedOn,
      ],
      rows: each((r, i) =>
        r.reviews.map((v) => [ids[i]!, v.rating, v.review, v.firstName, v.reviewedOn]),
      ),
    },
  ];
}
