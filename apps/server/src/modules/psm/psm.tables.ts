import { bigint, date, index, integer, numeric, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditCols, childAuditCols, ts, versionCol } from '../../db/columns.js';

/** numeric read as a JS number (design values, scores) */
const num = (name: string, precision = 12, scale = 3) => numeric(name, { precision, scale, mode: 'number' });
const plantCd = () => varchar('plant_cd', { length: 10 }).notNull();
const tagNo = () => varchar('tag_no', { length: 50 }).notNull();
/** the due columns of a register with a cycle (code data months copied on write; next due = last + cycle) */
const dueCols = () => ({
  cycleCd: varchar('cycle_cd', { length: 20 }).notNull(),
  lastYmd: date('last_ymd', { mode: 'string' }),
  cycleMonths: integer('cycle_months'),
  nextDueYmd: date('next_due_ymd', { mode: 'string' }),
});

/** 설비 목록 (definitions: packages/shared/src/psm/registers.resource.ts) */
export const psmEquipment = pgTable('psm_equipment', {
  equipNo: serial('equip_no').primaryKey(),
  plantCd: plantCd(), tagNo: tagNo(),
  equipNm: varchar('equip_nm', { length: 100 }).notNull(),
  equipTypeCd: varchar('equip_type_cd', { length: 20 }).notNull(),
  processNm: varchar('process_nm', { length: 100 }),
  material: varchar('material', { length: 50 }),
  designPressure: num('design_pressure'),
  designTemp: num('design_temp'),
  capacity: varchar('capacity', { length: 50 }),
  ...dueCols(),
  remark: text('remark'),
  ...versionCol(), ...auditCols(),
}, (t) => [uniqueIndex('psm_equipment_tag_uq').on(t.plantCd, t.tagNo), index('psm_equipment_due_idx').on(t.plantCd, t.nextDueYmd)]);

export const psmPiping = pgTable('psm_piping', {
  pipeNo: serial('pipe_no').primaryKey(),
  plantCd: plantCd(), tagNo: tagNo(),
  fluidNm: varchar('fluid_nm', { length: 100 }).notNull(),
  pipeSize: varchar('pipe_size', { length: 30 }),
  material: varchar('material', { length: 50 }),
  designPressure: num('design_pressure'),
  designTemp: num('design_temp'),
  gasketNm: varchar('gasket_nm', { length: 100 }),
  insulationNm: varchar('insulation_nm', { length: 100 }),
  processNm: varchar('process_nm', { length: 100 }),
  remark: text('remark'),
  ...versionCol(), ...auditCols(),
}, (t) => [uniqueIndex('psm_piping_tag_uq').on(t.plantCd, t.tagNo)]);

export const psmValve = pgTable('psm_valve', {
  valveNo: serial('valve_no').primaryKey(),
  plantCd: plantCd(), tagNo: tagNo(),
  protectedEquip: varchar('protected_equip', { length: 100 }).notNull(),
  setPressure: num('set_pressure'),
  reliefCapacity: num('relief_capacity'),
  fluidNm: varchar('fluid_nm', { length: 100 }),
  ...dueCols(),
  sealNo: varchar('seal_no', { length: 30 }),
  remark: text('remark'),
  ...versionCol(), ...auditCols(),
}, (t) => [uniqueIndex('psm_valve_tag_uq').on(t.plantCd, t.tagNo), index('psm_valve_due_idx').on(t.plantCd, t.nextDueYmd)]);

export const psmInterlock = pgTable('psm_interlock', {
  interlockNo: serial('interlock_no').primaryKey(),
  plantCd: plantCd(), tagNo: tagNo(),
  interlockNm: varchar('interlock_nm', { length: 100 }).notNull(),
  tripCondition: varchar('trip_condition', { length: 300 }).notNull(),
  tripAction: varchar('trip_action', { length: 300 }).notNull(),
  silCd: varchar('sil_cd', { length: 20 }).notNull(),
  processNm: varchar('process_nm', { length: 100 }),
  ...dueCols(),
  remark: text('remark'),
  ...versionCol(), ...auditCols(),
}, (t) => [uniqueIndex('psm_interlock_tag_uq').on(t.plantCd, t.tagNo), index('psm_interlock_due_idx').on(t.plantCd, t.nextDueYmd)]);

