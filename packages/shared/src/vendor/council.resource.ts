import { z } from 'zod';
import { isValidDateRange } from '../resource/rules.js';
import { defineResource, zText, zYmd } from '../resource/definition.js';
import { defineWorkflow, type TWorkflowLabel } from '../workflow/definition.js';

/**
 * 안전보건협의체 (산안법 제64조 제1항 제1호: the 도급인 and every 수급인 meet monthly): minutes with the attendees of
 * both sides, the agenda and the decisions. Confirming the minutes turns every decision with an assignee and a due
 * date into an improvement action (sourceTypeCd COMMITTEE, sourceKey = the council number); the minutes then lock.
 */
export const VND_COUNCIL_MENU = 'VND_COUNCIL';
export const VND_ATTENDEE_TYPE_CODE_GROUP = 'VND_ATTENDEE_TYPE';
export const VND_COUNCIL_MESSAGES = {
  bothSides: '도급인과 수급인 참석자가 각각 1명 이상 있어야 확정할 수 있습니다.',
  decisionIncomplete: (rowNo: number) => `${rowNo}번째 결정사항에 담당자와 조치기한을 모두 입력하거나 모두 비워 두세요.`,
} as const;

const L = (ko: string, en: string, zh: string, es: string): TWorkflowLabel => ({ ko, en, zh, es });

export const vendorCouncilWorkflow = defineWorkflow({
  statusField: 'statusCd',
  // issue 25: in which statuses each child collection may change ('record' = while the record is editable)
  children: { attendees: 'record', decisions: 'record' },
  initial: 'DRAFT',
  statuses: [
    { code: 'DRAFT', label: L('작성중', 'Draft', '草稿', 'Borrador'), color: 'blue' },
    { code: 'CONFIRMED', label: L('확정', 'Confirmed', '已确认', 'Confirmada'), color: 'green', final: true, onEnter: [{ kind: 'run', name: 'openActions' }] },
  ],
  transitions: [
    {
      action: 'CONFIRM', label: L('회의록 확정', 'Confirm minutes', '确认会议记录', 'Confirmar acta'), from: ['DRAFT'], to: 'CONFIRMED',
      who: [{ kind: 'menuWrite' }], guards: [{ name: 'bothSides', message: VND_COUNCIL_MESSAGES.bothSides }],
    },
  ],
});

