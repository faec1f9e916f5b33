import { sql } from 'drizzle-orm';
import { type Executor, rows } from './restaurant-repository';

/** A signed-in diner's kept dietary needs (ADR 0055): health data, never logged. */
export interface KeptDietaryNeeds {
  allergens: string[];
  notes: string | null;
}

/** What the diner last asked us to remember; none kept reads as nothing needed. */
export async function findDietaryNeeds(db: Executor, userId: number): Promise<KeptDietaryNeeds> {
  const [row] = await rows<{ allergens: string[]; notes: string | null }>(
    db,
    sql`select allergens, notes from dietary_needs where user_id = ${userId}`,
  );
  return row ? { allergens: row.allergens, notes: row.notes } : { allergens: [], notes: null };
}

/**
 * Keeps the needs of the diner's latest booking in place of any earlier ones; none at all
 * deletes the row, so clearing them at checkout leaves nothing stored.
 */
export async function keepDietaryNeeds(
  db: Executor,
  userId: number,
  needs: KeptDietaryNeeds,
  now: Date,
): Promise<void> {
  if (needs.allergens.length === 0 && !needs.notes) {
    await db.execute(sql`delete from dietary_needs where user_id = ${userId}`);
    return;
  }
  await db.execute(
    sql`insert into dietary_needs (user_id, allergens, notes, updated_at)
        values (${userId}, array(select jsonb_array_elements_text(${JSON.stringify(needs.allergens)}::jsonb)),
                ${needs.notes}, ${now.toISOString()}::timestamptz)
        on conflict (user_id) do update set allergens = excluded.allergens, notes = excluded.notes,
          updated_at = excluded.updated_at`,
  );
}
