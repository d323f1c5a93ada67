import { sql } from 'drizzle-orm';
import { VND_EVAL_CODE_GROUPS, vendorEvalWorkflow } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../../db/client.js';
import { codeGroup, codeMaster } from '../../../db/schema.js';
import { vendorEvalItem, vendorEvalItemSet } from './eval.tables.js';

type Code = [code: string, ko: string, en: string, zh: string, es: string, attr1?: string, attr2?: string];

const KINDS: Code[] = [
  ['PRE', '도급 전 적격성 평가', 'Pre-qualification', '承包前资格评价', 'Precalificación'],
  ['PERIODIC', '정기평가(반기)', 'Periodic (half-yearly)', '定期评价(半年)', 'Periódica (semestral)'],
];
const HALVES: Code[] = [['H1', '상반기', '1st half', '上半年', '1.er semestre'], ['H2', '하반기', '2nd half', '下半年', '2.º semestre']];
/** thresholds as data: attr1 = the lowest total of the grade, attr2 = its consequence */
const GRADES: Code[] = [
  ['A', 'A', 'A', 'A', 'A', '90', 'ELIGIBLE'],
  ['B', 'B', 'B', 'B', 'B', '80', 'CONDITIONAL'],
  ['C', 'C', 'C', 'C', 'C', '70', 'CONDITIONAL'],
  ['D', 'D', 'D', 'D', 'D', '0', 'INELIGIBLE'],
];
const RESULTS: Code[] = [
  ['ELIGIBLE', '적격', 'Eligible', '合格', 'Apto'],
  ['CONDITIONAL', '조건부 적격', 'Conditionally eligible', '有条件合格', 'Apto con condiciones'],
  ['INELIGIBLE', '부적격', 'Not eligible', '不合格', 'No apto'],
];
const CATEGORIES: Code[] = [
  ['SYSTEM', '안전보건관리체계', 'Safety management system', '安全卫生管理体系', 'Sistema de gestión'],
  ['RISK', '위험성평가', 'Risk assessment', '风险评估', 'Evaluación de riesgos'],
  ['EDU', '안전보건교육', 'Safety training', '安全卫生教育', 'Formación'],
  ['PPE', '보호구', 'Protective equipment', '防护用品', 'EPP'],
  ['PERMIT', '작업허가·작업절차', 'Permits and procedures', '作业许可·程序', 'Permisos y procedimientos'],
  ['HEALTH', '보건관리', 'Health management', '保健管理', 'Salud'],
  ['EMERGENCY', '비상대응', 'Emergency response', '应急响应', 'Emergencias'],
  ['ACCIDENT', '재해 이력', 'Accident record', '事故记录', 'Historial de accidentes'],
];

/** the standard item set (weights sum to 100); the PRE set weighs the management system more, the PERIODIC set the field */
const ITEMS: [cat: string, text: string, pre: number, periodic: number, guide: string][] = [
  ['SYSTEM', '안전보건 경영방침 및 목표 수립·게시', 10, 5, '방침·목표 문서화 및 게시 10 / 문서만 있음 5 / 없음 0'],
  ['SYSTEM', '안전보건관리책임자·관리감독자 지정 및 역할 수행', 10, 10, '지정 및 활동 기록 10 / 지정만 5 / 미지정 0'],
  ['RISK', '위험성평가 실시 및 개선대책 이행', 15, 15, '정기·수시 평가와 개선 이행 확인 15 / 평가만 8 / 미실시 0'],
  ['EDU', '정기·특별 안전보건교육 실시', 10, 15, '법정 시간 이수율 100% 만점, 90% 미만 비례 감점'],
  ['PPE', '보호구 지급·착용 관리', 10, 10, '지급대장 및 현장 착용 확인 10 / 일부 미착용 5 / 관리 없음 0'],
  ['PERMIT', '작업허가 및 작업절차 준수', 15, 20, '허가서 발행·확인 누락 없음 20 / 경미한 누락 10 / 허가 없이 작업 0'],
  ['HEALTH', '근로자 건강진단 및 작업환경 관리', 10, 10, '일반·특수건강진단 실시율 100% 만점, 미실시자 비례 감점'],
  ['EMERGENCY', '비상대응 계획 및 훈련', 5, 5, '연 1회 이상 훈련 기록 5 / 계획만 2 / 없음 0'],
  ['ACCIDENT', '최근 3년 재해 이력', 15, 10, '무재해 만점 / 경상 1건당 -5 / 중상 이상 0'],
];

