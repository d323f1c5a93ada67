import { z } from 'zod';
import { defineResource, zText, zYmd } from '../resource/definition.js';
import { defineWorkflow, type TWorkflowLabel } from '../workflow/definition.js';
import { EDU_API, EDU_CATEGORIES, EDU_CODE_GROUPS, EDU_FILES, EDU_MENU, EDU_MESSAGES } from './edu.const.js';

const L = (ko: string, en: string, zh: string, es: string): TWorkflowLabel => ({ ko, en, zh, es });

/** code group of the external completion's status (seeded with the workflow's labels) */
export const EDU_EXTERNAL_STATUS_GROUP = 'EDU_EXTERNAL_STATUS';

/**
 * 외부교육 이수: a worker (for themself) or the education manager records a course taken outside (provider, hours, day,
 * the certificate file). It counts in the ledger only once the education manager (write on 교육실시, not the trainee)
 * confirms it: 확인 credits its hours once (`EXTERNAL:<extNo>`) in its legal category on its completion day; 반려 needs
 * a reason. Both are final (a rejected record is recorded again).
 */
export const eduExternalWorkflow = defineWorkflow({
  statusField: 'statusCd',
  initial: 'REQUESTED',
  statuses: [
    { code: 'REQUESTED', label: L('확인요청', 'Awaiting confirmation', '待确认', 'Pendiente'), color: 'orange' },
    {
      code: 'CONFIRMED', label: L('확인(인정)', 'Confirmed', '已确认', 'Confirmada'), color: 'green', final: true,
      onEnter: [{ kind: 'run', name: 'creditExternal' }, { kind: 'notify', to: [{ field: 'userId' }] }],
    },
    { code: 'REJECTED', label: L('반려', 'Rejected', '已退回', 'Rechazada'), color: 'red', final: true, onEnter: [{ kind: 'notify', to: [{ field: 'userId' }] }] },
  ],
  transitions: [
    {
      action: 'CONFIRM', label: L('확인(시간 인정)', 'Confirm (credit hours)', '确认(认定学时)', 'Confirmar (acreditar horas)'), from: ['REQUESTED'], to: 'CONFIRMED',
      who: [{ kind: 'menuWrite' }],
      guards: [{ name: 'eduManager', message: EDU_MESSAGES.externalManagerOnly }, { name: 'hasCertificate', message: EDU_MESSAGES.externalNeedsCertificate }],
    },
    {
      action: 'REJECT', label: L('반려', 'Reject', '退回', 'Rechazar'), from: ['REQUESTED'], to: 'REJECTED', who: [{ kind: 'menuWrite' }], commentRequired: true, danger: true,
      guards: [{ name: 'eduManager', message: EDU_MESSAGES.externalManagerOnly }],
    },
  ],
});

export const eduExternalResource = defineResource({
  name: 'eduExternal',
  title: 'title',
  basePath: EDU_API.externals,
  menuId: EDU_MENU.external,
  key: { name: 'extNo', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), codeGroup: EDU_EXTERNAL_STATUS_GROUP, inForm: false },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'userId', type: 'user', label: 'userId', schema: z.string().trim().min(1).max(50), required: true, span: 8 },
    { name: 'courseNm', type: 'text', label: 'courseNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    { name: 'provider', type: 'text', label: 'provider', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 8 },
    { name: 'categoryCd', type: 'select', label: 'categoryCd', schema: z.enum(EDU_CATEGORIES), required: true, codeGroup: EDU_CODE_GROUPS.category, span: 8 },
    { name: 'hours', type: 'number', label: 'hours', schema: z.number().min(0.5).max(200).multipleOf(0.5), required: true, span: 8 },
    { name: 'completeYmd', type: 'date', label: 'completeYmd', schema: zYmd, required: true, span: 8 },
    { name: 'certNo', type: 'text', reference: { none: 'the number printed on a paper certificate, not a record here' }, label: 'certNo', schema: zText(100), maxLength: 100, span: 12 },
    { name: 'creditedYn', type: 'text', label: 'creditedYn', schema: z.string().nullish(), inForm: false, serverOnly: true },
    { name: 'note', type: 'textarea', label: 'note', schema: zText(1000), maxLength: 1000, span: 24 },
  ],
  listColumns: [
    { name: 'extNo', width: 90, align: 'center', sortable: true },
    { name: 'statusCd', width: 100, align: 'center' },
    { name: 'completeYmd', width: 110, align: 'center', sortable: true },
    { name: 'userId', width: 110, align: 'center' },
    { name: 'deptCd', width: 140 },
    { name: 'courseNm', link: true },
    { name: 'provider', width: 160 },
    { name: 'categoryCd', width: 140, align: 'center' },
    { name: 'hours', width: 80, align: 'right' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'deptCd', type: 'dept', op: 'eq', label: 'deptCd', width: 6 },
    { name: 'statusCd', type: 'select', op: 'eq', label: 'statusCd', codeGroup: EDU_EXTERNAL_STATUS_GROUP, width: 4 },
    { name: 'completeYmd', type: 'dateRange', op: 'dateRange', label: 'completeYmd', width: 6 },
  ],
  defaultSort: { field: 'extNo', order: 'desc' },
  scope: { plant: 'plantCd', dept: 'deptCd', own: ['userId'] },
  attachments: [EDU_FILES.certificate],
  workflow: eduExternalWorkflow,
  i18n: {
    ko: {
      title: '외부교육 이수', extNo: '이수 번호', statusCd: '상태', statusNm: '상태', plantCd: '사업장', plantNm: '사업장', deptCd: '부서', deptNm: '부서', userId: '이수자', userNm: '이수자',
      courseNm: '교육명', provider: '교육기관', categoryCd: '교육구분', categoryNm: '교육구분', hours: '이수시간(h)', completeYmd: '수료일', certNo: '수료증 번호',
      creditedYn: '원장 반영', note: '비고', [EDU_FILES.certificate]: '수료증',
    },
    en: {
      title: 'External training', extNo: 'Record no.', statusCd: 'Status', statusNm: 'Status', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department', userId: 'Trainee', userNm: 'Trainee',
      courseNm: 'Course', provider: 'Provider', categoryCd: 'Legal category', categoryNm: 'Legal category', hours: 'Hours', completeYmd: 'Completed on', certNo: 'Certificate no.',
      creditedYn: 'In ledger', note: 'Note', [EDU_FILES.certificate]: 'Certificate',
    },
    zh: {
      title: '外部培训完成', extNo: '编号', statusCd: '状态', statusNm: '状态', plantCd: '工厂', plantNm: '工厂', deptCd: '部门', deptNm: '部门', userId: '学员', userNm: '学员',
      courseNm: '培训名称', provider: '培训机构', categoryCd: '培训类别', categoryNm: '培训类别', hours: '学时', completeYmd: '结业日', certNo: '结业证编号',
      creditedYn: '计入台账', note: '备注', [EDU_FILES.certificate]: '结业证',
    },
    es: {
      title: 'Formación externa', extNo: 'N.º de registro', statusCd: 'Estado', statusNm: 'Estado', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento', userId: 'Trabajador', userNm: 'Trabajador',
      courseNm: 'Curso', provider: 'Entidad', categoryCd: 'Categoría legal', categoryNm: 'Categoría legal', hours: 'Horas', completeYmd: 'Fecha de fin', certNo: 'N.º de certificado',
      creditedYn: 'En el registro', note: 'Nota', [EDU_FILES.certificate]: 'Certificado',
    },
  },
});
