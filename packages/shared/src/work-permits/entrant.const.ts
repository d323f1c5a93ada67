import { z } from 'zod';
import { zYmd } from '../dates.js';

/**
 * Entrant login and site safety education (issue 17 item 5, spec §2 mobile routes, §7 vendoruserlogin).
 * A contractor's worker named on a permit (or a visitor on an approved entry request) logs in with name, phone and
 * the permit (entry request) number with its entrant code and takes the plant's site course; the session reaches only these routes.
 */
export const ENTRANT_API = {
  login: '/api/auth/vendoruserlogin',
  refresh: '/api/auth/refreshForVendorUser',
  /** public: the plants of a plant type for the login page's select */
  plants: '/api/public/entrant/plants',
  /** entrant session routes */
  base: '/api/saf/wkod/entrant',
  /** the permit detail's education list (menu rights on the permit menu): `${permits}/{permitNo}/education` */
  permits: '/api/saf/wkod/permits',
  /** public: a walk-in visitor registers (no entry request) and gets the visitor course's session */
  visitRegister: '/api/public/visit/register',
  /** entrant (a visit session): the visitor's day pass after the course */
  visitPass: '/api/saf/wkod/entrant/pass',
  /** public: `${visitPassCheck}/{token}` — the guard's check of a day pass (the /qr?visitPass= page) */
  visitPassCheck: '/api/public/visit-pass',
} as const;

/** the permit menu (안전 › 작업허가 › 작업허가서); the lead wires it at merge if the wkod branch names it otherwise */
export const ENTRANT_MENU = { permit: 'SAF_WKOD_PERMIT' } as const;

/** permit statuses in which a listed worker may log in (APPROVED: the site education on the work day before the issue) */
export const ENTRANT_PERMIT_STATUSES = ['APPROVED', 'ISSUED', 'ACTIVE'] as const;
/** entry request statuses in which a listed visitor may log in */
export const ENTRANT_ENTRY_STATUSES = ['APPROVED'] as const;

export const ENTRANT_CONT_TYPES = ['work', 'visit'] as const;
export type TEntrantContType = (typeof ENTRANT_CONT_TYPES)[number];

/** the site course type of a login page: E + work → ENTRANT, E + visit → VISITOR, G → GAS_WORKER */
export function entrantCourseType(plantType: string, contType: TEntrantContType): 'ENTRANT' | 'VISITOR' | 'GAS_WORKER' {
  if (plantType === 'G') return 'GAS_WORKER';
  return contType === 'visit' ? 'VISITOR' : 'ENTRANT';
}

/** phone digits only ('010-1234-5678' → '01012345678') */
export function phoneDigits(s: string | null | undefined): string {
  return (s ?? '').replace(/\D/g, '');
}

export const ZEntrantLoginSchema = z.object({
  plantCd: z.string().trim().min(1).max(10),
  plantType: z.enum(['E', 'G']),
  userName: z.string().trim().min(1).max(100),
  userHp: z.string().trim().min(1).max(30),
  /** the permit number (작업허가번호); with contType visit, the entry request number (출입신청번호) — sequential, so not a secret */
  wkodNo: z.union([z.string().trim().regex(/^\d{1,9}$/), z.number().int().min(1).max(999_999_999)]).transform((v) => Number(v)),
  /** the entrant code printed on the permit (on the pass for a visitor): 8 digits, the factor the number is not */
  entrantCd: z.string().trim().regex(/^\d{8}$/),
  /** work (default) or visit (/mobile/visitLogin) */
  contType: z.enum(ENTRANT_CONT_TYPES).optional(),
});
export type TEntrantLogin = z.input<typeof ZEntrantLoginSchema>;

