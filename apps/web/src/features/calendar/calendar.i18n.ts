import { registerTranslations } from '@/lib/i18n';

/** texts of the compliance calendar page (namespace "calendar"); Korean is the source text */
export const CALENDAR_NS = 'calendar';

registerTranslations(CALENDAR_NS, {
  ko: {
    view: '보기', viewMonth: '월', viewWeek: '주', viewList: '목록', prevWeek: '이전 주', nextWeek: '다음 주', today: '오늘', allDays: '기간 전체 보기', allKinds: '전체 종류',
    dept: '부서', mine: '내 담당만', more: '+{{n}}건 더', weekdays: '일,월,화,수,목,금,토', legend: '빨간색: 기한 경과 · 취소선: 완료',
    month: '조회 월', kind: '종류', all: '전체', due: '기한', title: '내용', owner: '담당', status: '상태', done: '완료', overdue: '기한 경과', planned: '예정',
    none: '이 달에 기한이 도래하는 항목이 없습니다.', prev: '이전 달', next: '다음 달', count: '{{n}}건 (기한 경과 {{o}}건)',
    feed: '캘린더 구독 (iCal)', feedMade: '아래 주소를 Outlook 또는 휴대폰 캘린더에 구독 추가하세요. 이 주소는 지금 한 번만 보입니다.', feedRevoke: '구독 해지', feedActive: '구독 중 ({{dt}} 발급)',
  },
  en: {
    view: 'View', viewMonth: 'Month', viewWeek: 'Week', viewList: 'List', prevWeek: 'Previous week', nextWeek: 'Next week', today: 'Today', allDays: 'Whole period', allKinds: 'All kinds',
    dept: 'Department', mine: 'Mine only', more: '+{{n}} more', weekdays: 'Sun,Mon,Tue,Wed,Thu,Fri,Sat', legend: 'Red: overdue · struck through: done',
    month: 'Month', kind: 'Kind', all: 'All', due: 'Due', title: 'Item', owner: 'Owner', status: 'Status', done: 'Done', overdue: 'Overdue', planned: 'Planned',
    none: 'Nothing falls due this month.', prev: 'Previous month', next: 'Next month', count: '{{n}} items ({{o}} overdue)',
    feed: 'Subscribe (iCal)', feedMade: 'Add this address to Outlook or your phone calendar as a subscription. It is shown only now.', feedRevoke: 'Revoke', feedActive: 'Subscribed (issued {{dt}})',
  },
  zh: {
    view: '视图', viewMonth: '月', viewWeek: '周', viewList: '列表', prevWeek: '上一周', nextWeek: '下一周', today: '今天', allDays: '查看整个期间', allKinds: '全部类型',
    dept: '部门', mine: '仅我负责', more: '还有{{n}}项', weekdays: '日,一,二,三,四,五,六', legend: '红色：已逾期 · 删除线：已完成',
    month: '查询月份', kind: '类型', all: '全部', due: '期限', title: '内容', owner: '负责人', status: '状态', done: '已完成', overdue: '已逾期', planned: '计划',
    none: '本月没有到期项目。', prev: '上个月', next: '下个月', count: '{{n}}项（逾期{{o}}项）',
    feed: '订阅日历 (iCal)', feedMade: '请将以下地址添加到 Outlook 或手机日历订阅中。该地址仅显示这一次。', feedRevoke: '取消订阅', feedActive: '已订阅（{{dt}} 发放）',
  },
  es: {
    view: 'Vista', viewMonth: 'Mes', viewWeek: 'Semana', viewList: 'Lista', prevWeek: 'Semana anterior', nextWeek: 'Semana siguiente', today: 'Hoy', allDays: 'Todo el periodo', allKinds: 'Todos los tipos',
    dept: 'Departamento', mine: 'Solo míos', more: '+{{n}} más', weekdays: 'Dom,Lun,Mar,Mié,Jue,Vie,Sáb', legend: 'Rojo: vencido · tachado: hecho',
    month: 'Mes', kind: 'Tipo', all: 'Todos', due: 'Vence', title: 'Elemento', owner: 'Responsable', status: 'Estado', done: 'Hecho', overdue: 'Vencido', planned: 'Previsto',
    none: 'Nada vence este mes.', prev: 'Mes anterior', next: 'Mes siguiente', count: '{{n}} elementos ({{o}} vencidos)',
    feed: 'Suscribirse (iCal)', feedMade: 'Añada esta dirección como suscripción en Outlook o en el calendario del móvil. Solo se muestra ahora.', feedRevoke: 'Revocar', feedActive: 'Suscrito (emitido {{dt}})',
  },
});
