import { registerTranslations } from '@/lib/i18n';

/** texts of the improvement-action phone page (namespace "impr"; the dashboard card's are impr-portlet.i18n.ts); Korean is the source text */
export const IMPR_NS = 'impr';

registerTranslations(IMPR_NS, {
  ko: {
    'my.title': '내 개선조치', 'my.empty': '처리할 개선조치가 없습니다.', 'my.showAll': '완료 포함', 'my.back': '목록으로', 'my.count': '{{n}}건',
    'my.due': '조치기한', 'my.dday': 'D-{{n}}', 'my.today': 'D-day', 'my.overdue': '{{n}}일 경과', 'my.location': '장소', 'my.requester': '요청자',
    'my.dept': '요청부서', 'my.source': '발생원', 'my.description': '내용', 'my.hazard': '유해·위험요인', 'my.before': '개선 전 사진', 'my.after': '개선 후 사진',
    'my.result': '조치결과', 'my.resultPlaceholder': '조치한 내용을 입력하세요.', 'my.resultRequired': '조치결과를 입력하세요.',
    'my.photoRequired': '조치 후 사진을 첨부하세요.', 'my.rejectReason': '반려 사유', 'my.comment': '처리 의견', 'my.commentRequired': '처리 의견을 입력하세요.', 'my.reasonRequired': '반려 사유를 입력하세요.',
    'my.confirmTake': '{{action}} 처리하시겠습니까?', 'my.ok': '확인', 'my.cancel': '취소', 'my.done': '처리되었습니다.', 'my.noActions': '지금 할 수 있는 처리가 없습니다.',
    'my.notFound': '개선조치를 찾을 수 없습니다.',
  },
  en: {
    'my.title': 'My improvement actions', 'my.empty': 'No actions waiting for you.', 'my.showAll': 'Include done', 'my.back': 'Back to list', 'my.count': '{{n}}',
    'my.due': 'Due', 'my.dday': 'D-{{n}}', 'my.today': 'Due today', 'my.overdue': '{{n}} days overdue', 'my.location': 'Location', 'my.requester': 'Requester',
    'my.dept': 'Requesting dept.', 'my.source': 'Source', 'my.description': 'Description', 'my.hazard': 'Hazard', 'my.before': 'Photos before', 'my.after': 'Photos after',
    'my.result': 'Result', 'my.resultPlaceholder': 'Describe what was done.', 'my.resultRequired': 'Enter the result.',
    'my.photoRequired': 'Attach a photo after the fix.', 'my.rejectReason': 'Reason for rejection', 'my.comment': 'Comment', 'my.commentRequired': 'Enter a comment.', 'my.reasonRequired': 'Enter the reason.',
    'my.confirmTake': 'Do you want to {{action}}?', 'my.ok': 'OK', 'my.cancel': 'Cancel', 'my.done': 'Done.', 'my.noActions': 'Nothing to do here right now.',
    'my.notFound': 'The action was not found.',
  },
  zh: {
    'my.title': '我的整改措施', 'my.empty': '没有待处理的整改措施。', 'my.showAll': '包括已完成', 'my.back': '返回列表', 'my.count': '{{n}}条',
    'my.due': '期限', 'my.dday': 'D-{{n}}', 'my.today': '今天到期', 'my.overdue': '已逾期{{n}}天', 'my.location': '地点', 'my.requester': '申请人',
    'my.dept': '申请部门', 'my.source': '来源', 'my.description': '内容', 'my.hazard': '危险因素', 'my.before': '整改前照片', 'my.after': '整改后照片',
    'my.result': '整改结果', 'my.resultPlaceholder': '请输入整改内容。', 'my.resultRequired': '请输入整改结果。',
    'my.photoRequired': '请附上整改后照片。', 'my.rejectReason': '退回原因', 'my.comment': '处理意见', 'my.commentRequired': '请输入处理意见。', 'my.reasonRequired': '请输入退回原因。',
    'my.confirmTake': '确定要{{action}}吗？', 'my.ok': '确认', 'my.cancel': '取消', 'my.done': '处理成功。', 'my.noActions': '当前没有可执行的处理。',
    'my.notFound': '找不到该整改措施。',
  },
  es: {
    'my.title': 'Mis acciones de mejora', 'my.empty': 'No tiene acciones pendientes.', 'my.showAll': 'Incluir completadas', 'my.back': 'Volver a la lista', 'my.count': '{{n}}',
    'my.due': 'Fecha límite', 'my.dday': 'D-{{n}}', 'my.today': 'Vence hoy', 'my.overdue': '{{n}} días de retraso', 'my.location': 'Lugar', 'my.requester': 'Solicitante',
    'my.dept': 'Depto. solicitante', 'my.source': 'Origen', 'my.description': 'Descripción', 'my.hazard': 'Peligro', 'my.before': 'Fotos antes', 'my.after': 'Fotos después',
    'my.result': 'Resultado', 'my.resultPlaceholder': 'Describa lo que se hizo.', 'my.resultRequired': 'Escriba el resultado.',
    'my.photoRequired': 'Adjunte una foto después de la mejora.', 'my.rejectReason': 'Motivo del rechazo', 'my.comment': 'Comentario', 'my.commentRequired': 'Escriba un comentario.', 'my.reasonRequired': 'Escriba el motivo.',
    'my.confirmTake': '¿Desea {{action}}?', 'my.ok': 'Aceptar', 'my.cancel': 'Cancelar', 'my.done': 'Hecho.', 'my.noActions': 'No hay nada que hacer por ahora.',
    'my.notFound': 'No se encontró la acción.',
  },
});
/**
 * words the register's list adds to the definition's own bundle (`res.imprAction`): the marker of an overdue row.
 * Registered with the register page (page-registry); it could move into the definition's i18n in packages/shared.
 */
export function registerImprResourceWords() {
  registerTranslations('res.imprAction', {
    ko: { rowTone_danger: '기한경과' },
    en: { rowTone_danger: 'Overdue' },
    zh: { rowTone_danger: '已逾期' },
    es: { rowTone_danger: 'Vencida' },
  });
}
