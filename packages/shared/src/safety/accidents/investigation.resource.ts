import { z } from 'zod';
import { defineResource, zText, zYmd } from '../../resource/definition.js';
import { SAF_ACC_API, SAF_ACC_PICK, SAF_ACC_CODE_GROUPS as G, SAF_ACC_INVEST_API, SAF_ACC_INVEST_APPR_TYPE, SAF_ACC_MENUS, SAF_ACC_MESSAGES } from './accident.const.js';

const code = z.string().trim().max(30).nullish();
const why = (n: number) => ({ name: `why${n}`, type: 'text' as const, label: `why${n}`, schema: zText(300), maxLength: 300 });

/** a countermeasure names an assignee and a due date together (it becomes an improvement action), or neither */
export function checkCountermeasureRow(row: Record<string, unknown>, rowNo: number): { field: string; message: string } | null {
  return !!row.assigneeUserId !== !!row.dueYmd ? { field: 'assigneeUserId', message: SAF_ACC_MESSAGES.countermeasureIncomplete(rowNo) } : null;
}

/**
 * 사고조사 `/api/saf/accident-investigations` (one per accident, key = the accident number): team, timeline, direct and
 * indirect causes with 5-Why, countermeasures. Each countermeasure with an assignee and a due date becomes an
 * improvement action (sourceTypeCd ACCIDENT) once; the result is approved (type SAF_ACC_INVEST), which moves the
 * accident to INVESTIGATED.
 */
