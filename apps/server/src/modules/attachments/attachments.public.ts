import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { forbidden } from '../../lib/errors.js';

/**
 * Public, one-shot uploads (a form without login, e.g. the anonymous near-miss report of `/qr`): the server that
 * creates the record hands the client a grant bound to that record's attachment group, with its own narrower limits
 * (at most `maxFiles` files into the group, these extensions, this size), valid `ttlSec`. The grant is sealed
 * (AES-256-GCM under a key derived from the server's secret), so it reveals nothing — not even the record's number —
 * and cannot be altered. It only allows uploads: nothing of the group can be read with it.
 */
export type TUploadGrant = { taskClassNm: string; attachFileId: string; maxFiles: number; exts: string[]; maxMb: number; exp: number };

const keyOf = (secret: string) => createHash('sha256').update(`jikim:public-upload-grant:${secret}`).digest();

export function sealUploadGrant(secret: string, g: Omit<TUploadGrant, 'exp'>, ttlSec: number, now = Date.now()): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([c.update(JSON.stringify({ ...g, exp: Math.floor(now / 1000) + ttlSec }), 'utf8'), c.final()]);
  return Buffer.concat([iv, c.getAuthTag(), body]).toString('base64url');
}

/** the grant's content; a forged, altered or expired grant → 403 */
export function openUploadGrant(secret: string, token: string, now = Date.now()): TUploadGrant {
  let g: TUploadGrant;
  try {
    const raw = Buffer.from(token, 'base64url');
    const d = createDecipheriv('aes-256-gcm', keyOf(secret), raw.subarray(0, 12));
    d.setAuthTag(raw.subarray(12, 28));
    g = JSON.parse(Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8')) as TUploadGrant;
  } catch {
    throw forbidden();
  }
  if (!(g.exp * 1000 > now)) throw forbidden();
  return g;
}
