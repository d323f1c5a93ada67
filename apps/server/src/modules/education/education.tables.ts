import { char, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const audit = () => ({
  version: integer('version').notNull().default(1),
  createUserId: varchar('create_user_id', { length: 50 }),
  createDt: ts('create_dt').notNull().defaultNow(),
  updateUserId: varchar('update_user_id', { length: 50 }),
  updateDt: ts('update_dt').notNull().defaultNow(),
});

/** 교육과정 (packages/shared/src/education/course.resource.ts) */
export const eduCourse = pgTable('saf_edu_course', {
  courseNo: serial('course_no').primaryKey(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  courseTypeCd: varchar('course_type_cd', { length: 30 }).notNull(),
  categoryCd: varchar('category_cd', { length: 30 }),
  courseNm: varchar('course_nm', { length: 200 }).notNull(),
  deliveryCd: varchar('delivery_cd', { length: 30 }).notNull(),
  hours: doublePrecision('hours').notNull(),
  /** the lesson video's length in seconds (issue 25: the server's measure; null = the course's hours) */
  videoSec: integer('video_sec'),
  instructorNm: varchar('instructor_nm', { length: 100 }),
  examYn: char('exam_yn', { length: 1 }).notNull().default('N'),
  useYn: char('use_yn', { length: 1 }).notNull().default('Y'),
  questionCnt: integer('question_cnt'),
  timeLimitMin: integer('time_limit_min'),
  passScore: integer('pass_score'),
  maxAttempts: integer('max_attempts'),
  description: text('description'),
  ...audit(),
}, (t) => [index('saf_edu_course_plant_idx').on(t.plantCd, t.courseNo.desc().nullsFirst())]);

/** 문제은행 (question.resource.ts): answers live here only */
export const eduQuestion = pgTable('saf_edu_question', {
  questionNo: serial('question_no').primaryKey(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  courseNo: integer('course_no').notNull().references(() => eduCourse.courseNo),
  typeCd: varchar('type_cd', { length: 10 }).notNull(),
  questionText: varchar('question_text', { length: 1000 }).notNull(),
  option1: varchar('option1', { length: 300 }),
  option2: varchar('option2', { length: 300 }),
  option3: varchar('option3', { length: 300 }),
  option4: varchar('option4', { length: 300 }),
  answer: varchar('answer', { length: 300 }).notNull(),
  useYn: char('use_yn', { length: 1 }).notNull().default('Y'),
  ...audit(),
}, (t) => [
  index('saf_edu_question_plant_idx').on(t.plantCd, t.questionNo.desc().nullsFirst()),
  index('saf_edu_question_course_idx').on(t.courseNo, t.useYn),
]);

/** 교육실시 (session.resource.ts) */
export const eduSession = pgTable('saf_edu_session', {
  sessionNo: serial('session_no').primaryKey(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  deptCd: varchar('dept_cd', { length: 30 }).notNull(),
  courseNo: integer('course_no').notNull().references(() => eduCourse.courseNo),
  courseNm: varchar('course_nm', { length: 200 }),
  eduYmd: date('edu_ymd', { mode: 'string' }).notNull(),
  startHm: varchar('start_hm', { length: 5 }).notNull(),
  endHm: varchar('end_hm', { length: 5 }).notNull(),
  hours: doublePrecision('hours').notNull(),
  place: varchar('place', { length: 200 }),
  instructorNm: varchar('instructor_nm', { length: 100 }),
  capacity: integer('capacity'),
  /** the target group: only its members may attend (null = anyone of the plant) */
  groupNo: integer('group_no'),
  attendCnt: integer('attend_cnt').notNull().default(0),
  contents: text('contents'),
  ...audit(),
}, (t) => [
  index('saf_edu_session_plant_ymd_idx').on(t.plantCd, t.eduYmd.desc().nullsFirst(), t.sessionNo),
  index('saf_edu_session_course_idx').on(t.courseNo),
]);

/** attendance of a session: QR check-in/out from the worker's phone, or a signature on the instructor's tablet */
export const eduAttend = pgTable('saf_edu_attend', {
  sessionNo: integer('session_no').notNull().references(() => eduSession.sessionNo, { onDelete: 'cascade' }),
  userId: varchar('user_id', { length: 50 }).notNull(),
  checkInDt: ts('check_in_dt'),
  checkOutDt: ts('check_out_dt'),
  signature: text('signature'),
  methodCd: varchar('method_cd', { length: 10 }).notNull(),
  creditedHours: doublePrecision('credited_hours'),
  updateDt: ts('update_dt').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.sessionNo, t.userId] }), index('saf_edu_attend_user_idx').on(t.userId)]);

/** 교육대상자 (worker.resource.ts): the explicit values that decide a worker's legal hours */
export const eduWorker = pgTable('saf_edu_worker', {
  userId: varchar('user_id', { length: 50 }).primaryKey(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  deptCd: varchar('dept_cd', { length: 30 }).notNull(),
  jobTypeCd: varchar('job_type_cd', { length: 10 }).notNull(),
  employTypeCd: varchar('employ_type_cd', { length: 10 }).notNull(),
  supervisorYn: char('supervisor_yn', { length: 1 }).notNull().default('N'),
  changeYmd: date('change_ymd', { mode: 'string' }),
  specialYmd: date('special_ymd', { mode: 'string' }),
  note: varchar('note', { length: 500 }),
  ...audit(),
}, (t) => [index('saf_edu_worker_plant_idx').on(t.plantCd, t.deptCd, t.userId)]);

/**
 * 이수 기록: every credited hour, whatever earned it (attendance, a watched video, an external course, a site course of
 * a vendor worker). `sourceKey` makes each credit once (`ATTEND:<session>:<user>`, `VIDEO:<course>:<user>`, …).
 */
export const eduCompletion = pgTable('saf_edu_completion', {
  completionNo: serial('completion_no').primaryKey(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  deptCd: varchar('dept_cd', { length: 30 }),
  userId: varchar('user_id', { length: 50 }),
  vendorCd: varchar('vendor_cd', { length: 30 }),
  vendorWorkerNo: integer('vendor_worker_no'),
  /** null for an external course recorded without a course of the plant (saf_edu_external) */
  courseNo: integer('course_no').references(() => eduCourse.courseNo),
  sessionNo: integer('session_no'),
  courseTypeCd: varchar('course_type_cd', { length: 30 }).notNull(),
  categoryCd: varchar('category_cd', { length: 30 }),
  completeYmd: date('complete_ymd', { mode: 'string' }).notNull(),
  hours: doublePrecision('hours').notNull(),
  sourceCd: varchar('source_cd', { length: 10 }).notNull(),
  sourceKey: varchar('source_key', { length: 100 }).notNull(),
  createUserId: varchar('create_user_id', { length: 50 }),
  createDt: ts('create_dt').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('saf_edu_completion_source_idx').on(t.sourceKey),
  // the ledger: a plant's credits of a period per worker
  index('saf_edu_completion_plant_ymd_idx').on(t.plantCd, t.completeYmd, t.userId),
  index('saf_edu_completion_user_idx').on(t.userId, t.completeYmd),
  index('saf_edu_completion_vendor_worker_idx').on(t.vendorWorkerNo, t.courseTypeCd, t.completeYmd),
]);

/** an exam attempt: the questions drawn (numbers only), the answers given and the server's score */
export const eduExam = pgTable('saf_edu_exam', {
  examNo: serial('exam_no').primaryKey(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  courseNo: integer('course_no').notNull().references(() => eduCourse.courseNo),
  userId: varchar('user_id', { length: 50 }).notNull(),
  attemptNo: integer('attempt_no').notNull(),
  statusCd: varchar('status_cd', { length: 20 }).notNull(),
  questionNos: jsonb('question_nos').$type<number[]>().notNull(),
  answers: jsonb('answers').$type<Record<string, string>>(),
  startDt: ts('start_dt').notNull(),
  deadlineDt: ts('deadline_dt'),
  submitDt: ts('submit_dt'),
  score: integer('score'),
  passYn: char('pass_yn', { length: 1 }),
}, (t) => [uniqueIndex('saf_edu_exam_attempt_idx').on(t.courseNo, t.userId, t.attemptNo)]);

/** video progress of a worker in a course (the furthest second watched; completion at ≥ 95 %) */
export const eduVideo = pgTable('saf_edu_video', {
  courseNo: integer('course_no').notNull().references(() => eduCourse.courseNo),
  userId: varchar('user_id', { length: 50 }).notNull(),
  maxSec: doublePrecision('max_sec').notNull().default(0),
  durationSec: doublePrecision('duration_sec').notNull(),
  completeYn: char('complete_yn', { length: 1 }).notNull().default('N'),
  /** when the server handed out the lesson (its video URL) or took the first progress: progress never outruns it */
  startDt: ts('start_dt'),
  updateDt: ts('update_dt').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.courseNo, t.userId] })]);

/** reminders sent: one per worker, period and stage (M1 = a month before the half ends, W1 = a week before) */
export const eduReminder = pgTable('saf_edu_reminder', {
  userId: varchar('user_id', { length: 50 }).notNull(),
  periodCd: varchar('period_cd', { length: 10 }).notNull(),
  stage: varchar('stage', { length: 5 }).notNull(),
  sentDt: ts('sent_dt').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.periodCd, t.stage] })]);

