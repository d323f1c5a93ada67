// zod-free and small: the dashboard's indicator cards load this without the rest of the management constants (web budgets)
/** the indicators of a plant and year, computed on the server (`GET`, read on MGT_INDICATOR or MGT_SAPA) */
export const MGT_INDICATORS_API = '/api/mgt/indicators';

export const MGT_INDICATORS = [
  { code: 'FREQUENCY_RATE', ko: '도수율', en: 'Frequency rate', zh: '频率', es: 'Índice de frecuencia', unit: '', better: 'lower', kind: 'LAGGING' },
  { code: 'SEVERITY_RATE', ko: '강도율', en: 'Severity rate', zh: '严重率', es: 'Índice de gravedad', unit: '', better: 'lower', kind: 'LAGGING' },
  { code: 'TRIR', ko: 'TRIR', en: 'TRIR', zh: 'TRIR', es: 'TRIR', unit: '', better: 'lower', kind: 'LAGGING' },
  { code: 'LTIFR', ko: 'LTIFR', en: 'LTIFR', zh: 'LTIFR', es: 'LTIFR', unit: '', better: 'lower', kind: 'LAGGING' },
  { code: 'NEAR_MISS', ko: '아차사고 보고 건수', en: 'Near misses reported', zh: '未遂事件报告数', es: 'Cuasi accidentes reportados', unit: '건', better: 'higher', kind: 'LEADING', sum: true },
  { code: 'PATROL_ONTIME', ko: '순회점검 지적 기한내 종결률', en: 'Patrol findings closed on time', zh: '巡检问题按期关闭率', es: 'Hallazgos de ronda cerrados a tiempo', unit: '%', better: 'higher', kind: 'LEADING' },
  { code: 'ACTION_ONTIME', ko: '개선조치 기한내 완료율', en: 'Actions closed on time', zh: '整改按期完成率', es: 'Acciones cerradas a tiempo', unit: '%', better: 'higher', kind: 'LEADING' },
  { code: 'EDU_COMPLETION', ko: '법정교육 이수율', en: 'Legal training completion', zh: '法定培训完成率', es: 'Formación legal completada', unit: '%', better: 'higher', kind: 'LEADING' },
  { code: 'RSA_COVERAGE', ko: '위험성평가 부서 실시율', en: 'Risk-assessment coverage of departments', zh: '风险评估部门覆盖率', es: 'Cobertura de evaluación de riesgos', unit: '%', better: 'higher', kind: 'LEADING' },
  { code: 'TBM_PER_DAY', ko: '근무일당 TBM 실시 건수', en: 'TBM held per working day', zh: '每工作日班前会次数', es: 'Charlas por día laborable', unit: '건', better: 'higher', kind: 'LEADING' },
] as const;
export type TMgtIndicatorCd = (typeof MGT_INDICATORS)[number]['code'];
export const MGT_COMPUTED_INDICATORS = MGT_INDICATORS.map((i) => i.code) as readonly string[];
/** a plant's own indicator: its code starts with M_ and its monthly actuals are typed on the target plan */
export const MGT_MANUAL_PREFIX = 'M_';
/** a count indicator: its year is the sum of its months and its plan target is the year's total */
export const isSumIndicator = (code: string): boolean =>
  code.startsWith(MGT_MANUAL_PREFIX) || MGT_INDICATORS.some((i) => i.code === code && 'sum' in i && i.sum);
/** the target a month is compared with: a count indicator's monthly share of the year target (2 decimals), a rate's own target */
export function indicatorMonthTarget(code: string, yearTarget: number | null): number | null {
  if (yearTarget === null) return null;
  return isSumIndicator(code) ? Math.round((yearTarget / 12) * 100) / 100 : yearTarget;
}

