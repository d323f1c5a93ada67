import { z } from 'zod';

/**
 * The key of a record's public page (spec §2 `/qr`): a random token stored on the record (≥ 128 bits), never its
 * sequential number, so the pages cannot be walked. Every public route's path key uses this schema; the server's
 * `public-routes.test.ts` refuses a public route with a sequential-looking key.
 */
export const PUBLIC_TOKEN_MIN_LENGTH = 22;
export const zPublicToken = z.string().regex(/^[A-Za-z0-9_-]+$/).min(PUBLIC_TOKEN_MIN_LENGTH).max(64);
