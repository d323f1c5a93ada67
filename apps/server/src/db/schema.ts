// Drizzle schema: the single source for table shapes. Migrations in ../../migrations are generated
// from it by `npm run db:generate` (drizzle-kit) and are never edited after landing.
import { auditCols, ts, yn } from './columns.js';
import {
  bigserial, char, index, integer, jsonb, pgTable, primaryKey, serial, text,
  uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';

const auditColumns = auditCols();

export const codeGroup = pgTable('com_code_group', {
  codeGroupCd: varchar('code_group_cd', { length: 50 }).primaryKey(),
  codeGroupNm: varchar('code_group_nm', { length: 200 }).notNull(),
  codeGroupDesc: text('code_group_desc'),
  systemYn: yn('system_yn').notNull().default('N'),
  useYn: yn('use_yn').notNull().default('Y'),
  version: integer('version').notNull().default(1),
  ...auditColumns,
});

export const codeMaster = pgTable(
  'com_code_master',
  {
    codeGroupCd: varchar('code_group_cd', { length: 50 }).notNull().references(() => codeGroup.codeGroupCd),
    code: varchar('code', { length: 50 }).notNull(),
    codeNm: varchar('code_nm', { length: 200 }).notNull(),
    /** names per locale other than Korean: { en, zh, es } */
    codeNmI18n: jsonb('code_nm_i18n').$type<Record<string, string>>().notNull().default({}),
    attr1: varchar('attr1', { length: 200 }),
    attr2: varchar('attr2', { length: 200 }),
    attr3: varchar('attr3', { length: 200 }),
    sortOrder: integer('sort_order').notNull().default(1),
    useYn: yn('use_yn').notNull().default('Y'),
    version: integer('version').notNull().default(1),
    ...auditColumns,
  },
  (t) => [primaryKey({ columns: [t.codeGroupCd, t.code] })],
);

export const dept = pgTable(
  'com_dept',
  {
    deptCd: varchar('dept_cd', { length: 30 }).primaryKey(),
    deptNm: varchar('dept_nm', { length: 200 }).notNull(),
    pdeptCd: varchar('pdept_cd', { length: 30 }),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    deptLvl: integer('dept_lvl').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(1),
    useYn: yn('use_yn').notNull().default('Y'),
    version: integer('version').notNull().default(1),
    ...auditColumns,
  },
  (t) => [index('com_dept_plant_idx').on(t.plantCd, t.pdeptCd)],
);

export const process = pgTable(
  'com_process',
  {
    processNo: serial('process_no').primaryKey(),
    processCd: varchar('process_cd', { length: 30 }).notNull(),
    processNm: varchar('process_nm', { length: 200 }).notNull(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    processDesc: text('process_desc'),
    sortOrder: integer('sort_order').notNull().default(1),
    useYn: yn('use_yn').notNull().default('Y'),
    version: integer('version').notNull().default(1),
    ...auditColumns,
  },
  (t) => [uniqueIndex('com_process_cd_uq').on(t.processCd)],
);

export const deptProcess = pgTable(
  'com_dept_process',
  {
    deptCd: varchar('dept_cd', { length: 30 }).notNull().references(() => dept.deptCd),
    processNo: integer('process_no').notNull().references(() => process.processNo),
    ...auditColumns,
  },
  (t) => [primaryKey({ columns: [t.deptCd, t.processNo] }), index('com_dept_process_proc_idx').on(t.processNo)],
);

export const position = pgTable('com_position', {
  positionCd: varchar('position_cd', { length: 30 }).primaryKey(),
  positionNm: varchar('position_nm', { length: 100 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(1),
  useYn: yn('use_yn').notNull().default('Y'),
  version: integer('version').notNull().default(1),
  ...auditColumns,
});

export const duty = pgTable('com_duty', {
  dutyCd: varchar('duty_cd', { length: 30 }).primaryKey(),
  dutyNm: varchar('duty_nm', { length: 100 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(1),
  useYn: yn('use_yn').notNull().default('Y'),
  version: integer('version').notNull().default(1),
  ...auditColumns,
});

export const vendor = pgTable(
  'com_vendor',
  {
    vendorCd: varchar('vendor_cd', { length: 30 }).primaryKey(),
    vendorNm: varchar('vendor_nm', { length: 200 }).notNull(),
    vendorTypeCd: varchar('vendor_type_cd', { length: 30 }).notNull(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    bizNo: varchar('biz_no', { length: 20 }),
    ceoNm: varchar('ceo_nm', { length: 100 }),
    telNo: varchar('tel_no', { length: 30 }),
    // contractors (issue 19): address, main work kinds, the vendor's safety manager, status
    addr: varchar('addr', { length: 300 }),
    mainWorkKinds: text('main_work_kinds').array(),
    safetyMgrNm: varchar('safety_mgr_nm', { length: 100 }),
    safetyMgrTel: varchar('safety_mgr_tel', { length: 30 }),
    /** VND_STATUS: ACTIVE 거래중, SUSPENDED 거래정지 (blocks entry requests and permits), ENDED 거래종료 */
    statusCd: varchar('status_cd', { length: 20 }).notNull().default('ACTIVE'),
    useYn: yn('use_yn').notNull().default('Y'),
    version: integer('version').notNull().default(1),
    ...auditColumns,
  },
  (t) => [index('com_vendor_plant_idx').on(t.plantCd)],
);

/** department authority group: data scope of its users (spec §3 deptAuthGrp) */
export const deptAuthGrp = pgTable('com_dept_auth_grp', {
  deptAuthGrpCd: varchar('dept_auth_grp_cd', { length: 30 }).primaryKey(),
  deptAuthGrpNm: varchar('dept_auth_grp_nm', { length: 100 }).notNull(),
  plantAccessYn: yn('plant_access_yn').notNull().default('N'),
  deptAccessYn: yn('dept_access_yn').notNull().default('N'),
  useYn: yn('use_yn').notNull().default('Y'),
  version: integer('version').notNull().default(1),
  ...auditColumns,
});

/** users: plant users (user_type U) and vendor users (V) are one table so that permissions are one model */
export const user = pgTable(
  'com_user',
  {
    userId: varchar('user_id', { length: 50 }).primaryKey(),
    userNm: varchar('user_nm', { length: 100 }).notNull(),
    userType: char('user_type', { length: 1 }).notNull().default('U'),
    /** scrypt over the SHA-256 hex of the password (see password.ts) */
    userPwd: text('user_pwd').notNull(),
    plantCd: varchar('plant_cd', { length: 10 }),
    deptCd: varchar('dept_cd', { length: 30 }),
    vendorCd: varchar('vendor_cd', { length: 30 }),
    positionCd: varchar('position_cd', { length: 30 }),
    dutyCd: varchar('duty_cd', { length: 30 }),
    deptAuthGrpCd: varchar('dept_auth_grp_cd', { length: 30 }),
    contType: varchar('cont_type', { length: 10 }),
    email: varchar('email', { length: 200 }),
    phoneNo: varchar('phone_no', { length: 30 }),
    officeTel: varchar('office_tel', { length: 30 }),
    birthYmd: varchar('birth_ymd', { length: 8 }),
    genderCd: char('gender_cd', { length: 1 }),
    entryYmd: varchar('entry_ymd', { length: 8 }),
    retireYn: yn('retire_yn').notNull().default('N'),
    retireYmd: varchar('retire_ymd', { length: 8 }),
    signature: text('signature'),
    lang: varchar('lang', { length: 5 }).notNull().default('kr'),
    adminYn: yn('admin_yn').notNull().default('N'),
    useYn: yn('use_yn').notNull().default('Y'),
    loginFailCnt: integer('login_fail_cnt').notNull().default(0),
    lockedUntil: ts('locked_until'),
    pwdChangeDt: ts('pwd_change_dt'),
    version: integer('version').notNull().default(1),
    ...auditColumns,
  },
  (t) => [
    index('com_user_plant_dept_idx').on(t.plantCd, t.deptCd),
    index('com_user_vendor_idx').on(t.vendorCd),
    // user list: name order (all plants) and, per plant, name order with the usual filters readable from the index
    // (index-only count and page of GET /api/manage/user)
    index('com_user_nm_idx').on(t.userNm, t.userId),
    index('com_user_plant_nm_idx').on(t.plantCd, t.userNm, t.userId, t.useYn, t.retireYn, t.deptCd),
  ],
);

export const menu = pgTable(
  'com_menu',
  {
    menuId: varchar('menu_id', { length: 50 }).primaryKey(),
    menuNm: varchar('menu_nm', { length: 200 }).notNull(),
    menuNmI18n: jsonb('menu_nm_i18n').$type<Record<string, string>>().notNull().default({}),
    upMenuId: varchar('up_menu_id', { length: 50 }),
    taskGrpCd: varchar('task_grp_cd', { length: 30 }),
    menuLvl: integer('menu_lvl').notNull().default(1),
    frontEndUrl: varchar('front_end_url', { length: 300 }),
    sortOrder: integer('sort_order').notNull().default(1),
    useYn: yn('use_yn').notNull().default('Y'),
    allPlantAccessCd: varchar('all_plant_access_cd', { length: 10 }).notNull().default('APA02'),
    plantTypeAuth: varchar('plant_type_auth', { length: 10 }),
    contTypeAuth: varchar('cont_type_auth', { length: 20 }),
    navigationYn: yn('navigation_yn').notNull().default('Y'),
    color: varchar('color', { length: 20 }),
    icon: varchar('icon', { length: 50 }),
    version: integer('version').notNull().default(1),
    ...auditColumns,
  },
  (t) => [index('com_menu_up_idx').on(t.upMenuId, t.sortOrder)],
);

export const authGrp = pgTable('com_auth_grp', {
  authGrpCd: varchar('auth_grp_cd', { length: 30 }).primaryKey(),
  authGrpNm: varchar('auth_grp_nm', { length: 100 }).notNull(),
  authGrpDesc: text('auth_grp_desc'),
  useYn: yn('use_yn').notNull().default('Y'),
  version: integer('version').notNull().default(1),
  ...auditColumns,
});

export const authGrpMenu = pgTable(
  'com_auth_grp_menu',
  {
    authGrpCd: varchar('auth_grp_cd', { length: 30 }).notNull().references(() => authGrp.authGrpCd),
    menuId: varchar('menu_id', { length: 50 }).notNull().references(() => menu.menuId),
    accessYn: yn('access_yn').notNull().default('Y'),
    writeYn: yn('write_yn').notNull().default('N'),
    ...auditColumns,
  },
  (t) => [primaryKey({ columns: [t.authGrpCd, t.menuId] }), index('com_auth_grp_menu_menu_idx').on(t.menuId)],
);

export const userAuthGrp = pgTable(
  'com_user_auth_grp',
  {
    userId: varchar('user_id', { length: 50 }).notNull().references(() => user.userId),
    authGrpCd: varchar('auth_grp_cd', { length: 30 }).notNull().references(() => authGrp.authGrpCd),
    ...auditColumns,
  },
  (t) => [primaryKey({ columns: [t.userId, t.authGrpCd] }), index('com_user_auth_grp_grp_idx').on(t.authGrpCd)],
);

/** per-user menus: rights granted to one user directly */
export const userMenu = pgTable(
  'com_user_menu',
  {
    userId: varchar('user_id', { length: 50 }).notNull().references(() => user.userId),
    menuId: varchar('menu_id', { length: 50 }).notNull().references(() => menu.menuId),
    accessYn: yn('access_yn').notNull().default('Y'),
    writeYn: yn('write_yn').notNull().default('N'),
    ...auditColumns,
  },
  (t) => [primaryKey({ columns: [t.userId, t.menuId] })],
);

/** a login session = one refresh-token family */
export const authSession = pgTable(
  'auth_session',
  {
    sessionId: varchar('session_id', { length: 36 }).primaryKey(),
    userId: varchar('user_id', { length: 50 }).notNull(),
    userType: char('user_type', { length: 1 }).notNull(),
    createDt: ts('create_dt').notNull().defaultNow(),
    lastUsedDt: ts('last_used_dt').notNull().defaultNow(),
    expiresDt: ts('expires_dt').notNull(),
    revokedDt: ts('revoked_dt'),
    /** LOGOUT | REUSE | CONCURRENT | PASSWORD | ADMIN */
    revokeReason: varchar('revoke_reason', { length: 20 }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
  },
  (t) => [index('auth_session_user_idx').on(t.userId)],
);

export const refreshToken = pgTable(
  'auth_refresh_token',
  {
    /** SHA-256 of the opaque token; the token itself is never stored */
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    sessionId: varchar('session_id', { length: 36 }).notNull().references(() => authSession.sessionId),
    issuedDt: ts('issued_dt').notNull().defaultNow(),
    usedDt: ts('used_dt'),
    expiresDt: ts('expires_dt').notNull(),
    /** successors issued for this spent token within the reuse grace (a reload that lost the first answer) */
    graceReissues: integer('grace_reissues').notNull().default(0),
  },
  (t) => [index('auth_refresh_token_session_idx').on(t.sessionId)],
);

/** fixed-window counters for rate limits, shared by every server instance */
export const rateLimit = pgTable(
  'auth_rate_limit',
  {
    bucket: varchar('bucket', { length: 200 }).notNull(),
    windowStart: ts('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
);

export const errorLog = pgTable('com_error_log', {
  logNo: bigserial('log_no', { mode: 'number' }).primaryKey(),
  logDt: ts('log_dt').notNull().defaultNow(),
  userId: varchar('user_id', { length: 50 }),
  method: varchar('method', { length: 10 }),
  url: text('url'),
  queryString: text('query_string'),
  statusCode: integer('status_code'),
  message: text('message'),
  stack: text('stack'),
  reqId: varchar('req_id', { length: 64 }),
});

export const auditLog = pgTable(
  'com_audit_log',
  {
    auditNo: bigserial('audit_no', { mode: 'number' }).primaryKey(),
    auditDt: ts('audit_dt').notNull().defaultNow(),
    userId: varchar('user_id', { length: 50 }),
    /** CREATE | UPDATE | DELETE | LOGIN | LOGOUT | PASSWORD ... */
    action: varchar('action', { length: 20 }).notNull(),
    entity: varchar('entity', { length: 100 }).notNull(),
    entityKey: varchar('entity_key', { length: 200 }),
    beforeData: jsonb('before_data'),
    afterData: jsonb('after_data'),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [
    index('com_audit_log_dt_idx').on(t.auditDt),
    index('com_audit_log_entity_idx').on(t.entity, t.entityKey),
    index('com_audit_log_user_idx').on(t.userId, t.auditDt),
  ],
);

/** key/value settings that must be shared by instances (e.g. a generated JWT secret is NOT here: it is a file) */
export const appSetting = pgTable('com_app_setting', {
  settingKey: varchar('setting_key', { length: 100 }).primaryKey(),
  settingValue: text('setting_value').notNull(),
  updateDt: ts('update_dt').notNull().defaultNow(),
});
