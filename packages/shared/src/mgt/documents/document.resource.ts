import { z } from 'zod';
import { defineResource, zText } from '../../resource/definition.js';
import { defineWorkflow, type TWorkflowLabel } from '../../workflow/definition.js';
import { addDaysYmd, ymdIn } from '../../ymd.js';

const L = (ko: string, en: string, zh: string, es: string): TWorkflowLabel => ({ ko, en, zh, es });

export const DOC_MENU = 'MGT_DOCUMENT';
export const DOC_API = { documents: '/api/mgt/documents', revisions: '/api/mgt/documents/revisions' } as const;
/** the web page of the menu (its documents tab; `?tab=mgtDocRevision` the revisions) */
export const DOC_ROUTE = '/mgt/document';
export const DOC_APPR_TYPE = 'MGT_DOC';
/** the attachment class of a revision (the controlled file itself: the approved PDF or the form) */
export const DOC_REVISION_ATTACH = 'MGT_DOC_REV';
export const DOC_CODE_GROUPS = { category: 'MGT_DOC_CATEGORY', status: 'MGT_DOC_STATUS', revStatus: 'MGT_DOC_REV_STATUS' } as const;
/** a review due within this many days shows amber in the list */
export const DOC_REVIEW_WARN_DAYS = 30;
export const DOC_CATEGORIES = ['POLICY', 'PROCEDURE', 'MANUAL', 'FORM', 'EMERGENCY', 'ETC'] as const;
export type TDocCategory = (typeof DOC_CATEGORIES)[number];

/**
 * A revision's own state (the server keeps it): DRAFT 작성중 (also after a recall), REQUESTED 결재중, REJECTED 반려,
 * CURRENT 현행 (approved and in force), SUPERSEDED 구판 (replaced by a later approved revision; kept and readable).
 */
export const DOC_REV_STATUSES = [
  { code: 'DRAFT', label: L('작성중', 'Draft', '起草中', 'Borrador') },
  { code: 'REQUESTED', label: L('결재중', 'In approval', '审批中', 'En aprobación') },
  { code: 'REJECTED', label: L('반려', 'Rejected', '已退回', 'Rechazada') },
  { code: 'CURRENT', label: L('현행', 'Current', '现行', 'Vigente') },
  { code: 'SUPERSEDED', label: L('구판', 'Superseded', '旧版', 'Sustituida') },
] as const;
export type TDocRevStatus = (typeof DOC_REV_STATUSES)[number]['code'];

export const DOC_MESSAGES = {
  revisionInApproval: '결재 중인 개정안이 있어 새 개정안을 작성할 수 없습니다. 결재가 끝난 뒤에 작성하세요.',
  revisionOpen: '작성 중인 개정안이 있습니다. 그 개정안을 고쳐 결재를 요청하거나 삭제한 뒤에 새로 작성하세요.',
  obsolete: '폐기된 문서는 개정할 수 없습니다.',
  hasRevisions: '개정 이력이 있는 문서는 삭제할 수 없습니다. 더 이상 쓰지 않는 문서는 폐기 처리하세요.',
  obsoleteOpenRevision: '작성 중이거나 결재 중인 개정안이 있어 폐기할 수 없습니다. 그 개정안의 결재를 끝내거나 삭제한 뒤에 폐기하세요.',
  noCurrent: '시행 중인 개정본이 없어 정기 검토를 완료할 수 없습니다. 먼저 개정안을 결재받으세요.',
} as const;

/**
 * 문서 상태: 시행 (ACTIVE; the periodic review keeps it current) and 폐기 (OBSOLETE, final: read-only and off the
 * calendar). 정기 검토 (REVIEW) records a review without changes and moves the next review date forward.
 */