const rows = (group: string, codes: Code[]) => codes.map(([code, ko, en, zh, es, attr1, attr2], i) => ({
  codeGroupCd: group, code, codeNm: ko, codeNmI18n: { en, zh, es }, attr1: attr1 ?? null, attr2: attr2 ?? null, sortOrder: i + 1,
  createUserId: 'system', updateUserId: 'system',
}));

/** structural codes of the evaluation and the standard item sets (every installation; once) */
export async function seedVendorEvalBase(tx: DbOrTx): Promise<void> {
  await tx.insert(codeGroup).values([
    { codeGroupCd: VND_EVAL_CODE_GROUPS.kind, codeGroupNm: '협력업체 평가구분', systemYn: 'Y' },
    { codeGroupCd: VND_EVAL_CODE_GROUPS.grade, codeGroupNm: '협력업체 평가등급', systemYn: 'N', codeGroupDesc: 'attr1 = 등급 최저점(이상), attr2 = 판정(VND_EVAL_RESULT)' },
    { codeGroupCd: VND_EVAL_CODE_GROUPS.consequence, codeGroupNm: '협력업체 평가판정', systemYn: 'Y' },
    { codeGroupCd: VND_EVAL_CODE_GROUPS.category, codeGroupNm: '협력업체 평가분류', systemYn: 'N' },
    { codeGroupCd: 'VND_EVAL_HALF', codeGroupNm: '반기', systemYn: 'Y' },
    { codeGroupCd: 'VND_EVAL_STATUS', codeGroupNm: '협력업체 평가상태', systemYn: 'Y', codeGroupDesc: '워크플로 정의(packages/shared/src/vendor/eval.resource.ts)와 같은 코드' },
  ]).onConflictDoNothing();
  const statuses: Code[] = vendorEvalWorkflow.statuses.map((s) => [s.code, s.label.ko, s.label.en, s.label.zh, s.label.es]);
  await tx.insert(codeMaster).values([
    ...rows(VND_EVAL_CODE_GROUPS.kind, KINDS), ...rows(VND_EVAL_CODE_GROUPS.grade, GRADES), ...rows(VND_EVAL_CODE_GROUPS.consequence, RESULTS),
    ...rows(VND_EVAL_CODE_GROUPS.category, CATEGORIES), ...rows('VND_EVAL_HALF', HALVES), ...rows('VND_EVAL_STATUS', statuses),
  ]).onConflictDoNothing();
  const [n] = await queryRows<{ n: string }>(tx, sql`select count(*) as n from vnd_eval_item_set`);
  if (Number(n?.n ?? 0) > 0) return;
  for (const kind of ['PRE', 'PERIODIC'] as const) {
    const [set] = await tx.insert(vendorEvalItemSet).values({
      setNm: kind === 'PRE' ? '도급 전 적격성 평가표 (표준)' : '정기 안전보건 수준 평가표 (반기, 표준)', evalKindCd: kind,
      remark: '중대재해처벌법 시행령 제4조 제9호: 제3자 도급 시 안전보건 확보 기준·절차', createUserId: 'system', updateUserId: 'system',
    }).returning({ setNo: vendorEvalItemSet.setNo });
    await tx.insert(vendorEvalItem).values(ITEMS.map(([categoryCd, itemText, pre, periodic, guide], i) => ({
      setNo: set!.setNo, sortNo: i + 1, categoryCd, itemText, weight: kind === 'PRE' ? pre : periodic, guide, createUserId: 'system', updateUserId: 'system',
    })));
  }
}
