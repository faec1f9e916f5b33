import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentMatches, signatureLength, type UploadExtension } from './file-type';

/** Why a file was not kept; the route turns each into its 4xx. */
export class UploadRefused extends Error {
  constructor(readonly reason: 'too-large' | 'wrong-type' | 'empty') {
    super(`upload refused: ${reason}`);
    this.name = 'UploadRefused';
  }
}

/** A file written to the temporary folder, not yet in place. */
export interface ReceivedFile {
  tempPath: string;
  size: number;
}

/** The only names the storage hands out and opens: nothing else can reach another path. */
const STORAGE_KEY =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|jpeg|pdf)$/;
const TEMP_FOLDER = '.incoming';

export const isStorageKey = (key: string) => STORAGE_KEY.test(key);

export const storageKeyOf = (uuid: string, extension: UploadExtension) =>
  `${uuid.toLowerCase()}.${extension}`;

/**
 * Checks a file as it streams past: its first bytes against the extension, its size against
 * the limit. It fails at the first chunk that breaks either, so a refused file is never
 * written whole.
 */
class UploadCheck extends Transform {
  size = 0;
  private head = Buffer.alloc(0);
  private checked = false;

  constructor(
    private readonly extension: UploadExtension,
    private readonly limit: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.limit) return callback(new UploadRefused('too-large'));
    if (!this.checked) {
      this.head = Buffer.concat([this.head, chunk]);
      if (this.head.length >= signatureLength(this.extension)) {
        if (!contentMatches(this.extension, this.head)) {
          return callback(new UploadRefused('wrong-type'));
        }
        this.checked = true;
        this.head = Buffer.alloc(0);
      }
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback) {
    if (this.size === 0) return callback(new UploadRefused('empty'));
    if (!this.checked) return callback(new UploadRefused('wrong-type'));
    callback();
  }
}

/**
 * Uploaded files on disk, under one folder: each written to a temporary name while it
 * streams in and renamed into place only once it is whole and accepted, so a reader never
 * sees half a file and a crash leaves only temporary files, cleared at the next start.
 */
export class UploadStorage {
  private readonly tempDir: string;

  constructor(readonly root: string) {
    this.tempDir = path.join(root, TEMP_FOLDER);
  }

  /** The file's path for a key the storage gave out; anything else is refused. */
  pathOf(key: string): string {
    if (!STORAGE_KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
    const file = path.join(this.root, key);
    // The pattern already rules out separators and dots; this guards the pattern.
    if (path.dirname(file) !== this.root) throw new Error(`not a storage key: ${key}`);
    return file;
  }

  /**
   * Streams `source` to a temporary file, checking type and size on the way. On refusal or
   * failure nothing is left behind and `source` is destroyed.
   */
  async receive(
    source: Readable,
    { extension, limit }: { extension: UploadExtension; limit: number },
  ): Promise<ReceivedFile> {
    await mkdir(this.tempDir, { recursive: true });
    const tempPath = path.join(this.tempDir, `${randomUUID()}.part`);
    const check = new UploadCheck(extension, limit);
    try {
      await pipeline(source, check, createWriteStream(tempPath, { flags: 'wx' }));
    } catch (error) {
      await rm(tempPath, { force: true });
      throw error;
    }
    return { tempPath, size: check.size };
  }

  /** Moves a received file into place under `key`. */
  async place(file: ReceivedFile, key: string): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await rename(file.tempPath, this.pathOf(key));
  }

  /** Writes bytes already in memory (an upload stored in the database before) under `key`. */
  async write(key: string, content: Uint8Array): Promise<void> {
    await mkdir(this.tempDir, { recursive: true });
    const tempPath = path.join(this.tempDir, `${randomUUID()}.part`);
    await writeFile(tempPath, content, { flag: 'wx' });
    await rename(tempPath, this.pathOf(key));
  }

  async discard(file: ReceivedFile): Promise<void> {
    await rm(file.tempPath, { force: true });
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** The stored file and its size, or null when it is not there. */
  async open(key: string): Promise<{ stream: ReadStream; size: number } | null> {
    const file = this.pathOf(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(file), size: info.size };
  }

  /**
   * Temporary files of uploads a stopped process never finished. Only old ones: another
   * process sharing the folder may be receiving a file right now.
   */
  async clearIncoming(olderThanMs = 3_600_000, now = Date.now()): Promise<number> {
    const names = await readdir(this.tempDir).catch(() => [] as string[]);
    let cleared = 0;
    for (const name of names) {
      const file = path.join(this.tempDir, name);
      const info = await stat(file).catch(() => null);
      if (info && now - info.mtimeMs > olderThanMs) {
        await rm(file, { force: true });
        cleared += 1;
      }
    }
    return cleared;
  }
}
