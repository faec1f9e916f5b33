import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import type { UploadExtension } from '../lib/file-type';
import { type Executor, rows } from './restaurant-repository';

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export interface UploadUsage {
  count: number;
  bytes: number;
  /** When the oldest upload in the window was made: the window frees up from then on. */
  oldest: Date | null;
}

export interface UploadQuota {
  files: number;
  bytes: number;
  windowMs: number;
}

/** What a user has uploaded since `now - windowMs`. */
export async function uploadUsage(
  db: Executor,
  userId: number,
  now: Date,
  windowMs: number,
): Promise<UploadUsage> {
  const [row] = await rows<{ n: string; bytes: string | null; oldest: string | Date | null }>(
    db,
    sql`select count(*) as n, sum(size) as bytes, min(created_at) as oldest from menu_uploads
        where user_id = ${userId} and created_at > ${ts(new Date(now.getTime() - windowMs))}`,
  );
  return {
    count: Number(row!.n),
    bytes: Number(row!.bytes ?? 0),
    oldest: row!.oldest === null ? null : new Date(row!.oldest),
  };
}

export interface NewUpload {
  uuid: string;
  userId: number;
  restaurantId: number | null;
  fileName: string;
  extension: UploadExtension;
  size: number;
  storageKey: string;
}

/**
 * Records an upload whose file is already in place, if it fits the user's quota. The user's
 * row is locked while the quota is counted, so uploads finishing together (on any number of
 * processes) cannot all squeeze under it.
 */
export async function insertUpload(
  db: AppDatabase,
  upload: NewUpload,
  now: Date,
  quota: UploadQuota,
): Promise<{ stored: true } | { stored: false; usage: UploadUsage }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${upload.userId} for update`);
    const usage = await uploadUsage(tx, upload.userId, now, quota.windowMs);
    if (usage.count + 1 > quota.files || usage.bytes + upload.size > quota.bytes) {
      return { stored: false as const, usage };
    }
    await tx.execute(
      sql`insert into menu_uploads (uuid, user_id, restaurant_id, file_name, extension, size, storage_key, created_at)
          values (${upload.uuid}::uuid, ${upload.userId}, ${upload.restaurantId}, ${upload.fileName},
                  ${upload.extension}, ${upload.size}, ${upload.storageKey}, ${ts(now)})`,
    );
    return { stored: true as const };
  });
}

export interface StoredUpload {
  fileName: string;
  extension: UploadExtension;
  size: number;
  storageKey: string | null;
  createdAt: Date;
}

/** One of the user's uploads by uuid (the caller checks its shape); someone else's is null. */
export async function findUpload(
  db: Executor,
  uuid: string,
  userId: number,
): Promise<StoredUpload | null> {
  const [row] = await rows<{
    file_name: string;
    extension: UploadExtension;
    size: number;
    storage_key: string | null;
    created_at: string | Date;
  }>(
    db,
    sql`select file_name, extension, size, storage_key, created_at from menu_uploads
        where uuid = ${uuid}::uuid and user_id = ${userId}`,
  );
  if (!row) return null;
  return {
    fileName: row.file_name,
    extension: row.extension,
    size: row.size,
    storageKey: row.storage_key,
    createdAt: new Date(row.created_at),
  };
}

/**
 * Moves one upload stored in the database before (ADR 0043) to disk: `write` puts its bytes
 * under the key, then the row points there and drops them, in one transaction. False when
 * none is left. Rows another process is moving are skipped.
 */
export async function moveOneUploadOutOfDatabase(
  db: AppDatabase,
  keyOf: (uuid: string, extension: UploadExtension) => string,
  write: (key: string, content: Uint8Array) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await rows<{
      id: number;
      uuid: string;
      extension: UploadExtension;
      content: Uint8Array;
    }>(
      tx,
      sql`select id, uuid::text as uuid, extension, content from menu_uploads
          where storage_key is null and content is not null
          order by id limit 1 for update skip locked`,
    );
    if (!row) return false;
    const key = keyOf(row.uuid, row.extension);
    await write(key, row.content);
    await tx.execute(
      sql`update menu_uploads set storage_key = ${key}, content = null where id = ${row.id}`,
    );
    return true;
  });
}
