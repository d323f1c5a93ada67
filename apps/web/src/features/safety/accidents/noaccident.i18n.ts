import { registerTranslations } from '@/lib/i18n';

/** texts of the 무재해 landing card; Korean is the source text */
export const SAF_NOACC_NS = 'safNoAccident';

registerTranslations(SAF_NOACC_NS, {
  ko: { title: '무재해 기록', more: '더보기', plantWide: '사업장 전체', days: '{{n}}일', target: '목표 {{n}}일', since: '{{ymd}}부터', lastReset: '직전 재해 {{ymd}}', empty: '진행 중인 무재해 기록이 없습니다.', dlTitle: '산업재해조사표 제출기한', dlEmpty: '제출할 조사표가 없습니다.', dlLeft: 'D-{{n}}', dlToday: 'D-day', dlOver: '{{n}}일 경과' },
  en: { title: 'No-accident records', more: 'More', plantWide: 'Whole plant', days: '{{n}} days', target: 'Target {{n}} days', since: 'since {{ymd}}', lastReset: 'last accident {{ymd}}', empty: 'No record is counting.', dlTitle: 'Investigation reports due', dlEmpty: 'No report is due.', dlLeft: 'D-{{n}}', dlToday: 'Due today', dlOver: '{{n}} days overdue' },
  zh: { title: '无事故记录', more: '更多', plantWide: '全厂', days: '{{n}}天', target: '目标{{n}}天', since: '自{{ymd}}起', lastReset: '上次事故 {{ymd}}', empty: '没有进行中的无事故记录。', dlTitle: '产业灾害调查表提交期限', dlEmpty: '没有待提交的调查表。', dlLeft: 'D-{{n}}', dlToday: '今天到期', dlOver: '逾期{{n}}天' },
  es: { title: 'Récords sin accidentes', more: 'Más', plantWide: 'Toda la planta', days: '{{n}} días', target: 'Objetivo {{n}} días', since: 'desde {{ymd}}', lastReset: 'último accidente {{ymd}}', empty: 'No hay récords en curso.', dlTitle: 'Informes de investigación pendientes', dlEmpty: 'No hay informes pendientes.', dlLeft: 'D-{{n}}', dlToday: 'Vence hoy', dlOver: '{{n}} días de retraso' },
});
