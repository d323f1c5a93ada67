import { z } from 'zod';
import { defineResource, zText, zYmd, zYn } from '../../resource/definition.js';
import { defineWorkflow, type TWorkflowLabel } from '../../workflow/definition.js';

/**
 * 행동관찰 (behaviour-based safety observation, BBS; issue 31 item 3): an observer watches a task in an area of the plant
 * for a few minutes and tallies safe and at-risk behaviours per category (보호구, 자세·위치, 공구·장비, 정리정돈, 작업절차 —
 * code data, a plant adds its own), gives feedback on the spot or not, and may stay anonymous. The observer is the
 * logged-in user (server-set, never the client's claim). An observation with at-risk behaviours may become one
 * improvement action (OBSERVATION, the observation number); an observation with open actions does not close.
 */
export const SAF_OBS_MENU = 'SAF_OBS';
export const SAF_OBS_MOBILE_MENU = 'SAF_OBS_MOBILE';
export const SAF_OBS_STAT_MENU = 'SAF_OBS_STAT';
export const SAF_OBS_API = '/api/saf/observations';
export const SAF_OBS_FILES = { photo: 'SAF_OBS_PHOTO' } as const;
export const SAF_OBS_CODE_GROUPS = { status: 'SAF_OBS_STATUS', category: 'SAF_OBS_CATEGORY', area: 'SAF_WKOD_AREA' } as const;
/** the standard categories (code group SAF_OBS_CATEGORY, systemYn N: a plant adds its own) */
export const SAF_OBS_CATEGORIES = [
  { code: 'PPE', ko: '보호구', en: 'PPE', zh: '防护用品', es: 'EPP' },
  { code: 'POSITION', ko: '자세·위치', en: 'Body position', zh: '姿势·位置', es: 'Posición del cuerpo' },
  { code: 'TOOLS', ko: '공구·장비', en: 'Tools and equipment', zh: '工具·设备', es: 'Herramientas y equipos' },
  { code: 'HOUSEKEEPING', ko: '정리정돈', en: 'Housekeeping', zh: '整理整顿', es: 'Orden y limpieza' },
  { code: 'PROCEDURE', ko: '작업절차', en: 'Procedures', zh: '作业程序', es: 'Procedimientos' },
] as const;
/** the duties that act on observations (make the action, close): team leaders and safety managers */
export const SAF_OBS_ACT_DUTIES = ['DUT03', 'DUT06'];
export const SAF_OBS_MESSAGES = {
  noRisk: '불안전 행동이 없는 관찰은 개선조치로 등록할 수 없습니다.',
  actionFields: '개선조치로 등록하려면 담당자와 조치기한을 입력하세요.',
  openActions: '완료되지 않은 개선조치가 있어 종결할 수 없습니다.',
  closedByAction: '개선조치 완료로 종결',
  duplicateCategory: (rowNo: number) => `${rowNo}번째 행의 분류가 앞의 행과 같습니다. 분류마다 한 행으로 입력하세요.`,
  noBehaviour: '안전 또는 불안전 행동을 한 건 이상 입력하세요.',
  time: '시각은 HH:MM 형식으로 입력하세요.',
  /** shown instead of the observer's name of an anonymous observation */
  anonymous: '익명',
} as const;

const L = (ko: string, en: string, zh: string, es: string): TWorkflowLabel => ({ ko, en, zh, es });
const actors = [{ kind: 'duty' as const, dutyCds: SAF_OBS_ACT_DUTIES }];

export const observationWorkflow = defineWorkflow({
  statusField: 'statusCd',
  children: { tallies: 'record' },
  initial: 'OPEN',
  statuses: [
    { code: 'OPEN', label: L('등록', 'Recorded', '已登记', 'Registrada'), color: 'blue' },
    { code: 'ACTION', label: L('개선조치 중', 'In action', '整改中', 'En acción'), color: 'orange', onEnter: [{ kind: 'run', name: 'openAction' }] },
    { code: 'CLOSED', label: L('종결', 'Closed', '已结案', 'Cerrada'), color: 'green', final: true },
  ],
  transitions: [
    {
      action: 'TO_ACTION', label: L('개선조치 등록', 'Make an action', '登记整改措施', 'Crear acción'), from: ['OPEN'], to: 'ACTION', who: actors,
      guards: [
        { name: 'hasRisk', message: SAF_OBS_MESSAGES.noRisk, test: (r) => Number(r.riskCnt ?? 0) > 0 },
        { name: 'actionFields', message: SAF_OBS_MESSAGES.actionFields, test: (r) => !!r.assigneeUserId && !!r.dueYmd },
      ],
    },
    { action: 'CLOSE', label: L('종결', 'Close', '结案', 'Cerrar'), from: ['OPEN', 'ACTION'], to: 'CLOSED', who: actors, guards: [{ name: 'noOpenActions', message: SAF_OBS_MESSAGES.openActions }] },
  ],
});

