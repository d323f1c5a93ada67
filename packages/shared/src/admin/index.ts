// Payloads of the administration module (spec §3 entities, §7 manage catalogue). Server routes and web
// forms use the same definitions, so field names cannot drift.
import { z } from 'zod';
import { PAGE_SIZES, YN } from '../constants.js';
import { isStrongPassword } from '../auth.js';
import { MESSAGES } from '../messages.js';
import { zYmd as zYmdDash, zYmdCompact } from '../dates.js';
import { FRONT_END_URL_MAX, isValidFrontEndUrl } from '../menu-route.js';

const zYn = z.enum(YN);
const zCd = (max = 30) => z.string().trim().min(1).max(max).regex(/^[A-Za-z0-9_\-.]+$/);
const zNm = (max = 200) => z.string().trim().min(1).max(max);
const zOpt = (max: number) => z.string().trim().max(max).nullish().transform((v) => (v ? v : null));
const zYmd = zYmdCompact.nullish().transform((v) => v ?? null);
/** names per locale other than Korean */
export const ZI18nNamesSchema = z.object({ en: z.string().max(200).optional(), zh: z.string().max(200).optional(), es: z.string().max(200).optional() });

/**
 * server paging query, the one contract of every list (spec: page, limit): page from 1, limit one of the spec's page
 * sizes (default 20); the answer is { list, totalCount, page, limit } as in the resource framework
 */
export const ZPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().refine((n) => (PAGE_SIZES as readonly number[]).includes(n)).default(20),
});
export const pageOf = <T extends z.ZodTypeAny>(row: T) => z.object({ list: z.array(row), totalCount: z.number().int(), page: z.number().int(), limit: z.number().int() });
export type TPage<T> = { list: T[]; totalCount: number; page: number; limit: number };
export const ZVersionSchema = z.object({ version: z.number().int().min(1) });

// ---------- users
export const ZUserSchema = z.object({
  userId: z.string(),
  userNm: z.string(),
  userType: z.enum(['U', 'V']),
  plantCd: z.string().nullable(),
  plantNm: z.string().nullable(),
  deptCd: z.string().nullable(),
  deptNm: z.string().nullable(),
  vendorCd: z.string().nullable(),
  positionCd: z.string().nullable(),
  positionNm: z.string().nullable(),
  dutyCd: z.string().nullable(),
  dutyNm: z.string().nullable(),
  deptAuthGrpCd: z.string().nullable(),
  contType: z.string().nullable(),
  email: z.string().nullable(),
  phoneNo: z.string().nullable(),
  officeTel: z.string().nullable(),
  birthYmd: z.string().nullable(),
  genderCd: z.string().nullable(),
  entryYmd: z.string().nullable(),
  retireYn: zYn,
  retireYmd: z.string().nullable(),
  hasSignature: z.boolean(),
  lang: z.string(),
  adminYn: zYn,
  useYn: zYn,
  version: z.number().int(),
  updateUserId: z.string().nullable(),
  updateDt: z.string(),
});
export type TUser = z.infer<typeof ZUserSchema>;
export const ZUserListQuerySchema = ZPageQuerySchema.extend({
  plantCd: z.string().max(10).optional(),
  deptCd: z.string().max(30).optional(),
  userNm: z.string().max(100).optional(),
  userId: z.string().max(50).optional(),
  userType: z.enum(['U', 'V']).optional(),
  retireYn: zYn.optional(),
  useYn: zYn.optional(),
});
const userFields = {
  userNm: zNm(100),
  userType: z.enum(['U', 'V']).default('U'),
  plantCd: zCd(10),
  deptCd: zOpt(30),
  vendorCd: zOpt(30),
  positionCd: zOpt(30),
  dutyCd: zOpt(30),
  deptAuthGrpCd: zOpt(30),
  contType: z.enum(['work', 'visit']).nullish().transform((v) => v ?? null),
  email: z.union([z.email().max(200), z.literal('')]).nullish().transform((v) => (v ? v : null)),
  phoneNo: zOpt(30),
  officeTel: zOpt(30),
  birthYmd: zYmd,
  genderCd: z.enum(['M', 'F']).nullish().transform((v) => v ?? null),
  entryYmd: zYmd,
  lang: z.enum(['kr', 'us', 'zh', 'es']).default('kr'),
  adminYn: zYn.default('N'),
  useYn: zYn.default('Y'),
};
export const ZUserCreateSchema = z.object({
  userId: zCd(50),
  ...userFields,
  /** initial password (plain); the policy of the password-change screen applies */
  userPwd: z.string().max(100).refine((v) => isStrongPassword(v), MESSAGES.passwordPolicy),
});
export type TUserCreate = z.input<typeof ZUserCreateSchema>;
export const ZUserUpdateSchema = z.object({
  ...userFields,
  retireYn: zYn.default('N'),
  retireYmd: zYmd,
  /** set only to reset the password */
  userPwd: z.string().max(100).nullish().transform((v) => (v ? v : null)).refine((v) => v === null || isStrongPassword(v), MESSAGES.passwordPolicy),
  version: z.number().int().min(1),
});
export type TUserUpdate = z.input<typeof ZUserUpdateSchema>;
/** signature image: a PNG or JPEG data URL, at most ~200 KB */
export const ZSignatureSchema = z.object({
  signature: z.string().max(300_000).regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/),
});

