import { z } from 'zod';
import { defineResource, zText } from '../../resource/definition.js';
import { SAF_ACC_MENUS, SAF_VICTIM_TYPES, SAF_WORKHOURS_API } from './accident.const.js';

export const SAF_WORKER_KIND_GROUP = 'SAF_VICTIM_TYPE';
export const zYearMonth = z.string().trim().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** 근로시간 `/api/saf/workhours`: hours and head count per plant, department, month and kind (employees, vendor workers) */
export const workHoursResource = /* @__PURE__ */ defineResource({
  name: 'safWorkHours',
  title: 'title',
  basePath: SAF_WORKHOURS_API,
  menuId: SAF_ACC_MENUS.workHours,
  key: { name: 'workHoursNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'workYm', type: 'text', label: 'workYm', schema: zYearMonth, required: true, maxLength: 7, span: 8 },
    { name: 'workerKindCd', type: 'select', label: 'workerKindCd', schema: z.enum(SAF_VICTIM_TYPES), codeGroup: SAF_WORKER_KIND_GROUP, required: true, span: 8 },
    { name: 'vendorCd', type: 'vendor', label: 'vendorCd', schema: z.string().trim().max(30).nullish(), span: 8 },
    { name: 'headCount', type: 'number', label: 'headCount', schema: z.number().int().min(0).max(1_000_000), required: true, span: 8 },
    { name: 'workHours', type: 'number', label: 'workHours', schema: z.number().min(0).max(1_000_000_000), required: true, span: 8 },
    { name: 'remark', type: 'text', label: 'remark', schema: zText(200), maxLength: 200, span: 16 },
  ],
  listColumns: [
    { name: 'workYm', width: 100, align: 'center', sortable: true },
    { name: 'deptCd', width: 160, link: true },
    { name: 'workerKindCd', width: 110, align: 'center' },
    { name: 'vendorCd', width: 160 },
    { name: 'headCount', width: 100, align: 'right' },
    { name: 'workHours', width: 130, align: 'right' },
    { name: 'remark' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'deptCd', type: 'dept', op: 'eq', label: 'deptCd', width: 6 },
    { name: 'workYm', type: 'text', op: 'contains', label: 'workYm', width: 6 },
    { name: 'workerKindCd', type: 'select', op: 'eq', label: 'workerKindCd', codeGroup: SAF_WORKER_KIND_GROUP, width: 6 },
  ],
  defaultSort: { field: 'workYm', order: 'desc' },
  scope: { plant: 'plantCd', dept: 'deptCd' },
  i18n: {
    ko: {
      title: '근로시간 관리', workHoursNo: '번호', plantCd: '사업장', plantNm: '사업장', deptCd: '부서', deptNm: '부서', workYm: '년월(YYYY-MM)', workerKindCd: '구분', workerKindNm: '구분',
      vendorCd: '협력업체', vendorNm: '협력업체', headCount: '인원', workHours: '근로시간', remark: '비고', createUserNm: '등록자',
    },
    en: {
      title: 'Working hours', workHoursNo: 'No.', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department', workYm: 'Month (YYYY-MM)', workerKindCd: 'Kind', workerKindNm: 'Kind',
      vendorCd: 'Contractor', vendorNm: 'Contractor', headCount: 'Head count', workHours: 'Hours', remark: 'Remarks', createUserNm: 'Registered by',
    },
    zh: {
      title: '工作时间管理', workHoursNo: '编号', plantCd: '工厂', plantNm: '工厂', deptCd: '部门', deptNm: '部门', workYm: '年月(YYYY-MM)', workerKindCd: '类别', workerKindNm: '类别',
      vendorCd: '协力企业', vendorNm: '协力企业', headCount: '人数', workHours: '工作时间', remark: '备注', createUserNm: '登记人',
    },
    es: {
      title: 'Horas trabajadas', workHoursNo: 'N.º', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento', workYm: 'Mes (AAAA-MM)', workerKindCd: 'Tipo', workerKindNm: 'Tipo',
      vendorCd: 'Contratista', vendorNm: 'Contratista', headCount: 'Personas', workHours: 'Horas', remark: 'Observaciones', createUserNm: 'Registrado por',
    },
  },
});

