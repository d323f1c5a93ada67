import { registerTranslations } from '@/lib/i18n';

/** texts of the contractor notice page beyond its definition (namespace "vendorNotice"); Korean is the source text */
export const VND_NOTICE_NS = 'vendorNotice';

registerTranslations(VND_NOTICE_NS, {
  ko: { receipts: '열람 현황', vendor: '협력업체', user: '사용자', readDt: '열람일시', unread: '미열람', summary: '{{read}} / {{total}}명 열람', noUsers: '등록된 사용자가 없습니다.', none: '공지 대상 협력업체가 없습니다.' },
  en: { receipts: 'Read receipts', vendor: 'Contractor', user: 'User', readDt: 'Read at', unread: 'Not read', summary: '{{read}} of {{total}} read', noUsers: 'No users registered.', none: 'No target contractors.' },
  zh: { receipts: '阅读情况', vendor: '协力企业', user: '用户', readDt: '阅读时间', unread: '未读', summary: '{{read}} / {{total}}人已读', noUsers: '没有注册用户。', none: '没有公告对象协力企业。' },
  es: { receipts: 'Confirmaciones de lectura', vendor: 'Contratista', user: 'Usuario', readDt: 'Leído el', unread: 'No leído', summary: '{{read}} de {{total}} leído', noUsers: 'No hay usuarios registrados.', none: 'No hay contratistas destinatarios.' },
});
