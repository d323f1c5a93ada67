import { z } from 'zod';
import { defineResource, zText, zYmd } from '../resource/definition.js';
import { defineWorkflow, type TWorkflowLabel } from '../workflow/definition.js';
import { MGT_API, MGT_CODE_GROUPS, MGT_MENUS } from './mgt.const.js';

const L = (ko: string, en: string, zh: string, es: string): TWorkflowLabel => ({ ko, en, zh, es });

/**
 * 산업안전보건위원회 (산안법 제24조, 시행령 제37조: quarterly) and other hearings of workers (중처법 시행령 제4조 제7호):
 * agenda, attendees of both sides with their signature mark, minutes and decisions. Confirming the minutes turns every
 * decision with an assignee and a due date into an improvement action (sourceTypeCd OSH_COMMITTEE); the minutes lock.
 */
export const mgtCommitteeWorkflow = defineWorkflow({
  statusField: 'statusCd',
  children: { attendees: 'record', decisions: 'record' },
  initial: 'DRAFT',
  statuses: [
    { code: 'DRAFT', label: L('작성중', 'Draft', '草稿', 'Borrador'), color: 'blue' },
    { code: 'CONFIRMED', label: L('확정', 'Confirmed', '已确认', 'Confirmada'), color: 'green', final: true, onEnter: [{ kind: 'run', name: 'openActions' }] },
  ],
  transitions: [
    { action: 'CONFIRM', label: L('회의록 확정', 'Confirm minutes', '确认会议记录', 'Confirmar acta'), from: ['DRAFT'], to: 'CONFIRMED', who: [{ kind: 'menuWrite' }] },
  ],
});