/** 교육그룹 (group.resource.ts): a named set of a plant's employees, the target of a session or a plan */
export const eduGroup = pgTable('saf_edu_group', {
  groupNo: serial('group_no').primaryKey(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  groupNm: varchar('group_nm', { length: 100 }).notNull(),
  useYn: char('use_yn', { length: 1 }).notNull().default('Y'),
  memberCnt: integer('member_cnt').notNull().default(0),
  description: varchar('description', { length: 1000 }),
  ...audit(),
}, (t) => [index('saf_edu_group_plant_idx').on(t.plantCd, t.groupNo.desc().nullsFirst())]);

export const eduGroupMember = pgTable('saf_edu_group_member', {
  memberNo: serial('member_no').primaryKey(),
  groupNo: integer('group_no').notNull().references(() => eduGroup.groupNo, { onDelete: 'cascade' }),
  userId: varchar('user_id', { length: 50 }).notNull(),
  createUserId: varchar('create_user_id', { length: 50 }),
  updateUserId: varchar('update_user_id', { length: 50 }),
  updateDt: ts('update_dt').notNull().defaultNow(),
}, (t) => [uniqueIndex('saf_edu_group_member_idx').on(t.groupNo, t.userId), index('saf_edu_group_member_user_idx').on(t.userId)]);

/** 교육계획 (plan.resource.ts): a department's courses and hours for a year and half-year */
export const eduPlan = pgTable('saf_edu_plan', {
  planNo: serial('plan_no').primaryKey(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  deptCd: varchar('dept_cd', { length: 30 }).notNull(),
  planYear: integer('plan_year').notNull(),
  halfCd: varchar('half_cd', { length: 2 }).notNull(),
  planNm: varchar('plan_nm', { length: 200 }).notNull(),
  groupNo: integer('group_no').references(() => eduGroup.groupNo),
  plannedHours: doublePrecision('planned_hours'),
  note: text('note'),
  ...audit(),
}, (t) => [
  index('saf_edu_plan_plant_idx').on(t.plantCd, t.planNo.desc().nullsFirst()),
  index('saf_edu_plan_period_idx').on(t.plantCd, t.planYear, t.halfCd, t.deptCd),
]);

export const eduPlanItem = pgTable('saf_edu_plan_item', {
  itemNo: serial('item_no').primaryKey(),
  planNo: integer('plan_no').notNull().references(() => eduPlan.planNo, { onDelete: 'cascade' }),
  rowNo: integer('row_no'),
  courseNo: integer('course_no').notNull().references(() => eduCourse.courseNo),
  plannedHours: doublePrecision('planned_hours').notNull(),
  plannedYmd: date('planned_ymd', { mode: 'string' }),
  note: varchar('note', { length: 300 }),
  createUserId: varchar('create_user_id', { length: 50 }),
  updateUserId: varchar('update_user_id', { length: 50 }),
  updateDt: ts('update_dt').notNull().defaultNow(),
}, (t) => [index('saf_edu_plan_item_plan_idx').on(t.planNo)]);

/** 외부교육 이수 (external.resource.ts): credited to the ledger once confirmed (`EXTERNAL:<extNo>`) */
export const eduExternal = pgTable('saf_edu_external', {
  extNo: serial('ext_no').primaryKey(),
  statusCd: varchar('status_cd', { length: 20 }).notNull(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  deptCd: varchar('dept_cd', { length: 30 }).notNull(),
  userId: varchar('user_id', { length: 50 }).notNull(),
  courseNm: varchar('course_nm', { length: 200 }).notNull(),
  provider: varchar('provider', { length: 200 }).notNull(),
  categoryCd: varchar('category_cd', { length: 30 }).notNull(),
  hours: doublePrecision('hours').notNull(),
  completeYmd: date('complete_ymd', { mode: 'string' }).notNull(),
  certNo: varchar('cert_no', { length: 100 }),
  creditedYn: char('credited_yn', { length: 1 }).notNull().default('N'),
  note: varchar('note', { length: 1000 }),
  ...audit(),
}, (t) => [
  index('saf_edu_external_plant_idx').on(t.plantCd, t.extNo.desc().nullsFirst()),
  index('saf_edu_external_user_idx').on(t.userId),
]);
