import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/** 즐겨찾기: a user's favourite menus, in their order (the landing page and the page frame's star) */
export const userFavorite = pgTable(
  'com_user_favorite',
  {
    userId: varchar('user_id', { length: 50 }).notNull(),
    menuId: varchar('menu_id', { length: 50 }).notNull(),
    sortOrder: integer('sort_order').notNull(),
    createDt: timestamp('create_dt', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.menuId] }), index('com_user_favorite_order_idx').on(t.userId, t.sortOrder)],
);
