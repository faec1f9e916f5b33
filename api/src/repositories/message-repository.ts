import { sql } from 'drizzle-orm';
import { type Executor } from './restaurant-repository';

export interface NewMessage {
  kind: 'contact_us' | 'registration';
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  restaurant_name: string | null;
  post_code: string | null;
  city: string | null;
  message: string | null;
}

export async function insertMessage(db: Executor, m: NewMessage, now: Date) {
  await db.execute(
    sql`insert into messages (kind, first_name, last_name, email, phone, restaurant_name, post_code, city, message, created_at)
        values (${m.kind}, ${m.first_name}, ${m.last_name}, ${m.email}, ${m.phone}, ${m.restaurant_name},
                ${m.post_code}, ${m.city}, ${m.message}, ${now.toISOString()}::timestamptz)`,
  );
}
