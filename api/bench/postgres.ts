// What the benches share: a local PostgreSQL server and one-off queries against it.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

/** The admin URL of the local server that scripts/ensure-postgres.mjs starts (or finds). */
export function serverUrl(): string {
  const script = path.resolve(__dirname, '..', '..', 'scripts', 'ensure-postgres.mjs');
  const out = execFileSync(process.execPath, [script], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  const url = out.trim().split('\n').pop();
  if (!url) throw new Error('scripts/ensure-postgres.mjs printed no URL');
  return url;
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function query<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
