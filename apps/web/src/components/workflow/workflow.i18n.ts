import { registerTranslations } from '@/lib/i18n';

/** texts of the workflow widgets (status tag, action buttons, history); Korean is the source text */
export const WORKFLOW_NS = 'workflow';

registerTranslations(WORKFLOW_NS, {
  ko: {
    separatedTaken: '이 문서의 [{{taken}}]을(를) 처리했으므로 [{{action}}]은(는) 다른 사람이 처리해야 합니다 (직무 분리).', separatedField: '이 문서의 [{{field}}](으)로 지정되어 있으므로 [{{action}}]은(는) 다른 사람이 처리해야 합니다 (직무 분리).', separated: '[{{action}}]은(는) 직무 분리 규칙에 따라 다른 사람이 처리해야 합니다.',
    status: '상태', actions: '처리', history: '처리 이력', noHistory: '처리 이력이 없습니다.', comment: '처리 의견',
    commentPlaceholder: '의견을 입력하세요.', commentRequired: '처리 의견을 입력하세요.', confirmTake: '{{action}} 처리하시겠습니까?', confirmSaveTake: '변경한 내용을 저장한 후 {{action}} 처리합니다. 진행하시겠습니까?', ok: '확인', cancel: '취소',
    approval: '결재', approvalProgress: '결재현황', requestApproval: '결재요청', saveFirstAppr: '변경한 내용을 저장한 후 결재를 요청합니다.', noApproval: '미요청', apprStatus: { DRAFT: '작성중', PROGRESS: '결재중', COMPLETE: '결재완료', REJECT: '반려', RECALL: '회수' },
  },
  en: {
    separatedTaken: 'You took "{{taken}}" on this record, so "{{action}}" must be done by someone else (segregation of duties).', separatedField: 'You are this record\'s {{field}}, so "{{action}}" must be done by someone else (segregation of duties).', separated: '"{{action}}" must be done by someone else (segregation of duties).',
    status: 'Status', actions: 'Actions', history: 'History', noHistory: 'No history yet.', comment: 'Comment',
    commentPlaceholder: 'Enter a comment.', commentRequired: 'Enter a comment.', confirmTake: 'Do you want to {{action}}?', confirmSaveTake: 'Your changes are saved first, then: {{action}}. Continue?', ok: 'OK', cancel: 'Cancel',
    approval: 'Approval', approvalProgress: 'Approval progress', requestApproval: 'Request approval', saveFirstAppr: 'Your changes are saved before the approval is requested.', noApproval: 'Not requested', apprStatus: { DRAFT: 'Draft', PROGRESS: 'In approval', COMPLETE: 'Approved', REJECT: 'Rejected', RECALL: 'Recalled' },
  },
  zh: {
    separatedTaken: '您已处理此单据的“{{taken}}”，“{{action}}”须由其他人处理（职责分离）。', separatedField: '您是此单据的{{field}}，“{{action}}”须由其他人处理（职责分离）。', separated: '根据职责分离规则，“{{action}}”须由其他人处理。',
    status: '状态', actions: '处理', history: '处理记录', noHistory: '暂无处理记录。', comment: '处理意见',
    commentPlaceholder: '请输入意见。', commentRequired: '请输入处理意见。', confirmTake: '确定要{{action}}吗？', confirmSaveTake: '将先保存修改的内容，再{{action}}。是否继续？', ok: '确认', cancel: '取消',
    approval: '审批', approvalProgress: '审批进度', requestApproval: '申请审批', saveFirstAppr: '将先保存修改的内容，再申请审批。', noApproval: '未申请', apprStatus: { DRAFT: '草稿', PROGRESS: '审批中', COMPLETE: '审批完成', REJECT: '驳回', RECALL: '撤回' },
  },
  es: {
    separatedTaken: 'Usted realizó «{{taken}}» en este registro; «{{action}}» debe hacerlo otra persona (separación de funciones).', separatedField: 'Usted figura como {{field}} de este registro; «{{action}}» debe hacerlo otra persona (separación de funciones).', separated: '«{{action}}» debe hacerlo otra persona (separación de funciones).',
    status: 'Estado', actions: 'Acciones', history: 'Historial', noHistory: 'Aún no hay historial.', comment: 'Comentario',
    commentPlaceholder: 'Escriba un comentario.', commentRequired: 'Escriba un comentario.', confirmTake: '¿Desea {{action}}?', confirmSaveTake: 'Primero se guardan sus cambios y luego: {{action}}. ¿Continuar?', ok: 'Aceptar', cancel: 'Cancelar',
    approval: 'Aprobación', approvalProgress: 'Progreso de aprobación', requestApproval: 'Solicitar aprobación', saveFirstAppr: 'Sus cambios se guardan antes de solicitar la aprobación.', noApproval: 'Sin solicitar', apprStatus: { DRAFT: 'Borrador', PROGRESS: 'En aprobación', COMPLETE: 'Aprobado', REJECT: 'Rechazado', RECALL: 'Retirado' },
  },
});
