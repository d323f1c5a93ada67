import { z } from 'zod';
import { defineResource, zText, zYmd, zYn } from '../../resource/definition.js';
import { defineWorkflow, type TWorkflowLabel } from '../../workflow/definition.js';

/**
 * 순회점검 지적사항 (patrol findings; 산안법 제64조 제1항 제2호: the 도급인 patrols the workplace — weekly, construction
 * every two days — and 합동 안전보건점검 with the contractors). One row per finding: place, category, photo; fixed on
 * the spot, or turned into an improvement action (PATROL, the finding number). A finding of a joint patrol assigned
 * to a contractor is seen and answered by that contractor only.
 */
export const SAF_PATROL_MENU = 'SAF_PATROL';
export const SAF_PATROL_FILES = { photo: 'SAF_PATROL_PHOTO' } as const;
export const SAF_PATROL_MESSAGES = {
  answerRequired: '조치 답변을 입력하세요.',
  /** history comment of the close taken when the finding's last improvement action is done */
  closedByAction: '개선조치 완료로 종결',
  vendorAnswerOnly: '협력업체는 조치 답변만 입력할 수 있습니다.',
  actionFields: '개선조치로 등록하려면 담당자와 조치기한을 입력하세요.',
  openActions: '완료되지 않은 개선조치가 있어 종결할 수 없습니다.',
  planPlant: '순회점검 계획이 이 사업장의 계획이 아닙니다.',
  planMissing: '순회점검 계획을 찾을 수 없습니다.',
} as const;

/**
 * the patrol plans a finding may be linked to (the finding form's and the phone page's picker): plans in use of the
 * plant, in the caller's scope, due today or overdue first (`{ list: [{ planNo, planNm, nextDueYmd, … }] }`)
 */
export const SAF_PATROL_DUE_PLANS_API = '/api/saf/patrol/plans/due-options';

const L = (ko: string, en: string, zh: string, es: string): TWorkflowLabel => ({ ko, en, zh, es });
// the safety team (plant users with the write right): the contractor holds write on the menu for its answer only
const staff = [{ kind: 'menuWrite' as const, staff: true }];

export const patrolFindingWorkflow = defineWorkflow({
  statusField: 'statusCd',
  initial: 'OPEN',
  statuses: [
    { code: 'OPEN', label: L('지적', 'Open', '已指出', 'Abierta'), color: 'red' },
    { code: 'ANSWERED', label: L('업체 답변', 'Answered', '企业已答复', 'Respondida'), color: 'purple', onEnter: [{ kind: 'notify', to: ['owner'] }] },
    { code: 'ACTION', label: L('개선조치 중', 'In action', '整改中', 'En acción'), color: 'orange', onEnter: [{ kind: 'run', name: 'openAction' }] },
    { code: 'CLOSED', label: L('종결', 'Closed', '已结案', 'Cerrada'), color: 'green', final: true },
  ],
  transitions: [
    { action: 'ANSWER', label: L('조치 답변', 'Answer', '答复', 'Responder'), from: ['OPEN'], to: 'ANSWERED', who: [{ kind: 'vendor', field: 'vendorCd' }], guards: [{ name: 'hasAnswer', message: SAF_PATROL_MESSAGES.answerRequired }] },
    { action: 'TO_ACTION', label: L('개선조치 등록', 'Make an action', '登记整改措施', 'Crear acción'), from: ['OPEN', 'ANSWERED'], to: 'ACTION', who: staff, guards: [{ name: 'actionFields', message: SAF_PATROL_MESSAGES.actionFields }] },
    { action: 'CLOSE', label: L('종결', 'Close', '结案', 'Cerrar'), from: ['OPEN', 'ANSWERED', 'ACTION'], to: 'CLOSED', who: staff, guards: [{ name: 'noOpenActions', message: SAF_PATROL_MESSAGES.openActions }] },
  ],
});

