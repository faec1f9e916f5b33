import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'test', 'production'], {
      error: 'must be one of development, test, production',
    })
    .default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z
    .string()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 65535, {
      error: 'must be an integer between 1 and 65535',
    })
    .transform(Number)
    .default(3100),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  // Resolved against the working directory so `STATIC_ROOT=..` works from api/.
  STATIC_ROOT: z
    .string()
    .transform((value) => path.resolve(value))
    .refine((value) => existsSync(value) && statSync(value).isDirectory(), {
      error: 'must be an existing directory',
    })
    .optional(),
  // Where PGlite keeps its files when DATABASE_URL is unset; 'memory://' keeps nothing.
  PGLITE_DATA_DIR: z.string().default('.data/pglite'),
  SEED_RESTAURANTS: z
    .string()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 100000, {
      error: 'must be an integer between 1 and 100000',
    })
    .transform(Number)
    .default(320),
  SEARCH_INDEX_REFRESH_SECONDS: z
    .string()
    .refine((value) => /^\d+$/.test(value) && Number(value) <= 86400, {
      error: 'must be an integer between 0 and 86400',
    })
    .transform(Number)
    .default(30),
  // Memoised search answers; off only to measure cold search (the bench does).
  SEARCH_MEMO: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('1'),
  DATABASE_URL: z
    .string()
    .refine((value) => /^postgres(ql)?:\/\//.test(value), {
      error: 'must start with postgres:// or postgresql://',
    })
    .optional(),
});

export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  host: string;
  port: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Absolute path of the repo root whose `<app>/dist` folders are served; unset = API only. */
  staticRoot?: string;
  databaseUrl?: string;
  pgliteDataDir: string;
  /** How many demo restaurants the seed writes into an empty database. */
  seedRestaurants: number;
  /** How often each process checks for changed listings to rebuild its search index (0: never). */
  searchIndexRefreshSeconds: number;
  searchMemo: boolean;
}

export class InvalidEnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment: ${problems.join('; ')}`);
    this.name = 'InvalidEnvError';
  }
}

/**
 * Validates the environment once, at start. Empty values count as unset because shells and
 * .env files often leave `PORT=` behind, and "use the default" is what that means.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, source[key]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new InvalidEnvError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  return {
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    staticRoot: env.STATIC_ROOT,
    databaseUrl: env.DATABASE_URL,
    pgliteDataDir:
      env.PGLITE_DATA_DIR === 'memory://' ? env.PGLITE_DATA_DIR : path.resolve(env.PGLITE_DATA_DIR),
    seedRestaurants: env.SEED_RESTAURANTS,
    searchIndexRefreshSeconds: env.SEARCH_INDEX_REFRESH_SECONDS,
    searchMemo: env.SEARCH_MEMO === '1',
  };
}
