import { registerTranslations } from '@/lib/i18n';

/** texts of 협력업체 홈 (namespace "vendorPortal"); Korean is the source text */
export const VND_PORTAL_NS = 'vendorPortal';

registerTranslations(VND_PORTAL_NS, {
  ko: {
    title: '{{vendor}} 협력업체 홈', notices: '미열람 공지', licences: '만료 임박 자격 (30일 이내)', actions: '진행 중 개선조치', permits: '진행 중 작업허가', findings: '순회점검 지적사항 (미종결)', entries: '진행 중 출입신청', entryPeriod: '{{from}} ~ {{to}}', eval: '최근 안전보건 평가',
    more: '더보기', empty: '없습니다.', important: '중요', overdue: '기한경과', expiry: '만료 {{ymd}}', due: '기한 {{ymd}}', noEval: '평가 결과가 없습니다.',
    score: '{{score}}점', period: '{{year}}년 {{half}}', H1: '상반기', H2: '하반기', count: '{{n}}건', vendorOnly: '협력업체 사용자 전용 화면입니다.',
  },
  en: {
    title: '{{vendor}} contractor home', notices: 'Unread notices', licences: 'Licences expiring (30 days)', actions: 'Open improvement actions', permits: 'Work permits in progress', findings: 'Open patrol findings', entries: 'Entry requests in progress', entryPeriod: '{{from}} to {{to}}', eval: 'Latest safety evaluation',
    more: 'More', empty: 'Nothing here.', important: 'Important', overdue: 'Overdue', expiry: 'Expires {{ymd}}', due: 'Due {{ymd}}', noEval: 'No evaluation yet.',
    score: '{{score}} pts', period: '{{year}} {{half}}', H1: '1st half', H2: '2nd half', count: '{{n}}', vendorOnly: 'This page is for contractor users.',
  },
  zh: {
    title: '{{vendor}} 协力企业主页', notices: '未读公告', licences: '即将到期资格 (30天内)', actions: '进行中的整改措施', permits: '进行中的作业许可', findings: '未结案巡检指出事项', entries: '进行中的出入申请', entryPeriod: '{{from}} ~ {{to}}', eval: '最近安全卫生评价',
    more: '更多', empty: '暂无。', important: '重要', overdue: '已逾期', expiry: '到期 {{ymd}}', due: '期限 {{ymd}}', noEval: '暂无评价结果。',
    score: '{{score}}分', period: '{{year}}年 {{half}}', H1: '上半年', H2: '下半年', count: '{{n}}条', vendorOnly: '此页面仅供协力企业用户使用。',
  },
  es: {
    title: 'Inicio de {{vendor}}', notices: 'Avisos sin leer', licences: 'Licencias por vencer (30 días)', actions: 'Acciones de mejora abiertas', permits: 'Permisos de trabajo en curso', findings: 'Hallazgos de rondas abiertos', entries: 'Solicitudes de acceso en curso', entryPeriod: 'Del {{from}} al {{to}}', eval: 'Última evaluación de seguridad',
    more: 'Más', empty: 'Nada por aquí.', important: 'Importante', overdue: 'Vencida', expiry: 'Vence {{ymd}}', due: 'Vence {{ymd}}', noEval: 'Sin evaluaciones.',
    score: '{{score}} pts', period: '{{half}} {{year}}', H1: '1.er semestre', H2: '2.º semestre', count: '{{n}}', vendorOnly: 'Esta página es para usuarios de contratistas.',
  },
});
