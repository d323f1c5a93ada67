import { doublePrecision, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { entrantCodeCol, publicTokenCol } from '../../db/public-token.js';

// Work permits (작업허가, spec "wkod"): construction projects, permits, their workers, windows, gas readings,
// lockout/tagout points and plant maps. Times are instants (timestamptz); the plant's wall-clock day and time are
// derived with PLANT_TIME_ZONE. A permit's number (`permitNo`) is the "wkodNo" a worker types at the entrant login.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const audit = () => ({
  createUserId: varchar('create_user_id', { length: 50 }),
  createDt: ts('create_dt').notNull().defaultNow(),
  updateUserId: varchar('update_user_id', { length: 50 }),
  updateDt: ts('update_dt').notNull().defaultNow(),
});
const yn = (name: string) => varchar(name, { length: 1 });

/** 공사 (construction project): the contract under which permits are requested */
export const wkodProject = pgTable(
  'saf_wkod_project',
  {
    projectNo: serial('project_no').primaryKey(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    projectNm: varchar('project_nm', { length: 200 }).notNull(),
    contractNo: varchar('contract_no', { length: 50 }),
    poNo: varchar('po_no', { length: 50 }),
    startYmd: date('start_ymd', { mode: 'string' }).notNull(),
    endYmd: date('end_ymd', { mode: 'string' }).notNull(),
    /** 감독부서 */
    superviseDeptCd: varchar('supervise_dept_cd', { length: 30 }).notNull(),
    supervisorUserId: varchar('supervisor_user_id', { length: 50 }),
    /** 원도급 업체 (the vendor whose users see and write the project) */
    vendorCd: varchar('vendor_cd', { length: 30 }).notNull(),
    /** work kinds of the project (codes of SAF_WKOD_KIND, comma separated) */
    workKindCds: varchar('work_kind_cds', { length: 300 }),
    /** 법정 면허·자격 항목 (free text list of the licences the contract requires) */
    licenceItems: text('licence_items'),
    /** linked risk assessment (rsa assessment number) */
    assessmentNo: integer('assessment_no'),
    contents: text('contents'),
    statusCd: varchar('status_cd', { length: 30 }).notNull().default('ONGOING'),
    version: integer('version').notNull().default(1),
    ...audit(),
  },
  (t) => [
    index('saf_wkod_project_plant_idx').on(t.plantCd, t.projectNo.desc()),
    index('saf_wkod_project_vendor_idx').on(t.vendorCd, t.projectNo.desc()),
    index('saf_wkod_project_dept_idx').on(t.superviseDeptCd),
  ],
);

/** 협력업체 of a project: the prime (PRIME) and the sub-contractors (SUB) */
export const wkodProjectVendor = pgTable(
  'saf_wkod_project_vendor',
  {
    projectVendorNo: serial('project_vendor_no').primaryKey(),
    projectNo: integer('project_no').notNull().references(() => wkodProject.projectNo, { onDelete: 'cascade' }),
    rowNo: integer('row_no'),
    vendorCd: varchar('vendor_cd', { length: 30 }).notNull(),
    roleCd: varchar('role_cd', { length: 10 }).notNull().default('SUB'),
    remark: varchar('remark', { length: 200 }),
  },
  (t) => [index('saf_wkod_project_vendor_project_idx').on(t.projectNo), index('saf_wkod_project_vendor_vendor_idx').on(t.vendorCd)],
);

/** 작업자 명부 of a project: workers drawn from the contractors' rosters (vnd_worker) */
export const wkodProjectWorker = pgTable(
  'saf_wkod_project_worker',
  {
    projectWorkerNo: serial('project_worker_no').primaryKey(),
    projectNo: integer('project_no').notNull().references(() => wkodProject.projectNo, { onDelete: 'cascade' }),
    rowNo: integer('row_no'),
    workerNo: integer('worker_no').notNull(),
    vendorCd: varchar('vendor_cd', { length: 30 }).notNull(),
    roleNm: varchar('role_nm', { length: 100 }),
  },
  (t) => [uniqueIndex('saf_wkod_project_worker_uq').on(t.projectNo, t.workerNo), index('saf_wkod_project_worker_worker_idx').on(t.workerNo)],
);

/** 작업허가서 (a permit; spec "wkod") */
export const wkodPermit = pgTable(
  'saf_wkod_permit',
  {
    permitNo: serial('permit_no').primaryKey(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    projectNo: integer('project_no'),
    /** the contractor doing the work (null: own employees) */
    vendorCd: varchar('vendor_cd', { length: 30 }),
    statusCd: varchar('status_cd', { length: 30 }).notNull(),
    /** main kind (SAF_WKOD_KIND); supplementary kinds in saf_wkod_permit_kind */
    kindCd: varchar('kind_cd', { length: 30 }).notNull(),
    workNm: varchar('work_nm', { length: 200 }).notNull(),
    workContents: text('work_contents'),
    /** the plant's calendar day of the (first) window and the current window as instants */
    workYmd: date('work_ymd', { mode: 'string' }).notNull(),
    startDt: ts('start_dt').notNull(),
    endDt: ts('end_dt').notNull(),
    /** the plant's wall-clock start and end (HH:MM) of the current window, as the form enters them */
    startTm: varchar('start_tm', { length: 5 }).notNull(),
    endTm: varchar('end_tm', { length: 5 }).notNull(),
    /** place: an area code (SAF_WKOD_AREA) plus an optional point on the plant/area map (0..1 of width/height) */
    areaCd: varchar('area_cd', { length: 30 }).notNull(),
    placeDesc: varchar('place_desc', { length: 200 }),
    mapNo: integer('map_no'),
    mapX: doublePrecision('map_x'),
    mapY: doublePrecision('map_y'),
    requestDeptCd: varchar('request_dept_cd', { length: 30 }).notNull(),
    superviseDeptCd: varchar('supervise_dept_cd', { length: 30 }).notNull(),
    coopDeptCds: varchar('coop_dept_cds', { length: 300 }),
    requesterUserId: varchar('requester_user_id', { length: 50 }),
    supervisorUserId: varchar('supervisor_user_id', { length: 50 }),
    issuerUserId: varchar('issuer_user_id', { length: 50 }),
    /** PPE codes (SAF_WKOD_PPE, comma separated) */
    ppeCds: varchar('ppe_cds', { length: 300 }),
    /** 화기감시자 (hot work) */
    fireWatcherNm: varchar('fire_watcher_nm', { length: 100 }),
    fireWatcherWorkerNo: integer('fire_watcher_worker_no'),
    /** minutes between gas readings while the work goes on (null: the kind's default setting) */
    gasIntervalMin: integer('gas_interval_min'),
    lastGasDt: ts('last_gas_dt'),
    /** SIMOPS override by the safety team (audited; shown on both permits) */
    simopsOverrideReason: varchar('simops_override_reason', { length: 1000 }),
    simopsOverrideUserId: varchar('simops_override_user_id', { length: 50 }),
    simopsOverrideDt: ts('simops_override_dt'),
    requestDt: ts('request_dt'),
    approveDt: ts('approve_dt'),
    issueDt: ts('issue_dt'),
    closeDt: ts('close_dt'),
    /** reason of the last reject / suspension; note of complete / over; reason of cancel */
    statusNote: varchar('status_note', { length: 1000 }),
    /** key of the public status page (the print's QR), never the permit number; the entrant code printed on the permit */
    publicToken: publicTokenCol(),
    entrantCd: entrantCodeCol(),
    version: integer('version').notNull().default(1),
    ...audit(),
  },
  (t) => [
    index('saf_wkod_permit_plant_no_idx').on(t.plantCd, t.permitNo.desc()),
    index('saf_wkod_permit_plant_window_idx').on(t.plantCd, t.startDt, t.endDt),
    index('saf_wkod_permit_plant_status_idx').on(t.plantCd, t.statusCd),
    index('saf_wkod_permit_vendor_idx').on(t.vendorCd, t.permitNo.desc()),
    index('saf_wkod_permit_project_idx').on(t.projectNo),
    index('saf_wkod_permit_dept_idx').on(t.superviseDeptCd),
    uniqueIndex('saf_wkod_permit_public_token_idx').on(t.publicToken),
  ],
);

/** supplementary kinds of a permit (보충 작업허가) */
export const wkodPermitKind = pgTable(
  'saf_wkod_permit_kind',
  {
    permitKindNo: serial('permit_kind_no').primaryKey(),
    permitNo: integer('permit_no').notNull().references(() => wkodPermit.permitNo, { onDelete: 'cascade' }),
    rowNo: integer('row_no'),
    kindCd: varchar('kind_cd', { length: 30 }).notNull(),
  },
  (t) => [uniqueIndex('saf_wkod_permit_kind_uq').on(t.permitNo, t.kindCd)],
);

/** workers on a permit (members of the project roster; the entrant login matches name + phone of vnd_worker) */
export const wkodPermitWorker = pgTable(
  'saf_wkod_permit_worker',
  {
    permitWorkerNo: serial('permit_worker_no').primaryKey(),
    permitNo: integer('permit_no').notNull().references(() => wkodPermit.permitNo, { onDelete: 'cascade' }),
    rowNo: integer('row_no'),
    workerNo: integer('worker_no').notNull(),
    vendorCd: varchar('vendor_cd', { length: 30 }).notNull(),
    /** WORKER, LEADER (작업책임자), FIRE_WATCHER (화기감시자), ATTENDANT (밀폐공간 감시인) */
    roleCd: varchar('role_cd', { length: 20 }).notNull().default('WORKER'),
  },
  (t) => [uniqueIndex('saf_wkod_permit_worker_uq').on(t.permitNo, t.workerNo), index('saf_wkod_permit_worker_worker_idx').on(t.workerNo)],
);

/** 안전조치 checklist answers of a permit (items per kind: code group SAF_WKOD_MEASURE, attr1 = kind) */
export const wkodPermitMeasure = pgTable(
  'saf_wkod_permit_measure',
  {
    permitMeasureNo: serial('permit_measure_no').primaryKey(),
    permitNo: integer('permit_no').notNull().references(() => wkodPermit.permitNo, { onDelete: 'cascade' }),
    rowNo: integer('row_no'),
    measureCd: varchar('measure_cd', { length: 30 }).notNull(),
    checkYn: yn('check_yn').notNull().default('N'),
    remark: varchar('remark', { length: 300 }),
  },
  (t) => [uniqueIndex('saf_wkod_permit_measure_uq').on(t.permitNo, t.measureCd)],
);

/** the chemical products of the register a permit's work uses (issue 26 links; chm_prod.chem_prod_no) */
export const wkodPermitChem = pgTable(
  'saf_wkod_permit_chem',
  {
    permitChemNo: serial('permit_chem_no').primaryKey(),
    permitNo: integer('permit_no').notNull().references(() => wkodPermit.permitNo, { onDelete: 'cascade' }),
    rowNo: integer('row_no'),
    chemProdNo: integer('chem_prod_no').notNull(),
    qty: doublePrecision('qty'),
    unitCd: varchar('unit_cd', { length: 10 }),
    remark: varchar('remark', { length: 300 }),
  },
  (t) => [index('saf_wkod_permit_chem_permit_idx').on(t.permitNo), index('saf_wkod_permit_chem_prod_idx').on(t.chemProdNo)],
);

/** history of a permit's time windows: the first one and every extension */
export const wkodPermitWindow = pgTable(
  'saf_wkod_permit_window',
  {
    windowNo: serial('window_no').primaryKey(),
    permitNo: integer('permit_no').notNull().references(() => wkodPermit.permitNo, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    startDt: ts('start_dt').notNull(),
    endDt: ts('end_dt').notNull(),
    reason: varchar('reason', { length: 500 }),
    createUserId: varchar('create_user_id', { length: 50 }),
    createDt: ts('create_dt').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saf_wkod_permit_window_uq').on(t.permitNo, t.seq)],
);

/** 가스 측정 (hot work, confined space): one reading of every gas at one time */
export const wkodGasReading = pgTable(
  'saf_wkod_gas_reading',
  {
    readingNo: serial('reading_no').primaryKey(),
    permitNo: integer('permit_no').notNull().references(() => wkodPermit.permitNo, { onDelete: 'cascade' }),
    measuredDt: ts('measured_dt').notNull(),
    measurerUserId: varchar('measurer_user_id', { length: 50 }),
    measurerNm: varchar('measurer_nm', { length: 100 }),
    pointDesc: varchar('point_desc', { length: 200 }),
    o2Pct: doublePrecision('o2_pct'),
    lelPct: doublePrecision('lel_pct'),
    h2sPpm: doublePrecision('h2s_ppm'),
    coPpm: doublePrecision('co_ppm'),
    co2Pct: doublePrecision('co2_pct'),
    /** OK, OUT (a value outside the limits of code group SAF_WKOD_GAS_LIMIT) */
    resultCd: varchar('result_cd', { length: 10 }).notNull(),
    /** which gases were out of limit (comma separated) */
    outGases: varchar('out_gases', { length: 100 }),
    createUserId: varchar('create_user_id', { length: 50 }),
    createDt: ts('create_dt').notNull().defaultNow(),
  },
  (t) => [index('saf_wkod_gas_reading_permit_idx').on(t.permitNo, t.measuredDt.desc())],
);

/** 잠금·표지 (LOTO) isolation points of a permit */
export const wkodLoto = pgTable(
  'saf_wkod_loto',
  {
    lotoNo: serial('loto_no').primaryKey(),
    permitNo: integer('permit_no').notNull().references(() => wkodPermit.permitNo, { onDelete: 'cascade' }),
    rowNo: integer('row_no'),
    equipmentNm: varchar('equipment_nm', { length: 200 }).notNull(),
    /** issue 28: the isolated equipment's tag in the PSM register (psm_equipment.equip_no), optional (a breaker or valve not in the register is named only) */
    equipNo: integer('equip_no'),
    /** SAF_WKOD_ENERGY: ELECTRIC, MECHANICAL, HYDRAULIC, PNEUMATIC, CHEMICAL, THERMAL */
    energyTypeCd: varchar('energy_type_cd', { length: 30 }).notNull(),
    isolationMethod: varchar('isolation_method', { length: 200 }),
    lockNo: varchar('lock_no', { length: 50 }),
    tagNo: varchar('tag_no', { length: 50 }),
    isolatedUserId: varchar('isolated_user_id', { length: 50 }),
    isolatedDt: ts('isolated_dt'),
    verifiedUserId: varchar('verified_user_id', { length: 50 }),
    verifiedDt: ts('verified_dt'),
    zeroEnergyYn: yn('zero_energy_yn'),
    releasedUserId: varchar('released_user_id', { length: 50 }),
    releasedDt: ts('released_dt'),
    version: integer('version').notNull().default(1),
    ...audit(),
  },
  (t) => [index('saf_wkod_loto_permit_idx').on(t.permitNo)],
);

/** signatures on a permit: REQUESTER, SUPERVISOR, ISSUER (PNG data URL, as TBM stores them) */
export const wkodSignature = pgTable(
  'saf_wkod_signature',
  {
    signatureNo: serial('signature_no').primaryKey(),
    permitNo: integer('permit_no').notNull().references(() => wkodPermit.permitNo, { onDelete: 'cascade' }),
    roleCd: varchar('role_cd', { length: 20 }).notNull(),
    userId: varchar('user_id', { length: 50 }).notNull(),
    signature: text('signature').notNull(),
    signedDt: ts('signed_dt').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saf_wkod_signature_uq').on(t.permitNo, t.roleCd)],
);

/** plant/area map images (the image is an attachment of task class SAF_WKOD_MAP on this row) */
export const wkodMap = pgTable(
  'saf_wkod_map',
  {
    mapNo: serial('map_no').primaryKey(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    /** null: the whole plant */
    areaCd: varchar('area_cd', { length: 30 }),
    mapNm: varchar('map_nm', { length: 100 }).notNull(),
    /** metres across the image's width (for SIMOPS distances between points) */
    widthM: doublePrecision('width_m'),
    /** metres across the image's height (null: the same scale as the width) */
    heightM: doublePrecision('height_m'),
    useYn: yn('use_yn').notNull().default('Y'),
    version: integer('version').notNull().default(1),
    ...audit(),
  },
  (t) => [index('saf_wkod_map_plant_idx').on(t.plantCd, t.areaCd)],
);

/** SIMOPS overrides: the safety team issued `permitNo` although it conflicted with `otherPermitNo` (shown on both) */
export const wkodSimopsOverride = pgTable(
  'saf_wkod_simops_override',
  {
    overrideNo: serial('override_no').primaryKey(),
    permitNo: integer('permit_no').notNull().references(() => wkodPermit.permitNo, { onDelete: 'cascade' }),
    otherPermitNo: integer('other_permit_no').notNull(),
    reason: varchar('reason', { length: 1000 }).notNull(),
    userId: varchar('user_id', { length: 50 }).notNull(),
    overrideDt: ts('override_dt').notNull().defaultNow(),
  },
  (t) => [index('saf_wkod_simops_override_permit_idx').on(t.permitNo), index('saf_wkod_simops_override_other_idx').on(t.otherPermitNo)],
);
