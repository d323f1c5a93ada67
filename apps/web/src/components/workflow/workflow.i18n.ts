import { registerTranslations } from '@/lib/i18n';

/** texts of the workflow widgets (status tag, action buttons, history); Korean is the source text */
export const WORKFLOW_NS = 'workflow';

registerTranslations(WORKFLOW_NS, {
  ko: {
    status: '상태', actions: '처리', history: '처리 이력', noHistory: '처리 이력이 없습니다.', comment: '처리 의견',
    commentPlaceholder: '의견을 입력하세요.', commentRequired: '처리 의견을 입력하세요.', confirmTake: '{{action}} 처리하시겠습니까?', ok: '확인', cancel: '취소',
    approval: '결재', approvalProgress: '결재현황', apprStatus: { DRAFT: '작성중', PROGRESS: '결재중', COMPLETE: '결재완료', REJECT: '반려', RECALL: '회수' },
  },
  en: {
    status: 'Status', actions: 'Actions', history: 'History', noHistory: 'No history yet.', comment: 'Comment',
    commentPlaceholder: 'Enter a comment.', commentRequired: 'Enter a comment.', confirmTake: 'Do you want to {{action}}?', ok: 'OK', cancel: 'Cancel',
    approval: 'Approval', approvalProgress: 'Approval progress', apprStatus: { DRAFT: 'Draft', PROGRESS: 'In approval', COMPLETE: 'Approved', REJECT: 'Rejected', RECALL: 'Recalled' },
  },
  zh: {
    status: '状态', actions: '处理', history: '处理记录', noHistory: '暂无处理记录。', comment: '处理意见',
    commentPlaceholder: '请输入意见。', commentRequired: '请输入处理意见。', confirmTake: '确定要{{action}}吗？', ok: '确认', cancel: '取消',
    approval: '审批', approvalProgress: '审批进度', apprStatus: { DRAFT: '草稿', PROGRESS: '审批中', COMPLETE: '审批完成', REJECT: '驳回', RECALL: '撤回' },
  },
  es: {
    status: 'Estado', actions: 'Acciones', history: 'Historial', noHistory: 'Aún no hay historial.', comment: 'Comentario',
    commentPlaceholder: 'Escriba un comentario.', commentRequired: 'Escriba un comentario.', confirmTake: '¿Desea {{action}}?', ok: 'Aceptar', cancel: 'Cancelar',
    approval: 'Aprobación', approvalProgress: 'Progreso de aprobación', apprStatus: { DRAFT: 'Borrador', PROGRESS: 'En aprobación', COMPLETE: 'Aprobado', REJECT: 'Rechazado', RECALL: 'Retirado' },
  },
});
