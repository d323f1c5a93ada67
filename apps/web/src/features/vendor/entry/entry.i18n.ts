import { registerTranslations } from '@/lib/i18n';

/** texts of the entry pass (detail card, printed pass, the public /qr page); Korean is the source text */
export const VND_ENTRY_NS = 'vendorEntryPass';

registerTranslations(VND_ENTRY_NS, {
  ko: {
    title: '출입증', valid: '출입 가능', invalid: '출입 불가', period: '유효기간', plant: '사업장', status: '상태', print: '출입증 인쇄',
    scan: '출입 게이트에서 QR을 스캔하세요.', noToken: '출입증 QR을 스캔하세요.', checking: '확인 중…', unknown: '등록되지 않은 출입증입니다.',
    notToday: '오늘은 유효기간이 아닙니다.', notApproved: '승인된 출입증이 아닙니다.', persons: '출입 인원', vendor: '협력업체', work: '작업내용', place: '작업장소',
    error: '출입증 상태를 확인할 수 없습니다. 잠시 후 다시 시도하세요.',
  },
  en: {
    title: 'Entry pass', valid: 'Entry allowed', invalid: 'Entry not allowed', period: 'Valid', plant: 'Plant', status: 'Status', print: 'Print pass',
    scan: 'Scan the QR code at the gate.', noToken: 'Scan an entry pass QR code.', checking: 'Checking…', unknown: 'This pass is not registered.',
    notToday: 'The pass is not valid today.', notApproved: 'The pass is not approved.', persons: 'People', vendor: 'Contractor', work: 'Work', place: 'Place',
    error: 'The pass could not be checked. Try again shortly.',
  },
  zh: {
    title: '出入证', valid: '允许出入', invalid: '禁止出入', period: '有效期', plant: '工厂', status: '状态', print: '打印出入证',
    scan: '请在出入口扫描二维码。', noToken: '请扫描出入证二维码。', checking: '正在确认…', unknown: '未登记的出入证。',
    notToday: '今天不在有效期内。', notApproved: '出入证未获批准。', persons: '出入人员', vendor: '协力企业', work: '作业内容', place: '作业地点',
    error: '无法确认出入证状态，请稍后再试。',
  },
  es: {
    title: 'Pase de acceso', valid: 'Acceso permitido', invalid: 'Acceso denegado', period: 'Validez', plant: 'Planta', status: 'Estado', print: 'Imprimir pase',
    scan: 'Escanee el QR en la entrada.', noToken: 'Escanee el QR de un pase.', checking: 'Comprobando…', unknown: 'Pase no registrado.',
    notToday: 'El pase no es válido hoy.', notApproved: 'El pase no está aprobado.', persons: 'Personas', vendor: 'Contratista', work: 'Trabajo', place: 'Lugar',
    error: 'No se pudo comprobar el pase. Inténtelo de nuevo.',
  },
});