export const mgtDocumentWorkflow = defineWorkflow({
  statusField: 'statusCd',
  initial: 'ACTIVE',
  statuses: [
    { code: 'ACTIVE', label: L('시행', 'In force', '实施中', 'Vigente'), color: 'green', onEnter: [{ kind: 'run', name: 'reviewed' }] },
    { code: 'OBSOLETE', label: L('폐기', 'Obsolete', '废止', 'Obsoleto'), color: 'default', final: true },
  ],
  transitions: [
    {
      action: 'REVIEW', label: L('정기 검토 완료(변경 없음)', 'Reviewed, no change', '定期审查完成(无变更)', 'Revisado sin cambios'), from: ['ACTIVE'], to: 'ACTIVE',
      who: [{ kind: 'menuWrite', staff: true }], commentRequired: true,
      guards: [{ name: 'hasCurrent', message: DOC_MESSAGES.noCurrent, test: (r) => r.currentRevNo !== null && r.currentRevNo !== undefined }],
    },
    {
      action: 'OBSOLETE', label: L('폐기', 'Make obsolete', '废止', 'Dar de baja'), from: ['ACTIVE'], to: 'OBSOLETE', who: [{ kind: 'menuWrite', staff: true }],
      commentRequired: true, danger: true, guards: [{ name: 'noOpenRevision', message: DOC_MESSAGES.obsoleteOpenRevision }],
    },
  ],
});

/** picks a document by its number and title (a revision's document) */
export const DOC_PICK = { url: DOC_API.documents, value: 'docNo', label: ['docNumber', 'docTitle'], search: 'docTitle', plant: 'plantCd' } as const;

