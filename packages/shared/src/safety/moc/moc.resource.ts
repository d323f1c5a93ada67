import { z } from 'zod';
import { defineResource, zText, zYmd } from '../../resource/definition.js';
import { defineWorkflow, type TWorkflowLabel } from '../../workflow/definition.js';
import { PSM_CODE_GROUPS, PSM_DRAWING_PICK, PSM_EQUIP_PICK, PSM_PIPE_PICK } from '../../psm/psm.const.js';

/**
 * 변경관리 (MOC, management of change; 산안법 제44조 공정안전보고서 — PSM 12 elements include 변경요소관리): a change to
 * equipment, process or material goes request → technical review (several reviewers by discipline) → approval →
 * implementation → pre-start-up safety review (every PSSR item passes) → completed. Open improvement actions of the
 * change block completion. A temporary change carries its expiry date.
 *
 * Each reviewer answers their own review row (`POST base/:key/reviews/:reviewNo/answer`) with read on the menu only;
 * the approval is the 결재 `SAF_MOC` (requested when the review is done, decided in the approver's inbox); the changed
 * documents are files of the change (`SAF_MOC_DOC`).
 */
export const SAF_MOC_MENU = 'SAF_MOC';
/** 변경관리 결재: requested on the safety team's behalf when the technical review is done */
export const SAF_MOC_APPR_TYPE = 'SAF_MOC';
/** the changed documents (drawings, P&ID, procedures) of a change: one attachment group per change */
export const SAF_MOC_FILES = { documents: 'SAF_MOC_DOC' } as const;
/** code group of the list's 내 검토 filter (one code: Y = changes waiting for the caller's review) */
export const SAF_MOC_REVIEWER_ME_GROUP = 'SAF_MOC_REVIEWER_ME';
export const SAF_MOC_MESSAGES = {
  expiryRequired: '임시 변경은 만료일을 입력해야 합니다.',
  reviewsPending: '모든 검토자가 검토 의견(승인 또는 의견)을 입력해야 합니다.',
  noReviewer: '검토자를 1명 이상 지정하세요.',
  pssrNotPassed: '가동 전 안전점검(PSSR) 항목이 모두 적합이어야 완료할 수 있습니다.',
  openActions: '완료되지 않은 개선조치가 있어 완료할 수 없습니다.',
  drawingsRevised: '변경 대상 도면마다 이 변경관리(MOC)를 연결한 개정을 공정 도면에 등록해야 완료할 수 있습니다.',
  notReviewer: '지정된 검토자 본인만 검토 의견을 입력할 수 있습니다.',
  notInReview: '기술검토 중인 변경에만 검토 의견을 입력할 수 있습니다.',
  reviewersLocked: '검토자는 작성중인 변경에서만 지정하거나 바꿀 수 있습니다.',
  reviewerPlant: '검토자는 이 사업장의 재직 중인 사용자여야 합니다.',
  decisionRequired: '검토결과(승인 또는 의견)를 선택하세요.',
  noApprover: '변경관리를 결재할 안전팀장 또는 사업장장이 없습니다.',
} as const;

/** decisions a reviewer may give (code group SAF_MOC_DECISION) */
export const SAF_MOC_DECISIONS = ['APPROVE', 'COMMENT'] as const;

/** a reviewer's answer to their own review row (`POST /api/saf/moc/:key/reviews/:reviewNo/answer`), under the change's version */
export const ZMocReviewAnswerSchema = z.object({
  decisionCd: z.enum(SAF_MOC_DECISIONS, { message: SAF_MOC_MESSAGES.decisionRequired }),
  reviewComment: zText(500),
  version: z.number().int().min(1),
});
export type TMocReviewAnswer = z.infer<typeof ZMocReviewAnswerSchema>;
export const mocReviewAnswerUrl = (mocNo: number | string, reviewNo: number | string) => `/api/saf/moc/${String(mocNo)}/reviews/${String(reviewNo)}/answer`;
export const ZMocReviewAnswerResultSchema = z.object({ mocNo: z.number(), version: z.number(), reviewNo: z.number(), decisionCd: z.string(), reviewComment: z.string().nullable() });

