import { z } from 'zod';
import { defineResource, zText, zYmd } from '../resource/definition.js';
import { DEFAULT_PLANT_TIME_ZONE } from '../excel-cells.js';
import { ymdIn } from '../ymd.js';
import { ENV_CODE_GROUPS, ENV_EIA_API, ENV_FILES, ENV_MENUS } from './env.const.js';

/**
 * 사후환경영향조사·협의내용 이행 (환경영향평가법 제35조·제36조): each agreed item of a project with its category, cycle and
 * the 협의내용 관리책임자; the monthly 관리대장 entries with evidence. The server keeps the last entry and the next due date
 * (last entry, or the start, plus the cycle) so the calendar and the daily reminder see it; the 관리책임자 is to be
 * notified within 20 days of the construction start (a warning on the record until the date is entered).
 */
export const envEiaResource = defineResource({
  name: 'envEia',
  title: 'title',
  basePath: ENV_EIA_API,
  menuId: ENV_MENUS.eia,
  key: { name: 'eiaNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, createOnly: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'categoryCd', type: 'select', label: 'categoryCd', schema: z.string().trim().min(1).max(20), codeGroup: ENV_CODE_GROUPS.eiaCategory, required: true, span: 8 },
    { name: 'projectNm', type: 'text', label: 'projectNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 24 },
    { name: 'itemText', type: 'textarea', label: 'itemText', schema: zText(2000, { required: true }), required: true, maxLength: 2000, span: 24 },
    { name: 'cycleCd', type: 'select', label: 'cycleCd', schema: z.string().trim().min(1).max(20), codeGroup: ENV_CODE_GROUPS.eiaCycle, required: true, span: 8 },
    { name: 'managerUserId', type: 'user', label: 'managerUserId', schema: z.string().trim().min(1).max(50), required: true, span: 8 },
    { name: 'startYmd', type: 'date', label: 'startYmd', schema: zYmd, required: true, span: 8 },
    { name: 'notifyYmd', type: 'date', label: 'notifyYmd', schema: zYmd.nullish(), span: 8 },
    { name: 'endYmd', type: 'date', label: 'endYmd', schema: zYmd.nullish(), span: 8 },
    { name: 'lastYmd', type: 'date', label: 'lastYmd', schema: z.string().nullish(), serverOnly: true, span: 8 },
    { name: 'nextDueYmd', type: 'date', label: 'nextDueYmd', schema: z.string().nullish(), serverOnly: true, span: 8 },
  ],
  children: [
    {
      name: 'entries', label: 'entries', key: 'entryNo', maxRows: 200, sort: { field: 'entryYmd', order: 'asc' },
      fields: [
        { name: 'entryYmd', type: 'date', label: 'entryYmd', schema: zYmd, required: true },
        { name: 'resultCd', type: 'select', label: 'resultCd', schema: z.string().trim().max(20), codeGroup: ENV_CODE_GROUPS.eiaResult, required: true },
        { name: 'content', type: 'text', label: 'content', schema: zText(500), maxLength: 500, required: true },
      ],
      columns: [{ name: 'entryYmd', width: 140 }, { name: 'resultCd', width: 130 }, { name: 'content', width: 420 }],
    },
  ],
  listColumns: [
    { name: 'projectNm', width: 220 },
    { name: 'categoryCd', width: 110, align: 'center' },
    { name: 'itemText', link: true },
    { name: 'cycleCd', width: 90, align: 'center' },
    { name: 'managerUserId', width: 110, align: 'center' },
    { name: 'lastYmd', width: 120, align: 'center' },
    { name: 'nextDueYmd', width: 120, align: 'center', sortable: true },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'categoryCd', type: 'select', op: 'eq', label: 'categoryCd', codeGroup: ENV_CODE_GROUPS.eiaCategory, width: 6 },
    { name: 'projectNm', type: 'text', op: 'contains', label: 'projectNm', width: 6 },
  ],
  defaultSort: { field: 'nextDueYmd', order: 'asc' },
  scope: { plant: 'plantCd' },
  attachments: [ENV_FILES.eiaEvidence],
  rowTone: (r) => (typeof r.nextDueYmd === 'string' && r.nextDueYmd < ymdIn(new Date(), DEFAULT_PLANT_TIME_ZONE) ? 'danger' : null),
  detailAlerts: (r) => (r.notifyYmd ? [] : [{ tone: 'warning', label: 'notifyMissing', values: { startYmd: String(r.startYmd ?? '') } }]),
  i18n: {
    ko: {
      title: '사후환경영향조사·협의내용 이행', eiaNo: '번호', plantCd: '사업장', plantNm: '사업장', deptCd: '담당부서', deptNm: '담당부서', categoryCd: '분야', categoryNm: '분야', projectNm: '사업명',
      itemText: '협의내용', cycleCd: '주기', cycleNm: '주기', managerUserId: '관리책임자', managerUserNm: '관리책임자', startYmd: '착공일(이행 시작)', notifyYmd: '관리책임자 통보일', endYmd: '이행 종료일',
      lastYmd: '최근 기록일', nextDueYmd: '다음 기한', entries: '관리대장', entryNo: '번호', entryYmd: '기록일', resultCd: '이행 결과', resultNm: '이행 결과', content: '내용',
      notifyMissing: '착공일({{startYmd}})부터 20일 이내에 협의내용 관리책임자를 승인기관에 통보해야 합니다. 통보일을 입력하세요.',
    },
    en: {
      title: 'Impact assessment follow-up', eiaNo: 'No.', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department', categoryCd: 'Area', categoryNm: 'Area', projectNm: 'Project',
      itemText: 'Agreed item', cycleCd: 'Cycle', cycleNm: 'Cycle', managerUserId: 'Responsible manager', managerUserNm: 'Responsible manager', startYmd: 'Construction start', notifyYmd: 'Manager notified on', endYmd: 'Ends on',
      lastYmd: 'Last entry', nextDueYmd: 'Next due', entries: 'Management ledger', entryNo: 'No.', entryYmd: 'Date', resultCd: 'Result', resultNm: 'Result', content: 'Content',
      notifyMissing: 'The responsible manager must be notified within 20 days of the construction start ({{startYmd}}). Enter the date.',
    },
    zh: {
      title: '事后环境影响调查·协议内容履行', eiaNo: '编号', plantCd: '工厂', plantNm: '工厂', deptCd: '负责部门', deptNm: '负责部门', categoryCd: '领域', categoryNm: '领域', projectNm: '项目名称',
      itemText: '协议内容', cycleCd: '周期', cycleNm: '周期', managerUserId: '管理责任人', managerUserNm: '管理责任人', startYmd: '开工日期', notifyYmd: '责任人通报日', endYmd: '履行结束日',
      lastYmd: '最近记录日', nextDueYmd: '下次期限', entries: '管理台账', entryNo: '编号', entryYmd: '记录日期', resultCd: '履行结果', resultNm: '履行结果', content: '内容',
      notifyMissing: '须在开工日({{startYmd}})起20日内通报协议内容管理责任人。请输入通报日。',
    },
    es: {
      title: 'Seguimiento de impacto ambiental', eiaNo: 'N.º', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento', categoryCd: 'Área', categoryNm: 'Área', projectNm: 'Proyecto',
      itemText: 'Compromiso acordado', cycleCd: 'Ciclo', cycleNm: 'Ciclo', managerUserId: 'Responsable', managerUserNm: 'Responsable', startYmd: 'Inicio de obra', notifyYmd: 'Responsable notificado el', endYmd: 'Termina el',
      lastYmd: 'Último registro', nextDueYmd: 'Próximo vencimiento', entries: 'Libro de gestión', entryNo: 'N.º', entryYmd: 'Fecha', resultCd: 'Resultado', resultNm: 'Resultado', content: 'Contenido',
      notifyMissing: 'El responsable debe notificarse en los 20 días siguientes al inicio de obra ({{startYmd}}). Introduzca la fecha.',
    },
  },
});
