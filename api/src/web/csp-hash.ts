import { createHash } from 'node:crypto';

/** The CSP source that allows exactly this inline script and nothing else inline. */
export const cspHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
