import { z } from 'zod';
import { defineResource, zText, zYn } from '../resource/definition.js';
import { zCalendarYmd } from './plan.js';

/**
 * Health base data (spec §7 /api/hea/baseinfo/...): diseases, interview items, consultation types (resource
 * framework) and the hospitals' schedules (custom routes; they feed the reservation capacity per day).
 */

export const HEA_BASE_MENU = {
  disease: 'HEA_DISEASE',
  interviewItem: 'HEA_INTERVIEW_ITEM',
  consultType: 'HEA_CONSULT_TYPE',
  orgSchedule: 'HEA_CHECKUP_ORG_SCHEDULE',
} as const;

/** 문진 응답 형식 (code group HEA_ANSWER_TYPE) */
export const HEA_ANSWER_TYPE_GROUP = 'HEA_ANSWER_TYPE';
export const HEA_ANSWER_TYPES = [
  { code: 'YN', codeNm: '예/아니오', en: 'Yes/No', zh: '是/否', es: 'Sí/No' },
  { code: 'SINGLE', codeNm: '단일선택', en: 'Single choice', zh: '单选', es: 'Opción única' },
  { code: 'MULTI', codeNm: '복수선택', en: 'Multiple choice', zh: '多选', es: 'Opción múltiple' },
  { code: 'NUMBER', codeNm: '숫자', en: 'Number', zh: '数字', es: 'Número' },
  { code: 'TEXT', codeNm: '서술형', en: 'Free text', zh: '叙述', es: 'Texto libre' },
] as const;
/** answer types whose options must be listed (answerOptions, separated by |) */
export const HEA_CHOICE_ANSWER_TYPES = ['SINGLE', 'MULTI'] as const;

export const HEA_BASE_MESSAGES = {
  interviewOptionsRequired: '선택형 문항은 보기를 2개 이상 입력해야 합니다. (보기는 | 로 구분)',
  interviewOptionsNotAllowed: '예/아니오·숫자·서술형 문항에는 보기를 입력하지 않습니다.',
  schedulePeriod: '일정 종료일은 시작일보다 빠를 수 없습니다.',
  scheduleOverlap: '같은 검진기관의 다른 운영 일정과 기간이 겹칩니다. (휴진 일정은 겹쳐도 됩니다)',
  scheduleTooLong: '일정 기간은 1년(366일)을 넘을 수 없습니다.',
  scheduleOrgNotFound: '검진기관을 찾을 수 없거나 사용하지 않는 검진기관입니다.',
} as const;

const codeKey = z.string().trim().regex(/^[A-Z0-9_]{2,30}$/);
/** KCD (한국표준질병·사인분류) code such as J60, H83.3, C34.9 */
const kcd = z.string().trim().regex(/^[A-Z][0-9]{2}(\.[0-9]{1,2})?$/);

