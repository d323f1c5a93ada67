import { z } from 'zod';
import { zSignature } from '../../approvals/index.js';
import { defineResource, zText, zYmd, zYn } from '../../resource/definition.js';
import { defineWorkflow, type TWorkflowLabel } from '../../workflow/definition.js';
import { isBadAnswer, SAF_CHECK_MENUS, SAF_CODE_GROUPS, SAF_FILES } from './check.const.js';

const L = (ko: string, en: string, zh: string, es: string): TWorkflowLabel => ({ ko, en, zh, es });

export const SAF_CHECK_WORKFLOW_MESSAGES = {
  answered: '모든 점검항목의 결과(양호·불량·해당없음 또는 점수)를 입력하세요.',
  photos: '불량일 때 사진이 필요한 항목에 사진을 첨부하세요.',
  signed: '점검자 서명을 입력하세요.',
  openActions: '완료되지 않은 개선조치가 있어 종결할 수 없습니다.',
  noApprover: '점검 결과를 결재할 부서장(팀장) 또는 사업장장이 없습니다.',
} as const;

/** 점검결과 결재: requested for the checker when the check is completed (approvals framework) */
export const SAF_CHECK_APPR_TYPE = 'SAF_CHECK';

const checker = [{ kind: 'field' as const, field: 'checkerUserId' }, { kind: 'menuWrite' as const }];

/**
 * 점검결과: 작성중 → 점검완료 (the checker's signature; every bad item becomes an improvement action CHECK / check
 * number, once; a 결재 request goes to the department's team leader, else the plant head) → 승인 (the approval
 * approved; returned or recalled: back to 작성중) → 종결 (the safety team, when no action of the check is open).
 * Answers are locked from completion on.
 */
export const checkResultWorkflow = defineWorkflow({
  statusField: 'statusCd',
  // issue 25: in which statuses each child collection may change ('record' = while the record is editable)
  children: { answers: 'record' },
  initial: 'DRAFT',
  statuses: [
    { code: 'DRAFT', label: L('작성중', 'Draft', '草稿', 'Borrador'), color: 'blue' },
    {
      code: 'COMPLETED', label: L('점검완료', 'Completed', '检查完成', 'Completada'), color: 'orange',
      onEnter: [{ kind: 'run', name: 'completeCheck' }, { kind: 'run', name: 'requestApproval' }],
    },
    { code: 'APPROVED', label: L('결재완료', 'Approved', '已审批', 'Aprobada'), color: 'geekblue' },
    { code: 'CLOSED', label: L('종결', 'Closed', '已结案', 'Cerrada'), color: 'green', final: true },
  ],
  transitions: [
    {
      action: 'COMPLETE', label: L('점검완료', 'Complete', '完成检查', 'Completar'), from: ['DRAFT'], to: 'COMPLETED', who: checker,
      guards: [
        { name: 'answered', message: SAF_CHECK_WORKFLOW_MESSAGES.answered },
        { name: 'photos', message: SAF_CHECK_WORKFLOW_MESSAGES.photos },
        { name: 'signed', message: SAF_CHECK_WORKFLOW_MESSAGES.signed },
      ],
    },
    { action: 'APPROVE', label: L('결재완료', 'Approved', '审批通过', 'Aprobada'), from: ['COMPLETED'], to: 'APPROVED', who: [{ kind: 'approval', on: 'APPROVED' }] },
    { action: 'RETURN', label: L('결재 반려', 'Returned', '审批退回', 'Devuelta'), from: ['COMPLETED'], to: 'DRAFT', who: [{ kind: 'approval', on: 'REJECTED' }] },
    { action: 'RECALL', label: L('결재 회수', 'Recalled', '撤回审批', 'Retirada'), from: ['COMPLETED'], to: 'DRAFT', who: [{ kind: 'approval', on: 'RECALLED' }] },
    {
      action: 'CLOSE', label: L('종결', 'Close', '结案', 'Cerrar'), from: ['APPROVED'], to: 'CLOSED', who: [{ kind: 'menuWrite' }],
      guards: [{ name: 'noOpenActions', message: SAF_CHECK_WORKFLOW_MESSAGES.openActions }],
    },
  ],
});

