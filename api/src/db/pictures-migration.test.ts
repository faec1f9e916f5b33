import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';

import { openDatabase } from './client';
import { cuisines, photos, restaurants } from './schema';

const MIGRATION = path.join(__dirname, '..', '..', 'drizzle', '0005_generated_pictures_jpeg.sql');
const SEEDED = '0b6a9c3e-5d4f-4a1b-9c2d-7e8f9a0b1c2d';
const CUSTOM = '1c7b0d4f-6e50-4b2c-8d3e-8f9a0b1c2d3e';

describe('migration 0005: generated pictures become JPEGs (ADR 0026)', () => {
  it('points the seed-generated SVG pictures to their JPEGs and leaves any other', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      await handle.migrate();
      const { db } = handle;
      const [cuisine] = await db.insert(cuisines).values({ name: 'Thai' }).returning();
      const row = { latitude: 51.5, longitude: -0.12, cuisineId: cuisine!.id, priceLevel: 2 };
      const [seeded, custom] = await db
        .insert(restaurants)
        .values([
          { ...row, uuid: SEEDED, name: 'Seeded', avatar: `images/restaurants/${SEEDED}.svg` },
          // Another restaurant's picture: not this row's generated one.
          { ...row, uuid: CUSTOM, name: 'Custom', avatar: `images/restaurants/${SEEDED}.svg` },
        ])
        .returning();
      await db.insert(photos).values([
        { restaurantId: seeded!.id, position: 2, avatar: `images/photos/${SEEDED}/2.svg` },
        { restaurantId: custom!.id, position: 1, avatar: `images/photos/${SEEDED}/1.svg` },
        { restaurantId: custom!.id, position: 2, avatar: null },
      ]);
      // The database was migrated already: run the migration's statements again on these rows.
      const text = await readFile(MIGRATION, 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        await db.execute(sql.raw(statement));
      }
      const avatarOf = async (uuid: string) =>
        (await db.select().from(restaurants).where(eq(restaurants.uuid, uuid)))[0]?.avatar;
      expect(await avatarOf(SEEDED)).toBe(`images/restaurants/${SEEDED}.jpg`);
      expect(await avatarOf(CUSTOM)).toBe(`images/restaurants/${SEEDED}.svg`);
      const photoAvatars = (await db.select().from(photos).orderBy(photos.id)).map((p) => p.avatar);
      expect(photoAvatars).toEqual([
        `images/photos/${SEEDED}/2.jpg`,
        `images/photos/${SEEDED}/1.svg`,
        null,
      ]);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