export const accidentInvestigationResource = /* @__PURE__ */ defineResource({
  name: 'safAccidentInvestigation',
  title: 'title',
  basePath: SAF_ACC_INVEST_API,
  menuId: SAF_ACC_MENUS.accident,
  key: { name: 'accidentNo', type: 'number', generated: false },
  fields: [
    { name: 'accidentNo', type: 'number', reference: { to: 'safAccident', pick: { ...SAF_ACC_PICK, copy: ['plantCd', 'deptCd'] } }, label: 'accidentNo', schema: z.number().int().min(1).max(2_147_483_647), required: true, createOnly: true, span: 8 },
    // the accident's plant and department (the server refuses others): the record's scope
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, createOnly: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, createOnly: true, span: 8 },
    { name: 'investFromYmd', type: 'date', label: 'investFromYmd', schema: zYmd, required: true, span: 8 },
    { name: 'investToYmd', type: 'date', label: 'investToYmd', schema: zYmd.nullish(), span: 8 },
    { name: 'summary', type: 'textarea', label: 'summary', schema: zText(4000, { required: true }), required: true, maxLength: 4000, span: 24 },
    { name: 'rootCause', type: 'textarea', label: 'rootCause', schema: zText(2000), maxLength: 2000, span: 24 },
  ],
  listColumns: [
    { name: 'accidentNo', label: 'accidentNo', width: 90, align: 'center', sortable: true },
    { name: 'investFromYmd', width: 120, align: 'center', sortable: true },
    { name: 'summary', link: true },
    { name: 'deptCd', width: 130 },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'investFromYmd', type: 'dateRange', op: 'dateRange', label: 'investFromYmd', width: 6 },
  ],
  defaultSort: { field: 'accidentNo', order: 'desc' },
  scope: { plant: 'plantCd', dept: 'deptCd', own: ['createUserId'] },
  approvalType: SAF_ACC_INVEST_APPR_TYPE,
  // one per accident: the accident's detail opens it, and "not written yet" starts it with the accident's plant and department
  parent: { name: 'safAccident', basePath: SAF_ACC_API, copy: ['plantCd', 'deptCd'] },
  children: [
    {
      name: 'team', label: 'team', key: 'memberNo', rowNoField: 'rowNo', maxRows: 30,
      fields: [
        { name: 'memberUserId', type: 'user', label: 'memberUserId', schema: z.string().trim().max(50).nullish() },
        { name: 'memberNm', type: 'text', label: 'memberNm', schema: zText(100), maxLength: 100 },
        { name: 'roleNm', type: 'text', label: 'roleNm', schema: zText(100), maxLength: 100 },
      ],
    },
    {
      name: 'timeline', label: 'timeline', key: 'eventNo', rowNoField: 'rowNo', maxRows: 100,
      fields: [
        { name: 'eventTime', type: 'text', label: 'eventTime', schema: zText(30), maxLength: 30, required: true },
        { name: 'description', type: 'text', label: 'description', schema: zText(500), maxLength: 500, required: true },
      ],
    },
    {
      name: 'causes', label: 'causes', key: 'causeNo', rowNoField: 'rowNo', maxRows: 50,
      fields: [
        { name: 'causeKindCd', type: 'select', label: 'causeKindCd', schema: code, codeGroup: G.causeKind, required: true },
        { name: 'causeCd', type: 'select', label: 'causeCd', schema: code, codeGroup: G.cause },
        { name: 'description', type: 'text', label: 'description', schema: zText(500), maxLength: 500, required: true },
        why(1), why(2), why(3), why(4), why(5),
      ],
    },
    {
      name: 'countermeasures', label: 'countermeasures', key: 'measureNo', rowNoField: 'rowNo', maxRows: 50,
      validateRow: checkCountermeasureRow,
      fields: [
        { name: 'content', type: 'text', label: 'content', schema: zText(300), maxLength: 300, required: true },
        { name: 'assigneeUserId', type: 'user', label: 'assigneeUserId', schema: z.string().trim().max(50).nullish() },
        { name: 'dueYmd', type: 'date', label: 'dueYmd', schema: zYmd.nullish() },
        { name: 'actionNo', type: 'number', label: 'actionNo', schema: z.number().int().nullish(), serverOnly: true },
      ],
    },
  ],
  i18n: {
    ko: {
      title: '사고조사', accidentNo: '사고번호', plantCd: '사업장', plantNm: '사업장', deptCd: '발생부서', deptNm: '발생부서', investFromYmd: '조사 시작일', investToYmd: '조사 종료일',
      summary: '조사 결과', rootCause: '근본원인', createUserNm: '작성자', team: '조사팀', memberUserId: '직원', memberUserNm: '직원', memberNm: '성명(외부)', roleNm: '역할',
      timeline: '사고 경위', eventTime: '일시', description: '내용', causes: '원인', causeKindCd: '원인 구분', causeKindNm: '원인 구분', causeCd: '원인', causeNm: '원인',
      why1: 'Why 1', why2: 'Why 2', why3: 'Why 3', why4: 'Why 4', why5: 'Why 5',
      countermeasures: '재발방지 대책', content: '대책', assigneeUserId: '담당자', assigneeUserNm: '담당자', dueYmd: '조치기한', actionNo: '개선조치 번호',
    },
    en: {
      title: 'Accident investigation', accidentNo: 'Accident no.', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department', investFromYmd: 'Investigation from', investToYmd: 'Investigation until',
      summary: 'Findings', rootCause: 'Root cause', createUserNm: 'Author', team: 'Team', memberUserId: 'Employee', memberUserNm: 'Employee', memberNm: 'Name (external)', roleNm: 'Role',
      timeline: 'Timeline', eventTime: 'When', description: 'What', causes: 'Causes', causeKindCd: 'Cause kind', causeKindNm: 'Cause kind', causeCd: 'Cause', causeNm: 'Cause',
      why1: 'Why 1', why2: 'Why 2', why3: 'Why 3', why4: 'Why 4', why5: 'Why 5',
      countermeasures: 'Countermeasures', content: 'Countermeasure', assigneeUserId: 'Assignee', assigneeUserNm: 'Assignee', dueYmd: 'Due date', actionNo: 'Action no.',
    },
    zh: {
      title: '事故调查', accidentNo: '事故编号', plantCd: '工厂', plantNm: '工厂', deptCd: '发生部门', deptNm: '发生部门', investFromYmd: '调查开始日', investToYmd: '调查结束日',
      summary: '调查结果', rootCause: '根本原因', createUserNm: '作者', team: '调查组', memberUserId: '员工', memberUserNm: '员工', memberNm: '姓名(外部)', roleNm: '角色',
      timeline: '事故经过', eventTime: '时间', description: '内容', causes: '原因', causeKindCd: '原因类别', causeKindNm: '原因类别', causeCd: '原因', causeNm: '原因',
      why1: 'Why 1', why2: 'Why 2', why3: 'Why 3', why4: 'Why 4', why5: 'Why 5',
      countermeasures: '防止再发对策', content: '对策', assigneeUserId: '负责人', assigneeUserNm: '负责人', dueYmd: '期限', actionNo: '整改措施编号',
    },
    es: {
      title: 'Investigación de accidente', accidentNo: 'N.º de accidente', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento', investFromYmd: 'Investigación desde', investToYmd: 'Investigación hasta',
      summary: 'Conclusiones', rootCause: 'Causa raíz', createUserNm: 'Autor', team: 'Equipo', memberUserId: 'Empleado', memberUserNm: 'Empleado', memberNm: 'Nombre (externo)', roleNm: 'Función',
      timeline: 'Cronología', eventTime: 'Cuándo', description: 'Qué', causes: 'Causas', causeKindCd: 'Tipo de causa', causeKindNm: 'Tipo de causa', causeCd: 'Causa', causeNm: 'Causa',
      why1: 'Por qué 1', why2: 'Por qué 2', why3: 'Por qué 3', why4: 'Por qué 4', why5: 'Por qué 5',
      countermeasures: 'Medidas', content: 'Medida', assigneeUserId: 'Responsable', assigneeUserNm: 'Responsable', dueYmd: 'Fecha límite', actionNo: 'N.º de acción',
    },
  },
});