export const mgtCommitteeResource = defineResource({
  name: 'mgtCommittee',
  title: 'title',
  basePath: MGT_API.committees,
  menuId: MGT_MENUS.committees,
  key: { name: 'committeeNo', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), codeGroup: MGT_CODE_GROUPS.committeeStatus, inForm: false },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'committeeTypeCd', type: 'select', label: 'committeeTypeCd', schema: z.string().trim().min(1).max(20), codeGroup: MGT_CODE_GROUPS.committeeType, required: true, span: 8 },
    { name: 'meetingYmd', type: 'date', label: 'meetingYmd', schema: zYmd, required: true, span: 8 },
    { name: 'meetingTitle', type: 'text', label: 'meetingTitle', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    { name: 'place', type: 'text', label: 'place', schema: zText(200), maxLength: 200, span: 8 },
    { name: 'agenda', type: 'textarea', label: 'agenda', schema: zText(4000), maxLength: 4000, span: 24 },
    { name: 'minutes', type: 'textarea', label: 'minutes', schema: zText(8000), maxLength: 8000, span: 24 },
  ],
  children: [
    {
      name: 'attendees', label: 'attendees', key: 'attendeeNo', rowNoField: 'rowNo', maxRows: 60,
      fields: [
        { name: 'sideCd', type: 'select', label: 'sideCd', schema: z.enum(['WORKER', 'EMPLOYER']).nullish(), codeGroup: MGT_CODE_GROUPS.attendeeSide, required: true },
        { name: 'attendeeNm', type: 'text', label: 'attendeeNm', schema: zText(100), maxLength: 100, required: true },
        { name: 'positionNm', type: 'text', label: 'positionNm', schema: zText(100), maxLength: 100 },
        { name: 'signedYn', type: 'switch', label: 'signedYn', schema: z.enum(['Y', 'N']).nullish() },
      ],
      columns: [{ name: 'sideCd', width: 120 }, { name: 'attendeeNm', width: 140 }, { name: 'positionNm', width: 160 }, { name: 'signedYn', width: 90 }],
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
    { name: 'committeeTypeCd', width: 160, align: 'center' },
    { name: 'meetingTitle', link: true },
    { name: 'place', width: 180 },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'committeeTypeCd', type: 'select', op: 'eq', label: 'committeeTypeCd', codeGroup: MGT_CODE_GROUPS.committeeType, width: 6 },
    { name: 'meetingYmd', type: 'dateRange', op: 'dateRange', label: 'meetingYmd', width: 8 },
  ],
  defaultSort: { field: 'meetingYmd', order: 'desc' },
  scope: { plant: 'plantCd' },
  workflow: mgtCommitteeWorkflow,
  print: { title: 'printTitle', number: (r) => `위원회-${String(r.committeeNo)}` },
  i18n: {
    ko: {
      title: '산업안전보건위원회·회의', printTitle: '산업안전보건위원회 회의록', committeeNo: '번호', statusCd: '상태', statusNm: '상태', plantCd: '사업장', plantNm: '사업장', deptCd: '주관부서', deptNm: '주관부서',
      committeeTypeCd: '회의 구분', committeeTypeNm: '회의 구분', meetingYmd: '회의일', meetingTitle: '회의명', place: '장소', agenda: '안건', minutes: '회의 내용',
      attendees: '참석자', sideCd: '구분', attendeeNm: '성명', positionNm: '직위', signedYn: '서명', decisions: '의결사항', content: '내용', assigneeUserId: '담당자', assigneeUserNm: '담당자', dueYmd: '조치기한', actionNo: '개선조치 번호',
    },
    en: {
      title: 'Safety committee and meetings', printTitle: 'Safety and health committee minutes', committeeNo: 'No.', statusCd: 'Status', statusNm: 'Status', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Organising dept.', deptNm: 'Organising dept.',
      committeeTypeCd: 'Meeting type', committeeTypeNm: 'Meeting type', meetingYmd: 'Meeting date', meetingTitle: 'Meeting', place: 'Place', agenda: 'Agenda', minutes: 'Minutes',
      attendees: 'Attendees', sideCd: 'Side', attendeeNm: 'Name', positionNm: 'Position', signedYn: 'Signed', decisions: 'Decisions', content: 'Decision', assigneeUserId: 'Assignee', assigneeUserNm: 'Assignee', dueYmd: 'Due date', actionNo: 'Action no.',
    },
    zh: {
      title: '产业安全卫生委员会·会议', printTitle: '产业安全卫生委员会会议记录', committeeNo: '编号', statusCd: '状态', statusNm: '状态', plantCd: '工厂', plantNm: '工厂', deptCd: '主管部门', deptNm: '主管部门',
      committeeTypeCd: '会议类别', committeeTypeNm: '会议类别', meetingYmd: '会议日期', meetingTitle: '会议名称', place: '地点', agenda: '议题', minutes: '会议内容',
      attendees: '参会人员', sideCd: '类别', attendeeNm: '姓名', positionNm: '职位', signedYn: '签名', decisions: '决议事项', content: '内容', assigneeUserId: '负责人', assigneeUserNm: '负责人', dueYmd: '期限', actionNo: '整改编号',
    },
    es: {
      title: 'Comité de SST y reuniones', printTitle: 'Acta del comité de seguridad y salud', committeeNo: 'N.º', statusCd: 'Estado', statusNm: 'Estado', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Depto. organizador', deptNm: 'Depto. organizador',
      committeeTypeCd: 'Tipo de reunión', committeeTypeNm: 'Tipo de reunión', meetingYmd: 'Fecha', meetingTitle: 'Reunión', place: 'Lugar', agenda: 'Orden del día', minutes: 'Acta',
      attendees: 'Asistentes', sideCd: 'Parte', attendeeNm: 'Nombre', positionNm: 'Cargo', signedYn: 'Firmado', decisions: 'Acuerdos', content: 'Acuerdo', assigneeUserId: 'Responsable', assigneeUserNm: 'Responsable', dueYmd: 'Fecha límite', actionNo: 'N.º de acción',
    },
  },
});