const common = {
  ko: { plantCd: '사업장', plantNm: '사업장', deptCd: '주관부서', deptNm: '주관부서', createUserNm: '작성자', docNumber: '문서번호', docTitle: '문서명', effectiveYmd: '시행일', revNo: '개정번호' },
  en: { plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Owning department', deptNm: 'Owning department', createUserNm: 'Author', docNumber: 'Document no.', docTitle: 'Title', effectiveYmd: 'Effective', revNo: 'Revision' },
  zh: { plantCd: '工厂', plantNm: '工厂', deptCd: '主管部门', deptNm: '主管部门', createUserNm: '作者', docNumber: '文件编号', docTitle: '文件名称', effectiveYmd: '实施日', revNo: '修订号' },
  es: { plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento responsable', deptNm: 'Departamento responsable', createUserNm: 'Autor', docNumber: 'N.º de documento', docTitle: 'Título', effectiveYmd: 'Vigencia', revNo: 'Revisión' },
} as const;

/**
 * 문서관리 (ISO 45001 7.5; 중처법 시행령 제4조 제8호: the emergency manual kept current): the plant's controlled documents —
 * policies, procedures, manuals, forms and the emergency manual — with their owner, review cycle and current revision.
 * The revisions (mgtDocRevision) go through 결재; the approved one becomes current and the server moves the document's
 * revision, effective date and next review date (the last review + the cycle). Review dates join the calendar (DOC_REVIEW).
 */
export const mgtDocumentResource = defineResource({
  name: 'mgtDocument',
  title: 'title',
  basePath: DOC_API.documents,
  menuId: DOC_MENU,
  key: { name: 'docNo', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), codeGroup: DOC_CODE_GROUPS.status, inForm: false },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, createOnly: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'categoryCd', type: 'select', label: 'categoryCd', schema: z.enum(DOC_CATEGORIES), codeGroup: DOC_CODE_GROUPS.category, required: true, span: 8 },
    {
      name: 'docNumber', type: 'text', label: 'docNumber', schema: zText(30, { required: true }), required: true, maxLength: 30, span: 8,
      reference: { none: 'the number printed on the document (unique per plant), not a record' },
    },
    { name: 'docTitle', type: 'text', label: 'docTitle', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    { name: 'ownerUserId', type: 'user', label: 'ownerUserId', schema: z.string().trim().min(1).max(50), required: true, span: 8 },
    { name: 'reviewCycleMonths', type: 'number', label: 'reviewCycleMonths', schema: z.number().int().min(1).max(60).default(12), required: true, span: 8 },
    { name: 'currentRevNo', type: 'number', label: 'currentRevNo', schema: z.number().nullish(), serverOnly: true, span: 8 },
    { name: 'effectiveYmd', type: 'date', label: 'effectiveYmd', schema: z.string().nullish(), serverOnly: true, span: 8 },
    { name: 'lastReviewYmd', type: 'date', label: 'lastReviewYmd', schema: z.string().nullish(), serverOnly: true, span: 8 },
    { name: 'nextReviewYmd', type: 'date', label: 'nextReviewYmd', schema: z.string().nullish(), serverOnly: true, span: 8 },
    { name: 'scopeNote', type: 'textarea', label: 'scopeNote', schema: zText(2000), maxLength: 2000, span: 24 },
  ],
  children: [
    {
      // every revision, read-only here (each is written and approved in the 개정 이력 tab)
      name: 'revisions', label: 'revisions', key: 'revisionNo', maxRows: 200, serverOnly: true, sort: { field: 'revNo', order: 'desc' },
      fields: [
        { name: 'revNo', type: 'number', label: 'revNo', schema: z.number().nullish(), serverOnly: true },
        { name: 'revStatusCd', type: 'select', label: 'revStatusCd', schema: z.string().nullish(), codeGroup: DOC_CODE_GROUPS.revStatus, serverOnly: true },
        { name: 'changeSummary', type: 'text', label: 'changeSummary', schema: z.string().nullish(), serverOnly: true },
        { name: 'effectiveYmd', type: 'date', label: 'effectiveYmd', schema: z.string().nullish(), serverOnly: true },
        { name: 'supersededYmd', type: 'date', label: 'supersededYmd', schema: z.string().nullish(), serverOnly: true },
      ],
      columns: [{ name: 'revNo', width: 90 }, { name: 'revStatusCd', width: 110 }, { name: 'changeSummary', width: 300 }, { name: 'effectiveYmd', width: 120 }, { name: 'supersededYmd', width: 120 }],
    },
  ],
  listColumns: [
    { name: 'docNumber', width: 120, sortable: true },
    { name: 'categoryCd', width: 150, align: 'center' },
    { name: 'docTitle', link: true },
    { name: 'currentRevNo', width: 90, align: 'center' },
    { name: 'effectiveYmd', width: 120, align: 'center' },
    { name: 'nextReviewYmd', width: 130, align: 'center', sortable: true },
    { name: 'ownerUserId', width: 110, align: 'center' },
    { name: 'statusCd', width: 90, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'categoryCd', type: 'select', op: 'eq', label: 'categoryCd', codeGroup: DOC_CODE_GROUPS.category, width: 6 },
    { name: 'docTitle', type: 'text', op: 'contains', label: 'docTitle', width: 6 },
    { name: 'docNumber', type: 'text', op: 'contains', label: 'docNumber', width: 6 },
    { name: 'statusCd', type: 'select', op: 'eq', label: 'statusCd', codeGroup: DOC_CODE_GROUPS.status, width: 6 },
  ],
  defaultSort: { field: 'docNumber', order: 'asc' },
  // a plant's documents are read by the whole plant (the owning department is who keeps them, not who may read them)
  scope: { plant: 'plantCd' },
  workflow: mgtDocumentWorkflow,
  // a review due within a month warns; an overdue one is red (a withdrawn document is never due)
  rowTone: (r) => {
    const next = typeof r.nextReviewYmd === 'string' ? r.nextReviewYmd : null;
    if (!next || r.statusCd === 'OBSOLETE') return null;
    const today = ymdIn(new Date(), 'Asia/Seoul');
    return next < today ? 'danger' : next <= addDaysYmd(today, DOC_REVIEW_WARN_DAYS) ? 'warning' : null;
  },
  // 개정안 작성: the next revision's draft in the 개정 이력 tab, the document filled in (a document in force only)
  starts: [{ name: 'mgtDocRevision', label: 'newRevision', copy: { docNo: 'docNo', plantCd: 'plantCd' }, when: (row) => row.statusCd === 'ACTIVE' }],
  i18n: {
    ko: {
      newRevision: '개정안 작성', ...common.ko, title: '문서관리', docNo: '문서 ID', statusCd: '상태', statusNm: '상태', categoryCd: '문서 구분', categoryNm: '문서 구분', ownerUserId: '관리책임자', ownerUserNm: '관리책임자',
      reviewCycleMonths: '검토 주기(개월)', currentRevNo: '현행 개정번호', lastReviewYmd: '최근 검토일', nextReviewYmd: '차기 검토일', scopeNote: '목적·적용 범위',
      revisions: '개정 이력', revStatusCd: '개정 상태', revStatusNm: '개정 상태', changeSummary: '개정 내용', supersededYmd: '구판 처리일',
      rowTone_danger: '검토 기한 경과', rowTone_warning: '검토 임박',
    },
    en: {
      newRevision: 'Draft a revision', ...common.en, title: 'Controlled documents', docNo: 'Document ID', statusCd: 'Status', statusNm: 'Status', categoryCd: 'Category', categoryNm: 'Category', ownerUserId: 'Owner', ownerUserNm: 'Owner',
      reviewCycleMonths: 'Review cycle (months)', currentRevNo: 'Current revision', lastReviewYmd: 'Last review', nextReviewYmd: 'Next review', scopeNote: 'Purpose and scope',
      revisions: 'Revisions', revStatusCd: 'Revision status', revStatusNm: 'Revision status', changeSummary: 'Changes', supersededYmd: 'Superseded on',
      rowTone_danger: 'Review overdue', rowTone_warning: 'Review due soon',
    },
    zh: {
      newRevision: '起草修订', ...common.zh, title: '文件管理', docNo: '文件ID', statusCd: '状态', statusNm: '状态', categoryCd: '文件类别', categoryNm: '文件类别', ownerUserId: '管理负责人', ownerUserNm: '管理负责人',
      reviewCycleMonths: '审查周期(月)', currentRevNo: '现行修订号', lastReviewYmd: '最近审查日', nextReviewYmd: '下次审查日', scopeNote: '目的·适用范围',
      revisions: '修订记录', revStatusCd: '修订状态', revStatusNm: '修订状态', changeSummary: '修订内容', supersededYmd: '旧版处理日',
      rowTone_danger: '审查逾期', rowTone_warning: '即将审查',
    },
    es: {
      newRevision: 'Redactar revisión', ...common.es, title: 'Documentos controlados', docNo: 'ID de documento', statusCd: 'Estado', statusNm: 'Estado', categoryCd: 'Categoría', categoryNm: 'Categoría', ownerUserId: 'Responsable', ownerUserNm: 'Responsable',
      reviewCycleMonths: 'Ciclo de revisión (meses)', currentRevNo: 'Revisión vigente', lastReviewYmd: 'Última revisión', nextReviewYmd: 'Próxima revisión', scopeNote: 'Objeto y alcance',
      revisions: 'Revisiones', revStatusCd: 'Estado de la revisión', revStatusNm: 'Estado de la revisión', changeSummary: 'Cambios', supersededYmd: 'Sustituida el',
      rowTone_danger: 'Revisión vencida', rowTone_warning: 'Revisión próxima',
    },
  },
});

