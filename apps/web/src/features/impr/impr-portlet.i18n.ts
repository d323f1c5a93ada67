import { registerTranslations } from '@/lib/i18n';

/** texts of the 개선조치 dashboard card (its own namespace: the landing loads it without the phone page's texts) */
export const IMPR_PORTLET_NS = 'imprPortlet';

registerTranslations(IMPR_PORTLET_NS, {
  ko: { title: '개선조치', myOpen: '내 미결', overdue: '기한경과', closureRate: '이달 완료율', closureDetail: '{{done}} / {{due}}건', more: '더보기', empty: '처리할 개선조치가 없습니다.', dday: 'D-{{n}}', today: 'D-day', overdueDays: '{{n}}일 경과' },
  en: { title: 'Improvement actions', myOpen: 'Mine open', overdue: 'Overdue', closureRate: 'Closed this month', closureDetail: '{{done}} / {{due}}', more: 'More', empty: 'No actions waiting for you.', dday: 'D-{{n}}', today: 'Due today', overdueDays: '{{n}} days overdue' },
  zh: { title: '整改措施', myOpen: '我的未结', overdue: '已逾期', closureRate: '本月完成率', closureDetail: '{{done}} / {{due}}条', more: '更多', empty: '没有待处理的整改措施。', dday: 'D-{{n}}', today: '今天到期', overdueDays: '已逾期{{n}}天' },
  es: { title: 'Acciones de mejora', myOpen: 'Mías abiertas', overdue: 'Vencidas', closureRate: 'Cierre del mes', closureDetail: '{{done}} / {{due}}', more: 'Más', empty: 'No tiene acciones pendientes.', dday: 'D-{{n}}', today: 'Vence hoy', overdueDays: '{{n}} días de retraso' },
});
