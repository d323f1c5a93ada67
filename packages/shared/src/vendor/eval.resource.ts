import { z } from 'zod';
import { defineResource, zText, zYmd, zYn } from '../resource/definition.js';
import { defineWorkflow, type TWorkflowLabel } from '../workflow/definition.js';
import { VND_MENUS } from './constants.js';

/**
 * 안전보건 수준 평가 (issue 19 item 4; 중대재해처벌법 시행령 제4조 제9호): item sets with weights (points) and scoring
 * guides, and evaluations of a vendor (도급 전 적격성 PRE, 정기 반기 PERIODIC) scored per item by an evaluator. The server
 * computes the total and the grade from the thresholds kept as data (code group VND_EVAL_GRADE: attr1 = lowest total
 * of the grade, attr2 = consequence ELIGIBLE / CONDITIONAL / INELIGIBLE). DRAFT → DONE (final, locked).
 */
export const VND_EVAL_API = { sets: '/api/vendor/eval-item-sets', evals: '/api/vendor/evals' } as const;
export const VND_EVAL_KINDS = ['PRE', 'PERIODIC'] as const;
export const VND_EVAL_CODE_GROUPS = { kind: 'VND_EVAL_KIND', grade: 'VND_EVAL_GRADE', consequence: 'VND_EVAL_RESULT', category: 'VND_EVAL_CATEGORY' } as const;
export const VND_EVAL_CONSEQUENCES = ['ELIGIBLE', 'CONDITIONAL', 'INELIGIBLE'] as const;

export const VND_EVAL_MESSAGES = {
  setMissing: '평가항목 세트를 찾을 수 없습니다.',
  setUnused: '사용하지 않는 평가항목 세트입니다.',
  scoreOverWeight: (rowNo: number, weight: number) => `${rowNo}번째 행의 점수는 0 이상 ${weight}점 이하로 입력하세요.`,
  itemNotInSet: (rowNo: number) => `${rowNo}번째 행의 평가항목이 선택한 평가항목 세트에 없습니다.`,
  weightsNot100: (sum: number) => `배점 합계는 100점이어야 합니다. (현재 ${sum}점)`,
  halfRequired: '정기평가는 반기(상/하)를 선택하세요.',
  scoresMissing: '모든 평가항목의 점수를 입력한 후 완료하세요.',
} as const;

/** a grade threshold as data (VND_EVAL_GRADE): the highest minScore not above the total wins */
export type TEvalGradeRule = { gradeCd: string; minScore: number; consequenceCd: string };

/** the grade of a total (thresholds in any order); null when no rule fits */
export function gradeOf(total: number, rules: TEvalGradeRule[]): TEvalGradeRule | null {
  return [...rules].sort((a, b) => b.minScore - a.minScore).find((r) => total >= r.minScore) ?? null;
}

const L = (ko: string, en: string, zh: string, es: string): TWorkflowLabel => ({ ko, en, zh, es });

export const vendorEvalWorkflow = defineWorkflow({
  statusField: 'statusCd',
  // issue 25: in which statuses each child collection may change ('record' = while the record is editable)
  children: { scores: 'record' },
  initial: 'DRAFT',
  statuses: [
    { code: 'DRAFT', label: L('작성중', 'Draft', '草稿', 'Borrador'), color: 'blue' },
    { code: 'DONE', label: L('평가완료', 'Completed', '评价完成', 'Completada'), color: 'green', final: true },
  ],
  transitions: [
    {
      action: 'COMPLETE', label: L('평가완료', 'Complete', '完成评价', 'Completar'), from: ['DRAFT'], to: 'DONE',
      who: [{ kind: 'menuWrite' as const }], guards: [{ name: 'allScored', message: VND_EVAL_MESSAGES.scoresMissing }],
    },
  ],
});