export const psmDetector = pgTable('psm_detector', {
  detectorNo: serial('detector_no').primaryKey(),
  plantCd: plantCd(), tagNo: tagNo(),
  gasCd: varchar('gas_cd', { length: 20 }).notNull(),
  location: varchar('location', { length: 200 }).notNull(),
  measureRange: varchar('measure_range', { length: 50 }),
  alarm1: num('alarm1'),
  alarm2: num('alarm2'),
  unitNm: varchar('unit_nm', { length: 20 }),
  /** the plant map (saf_wkod_map) the detector sits on; mapX, mapY: fractions 0–1 of the map's image */
  mapNo: integer('map_no'),
  mapX: num('map_x'),
  mapY: num('map_y'),
  ...dueCols(),
  remark: text('remark'),
  ...versionCol(), ...auditCols(),
}, (t) => [uniqueIndex('psm_detector_tag_uq').on(t.plantCd, t.tagNo), index('psm_detector_due_idx').on(t.plantCd, t.nextDueYmd), index('psm_detector_map_idx').on(t.mapNo)]);

export const psmArea = pgTable('psm_area', {
  areaNo: serial('area_no').primaryKey(),
  plantCd: plantCd(),
  areaNm: varchar('area_nm', { length: 100 }).notNull(),
  zoneCd: varchar('zone_cd', { length: 20 }).notNull(),
  gasGroupCd: varchar('gas_group_cd', { length: 20 }).notNull(),
  tempClassCd: varchar('temp_class_cd', { length: 20 }).notNull(),
  drawingRef: varchar('drawing_ref', { length: 50 }),
  sourceNm: varchar('source_nm', { length: 200 }),
  remark: text('remark'),
  ...versionCol(), ...auditCols(),
}, (t) => [uniqueIndex('psm_area_nm_uq').on(t.plantCd, t.areaNm)]);

export const psmDrawing = pgTable('psm_drawing', {
  drawingId: serial('drawing_id').primaryKey(),
  plantCd: plantCd(),
  drawingNo: varchar('drawing_no', { length: 50 }).notNull(),
  drawingTypeCd: varchar('drawing_type_cd', { length: 20 }).notNull(),
  drawingNm: varchar('drawing_nm', { length: 200 }).notNull(),
  revNo: varchar('rev_no', { length: 10 }).notNull(),
  effectiveYmd: date('effective_ymd', { mode: 'string' }).notNull(),
  processNm: varchar('process_nm', { length: 100 }),
  remark: text('remark'),
  ...versionCol(), ...auditCols(),
}, (t) => [uniqueIndex('psm_drawing_no_uq').on(t.plantCd, t.drawingNo)]);

/** every revision of a drawing (kept: an update may add rows, never drop or rewrite one) */
export const psmDrawingRev = pgTable('psm_drawing_rev', {
  revisionNo: serial('revision_no').primaryKey(),
  drawingId: integer('drawing_id').notNull().references(() => psmDrawing.drawingId),
  revNo: varchar('rev_no', { length: 10 }).notNull(),
  effectiveYmd: date('effective_ymd', { mode: 'string' }),
  revDesc: varchar('rev_desc', { length: 300 }),
  mocNo: integer('moc_no'),
  /** the revision's own file (com_attach_file.file_no of the drawing's PSM_DRAWING group) */
  fileNo: bigint('file_no', { mode: 'number' }),
  rowNo: integer('row_no'),
  ...childAuditCols(),
}, (t) => [index('psm_drawing_rev_drawing_idx').on(t.drawingId)]);

/** 시험·검사 기록 (never updated: a new record corrects one) */
export const psmTest = pgTable('psm_test', {
  testNo: serial('test_no').primaryKey(),
  plantCd: plantCd(),
  kindCd: varchar('kind_cd', { length: 20 }).notNull(),
  tagNo: tagNo(),
  testYmd: date('test_ymd', { mode: 'string' }).notNull(),
  resultCd: varchar('result_cd', { length: 20 }).notNull(),
  measured: varchar('measured', { length: 100 }),
  sealNo: varchar('seal_no', { length: 30 }),
  testUserId: varchar('test_user_id', { length: 50 }).notNull(),
  remark: text('remark'),
  ...versionCol(), ...auditCols(),
}, (t) => [index('psm_test_plant_no_idx').on(t.plantCd, t.testNo.desc()), index('psm_test_tag_idx').on(t.plantCd, t.kindCd, t.tagNo)]);