const L = (ko: string, en: string, zh: string, es: string): TWorkflowLabel => ({ ko, en, zh, es });
const team = [{ kind: 'menuWrite' as const }];

export const mocWorkflow = defineWorkflow({
  statusField: 'statusCd',
  // issue 25: in which statuses each child collection may change ('record' = while the record is editable)
  children: { pssrItems: 'record', psmItems: 'record', reviews: { save: 'record', ops: { answer: { statuses: ['REVIEW'], message: SAF_MOC_MESSAGES.notInReview } } } },
  initial: 'DRAFT',
  // under review the rows belong to the reviewers, under approval to the 결재; the PSSR checklist is kept afterwards
  editableStatuses: ['DRAFT', 'IMPLEMENTATION', 'PSSR'],
  statuses: [
    { code: 'DRAFT', label: L('작성중', 'Draft', '草稿', 'Borrador'), color: 'blue' },
    { code: 'REVIEW', label: L('기술검토', 'Technical review', '技术审查', 'Revisión técnica'), color: 'purple', onEnter: [{ kind: 'run', name: 'openReview' }] },
    { code: 'APPROVAL', label: L('승인대기', 'Awaiting approval', '待批准', 'Pendiente de aprobación'), color: 'gold', onEnter: [{ kind: 'run', name: 'requestApproval' }] },
    { code: 'IMPLEMENTATION', label: L('변경 시행', 'Implementation', '实施变更', 'Implementación'), color: 'orange' },
    { code: 'PSSR', label: L('가동 전 안전점검', 'Pre-start-up review', '开车前安全检查', 'Revisión previa al arranque'), color: 'cyan' },
    { code: 'COMPLETED', label: L('완료', 'Completed', '已完成', 'Completado'), color: 'green', final: true },
    { code: 'REJECTED', label: L('반려', 'Rejected', '已驳回', 'Rechazado'), color: 'red', final: true },
  ],
  transitions: [
    { action: 'SUBMIT', label: L('검토 요청', 'Request review', '申请审查', 'Solicitar revisión'), from: ['DRAFT'], to: 'REVIEW', who: [{ kind: 'owner' }, ...team], guards: [{ name: 'hasReviewer', message: SAF_MOC_MESSAGES.noReviewer }] },
    { action: 'REVIEWED', label: L('검토 완료', 'Review done', '审查完成', 'Revisión hecha'), from: ['REVIEW'], to: 'APPROVAL', who: team, guards: [{ name: 'reviewsDone', message: SAF_MOC_MESSAGES.reviewsPending }] },
    // the 결재 SAF_MOC decides the approval step (its approver's inbox); returned or recalled: back to 작성중
    { action: 'APPROVE', label: L('승인', 'Approve', '批准', 'Aprobar'), from: ['APPROVAL'], to: 'IMPLEMENTATION', who: [{ kind: 'approval', on: 'APPROVED' }] },
    { action: 'RETURN', label: L('결재 반려', 'Returned', '审批退回', 'Devuelto'), from: ['APPROVAL'], to: 'DRAFT', who: [{ kind: 'approval', on: 'REJECTED' }] },
    { action: 'RECALL', label: L('결재 회수', 'Recalled', '撤回审批', 'Retirado'), from: ['APPROVAL'], to: 'DRAFT', who: [{ kind: 'approval', on: 'RECALLED' }] },
    { action: 'IMPLEMENTED', label: L('시행 완료', 'Implemented', '实施完成', 'Implementado'), from: ['IMPLEMENTATION'], to: 'PSSR', who: [{ kind: 'owner' }, ...team] },
    {
      action: 'COMPLETE', label: L('변경 완료', 'Complete', '完成变更', 'Completar'), from: ['PSSR'], to: 'COMPLETED', who: team,
      guards: [{ name: 'pssrPassed', message: SAF_MOC_MESSAGES.pssrNotPassed }, { name: 'noOpenActions', message: SAF_MOC_MESSAGES.openActions }, { name: 'drawingsRevised', message: SAF_MOC_MESSAGES.drawingsRevised }],
    },
    { action: 'REJECT', label: L('반려', 'Reject', '驳回', 'Rechazar'), from: ['REVIEW'], to: 'REJECTED', who: team, commentRequired: true, danger: true },
  ],
});

