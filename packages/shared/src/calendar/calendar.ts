import { z } from 'zod';
import { zYmd } from '../dates.js';
import { addDaysYmd } from '../ymd.js';

export const CALENDAR_MENU = 'MGT_CALENDAR';
export const CALENDAR_API = {
  list: '/api/mgt/calendar',
  ics: '/api/mgt/calendar.ics',
  feed: '/api/mgt/calendar/feed',
} as const;

/**
 * The due-item kinds, one per module provider (issue 30 contract names). Each provider answers the due dates its own
 * module keeps; the calendar never copies them.
 */
export const CALENDAR_KINDS = [
  'IMPR_DUE', 'ACC_REPORT_DUE', 'MOC_EXPIRY', 'CHECK_DUE', 'PATROL_DUE', 'FAC_INSPECTION', 'RSA_DUE', 'SDS_REVIEW', 'VND_COUNCIL', 'LICENSE_EXPIRY', 'SCHEDULE',
  'HEA_CHECKUP', 'VND_EVAL', 'EDU_SHORTFALL', 'CHM_INSPECTION', 'DOC_REVIEW',
  'ENV_AIR_MEASURE', 'ENV_WATER_MEASURE', 'ENV_EIA', 'WASTE_STORAGE', 'PSM_DUE', 'HEA_WORKENV', 'WKOD_GAS',
] as const;
export type TCalendarKind = (typeof CALENDAR_KINDS)[number];

export const CALENDAR_KIND_LABELS: Record<TCalendarKind, { ko: string; en: string; zh: string; es: string }> = {
  IMPR_DUE: { ko: '개선조치 기한', en: 'Improvement action due', zh: '整改期限', es: 'Vencimiento de acción de mejora' },
  ACC_REPORT_DUE: { ko: '산업재해조사표 제출기한', en: 'Accident report due', zh: '工伤调查表提交期限', es: 'Plazo del informe de accidente' },
  MOC_EXPIRY: { ko: '임시변경 만료', en: 'Temporary change expiry', zh: '临时变更到期', es: 'Vencimiento de cambio temporal' },
  CHECK_DUE: { ko: '점검 도래', en: 'Check due', zh: '检查到期', es: 'Inspección pendiente' },
  PATROL_DUE: { ko: '순회점검 도래', en: 'Patrol due', zh: '巡检到期', es: 'Ronda pendiente' },
  FAC_INSPECTION: { ko: '설비 법정검사', en: 'Facility inspection due', zh: '设备法定检验', es: 'Inspección legal de equipo' },
  RSA_DUE: { ko: '정기 위험성평가', en: 'Periodic risk assessment due', zh: '定期风险评估', es: 'Evaluación de riesgos periódica' },
  SDS_REVIEW: { ko: 'MSDS 검토 기한', en: 'SDS review due', zh: 'MSDS审查期限', es: 'Revisión de la FDS' },
  LICENSE_EXPIRY: { ko: '인허가 만료', en: 'Licence expiry', zh: '许可证到期', es: 'Vencimiento de licencia' },
  SCHEDULE: { ko: '사업장 일정', en: 'Plant schedule', zh: '工厂日程', es: 'Agenda de la planta' },
  HEA_CHECKUP: { ko: '특수건강진단 도래', en: 'Special health checkup due', zh: '特殊体检到期', es: 'Examen médico especial pendiente' },
  VND_EVAL: { ko: '수급업체 반기 평가', en: 'Contractor half-year evaluation', zh: '承包商半年评价', es: 'Evaluación semestral de contratistas' },
  EDU_SHORTFALL: { ko: '법정교육 반기 이수', en: 'Legal training for the half', zh: '半年法定培训', es: 'Formación legal del semestre' },
  CHM_INSPECTION: { ko: '취급시설 정기검사', en: 'Chemical facility inspection', zh: '化学品处理设施定期检查', es: 'Inspección de instalación química' },
  ENV_AIR_MEASURE: { ko: '대기 자가측정', en: 'Air self-measurement due', zh: '大气自行监测', es: 'Autocontrol de emisiones' },
  ENV_WATER_MEASURE: { ko: '수질 자가측정', en: 'Water self-measurement due', zh: '水质自行监测', es: 'Autocontrol de vertidos' },
  ENV_EIA: { ko: '사후환경영향조사', en: 'Impact assessment follow-up', zh: '事后环境影响调查', es: 'Seguimiento de impacto ambiental' },
  DOC_REVIEW: { ko: '문서 정기 검토', en: 'Document review due', zh: '文件定期审查', es: 'Revisión periódica de documento' },
  WASTE_STORAGE: { ko: '폐기물 보관기한', en: 'Waste storage limit', zh: '废弃物贮存期限', es: 'Plazo de almacenamiento de residuos' },
  PSM_DUE: { ko: '공정안전 시험·검사', en: 'Process safety tests due', zh: '工艺安全测试·检验', es: 'Pruebas de seguridad de proceso' },
  HEA_WORKENV: { ko: '작업환경측정', en: 'Work-environment measurement', zh: '作业环境测定', es: 'Medición del ambiente de trabajo' },
  WKOD_GAS: { ko: '작업허가 가스 측정', en: 'Permit gas reading due', zh: '作业许可气体检测', es: 'Medición de gas del permiso' },
  VND_COUNCIL: { ko: '안전보건협의체 정기회의', en: 'Contractor safety council meeting', zh: '安全卫生协议体例会', es: 'Reunión del consejo de contratistas' },
};

