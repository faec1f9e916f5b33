import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HttpError } from './http-error';
import { API_ROOT } from './api-root';

export const COMMON_PASSWORD = 'This password is too common. Please choose another.';

// api/data/common-passwords.txt: where it comes from is in docs/decisions/0041.
const LIST = path.join(API_ROOT, 'data', 'common-passwords.txt');

let common: Set<string> | undefined;

/** Whether the password is on the shipped list, whatever its letters' case. */
export function isCommonPassword(password: string): boolean {
  // Read at the first password set, not at start: most processes never need it.
  common ??= new Set(readFileSync(LIST, 'utf8').split('\n').filter(Boolean));
  return common.has(password.toLowerCase());
}

/** A 400 naming the password field, as the forms show their own checks. */
export function assertUncommonPassword(password: string) {
  if (isCommonPassword(password)) {
    throw new HttpError(400, COMMON_PASSWORD, { errors: { password: COMMON_PASSWORD } });
  }
}
