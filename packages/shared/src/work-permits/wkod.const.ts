import { z } from 'zod';
import { zSignature } from '../approvals/index.js';
import { zServerWitnessedAt, zYmd } from '../dates.js';
import { SAF_WKOD_GROUPS } from './wkod.ids.js';

/**
 * 작업허가 (work permits, spec "wkod"): construction projects (공사), permits by kind with supplementary kinds, workers
 * from the project roster, safety measures, gas readings, lockout/tagout, SIMOPS conflicts and extensions.
 */
export { SAF_WKOD_MENUS, SAF_WKOD_GROUPS } from './wkod.ids.js';
export const SAF_WKOD_API = {
  projects: '/api/saf/wkod/projects',
  permits: '/api/saf/wkod/permits',
  maps: '/api/saf/wkod/maps',
  roster: '/api/saf/wkod/roster',
  today: '/api/saf/wkod/today',
  public: '/api/public/wkod',
} as const;

/** the public status page of a permit (the print's QR code): keyed by the permit's public token, never its number */
export const wkodPublicPath = (publicToken: string): string => `/qr?wkod=${encodeURIComponent(publicToken)}`;


export const SAF_WKOD_KINDS = ['GENERAL', 'HOT', 'CONFINED', 'ELECTRIC', 'HEIGHT', 'EXCAVATION', 'HEAVY', 'RADIATION'] as const;
/** kinds that need gas readings before issue and at intervals (main or supplementary kind) */
export const SAF_WKOD_GAS_KINDS = ['HOT', 'CONFINED'] as const;
export const SAF_WKOD_GASES = ['o2Pct', 'lelPct', 'h2sPpm', 'coPpm', 'co2Pct'] as const;
export type TWkodGas = (typeof SAF_WKOD_GASES)[number];

/** code rows of SAF_WKOD_SETTING (attr1 = value) */
export const SAF_WKOD_SETTINGS = { gasIntervalPrefix: 'GAS_INTERVAL_', simopsDistance: 'SIMOPS_DISTANCE_M', gasPastWindow: 'GAS_PAST_WINDOW_MIN' } as const;
// gasPastWindowMin: how long ago a gas reading may say it was taken (issue 25: never ahead of the server's clock)
export const SAF_WKOD_DEFAULTS = { gasIntervalMin: 120, simopsDistanceM: 30, gasPastWindowMin: 30 } as const;

export const SAF_WKOD_MESSAGES = {
  /** 403: segregation of duties (issue 25) */
  separation: '작업허가의 신청자, 감독부서 승인자, 안전팀 허가자는 서로 다른 사람이어야 합니다.',
  simopsConflict: '같은 시간에 가까운 곳에서 진행 중인 작업허가가 있습니다 (동시작업 충돌).',
  overrideOnlySafety: '동시작업 충돌 승인은 안전팀만 할 수 있습니다.',
  vendorSuspended: '거래정지된 협력업체의 작업은 신청하거나 허가할 수 없습니다.',
  lotoIncomplete: '모든 잠금·표지(LOTO) 지점이 차단되고 무에너지 확인되어야 허가할 수 있습니다.',
  lotoNotReleased: '모든 잠금·표지(LOTO) 지점이 해제되어야 완료할 수 있습니다.',
  gasRequired: '화기·밀폐공간 작업은 측정 주기 안의 가스 측정 기록이 있어야 허가할 수 있습니다.',
  gasOutOfLimit: '최근 가스 측정값이 허용 기준을 벗어났습니다.',
  gasNotOk: '허용 기준 안의 가스 측정 후에 재개할 수 있습니다.',
  viaStep: '작업허가서의 전용 처리 기능으로 처리하세요.',
  notSupervisor: '감독부서 사용자(또는 지정 감독자)만 처리할 수 있습니다.',
  noWorkers: '작업자를 1명 이상 지정하세요.',
  notOnRoster: (nm: string) => `${nm}: 공사 작업자 명부에 없는 작업자입니다.`,
  noEducation: (nm: string) => `${nm}: 출입자 안전교육 미이수(유효기간 경과)`,
  noLicence: (nm: string, licence: string) => `${nm}: ${licence} 자격이 없거나 만료되었습니다.`,
  windowOrder: '작업 종료 시각은 시작 시각보다 늦어야 합니다.',
  timeFormat: '시각은 HH:MM 형식으로 입력하세요.',
  extendDay: '연장은 작업일 당일 또는 다음 날까지만 할 수 있습니다.',
  extendLater: '연장 종료 시각은 현재 종료 시각보다 늦어야 합니다.',
  lotoEquipment: '설비(태그)를 선택하거나 설비명을 입력하세요.',
  lotoLocked: '허가 이후에는 잠금·표지 지점을 추가하거나 삭제할 수 없습니다.',
  lotoRemoveLocked: '신청한 뒤에는 잠금·표지 지점을 삭제할 수 없습니다. 반려된 뒤 수정하세요.',
  lotoOrder: '차단 → 무에너지 확인 → 해제 순서로 처리하세요.',
  lotoReleaseActive: '작업 중인 허가서의 LOTO만 해제할 수 있습니다.',
  gasValuesRequired: '측정값(O₂, LEL, H₂S, CO, 밀폐공간은 CO₂ 포함)을 모두 입력하세요.',
  gasNotApplicable: '가스 측정 대상(화기·밀폐공간) 작업허가서가 아닙니다.',
  gasClosed: '종료된 작업허가서에는 가스 측정을 기록할 수 없습니다.',
  projectPeriod: '공사 종료일은 시작일 이후여야 합니다.',
  overNote: '종료 처리 의견을 입력하세요.',
} as const;

