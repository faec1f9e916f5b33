import { sql } from 'drizzle-orm';
import { newSecret } from '../lib/credentials';
import { type Executor, rows } from './restaurant-repository';

/**
 * The server's secret of that name, made on first use. Every process asks the same row, so
 * two starting at once agree on the one that was inserted first.
 */
export async function serverSecret(db: Executor, name: string, now: Date): Promise<string> {
  await db.execute(
    sql`insert into server_secrets (name, value, created_at)
        values (${name}, ${newSecret()}, ${now.toISOString()}::timestamptz)
        on conflict (name) do nothing`,
  );
  const [row] = await rows<{ value: string }>(
    db,
    sql`select value from server_secrets where name = ${name}`,
  );
  return row!.value;
}