export const mocResource = defineResource({
  name: 'safMoc',
  title: 'title',
  basePath: '/api/saf/moc',
  menuId: SAF_MOC_MENU,
  key: { name: 'mocNo', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), codeGroup: 'SAF_MOC_STATUS', inForm: false },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'mocTypeCd', type: 'select', label: 'mocTypeCd', schema: z.enum(['PERMANENT', 'TEMPORARY', 'EMERGENCY']), codeGroup: 'SAF_MOC_TYPE', required: true, span: 8 },
    { name: 'mocTitle', type: 'text', label: 'mocTitle', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    { name: 'expiryYmd', type: 'date', label: 'expiryYmd', schema: zYmd.nullish(), span: 8 },
    { name: 'description', type: 'textarea', label: 'description', schema: zText(4000), maxLength: 4000, span: 24 },
    { name: 'reason', type: 'textarea', label: 'reason', schema: zText(2000), maxLength: 2000, span: 24 },
    { name: 'documentsChanged', type: 'textarea', label: 'documentsChanged', schema: zText(2000), maxLength: 2000, span: 12 },
    { name: 'riskAssessmentRef', type: 'text', label: 'riskAssessmentRef', schema: zText(100), maxLength: 100, span: 12 },
  ],
  children: [
    {
      name: 'reviews', label: 'reviews', key: 'reviewNo', rowNoField: 'rowNo', maxRows: 20,
      fields: [
        { name: 'disciplineNm', type: 'text', label: 'disciplineNm', schema: zText(50), maxLength: 50, required: true },
        { name: 'reviewerUserId', type: 'user', label: 'reviewerUserId', schema: z.string().trim().max(50).nullish(), required: true },
        // written by the reviewer through the answer endpoint only
        { name: 'decisionCd', type: 'select', label: 'decisionCd', schema: z.enum(SAF_MOC_DECISIONS).nullish(), codeGroup: 'SAF_MOC_DECISION', serverOnly: true },
        { name: 'reviewComment', type: 'text', label: 'reviewComment', schema: zText(500), maxLength: 500, serverOnly: true },
      ],
      columns: [{ name: 'disciplineNm', width: 120 }, { name: 'reviewerUserId', width: 180 }, { name: 'decisionCd', width: 120 }, { name: 'reviewComment', width: 320 }],
    },
    {
      // issue 28 (PSM links): the equipment, lines and drawings the change touches; each drawing needs a revision naming this
      // change before the change completes
      name: 'psmItems', label: 'psmItems', key: 'psmItemNo', rowNoField: 'rowNo', maxRows: 50,
      fields: [
        { name: 'kindCd', type: 'select', label: 'kindCd', schema: z.enum(['EQUIP', 'PIPE', 'DRAWING']).nullish(), codeGroup: PSM_CODE_GROUPS.mocItemKind, required: true },
        {
          name: 'itemKey', type: 'number', label: 'itemKey', schema: z.number().int().min(1).max(2_147_483_647).nullish(), required: true,
          reference: {
            by: 'kindCd', to: { EQUIP: 'psmEquipment', PIPE: 'psmPiping', DRAWING: 'psmDrawing' },
            pick: { EQUIP: PSM_EQUIP_PICK, PIPE: PSM_PIPE_PICK, DRAWING: PSM_DRAWING_PICK },
          },
        },
      ],
      columns: [{ name: 'kindCd', width: 120 }, { name: 'itemKey', width: 420 }],
    },
    {
      name: 'pssrItems', label: 'pssrItems', key: 'pssrNo', rowNoField: 'rowNo', maxRows: 60,
      fields: [
        { name: 'itemNm', type: 'text', label: 'itemNm', schema: zText(300), maxLength: 300, required: true },
        { name: 'resultCd', type: 'select', label: 'resultCd', schema: z.enum(['PASS', 'FAIL']).nullish(), codeGroup: 'SAF_INSPECTION_RESULT' },
        { name: 'pssrComment', type: 'text', label: 'pssrComment', schema: zText(300), maxLength: 300 },
      ],
      columns: [{ name: 'itemNm', width: 360 }, { name: 'resultCd', width: 110 }, { name: 'pssrComment', width: 260 }],
    },
  ],
  listColumns: [
    { name: 'mocNo', width: 80, align: 'center', sortable: true },
    { name: 'mocTypeCd', width: 100, align: 'center' },
    { name: 'statusCd', width: 130, align: 'center' },
    { name: 'mocTitle', link: true },
    { name: 'deptCd', width: 140 },
    { name: 'expiryYmd', width: 110, align: 'center' },
    { name: 'createUserNm', label: 'createUserNm', width: 100, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'mocTypeCd', type: 'select', op: 'eq', label: 'mocTypeCd', codeGroup: 'SAF_MOC_TYPE', width: 6 },
    { name: 'statusCd', type: 'select', op: 'eq', label: 'statusCd', codeGroup: 'SAF_MOC_STATUS', width: 6 },
    { name: 'mocTitle', type: 'text', op: 'contains', label: 'mocTitle', width: 6 },
    // Y: changes under review waiting for the caller's own answer (the server's filter, not a column)
    { name: 'reviewerMe', type: 'select', op: 'eq', label: 'reviewerMe', codeGroup: SAF_MOC_REVIEWER_ME_GROUP, width: 6 },
  ],
  defaultSort: { field: 'mocNo', order: 'desc' },
  scope: { plant: 'plantCd', dept: 'deptCd' },
  workflow: mocWorkflow,
  approvalType: SAF_MOC_APPR_TYPE,
  // after the approval the implementation and the PSSR checklist go on (the approved documents stay locked)
  approvalLocksIn: ['DRAFT', 'APPROVAL'],
  attachments: [SAF_MOC_FILES.documents],
  print: { title: 'printTitle', number: (r) => `MOC-${String(r.mocNo)}` },
  validate: (v) => (v.mocTypeCd === 'TEMPORARY' && !v.expiryYmd ? { field: 'expiryYmd', message: SAF_MOC_MESSAGES.expiryRequired } : null),
  i18n: {
    ko: {
      title: '변경관리(MOC)', printTitle: '변경관리 요청서', mocNo: 'MOC 번호', statusCd: '상태', statusNm: '상태', plantCd: '사업장', plantNm: '사업장', deptCd: '요청부서', deptNm: '요청부서',
      mocTypeCd: '변경구분', mocTypeNm: '변경구분', mocTitle: '변경명', expiryYmd: '임시변경 만료일', description: '변경 내용', reason: '변경 사유', documentsChanged: '변경 문서(도면·절차서)',
      riskAssessmentRef: '위험성평가 번호', reviews: '기술검토', disciplineNm: '분야', reviewerUserId: '검토자', reviewerUserNm: '검토자', decisionCd: '검토결과', decisionNm: '검토결과', reviewComment: '검토의견',
      psmItems: '변경 대상 설비·배관·도면', kindCd: '구분', kindNm: '구분', itemKey: '대상', pssrItems: '가동 전 안전점검(PSSR)', itemNm: '점검항목', resultCd: '판정', resultNm: '판정', pssrComment: '비고', createUserNm: '요청자',
      reviewerMe: '내 검토', SAF_MOC_DOC: '변경 문서', myReview: '내 검토 의견', myReviewHint: '{{discipline}} 분야 검토자로 지정되었습니다. 검토결과와 의견을 입력하세요.', answerSave: '저장', answered: '검토 의견을 저장했습니다.',
      noDocuments: '첨부된 변경 문서가 없습니다.', docNo: '순번', docFile: '파일명(설명)', docSize: '크기', docDate: '등록일시',
    },
    en: {
      title: 'Management of change', printTitle: 'MOC request', mocNo: 'MOC no.', statusCd: 'Status', statusNm: 'Status', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department',
      mocTypeCd: 'Type', mocTypeNm: 'Type', mocTitle: 'Change', expiryYmd: 'Expiry (temporary)', description: 'Description', reason: 'Reason', documentsChanged: 'Documents changed',
      riskAssessmentRef: 'Risk assessment no.', reviews: 'Technical review', disciplineNm: 'Discipline', reviewerUserId: 'Reviewer', reviewerUserNm: 'Reviewer', decisionCd: 'Decision', decisionNm: 'Decision', reviewComment: 'Comment',
      psmItems: 'Equipment, lines and drawings changed', kindCd: 'Kind', kindNm: 'Kind', itemKey: 'Item', pssrItems: 'Pre-start-up safety review', itemNm: 'Item', resultCd: 'Result', resultNm: 'Result', pssrComment: 'Remarks', createUserNm: 'Requester',
      reviewerMe: 'My review', SAF_MOC_DOC: 'Changed documents', myReview: 'My review', myReviewHint: 'You are the {{discipline}} reviewer. Enter your decision and comment.', answerSave: 'Save', answered: 'Your review was saved.',
      noDocuments: 'No changed documents attached.', docNo: 'No.', docFile: 'File (caption)', docSize: 'Size', docDate: 'Uploaded',
    },
    zh: {
      title: '变更管理(MOC)', printTitle: '变更管理申请书', mocNo: '编号', statusCd: '状态', statusNm: '状态', plantCd: '工厂', plantNm: '工厂', deptCd: '申请部门', deptNm: '申请部门',
      mocTypeCd: '变更类别', mocTypeNm: '变更类别', mocTitle: '变更名称', expiryYmd: '临时变更到期日', description: '变更内容', reason: '变更理由', documentsChanged: '变更文件',
      riskAssessmentRef: '风险评估编号', reviews: '技术审查', disciplineNm: '专业', reviewerUserId: '审查人', reviewerUserNm: '审查人', decisionCd: '审查结果', decisionNm: '审查结果', reviewComment: '审查意见',
      psmItems: '变更对象设备·管道·图纸', kindCd: '类别', kindNm: '类别', itemKey: '对象', pssrItems: '开车前安全检查(PSSR)', itemNm: '检查项目', resultCd: '判定', resultNm: '判定', pssrComment: '备注', createUserNm: '申请人',
      reviewerMe: '我的审查', SAF_MOC_DOC: '变更文件', myReview: '我的审查意见', myReviewHint: '您被指定为{{discipline}}专业审查人。请输入审查结果和意见。', answerSave: '保存', answered: '审查意见已保存。',
      noDocuments: '没有附加变更文件。', docNo: '序号', docFile: '文件名(说明)', docSize: '大小', docDate: '上传时间',
    },
    es: {
      title: 'Gestión del cambio', printTitle: 'Solicitud de cambio', mocNo: 'N.º de MOC', statusCd: 'Estado', statusNm: 'Estado', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento',
      mocTypeCd: 'Tipo', mocTypeNm: 'Tipo', mocTitle: 'Cambio', expiryYmd: 'Vencimiento (temporal)', description: 'Descripción', reason: 'Motivo', documentsChanged: 'Documentos cambiados',
      riskAssessmentRef: 'N.º de evaluación de riesgos', reviews: 'Revisión técnica', disciplineNm: 'Disciplina', reviewerUserId: 'Revisor', reviewerUserNm: 'Revisor', decisionCd: 'Decisión', decisionNm: 'Decisión', reviewComment: 'Comentario',
      psmItems: 'Equipos, líneas y planos cambiados', kindCd: 'Tipo', kindNm: 'Tipo', itemKey: 'Elemento', pssrItems: 'Revisión previa al arranque', itemNm: 'Punto', resultCd: 'Resultado', resultNm: 'Resultado', pssrComment: 'Observaciones', createUserNm: 'Solicitante',
      reviewerMe: 'Mi revisión', SAF_MOC_DOC: 'Documentos cambiados', myReview: 'Mi revisión', myReviewHint: 'Es el revisor de {{discipline}}. Indique su decisión y comentario.', answerSave: 'Guardar', answered: 'Su revisión se guardó.',
      noDocuments: 'No hay documentos adjuntos.', docNo: 'N.º', docFile: 'Archivo (descripción)', docSize: 'Tamaño', docDate: 'Subido',
    },
  },
});