const LABELS = {
  ko: {
    setTitle: '평가항목 관리', evalTitle: '안전보건 수준 평가', setNo: '세트번호', setNm: '세트명', evalKindCd: '평가구분', evalKindNm: '평가구분', useYn: '사용',
    remark: '비고', items: '평가항목', itemNo: '항목번호', categoryCd: '분류', itemText: '평가항목', weight: '배점', guide: '채점기준', sortNo: '순서',
    evalNo: '평가번호', vendorCd: '협력업체', vendorNm: '협력업체', plantCd: '사업장', plantNm: '사업장', evalYear: '평가년도', evalHalf: '반기',
    evaluatorUserId: '평가자', evaluatorUserNm: '평가자', evalYmd: '평가일', totalScore: '총점', gradeCd: '등급', gradeNm: '등급', consequenceCd: '판정', consequenceNm: '판정',
    statusCd: '상태', statusNm: '상태', opinion: '종합의견', scores: '항목별 점수', score: '점수', createUserNm: '작성자', weightSum: '배점합계',
  },
  en: {
    setTitle: 'Evaluation items', evalTitle: 'Safety evaluation', setNo: 'Set no.', setNm: 'Set name', evalKindCd: 'Kind', evalKindNm: 'Kind', useYn: 'In use',
    remark: 'Remark', items: 'Items', itemNo: 'Item no.', categoryCd: 'Category', itemText: 'Item', weight: 'Points', guide: 'Scoring guide', sortNo: 'Order',
    evalNo: 'Eval. no.', vendorCd: 'Contractor', vendorNm: 'Contractor', plantCd: 'Plant', plantNm: 'Plant', evalYear: 'Year', evalHalf: 'Half',
    evaluatorUserId: 'Evaluator', evaluatorUserNm: 'Evaluator', evalYmd: 'Evaluated on', totalScore: 'Total', gradeCd: 'Grade', gradeNm: 'Grade', consequenceCd: 'Result', consequenceNm: 'Result',
    statusCd: 'Status', statusNm: 'Status', opinion: 'Overall opinion', scores: 'Scores', score: 'Score', createUserNm: 'Author', weightSum: 'Total points',
  },
  zh: {
    setTitle: '评价项目管理', evalTitle: '安全卫生水平评价', setNo: '套号', setNm: '名称', evalKindCd: '评价类型', evalKindNm: '评价类型', useYn: '使用',
    remark: '备注', items: '评价项目', itemNo: '项目编号', categoryCd: '分类', itemText: '评价项目', weight: '分值', guide: '评分标准', sortNo: '顺序',
    evalNo: '评价编号', vendorCd: '协力企业', vendorNm: '协力企业', plantCd: '工厂', plantNm: '工厂', evalYear: '评价年度', evalHalf: '半年',
    evaluatorUserId: '评价人', evaluatorUserNm: '评价人', evalYmd: '评价日', totalScore: '总分', gradeCd: '等级', gradeNm: '等级', consequenceCd: '判定', consequenceNm: '判定',
    statusCd: '状态', statusNm: '状态', opinion: '综合意见', scores: '各项得分', score: '得分', createUserNm: '作者', weightSum: '分值合计',
  },
  es: {
    setTitle: 'Ítems de evaluación', evalTitle: 'Evaluación de seguridad', setNo: 'N.º de conjunto', setNm: 'Nombre', evalKindCd: 'Tipo', evalKindNm: 'Tipo', useYn: 'En uso',
    remark: 'Observación', items: 'Ítems', itemNo: 'N.º de ítem', categoryCd: 'Categoría', itemText: 'Ítem', weight: 'Puntos', guide: 'Criterio de puntuación', sortNo: 'Orden',
    evalNo: 'N.º de evaluación', vendorCd: 'Contratista', vendorNm: 'Contratista', plantCd: 'Planta', plantNm: 'Planta', evalYear: 'Año', evalHalf: 'Semestre',
    evaluatorUserId: 'Evaluador', evaluatorUserNm: 'Evaluador', evalYmd: 'Evaluada el', totalScore: 'Total', gradeCd: 'Grado', gradeNm: 'Grado', consequenceCd: 'Resultado', consequenceNm: 'Resultado',
    statusCd: 'Estado', statusNm: 'Estado', opinion: 'Opinión general', scores: 'Puntuaciones', score: 'Puntos', createUserNm: 'Autor', weightSum: 'Total de puntos',
  },
};
const bundle = (title: 'setTitle' | 'evalTitle') => ({
  ko: { ...LABELS.ko, title: LABELS.ko[title] }, en: { ...LABELS.en, title: LABELS.en[title] },
  zh: { ...LABELS.zh, title: LABELS.zh[title] }, es: { ...LABELS.es, title: LABELS.es[title] },
});

