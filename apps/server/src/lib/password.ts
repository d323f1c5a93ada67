import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (pw: string, salt: Buffer, len: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(pw, salt, len, opts, (e, k) => (e ? reject(e) : resolve(k))));

export const sha256Hex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

/**
 * Every stored password is scrypt over the SHA-256 hex of the password. The plant login hashes the
 * plain password to SHA-256 first; the vendor login receives that SHA-256 from the client (spec §7
 * userPwdSHA). Either way the database only ever holds a memory-hard hash.
 * Format: scrypt$N$r$p$salt$hash (base64url).
 */
export async function hashPasswordSha(pwdSha: string, N = 2 ** 15): Promise<string> {
  const salt = randomBytes(16);
  const r = 8;
  const p = 1;
  const key = await scrypt(pwdSha.toLowerCase(), salt, 32, { N, r, p, maxmem: 256 * N * r });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export const hashPassword = (plain: string, N?: number) => hashPasswordSha(sha256Hex(plain), N);

export async function verifyPasswordSha(pwdSha: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, nS, rS, pS, saltS, keyS] = parts as [string, string, string, string, string, string];
  const N = Number(nS);
  const r = Number(rS);
  const p = Number(pS);
  const expected = Buffer.from(keyS, 'base64url');
  const key = await scrypt(pwdSha.toLowerCase(), Buffer.from(saltS, 'base64url'), expected.length, { N, r, p, maxmem: 256 * N * r });
  return timingSafeEqual(key, expected);
}

/** a hash to verify against when the user does not exist, so that timing does not reveal user ids */
const dummies = new Map<number, Promise<string>>();
export function dummyHash(N = 2 ** 15): Promise<string> {
  let d = dummies.get(N);
  if (!d) {
    d = hashPasswordSha(sha256Hex('no-such-user'), N);
    dummies.set(N, d);
  }
  return d;
}
