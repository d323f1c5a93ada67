import { registerTranslations, useT } from '@/lib/i18n';

/** texts of the landing dashboard and its own cards (issue 31); Korean is the source */
export const DASHBOARD_NS = 'dashboard';

const ko = {
  title: '대시보드',
  edit: '대시보드 편집',
  empty: '대시보드에 포틀릿이 없습니다. 대시보드 편집에서 추가하세요.',
  failed: '이 포틀릿을 불러오지 못했습니다.',
  retry: '다시 시도',
  names: {
    myinfo: '내 정보', approvals: '결재 대기', notices: '공지사항', impr: '개선조치', workOrder: '오늘의 작업허가',
    accidentDeadline: '산업재해조사표 제출기한', noaccident: '무재해 기록', lagging: '후행지표 추이', leading: '선행지표 추이',
    air: '대기 측정', water: '수질 측정', waste: '폐기물 보관', favorites: '즐겨찾기',
  },
  myinfo: {
    pending: '결재 대기', open: '내 개선조치', overdue: '기한 경과', edu: '{{year}}년 {{half}} 법정교육',
    H1: '상반기', H2: '하반기', eduHours: '이수 {{done}} / 필요 {{need}}시간', shortfall: '{{h}}시간 부족', eduOk: '이수 완료', count: '{{n}}건',
  },
};

registerTranslations(DASHBOARD_NS, {
  ko,
  en: {
    title: 'Dashboard', edit: 'Edit dashboard',
    empty: 'The dashboard has no portlets. Add some with Edit dashboard.', failed: 'This portlet could not be loaded.', retry: 'Try again',
    names: {
      myinfo: 'My info', approvals: 'Pending approvals', notices: 'Notices', impr: 'Improvement actions', workOrder: "Today's work permits",
      accidentDeadline: 'Investigation reports due', noaccident: 'No-accident records', lagging: 'Lagging indicators', leading: 'Leading indicators',
      air: 'Air measurements', water: 'Water measurements', waste: 'Waste storage', favorites: 'Favorites',
    },
    myinfo: {
      pending: 'Pending approvals', open: 'My actions', overdue: 'Overdue', edu: '{{year}} {{half}} legal training',
      H1: 'first half', H2: 'second half', eduHours: 'Done {{done}} / required {{need}} h', shortfall: '{{h}} h short', eduOk: 'Completed', count: '{{n}}',
    },
  },
  zh: {
    title: '仪表板', edit: '编辑仪表板',
    empty: '仪表板上没有组件。请在编辑仪表板中添加。', failed: '无法加载此组件。', retry: '重试',
    names: {
      myinfo: '我的信息', approvals: '待审批', notices: '公告', impr: '整改措施', workOrder: '今日作业许可',
      accidentDeadline: '产业灾害调查表提交期限', noaccident: '无事故记录', lagging: '滞后指标趋势', leading: '领先指标趋势',
      air: '大气监测', water: '水质监测', waste: '废物储存', favorites: '收藏',
    },
    myinfo: {
      pending: '待审批', open: '我的整改', overdue: '已逾期', edu: '{{year}}年{{half}}法定培训',
      H1: '上半年', H2: '下半年', eduHours: '已完成 {{done}} / 需要 {{need}} 小时', shortfall: '缺 {{h}} 小时', eduOk: '已完成', count: '{{n}}件',
    },
  },
  es: {
    title: 'Panel', edit: 'Editar panel',
    empty: 'El panel no tiene portlets. Añádalos con Editar panel.', failed: 'No se pudo cargar este portlet.', retry: 'Reintentar',
    names: {
      myinfo: 'Mi información', approvals: 'Aprobaciones pendientes', notices: 'Avisos', impr: 'Acciones de mejora', workOrder: 'Permisos de trabajo de hoy',
      accidentDeadline: 'Informes de investigación pendientes', noaccident: 'Récords sin accidentes', lagging: 'Indicadores reactivos', leading: 'Indicadores proactivos',
      air: 'Mediciones de aire', water: 'Mediciones de agua', waste: 'Almacenamiento de residuos', favorites: 'Favoritos',
    },
    myinfo: {
      pending: 'Aprobaciones pendientes', open: 'Mis acciones', overdue: 'Vencidas', edu: 'Formación legal {{half}} {{year}}',
      H1: 'primer semestre', H2: 'segundo semestre', eduHours: 'Hechas {{done}} / requeridas {{need}} h', shortfall: 'Faltan {{h}} h', eduOk: 'Completada', count: '{{n}}',
    },
  },
});

export const useDashT = () => useT(DASHBOARD_NS);