// ---------- departments
export const ZDeptSchema = z.object({
  deptCd: z.string(),
  deptNm: z.string(),
  pdeptCd: z.string().nullable(),
  plantCd: z.string(),
  deptLvl: z.number().int(),
  sortOrder: z.number().int(),
  useYn: zYn,
  version: z.number().int(),
});
export type TDept = z.infer<typeof ZDeptSchema>;
export const ZDeptSaveSchema = z.object({
  deptNm: zNm(),
  pdeptCd: zOpt(30),
  plantCd: zCd(10),
  sortOrder: z.number().int().min(0).max(99999).optional(),
  useYn: zYn.default('Y'),
});
export const ZDeptCreateSchema = ZDeptSaveSchema.extend({ deptCd: zCd(30) });
export const ZDeptUpdateSchema = ZDeptSaveSchema.extend({ version: z.number().int().min(1) });
export type TDeptCreate = z.input<typeof ZDeptCreateSchema>;
export type TDeptUpdate = z.input<typeof ZDeptUpdateSchema>;

// ---------- processes
export const ZProcessSchema = z.object({
  processNo: z.number().int(),
  processCd: z.string(),
  processNm: z.string(),
  plantCd: z.string(),
  processDesc: z.string().nullable(),
  sortOrder: z.number().int(),
  useYn: zYn,
  version: z.number().int(),
  deptCds: z.array(z.string()),
});
export type TProcess = z.infer<typeof ZProcessSchema>;
export const ZProcessSaveSchema = z.object({
  processCd: zCd(30),
  processNm: zNm(),
  plantCd: zCd(10),
  processDesc: zOpt(4000),
  sortOrder: z.number().int().min(0).max(99999).optional(),
  useYn: zYn.default('Y'),
});
export const ZProcessUpdateSchema = ZProcessSaveSchema.extend({ version: z.number().int().min(1) });
export const ZDeptProcessSaveSchema = z.object({ deptCds: z.array(zCd(30)).max(500) });

