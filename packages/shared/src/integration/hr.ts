import { z } from 'zod';
import { isCalendarYmd } from '../dates.js';

/**
 * HR synchronisation (issue 32): a plant's HR system upserts departments and users in bulk with an integration token
 * (`Authorization: Bearer <token>`), never a person's access token. Users missing from a full sync are retired, never
 * deleted (their records keep their names).
 */
export const HR_API = { users: '/api/integration/hr/users', depts: '/api/integration/hr/depts' } as const;
/** integration tokens, kept by an administrator */
export const INTEGRATION_TOKEN_API = '/api/manage/integration/tokens';
/** an integration token starts with this (a person's JWT never does), followed by 43 characters of base64url */
export const INTEGRATION_TOKEN_PREFIX = 'jki_';
export const INTEGRATION_SCOPES = ['HR_SYNC'] as const;
export type TIntegrationScope = (typeof INTEGRATION_SCOPES)[number];
/** rows in one call */
export const HR_SYNC_MAX_ROWS = 20_000;

/** a day as HR sends it: YYYYMMDD or YYYY-MM-DD, on the calendar; stored YYYYMMDD as com_user keeps it */
const zHrYmd = z.string().trim()
  .refine((s) => /^\d{8}$/.test(s) ? isCalendarYmd(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6)}`) : isCalendarYmd(s), { message: '날짜 형식이 올바르지 않습니다 (YYYYMMDD).' })
  .transform((s) => s.replaceAll('-', ''));
const opt = (max: number) => z.string().trim().max(max).nullish().transform((v) => (v ? v : null));

/** one user as HR sends it (contract: userId, userNm, plantCd, deptCd, email, phoneNo, positionCd, dutyCd, entryYmd) */
export const ZHrUser = z.object({
  userId: z.string().trim().min(1).max(50).regex(/^[A-Za-z0-9._@-]+$/, { message: '사용자 ID에는 영문, 숫자와 . _ @ - 만 쓸 수 있습니다.' }),
  userNm: z.string().trim().min(1).max(100),
  plantCd: z.string().trim().min(1).max(10),
  deptCd: opt(30),
  email: z.string().trim().max(200).email().nullish().or(z.literal('')).transform((v) => (v ? v : null)),
  phoneNo: opt(30),
  positionCd: opt(30),
  dutyCd: opt(30),
  entryYmd: zHrYmd.nullish().or(z.literal('')).transform((v) => (v ? v : null)),
});
export type THrUser = z.infer<typeof ZHrUser>;

/** one department as HR sends it */
export const ZHrDept = z.object({
  deptCd: z.string().trim().min(1).max(30),
  deptNm: z.string().trim().min(1).max(100),
  plantCd: z.string().trim().min(1).max(10),
  pdeptCd: opt(30),
  sortOrder: z.number().int().min(0).max(99_999).nullish(),
});
export type THrDept = z.infer<typeof ZHrDept>;

/** upsert: the rows sent are created or updated; full: also retires what the plants sent do not list; dryRun: answers
 * what would change and changes nothing. Rows are read one by one, so a bad row is reported by its index and the others
 * still apply. */
const mode = z.enum(['upsert', 'full']);
export const ZHrUserSync = z.object({ mode, dryRun: z.boolean().default(false), users: z.array(z.unknown()).max(HR_SYNC_MAX_ROWS) });
export const ZHrDeptSync = z.object({ mode, dryRun: z.boolean().default(false), depts: z.array(z.unknown()).max(HR_SYNC_MAX_ROWS) });

export const ZHrSyncResult = z.object({
  created: z.number(), updated: z.number(), retired: z.number(), unchanged: z.number(),
  errors: z.array(z.object({ index: z.number(), message: z.string() })),
});
export type THrSyncResult = z.infer<typeof ZHrSyncResult>;

export const ZIntegrationToken = z.object({
  tokenNo: z.number(), tokenNm: z.string(), scopeCd: z.enum(INTEGRATION_SCOPES), createUserId: z.string().nullable(), createDt: z.string(),
  lastUsedDt: z.string().nullable(), revokeYn: z.enum(['Y', 'N']), revokeDt: z.string().nullable(),
});
export type TIntegrationTokenRow = z.infer<typeof ZIntegrationToken>;
export const ZIntegrationTokenCreate = z.object({ tokenNm: z.string().trim().min(1).max(100), scopeCd: z.enum(INTEGRATION_SCOPES) });
/** the token itself is answered once, at creation; only its hash is kept */
export const ZIntegrationTokenCreated = ZIntegrationToken.extend({ token: z.string() });

export const HR_MESSAGES = {
  unknownPlant: '사업장 코드가 존재하지 않습니다.',
  unknownDept: '부서 코드가 존재하지 않습니다.',
  deptOfOtherPlant: '부서가 해당 사업장 소속이 아닙니다.',
  unknownPosition: '직위 코드가 존재하지 않습니다.',
  unknownDuty: '직책 코드가 존재하지 않습니다.',
  notHrAccount: '관리자·협력업체 계정은 인사 연동으로 바꿀 수 없습니다.',
  duplicateRow: '같은 요청에 같은 코드가 두 번 있습니다.',
  unknownParent: '상위 부서 코드가 존재하지 않습니다.',
  noRetireWithErrors: '오류가 있는 전체 동기화는 퇴직 처리를 하지 않습니다.',
  excelNoFile: '인사 연동 엑셀 파일(.xlsx)을 file 항목으로 첨부하세요.',
  excelBadFile: '인사 연동 엑셀 파일(.xlsx)을 읽을 수 없습니다. 10MB 이하의 .xlsx 파일로, 첫 행에 열 제목이 있는지 확인하세요.',
  excelUnknownColumn: '알 수 없는 열 제목입니다: {0}. 쓸 수 있는 열: {1}',
  excelMissingColumn: '필요한 열이 없습니다: {0}. 값이 비어 있어도 열은 있어야 합니다.',
} as const;

/**
 * Excel as an HR input (the same calls with a multipart .xlsx): row 1 holds the column titles, each either the JSON
 * field name or its Korean title below (spaces and case ignored); every column of the kind must be there, in any order.
 */
export const HR_USER_COLUMNS = {
  userId: '사용자ID', userNm: '성명', plantCd: '사업장코드', deptCd: '부서코드', email: '이메일', phoneNo: '전화번호',
  positionCd: '직위코드', dutyCd: '직책코드', entryYmd: '입사일자',
} as const;
export const HR_DEPT_COLUMNS = { deptCd: '부서코드', deptNm: '부서명', plantCd: '사업장코드', pdeptCd: '상위부서코드', sortOrder: '정렬순서' } as const;
