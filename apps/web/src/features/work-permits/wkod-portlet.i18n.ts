import { registerTranslations } from '@/lib/i18n';

/** texts of the 오늘의 작업허가 dashboard card (issue 31); Korean is the source */
export const WKOD_PORTLET_NS = 'wkodPortlet';

registerTranslations(WKOD_PORTLET_NS, {
  ko: {
    title: '오늘의 작업허가', live: '진행 중인 허가', today: '{{ymd}} 기준', gasDue: '가스측정 예정', gasOverdue: '측정 지연', suspended: '작업중지',
    none: '오늘 진행 중인 작업허가가 없습니다.', noGas: '예정된 가스측정이 없습니다.', due: '{{time}}까지', more: '작업허가',
  },
  en: {
    title: "Today's work permits", live: 'Live permits', today: 'as of {{ymd}}', gasDue: 'Gas readings due', gasOverdue: 'Overdue', suspended: 'Suspended',
    none: 'No permit is live today.', noGas: 'No gas reading is due.', due: 'by {{time}}', more: 'Permits',
  },
  zh: {
    title: '今日作业许可', live: '进行中的许可', today: '截至{{ymd}}', gasDue: '待气体检测', gasOverdue: '检测逾期', suspended: '作业中止',
    none: '今天没有进行中的作业许可。', noGas: '没有待进行的气体检测。', due: '{{time}}前', more: '作业许可',
  },
  es: {
    title: 'Permisos de trabajo de hoy', live: 'Permisos en curso', today: 'a {{ymd}}', gasDue: 'Mediciones de gas pendientes', gasOverdue: 'Atrasada', suspended: 'Suspendidos',
    none: 'No hay permisos en curso hoy.', noGas: 'No hay mediciones de gas pendientes.', due: 'antes de las {{time}}', more: 'Permisos',
  },
});
