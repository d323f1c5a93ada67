/**
 * 협력업체 홈 (issue 19 item 8): what a vendor user sees after login, all of it their own vendor's
 * (`GET /api/vendor/portal`, menu VND_PORTAL; a plant user gets it empty, vendorCd null).
 */
export const VND_PORTAL_API = '/api/vendor/portal';
export const VND_PORTAL_MESSAGES = { vendorOnly: '협력업체 사용자 전용 화면입니다.' } as const;
/** licences expiring within this many days are listed */
export const VND_PORTAL_EXPIRY_DAYS = 30;

export type TVendorPortal = {
  /** null for a plant user: the home is a vendor user's (every section empty) */
  vendorCd: string | null;
  vendorNm: string | null;
  today: string;
  unreadNotices: { count: number; list: { noticeNo: number; title: string; postYmd: string; importantYn: string }[] };
  expiringLicences: { count: number; list: { licenceNo: number; workerNo: number; workerNm: string; licenceKindCd: string; licenceKindNm: string | null; expiryYmd: string }[] };
  openActions: { count: number; list: { actionNo: number; title: string; statusCd: string; dueYmd: string; overdue: boolean }[] };
  /** entry requests still going on: drafts, requested, and approved ones whose period has not ended */
  entries: { count: number; list: { entryNo: number; workDesc: string; statusCd: string; entryFromYmd: string; entryToYmd: string }[] };
  /** patrol findings assigned to the vendor and not closed: OPEN (to answer) first, nearest due first */
  findings: { count: number; list: { findingNo: number; patrolYmd: string; placeNm: string; content: string; statusCd: string; dueYmd: string | null; overdue: boolean }[] };
  /** work permits not closed, of today or later (or issued / at work / suspended): earliest window first */
  permits: { count: number; list: { permitNo: number; workNm: string; statusCd: string; areaNm: string | null; workYmd: string; startTm: string; endTm: string }[] };
  latestEval: { evalNo: number; evalYear: number; evalHalf: string | null; evalKindCd: string; totalScore: number | null; gradeCd: string | null; consequenceCd: string | null; consequenceNm: string | null } | null;
};