/** 평가항목 세트 `/api/vendor/eval-item-sets`: global (every plant uses the same sets); weights sum to 100 */
export const vendorEvalItemSetResource = defineResource({
  name: 'vendorEvalItemSet',
  title: 'title',
  basePath: VND_EVAL_API.sets,
  menuId: VND_MENUS.eval,
  key: { name: 'setNo', type: 'number', generated: true },
  fields: [
    { name: 'setNm', type: 'text', label: 'setNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    { name: 'evalKindCd', type: 'select', label: 'evalKindCd', schema: z.enum(VND_EVAL_KINDS), required: true, codeGroup: VND_EVAL_CODE_GROUPS.kind, span: 4 },
    { name: 'useYn', type: 'switch', label: 'useYn', schema: zYn.default('Y'), span: 4 },
    { name: 'remark', type: 'textarea', label: 'remark', schema: zText(1000), maxLength: 1000, span: 24 },
  ],
  children: [{
    name: 'items', label: 'items', key: 'itemNo', rowNoField: 'sortNo', minRows: 1, maxRows: 50,
    fields: [
      { name: 'categoryCd', type: 'select', label: 'categoryCd', schema: z.string().trim().max(30).nullish(), codeGroup: VND_EVAL_CODE_GROUPS.category, required: true },
      { name: 'itemText', type: 'text', label: 'itemText', schema: zText(300), required: true },
      { name: 'weight', type: 'number', label: 'weight', schema: z.number().int().min(1).max(100).nullish(), required: true },
      { name: 'guide', type: 'text', label: 'guide', schema: zText(1000) },
    ],
    columns: [{ name: 'categoryCd', width: 140 }, { name: 'itemText', width: 280 }, { name: 'weight', width: 80, align: 'right' }, { name: 'guide', width: 360 }],
  }],
  listColumns: [
    { name: 'setNo', label: 'setNo', width: 90, align: 'center' },
    { name: 'setNm', link: true },
    { name: 'evalKindCd', width: 140, align: 'center' },
    { name: 'useYn', width: 80, align: 'center' },
  ],
  searchFields: [
    { name: 'evalKindCd', type: 'select', op: 'eq', label: 'evalKindCd', codeGroup: VND_EVAL_CODE_GROUPS.kind, width: 6 },
    { name: 'setNm', type: 'text', op: 'contains', label: 'setNm', width: 6 },
  ],
  defaultSort: { field: 'setNo', order: 'desc' },
  i18n: bundle('setTitle'),
});

/** 안전보건 수준 평가 `/api/vendor/evals`: one vendor, plant, kind, year (+ half), scored against an item set */
export const vendorEvalResource = defineResource({
  name: 'vendorEval',
  title: 'title',
  basePath: VND_EVAL_API.evals,
  menuId: VND_MENUS.eval,
  key: { name: 'evalNo', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), codeGroup: 'VND_EVAL_STATUS', inForm: false },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'vendorCd', type: 'vendor', label: 'vendorCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'evalKindCd', type: 'select', label: 'evalKindCd', schema: z.enum(VND_EVAL_KINDS), required: true, codeGroup: VND_EVAL_CODE_GROUPS.kind, span: 8 },
    { name: 'evalYear', type: 'number', label: 'evalYear', schema: z.number().int().min(2000).max(2100), required: true, span: 6 },
    { name: 'evalHalf', type: 'select', label: 'evalHalf', schema: z.enum(['H1', 'H2']).nullish(), codeGroup: 'VND_EVAL_HALF', span: 6 },
    { name: 'setNo', type: 'number', reference: { to: 'vendorEvalItemSet' }, label: 'setNo', schema: z.number().int().min(1), required: true, createOnly: true, span: 6 },
    { name: 'evalYmd', type: 'date', label: 'evalYmd', schema: zYmd.nullish(), span: 6 },
    { name: 'evaluatorUserId', type: 'user', label: 'evaluatorUserId', schema: z.string().trim().min(1).max(50), required: true, span: 8 },
    { name: 'totalScore', type: 'number', label: 'totalScore', schema: z.number().nullish(), inForm: false, serverOnly: true },
    { name: 'gradeCd', type: 'select', label: 'gradeCd', schema: z.string().nullish(), codeGroup: VND_EVAL_CODE_GROUPS.grade, inForm: false, serverOnly: true },
    { name: 'consequenceCd', type: 'select', label: 'consequenceCd', schema: z.string().nullish(), codeGroup: VND_EVAL_CODE_GROUPS.consequence, inForm: false, serverOnly: true },
    { name: 'opinion', type: 'textarea', label: 'opinion', schema: zText(2000), maxLength: 2000, span: 24 },
  ],
  children: [{
    name: 'scores', label: 'scores', key: 'scoreNo', rowNoField: 'rowNo', maxRows: 50,
    fields: [
      { name: 'itemNo', type: 'number', reference: { none: 'an item of the record\'s own item set: eval.service refuses an item not in the set' }, label: 'itemNo', schema: z.number().int().min(1).nullish(), required: true },
      { name: 'categoryCd', type: 'select', label: 'categoryCd', schema: z.string().max(30).nullish(), codeGroup: VND_EVAL_CODE_GROUPS.category },
      { name: 'itemText', type: 'text', label: 'itemText', schema: zText(300) },
      { name: 'weight', type: 'number', label: 'weight', schema: z.number().int().min(0).max(100).nullish() },
      { name: 'score', type: 'number', label: 'score', schema: z.number().min(0).max(100).nullish() },
      { name: 'remark', type: 'text', label: 'remark', schema: zText(500) },
    ],
    columns: [{ name: 'categoryCd', width: 130 }, { name: 'itemText', width: 260 }, { name: 'weight', width: 70, align: 'right' }, { name: 'score', width: 80, align: 'right' }, { name: 'remark', width: 220 }],
  }],
  listColumns: [
    { name: 'evalNo', label: 'evalNo', width: 90, align: 'center' },
    { name: 'statusCd', width: 100, align: 'center' },
    { name: 'vendorCd', link: true, width: 180 },
    { name: 'evalKindCd', width: 130, align: 'center' },
    { name: 'evalYear', width: 90, align: 'center', sortable: true },
    { name: 'evalHalf', width: 80, align: 'center' },
    { name: 'totalScore', width: 80, align: 'right', sortable: true },
    { name: 'gradeCd', width: 70, align: 'center' },
    { name: 'consequenceCd', width: 110, align: 'center' },
    { name: 'evaluatorUserId', width: 100, align: 'center' },
    { name: 'evalYmd', width: 110, align: 'center', sortable: true },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'vendorCd', type: 'text', op: 'eq', label: 'vendorCd', width: 6 },
    { name: 'evalKindCd', type: 'select', op: 'eq', label: 'evalKindCd', codeGroup: VND_EVAL_CODE_GROUPS.kind, width: 6 },
    { name: 'gradeCd', type: 'select', op: 'eq', label: 'gradeCd', codeGroup: VND_EVAL_CODE_GROUPS.grade, width: 6 },
  ],
  // history per vendor: newest first (filter vendorCd)
  defaultSort: { field: 'evalNo', order: 'desc' },
  scope: { plant: 'plantCd', vendor: 'vendorCd' },
  workflow: vendorEvalWorkflow,
  i18n: bundle('evalTitle'),
});
