import { bigserial, index, text, varchar } from 'drizzle-orm/pg-core';
import { pgTable } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';

/**
 * Status history of every workflow record (lib/workflow): one row per transition, written in the transition's
 * transaction. Keyed by entity (the resource definition's name) + the record's canonical key.
 */
export const statusHistory = pgTable(
  'com_status_history',
  {
    historyNo: bigserial('history_no', { mode: 'number' }).primaryKey(),
    entity: varchar('entity', { length: 100 }).notNull(),
    entityKey: varchar('entity_key', { length: 200 }).notNull(),
    actionCd: varchar('action_cd', { length: 30 }).notNull(),
    fromStatusCd: varchar('from_status_cd', { length: 30 }),
    toStatusCd: varchar('to_status_cd', { length: 30 }).notNull(),
    comment: text('comment'),
    userId: varchar('user_id', { length: 50 }),
    createDt: ts('create_dt').notNull().defaultNow(),
  },
  (t) => [index('com_status_history_entity_idx').on(t.entity, t.entityKey, t.historyNo)],
);
