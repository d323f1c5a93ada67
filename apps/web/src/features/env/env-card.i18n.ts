import { registerTranslations } from '@/lib/i18n';

/** texts of the environment landing cards (namespace "envCard"): the landing loads only these, not the pages' texts */
export const ENV_CARD_NS = 'envCard';

registerTranslations(ENV_CARD_NS, {
  ko: {
    airCard: '대기 환경', waterCard: '수질 환경', exceedMonth: '이번 달 초과 {{n}}건', overdueN: '측정 지연 {{n}}', dueSoonN: '7일 내 측정 {{n}}', missingLogs: '어제 운영일지 누락 {{n}}건', allClear: '이번 달 초과 없음', more: '더보기', action: '개선조치 {{n}}',
  },
  en: {
    airCard: 'Air', waterCard: 'Water', exceedMonth: '{{n}} exceedances this month', overdueN: '{{n}} overdue', dueSoonN: '{{n}} due within 7 days', missingLogs: '{{n}} logs missing yesterday', allClear: 'No exceedance this month', more: 'More', action: 'Action {{n}}',
  },
  zh: {
    airCard: '大气环境', waterCard: '水质环境', exceedMonth: '本月超标{{n}}次', overdueN: '监测逾期{{n}}', dueSoonN: '7天内监测{{n}}', missingLogs: '昨日运行日志缺失{{n}}条', allClear: '本月无超标', more: '更多', action: '整改{{n}}',
  },
  es: {
    airCard: 'Aire', waterCard: 'Agua', exceedMonth: '{{n}} excesos este mes', overdueN: '{{n}} vencidas', dueSoonN: '{{n}} en 7 días', missingLogs: 'Faltan {{n}} diarios de ayer', allClear: 'Sin excesos este mes', more: 'Más', action: 'Acción {{n}}',
  },
});
