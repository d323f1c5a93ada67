import { registerTranslations } from '@/lib/i18n';

/** texts of the behaviour observation statistics page (/saf/observationStat); Korean is the source text */
export const SAF_OBS_STAT_NS = 'safObservationStat';

registerTranslations(SAF_OBS_STAT_NS, {
  ko: {
    plant: '사업장', from: '시작 월', to: '끝 월', search: '조회', total: '전체', obsCount: '관찰 건수', safeCnt: '안전 행동', riskCnt: '불안전 행동', safeRatio: '안전 비율(%)',
    byCategory: '분류별', byArea: '구역별', byMonth: '월별', code: '구분', month: '월', none: '관찰 기록이 없습니다.', unknown: '(미지정)',
    ratioNote: '안전 비율 = 안전 ÷ (안전 + 불안전)', excel: '행동관찰 통계',
  },
  en: {
    plant: 'Plant', from: 'From', to: 'To', search: 'Search', total: 'Total', obsCount: 'Observations', safeCnt: 'Safe', riskCnt: 'At risk', safeRatio: 'Safe ratio (%)',
    byCategory: 'By category', byArea: 'By area', byMonth: 'By month', code: 'Item', month: 'Month', none: 'No observations.', unknown: '(none)',
    ratioNote: 'Safe ratio = safe ÷ (safe + at risk)', excel: 'Behaviour observation statistics',
  },
  zh: {
    plant: '工厂', from: '开始月份', to: '结束月份', search: '查询', total: '合计', obsCount: '观察次数', safeCnt: '安全行为', riskCnt: '不安全行为', safeRatio: '安全比例(%)',
    byCategory: '按分类', byArea: '按区域', byMonth: '按月', code: '项目', month: '月份', none: '没有观察记录。', unknown: '(未指定)',
    ratioNote: '安全比例 = 安全 ÷ (安全 + 不安全)', excel: '行为观察统计',
  },
  es: {
    plant: 'Planta', from: 'Desde', to: 'Hasta', search: 'Buscar', total: 'Total', obsCount: 'Observaciones', safeCnt: 'Seguras', riskCnt: 'En riesgo', safeRatio: 'Proporción segura (%)',
    byCategory: 'Por categoría', byArea: 'Por zona', byMonth: 'Por mes', code: 'Elemento', month: 'Mes', none: 'No hay observaciones.', unknown: '(sin asignar)',
    ratioNote: 'Proporción segura = seguras ÷ (seguras + en riesgo)', excel: 'Estadísticas de observación de conducta',
  },
});
