import { bigint, date, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditCols, childAuditCols, ts, versionCol } from '../../db/columns.js';

// 안전보건 경영 (issue 29): definitions in packages/shared/src/mgt
const audit = () => ({ ...versionCol(), ...auditCols() });
const childAudit = childAuditCols;

/** 안전보건 목표·추진계획 (target.resource.ts); 결재 MGT_TARGET */
export const mgtTarget = pgTable('mgt_target', {
  targetNo: serial('target_no').primaryKey(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  deptCd: varchar('dept_cd', { length: 30 }).notNull(),
  year: integer('year').notNull(),
  targetTitle: varchar('target_title', { length: 200 }).notNull(),
  policy: text('policy').notNull(),
  halfReview: text('half_review'),
  yearReview: text('year_review'),
  apprStatusCd: varchar('appr_status_cd', { length: 20 }),
  ...audit(),
}, (t) => [index('mgt_target_plant_year_idx').on(t.plantCd, t.year, t.targetNo.desc())]);

export const mgtTargetObjective = pgTable('mgt_target_objective', {
  objectiveNo: serial('objective_no').primaryKey(),
  targetNo: integer('target_no').notNull().references(() => mgtTarget.targetNo),
  objective: varchar('objective', { length: 300 }).notNull(),
  indicatorCd: varchar('indicator_cd', { length: 30 }).notNull(),
  targetValue: numeric('target_value', { precision: 14, scale: 2, mode: 'number' }),
  resources: varchar('resources', { length: 300 }),
  ownerUserId: varchar('owner_user_id', { length: 50 }),
  dueYmd: date('due_ymd', { mode: 'string' }),
  rowNo: integer('row_no'),
  ...childAudit(),
}, (t) => [index('mgt_target_objective_target_idx').on(t.targetNo)]);

export const mgtTargetActual = pgTable('mgt_target_actual', {
  actualNo: serial('actual_no').primaryKey(),
  targetNo: integer('target_no').notNull().references(() => mgtTarget.targetNo),
  indicatorCd: varchar('indicator_cd', { length: 30 }).notNull(),
  month: integer('month').notNull(),
  actual: numeric('actual', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  ...childAudit(),
}, (t) => [index('mgt_target_actual_target_idx').on(t.targetNo)]);

/** 법규 등록부 (law.resource.ts) */
export const mgtLaw = pgTable('mgt_law', {
  lawNo: serial('law_no').primaryKey(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  deptCd: varchar('dept_cd', { length: 30 }).notNull(),
  lawCd: varchar('law_cd', { length: 20 }).notNull(),
  article: varchar('article', { length: 100 }).notNull(),
  lawTitle: varchar('law_title', { length: 200 }).notNull(),
  dutyText: text('duty_text').notNull(),
  ownerUserId: varchar('owner_user_id', { length: 50 }),
  evidenceModuleCd: varchar('evidence_module_cd', { length: 20 }),
  useYn: varchar('use_yn', { length: 1 }).notNull().default('Y'),
  ...audit(),
}, (t) => [index('mgt_law_plant_idx').on(t.plantCd, t.lawNo)]);

/** 준수평가 (law.resource.ts): one per obligation and half */
export const mgtLawCheck = pgTable('mgt_law_check', {
  checkNo: serial('check_no').primaryKey(),
  lawNo: integer('law_no').notNull().references(() => mgtLaw.lawNo),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  year: integer('year').notNull(),
  half: varchar('half', { length: 2 }).notNull(),
  lawTitle: varchar('law_title', { length: 200 }),
  article: varchar('article', { length: 100 }),
  resultCd: varchar('result_cd', { length: 20 }).notNull(),
  comment: text('comment'),
  evidence: text('evidence'),
  actionNo: integer('action_no'),
  /** the responsible manager's 결재 (MGT_LAW_CHECK): only APPROVED checks count in the binder */
  apprStatusCd: varchar('appr_status_cd', { length: 20 }),
  ...audit(),
}, (t) => [
  uniqueIndex('mgt_law_check_law_half_uq').on(t.lawNo, t.year, t.half),
  index('mgt_law_check_plant_idx').on(t.plantCd, t.year, t.half, t.checkNo.desc()),
]);

/** 산업안전보건위원회·회의 (committee.resource.ts) */
export const mgtCommittee = pgTable('mgt_committee', {
  committeeNo: serial('committee_no').primaryKey(),
  statusCd: varchar('status_cd', { length: 20 }).notNull(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  deptCd: varchar('dept_cd', { length: 30 }).notNull(),
  committeeTypeCd: varchar('committee_type_cd', { length: 20 }).notNull(),
  meetingYmd: date('meeting_ymd', { mode: 'string' }).notNull(),
  meetingTitle: varchar('meeting_title', { length: 200 }).notNull(),
  place: varchar('place', { length: 200 }),
  agenda: text('agenda'),
  minutes: text('minutes'),
  ...audit(),
}, (t) => [index('mgt_committee_plant_ymd_idx').on(t.plantCd, t.meetingYmd.desc().nullsFirst(), t.committeeNo.desc().nullsFirst())]);

export const mgtCommitteeAttendee = pgTable('mgt_committee_attendee', {
  attendeeNo: serial('attendee_no').primaryKey(),
  committeeNo: integer('committee_no').notNull().references(() => mgtCommittee.committeeNo),
  sideCd: varchar('side_cd', { length: 20 }).notNull(),
  attendeeNm: varchar('attendee_nm', { length: 100 }).notNull(),
  positionNm: varchar('position_nm', { length: 100 }),
  signedYn: varchar('signed_yn', { length: 1 }),
  rowNo: integer('row_no'),
  ...childAudit(),
}, (t) => [index('mgt_committee_attendee_idx').on(t.committeeNo)]);

export const mgtCommitteeDecision = pgTable('mgt_committee_decision', {
  decisionNo: serial('decision_no').primaryKey(),
  committeeNo: integer('committee_no').notNull().references(() => mgtCommittee.committeeNo),
  content: varchar('content', { length: 300 }).notNull(),
  assigneeUserId: varchar('assignee_user_id', { length: 50 }),
  dueYmd: date('due_ymd', { mode: 'string' }),
  actionNo: integer('action_no'),
  rowNo: integer('row_no'),
  ...childAudit(),
}, (t) => [index('mgt_committee_decision_idx').on(t.committeeNo)]);

/** 비상대응 훈련 (drill.resource.ts) */
export const mgtDrill = pgTable('mgt_drill', {
  drillNo: serial('drill_no').primaryKey(),
  statusCd: varchar('status_cd', { length: 20 }).notNull(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  deptCd: varchar('dept_cd', { length: 30 }).notNull(),
  drillTypeCd: varchar('drill_type_cd', { length: 20 }).notNull(),
  drillTitle: varchar('drill_title', { length: 200 }).notNull(),
  planYmd: date('plan_ymd', { mode: 'string' }).notNull(),
  scenario: text('scenario').notNull(),
  manualRef: varchar('manual_ref', { length: 200 }),
  doneYmd: date('done_ymd', { mode: 'string' }),
  participantCount: integer('participant_count'),
  musterMinutes: numeric('muster_minutes', { precision: 6, scale: 1, mode: 'number' }),
  result: text('result'),
  ...audit(),
}, (t) => [index('mgt_drill_plant_ymd_idx').on(t.plantCd, t.planYmd.desc().nullsFirst(), t.drillNo.desc().nullsFirst())]);

export const mgtDrillLesson = pgTable('mgt_drill_lesson', {
  lessonNo: serial('lesson_no').primaryKey(),
  drillNo: integer('drill_no').notNull().references(() => mgtDrill.drillNo),
  content: varchar('content', { length: 300 }).notNull(),
  assigneeUserId: varchar('assignee_user_id', { length: 50 }),
  dueYmd: date('due_ymd', { mode: 'string' }),
  actionNo: integer('action_no'),
  rowNo: integer('row_no'),
  ...childAudit(),
}, (t) => [index('mgt_drill_lesson_idx').on(t.drillNo)]);

/** 안전보건 예산 (budget.resource.ts) */
export const mgtBudget = pgTable('mgt_budget', {
  budgetNo: serial('budget_no').primaryKey(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  deptCd: varchar('dept_cd', { length: 30 }).notNull(),
  year: integer('year').notNull(),
  categoryCd: varchar('category_cd', { length: 20 }).notNull(),
  itemNm: varchar('item_nm', { length: 200 }).notNull(),
  budgetAmt: bigint('budget_amt', { mode: 'number' }).notNull(),
  remark: varchar('remark', { length: 500 }),
  ...audit(),
}, (t) => [index('mgt_budget_plant_year_idx').on(t.plantCd, t.year, t.budgetNo.desc())]);

export const mgtBudgetExec = pgTable('mgt_budget_exec', {
  execNo: serial('exec_no').primaryKey(),
  budgetNo: integer('budget_no').notNull().references(() => mgtBudget.budgetNo),
  execYmd: date('exec_ymd', { mode: 'string' }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  content: varchar('content', { length: 300 }).notNull(),
  rowNo: integer('row_no'),
  ...childAudit(),
}, (t) => [index('mgt_budget_exec_idx').on(t.budgetNo)]);

/** 선임 현황 (appointment.resource.ts) */
export const mgtAppointment = pgTable('mgt_appointment', {
  appointNo: serial('appoint_no').primaryKey(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  deptCd: varchar('dept_cd', { length: 30 }).notNull(),
  roleCd: varchar('role_cd', { length: 20 }).notNull(),
  userId: varchar('user_id', { length: 50 }),
  appointYmd: date('appoint_ymd', { mode: 'string' }),
  endYmd: date('end_ymd', { mode: 'string' }),
  certNm: varchar('cert_nm', { length: 200 }),
  certNo: varchar('cert_no', { length: 100 }),
  certExpireYmd: date('cert_expire_ymd', { mode: 'string' }),
  reportYmd: date('report_ymd', { mode: 'string' }),
  remark: varchar('remark', { length: 500 }),
  ...audit(),
}, (t) => [index('mgt_appointment_plant_idx').on(t.plantCd, t.appointNo)]);

/** 이행점검 서류철 검토·결재 (sapa-review.resource.ts): the binder frozen at approval */
export const mgtSapaReview = pgTable('mgt_sapa_review', {
  reviewNo: serial('review_no').primaryKey(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  year: integer('year').notNull(),
  half: varchar('half', { length: 2 }).notNull(),
  reviewComment: text('review_comment'),
  apprStatusCd: varchar('appr_status_cd', { length: 20 }),
  signedYmd: date('signed_ymd', { mode: 'string' }),
  snapshot: jsonb('snapshot'),
  frozenDt: ts('frozen_dt'),
  ...audit(),
}, (t) => [uniqueIndex('mgt_sapa_review_half_uq').on(t.plantCd, t.year, t.half)]);
