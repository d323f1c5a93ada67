import { registerTranslations } from '@/lib/i18n';

/** texts of the indicator charts (namespace "mgtIndicator"); Korean is the source text */
export const MGT_IND_NS = 'mgtIndicator';

registerTranslations(MGT_IND_NS, {
  ko: { view: '보기', table: '표', chart: '차트', OWN: '자체', chartLabel: '{{name}}: 연간 {{actual}}, 목표 {{target}}', legend: '막대: 월 실적 (빨간색은 목표 미달) · 점선: 목표', yearLine: '연간 {{actual}} / 목표 {{target}}', sumLine: '연간 누계 {{actual}} / 연간 목표 {{target}} (월 목표 {{share}})', sumNote: '건수 지표(아차사고 등)의 목표는 연간 합계입니다. 월 실적은 월 몫(연간 목표 ÷ 12)과 비교하고, 연간 누계는 연간 목표와 비교합니다.', dept: '부서 (하위 부서 포함)' },
  en: { view: 'View', table: 'Table', chart: 'Charts', OWN: 'Own', chartLabel: '{{name}}: year {{actual}}, target {{target}}', legend: 'Bars: monthly actuals (red misses the target) · dashed: target', yearLine: 'Year {{actual}} / target {{target}}', sumLine: 'Year to date {{actual}} / year target {{target}} (monthly {{share}})', sumNote: 'A count indicator (near misses…) has a yearly target: each month is compared with its share (year target ÷ 12), the year\'s total with the year target.', dept: 'Department (with sub-departments)' },
  zh: { view: '视图', table: '表格', chart: '图表', OWN: '自定', chartLabel: '{{name}}：全年 {{actual}}，目标 {{target}}', legend: '柱：月度实绩（红色为未达目标）· 虚线：目标', yearLine: '全年 {{actual}} / 目标 {{target}}', sumLine: '全年累计 {{actual}} / 全年目标 {{target}}（月目标 {{share}}）', sumNote: '件数指标（未遂事件等）的目标为全年合计：每月实绩与月份额（全年目标 ÷ 12）比较，全年累计与全年目标比较。', dept: '部门（含下级部门）' },
  es: { view: 'Vista', table: 'Tabla', chart: 'Gráficos', OWN: 'Propio', chartLabel: '{{name}}: año {{actual}}, meta {{target}}', legend: 'Barras: resultados mensuales (rojo no alcanza la meta) · discontinua: meta', yearLine: 'Año {{actual}} / meta {{target}}', sumLine: 'Acumulado del año {{actual}} / meta anual {{target}} (mensual {{share}})', sumNote: 'Un indicador de conteo (cuasi accidentes…) tiene meta anual: cada mes se compara con su parte (meta anual ÷ 12) y el total del año con la meta anual.', dept: 'Departamento (con subdepartamentos)' },
});