export const checkResultResource = defineResource({
  name: 'safCheckResult',
  title: 'title',
  basePath: '/api/saf/checks/results',
  menuId: SAF_CHECK_MENUS.result,
  // 일상점검, 정기점검 … menus (`/saf/safetyCheck?checkTypeCd=DAILY`) carry their own rights on checks of their type
  menuParam: 'checkTypeCd',
  key: { name: 'checkNo', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), codeGroup: SAF_CODE_GROUPS.resultStatus, inForm: false },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'checkTypeCd', type: 'select', label: 'checkTypeCd', schema: z.string().trim().min(1).max(20), codeGroup: SAF_CODE_GROUPS.checkType, required: true, span: 8 },
    { name: 'checkYmd', type: 'date', label: 'checkYmd', schema: zYmd, required: true, span: 8 },
    { name: 'checkerUserId', type: 'user', label: 'checkerUserId', schema: z.string().trim().min(1).max(50), required: true, span: 8 },
    { name: 'templateNo', type: 'number', reference: { to: 'safCheckTemplate' }, label: 'templateNo', schema: z.number().int().min(1).max(2_147_483_647), required: true, span: 8, createOnly: true },
    { name: 'checkTitle', type: 'text', label: 'checkTitle', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    { name: 'placeNm', type: 'text', label: 'placeNm', schema: zText(200), maxLength: 200, span: 8 },
    { name: 'planNo', type: 'number', reference: { to: 'safCheckPlan' }, label: 'planNo', schema: z.number().int().min(1).max(2_147_483_647).nullish(), span: 8, createOnly: true },
    { name: 'vendorCd', type: 'vendor', label: 'vendorCd', schema: z.string().trim().max(30).nullish(), span: 8 },
    { name: 'opinion', type: 'textarea', label: 'opinion', schema: zText(2000), maxLength: 2000, span: 24 },
    { name: 'badCount', type: 'number', label: 'badCount', schema: z.number().int().nullish(), serverOnly: true, span: 8 },
    { name: 'completeYmd', type: 'date', label: 'completeYmd', schema: zYmd.nullish(), serverOnly: true, span: 8 },
    // the checker's drawn signature (PNG data URL), given before completing
    { name: 'signature', type: 'textarea', label: 'signature', schema: zSignature.nullish(), inForm: false },
  ],
  children: [
    {
      name: 'answers', label: 'answers', key: 'answerNo', rowNoField: 'rowNo', minRows: 1, maxRows: 200,
      fields: [
        { name: 'categoryNm', type: 'text', label: 'categoryNm', schema: zText(100), maxLength: 100, required: true },
        { name: 'itemNm', type: 'text', label: 'itemNm', schema: zText(300), maxLength: 300, required: true },
        { name: 'answerScaleCd', type: 'select', label: 'answerScaleCd', schema: z.enum(['GBN', 'SCORE']).nullish(), codeGroup: SAF_CODE_GROUPS.scale, required: true },
        { name: 'photoRequiredYn', type: 'checkbox', label: 'photoRequiredYn', schema: zYn.nullish() },
        { name: 'answerCd', type: 'select', label: 'answerCd', schema: z.enum(['GOOD', 'BAD', 'NA']).nullish(), codeGroup: SAF_CODE_GROUPS.answer },
        { name: 'score', type: 'number', label: 'score', schema: z.number().int().min(1).max(5).nullish() },
        { name: 'comment', type: 'text', label: 'comment', schema: zText(500), maxLength: 500 },
        // a file of this check's SAF_CHECK_PHOTO group (checked by the server)
        { name: 'photoFileNo', type: 'number', reference: { none: 'a photo of this check: checks.service photosOk refuses a file of another record' }, label: 'photoFileNo', schema: z.number().int().min(1).max(2_147_483_647).nullish() },
        { name: 'actionUserId', type: 'user', label: 'actionUserId', schema: z.string().trim().max(50).nullish() },
        { name: 'actionDueYmd', type: 'date', label: 'actionDueYmd', schema: zYmd.nullish() },
        { name: 'actionNo', type: 'number', label: 'actionNo', schema: z.number().int().nullish(), serverOnly: true },
      ],
      columns: [
        { name: 'categoryNm', width: 120 }, { name: 'itemNm', width: 300 }, { name: 'answerCd', width: 120 }, { name: 'score', width: 90, align: 'right' },
        { name: 'comment', width: 220 }, { name: 'photoFileNo', width: 100, align: 'center' }, { name: 'actionUserId', width: 160 }, { name: 'actionDueYmd', width: 130 }, { name: 'actionNo', width: 110, align: 'center' },
      ],
    },
  ],
  listColumns: [
    { name: 'checkYmd', width: 120, align: 'center', sortable: true },
    { name: 'checkTypeCd', width: 130, align: 'center' },
    { name: 'statusCd', width: 100, align: 'center' },
    { name: 'checkTitle', link: true },
    { name: 'placeNm', width: 180 },
    { name: 'deptCd', width: 140 },
    { name: 'checkerUserId', width: 110, align: 'center' },
    { name: 'badCount', width: 80, align: 'right' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'checkTypeCd', type: 'select', op: 'eq', label: 'checkTypeCd', codeGroup: SAF_CODE_GROUPS.checkType, width: 6 },
    { name: 'deptCd', type: 'dept', op: 'eq', label: 'deptCd', width: 6 },
    { name: 'checkYmd', type: 'dateRange', op: 'dateRange', label: 'checkYmd', width: 8 },
    { name: 'checkTitle', type: 'text', op: 'contains', label: 'checkTitle', width: 6 },
  ],
  defaultSort: { field: 'checkYmd', order: 'desc' },
  scope: { plant: 'plantCd', dept: 'deptCd', own: ['checkerUserId'] },
  attachments: [SAF_FILES.checkPhoto],
  approvalType: SAF_CHECK_APPR_TYPE,
  workflow: checkResultWorkflow,
  print: { title: 'printTitle', number: (r) => `점검-${String(r.checkNo)}` },
  rowTone: (r) => (typeof r.badCount === 'number' && r.badCount > 0 && r.statusCd !== 'CLOSED' ? 'warning' : null),
  i18n: {
    ko: {
      title: '점검결과', printTitle: '안전점검 결과표', statusCd: '상태', statusNm: '상태', plantCd: '사업장', plantNm: '사업장', deptCd: '점검부서', deptNm: '점검부서',
      checkTypeCd: '점검구분', checkTypeNm: '점검구분', checkYmd: '점검일', checkerUserId: '점검자', checkerUserNm: '점검자', templateNo: '점검표 번호', checkTitle: '점검명',
      placeNm: '점검장소', planNo: '점검계획 번호', vendorCd: '합동점검 협력업체', vendorNm: '합동점검 협력업체', opinion: '종합의견', badCount: '불량', completeYmd: '완료일', signature: '점검자 서명',
      answers: '점검항목', categoryNm: '분류', itemNm: '점검항목', answerScaleCd: '판정방식', answerScaleNm: '판정방식', photoRequiredYn: '불량 시 사진', answerCd: '결과', answerNm: '결과',
      score: '점수', comment: '의견', photoFileNo: '사진', actionUserId: '조치 담당자', actionUserNm: '조치 담당자', actionDueYmd: '조치기한', actionNo: '개선조치 번호', SAF_CHECK_PHOTO: '점검 사진',
    },
    en: {
      title: 'Check results', printTitle: 'Safety check record', statusCd: 'Status', statusNm: 'Status', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department',
      checkTypeCd: 'Check type', checkTypeNm: 'Check type', checkYmd: 'Check date', checkerUserId: 'Checker', checkerUserNm: 'Checker', templateNo: 'Template no.', checkTitle: 'Check',
      placeNm: 'Place', planNo: 'Plan no.', vendorCd: 'Joint check contractor', vendorNm: 'Joint check contractor', opinion: 'Overall opinion', badCount: 'Bad', completeYmd: 'Completed', signature: 'Checker signature',
      answers: 'Items', categoryNm: 'Category', itemNm: 'Item', answerScaleCd: 'Scale', answerScaleNm: 'Scale', photoRequiredYn: 'Photo when bad', answerCd: 'Result', answerNm: 'Result',
      score: 'Score', comment: 'Comment', photoFileNo: 'Photo', actionUserId: 'Action owner', actionUserNm: 'Action owner', actionDueYmd: 'Action due', actionNo: 'Action no.', SAF_CHECK_PHOTO: 'Check photos',
    },
    zh: {
      title: '检查结果', printTitle: '安全检查结果表', statusCd: '状态', statusNm: '状态', plantCd: '工厂', plantNm: '工厂', deptCd: '检查部门', deptNm: '检查部门',
      checkTypeCd: '检查类别', checkTypeNm: '检查类别', checkYmd: '检查日期', checkerUserId: '检查人', checkerUserNm: '检查人', templateNo: '检查表编号', checkTitle: '检查名称',
      placeNm: '检查地点', planNo: '检查计划编号', vendorCd: '联合检查协力企业', vendorNm: '联合检查协力企业', opinion: '综合意见', badCount: '不良', completeYmd: '完成日期', signature: '检查人签名',
      answers: '检查项目', categoryNm: '分类', itemNm: '检查项目', answerScaleCd: '判定方式', answerScaleNm: '判定方式', photoRequiredYn: '不良时需照片', answerCd: '结果', answerNm: '结果',
      score: '分数', comment: '意见', photoFileNo: '照片', actionUserId: '整改负责人', actionUserNm: '整改负责人', actionDueYmd: '整改期限', actionNo: '整改措施编号', SAF_CHECK_PHOTO: '检查照片',
    },
    es: {
      title: 'Resultados de inspección', printTitle: 'Registro de inspección de seguridad', statusCd: 'Estado', statusNm: 'Estado', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento',
      checkTypeCd: 'Tipo', checkTypeNm: 'Tipo', checkYmd: 'Fecha', checkerUserId: 'Inspector', checkerUserNm: 'Inspector', templateNo: 'N.º de lista', checkTitle: 'Inspección',
      placeNm: 'Lugar', planNo: 'N.º de plan', vendorCd: 'Contratista (conjunta)', vendorNm: 'Contratista (conjunta)', opinion: 'Opinión general', badCount: 'Mal', completeYmd: 'Completada', signature: 'Firma del inspector',
      answers: 'Puntos', categoryNm: 'Categoría', itemNm: 'Punto', answerScaleCd: 'Escala', answerScaleNm: 'Escala', photoRequiredYn: 'Foto si mal', answerCd: 'Resultado', answerNm: 'Resultado',
      score: 'Puntuación', comment: 'Comentario', photoFileNo: 'Foto', actionUserId: 'Responsable', actionUserNm: 'Responsable', actionDueYmd: 'Fecha límite', actionNo: 'N.º de acción', SAF_CHECK_PHOTO: 'Fotos de inspección',
    },
  },
});

/** rows a bad answer: shared by the completion hook and the phone page's summary */
export const badAnswersOf = <T extends { answerCd?: unknown; score?: unknown }>(rows: T[]): T[] => rows.filter(isBadAnswer);
