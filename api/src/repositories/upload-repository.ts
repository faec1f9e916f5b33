import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { UploadExtension } from '../lib/file-type';
import { type Executor } from './restaurant-repository';

export interface NewUpload {
  userId: number;
  restaurantId: number | null;
  fileName: string;
  extension: UploadExtension;
  content: Buffer;
}

export async function insertUpload(db: Executor, upload: NewUpload, now: Date) {
  const uuid = randomUUID();
  await db.execute(
    sql`insert into menu_uploads (uuid, user_id, restaurant_id, file_name, extension, size, content, created_at)
        values (${uuid}::uuid, ${upload.userId}, ${upload.restaurantId}, ${upload.fileName}, ${upload.extension},
                ${upload.content.length}, ${upload.content}, ${now.toISOString()}::timestamptz)`,
  );
  return { uuid };
}
