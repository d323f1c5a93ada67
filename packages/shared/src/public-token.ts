// zod-free: the public /qr pages load it without the schemas

/**
 * The key of a record's public page (spec §2 `/qr`): a random token stored on the record (≥ 128 bits), never its
 * sequential number, so the pages cannot be walked. Every public route's path key uses `zPublicToken`; the server's
 * `public-routes.test.ts` refuses a public route with a sequential-looking key.
 */
export const PUBLIC_TOKEN_MIN_LENGTH = 22;
export const PUBLIC_TOKEN_RE = /^[A-Za-z0-9_-]{22,64}$/;
/** a link's key that cannot be a public token is answered "unknown" by the page without asking the server */
export const isPublicToken = (s: string): boolean => PUBLIC_TOKEN_RE.test(s);