/** a calendar span is at most a year (the list view of a year; month and week views ask less) */
export const CALENDAR_MAX_DAYS = 366;
export const CALENDAR_MESSAGES = {
  range: '조회 기간은 시작일부터 종료일까지 1년(366일) 이내로 지정하세요.',
  feedToken: '캘린더 구독 주소가 올바르지 않거나 해지되었습니다.',
} as const;

export const ZCalendarQuery = z.object({
  plantCd: z.string().trim().min(1).max(10),
  fromYmd: zYmd,
  toYmd: zYmd,
  kindCd: z.enum(CALENDAR_KINDS).optional(),
  deptCd: z.string().trim().max(30).optional(),
  ownerUserId: z.string().trim().max(50).optional(),
});
export type TCalendarQuery = z.infer<typeof ZCalendarQuery>;

export const ZCalendarItem = z.object({
  kindCd: z.enum(CALENDAR_KINDS),
  title: z.string(),
  dueYmd: z.string(),
  ownerUserId: z.string().nullable(),
  ownerDeptCd: z.string().nullable(),
  link: z.string().nullable(),
  doneYn: z.enum(['Y', 'N']),
  overdueYn: z.enum(['Y', 'N']),
  /** the owner's and the department's names (beside the contract's codes: a page shows names, never ids) */
  ownerUserNm: z.string().nullable().optional(),
  ownerDeptNm: z.string().nullable().optional(),
});
export type TCalendarItem = z.infer<typeof ZCalendarItem>;
export const ZCalendarList = z.object({ list: z.array(ZCalendarItem) });
export type TCalendarList = z.infer<typeof ZCalendarList>;

export const ZCalendarFeed = z.object({ activeYn: z.enum(['Y', 'N']), createDt: z.string().nullable(), url: z.string().nullable() });
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;

/** a working day: not Saturday, not Sunday, not one of `holidays` (YYYY-MM-DD) */
export function isWorkingDay(ymd: string, holidays: ReadonlySet<string>): boolean {
  const dow = new Date(`${ymd}T00:00:00Z`).getUTCDay();
  return dow !== 0 && dow !== 6 && !holidays.has(ymd);
}

/**
 * The date `n` working days after `ymd` (n ≥ 1; e.g. "within 2 working days"): weekends and the given holidays
 * (national and the plant's own) are skipped.
 */
export function addWorkingDays(ymd: string, n: number, holidays: ReadonlySet<string>): string {
  let d = ymd;
  let left = n;
  while (left > 0) {
    d = addDaysYmd(d, 1);
    if (isWorkingDay(d, holidays)) left -= 1;
  }
  return d;
}