export const patrolFindingResource = defineResource({
  name: 'safPatrolFinding',
  title: 'title',
  basePath: '/api/saf/patrol/findings',
  menuId: SAF_PATROL_MENU,
  key: { name: 'findingNo', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), codeGroup: 'SAF_PATROL_STATUS', inForm: false },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'patrolYmd', type: 'date', label: 'patrolYmd', schema: zYmd, required: true, span: 8 },
    { name: 'patrolTypeCd', type: 'select', label: 'patrolTypeCd', schema: z.enum(['PATROL', 'JOINT']), codeGroup: 'SAF_PATROL_TYPE', required: true, span: 8 },
    { name: 'placeNm', type: 'text', label: 'placeNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 8 },
    { name: 'categoryCd', type: 'select', label: 'categoryCd', schema: z.string().trim().min(1).max(20), codeGroup: 'SAF_PATROL_CATEGORY', required: true, span: 8 },
    { name: 'content', type: 'textarea', label: 'content', schema: zText(1000, { required: true }), required: true, maxLength: 1000, span: 24 },
    { name: 'fixedOnSpotYn', type: 'switch', label: 'fixedOnSpotYn', schema: zYn.default('N'), span: 8 },
    { name: 'vendorCd', type: 'vendor', label: 'vendorCd', schema: z.string().trim().max(30).nullish(), span: 8 },
    { name: 'assigneeUserId', type: 'user', label: 'assigneeUserId', schema: z.string().trim().max(50).nullish(), span: 8 },
    { name: 'dueYmd', type: 'date', label: 'dueYmd', schema: zYmd.nullish(), span: 8 },
    { name: 'vendorAnswer', type: 'textarea', label: 'vendorAnswer', schema: zText(1000), maxLength: 1000, span: 24 },
    { name: 'actionNo', type: 'number', label: 'actionNo', schema: z.number().int().nullish(), serverOnly: true, span: 8 },
    // the patrol plan the finding was made under (optional): the plan counts the patrol as done on the finding's date
    {
      name: 'planNo', type: 'number', reference: { to: 'safPatrolPlan' }, label: 'planNo', schema: z.number().int().min(1).max(2_147_483_647).nullish(), span: 12,
      optionsFrom: { url: `${SAF_PATROL_DUE_PLANS_API}?plantCd={plantCd}&ymd={patrolYmd}`, value: 'planNo', label: 'planNm' },
    },
    { name: 'planDueYmd', type: 'date', label: 'planDueYmd', schema: zYmd.nullish(), serverOnly: true, span: 8 },
    { name: 'planNm', type: 'text', label: 'planNm', schema: z.string().nullish(), serverOnly: true, inForm: false },
  ],
  listColumns: [
    { name: 'patrolYmd', width: 110, align: 'center', sortable: true },
    { name: 'patrolTypeCd', width: 100, align: 'center' },
    { name: 'statusCd', width: 110, align: 'center' },
    { name: 'placeNm', width: 180 },
    { name: 'categoryCd', width: 120 },
    { name: 'content', link: true },
    { name: 'vendorCd', width: 160 },
    { name: 'deptCd', width: 130 },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'patrolTypeCd', type: 'select', op: 'eq', label: 'patrolTypeCd', codeGroup: 'SAF_PATROL_TYPE', width: 6 },
    { name: 'statusCd', type: 'select', op: 'eq', label: 'statusCd', codeGroup: 'SAF_PATROL_STATUS', width: 6 },
    { name: 'patrolYmd', type: 'dateRange', op: 'dateRange', label: 'patrolYmd', width: 8 },
    { name: 'placeNm', type: 'text', op: 'contains', label: 'placeNm', width: 6 },
  ],
  defaultSort: { field: 'patrolYmd', order: 'desc' },
  scope: { plant: 'plantCd', dept: 'deptCd', vendor: 'vendorCd', own: ['assigneeUserId'] },
  attachments: [SAF_PATROL_FILES.photo],
  vendorAnswersOnly: true,
  workflow: patrolFindingWorkflow,
  rowTone: (r) => (r.statusCd === 'OPEN' && r.fixedOnSpotYn !== 'Y' ? 'warning' : null),
  i18n: {
    ko: {
      planNo: '순회점검 계획', planNm: '순회점검 계획', planDueYmd: '계획 점검예정일', title: '순회점검 지적사항', statusCd: '상태', statusNm: '상태', plantCd: '사업장', plantNm: '사업장', deptCd: '점검부서', deptNm: '점검부서', patrolYmd: '점검일',
      patrolTypeCd: '점검구분', patrolTypeNm: '점검구분', placeNm: '장소', categoryCd: '분류', categoryNm: '분류', content: '지적내용', fixedOnSpotYn: '현장 즉시 조치',
      vendorCd: '조치 협력업체', vendorNm: '조치 협력업체', assigneeUserId: '조치 담당자', assigneeUserNm: '조치 담당자', dueYmd: '조치기한', vendorAnswer: '업체 조치 답변', actionNo: '개선조치 번호', SAF_PATROL_PHOTO: '지적 사진',
    },
    en: {
      planNo: 'Patrol plan', planNm: 'Patrol plan', planDueYmd: 'Plan due date', title: 'Patrol findings', statusCd: 'Status', statusNm: 'Status', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department', patrolYmd: 'Date',
      patrolTypeCd: 'Patrol', patrolTypeNm: 'Patrol', placeNm: 'Place', categoryCd: 'Category', categoryNm: 'Category', content: 'Finding', fixedOnSpotYn: 'Fixed on the spot',
      vendorCd: 'Contractor', vendorNm: 'Contractor', assigneeUserId: 'Assignee', assigneeUserNm: 'Assignee', dueYmd: 'Due', vendorAnswer: 'Contractor answer', actionNo: 'Action no.', SAF_PATROL_PHOTO: 'Photos',
    },
    zh: {
      planNo: '巡检计划', planNm: '巡检计划', planDueYmd: '计划检查日', title: '巡检指出事项', statusCd: '状态', statusNm: '状态', plantCd: '工厂', plantNm: '工厂', deptCd: '检查部门', deptNm: '检查部门', patrolYmd: '检查日期',
      patrolTypeCd: '检查类别', patrolTypeNm: '检查类别', placeNm: '地点', categoryCd: '分类', categoryNm: '分类', content: '指出内容', fixedOnSpotYn: '现场立即整改',
      vendorCd: '整改协力企业', vendorNm: '整改协力企业', assigneeUserId: '整改负责人', assigneeUserNm: '整改负责人', dueYmd: '期限', vendorAnswer: '企业答复', actionNo: '整改措施编号', SAF_PATROL_PHOTO: '照片',
    },
    es: {
      planNo: 'Plan de ronda', planNm: 'Plan de ronda', planDueYmd: 'Fecha prevista del plan', title: 'Hallazgos de rondas', statusCd: 'Estado', statusNm: 'Estado', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento', patrolYmd: 'Fecha',
      patrolTypeCd: 'Ronda', patrolTypeNm: 'Ronda', placeNm: 'Lugar', categoryCd: 'Categoría', categoryNm: 'Categoría', content: 'Hallazgo', fixedOnSpotYn: 'Corregido en el acto',
      vendorCd: 'Contratista', vendorNm: 'Contratista', assigneeUserId: 'Responsable', assigneeUserNm: 'Responsable', dueYmd: 'Fecha límite', vendorAnswer: 'Respuesta del contratista', actionNo: 'N.º de acción', SAF_PATROL_PHOTO: 'Fotos',
    },
  },
});
