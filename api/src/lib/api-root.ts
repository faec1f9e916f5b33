import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The api package's folder, found from this file whether it runs as TypeScript (src/lib) or
 * compiled into one file (dist/): its data, migrations and word lists are read from there.
 */
function findApiRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'api'
    )
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`no api package.json above ${from}`);
  }
}

export const API_ROOT = findApiRoot(__dirname);
