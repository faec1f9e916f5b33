import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// OWASP Password Storage Cheat Sheet: scrypt N=2^15, r=8, p=3 is one of its equivalent
// minimums (32 MiB). The parameters are stored with each hash so they can be raised later
// without locking anyone out.
export const SCRYPT = { N: 2 ** 15, r: 8, p: 3, keyLength: 64 } as const;
const MAX_MEMORY = 128 * SCRYPT.N * SCRYPT.r * 2;

function derive(password: string, salt: Buffer, N: number, r: number, p: number, length: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      length,
      { N, r, p, maxmem: MAX_MEMORY * p },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p, SCRYPT.keyLength);
  return [
    'scrypt',
    SCRYPT.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

// Verifying against this when the account does not exist takes as long as a real check, so
// sign-in timing does not tell which emails are registered.
let decoyHash: Promise<string> | null = null;

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  decoyHash ??= hashPassword(randomBytes(12).toString('hex'));
  const [scheme, n, r, p, salt, hash] = (stored ?? (await decoyHash)).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
    expected.length,
  );
  return timingSafeEqual(key, expected) && stored !== null;
}

/** An opaque bearer secret: 256 random bits, handed out once. */
export const newSecret = () => randomBytes(32).toString('base64url');

/** What the database keeps of a secret: enough to recognise it, not to use it. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
