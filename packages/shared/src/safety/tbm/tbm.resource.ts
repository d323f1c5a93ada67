import { z } from 'zod';
import { zSignature } from '../../approvals/index.js';
import { defineResource, zText, zYmd, zYn } from '../../resource/definition.js';
import { defineWorkflow, type TWorkflowLabel } from '../../workflow/definition.js';

/**
 * TBM (작업 전 안전점검회의, Tool Box Meeting): before work the leader goes over today's work, hazards and controls with
 * the crew (employees and vendor workers), checks PPE and health, and every attendee signs on the phone. 완료 needs
 * every attendee's signature; each follow-up with an assignee and a due date becomes an improvement action (TBM).
 */
export const SAF_TBM_MENU = 'SAF_TBM';
export const SAF_TBM_FILES = { photo: 'SAF_TBM_PHOTO' } as const;
export const SAF_TBM_MESSAGES = {
  unsigned: '서명하지 않은 참석자가 있습니다. 참석자 모두 서명해야 완료할 수 있습니다.',
  followUpIncomplete: (rowNo: number) => `${rowNo}번째 후속조치에 담당자와 조치기한을 모두 입력하거나 모두 비워 두세요.`,
  time: '시각은 HH:MM 형식으로 입력하세요.',
} as const;

const L = (ko: string, en: string, zh: string, es: string): TWorkflowLabel => ({ ko, en, zh, es });

export const tbmWorkflow = defineWorkflow({
  statusField: 'statusCd',
  // issue 25: in which statuses each child collection may change ('record' = while the record is editable)
  children: { attendees: 'record', followUps: 'record' },
  initial: 'DRAFT',
  statuses: [
    { code: 'DRAFT', label: L('작성중', 'Draft', '草稿', 'Borrador'), color: 'blue' },
    { code: 'DONE', label: L('완료', 'Done', '已完成', 'Completada'), color: 'green', final: true, onEnter: [{ kind: 'run', name: 'openFollowUps' }] },
  ],
  transitions: [
    {
      action: 'DONE', label: L('TBM 완료', 'Finish TBM', '完成TBM', 'Terminar TBM'), from: ['DRAFT'], to: 'DONE',
      who: [{ kind: 'field', field: 'leaderUserId' }, { kind: 'menuWrite' }], guards: [{ name: 'allSigned', message: SAF_TBM_MESSAGES.unsigned }],
    },
  ],
});

