import { registerTranslations } from '@/lib/i18n';

/** texts of the indicator charts (namespace "mgtIndicator"); Korean is the source text */
export const MGT_IND_NS = 'mgtIndicator';

registerTranslations(MGT_IND_NS, {
  ko: { view: '보기', table: '표', chart: '차트', OWN: '자체', chartLabel: '{{name}}: 연간 {{actual}}, 목표 {{target}}', legend: '막대: 월 실적 (빨간색은 목표 미달) · 점선: 목표', yearLine: '연간 {{actual}} / 목표 {{target}}' },
  en: { view: 'View', table: 'Table', chart: 'Charts', OWN: 'Own', chartLabel: '{{name}}: year {{actual}}, target {{target}}', legend: 'Bars: monthly actuals (red misses the target) · dashed: target', yearLine: 'Year {{actual}} / target {{target}}' },
  zh: { view: '视图', table: '表格', chart: '图表', OWN: '自定', chartLabel: '{{name}}：全年 {{actual}}，目标 {{target}}', legend: '柱：月度实绩（红色为未达目标）· 虚线：目标', yearLine: '全年 {{actual}} / 目标 {{target}}' },
  es: { view: 'Vista', table: 'Tabla', chart: 'Gráficos', OWN: 'Propio', chartLabel: '{{name}}: año {{actual}}, meta {{target}}', legend: 'Barras: resultados mensuales (rojo no alcanza la meta) · discontinua: meta', yearLine: 'Año {{actual}} / meta {{target}}' },
});
