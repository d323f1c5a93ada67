import { sql } from 'drizzle-orm';
import { varchar } from 'drizzle-orm/pg-core';

/**
 * The key of a record's public page (a QR code on a print, spec §2 `/qr`): 128 random bits as 32 hex characters from
 * PostgreSQL's CSPRNG (`gen_random_uuid`, hashed), never the sequential number. A volatile column default, so every
 * insert — the framework's, a module's raw SQL, a demo — gets one, and adding the column fills each existing row with
 * its own token. Declare a unique index on it (a lookup key).
 */
export const publicTokenCol = (name = 'public_token') =>
  varchar(name, { length: 64 }).notNull().default(sql`substr(encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'), 1, 32)`);

/**
 * A short code a person types (the entrant code printed on a permit, asked at the entrant login together with the name
 * and phone): 8 digits from the same CSPRNG. It is a second factor behind the lockout, not a lookup key.
 */
export const entrantCodeCol = (name = 'entrant_cd') =>
  varchar(name, { length: 8 }).notNull().default(sql`lpad((('x' || substr(md5(gen_random_uuid()::text), 1, 8))::bit(32)::bigint % 100000000)::text, 8, '0')`);