export const psmBypass = pgTable('psm_bypass', {
  bypassNo: serial('bypass_no').primaryKey(),
  statusCd: varchar('status_cd', { length: 20 }).notNull(),
  plantCd: plantCd(),
  interlockNo: integer('interlock_no').notNull().references(() => psmInterlock.interlockNo),
  tagNo: varchar('tag_no', { length: 50 }),
  silCd: varchar('sil_cd', { length: 20 }),
  reason: varchar('reason', { length: 1000 }).notNull(),
  interimMeasures: varchar('interim_measures', { length: 1000 }).notNull(),
  startDt: ts('start_dt').notNull(),
  endDt: ts('end_dt').notNull(),
  mocNo: integer('moc_no'),
  approveUserId: varchar('approve_user_id', { length: 50 }),
  approveDt: ts('approve_dt'),
  restoreUserId: varchar('restore_user_id', { length: 50 }),
  restoreDt: ts('restore_dt'),
  ...versionCol(), ...auditCols(),
}, (t) => [index('psm_bypass_plant_no_idx').on(t.plantCd, t.bypassNo.desc()), index('psm_bypass_active_idx').on(t.statusCd, t.plantCd), index('psm_bypass_interlock_idx').on(t.interlockNo)]);

/** overdue-bypass alerts sent: one per bypass and shift */
export const psmBypassAlert = pgTable('psm_bypass_alert', {
  bypassNo: integer('bypass_no').notNull().references(() => psmBypass.bypassNo),
  shiftKey: varchar('shift_key', { length: 30 }).notNull(),
  sentDt: ts('sent_dt').notNull().defaultNow(),
}, (t) => [uniqueIndex('psm_bypass_alert_uq').on(t.bypassNo, t.shiftKey)]);

/** due reminders sent: one per item, kind and due date and stage (SOON / OVERDUE) */
export const psmDueAlert = pgTable('psm_due_alert', {
  kindCd: varchar('kind_cd', { length: 20 }).notNull(),
  itemNo: integer('item_no').notNull(),
  dueYmd: date('due_ymd', { mode: 'string' }).notNull(),
  stageCd: varchar('stage_cd', { length: 10 }).notNull(),
  sentDt: ts('sent_dt').notNull().defaultNow(),
}, (t) => [uniqueIndex('psm_due_alert_uq').on(t.kindCd, t.itemNo, t.dueYmd, t.stageCd)]);

export const psmAudit = pgTable('psm_audit', {
  auditNo: serial('audit_no').primaryKey(),
  statusCd: varchar('status_cd', { length: 20 }).notNull(),
  plantCd: plantCd(),
  deptCd: varchar('dept_cd', { length: 30 }).notNull(),
  auditTypeCd: varchar('audit_type_cd', { length: 20 }).notNull(),
  auditYear: integer('audit_year').notNull(),
  auditTitle: varchar('audit_title', { length: 200 }).notNull(),
  auditYmd: date('audit_ymd', { mode: 'string' }).notNull(),
  auditorNm: varchar('auditor_nm', { length: 200 }),
  totalScore: num('total_score', 5, 1),
  gradeCd: varchar('grade_cd', { length: 5 }),
  summary: text('summary'),
  ...versionCol(), ...auditCols(),
}, (t) => [index('psm_audit_plant_no_idx').on(t.plantCd, t.auditNo.desc())]);

export const psmAuditElement = pgTable('psm_audit_element', {
  elementNo: serial('element_no').primaryKey(),
  auditNo: integer('audit_no').notNull().references(() => psmAudit.auditNo),
  elementCd: varchar('element_cd', { length: 20 }).notNull(),
  score: num('score', 5, 1),
  elementComment: varchar('element_comment', { length: 500 }),
  rowNo: integer('row_no'),
  ...childAuditCols(),
}, (t) => [index('psm_audit_element_audit_idx').on(t.auditNo)]);

export const psmAuditFinding = pgTable('psm_audit_finding', {
  findingNo: serial('finding_no').primaryKey(),
  auditNo: integer('audit_no').notNull().references(() => psmAudit.auditNo),
  elementCd: varchar('element_cd', { length: 20 }).notNull(),
  content: varchar('content', { length: 300 }).notNull(),
  assigneeUserId: varchar('assignee_user_id', { length: 50 }),
  dueYmd: date('due_ymd', { mode: 'string' }),
  actionNo: integer('action_no'),
  rowNo: integer('row_no'),
  ...childAuditCols(),
}, (t) => [index('psm_audit_finding_audit_idx').on(t.auditNo)]);
