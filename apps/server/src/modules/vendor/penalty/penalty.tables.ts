import { date, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 벌점 (definition: packages/shared/src/vendor/penalty.resource.ts) */
export const vendorPenalty = pgTable(
  'vnd_penalty',
  {
    penaltyNo: serial('penalty_no').primaryKey(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    vendorCd: varchar('vendor_cd', { length: 30 }).notNull(),
    violationYmd: date('violation_ymd', { mode: 'string' }).notNull(),
    penaltyKindCd: varchar('penalty_kind_cd', { length: 30 }).notNull(),
    points: integer('points').notNull(),
    sourceTypeCd: varchar('source_type_cd', { length: 30 }).notNull(),
    sourceKey: varchar('source_key', { length: 100 }),
    /** the worker who committed the violation (vnd_worker of the same vendor), when known: shown on the roster */
    workerNo: integer('worker_no'),
    description: text('description'),
    version: integer('version').notNull().default(1),
    createUserId: varchar('create_user_id', { length: 50 }),
    createDt: ts('create_dt').notNull().defaultNow(),
    updateUserId: varchar('update_user_id', { length: 50 }),
    updateDt: ts('update_dt').notNull().defaultNow(),
  },
  (t) => [
    index('vnd_penalty_plant_ymd_idx').on(t.plantCd, t.violationYmd.desc().nullsFirst()),
    // the yearly total of a vendor
    index('vnd_penalty_vendor_ymd_idx').on(t.vendorCd, t.violationYmd),
    // a worker's warnings (the roster's count)
    index('vnd_penalty_worker_ymd_idx').on(t.workerNo, t.violationYmd),
  ],
);

/** a threshold a vendor crossed in a year: written once, so a WARN notifies once per year and threshold */
export const vendorPenaltyMark = pgTable(
  'vnd_penalty_mark',
  {
    vendorCd: varchar('vendor_cd', { length: 30 }).notNull(),
    year: integer('year').notNull(),
    thresholdCd: varchar('threshold_cd', { length: 30 }).notNull(),
    points: integer('points').notNull(),
    createDt: ts('create_dt').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vendorCd, t.year, t.thresholdCd] })],
);