const zCount = z.number().int().min(0).max(999);

export const observationResource = defineResource({
  name: 'safObservation',
  title: 'title',
  basePath: SAF_OBS_API,
  menuId: SAF_OBS_MENU,
  key: { name: 'obsNo', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), codeGroup: SAF_OBS_CODE_GROUPS.status, inForm: false },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'areaCd', type: 'select', label: 'areaCd', schema: z.string().trim().min(1).max(30), codeGroup: SAF_OBS_CODE_GROUPS.area, codeOwner: { attr: 'attr1', field: 'plantCd' }, required: true, span: 8 },
    { name: 'taskNm', type: 'text', label: 'taskNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 14 },
    { name: 'obsYmd', type: 'date', label: 'obsYmd', schema: zYmd, required: true, span: 6 },
    { name: 'obsTime', type: 'time', label: 'obsTime', schema: z.string().trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: SAF_OBS_MESSAGES.time }), required: true, span: 4 },
    // the logged-in user who recorded it (server-set on create; hidden in anonymous observations but to administrators)
    { name: 'observerUserId', type: 'user', label: 'observerUserId', schema: z.string().nullish(), serverOnly: true, span: 8 },
    { name: 'anonymousYn', type: 'switch', label: 'anonymousYn', schema: zYn.default('N'), span: 8 },
    { name: 'peopleCnt', type: 'number', label: 'peopleCnt', schema: z.number().int().min(1).max(999), required: true, span: 8 },
    { name: 'feedbackYn', type: 'switch', label: 'feedbackYn', schema: zYn.default('N'), span: 8 },
    { name: 'safeCnt', type: 'number', label: 'safeCnt', schema: z.number().int().nullish(), serverOnly: true, span: 8 },
    { name: 'riskCnt', type: 'number', label: 'riskCnt', schema: z.number().int().nullish(), serverOnly: true, span: 8 },
    { name: 'comment', type: 'textarea', label: 'comment', schema: zText(1000), maxLength: 1000, span: 24 },
    { name: 'assigneeUserId', type: 'user', label: 'assigneeUserId', schema: z.string().trim().max(50).nullish(), span: 8 },
    { name: 'dueYmd', type: 'date', label: 'dueYmd', schema: zYmd.nullish(), span: 8 },
    { name: 'actionNo', type: 'number', label: 'actionNo', schema: z.number().int().nullish(), serverOnly: true, span: 8 },
  ],
  children: [
    {
      name: 'tallies', label: 'tallies', key: 'tallyNo', rowNoField: 'rowNo', minRows: 1, maxRows: 30,
      fields: [
        { name: 'categoryCd', type: 'select', label: 'categoryCd', schema: z.string().trim().min(1).max(20), codeGroup: SAF_OBS_CODE_GROUPS.category, required: true },
        { name: 'safeCnt', type: 'number', label: 'safeCnt', schema: zCount, required: true },
        { name: 'riskCnt', type: 'number', label: 'riskCnt', schema: zCount, required: true },
        { name: 'note', type: 'text', label: 'note', schema: zText(300), maxLength: 300 },
      ],
      columns: [{ name: 'categoryCd', width: 160 }, { name: 'safeCnt', width: 110, align: 'right' }, { name: 'riskCnt', width: 110, align: 'right' }, { name: 'note', width: 320 }],
    },
  ],
  listColumns: [
    { name: 'obsYmd', width: 110, align: 'center', sortable: true },
    { name: 'obsTime', width: 70, align: 'center' },
    { name: 'statusCd', width: 110, align: 'center' },
    { name: 'areaCd', width: 150 },
    { name: 'taskNm', link: true },
    { name: 'safeCnt', width: 90, align: 'right' },
    { name: 'riskCnt', width: 90, align: 'right' },
    { name: 'feedbackYn', width: 90, align: 'center' },
    { name: 'observerUserId', width: 110, align: 'center' },
    { name: 'deptCd', width: 130 },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'deptCd', type: 'dept', op: 'eq', label: 'deptCd', width: 6 },
    { name: 'areaCd', type: 'select', op: 'eq', label: 'areaCd', codeGroup: SAF_OBS_CODE_GROUPS.area, codeOwner: { attr: 'attr1', field: 'plantCd' }, width: 6 },
    { name: 'statusCd', type: 'select', op: 'eq', label: 'statusCd', codeGroup: SAF_OBS_CODE_GROUPS.status, width: 6 },
    { name: 'obsYmd', type: 'dateRange', op: 'dateRange', label: 'obsYmd', width: 8 },
    { name: 'taskNm', type: 'text', op: 'contains', label: 'taskNm', width: 6 },
  ],
  defaultSort: { field: 'obsYmd', order: 'desc' },
  scope: { plant: 'plantCd', dept: 'deptCd', own: ['observerUserId', 'assigneeUserId'] },
  attachments: [SAF_OBS_FILES.photo],
  workflow: observationWorkflow,
  print: { title: 'printTitle', number: (r) => `BBS-${String(r.obsNo)}` },
  rowTone: (r) => (r.statusCd !== 'CLOSED' && Number(r.riskCnt ?? 0) > 0 ? 'warning' : null),
  i18n: {
    ko: {
      title: '행동관찰', printTitle: '행동관찰 기록표', statusCd: '상태', statusNm: '상태', plantCd: '사업장', plantNm: '사업장', deptCd: '부서', deptNm: '부서',
      areaCd: '구역', areaNm: '구역', taskNm: '작업내용', obsYmd: '관찰일', obsTime: '시각', observerUserId: '관찰자', observerUserNm: '관찰자', anonymousYn: '익명',
      peopleCnt: '관찰 인원', feedbackYn: '피드백 실시', safeCnt: '안전', riskCnt: '불안전', comment: '의견', assigneeUserId: '조치 담당자', assigneeUserNm: '조치 담당자',
      dueYmd: '조치기한', actionNo: '개선조치 번호', tallies: '분류별 관찰', categoryCd: '분류', categoryNm: '분류', note: '비고', SAF_OBS_PHOTO: '관찰 사진',
    },
    en: {
      title: 'Behaviour observations', printTitle: 'Behaviour observation record', statusCd: 'Status', statusNm: 'Status', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department',
      areaCd: 'Area', areaNm: 'Area', taskNm: 'Task', obsYmd: 'Date', obsTime: 'Time', observerUserId: 'Observer', observerUserNm: 'Observer', anonymousYn: 'Anonymous',
      peopleCnt: 'People observed', feedbackYn: 'Feedback given', safeCnt: 'Safe', riskCnt: 'At risk', comment: 'Comment', assigneeUserId: 'Action assignee', assigneeUserNm: 'Action assignee',
      dueYmd: 'Due', actionNo: 'Action no.', tallies: 'By category', categoryCd: 'Category', categoryNm: 'Category', note: 'Note', SAF_OBS_PHOTO: 'Photos',
    },
    zh: {
      title: '行为观察', printTitle: '行为观察记录表', statusCd: '状态', statusNm: '状态', plantCd: '工厂', plantNm: '工厂', deptCd: '部门', deptNm: '部门',
      areaCd: '区域', areaNm: '区域', taskNm: '作业内容', obsYmd: '观察日期', obsTime: '时间', observerUserId: '观察人', observerUserNm: '观察人', anonymousYn: '匿名',
      peopleCnt: '观察人数', feedbackYn: '已反馈', safeCnt: '安全', riskCnt: '不安全', comment: '意见', assigneeUserId: '整改负责人', assigneeUserNm: '整改负责人',
      dueYmd: '期限', actionNo: '整改措施编号', tallies: '分类观察', categoryCd: '分类', categoryNm: '分类', note: '备注', SAF_OBS_PHOTO: '观察照片',
    },
    es: {
      title: 'Observaciones de conducta', printTitle: 'Registro de observación de conducta', statusCd: 'Estado', statusNm: 'Estado', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento',
      areaCd: 'Zona', areaNm: 'Zona', taskNm: 'Tarea', obsYmd: 'Fecha', obsTime: 'Hora', observerUserId: 'Observador', observerUserNm: 'Observador', anonymousYn: 'Anónima',
      peopleCnt: 'Personas observadas', feedbackYn: 'Retroalimentación dada', safeCnt: 'Seguras', riskCnt: 'En riesgo', comment: 'Comentario', assigneeUserId: 'Responsable de la acción', assigneeUserNm: 'Responsable de la acción',
      dueYmd: 'Fecha límite', actionNo: 'N.º de acción', tallies: 'Por categoría', categoryCd: 'Categoría', categoryNm: 'Categoría', note: 'Nota', SAF_OBS_PHOTO: 'Fotos',
    },
  },
});