export const tbmResource = defineResource({
  name: 'safTbm',
  title: 'title',
  basePath: '/api/saf/tbm',
  menuId: SAF_TBM_MENU,
  key: { name: 'tbmNo', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), codeGroup: 'SAF_TBM_STATUS', inForm: false },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'leaderUserId', type: 'user', label: 'leaderUserId', schema: z.string().trim().min(1).max(50), required: true, span: 8 },
    { name: 'tbmYmd', type: 'date', label: 'tbmYmd', schema: zYmd, required: true, span: 8 },
    { name: 'tbmTime', type: 'time', label: 'tbmTime', schema: z.string().trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: SAF_TBM_MESSAGES.time }), required: true, span: 8 },
    { name: 'vendorCd', type: 'vendor', label: 'vendorCd', schema: z.string().trim().max(30).nullish(), span: 8 },
    { name: 'workNm', type: 'text', label: 'workNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    { name: 'placeNm', type: 'text', label: 'placeNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 8 },
    { name: 'hazards', type: 'textarea', label: 'hazards', schema: zText(2000), maxLength: 2000, span: 12 },
    { name: 'controls', type: 'textarea', label: 'controls', schema: zText(2000), maxLength: 2000, span: 12 },
    { name: 'ppeCheckedYn', type: 'switch', label: 'ppeCheckedYn', schema: zYn.default('N'), span: 8 },
    { name: 'healthCheckedYn', type: 'switch', label: 'healthCheckedYn', schema: zYn.default('N'), span: 8 },
    { name: 'ppeNote', type: 'text', label: 'ppeNote', schema: zText(300), maxLength: 300, span: 8 },
  ],
  children: [
    {
      name: 'attendees', label: 'attendees', key: 'attendeeNo', rowNoField: 'rowNo', minRows: 1, maxRows: 60,
      fields: [
        { name: 'attendeeTypeCd', type: 'select', label: 'attendeeTypeCd', schema: z.enum(['EMP', 'VENDOR']).nullish(), codeGroup: 'SAF_TBM_ATTENDEE_TYPE', required: true },
        { name: 'attendeeNm', type: 'text', label: 'attendeeNm', schema: zText(100), maxLength: 100, required: true },
        { name: 'orgNm', type: 'text', label: 'orgNm', schema: zText(200), maxLength: 200 },
        { name: 'healthOkYn', type: 'checkbox', label: 'healthOkYn', schema: zYn.nullish() },
        // drawn on the leader's phone by the attendee (PNG data URL)
        { name: 'signature', type: 'textarea', label: 'signature', schema: zSignature.nullish() },
      ],
      columns: [{ name: 'attendeeTypeCd', width: 110 }, { name: 'attendeeNm', width: 120 }, { name: 'orgNm', width: 180 }, { name: 'healthOkYn', width: 100, align: 'center' }],
    },
    {
      name: 'followUps', label: 'followUps', key: 'followUpNo', rowNoField: 'rowNo', maxRows: 20,
      fields: [
        { name: 'content', type: 'text', label: 'content', schema: zText(300), maxLength: 300, required: true },
        { name: 'assigneeUserId', type: 'user', label: 'assigneeUserId', schema: z.string().trim().max(50).nullish() },
        { name: 'dueYmd', type: 'date', label: 'dueYmd', schema: zYmd.nullish() },
        { name: 'actionNo', type: 'number', label: 'actionNo', schema: z.number().int().nullish(), serverOnly: true },
      ],
      columns: [{ name: 'content', width: 320 }, { name: 'assigneeUserId', width: 180 }, { name: 'dueYmd', width: 140 }, { name: 'actionNo', width: 110, align: 'center' }],
    },
  ],
  listColumns: [
    { name: 'tbmYmd', width: 110, align: 'center', sortable: true },
    { name: 'tbmTime', width: 70, align: 'center' },
    { name: 'statusCd', width: 90, align: 'center' },
    { name: 'workNm', link: true },
    { name: 'placeNm', width: 180 },
    { name: 'deptCd', width: 130 },
    { name: 'leaderUserId', width: 100, align: 'center' },
    { name: 'vendorCd', width: 150 },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'deptCd', type: 'dept', op: 'eq', label: 'deptCd', width: 6 },
    { name: 'tbmYmd', type: 'dateRange', op: 'dateRange', label: 'tbmYmd', width: 8 },
    { name: 'workNm', type: 'text', op: 'contains', label: 'workNm', width: 6 },
  ],
  defaultSort: { field: 'tbmYmd', order: 'desc' },
  scope: { plant: 'plantCd', dept: 'deptCd', own: ['leaderUserId'] },
  attachments: [SAF_TBM_FILES.photo],
  workflow: tbmWorkflow,
  print: { title: 'printTitle', number: (r) => `TBM-${String(r.tbmNo)}` },
  i18n: {
    ko: {
      title: 'TBM(작업 전 안전점검회의)', printTitle: 'TBM 회의록', statusCd: '상태', statusNm: '상태', plantCd: '사업장', plantNm: '사업장', deptCd: '부서', deptNm: '부서',
      leaderUserId: 'TBM 리더', leaderUserNm: 'TBM 리더', tbmYmd: '일자', tbmTime: '시각', vendorCd: '협력업체', vendorNm: '협력업체', workNm: '작업내용', placeNm: '작업장소',
      hazards: '오늘의 위험요인', controls: '안전대책', ppeCheckedYn: '보호구 확인', healthCheckedYn: '건강상태 확인', ppeNote: '보호구 비고',
      attendees: '참석자', attendeeTypeCd: '구분', attendeeTypeNm: '구분', attendeeNm: '성명', orgNm: '소속', healthOkYn: '건강 이상 없음', signature: '서명',
      followUps: '후속조치', content: '내용', assigneeUserId: '담당자', assigneeUserNm: '담당자', dueYmd: '조치기한', actionNo: '개선조치 번호', SAF_TBM_PHOTO: 'TBM 사진',
    },
    en: {
      title: 'TBM (pre-work safety meeting)', printTitle: 'TBM record', statusCd: 'Status', statusNm: 'Status', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department',
      leaderUserId: 'Leader', leaderUserNm: 'Leader', tbmYmd: 'Date', tbmTime: 'Time', vendorCd: 'Contractor', vendorNm: 'Contractor', workNm: 'Work', placeNm: 'Place',
      hazards: 'Today\'s hazards', controls: 'Controls', ppeCheckedYn: 'PPE checked', healthCheckedYn: 'Health checked', ppeNote: 'PPE note',
      attendees: 'Attendees', attendeeTypeCd: 'Type', attendeeTypeNm: 'Type', attendeeNm: 'Name', orgNm: 'Organisation', healthOkYn: 'Fit for work', signature: 'Signature',
      followUps: 'Follow-ups', content: 'Follow-up', assigneeUserId: 'Assignee', assigneeUserNm: 'Assignee', dueYmd: 'Due', actionNo: 'Action no.', SAF_TBM_PHOTO: 'TBM photos',
    },
    zh: {
      title: 'TBM(作业前安全会议)', printTitle: 'TBM会议记录', statusCd: '状态', statusNm: '状态', plantCd: '工厂', plantNm: '工厂', deptCd: '部门', deptNm: '部门',
      leaderUserId: 'TBM负责人', leaderUserNm: 'TBM负责人', tbmYmd: '日期', tbmTime: '时间', vendorCd: '协力企业', vendorNm: '协力企业', workNm: '作业内容', placeNm: '作业地点',
      hazards: '今日危险因素', controls: '安全对策', ppeCheckedYn: '防护用品确认', healthCheckedYn: '健康状态确认', ppeNote: '防护用品备注',
      attendees: '参会人员', attendeeTypeCd: '类别', attendeeTypeNm: '类别', attendeeNm: '姓名', orgNm: '单位', healthOkYn: '健康无异常', signature: '签名',
      followUps: '后续措施', content: '内容', assigneeUserId: '负责人', assigneeUserNm: '负责人', dueYmd: '期限', actionNo: '整改措施编号', SAF_TBM_PHOTO: 'TBM照片',
    },
    es: {
      title: 'TBM (reunión previa al trabajo)', printTitle: 'Acta de TBM', statusCd: 'Estado', statusNm: 'Estado', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento',
      leaderUserId: 'Líder', leaderUserNm: 'Líder', tbmYmd: 'Fecha', tbmTime: 'Hora', vendorCd: 'Contratista', vendorNm: 'Contratista', workNm: 'Trabajo', placeNm: 'Lugar',
      hazards: 'Peligros de hoy', controls: 'Medidas', ppeCheckedYn: 'EPP revisado', healthCheckedYn: 'Salud revisada', ppeNote: 'Nota EPP',
      attendees: 'Asistentes', attendeeTypeCd: 'Tipo', attendeeTypeNm: 'Tipo', attendeeNm: 'Nombre', orgNm: 'Organización', healthOkYn: 'Apto', signature: 'Firma',
      followUps: 'Seguimientos', content: 'Seguimiento', assigneeUserId: 'Responsable', assigneeUserNm: 'Responsable', dueYmd: 'Fecha límite', actionNo: 'N.º de acción', SAF_TBM_PHOTO: 'Fotos de TBM',
    },
  },
});
