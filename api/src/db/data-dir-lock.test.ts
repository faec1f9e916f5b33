import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';
import { openDatabase } from './client';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A process that is alive until killed. */
function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  return { pid: child.pid!, stop: () => child.kill('SIGKILL') };
}

describe('the embedded database folder lock', () => {
  const dataDir = () => path.join(dir, 'pglite');

  it('holds our pid while open and is gone once released', () => {
    const release = lockDataDir(dataDir());
    expect(readFileSync(`${dataDir()}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dataDir()}.lock`)).toBe(false);
  });

  it('refuses a folder another running process holds, naming it and what to do', () => {
    const other = otherProcess();
    try {
      writeFileSync(`${dataDir()}.lock`, String(other.pid));
      expect(() => lockDataDir(dataDir())).toThrow(
        new RegExp(`in use by another process \\(pid ${other.pid}\\).*Stop that one first`),
      );
      // Refusing leaves the other process's lock alone.
      expect(readFileSync(`${dataDir()}.lock`, 'utf8')).toBe(String(other.pid));
    } finally {
      other.stop();
    }
  });

  it('takes over a lock whose process has ended', async () => {
    const other = otherProcess();
    writeFileSync(`${dataDir()}.lock`, String(other.pid));
    other.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const release = lockDataDir(dataDir());
    expect(readFileSync(`${dataDir()}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over an unreadable or empty lock', () => {
    writeFileSync(`${dataDir()}.lock`, '');
    const release = lockDataDir(dataDir());
    expect(readFileSync(`${dataDir()}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('is taken by openDatabase for PGlite and given back by close', async () => {
    const other = otherProcess();
    try {
      writeFileSync(`${dataDir()}.lock`, String(other.pid));
      await expect(openDatabase({ dataDir: dataDir() })).rejects.toThrow(/in use by another/);
    } finally {
      other.stop();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const handle = await openDatabase({ dataDir: dataDir() });
    expect(readFileSync(`${dataDir()}.lock`, 'utf8')).toBe(String(process.pid));
    await handle.close();
    expect(existsSync(`${dataDir()}.lock`)).toBe(false);
  }, 60_000);
});