/** Excel upload of a year (`POST /api/saf/workhours/upload?plantCd=&year=`, multipart file): these column titles */
export const SAF_WORKHOURS_UPLOAD_COLUMNS = { dept: '부서코드', ym: '년월', kind: '구분', vendor: '협력업체코드', heads: '인원', hours: '근로시간' } as const;
export const SAF_WORKHOURS_UPLOAD_MAX_ROWS = 5000;
export const SAF_WORKHOURS_MESSAGES = {
  noFile: '업로드할 엑셀 파일을 선택하세요.',
  badFile: '근로시간 엑셀 양식(부서코드, 년월, 구분, 협력업체코드, 인원, 근로시간)이 아닙니다.',
  noRows: '업로드할 행이 없습니다.',
  badRow: (rowNo: number, column: string) => `${rowNo}행의 [${column}] 값이 올바르지 않습니다.`,
} as const;

/** the figures of a rate period */
const ZRateCore = /* @__PURE__ */ z.object({
  workHours: z.number(),
  workerCount: z.number(),
  accidentCount: z.number(),
  victimCount: z.number(),
  lostWorkDays: z.number(),
  frequencyRate: z.number().nullable(),
  severityRate: z.number().nullable(),
  accidentRate: z.number().nullable(),
  trir: z.number().nullable(),
  ltifr: z.number().nullable(),
});
/** the rates answer `GET /api/saf/accidents/rates?plantCd=&year=` (contract) */
export const ZAccidentRatesSchema = /* @__PURE__ */ z.object({ plantCd: z.string(), year: z.number() }).extend(ZRateCore.shape);
export type TAccidentRates = z.infer<typeof ZAccidentRatesSchema>;

export const SAF_ACC_STATS_API = '/api/saf/accidents/stats';
const ZCount = /* @__PURE__ */ z.object({ code: z.string().nullable(), name: z.string().nullable(), count: z.number() });
/** statistics of a plant and year (counting accidents) and the leading indicators */
export const ZAccidentStatsSchema = /* @__PURE__ */ z.object({
  plantCd: z.string(),
  year: z.number(),
  byType: z.array(ZCount),
  byCause: z.array(ZCount),
  /** 기인물 (the accident's causing object) */
  byObject: z.array(ZCount),
  byBodyPart: z.array(ZCount),
  byMonth: z.array(z.object({ month: z.number(), accidentCount: z.number(), victimCount: z.number(), nearMissCount: z.number() })),
  leading: z.object({ nearMissCount: z.number(), actionsDue: z.number(), actionsClosedOnTime: z.number(), onTimeRate: z.number().nullable() }),
});
export type TAccidentStats = z.infer<typeof ZAccidentStatsSchema>;

/** the statistics of a plant and year as .xlsx (typed number cells): `GET …/stats/excel?plantCd=&year=` */
export const SAF_ACC_STATS_EXCEL_API = '/api/saf/accidents/stats/excel';

/** rates per month and year to date of a plant, optionally a department with its sub-departments */
export const SAF_ACC_MONTHLY_RATES_API = '/api/saf/accidents/rates/monthly';
const ZRateFigures = /* @__PURE__ */ ZRateCore.extend({
  /** leading indicators: near misses reported; improvement actions of accidents and near misses due, and done by their due date */
  nearMissCount: z.number(),
  actionsDue: z.number(),
  actionsClosedOnTime: z.number(),
  onTimeRate: z.number().nullable(),
});
export const ZAccidentMonthlyRatesSchema = /* @__PURE__ */ z.object({
  plantCd: z.string(),
  year: z.number(),
  deptCd: z.string().nullable(),
  months: z.array(ZRateFigures.extend({ month: z.number(), ytd: ZRateFigures })),
});
export type TAccidentMonthlyRates = z.infer<typeof ZAccidentMonthlyRatesSchema>;
export type TRateFigures = z.infer<typeof ZRateFigures>;
