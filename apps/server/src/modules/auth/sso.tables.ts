import { index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';

/**
 * One single sign-on attempt (issue 32, sso.service.ts). Started by GET /login/sso: the state (kept as its SHA-256),
 * the PKCE verifier and the nonce stay here, never in the browser; the browser holds only a random binding cookie
 * (its SHA-256 here). The callback spends the state once (`state_used_dt`) and leaves a one-time ticket (SHA-256)
 * for the web app, spent once by POST /login/sso/token, which opens the session (`session_id`). The provider's ID
 * token is kept until that session's logout, as the end-session hint.
 */
export const ssoFlow = pgTable('auth_sso_flow', {
  flowId: varchar('flow_id', { length: 36 }).primaryKey(),
  stateHash: varchar('state_hash', { length: 64 }).notNull(),
  bindingHash: varchar('binding_hash', { length: 64 }).notNull(),
  codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
  nonce: varchar('nonce', { length: 128 }).notNull(),
  createDt: ts('create_dt').notNull().defaultNow(),
  expiresDt: ts('expires_dt').notNull(),
  stateUsedDt: ts('state_used_dt'),
  ticketHash: varchar('ticket_hash', { length: 64 }),
  userId: varchar('user_id', { length: 50 }),
  ticketExpiresDt: ts('ticket_expires_dt'),
  ticketUsedDt: ts('ticket_used_dt'),
  sessionId: varchar('session_id', { length: 36 }),
  idToken: text('id_token'),
}, (t) => [
  uniqueIndex('auth_sso_flow_state_idx').on(t.stateHash),
  uniqueIndex('auth_sso_flow_ticket_idx').on(t.ticketHash),
  index('auth_sso_flow_session_idx').on(t.sessionId),
]);
