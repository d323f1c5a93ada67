import { z } from 'zod';
import { defineResource, zText, zYmd } from '../resource/definition.js';
import { defineWorkflow, type TWorkflowLabel } from '../workflow/definition.js';
import { MGT_API, MGT_CODE_GROUPS, MGT_MENUS } from './mgt.const.js';

const L = (ko: string, en: string, zh: string, es: string): TWorkflowLabel => ({ ko, en, zh, es });

/**
 * 비상대응 훈련 (중처법 시행령 제4조 제8호: the emergency manual, checked every half): the plan (scenario, the manual's
 * revision it exercises) and the result (date, participants, time to muster, lessons). Completing the drill turns every
 * lesson with an assignee and a due date into an improvement action (sourceTypeCd DRILL); the record locks.
 */
export const mgtDrillWorkflow = defineWorkflow({
  statusField: 'statusCd',
  children: { lessons: 'record' },
  initial: 'PLANNED',
  statuses: [
    { code: 'PLANNED', label: L('계획', 'Planned', '计划', 'Planificado'), color: 'blue' },
    { code: 'DONE', label: L('실시완료', 'Held', '已实施', 'Realizado'), color: 'green', final: true, onEnter: [{ kind: 'run', name: 'openActions' }] },
  ],
  transitions: [
    {
      action: 'COMPLETE', label: L('실시 완료', 'Complete', '完成', 'Completar'), from: ['PLANNED'], to: 'DONE', who: [{ kind: 'menuWrite' }],
      guards: [{ name: 'resultEntered', message: '실시일, 참여 인원과 결과를 입력해야 완료할 수 있습니다.' }],
    },
  ],
});

export const mgtDrillResource = defineResource({
  name: 'mgtDrill',
  title: 'title',
  basePath: MGT_API.drills,
  menuId: MGT_MENUS.drills,
  key: { name: 'drillNo', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), codeGroup: MGT_CODE_GROUPS.drillStatus, inForm: false },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'drillTypeCd', type: 'select', label: 'drillTypeCd', schema: z.string().trim().min(1).max(20), codeGroup: MGT_CODE_GROUPS.drillType, required: true, span: 8 },
    { name: 'drillTitle', type: 'text', label: 'drillTitle', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    { name: 'planYmd', type: 'date', label: 'planYmd', schema: zYmd, required: true, span: 8 },
    { name: 'scenario', type: 'textarea', label: 'scenario', schema: zText(4000, { required: true }), required: true, maxLength: 4000, span: 24 },
    { name: 'manualRef', type: 'text', label: 'manualRef', schema: zText(200), maxLength: 200, span: 16 },
    { name: 'doneYmd', type: 'date', label: 'doneYmd', schema: zYmd.nullish(), span: 8 },
    { name: 'participantCount', type: 'number', label: 'participantCount', schema: z.number().int().min(0).max(100_000).nullish(), span: 8 },
    { name: 'musterMinutes', type: 'number', label: 'musterMinutes', schema: z.number().min(0).max(1440).nullish(), span: 8 },
    { name: 'result', type: 'textarea', label: 'result', schema: zText(4000), maxLength: 4000, span: 24 },
  ],
  children: [
    {
      name: 'lessons', label: 'lessons', key: 'lessonNo', rowNoField: 'rowNo', maxRows: 30,
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
    { name: 'planYmd', width: 120, align: 'center', sortable: true },
    { name: 'statusCd', width: 100, align: 'center' },
    { name: 'drillTypeCd', width: 140, align: 'center' },
    { name: 'drillTitle', link: true },
    { name: 'doneYmd', width: 120, align: 'center' },
    { name: 'participantCount', width: 100, align: 'right' },
    { name: 'musterMinutes', width: 110, align: 'right' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'drillTypeCd', type: 'select', op: 'eq', label: 'drillTypeCd', codeGroup: MGT_CODE_GROUPS.drillType, width: 6 },
    { name: 'planYmd', type: 'dateRange', op: 'dateRange', label: 'planYmd', width: 8 },
  ],
  defaultSort: { field: 'planYmd', order: 'desc' },
  scope: { plant: 'plantCd' },
  workflow: mgtDrillWorkflow,
  print: { title: 'printTitle', number: (r) => `훈련-${String(r.drillNo)}` },
  i18n: {
    ko: {
      title: '비상대응 훈련', printTitle: '비상대응 훈련 결과보고서', drillNo: '번호', statusCd: '상태', statusNm: '상태', plantCd: '사업장', plantNm: '사업장', deptCd: '주관부서', deptNm: '주관부서',
      drillTypeCd: '훈련 구분', drillTypeNm: '훈련 구분', drillTitle: '훈련명', planYmd: '계획일', scenario: '시나리오', manualRef: '비상대응 매뉴얼(개정)', doneYmd: '실시일',
      participantCount: '참여 인원', musterMinutes: '집결 소요(분)', result: '결과', lessons: '교훈·개선사항', content: '내용', assigneeUserId: '담당자', assigneeUserNm: '담당자', dueYmd: '조치기한', actionNo: '개선조치 번호',
    },
    en: {
      title: 'Emergency drills', printTitle: 'Emergency drill report', drillNo: 'No.', statusCd: 'Status', statusNm: 'Status', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Organising dept.', deptNm: 'Organising dept.',
      drillTypeCd: 'Drill type', drillTypeNm: 'Drill type', drillTitle: 'Drill', planYmd: 'Planned', scenario: 'Scenario', manualRef: 'Emergency manual (revision)', doneYmd: 'Held on',
      participantCount: 'Participants', musterMinutes: 'Time to muster (min)', result: 'Result', lessons: 'Lessons', content: 'Lesson', assigneeUserId: 'Assignee', assigneeUserNm: 'Assignee', dueYmd: 'Due date', actionNo: 'Action no.',
    },
    zh: {
      title: '应急演练', printTitle: '应急演练结果报告', drillNo: '编号', statusCd: '状态', statusNm: '状态', plantCd: '工厂', plantNm: '工厂', deptCd: '主管部门', deptNm: '主管部门',
      drillTypeCd: '演练类别', drillTypeNm: '演练类别', drillTitle: '演练名称', planYmd: '计划日期', scenario: '情景', manualRef: '应急手册(修订)', doneYmd: '实施日期',
      participantCount: '参与人数', musterMinutes: '集合用时(分)', result: '结果', lessons: '教训·改进事项', content: '内容', assigneeUserId: '负责人', assigneeUserNm: '负责人', dueYmd: '期限', actionNo: '整改编号',
    },
    es: {
      title: 'Simulacros de emergencia', printTitle: 'Informe de simulacro', drillNo: 'N.º', statusCd: 'Estado', statusNm: 'Estado', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Depto. organizador', deptNm: 'Depto. organizador',
      drillTypeCd: 'Tipo', drillTypeNm: 'Tipo', drillTitle: 'Simulacro', planYmd: 'Previsto', scenario: 'Escenario', manualRef: 'Manual de emergencia (revisión)', doneYmd: 'Realizado',
      participantCount: 'Participantes', musterMinutes: 'Tiempo de reunión (min)', result: 'Resultado', lessons: 'Lecciones', content: 'Lección', assigneeUserId: 'Responsable', assigneeUserNm: 'Responsable', dueYmd: 'Fecha límite', actionNo: 'N.º de acción',
    },
  },
});
