import { char, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';

/**
 * Integration tokens (issue 32): a system (the plant's HR) acting through one scope. Only the SHA-256 of the token is
 * kept; an administrator creates (the token is shown once), lists and revokes them; every use stamps `last_used_dt`.
 */
export const integrationToken = pgTable('com_integration_token', {
  tokenNo: serial('token_no').primaryKey(),
  tokenNm: varchar('token_nm', { length: 100 }).notNull(),
  scopeCd: varchar('scope_cd', { length: 30 }).notNull(),
  tokenHash: char('token_hash', { length: 64 }).notNull(),
  createUserId: varchar('create_user_id', { length: 50 }),
  createDt: ts('create_dt').notNull().defaultNow(),
  lastUsedDt: ts('last_used_dt'),
  revokeYn: char('revoke_yn', { length: 1 }).notNull().default('N'),
  revokeDt: ts('revoke_dt'),
  revokeUserId: varchar('revoke_user_id', { length: 50 }),
}, (t) => [uniqueIndex('com_integration_token_hash_idx').on(t.tokenHash)]);
