import { jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { TDashboardItem } from '@jikim/shared';

/** a user's own arrangement of the landing dashboard (issue 31); no row = the role's default */
export const userDashboard = pgTable('com_user_dashboard', {
  userId: varchar('user_id', { length: 50 }).primaryKey(),
  layout: jsonb('layout').$type<TDashboardItem[]>().notNull(),
  updateDt: timestamp('update_dt', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
