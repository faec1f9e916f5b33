import { mulberry32 } from '../lib/mulberry32';
/**
 * Seeded randomness for the generated media. Math.random would make every response differ,
 * which breaks caching and ETags, so each image draws from a generator keyed by its data.
 */

export type Seed = string | number;

/** FNV-1a: tiny, fast and spreads short similar strings (uuids, "1", "2") well enough. */
export function hashSeed(seed: Seed): number {
  const text = String(seed);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  range(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

export function createRandom(seed: Seed): Random {
  const next = mulberry32(hashSeed(seed));
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    range: (min, max) => min + next() * (max - min),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new RangeError('pick() needs at least one item');
      return item;
    },
  };
}