export const diseaseResource = defineResource({
  name: 'heaDisease',
  title: 'title',
  basePath: '/api/hea/baseinfo/diseases',
  menuId: HEA_BASE_MENU.disease,
  key: { name: 'diseaseCd', type: 'string', generated: false },
  fields: [
    { name: 'diseaseCd', type: 'text', label: 'diseaseCd', schema: codeKey, required: true, createOnly: true, maxLength: 30, span: 8 },
    { name: 'diseaseNm', type: 'text', label: 'diseaseNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    { name: 'kcdCd', type: 'text', label: 'kcdCd', schema: kcd, required: true, maxLength: 10, span: 8 },
    { name: 'occupationalYn', type: 'switch', label: 'occupationalYn', schema: zYn.default('N'), span: 8 },
    { name: 'useYn', type: 'checkbox', label: 'useYn', schema: zYn.default('Y'), span: 8 },
    { name: 'remark', type: 'textarea', label: 'remark', schema: zText(1000), maxLength: 1000, span: 24 },
  ],
  listColumns: [
    { name: 'diseaseCd', width: 140, align: 'center', sortable: true },
    { name: 'diseaseNm', link: true, sortable: true },
    { name: 'kcdCd', width: 110, align: 'center', sortable: true },
    { name: 'occupationalYn', width: 110, align: 'center' },
    { name: 'useYn', width: 90, align: 'center' },
  ],
  searchFields: [
    { name: 'diseaseNm', type: 'text', op: 'contains', label: 'diseaseNm', width: 6 },
    { name: 'kcdCd', type: 'text', op: 'contains', label: 'kcdCd', width: 6 },
    { name: 'occupationalYn', type: 'yn', op: 'eq', label: 'occupationalYn', width: 6 },
    { name: 'useYn', type: 'yn', op: 'eq', label: 'useYn', width: 6 },
  ],
  defaultSort: { field: 'kcdCd', order: 'asc' },
  approvalType: null,
  i18n: {
    ko: { title: '질환', diseaseCd: '질환코드', diseaseNm: '질환명', kcdCd: 'KCD 코드', occupationalYn: '직업성 질환', useYn: '사용여부', remark: '비고' },
    en: { title: 'Diseases', diseaseCd: 'Code', diseaseNm: 'Disease', kcdCd: 'KCD code', occupationalYn: 'Occupational', useYn: 'In use', remark: 'Remarks' },
    zh: { title: '疾病', diseaseCd: '疾病代码', diseaseNm: '疾病名称', kcdCd: 'KCD代码', occupationalYn: '职业性疾病', useYn: '是否使用', remark: '备注' },
    es: { title: 'Enfermedades', diseaseCd: 'Código', diseaseNm: 'Enfermedad', kcdCd: 'Código KCD', occupationalYn: 'Laboral', useYn: 'En uso', remark: 'Observaciones' },
  },
});

/** choice questions list their options separated by | ("없음|가끔|자주"); other types have none */
export function checkInterviewOptions(v: Record<string, unknown>): { field: string; message: string } | null {
  const opts = typeof v.answerOptions === 'string' ? v.answerOptions.split('|').map((s) => s.trim()).filter(Boolean) : [];
  const choice = (HEA_CHOICE_ANSWER_TYPES as readonly unknown[]).includes(v.answerTypeCd);
  if (choice && opts.length < 2) return { field: 'answerOptions', message: HEA_BASE_MESSAGES.interviewOptionsRequired };
  if (!choice && opts.length > 0) return { field: 'answerOptions', message: HEA_BASE_MESSAGES.interviewOptionsNotAllowed };
  return null;
}

export const interviewItemResource = defineResource({
  name: 'heaInterviewItem',
  title: 'title',
  basePath: '/api/hea/baseinfo/interviewitems',
  menuId: HEA_BASE_MENU.interviewItem,
  key: { name: 'interviewItemNo', type: 'number', generated: true },
  fields: [
    { name: 'question', type: 'textarea', label: 'question', schema: zText(500, { required: true }), required: true, maxLength: 500, span: 24 },
    { name: 'answerTypeCd', type: 'select', label: 'answerTypeCd', schema: z.enum(HEA_ANSWER_TYPES.map((a) => a.code) as [string, ...string[]]), required: true, codeGroup: HEA_ANSWER_TYPE_GROUP, span: 8 },
    { name: 'sortOrder', type: 'number', label: 'sortOrder', schema: z.number().int().min(1).max(9999), required: true, span: 8 },
    { name: 'useYn', type: 'checkbox', label: 'useYn', schema: zYn.default('Y'), span: 8 },
    { name: 'answerOptions', type: 'text', label: 'answerOptions', schema: zText(500), maxLength: 500, span: 24 },
  ],
  listColumns: [
    { name: 'sortOrder', width: 90, align: 'right', sortable: true },
    { name: 'question', link: true },
    { name: 'answerTypeCd', width: 120, align: 'center', sortable: true },
    { name: 'answerOptions', width: 260 },
    { name: 'useYn', width: 90, align: 'center' },
  ],
  searchFields: [
    { name: 'question', type: 'text', op: 'contains', label: 'question', width: 8 },
    { name: 'answerTypeCd', type: 'select', op: 'eq', label: 'answerTypeCd', codeGroup: HEA_ANSWER_TYPE_GROUP, width: 6 },
    { name: 'useYn', type: 'yn', op: 'eq', label: 'useYn', width: 6 },
  ],
  defaultSort: { field: 'sortOrder', order: 'asc' },
  approvalType: null,
  validate: checkInterviewOptions,
  i18n: {
    ko: { title: '문진항목', question: '문진 내용', answerTypeCd: '응답 형식', answerTypeNm: '응답 형식', sortOrder: '순서', useYn: '사용여부', answerOptions: '보기 (| 로 구분)' },
    en: { title: 'Interview items', question: 'Question', answerTypeCd: 'Answer type', answerTypeNm: 'Answer type', sortOrder: 'Order', useYn: 'In use', answerOptions: 'Options (separated by |)' },
    zh: { title: '问诊项目', question: '问诊内容', answerTypeCd: '回答形式', answerTypeNm: '回答形式', sortOrder: '顺序', useYn: '是否使用', answerOptions: '选项(以|分隔)' },
    es: { title: 'Preguntas de entrevista', question: 'Pregunta', answerTypeCd: 'Tipo de respuesta', answerTypeNm: 'Tipo de respuesta', sortOrder: 'Orden', useYn: 'En uso', answerOptions: 'Opciones (separadas por |)' },
  },
});

export const consultTypeResource = defineResource({
  name: 'heaConsultType',
  title: 'title',
  basePath: '/api/hea/baseinfo/consult',
  menuId: HEA_BASE_MENU.consultType,
  key: { name: 'consultTypeCd', type: 'string', generated: false },
  fields: [
    { name: 'consultTypeCd', type: 'text', label: 'consultTypeCd', schema: codeKey, required: true, createOnly: true, maxLength: 30, span: 8 },
    { name: 'consultTypeNm', type: 'text', label: 'consultTypeNm', schema: zText(100, { required: true }), required: true, maxLength: 100, span: 16 },
    { name: 'sortOrder', type: 'number', label: 'sortOrder', schema: z.number().int().min(1).max(9999), required: true, span: 8 },
    { name: 'useYn', type: 'checkbox', label: 'useYn', schema: zYn.default('Y'), span: 8 },
    { name: 'remark', type: 'textarea', label: 'remark', schema: zText(1000), maxLength: 1000, span: 24 },
  ],
  listColumns: [
    { name: 'consultTypeCd', width: 160, align: 'center', sortable: true },
    { name: 'consultTypeNm', link: true, sortable: true },
    { name: 'sortOrder', width: 90, align: 'right', sortable: true },
    { name: 'useYn', width: 90, align: 'center' },
  ],
  searchFields: [
    { name: 'consultTypeNm', type: 'text', op: 'contains', label: 'consultTypeNm', width: 8 },
    { name: 'useYn', type: 'yn', op: 'eq', label: 'useYn', width: 6 },
  ],
  defaultSort: { field: 'sortOrder', order: 'asc' },
  approvalType: null,
  i18n: {
    ko: { title: '상담유형', consultTypeCd: '상담유형코드', consultTypeNm: '상담유형명', sortOrder: '순서', useYn: '사용여부', remark: '비고' },
    en: { title: 'Consultation types', consultTypeCd: 'Code', consultTypeNm: 'Consultation type', sortOrder: 'Order', useYn: 'In use', remark: 'Remarks' },
    zh: { title: '咨询类型', consultTypeCd: '代码', consultTypeNm: '咨询类型', sortOrder: '顺序', useYn: '是否使用', remark: '备注' },
    es: { title: 'Tipos de consulta', consultTypeCd: 'Código', consultTypeNm: 'Tipo de consulta', sortOrder: 'Orden', useYn: 'En uso', remark: 'Observaciones' },
  },
});

// ---- hospital schedules (검진기관 일정) ----

/** weekdays as in JavaScript Date#getUTCDay: 0 Sunday … 6 Saturday */
export const ZWeekday = z.number().int().min(0).max(6);

export const ZOrgScheduleInput = z
  .object({
    heaCheckupOrgNo: z.number().int().min(1).max(2_147_483_647),
    startYmd: zCalendarYmd,
    endYmd: zCalendarYmd,
    /** reservations per day in the range; null = the hospital's default dailyCapacity */
    dailyCapacity: z.number().int().min(0).max(1000).nullable().default(null),
    /** the whole range is closed (holidays, closure) */
    closedYn: zYn.default('N'),
    /** weekdays closed inside the range (e.g. [0] Sundays) */
    closedWeekdays: z.array(ZWeekday).max(7).default([]),
    remark: zText(500),
  })
  .refine((v) => v.startYmd <= v.endYmd, { message: HEA_BASE_MESSAGES.schedulePeriod, path: ['endYmd'] })
  .refine((v) => (Date.parse(v.endYmd) - Date.parse(v.startYmd)) / 86_400_000 <= 366, { message: HEA_BASE_MESSAGES.scheduleTooLong, path: ['endYmd'] });
export type TOrgScheduleInput = z.input<typeof ZOrgScheduleInput>;

export const ZOrgSchedule = z.object({
  scheduleNo: z.number(),
  heaCheckupOrgNo: z.number(),
  heaCheckupOrgNm: z.string().nullable(),
  plantCd: z.string(),
  startYmd: z.string(),
  endYmd: z.string(),
  dailyCapacity: z.number().nullable(),
  closedYn: z.string(),
  closedWeekdays: z.array(z.number()),
  remark: z.string().nullable(),
  version: z.number(),
  updateUserId: z.string().nullable(),
  updateDt: z.string(),
});
export type TOrgSchedule = z.infer<typeof ZOrgSchedule>;
