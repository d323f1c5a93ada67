import { registerTranslations } from '@/lib/i18n';

/** texts of the indicator trend cards of the dashboard (issue 31); Korean is the source */
export const IND_PORTLET_NS = 'indicatorPortlet';

registerTranslations(IND_PORTLET_NS, {
  ko: { lagging: '후행지표 추이', leading: '선행지표 추이', year: '{{year}}년', more: '지표', noPlant: '소속 사업장이 없어 지표를 볼 수 없습니다.', yearValue: '연간 {{v}}', month: '{{m}}월' },
  en: { lagging: 'Lagging indicators', leading: 'Leading indicators', year: '{{year}}', more: 'Indicators', noPlant: 'No plant is assigned to you, so no indicators can be shown.', yearValue: 'Year {{v}}', month: 'Month {{m}}' },
  zh: { lagging: '滞后指标趋势', leading: '领先指标趋势', year: '{{year}}年', more: '指标', noPlant: '未分配工厂，无法显示指标。', yearValue: '全年 {{v}}', month: '{{m}}月' },
  es: { lagging: 'Indicadores reactivos', leading: 'Indicadores proactivos', year: '{{year}}', more: 'Indicadores', noPlant: 'No tiene planta asignada; no se pueden mostrar indicadores.', yearValue: 'Año {{v}}', month: 'Mes {{m}}' },
});
