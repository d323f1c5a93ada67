import { z } from 'zod';
import { defineResource, zText, zYmd } from '../resource/definition.js';
import { defineWorkflow, type TWorkflowLabel } from '../workflow/definition.js';
import { PSM_API, PSM_CODE_GROUPS as G, PSM_MENUS, PSM_MESSAGES } from './psm.const.js';
import { COMMON_LABELS, i18nOf } from './psm.labels.js';

const L = (ko: string, en: string, zh: string, es: string): TWorkflowLabel => ({ ko, en, zh, es });

/**
 * PSM 12 elements (공정안전보고서의 제출·심사·확인 및 이행상태평가 등에 관한 규정): the self-audit checklist template is the
 * code group PSM_ELEMENT (attr1 = ALL: offered to every audit).
 */
export const PSM_ELEMENTS: readonly [code: string, ko: string, en: string, zh: string, es: string][] = [
  ['E01', '공정안전자료', 'Process safety information', '工艺安全资料', 'Información de seguridad del proceso'],
  ['E02', '공정위험성평가', 'Process hazard analysis', '工艺危险性评价', 'Análisis de riesgos del proceso'],
  ['E03', '안전운전지침 및 절차', 'Operating procedures', '安全操作规程', 'Procedimientos operativos'],
  ['E04', '설비점검·검사 및 보수·유지', 'Mechanical integrity', '设备检查及维护', 'Integridad mecánica'],
  ['E05', '안전작업허가', 'Safe work permits', '安全作业许可', 'Permisos de trabajo'],
  ['E06', '도급업체 안전관리', 'Contractor safety', '承包商安全管理', 'Seguridad de contratistas'],
  ['E07', '근로자 등 교육', 'Training', '员工培训', 'Formación'],
  ['E08', '가동 전 점검', 'Pre-start-up review', '开车前检查', 'Revisión previa al arranque'],
  ['E09', '변경요소 관리', 'Management of change', '变更管理', 'Gestión del cambio'],
  ['E10', '자체감사', 'Self-audit', '自我审核', 'Autoauditoría'],
  ['E11', '공정사고 조사', 'Incident investigation', '工艺事故调查', 'Investigación de incidentes'],
  ['E12', '비상조치계획', 'Emergency plan', '应急措施计划', 'Plan de emergencia'],
];

export const psmAuditWorkflow = defineWorkflow({
  statusField: 'statusCd',
  children: { elements: 'record', findings: 'record' },
  initial: 'DRAFT',
  statuses: [
    { code: 'DRAFT', label: L('작성중', 'Draft', '草稿', 'Borrador'), color: 'blue' },
    { code: 'COMPLETED', label: L('감사완료', 'Completed', '审核完成', 'Completada'), color: 'green', final: true, onEnter: [{ kind: 'run', name: 'openActions' }] },
  ],
  transitions: [
    {
      action: 'COMPLETE', label: L('감사 완료', 'Complete', '完成审核', 'Completar'), from: ['DRAFT'], to: 'COMPLETED', who: [{ kind: 'menuWrite', staff: true }],
      guards: [{ name: 'allScored', message: PSM_MESSAGES.auditIncomplete }],
    },
  ],
});

const zScore = z.number().min(0, { message: PSM_MESSAGES.auditScore }).max(100, { message: PSM_MESSAGES.auditScore }).nullish();

/**
 * PSM 자체감사 (yearly, 산안법 시행규칙 제50조 안전운전계획 — 자체감사): a score 0–100 per element; the server computes the
 * total (mean of the scored elements, one decimal) and the grade (P ≥ 90, S 80–<90, M+ 70–<80, M− < 70); completing the
 * audit turns each finding with an assignee and a due date into an improvement action (sourceTypeCd PSM_AUDIT).
 */
