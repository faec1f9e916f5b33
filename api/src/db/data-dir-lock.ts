import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';

/** A process with this pid exists (EPERM: it does, but belongs to another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function writeLock(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    try {
      writeSync(fd, String(process.pid));
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Claims PGlite's data folder for this process, through `<dataDir>.lock` holding its pid.
 * PGlite is an embedded, single-process PostgreSQL: two processes writing one folder corrupt
 * it (seen when a second server started while the first was still stopping), after which it
 * cannot be opened at all. A lock left by a process that no longer runs is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    if (writeLock(file)) {
      return () => {
        try {
          // Only our own lock: a server that took over a stale one keeps it.
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
        } catch {
          // already gone
        }
      };
    }
    let owner = Number.NaN;
    try {
      owner = Number(readFileSync(file, 'utf8').trim());
    } catch {
      // removed meanwhile: try again
    }
    // Our own pid is a lock left by an earlier run that had it too (a container's pid 1).
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by another process (pid ${owner}), ` +
          'probably another TableHop server: two processes writing one embedded database ' +
          `corrupt it. Stop that one first; if no such server runs, delete ${file}.`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new Error(`Could not lock the embedded database in ${dataDir} (${file}).`);
}
