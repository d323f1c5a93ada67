import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A temporary password issued by an administrator (vendor account creation or reset): while a user has a row here,
 * every API except their own (`self`) routes answers 403 PASSWORD_CHANGE_REQUIRED; changing the password deletes it.
 * The password itself is stored only as com_user.user_pwd (scrypt), like any other.
 */
export const userTempPassword = pgTable('com_user_temp_pwd', {
  userId: varchar('user_id', { length: 50 }).primaryKey(),
  issuedUserId: varchar('issued_user_id', { length: 50 }),
  issuedDt: timestamp('issued_dt', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
