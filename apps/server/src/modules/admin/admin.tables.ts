// Tables owned by the administration module (the foundation tables are in db/schema.ts).
import { char, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** spec §3 facility type: a tree (psafFacilityTypeCd = parent) used by the facility-type tree picker */
export const facilityType = pgTable(
  'saf_facility_type',
  {
    safFacilityTypeCd: varchar('saf_facility_type_cd', { length: 30 }).primaryKey(),
    safFacilityTypeNm: varchar('saf_facility_type_nm', { length: 200 }).notNull(),
    psafFacilityTypeCd: varchar('psaf_facility_type_cd', { length: 30 }),
    sortOrder: integer('sort_order').notNull().default(1),
    useYn: char('use_yn', { length: 1 }).notNull().default('Y'),
    version: integer('version').notNull().default(1),
    createUserId: varchar('create_user_id', { length: 50 }),
    createDt: timestamp('create_dt', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updateUserId: varchar('update_user_id', { length: 50 }),
    updateDt: timestamp('update_dt', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('saf_facility_type_parent_idx').on(t.psafFacilityTypeCd, t.sortOrder)],
);