export const psmAuditResource = defineResource({
  name: 'psmAudit',
  title: 'title',
  basePath: PSM_API.audit,
  menuId: PSM_MENUS.audit,
  key: { name: 'auditNo', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), codeGroup: G.auditStatus, inForm: false },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'auditTypeCd', type: 'select', label: 'auditTypeCd', schema: z.enum(['SELF']), codeGroup: G.auditType, required: true, createOnly: true, span: 8 },
    { name: 'auditYear', type: 'number', label: 'auditYear', schema: z.number().int().min(2000).max(2100), required: true, span: 8 },
    { name: 'auditTitle', type: 'text', label: 'auditTitle', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    { name: 'auditYmd', type: 'date', label: 'auditYmd', schema: zYmd, required: true, span: 8 },
    { name: 'auditorNm', type: 'text', label: 'auditorNm', schema: zText(200), maxLength: 200, span: 16 },
    { name: 'totalScore', type: 'number', label: 'totalScore', schema: z.number().nullish(), decimals: 1, serverOnly: true, span: 4 },
    { name: 'gradeCd', type: 'select', label: 'gradeCd', schema: z.string().nullish(), codeGroup: G.grade, serverOnly: true, span: 4 },
    { name: 'summary', type: 'textarea', label: 'summary', schema: zText(2000), maxLength: 2000, span: 24 },
  ],
  children: [
    {
      name: 'elements', label: 'elements', key: 'elementNo', rowNoField: 'rowNo', maxRows: 12,
      offer: { codeGroup: G.element, attr: 'attr1', field: 'elementCd', from: ['auditTypeCd'] },
      fields: [
        { name: 'elementCd', type: 'select', label: 'elementCd', schema: z.string().trim().max(20).nullish(), codeGroup: G.element, required: true },
        { name: 'score', type: 'number', label: 'score', schema: zScore, decimals: 1 },
        { name: 'elementComment', type: 'text', label: 'elementComment', schema: zText(500), maxLength: 500 },
      ],
      columns: [{ name: 'elementCd', width: 240 }, { name: 'score', width: 100, align: 'right' }, { name: 'elementComment', width: 400 }],
    },
    {
      name: 'findings', label: 'findings', key: 'findingNo', rowNoField: 'rowNo', maxRows: 60,
      fields: [
        { name: 'elementCd', type: 'select', label: 'elementCd', schema: z.string().trim().max(20).nullish(), codeGroup: G.element, required: true },
        { name: 'content', type: 'text', label: 'content', schema: zText(300), maxLength: 300, required: true },
        { name: 'assigneeUserId', type: 'user', label: 'assigneeUserId', schema: z.string().trim().max(50).nullish() },
        { name: 'dueYmd', type: 'date', label: 'dueYmd', schema: zYmd.nullish() },
        { name: 'actionNo', type: 'number', label: 'actionNo', schema: z.number().int().nullish(), serverOnly: true, reference: { to: 'imprAction' } },
      ],
      columns: [{ name: 'elementCd', width: 200 }, { name: 'content', width: 320 }, { name: 'assigneeUserId', width: 160 }, { name: 'dueYmd', width: 130 }, { name: 'actionNo', width: 100, align: 'center' }],
    },
  ],
  listColumns: [
    { name: 'auditNo', width: 80, align: 'center', sortable: true }, { name: 'statusCd', width: 100, align: 'center' }, { name: 'plantCd', width: 130 },
    { name: 'auditYear', width: 80, align: 'center', sortable: true }, { name: 'auditTitle', link: true }, { name: 'auditYmd', width: 110, align: 'center' },
    { name: 'totalScore', width: 90, align: 'right' }, { name: 'gradeCd', width: 80, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'statusCd', type: 'select', op: 'eq', label: 'statusCd', codeGroup: G.auditStatus, width: 6 },
  ],
  defaultSort: { field: 'auditNo', order: 'desc' },
  scope: { plant: 'plantCd' },
  workflow: psmAuditWorkflow,
  print: { title: 'printTitle', number: (r) => `PSM-AUDIT-${String(r.auditNo)}` },
  i18n: i18nOf(COMMON_LABELS, [
    ['title', 'PSM 자체감사', 'PSM self-audit', 'PSM自我审核', 'Autoauditoría PSM'], ['printTitle', 'PSM 자체감사 결과서', 'PSM self-audit report', 'PSM自我审核报告', 'Informe de autoauditoría PSM'],
    ['auditNo', '감사번호', 'Audit no.', '审核编号', 'N.º de auditoría'], ['statusCd', '상태', 'Status', '状态', 'Estado'], ['statusNm', '상태', 'Status', '状态', 'Estado'],
    ['deptCd', '주관부서', 'Department', '主管部门', 'Departamento'], ['deptNm', '주관부서', 'Department', '主管部门', 'Departamento'], ['auditYear', '연도', 'Year', '年度', 'Año'],
    ['auditTypeCd', '감사 구분', 'Audit type', '审核类别', 'Tipo de auditoría'], ['auditTypeNm', '감사 구분', 'Audit type', '审核类别', 'Tipo de auditoría'],
    ['auditTitle', '감사명', 'Audit', '审核名称', 'Auditoría'], ['auditYmd', '감사일', 'Date', '审核日期', 'Fecha'], ['auditorNm', '감사자', 'Auditors', '审核员', 'Auditores'],
    ['totalScore', '종합점수', 'Total score', '综合得分', 'Puntuación total'], ['gradeCd', '등급', 'Grade', '等级', 'Grado'], ['gradeNm', '등급', 'Grade', '等级', 'Grado'],
    ['summary', '총평', 'Summary', '总评', 'Resumen'], ['elements', '요소별 점수', 'Scores per element', '各要素得分', 'Puntuación por elemento'],
    ['elementCd', '요소', 'Element', '要素', 'Elemento'], ['elementNm', '요소', 'Element', '要素', 'Elemento'], ['score', '점수', 'Score', '得分', 'Puntuación'],
    ['elementComment', '평가 의견', 'Comment', '评价意见', 'Comentario'], ['findings', '지적사항', 'Findings', '发现问题', 'Hallazgos'], ['content', '내용', 'Finding', '内容', 'Hallazgo'],
    ['assigneeUserId', '조치 담당자', 'Assignee', '整改负责人', 'Responsable'], ['assigneeUserNm', '조치 담당자', 'Assignee', '整改负责人', 'Responsable'],
    ['dueYmd', '조치 기한', 'Due', '整改期限', 'Plazo'], ['actionNo', '개선조치', 'Action', '整改措施', 'Acción'],
  ]),
});