const zHm = z.string().trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: SAF_WKOD_MESSAGES.timeFormat });
export { zHm as zWkodHm };

export const ZWkodConflict = z.object({ permitNo: z.number(), areaCd: z.string(), startDt: z.string(), endDt: z.string(), statusCd: z.string() });
export type TWkodConflict = z.infer<typeof ZWkodConflict>;

/** bodies of the step endpoints */
export const ZWkodStepBody = z.object({ version: z.number().int().min(1), comment: z.string().trim().max(1000).nullish(), signature: zSignature.nullish() });
export const ZWkodIssueBody = ZWkodStepBody.extend({ overrideReason: z.string().trim().max(1000).nullish() });
export const ZWkodExtendBody = z.object({ version: z.number().int().min(1), endYmd: zYmd, endTm: zHm, reason: z.string().trim().min(1).max(500), overrideReason: z.string().trim().max(1000).nullish() });

export const ZWkodGasInput = z.object({
  /**
   * when measured (an ISO instant with offset; default now): the server's fact — within SAF_WKOD_SETTING/GAS_PAST_WINDOW_MIN
   * before its clock, never ahead of it (issue 25). Not named *Dt: the date-field rule checks calendar days only
   */
  measuredAt: zServerWitnessedAt({ group: SAF_WKOD_GROUPS.setting, code: SAF_WKOD_SETTINGS.gasPastWindow, defaultMin: SAF_WKOD_DEFAULTS.gasPastWindowMin }).nullish(),
  measurerNm: z.string().trim().max(100).nullish(),
  pointDesc: z.string().trim().max(200).nullish(),
  o2Pct: z.number().min(0).max(100).nullish(),
  lelPct: z.number().min(0).max(100).nullish(),
  h2sPpm: z.number().min(0).max(10000).nullish(),
  coPpm: z.number().min(0).max(10000).nullish(),
  co2Pct: z.number().min(0).max(100).nullish(),
});
export const ZWkodGasReading = z.object({
  readingNo: z.number(), permitNo: z.number(), measuredDt: z.string(), measurerUserId: z.string().nullable(), measurerNm: z.string().nullable(), pointDesc: z.string().nullable(),
  o2Pct: z.number().nullable(), lelPct: z.number().nullable(), h2sPpm: z.number().nullable(), coPpm: z.number().nullable(), co2Pct: z.number().nullable(),
  resultCd: z.string(), outGases: z.string().nullable(),
});
export type TWkodGasReading = z.infer<typeof ZWkodGasReading>;
export const ZWkodGasList = z.object({ list: z.array(ZWkodGasReading), nextDueDt: z.string().nullable(), overdue: z.boolean(), statusCd: z.string(), version: z.number() });