/**
 * 문서 개정 (a revision of a controlled document): drafted with its changes, content and file, approved through 결재
 * (MGT_DOC); the approved revision becomes the document's current one and the one before it is superseded (kept and
 * readable). The server decides the revision number, the plant (the document's), the dates and the state.
 */
export const mgtDocRevisionResource = defineResource({
  name: 'mgtDocRevision',
  title: 'title',
  basePath: DOC_API.revisions,
  menuId: DOC_MENU,
  key: { name: 'revisionNo', type: 'number', generated: true },
  fields: [
    {
      name: 'docNo', type: 'number', label: 'docNo', reference: { to: 'mgtDocument', pick: { ...DOC_PICK, copy: ['plantCd'] } },
      // printed as the document's number and title below, not as its id
      schema: z.number().int().min(1).max(2_147_483_647), required: true, createOnly: true, span: 16, inPrint: false,
    },
    { name: 'revNo', type: 'number', label: 'revNo', schema: z.number().nullish(), serverOnly: true, span: 8 },
    { name: 'docNumber', type: 'text', label: 'docNumber', schema: z.string().nullish(), serverOnly: true, inForm: false, inPrint: true, span: 8 },
    { name: 'docTitle', type: 'text', label: 'docTitle', schema: z.string().nullish(), serverOnly: true, inForm: false, inPrint: true, span: 16 },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, createOnly: true, span: 8 },
    { name: 'revStatusCd', type: 'select', label: 'revStatusCd', schema: z.string().nullish(), codeGroup: DOC_CODE_GROUPS.revStatus, serverOnly: true, span: 8 },
    { name: 'changeSummary', type: 'textarea', label: 'changeSummary', schema: zText(1000, { required: true }), required: true, maxLength: 1000, span: 24 },
    { name: 'content', type: 'textarea', label: 'content', schema: zText(8000), maxLength: 8000, span: 24 },
    { name: 'effectiveYmd', type: 'date', label: 'effectiveYmd', schema: z.string().nullish(), serverOnly: true, span: 8 },
    { name: 'supersededYmd', type: 'date', label: 'supersededYmd', schema: z.string().nullish(), serverOnly: true, span: 8 },
    { name: 'apprStatusCd', type: 'select', label: 'apprStatusCd', schema: z.string().nullish(), codeGroup: 'MGT_APPR_STATUS', serverOnly: true, span: 8 },
  ],
  attachments: [DOC_REVISION_ATTACH],
  listColumns: [
    { name: 'docNumber', width: 120 },
    { name: 'docTitle', link: true },
    { name: 'revNo', width: 90, align: 'center' },
    { name: 'revStatusCd', width: 100, align: 'center' },
    { name: 'effectiveYmd', width: 120, align: 'center' },
    { name: 'changeSummary', width: 260 },
    { name: 'createUserNm', label: 'createUserNm', width: 100, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'revStatusCd', type: 'select', op: 'eq', label: 'revStatusCd', codeGroup: DOC_CODE_GROUPS.revStatus, width: 6 },
    // the document's number or title (a filter of the binding: they are the document's columns)
    { name: 'docText', type: 'text', op: 'contains', label: 'docText', width: 6 },
  ],
  defaultSort: { field: 'revisionNo', order: 'desc' },
  scope: { plant: 'plantCd' },
  approvalType: DOC_APPR_TYPE,
  print: { title: 'printTitle', number: (r) => `${String(r.docNumber ?? '')} Rev.${String(r.revNo ?? '')}` },
  i18n: {
    ko: {
      ...common.ko, title: '문서 개정 이력', printTitle: '문서 제·개정 승인서', revisionNo: '개정 ID', docNo: '문서', revStatusCd: '개정 상태', revStatusNm: '개정 상태',
      changeSummary: '제·개정 사유 및 내용', content: '본문(주요 내용)', supersededYmd: '구판 처리일', apprStatusCd: '결재상태', apprStatusNm: '결재상태', docText: '문서번호·문서명',
      [DOC_REVISION_ATTACH]: '문서 파일',
    },
    en: {
      ...common.en, title: 'Document revisions', printTitle: 'Document revision approval', revisionNo: 'Revision ID', docNo: 'Document', revStatusCd: 'Revision status', revStatusNm: 'Revision status',
      changeSummary: 'Reason and changes', content: 'Content (key points)', supersededYmd: 'Superseded on', apprStatusCd: 'Approval', apprStatusNm: 'Approval', docText: 'Document no. or title',
      [DOC_REVISION_ATTACH]: 'Document file',
    },
    zh: {
      ...common.zh, title: '文件修订记录', printTitle: '文件制定·修订审批书', revisionNo: '修订ID', docNo: '文件', revStatusCd: '修订状态', revStatusNm: '修订状态',
      changeSummary: '制定·修订理由及内容', content: '正文(主要内容)', supersededYmd: '旧版处理日', apprStatusCd: '审批状态', apprStatusNm: '审批状态', docText: '文件编号·名称',
      [DOC_REVISION_ATTACH]: '文件附件',
    },
    es: {
      ...common.es, title: 'Revisiones de documentos', printTitle: 'Aprobación de revisión de documento', revisionNo: 'ID de revisión', docNo: 'Documento', revStatusCd: 'Estado de la revisión', revStatusNm: 'Estado de la revisión',
      changeSummary: 'Motivo y cambios', content: 'Contenido (puntos clave)', supersededYmd: 'Sustituida el', apprStatusCd: 'Aprobación', apprStatusNm: 'Aprobación', docText: 'N.º o título del documento',
      [DOC_REVISION_ATTACH]: 'Archivo del documento',
    },
  },
});