export const ZEntrantStateSchema = z.object({
  workerNm: z.string(),
  vendorNm: z.string().nullable(),
  plantCd: z.string(),
  plantNm: z.string().nullable(),
  /** WKOD a permit, ENTRY an entry request, VISIT a walk-in visit (saf_visit) */
  refKindCd: z.enum(['WKOD', 'ENTRY', 'VISIT']),
  refNo: z.number(),
  workNm: z.string().nullable(),
  workYmd: zYmd.nullable(),
  startDt: z.string().nullable(),
  endDt: z.string().nullable(),
  statusCd: z.string(),
  areaCd: z.string().nullable(),
  sessionEndDt: z.string(),
  course: z.object({
    courseNo: z.number(), courseNm: z.string(), courseTypeCd: z.string(), description: z.string().nullable(), examYn: z.enum(['Y', 'N']),
    passScore: z.number().nullable(), videoYn: z.enum(['Y', 'N']),
  }).nullable(),
  videoCompleteYn: z.enum(['Y', 'N']),
  examPassYn: z.enum(['Y', 'N']),
  signedYn: z.enum(['Y', 'N']),
  /** the day the site course was recorded on the worker (이수일), null until completed */
  completeYmd: zYmd.nullable(),
});
export type TEntrantState = z.infer<typeof ZEntrantStateSchema>;

export const ZEntrantCompleteSchema = z.object({
  signature: z.string().regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/).max(300_000),
});

export const ZPermitEducationSchema = z.object({
  list: z.array(z.object({
    workerNo: z.number(), workerNm: z.string().nullable(), vendorNm: z.string().nullable(), siteEduYmd: zYmd.nullable(), validYn: z.enum(['Y', 'N']),
  })),
});

/**
 * A walk-in visitor at a power plant (/mobile/visitLogin without an entry request, issue 31): name, phone, company,
 * purpose and the employee they visit (by name, and department when two share it). The server finds the host among the
 * plant's active employees, opens the visitor course's session, and tells the host.
 */
export const ZVisitRegisterSchema = z.object({
  plantCd: z.string().trim().min(1).max(10),
  visitorNm: z.string().trim().min(1).max(100),
  visitorHp: z.string().trim().min(1).max(30),
  companyNm: z.string().trim().max(100).optional(),
  purpose: z.string().trim().min(1).max(200),
  hostNm: z.string().trim().min(1).max(100),
  hostDeptNm: z.string().trim().max(100).optional(),
});
export type TVisitRegister = z.input<typeof ZVisitRegisterSchema>;

/** the visitor's own day pass (shown as a QR code to the guard) */
export const ZVisitPassSchema = z.object({
  passToken: z.string(), visitNo: z.number(), visitYmd: zYmd, plantNm: z.string().nullable(), visitorNm: z.string(), companyNm: z.string().nullable(),
  hostNm: z.string(), hostDeptNm: z.string().nullable(), eduDt: z.string(),
});
export type TVisitPass = z.infer<typeof ZVisitPassSchema>;

/** the guard's check of a pass: valid on its day only; the visitor's name masked (홍*동), no phone, no company */
export const ZVisitPassCheckSchema = z.object({
  valid: z.boolean(), visitYmd: zYmd.nullable(), plantNm: z.string().nullable(), visitorNm: z.string().nullable(), hostDeptNm: z.string().nullable(),
});
export type TVisitPassCheck = z.infer<typeof ZVisitPassCheckSchema>;

/** 홍길동 → 홍*동, 김철 → 김*, Anna → A**a */
export function maskName(name: string): string {
  const c = [...name.trim()];
  if (c.length <= 1) return c.join('');
  if (c.length === 2) return `${c[0]}*`;
  return `${c[0]}${'*'.repeat(c.length - 2)}${c[c.length - 1]}`;
}

export const VISIT_MESSAGES = {
  plantType: '방문 등록은 발전소 방문객만 할 수 있습니다.',
  phone: '휴대전화 번호를 확인하세요.',
  hostNotFound: '방문할 임직원을 찾을 수 없습니다. 성명과 부서를 확인하세요.',
  hostAmbiguous: '같은 이름의 임직원이 여러 명입니다. 방문할 분의 부서를 입력하세요.',
  notYet: '안전교육을 마치고 서명하면 출입증이 발급됩니다.',
  notVisit: '방문 등록으로 입장한 분만 출입증을 받습니다.',
} as const;

export const ENTRANT_MESSAGES = {
  noCourse: '이 사업장에 해당 안전교육 과정이 없습니다. 안전팀에 문의하세요.',
  videoFirst: '교육 동영상을 끝까지 시청해 주세요.',
  examFirst: '교육 평가에 합격해야 서명할 수 있습니다.',
  plantTypeMismatch: '사업장 구분이 맞지 않습니다.',
} as const;
