import { registerTranslations } from '@/lib/i18n';

/** texts of the management-system pages beyond their definitions (namespace "mgt"); Korean is the source text */
export const MGT_NS = 'mgt';

registerTranslations(MGT_NS, {
  ko: { year: '연도', indicator: '지표', kind: '구분', LAGGING: '후행', LEADING: '선행', yearValue: '연간', target: '목표', month: '{{m}}월', help: '지표는 각 모듈의 기록에서 서버가 계산합니다 (입력하지 않습니다). 괄호 안은 목표입니다.' },
  en: { year: 'Year', indicator: 'Indicator', kind: 'Kind', LAGGING: 'Lagging', LEADING: 'Leading', yearValue: 'Year', target: 'Target', month: 'M{{m}}', help: 'The server computes every indicator from the modules\' records (nothing is typed). Targets in brackets.' },
  zh: { year: '年度', indicator: '指标', kind: '类型', LAGGING: '滞后', LEADING: '先行', yearValue: '全年', target: '目标', month: '{{m}}月', help: '指标由服务器根据各模块记录计算（不手工输入）。括号内为目标。' },
  es: { year: 'Año', indicator: 'Indicador', kind: 'Tipo', LAGGING: 'Reactivo', LEADING: 'Proactivo', yearValue: 'Año', target: 'Meta', month: 'M{{m}}', help: 'El servidor calcula cada indicador a partir de los registros de los módulos (nada se teclea). Metas entre paréntesis.' },
});