// ---------- codes
export const ZCodeGroupSchema = z.object({
  codeGroupCd: z.string(),
  codeGroupNm: z.string(),
  codeGroupDesc: z.string().nullable(),
  systemYn: zYn,
  useYn: zYn,
  version: z.number().int(),
  codeCount: z.number().int(),
});
export type TCodeGroup = z.infer<typeof ZCodeGroupSchema>;
export const ZCodeGroupCreateSchema = z.object({ codeGroupCd: zCd(50), codeGroupNm: zNm(), codeGroupDesc: zOpt(4000), useYn: zYn.default('Y') });
export const ZCodeGroupUpdateSchema = ZCodeGroupCreateSchema.omit({ codeGroupCd: true }).extend({ version: z.number().int().min(1) });
export const ZCodeMasterSchema = z.object({
  codeGroupCd: z.string(),
  code: z.string(),
  codeNm: z.string(),
  codeNmI18n: z.record(z.string(), z.string()),
  attr1: z.string().nullable(),
  attr2: z.string().nullable(),
  attr3: z.string().nullable(),
  sortOrder: z.number().int(),
  useYn: zYn,
  version: z.number().int(),
});
export type TCodeMaster = z.infer<typeof ZCodeMasterSchema>;
const codeFields = {
  codeNm: zNm(),
  codeNmI18n: ZI18nNamesSchema.default({}),
  attr1: zOpt(200),
  attr2: zOpt(200),
  attr3: zOpt(200),
  sortOrder: z.number().int().min(0).max(99999).optional(),
  useYn: zYn.default('Y'),
};
export const ZCodeMasterCreateSchema = z.object({ codeGroupCd: zCd(50), code: zCd(50), ...codeFields });
export const ZCodeMasterUpdateSchema = z.object({ ...codeFields, version: z.number().int().min(1) });
export const ZCodeMasterListQuerySchema = z.object({
  codeGroupCd: z.string().min(1).max(50),
  attr1: z.string().max(200).optional(),
  attr2: z.string().max(200).optional(),
  attr3: z.string().max(200).optional(),
  useYn: zYn.optional(),
});
/** spec §3 code combo item */
export const ZCodeItemSchema = z.object({ code: z.string().nullable(), codeNm: z.string() });
export type TCodeItem = z.infer<typeof ZCodeItemSchema>;

