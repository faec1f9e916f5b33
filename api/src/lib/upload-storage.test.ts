import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { storageKeyOf, UploadRefused, UploadStorage } from './upload-storage';

let root: string;
let storage: UploadStorage;

beforeEach(async () => {
  root = path.join(await mkdtemp(path.join(os.tmpdir(), 'tablehop-storage-')), 'uploads');
  storage = new UploadStorage(root);
});

afterEach(async () => {
  await rm(path.dirname(root), { recursive: true, force: true });
});

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A stream of the given chunks, as a socket hands them over. */
const chunks = (...parts: number[][]) => Readable.from(parts.map((part) => Buffer.from(part)));
const incoming = () => readdir(path.join(root, '.incoming')).catch(() => [] as string[]);

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  return error instanceof UploadRefused ? error.reason : error;
}

describe('UploadStorage.receive', () => {
  it('checks the signature even when it arrives split across chunks', async () => {
    const file = await storage.receive(chunks(PNG.slice(0, 3), PNG.slice(3), [1, 2, 3]), {
      extension: 'png',
      limit: 100,
    });
    expect(file.size).toBe(11);
    const key = storageKeyOf(randomUUID(), 'png');
    await storage.place(file, key);
    expect([...(await readFile(storage.pathOf(key)))]).toEqual([...PNG, 1, 2, 3]);
    expect(await incoming()).toEqual([]);
  });

  it('refuses at the first chunk that breaks a rule and leaves nothing behind', async () => {
    const limit = { extension: 'png' as const, limit: 10 };
    expect(
      await refusal(storage.receive(chunks([0x47, 0x49, 0x46, 0x38, 0, 0, 0, 0]), limit)),
    ).toBe('wrong-type');
    expect(await refusal(storage.receive(chunks(PNG, [1, 2], [3]), limit))).toBe('too-large');
    expect(await refusal(storage.receive(chunks(PNG.slice(0, 4)), limit))).toBe('wrong-type');
    expect(await refusal(storage.receive(chunks(), limit))).toBe('empty');
    expect(await incoming()).toEqual([]);
  });
});

describe('UploadStorage.pathOf', () => {
  it('gives a path inside the folder for its own keys only', () => {
    const key = storageKeyOf('0F8FAD5B-D9CB-469F-A165-70867728950E', 'pdf');
    expect(key).toBe('0f8fad5b-d9cb-469f-a165-70867728950e.pdf');
    expect(storage.pathOf(key)).toBe(path.join(root, key));
    for (const bad of [
      '../secret.png',
      `../${key}`,
      `sub/${key}`,
      `${key}/..`,
      key.replace('.pdf', '.html'),
      `${key}\u0000.png`,
      '',
    ]) {
      expect(() => storage.pathOf(bad)).toThrow('not a storage key');
    }
  });
});

describe('UploadStorage.clearIncoming', () => {
  it('clears temporary files a stopped process left, not one being written now', async () => {
    await storage.receive(chunks(PNG), { extension: 'png', limit: 100 });
    const [fresh] = await incoming();
    const stale = path.join(root, '.incoming', 'stale.part');
    await writeFile(stale, 'half a file');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await utimes(stale, twoHoursAgo, twoHoursAgo);
    expect(await storage.clearIncoming()).toBe(1);
    expect(await incoming()).toEqual([fresh]);
  });
});