export const vendorCouncilResource = defineResource({
  name: 'vendorCouncil',
  title: 'title',
  basePath: '/api/vendor/councils',
  menuId: VND_COUNCIL_MENU,
  key: { name: 'councilNo', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), codeGroup: 'VND_COUNCIL_STATUS', inForm: false },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'meetingYmd', type: 'date', label: 'meetingYmd', schema: zYmd, required: true, span: 8 },
    { name: 'councilTitle', type: 'text', label: 'councilTitle', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    { name: 'place', type: 'text', label: 'place', schema: zText(200), maxLength: 200, span: 8 },
    { name: 'agenda', type: 'textarea', label: 'agenda', schema: zText(4000), maxLength: 4000, span: 24 },
    { name: 'minutes', type: 'textarea', label: 'minutes', schema: zText(8000), maxLength: 8000, span: 24 },
    { name: 'nextMeetingYmd', type: 'date', label: 'nextMeetingYmd', schema: zYmd.nullish(), span: 8 },
  ],
  children: [
    {
      name: 'attendees', label: 'attendees', key: 'attendeeNo', rowNoField: 'rowNo', maxRows: 60,
      fields: [
        { name: 'attendeeTypeCd', type: 'select', label: 'attendeeTypeCd', schema: z.enum(['OWNER', 'CONTRACTOR']).nullish(), codeGroup: VND_ATTENDEE_TYPE_CODE_GROUP, required: true },
        { name: 'orgNm', type: 'text', label: 'orgNm', schema: zText(200), maxLength: 200, required: true },
        { name: 'attendeeNm', type: 'text', label: 'attendeeNm', schema: zText(100), maxLength: 100, required: true },
        { name: 'positionNm', type: 'text', label: 'positionNm', schema: zText(100), maxLength: 100 },
      ],
      columns: [{ name: 'attendeeTypeCd', width: 120 }, { name: 'orgNm', width: 200 }, { name: 'attendeeNm', width: 120 }, { name: 'positionNm', width: 140 }],
    },
    {
      name: 'decisions', label: 'decisions', key: 'decisionNo', rowNoField: 'rowNo', maxRows: 30,
      fields: [
        { name: 'content', type: 'text', label: 'content', schema: zText(300), maxLength: 300, required: true },
        { name: 'assigneeUserId', type: 'user', label: 'assigneeUserId', schema: z.string().trim().max(50).nullish() },
        { name: 'dueYmd', type: 'date', label: 'dueYmd', schema: zYmd.nullish() },
        { name: 'actionNo', type: 'number', label: 'actionNo', schema: z.number().int().nullish(), serverOnly: true },
      ],
      columns: [{ name: 'content', width: 320 }, { name: 'assigneeUserId', width: 200 }, { name: 'dueYmd', width: 150 }, { name: 'actionNo', width: 110, align: 'center' }],
    },
  ],
  listColumns: [
    { name: 'meetingYmd', width: 120, align: 'center', sortable: true },
    { name: 'statusCd', width: 100, align: 'center' },
    { name: 'councilTitle', link: true },
    { name: 'place', width: 200 },
    { name: 'deptCd', width: 140 },
    { name: 'createUserNm', label: 'createUserNm', width: 100, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'meetingYmd', type: 'dateRange', op: 'dateRange', label: 'meetingYmd', width: 8 },
    { name: 'councilTitle', type: 'text', op: 'contains', label: 'councilTitle', width: 6 },
  ],
  defaultSort: { field: 'meetingYmd', order: 'desc' },
  scope: { plant: 'plantCd' },
  attachments: ['VND_COUNCIL'],
  workflow: vendorCouncilWorkflow,
  print: { title: 'printTitle', number: (r) => `협의체-${String(r.councilNo)}` },
  // (the decisions' assignee/due pairing is checked by the server with the rows: VND_COUNCIL_MESSAGES.decisionIncomplete)
  validate: (v) =>
    typeof v.meetingYmd === 'string' && typeof v.nextMeetingYmd === 'string' && v.nextMeetingYmd && !isValidDateRange(v.meetingYmd, v.nextMeetingYmd)
      ? { field: 'nextMeetingYmd', message: '다음 회의일은 회의일보다 빠를 수 없습니다.' }
      : null,
  i18n: {
    ko: {
      title: '안전보건협의체', printTitle: '안전보건협의체 회의록', statusCd: '상태', statusNm: '상태', plantCd: '사업장', plantNm: '사업장', deptCd: '주관부서', deptNm: '주관부서',
      meetingYmd: '회의일', councilTitle: '회의명', place: '장소', agenda: '안건', minutes: '회의 내용', nextMeetingYmd: '다음 회의일',
      attendees: '참석자', attendeeTypeCd: '구분', orgNm: '소속', attendeeNm: '성명', positionNm: '직위',
      decisions: '결정사항', content: '내용', assigneeUserId: '담당자', dueYmd: '조치기한', actionNo: '개선조치 번호', createUserNm: '작성자', VND_COUNCIL: '회의 자료·사진',
    },
    en: {
      title: 'Safety and health council', printTitle: 'Safety and health council minutes', statusCd: 'Status', statusNm: 'Status', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Organising dept.', deptNm: 'Organising dept.',
      meetingYmd: 'Meeting date', councilTitle: 'Meeting', place: 'Place', agenda: 'Agenda', minutes: 'Minutes', nextMeetingYmd: 'Next meeting',
      attendees: 'Attendees', attendeeTypeCd: 'Side', orgNm: 'Organisation', attendeeNm: 'Name', positionNm: 'Position',
      decisions: 'Decisions', content: 'Decision', assigneeUserId: 'Assignee', dueYmd: 'Due date', actionNo: 'Action no.', createUserNm: 'Author', VND_COUNCIL: 'Documents and photos',
    },
    zh: {
      title: '安全卫生协议体', printTitle: '安全卫生协议体会议记录', statusCd: '状态', statusNm: '状态', plantCd: '工厂', plantNm: '工厂', deptCd: '主管部门', deptNm: '主管部门',
      meetingYmd: '会议日期', councilTitle: '会议名称', place: '地点', agenda: '议题', minutes: '会议内容', nextMeetingYmd: '下次会议日期',
      attendees: '参会人员', attendeeTypeCd: '类别', orgNm: '单位', attendeeNm: '姓名', positionNm: '职位',
      decisions: '决定事项', content: '内容', assigneeUserId: '负责人', dueYmd: '期限', actionNo: '整改措施编号', createUserNm: '作者', VND_COUNCIL: '会议资料·照片',
    },
    es: {
      title: 'Comité de seguridad y salud', printTitle: 'Acta del comité de seguridad y salud', statusCd: 'Estado', statusNm: 'Estado', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Depto. organizador', deptNm: 'Depto. organizador',
      meetingYmd: 'Fecha de reunión', councilTitle: 'Reunión', place: 'Lugar', agenda: 'Orden del día', minutes: 'Acta', nextMeetingYmd: 'Próxima reunión',
      attendees: 'Asistentes', attendeeTypeCd: 'Parte', orgNm: 'Organización', attendeeNm: 'Nombre', positionNm: 'Cargo',
      decisions: 'Acuerdos', content: 'Acuerdo', assigneeUserId: 'Responsable', dueYmd: 'Fecha límite', actionNo: 'N.º de acción', createUserNm: 'Autor', VND_COUNCIL: 'Documentos y fotos',
    },
  },
});