/** a LOTO point names its equipment: picked from the PSM equipment register (`equipNo`, its tag and name fill the name when none is typed) or typed */
export const ZWkodLotoInput = z.object({
  equipNo: z.number().int().min(1).max(2_147_483_647).nullish(),
  equipmentNm: z.string().trim().max(200).nullish(), energyTypeCd: z.string().trim().min(1).max(30), isolationMethod: z.string().trim().max(200).nullish(),
  lockNo: z.string().trim().max(50).nullish(), tagNo: z.string().trim().max(50).nullish(),
}).refine((b) => !!b.equipNo || !!b.equipmentNm, { path: ['equipmentNm'], message: SAF_WKOD_MESSAGES.lotoEquipment });
export const ZWkodLoto = z.object({
  lotoNo: z.number(), permitNo: z.number(), equipmentNm: z.string(),
  /** the PSM register's equipment and its tag (issue 28), when the point was picked from it */
  equipNo: z.number().nullable().optional(), equipTagNo: z.string().nullable().optional(), energyTypeCd: z.string(), isolationMethod: z.string().nullable(), lockNo: z.string().nullable(), tagNo: z.string().nullable(),
  isolatedUserId: z.string().nullable(), isolatedDt: z.string().nullable(), verifiedUserId: z.string().nullable(), verifiedDt: z.string().nullable(), zeroEnergyYn: z.string().nullable(),
  releasedUserId: z.string().nullable(), releasedDt: z.string().nullable(), version: z.number(),
  /** names of the energy code and of the people who isolated, verified and released (the print shows names) */
  energyTypeNm: z.string().nullable().optional(), isolatedUserNm: z.string().nullable().optional(), verifiedUserNm: z.string().nullable().optional(),
  releasedUserNm: z.string().nullable().optional(),
});
export type TWkodLoto = z.infer<typeof ZWkodLoto>;
export const ZWkodLotoStepBody = z.object({ version: z.number().int().min(1), zeroEnergyYn: z.enum(['Y', 'N']).nullish() });

export const ZWkodWindow = z.object({ seq: z.number(), startDt: z.string(), endDt: z.string(), reason: z.string().nullable(), createUserId: z.string().nullable(), createDt: z.string() });
export const ZWkodSignature = z.object({ roleCd: z.string(), userId: z.string(), userNm: z.string().nullable(), signature: z.string(), signedDt: z.string() });
/** the detail panels of a permit in one answer: LOTO, windows, signatures, gas readings, the SIMOPS overrides naming it */
export const ZWkodPanels = z.object({
  loto: z.array(ZWkodLoto), windows: z.array(ZWkodWindow), signatures: z.array(ZWkodSignature), gas: ZWkodGasList,
  overrides: z.array(z.object({ permitNo: z.number(), reason: z.string(), userId: z.string().nullable(), overrideDt: z.string().nullable() })),
});
export type TWkodPanels = z.infer<typeof ZWkodPanels>;

export const ZWkodRosterRow = z.object({
  workerNo: z.number(), workerNm: z.string(), vendorCd: z.string(), vendorNm: z.string().nullable(), onRoster: z.boolean(),
  eduYmd: z.string().nullable(), eduValid: z.boolean(), licences: z.string().nullable(), licencesValid: z.boolean(),
});
export const ZWkodToday = z.object({
  list: z.array(z.object({
    permitNo: z.number(), workNm: z.string(), kindCd: z.string(), areaCd: z.string(), statusCd: z.string(), startDt: z.string(), endDt: z.string(),
    mapNo: z.number().nullable(), mapX: z.number().nullable(), mapY: z.number().nullable(), lastGasDt: z.string().nullable(), vendorNm: z.string().nullable(),
  })),
});

/** the public status page (QR): nothing personal */
export const ZWkodPublic = z.object({
  permitNo: z.number(), kindCd: z.string(), kindNm: z.string().nullable(), areaCd: z.string(), areaNm: z.string().nullable(),
  startDt: z.string(), endDt: z.string(), statusCd: z.string(), statusNm: z.string().nullable(), lastGasDt: z.string().nullable(),
});
export type TWkodPublic = z.infer<typeof ZWkodPublic>;