// ---------- menus
export const ZMenuAdminSchema = z.object({
  menuId: z.string(),
  menuNm: z.string(),
  menuNmI18n: z.record(z.string(), z.string()),
  upMenuId: z.string().nullable(),
  upMenuNm: z.string().nullable(),
  taskGrpCd: z.string().nullable(),
  menuLvl: z.number().int(),
  frontEndUrl: z.string().nullable(),
  sortOrder: z.number().int(),
  useYn: zYn,
  allPlantAccessCd: z.string(),
  plantTypeAuth: z.string().nullable(),
  contTypeAuth: z.string().nullable(),
  navigationYn: zYn,
  color: z.string().nullable(),
  icon: z.string().nullable(),
  version: z.number().int(),
});
export type TMenuAdmin = z.infer<typeof ZMenuAdminSchema>;
const menuFields = {
  menuNm: zNm(),
  menuNmI18n: ZI18nNamesSchema.default({}),
  taskGrpCd: zOpt(30),
  // spec §2: a query value is kept as the route's meta parameter ('/saf/check?checkType=A' → route '/saf/check_A');
  // internal path, optional '?name=value&…' (values: letters, digits, '-'), or an external link; else the §8 400
  frontEndUrl: z.string().trim().max(FRONT_END_URL_MAX).refine(isValidFrontEndUrl).nullish().transform((v) => (v ? v : null)),
  useYn: zYn.default('Y'),
  allPlantAccessCd: z.enum(['APA01', 'APA02']).default('APA02'),
  plantTypeAuth: z.string().regex(/^[EG]{0,2}$/).nullish().transform((v) => (v ? v : null)),
  contTypeAuth: z.string().regex(/^(work|visit|work,visit|visit,work)?$/).nullish().transform((v) => (v ? v : null)),
  navigationYn: zYn.default('Y'),
  color: z.string().regex(/^(#[0-9A-Fa-f]{3,8})?$/).nullish().transform((v) => (v ? v : null)),
  icon: zOpt(50),
};
export const ZMenuCreateSchema = z.object({ menuId: zCd(50), upMenuId: zOpt(50), ...menuFields });
export const ZMenuUpdateSchema = z.object({ upMenuId: zOpt(50), ...menuFields, version: z.number().int().min(1) });
export type TMenuCreate = z.input<typeof ZMenuCreateSchema>;
/** new order of the children of one parent (drag and drop or up/down both send the whole sibling list) */
export const ZMenuSortSchema = z.object({ upMenuId: z.string().max(50).nullable(), menuIds: z.array(zCd(50)).min(1).max(500) });

// ---------- authority groups
export const ZAuthGrpSchema = z.object({
  authGrpCd: z.string(),
  authGrpNm: z.string(),
  authGrpDesc: z.string().nullable(),
  useYn: zYn,
  version: z.number().int(),
  menuCount: z.number().int(),
  userCount: z.number().int(),
});
export type TAuthGrp = z.infer<typeof ZAuthGrpSchema>;
export const ZAuthGrpCreateSchema = z.object({ authGrpCd: zCd(30), authGrpNm: zNm(100), authGrpDesc: zOpt(4000), useYn: zYn.default('Y') });
export const ZAuthGrpUpdateSchema = ZAuthGrpCreateSchema.omit({ authGrpCd: true }).extend({ version: z.number().int().min(1) });
/** a menu right row (authority-group menu or per-user menu) */
export const ZMenuRightSchema = z.object({ menuId: zCd(50), accessYn: zYn, writeYn: zYn });
export type TMenuRight = z.infer<typeof ZMenuRightSchema>;
export const ZMenuRightRowSchema = ZMenuRightSchema.extend({ menuNm: z.string(), upMenuId: z.string().nullable(), menuLvl: z.number().int(), frontEndUrl: z.string().nullable() });
export type TMenuRightRow = z.infer<typeof ZMenuRightRowSchema>;
export const ZAuthGrpMenuSaveSchema = z.object({ version: z.number().int().min(1), menus: z.array(ZMenuRightSchema).max(2000) });
export const ZUserMenuSaveSchema = z.object({ menus: z.array(ZMenuRightSchema).max(2000) });
export const ZUserAuthGrpRowSchema = z.object({ authGrpCd: z.string(), authGrpNm: z.string(), userId: z.string(), userNm: z.string(), plantCd: z.string().nullable(), deptNm: z.string().nullable() });
export const ZUserAuthGrpAddSchema = z.object({ authGrpCd: zCd(30), userIds: z.array(zCd(50)).min(1).max(500) });

export const ZDeptAuthGrpAdminSchema = z.object({
  deptAuthGrpCd: z.string(),
  deptAuthGrpNm: z.string(),
  plantAccessYn: zYn,
  deptAccessYn: zYn,
  useYn: zYn,
  version: z.number().int(),
});
export const ZDeptAuthGrpCreateSchema = z.object({ deptAuthGrpCd: zCd(30), deptAuthGrpNm: zNm(100), plantAccessYn: zYn, deptAccessYn: zYn, useYn: zYn.default('Y') });
export const ZDeptAuthGrpUpdateSchema = ZDeptAuthGrpCreateSchema.omit({ deptAuthGrpCd: true }).extend({ version: z.number().int().min(1) });

// ---------- audit log
export const ZAuditQuerySchema = ZPageQuerySchema.extend({
  userId: z.string().max(50).optional(),
  entity: z.string().max(100).optional(),
  entityKey: z.string().max(200).optional(),
  action: z.string().max(20).optional(),
  fromDt: zYmdDash.optional(),
  toDt: zYmdDash.optional(),
});
export const ZAuditRowSchema = z.object({
  auditNo: z.number().int(),
  auditDt: z.string(),
  userId: z.string().nullable(),
  userNm: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityKey: z.string().nullable(),
  beforeData: z.unknown(),
  afterData: z.unknown(),
  ip: z.string().nullable(),
});
export type TAuditRow = z.infer<typeof ZAuditRowSchema>;

// ---------- lookups (spec §3 / §7)
export const ZDeptTreeNodeSchema = z.object({ deptCd: z.string(), deptNm: z.string(), pdeptCd: z.string().nullable(), plantCd: z.string(), useYn: zYn, sortOrder: z.number().int() });
export type TDeptTreeNode = z.infer<typeof ZDeptTreeNodeSchema>;
export const ZDeptOptionSchema = z.object({ deptCd: z.string(), deptNm: z.string() });
export const ZProcessLookupSchema = z.object({
  processNo: z.number().int(),
  processCd: z.string(),
  processNm: z.string(),
  plantCd: z.string(),
  useYn: zYn,
  searchPlantCd: z.string().nullable(),
  searchDeptCd: z.string().nullable(),
});
export const ZFacilityTypeSchema = z.object({ safFacilityTypeCd: z.string(), safFacilityTypeNm: z.string(), psafFacilityTypeCd: z.string().nullable(), sortOrder: z.number().int(), useYn: zYn });
export type TFacilityType = z.infer<typeof ZFacilityTypeSchema>;
export const ZPlantSchema = z.object({ plantCd: z.string(), plantNm: z.string(), plantType: z.string().nullable(), code: z.string(), codeNm: z.string() });
export type TPlant = z.infer<typeof ZPlantSchema>;

/** texts of the administration rules (Korean source; the web translates what it shows itself) */
export const ADMIN_MESSAGES = {
  /** two menus would open the same route: the second could never be reached */
  duplicateRoute: '같은 화면 경로를 쓰는 메뉴가 이미 있습니다. frontEndUrl에 다른 쿼리 값(예: ?type=B)을 지정하세요.',
  duplicate: '이미 존재하는 코드입니다.',
  hasChildren: '하위 항목이 있어 삭제할 수 없습니다. 하위 항목을 먼저 정리하세요.',
  hasUsers: '소속 사용자가 있어 삭제할 수 없습니다.',
  systemProtected: '시스템 항목은 삭제하거나 사용 중지할 수 없습니다.',
  adminOnlyField: '관리자 계정과 관리자 여부는 시스템관리자만 변경할 수 있습니다.',
  /** issue 13: authority groups, data-scope groups, per-user menus and a menu's all-plant access are granted by system administrators only */
  adminOnlyGrant: '권한과 데이터 범위(권한그룹, 부서권한그룹, 사용자별 메뉴, 메뉴의 전사업장 조회)는 시스템관리자만 부여할 수 있습니다.',
  /** issue 13: a delegated user administrator cannot manage a user whose data scope is wider than their own */
  widerScope: '본인보다 넓은 데이터 범위를 가진 사용자는 시스템관리자만 변경할 수 있습니다.',
  invalidReference: '존재하지 않거나 사용하지 않는 항목을 참조했습니다.',
  wrongPlant: '선택한 부서가 선택한 사업장에 속하지 않습니다.',
  cycle: '자기 자신이나 하위 항목을 상위로 지정할 수 없습니다.',
  sortMismatch: '정렬할 목록이 현재 하위 메뉴 목록과 다릅니다. 다시 조회하세요.',
  /** spec §5: adding from the menu-selection popup requires at least one checked row */
  noMenuChecked: '선택된 메뉴가 없습니다. 추가할 메뉴의 체크박스를 선택하세요.',
  writeNeedsAccess: '쓰기 권한은 접근 권한이 있는 메뉴에만 줄 수 있습니다.',
  saved: '저장되었습니다.',
  deleted: '삭제되었습니다.',
} as const;

// ---------- job history (job queue runs, administrators only)
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export const ZJobQuerySchema = ZPageQuerySchema.extend({
  name: z.string().max(100).optional(),
  state: z.enum(JOB_STATES).optional(),
});
export const ZJobRunSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(JOB_STATES),
  retryCount: z.number().int(),
  retryLimit: z.number().int(),
  /** a job sent with a singleton key (e.g. one reminder per record and stage) */
  singletonKey: z.string().nullable(),
  createdOn: z.string(),
  startAfter: z.string().nullable(),
  startedOn: z.string().nullable(),
  completedOn: z.string().nullable(),
  /** the error message of a failed attempt (never its stack) */
  error: z.string().nullable(),
  /** what a successful run answered (e.g. counts) */
  output: z.unknown(),
});
export type TJobRun = z.infer<typeof ZJobRunSchema>;
export const ZJobRunNowParamsSchema = z.object({ name: z.string().min(1).max(100).regex(/^[A-Za-z0-9_.-]+$/) });
export const JOB_MESSAGES = {
  queueOff: '이 서버에서는 작업 큐가 실행되고 있지 않습니다. (JOBS=off)',
} as const;
