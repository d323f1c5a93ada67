import { z } from 'zod';
import { defineResource, zText, zYmd } from '../resource/definition.js';
import { MGT_API, MGT_CODE_GROUPS, MGT_MENUS } from './mgt.const.js';

/**
 * 안전보건 예산 (중처법 시행령 제4조 제4호: a budget for the hazards found, and its execution; 제5호: the responsible
 * managers' budget): budget lines per plant, year and department with their execution entries; the list answers the
 * executed amount and rate (server-computed).
 */
export const mgtBudgetResource = defineResource({
  name: 'mgtBudget',
  title: 'title',
  basePath: MGT_API.budgets,
  menuId: MGT_MENUS.budgets,
  key: { name: 'budgetNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'year', type: 'number', label: 'year', schema: z.number().int().min(2000).max(2100), required: true, span: 8 },
    { name: 'categoryCd', type: 'select', label: 'categoryCd', schema: z.string().trim().min(1).max(20), codeGroup: MGT_CODE_GROUPS.budgetCategory, required: true, span: 8 },
    { name: 'itemNm', type: 'text', label: 'itemNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    { name: 'budgetAmt', type: 'cost', label: 'budgetAmt', schema: z.number().int().min(0).max(1_000_000_000_000), required: true, span: 8 },
    { name: 'execAmt', type: 'cost', label: 'execAmt', schema: z.number().nullish(), serverOnly: true, span: 8 },
    { name: 'execRate', type: 'number', label: 'execRate', schema: z.number().nullish(), serverOnly: true, span: 8 },
    { name: 'remark', type: 'text', label: 'remark', schema: zText(500), maxLength: 500, span: 24 },
  ],
  children: [
    {
      name: 'executions', label: 'executions', key: 'execNo', rowNoField: 'rowNo', maxRows: 200,
      fields: [
        { name: 'execYmd', type: 'date', label: 'execYmd', schema: zYmd.nullish(), required: true },
        { name: 'amount', type: 'cost', label: 'amount', schema: z.number().int().min(0).max(1_000_000_000_000).nullish(), required: true },
        { name: 'content', type: 'text', label: 'content', schema: zText(300), maxLength: 300, required: true },
      ],
      columns: [{ name: 'execYmd', width: 150 }, { name: 'amount', width: 160 }, { name: 'content', width: 320 }],
    },
  ],
  listColumns: [
    { name: 'year', width: 80, align: 'center', sortable: true },
    { name: 'deptCd', width: 140 },
    { name: 'categoryCd', width: 140, align: 'center' },
    { name: 'itemNm', link: true },
    { name: 'budgetAmt', width: 140, align: 'right' },
    { name: 'execAmt', width: 140, align: 'right' },
    { name: 'execRate', width: 100, align: 'right' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'categoryCd', type: 'select', op: 'eq', label: 'categoryCd', codeGroup: MGT_CODE_GROUPS.budgetCategory, width: 6 },
    { name: 'itemNm', type: 'text', op: 'contains', label: 'itemNm', width: 6 },
  ],
  defaultSort: { field: 'budgetNo', order: 'desc' },
  scope: { plant: 'plantCd', dept: 'deptCd' },
  i18n: {
    ko: { title: '안전보건 예산', budgetNo: '번호', plantCd: '사업장', plantNm: '사업장', deptCd: '부서', deptNm: '부서', year: '연도', categoryCd: '항목', categoryNm: '항목', itemNm: '세부 내역', budgetAmt: '편성액(원)', execAmt: '집행액(원)', execRate: '집행률(%)', remark: '비고', executions: '집행 내역', execYmd: '집행일', amount: '금액(원)', content: '내용' },
    en: { title: 'Safety and health budget', budgetNo: 'No.', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department', year: 'Year', categoryCd: 'Category', categoryNm: 'Category', itemNm: 'Item', budgetAmt: 'Budget (KRW)', execAmt: 'Executed (KRW)', execRate: 'Execution (%)', remark: 'Remark', executions: 'Executions', execYmd: 'Date', amount: 'Amount (KRW)', content: 'Content' },
    zh: { title: '安全卫生预算', budgetNo: '编号', plantCd: '工厂', plantNm: '工厂', deptCd: '部门', deptNm: '部门', year: '年度', categoryCd: '项目', categoryNm: '项目', itemNm: '明细', budgetAmt: '预算额(韩元)', execAmt: '执行额(韩元)', execRate: '执行率(%)', remark: '备注', executions: '执行明细', execYmd: '执行日期', amount: '金额(韩元)', content: '内容' },
    es: { title: 'Presupuesto de SST', budgetNo: 'N.º', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento', year: 'Año', categoryCd: 'Categoría', categoryNm: 'Categoría', itemNm: 'Partida', budgetAmt: 'Presupuesto (KRW)', execAmt: 'Ejecutado (KRW)', execRate: 'Ejecución (%)', remark: 'Observación', executions: 'Ejecuciones', execYmd: 'Fecha', amount: 'Importe (KRW)', content: 'Concepto' },
  },
});
