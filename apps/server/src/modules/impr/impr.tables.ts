import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 개선조치: the improvement-action register (definition: packages/shared/src/impr/action.resource.ts) */
export const imprAction = pgTable(
  'impr_action',
  {
    actionNo: serial('action_no').primaryKey(),
    statusCd: varchar('status_cd', { length: 30 }).notNull(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    deptCd: varchar('dept_cd', { length: 30 }).notNull(),
    actionTypeCd: varchar('action_type_cd', { length: 30 }).notNull(),
    sourceTypeCd: varchar('source_type_cd', { length: 30 }).notNull(),
    sourceKey: varchar('source_key', { length: 100 }),
    location: varchar('location', { length: 200 }),
    title: varchar('title', { length: 300 }).notNull(),
    description: text('description'),
    hazard: varchar('hazard', { length: 500 }),
    riskBeforeCd: varchar('risk_before_cd', { length: 30 }),
    riskAfterCd: varchar('risk_after_cd', { length: 30 }),
    ownerDeptCd: varchar('owner_dept_cd', { length: 30 }),
    ownerVendorCd: varchar('owner_vendor_cd', { length: 30 }),
    assigneeUserId: varchar('assignee_user_id', { length: 50 }).notNull(),
    dueYmd: date('due_ymd', { mode: 'string' }).notNull(),
    cost: bigint('cost', { mode: 'number' }),
    result: text('result'),
    doneYmd: date('done_ymd', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    createUserId: varchar('create_user_id', { length: 50 }),
    createDt: ts('create_dt').notNull().defaultNow(),
    updateUserId: varchar('update_user_id', { length: 50 }),
    updateDt: ts('update_dt').notNull().defaultNow(),
  },
  (t) => [
    // list: plant scope, newest first (default sort is the key)
    index('impr_action_plant_no_idx').on(t.plantCd, t.actionNo.desc().nullsFirst()),
    // a source's actions (openActionCount, the source's detail)
    index('impr_action_source_idx').on(t.sourceTypeCd, t.sourceKey),
    // my actions, the portlet, the escalation job
    index('impr_action_assignee_idx').on(t.assigneeUserId, t.statusCd, t.dueYmd),
    index('impr_action_status_due_idx').on(t.statusCd, t.dueYmd),
    index('impr_action_vendor_idx').on(t.ownerVendorCd, t.statusCd),
    // department scope: the requesting or the owning department (a BitmapOr with the own columns below)
    index('impr_action_dept_idx').on(t.deptCd, t.actionNo.desc().nullsFirst()),
    index('impr_action_owner_dept_idx').on(t.ownerDeptCd),
    index('impr_action_creator_idx').on(t.createUserId),
    // the portlet's overdue count: open actions of a plant by due date, with the scope columns (index-only, no heap)
    index('impr_action_open_due_idx').on(t.plantCd, t.dueYmd, t.deptCd, t.ownerDeptCd, t.assigneeUserId, t.createUserId, t.ownerVendorCd)
      .where(sql`status_cd in ('REGISTERED', 'IN_PROGRESS', 'REJECTED', 'CONFIRM_REQUESTED')`),
    // the portlet's month (due this month, done of them) and the capped total of a plant's list: index-only
    index('impr_action_plant_due_idx').on(t.plantCd, t.dueYmd, t.statusCd),
  ],
);

/**
 * Reminders sent (escalation): one row per action, stage and due date, so a stage is never sent twice for the same
 * due date (a postponed due date arms the stages again).
 */
export const imprReminder = pgTable(
  'impr_action_reminder',
  {
    actionNo: integer('action_no').notNull().references(() => imprAction.actionNo, { onDelete: 'cascade' }),
    stage: varchar('stage', { length: 20 }).notNull(),
    dueYmd: date('due_ymd', { mode: 'string' }).notNull(),
    sentDt: ts('sent_dt').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.actionNo, t.stage, t.dueYmd] })],
);
