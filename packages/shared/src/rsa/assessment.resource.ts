import { z } from 'zod';
import { defineResource, zText, zYmd } from '../resource/definition.js';
import { PSM_DRAWING_PICK, PSM_EQUIP_PICK } from '../psm/psm.const.js';
import { RSA_API, RSA_CHECK_RESULTS, RSA_PLAN_PICK, RSA_CODE_GROUPS as G, RSA_GUIDE_WORDS, RSA_LEVEL3, RSA_MENUS } from './rsa.codes.js';
import { CHM_PROD_CHARM_PICK } from '../chm/chm.links.js';
import { CHARM_AMOUNT_UNITS, CHARM_AMOUNTS, CHARM_BASES, CHARM_OEL_UNITS, CHARM_STATES, CHARM_TIMES, CHARM_VOLATILITIES } from './charm.js';

const level = z.number().int().min(1).max(5).nullish();
const owner = z.string().trim().max(50).nullish();
const level4 = z.number().int().min(1).max(4).nullish();
/** the hazard of the plant's 유해·위험요인 목록 a row was picked from (kept: the register groups by it), or null (typed) */
const libNo = z.number().int().min(1).max(2_147_483_647).nullish();
const only = (...methods: string[]) => ({ field: 'methodCd', in: methods });
const FS = only('FREQ_SEV');
const L3 = only('THREE_STEP');
/** the server's rating cells of a matrix-rated row (likelihood × severity on the plan's matrix version) */
const ratedFields = [
  { name: 'likelihood', type: 'number', label: 'likelihood', schema: level, required: true },
  { name: 'severity', type: 'number', label: 'severity', schema: level, required: true },
  { name: 'riskScore', type: 'number', label: 'riskScore', schema: z.number().int().nullish(), serverOnly: true },
  { name: 'riskGradeCd', type: 'text', label: 'riskGradeCd', schema: zText(30), serverOnly: true },
  { name: 'riskGradeNm', type: 'text', label: 'riskGradeCd', schema: zText(100), serverOnly: true },
] as const;
/** measure → owner → due → the action made of it (server) */
const measureFields = (label: string) => [
  { name: 'measure', type: 'text', label, schema: zText(500), maxLength: 500 },
  { name: 'ownerUserId', type: 'user', label: 'ownerUserId', schema: owner },
  { name: 'dueYmd', type: 'date', label: 'dueYmd', schema: zYmd.nullish() },
  { name: 'actionRequiredYn', type: 'text', label: 'actionRequiredYn', schema: zText(1), serverOnly: true },
  { name: 'actionNo', type: 'number', label: 'actionNo', schema: z.number().int().nullish(), serverOnly: true },
] as const;
const measureColumns = [{ name: 'ownerUserId', width: 160 }, { name: 'dueYmd', width: 140 }, { name: 'actionNo', width: 100, align: 'center' as const }];

/**
 * 위험성평가 결과 `/api/rsa/assessments`: one department's unit work (단위작업) of a plan, assessed on the plan's
 * method, each method its own rows (`visibleWhen` on the record's `methodCd`, so the form shows only the method's grid
 * and columns): 빈도·강도법 and 3단계 판단법 `hazards`, 체크리스트법 `checkItems`, JSA `jsaSteps`, HAZOP `hazopRows`,
 * CHARM `charmRows`, 핵심요인 기술법 `onePoints`. The server computes `riskScore` / `riskGradeCd` (and the residual
 * ones, CHARM's exposure and risk levels) from the plan's matrix version and the CHARM tables; values sent are ignored.
 */
export const rsaAssessmentResource = /* @__PURE__ */ defineResource({
  name: 'rsaAssessment',
  title: 'title',
  basePath: RSA_API.assessments,
  menuId: RSA_MENUS.assessment,
  key: { name: 'assessNo', type: 'number', generated: true },
  fields: [
    { name: 'planNo', type: 'number', reference: { to: 'rsaPlan', pick: { ...RSA_PLAN_PICK, copy: ['plantCd', 'methodCd'] } }, label: 'planNo', schema: z.number().int().min(1).max(2_147_483_647), required: true, createOnly: true, span: 6 },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, createOnly: true, span: 6 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 6 },
    { name: 'methodCd', type: 'select', label: 'methodCd', schema: z.string().nullish(), codeGroup: G.method, serverOnly: true, span: 6 },
    { name: 'processNm', type: 'text', label: 'processNm', schema: zText(200), maxLength: 200, span: 12 },
    {
      // picked from the department's unit works (단위작업 master): the server copies its name and process
      name: 'unitWorkNo', type: 'number', reference: { to: 'rsaUnitWork' }, label: 'unitWorkNo', schema: z.number().int().min(1).max(2_147_483_647).nullish(), span: 12,
      optionsFrom: { url: `${RSA_API.unitWorks}/options?plantCd={plantCd}&deptCd={deptCd}`, value: 'unitWorkNo', label: 'unitWorkNm' },
    },
    { name: 'unitWorkNm', type: 'text', label: 'unitWorkNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 12 },
    { name: 'workDesc', type: 'textarea', label: 'workDesc', schema: zText(2000), maxLength: 2000, span: 24 },
    { name: 'matrixVersion', type: 'number', label: 'matrixVersion', schema: z.number().int().nullish(), serverOnly: true, span: 6 },
  ],
  children: [
    {
      name: 'hazards', label: 'hazards', key: 'hazardNo', rowNoField: 'rowNo', maxRows: 200, visibleWhen: only('FREQ_SEV', 'THREE_STEP'),
      fields: [
        { name: 'hazardLibNo', type: 'number', reference: { to: 'rsaHazardLib' }, label: 'hazardLibNo', schema: libNo },
        { name: 'hazardClassCd', type: 'select', label: 'hazardClassCd', schema: zText(30), codeGroup: G.hazardClass, required: true },
        { name: 'hazardNm', type: 'text', label: 'hazardNm', schema: zText(300), maxLength: 300, required: true },
        { name: 'disasterTypeCd', type: 'select', label: 'disasterTypeCd', schema: zText(30), codeGroup: G.disasterType },
        { name: 'currentControl', type: 'text', label: 'currentControl', schema: zText(500), maxLength: 500 },
        { name: 'likelihood', type: 'number', label: 'likelihood', schema: level },
        { name: 'severity', type: 'number', label: 'severity', schema: level },
        { name: 'riskScore', type: 'number', label: 'riskScore', schema: z.number().int().nullish(), serverOnly: true },
        { name: 'riskGradeCd', type: 'text', label: 'riskGradeCd', schema: zText(30), serverOnly: true },
        { name: 'riskGradeNm', type: 'text', label: 'riskGradeCd', schema: zText(100), serverOnly: true },
        { name: 'levelCd', type: 'select', label: 'levelCd', schema: z.enum(RSA_LEVEL3).nullish(), codeGroup: G.level3 },
        { name: 'levelReason', type: 'text', label: 'levelReason', schema: zText(500), maxLength: 500 },
        { name: 'measure', type: 'text', label: 'measure', schema: zText(500), maxLength: 500 },
        { name: 'ownerUserId', type: 'user', label: 'ownerUserId', schema: owner },
        { name: 'dueYmd', type: 'date', label: 'dueYmd', schema: zYmd.nullish() },
        { name: 'residualLikelihood', type: 'number', label: 'residualLikelihood', schema: level },
        { name: 'residualSeverity', type: 'number', label: 'residualSeverity', schema: level },
        { name: 'residualScore', type: 'number', label: 'residualScore', schema: z.number().int().nullish(), serverOnly: true },
        { name: 'residualGradeCd', type: 'text', label: 'residualGradeCd', schema: zText(30), serverOnly: true },
        { name: 'residualGradeNm', type: 'text', label: 'residualGradeCd', schema: zText(100), serverOnly: true },
        { name: 'majorYn', type: 'select', label: 'majorYn', schema: z.enum(['Y', 'N']).nullish(), codeGroup: G.yn },
        { name: 'actionRequiredYn', type: 'text', label: 'actionRequiredYn', schema: zText(1), serverOnly: true },
        { name: 'actionNo', type: 'number', label: 'actionNo', schema: z.number().int().nullish(), serverOnly: true },
      ],
      columns: [
        { name: 'hazardClassCd', width: 130 }, { name: 'hazardNm', width: 240 }, { name: 'disasterTypeCd', width: 120 }, { name: 'currentControl', width: 200 },
        { name: 'likelihood', width: 80, align: 'center', visibleWhen: FS }, { name: 'severity', width: 80, align: 'center', visibleWhen: FS },
        { name: 'riskScore', width: 80, align: 'center', visibleWhen: FS }, { name: 'riskGradeNm', width: 100, align: 'center', visibleWhen: FS },
        { name: 'levelCd', width: 90, visibleWhen: L3 }, { name: 'levelReason', width: 200, visibleWhen: L3 },
        { name: 'measure', width: 240 }, { name: 'ownerUserId', width: 160 }, { name: 'dueYmd', width: 140 },
        { name: 'residualLikelihood', width: 90, align: 'center', visibleWhen: FS }, { name: 'residualSeverity', width: 90, align: 'center', visibleWhen: FS },
        { name: 'residualGradeNm', width: 100, align: 'center', visibleWhen: FS }, { name: 'majorYn', width: 90, visibleWhen: FS }, { name: 'actionNo', width: 100, align: 'center' },
      ],
    },
    {
      name: 'checkItems', label: 'checkItems', key: 'checkNo', rowNoField: 'rowNo', maxRows: 200, visibleWhen: only('CHECKLIST'),
      fields: [
        { name: 'itemText', type: 'text', label: 'itemText', schema: zText(500), maxLength: 500, required: true },
        { name: 'resultCd', type: 'select', label: 'resultCd', schema: z.enum(RSA_CHECK_RESULTS).nullish(), codeGroup: G.checkResult, required: true },
        { name: 'measure', type: 'text', label: 'measure', schema: zText(500), maxLength: 500 },
        { name: 'ownerUserId', type: 'user', label: 'ownerUserId', schema: owner },
        { name: 'dueYmd', type: 'date', label: 'dueYmd', schema: zYmd.nullish() },
        { name: 'actionNo', type: 'number', label: 'actionNo', schema: z.number().int().nullish(), serverOnly: true },
      ],
      columns: [{ name: 'itemText', width: 360 }, { name: 'resultCd', width: 120 }, { name: 'measure', width: 260 }, { name: 'ownerUserId', width: 160 }, { name: 'dueYmd', width: 140 }, { name: 'actionNo', width: 100, align: 'center' }],
    },
    {
      // JSA (KOSHA GUIDE): per task, its steps → the hazards of each step → controls; one flattened row per hazard
      name: 'jsaSteps', label: 'jsaSteps', key: 'jsaNo', rowNoField: 'rowNo', maxRows: 300, visibleWhen: only('JSA'),
      fields: [
        { name: 'taskNm', type: 'text', label: 'taskNm', schema: zText(200), maxLength: 200, required: true },
        { name: 'stepNo', type: 'number', reference: { none: 'the step\'s position in the job (1, 2, 3 …), not a record' }, label: 'stepNo', schema: z.number().int().min(1).max(99).nullish(), required: true },
        { name: 'stepDesc', type: 'text', label: 'stepDesc', schema: zText(300), maxLength: 300, required: true },
        { name: 'hazardNm', type: 'text', label: 'hazardNm', schema: zText(300), maxLength: 300, required: true },
        { name: 'hazardLibNo', type: 'number', reference: { to: 'rsaHazardLib' }, label: 'hazardLibNo', schema: libNo },
        ...ratedFields,
        ...measureFields('jsaControl'),
      ],
      columns: [
        { name: 'taskNm', width: 180 }, { name: 'stepNo', width: 70, align: 'center' }, { name: 'stepDesc', width: 220 }, { name: 'hazardNm', width: 220 },
        { name: 'likelihood', width: 80, align: 'center' }, { name: 'severity', width: 80, align: 'center' }, { name: 'riskScore', width: 80, align: 'center' },
        { name: 'riskGradeNm', width: 100, align: 'center' }, { name: 'measure', width: 240 }, ...measureColumns,
      ],
    },
    {
      // HAZOP (KOSHA GUIDE): node, design intent, parameter × guide word → deviation, causes, consequences, safeguards
      name: 'hazopRows', label: 'hazopRows', key: 'hazopNo', rowNoField: 'rowNo', maxRows: 300, visibleWhen: only('HAZOP'),
      fields: [
        { name: 'nodeNm', type: 'text', label: 'nodeNm', schema: zText(200), maxLength: 200, required: true },
        // issue 28 (PSM links): the node's equipment tag and its drawing in the process safety registers
        { name: 'equipNo', type: 'number', label: 'equipNo', schema: z.number().int().min(1).max(2_147_483_647).nullish(), reference: { to: 'psmEquipment', pick: PSM_EQUIP_PICK } },
        { name: 'drawingId', type: 'number', label: 'drawingId', schema: z.number().int().min(1).max(2_147_483_647).nullish(), reference: { to: 'psmDrawing', pick: PSM_DRAWING_PICK } },
        { name: 'designIntent', type: 'text', label: 'designIntent', schema: zText(300), maxLength: 300 },
        { name: 'parameterNm', type: 'text', label: 'parameterNm', schema: zText(100), maxLength: 100, required: true },
        { name: 'guideWordCd', type: 'select', label: 'guideWordCd', schema: z.enum(RSA_GUIDE_WORDS).nullish(), codeGroup: G.guideWord, required: true },
        { name: 'deviation', type: 'text', label: 'deviation', schema: zText(300), maxLength: 300, required: true },
        { name: 'causes', type: 'text', label: 'causes', schema: zText(500), maxLength: 500 },
        { name: 'consequences', type: 'text', label: 'consequences', schema: zText(500), maxLength: 500 },
        { name: 'safeguards', type: 'text', label: 'safeguards', schema: zText(500), maxLength: 500 },
        ...ratedFields,
        ...measureFields('recommendation'),
      ],
      columns: [
        { name: 'nodeNm', width: 160 }, { name: 'equipNo', width: 200 }, { name: 'drawingId', width: 220 }, { name: 'designIntent', width: 180 }, { name: 'parameterNm', width: 100 }, { name: 'guideWordCd', width: 100 },
        { name: 'deviation', width: 200 }, { name: 'causes', width: 200 }, { name: 'consequences', width: 200 }, { name: 'safeguards', width: 200 },
        { name: 'likelihood', width: 80, align: 'center' }, { name: 'severity', width: 80, align: 'center' }, { name: 'riskScore', width: 80, align: 'center' },
        { name: 'riskGradeNm', width: 100, align: 'center' }, { name: 'measure', width: 240 }, ...measureColumns,
      ],
    },
    {
      // CHARM (KOSHA): per chemical and task, what KOSHA asks → hazard grade × exposure level → risk level (server, code data)
      name: 'charmRows', label: 'charmRows', key: 'charmNo', rowNoField: 'rowNo', maxRows: 200, visibleWhen: only('CHARM'),
      fields: [
        // issue 26 (links): a product of the chemical register; its name, H codes and state are the SDS's (the server takes them again)
        { name: 'chemProdNo', type: 'number', label: 'chemProdNo', schema: z.number().int().min(1).max(2_147_483_647).nullish(), reference: { to: 'chmChemProd', pick: CHM_PROD_CHARM_PICK } },
        { name: 'chemicalNm', type: 'text', label: 'chemicalNm', schema: zText(200), maxLength: 200, required: true },
        { name: 'casNo', type: 'text', reference: { none: 'a CAS registry number of a chemical, not a record' }, label: 'casNo', schema: zText(30), maxLength: 30 },
        { name: 'taskNm', type: 'text', label: 'taskNm', schema: zText(200), maxLength: 200, required: true },
        { name: 'hStatements', type: 'text', label: 'hStatements', schema: zText(300), maxLength: 300 },
        { name: 'oelValue', type: 'number', label: 'oelValue', schema: z.number().positive().max(1e6).nullish() },
        { name: 'oelUnitCd', type: 'select', label: 'oelUnitCd', schema: z.enum(CHARM_OEL_UNITS).nullish(), codeGroup: G.charmOelUnit },
        { name: 'measuredConc', type: 'number', label: 'measuredConc', schema: z.number().min(0).max(1e6).nullish() },
        { name: 'dailyAmount', type: 'number', label: 'dailyAmount', schema: z.number().positive().max(1e9).nullish() },
        { name: 'amountUnitCd', type: 'select', label: 'amountUnitCd', schema: z.enum(Object.keys(CHARM_AMOUNT_UNITS) as [keyof typeof CHARM_AMOUNT_UNITS]).nullish(), codeGroup: G.charmAmountUnit },
        { name: 'physStateCd', type: 'select', label: 'physStateCd', schema: z.enum(CHARM_STATES).nullish(), codeGroup: G.charmState },
        { name: 'boilingPoint', type: 'number', label: 'boilingPoint', schema: z.number().min(-273).max(5000).nullish() },
        // chosen when the server cannot derive them (no amount + unit; a solid's dustiness; a liquid without its boiling point)
        { name: 'amountCd', type: 'select', label: 'amountCd', schema: z.enum(CHARM_AMOUNTS).nullish(), codeGroup: G.charmAmount },
        { name: 'volatilityCd', type: 'select', label: 'volatilityCd', schema: z.enum(CHARM_VOLATILITIES).nullish(), codeGroup: G.charmVolatility },
        { name: 'workTimeCd', type: 'select', label: 'workTimeCd', schema: z.enum(CHARM_TIMES).nullish(), codeGroup: G.charmTime },
        { name: 'hazardGrade', type: 'number', label: 'hazardGrade', schema: level4, serverOnly: true },
        { name: 'hazardBasisCd', type: 'select', label: 'hazardBasisCd', schema: z.enum(CHARM_BASES).nullish(), codeGroup: G.charmBasis, serverOnly: true },
        { name: 'exposureLevel', type: 'number', label: 'exposureLevel', schema: level4, serverOnly: true },
        { name: 'exposureBasisCd', type: 'select', label: 'exposureBasisCd', schema: z.enum(CHARM_BASES).nullish(), codeGroup: G.charmBasis, serverOnly: true },
        { name: 'riskScore', type: 'number', label: 'charmScore', schema: z.number().int().nullish(), serverOnly: true },
        { name: 'riskLevel', type: 'number', label: 'riskLevel', schema: z.number().int().nullish(), serverOnly: true },
        ...measureFields('measure'),
      ],
      columns: [
        { name: 'chemProdNo', width: 240 }, { name: 'chemicalNm', width: 160 }, { name: 'casNo', width: 110 }, { name: 'taskNm', width: 180 }, { name: 'hStatements', width: 160 },
        { name: 'oelValue', width: 100, align: 'right' }, { name: 'oelUnitCd', width: 100 }, { name: 'measuredConc', width: 110, align: 'right' },
        { name: 'dailyAmount', width: 110, align: 'right' }, { name: 'amountUnitCd', width: 90 }, { name: 'physStateCd', width: 90 }, { name: 'boilingPoint', width: 90, align: 'right' },
        { name: 'amountCd', width: 110 }, { name: 'volatilityCd', width: 120 }, { name: 'workTimeCd', width: 150 },
        { name: 'hazardGrade', width: 90, align: 'center' }, { name: 'hazardBasisCd', width: 110 }, { name: 'exposureLevel', width: 90, align: 'center' }, { name: 'exposureBasisCd', width: 110 },
        { name: 'riskScore', width: 150, align: 'center' }, { name: 'riskLevel', width: 100, align: 'center' }, { name: 'measure', width: 240 }, ...measureColumns,
      ],
    },
    {
      // 핵심요인 기술법 (One Point Sheet, 지침 제7조): the four questions per unit work; a "what more" is a measure to do
      name: 'onePoints', label: 'onePoints', key: 'pointNo', rowNoField: 'rowNo', maxRows: 100, visibleWhen: only('ONE_POINT'),
      fields: [
        { name: 'hazardDesc', type: 'text', label: 'hazardDesc', schema: zText(500), maxLength: 500, required: true },
        { name: 'currentControl', type: 'text', label: 'doneNow', schema: zText(500), maxLength: 500 },
        ...measureFields('moreNeeded'),
      ],
      columns: [{ name: 'hazardDesc', width: 300 }, { name: 'currentControl', width: 260 }, { name: 'measure', width: 260 }, ...measureColumns],
    },
  ],
  listColumns: [
    { name: 'assessNo', label: 'assessNo', width: 80, align: 'center', sortable: true },
    { name: 'planNo', width: 80, align: 'center', sortable: true },
    { name: 'methodCd', width: 130, align: 'center' },
    { name: 'deptCd', width: 140 },
    { name: 'processNm', width: 180 },
    { name: 'unitWorkNm', link: true },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'deptCd', type: 'dept', op: 'eq', label: 'deptCd', width: 6 },
    { name: 'unitWorkNm', type: 'text', op: 'contains', label: 'unitWorkNm', width: 6 },
  ],
  defaultSort: { field: 'assessNo', order: 'desc' },
  // the assessed department's subtree (a worker reads their own department's assessments)
  scope: { plant: 'plantCd', dept: 'deptCd' },
  print: { title: 'printTitle', number: (r) => `위험성평가-${String(r.planNo)}-${String(r.assessNo)}` },
  i18n: {
    ko: {
      title: '위험성평가 결과', printTitle: '작업위험성 평가표', assessNo: '평가 번호', planNo: '계획 번호', plantCd: '사업장', plantNm: '사업장', deptCd: '부서', deptNm: '부서',
      methodCd: '평가방법', methodNm: '평가방법', processNm: '공정', unitWorkNo: '단위작업 선택', unitWorkNm: '단위작업', workDesc: '작업 내용', matrixVersion: '매트릭스 버전', planStatusCd: '계획 상태', planStatusNm: '계획 상태',
      hazards: '유해·위험요인', hazardLibNo: '목록 번호', pickHazard: '유해·위험요인 목록에서 선택', picked: '목록의 유해·위험요인을 추가했습니다. 내용은 수정할 수 있습니다.', hazardClassCd: '분류', hazardNm: '유해·위험요인', disasterTypeCd: '재해형태', currentControl: '현재 안전조치',
      likelihood: '가능성', severity: '중대성', riskScore: '위험성', riskGradeCd: '등급', levelCd: '위험성 수준', levelReason: '판단 근거',
      measure: '감소대책', ownerUserId: '담당자', dueYmd: '조치기한', residualLikelihood: '개선 후 가능성', residualSeverity: '개선 후 중대성', residualScore: '개선 후 위험성', residualGradeCd: '개선 후 등급',
      majorYn: '중대위험', actionRequiredYn: '개선 필요', actionNo: '개선조치 번호',
      checkItems: '체크리스트', itemText: '점검항목', resultCd: '결과',
      jsaSteps: 'JSA 작업단계', taskNm: '작업', stepNo: '단계', stepDesc: '작업단계', jsaControl: '안전대책', hazopRows: 'HAZOP 검토', nodeNm: '노드', equipNo: '설비 태그(PSM)', drawingId: '도면(PSM)', designIntent: '설계의도', parameterNm: '변수', guideWordCd: '가이드워드', deviation: '이탈', causes: '원인', consequences: '결과', safeguards: '안전장치', recommendation: '권고사항', charmRows: 'CHARM 화학물질', chemProdNo: '화학제품(MSDS)', chemicalNm: '화학물질', casNo: 'CAS 번호', hStatements: '유해·위험문구(H)', hazardGrade: '유해성 등급', amountCd: '사용량', volatilityCd: '비산성·휘발성', workTimeCd: '작업시간', exposureLevel: '노출수준', riskLevel: '위험성 수준', oelValue: '노출기준', oelUnitCd: '노출기준 단위', measuredConc: '측정 농도', dailyAmount: '하루 사용량', amountUnitCd: '사용량 단위', physStateCd: '상태', boilingPoint: '비점(℃)', hazardBasisCd: '유해성 근거', exposureBasisCd: '노출수준 근거', charmScore: '위험성(유해성×노출)', onePoints: '핵심요인', hazardDesc: '무엇이 다치게 할 수 있나', doneNow: '지금 하고 있는 것', moreNeeded: '더 해야 할 것',
    },
    en: {
      title: 'Risk assessments', printTitle: 'Job risk assessment', assessNo: 'Assessment no.', planNo: 'Plan no.', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department',
      methodCd: 'Method', methodNm: 'Method', processNm: 'Process', unitWorkNo: 'Pick a unit work', unitWorkNm: 'Unit work', workDesc: 'Work description', matrixVersion: 'Matrix version', planStatusCd: 'Plan status', planStatusNm: 'Plan status',
      hazards: 'Hazards', hazardLibNo: 'Library no.', pickHazard: 'Pick from the hazard library', picked: 'Hazard added from the library. You can edit it.', hazardClassCd: 'Class', hazardNm: 'Hazard', disasterTypeCd: 'Accident type', currentControl: 'Current controls',
      likelihood: 'Likelihood', severity: 'Severity', riskScore: 'Risk', riskGradeCd: 'Grade', levelCd: 'Risk level', levelReason: 'Reason',
      measure: 'Measure', ownerUserId: 'Owner', dueYmd: 'Due', residualLikelihood: 'Likelihood after', residualSeverity: 'Severity after', residualScore: 'Risk after', residualGradeCd: 'Grade after',
      majorYn: 'Serious risk', actionRequiredYn: 'Action required', actionNo: 'Action no.',
      checkItems: 'Checklist', itemText: 'Item', resultCd: 'Result',
      jsaSteps: 'JSA steps', taskNm: 'Task', stepNo: 'Step', stepDesc: 'Job step', jsaControl: 'Control', hazopRows: 'HAZOP', nodeNm: 'Node', equipNo: 'Equipment tag (PSM)', drawingId: 'Drawing (PSM)', designIntent: 'Design intent', parameterNm: 'Parameter', guideWordCd: 'Guide word', deviation: 'Deviation', causes: 'Causes', consequences: 'Consequences', safeguards: 'Safeguards', recommendation: 'Recommendation', charmRows: 'CHARM chemicals', chemProdNo: 'Product (SDS)', chemicalNm: 'Chemical', casNo: 'CAS no.', hStatements: 'H statements', hazardGrade: 'Hazard grade', amountCd: 'Amount used', volatilityCd: 'Volatility/dustiness', workTimeCd: 'Working time', exposureLevel: 'Exposure level', riskLevel: 'Risk level', oelValue: 'Exposure limit', oelUnitCd: 'Limit unit', measuredConc: 'Measured conc.', dailyAmount: 'Daily amount', amountUnitCd: 'Amount unit', physStateCd: 'State', boilingPoint: 'Boiling point (℃)', hazardBasisCd: 'Hazard basis', exposureBasisCd: 'Exposure basis', charmScore: 'Risk (hazard × exposure)', onePoints: 'One point sheet', hazardDesc: 'What can hurt', doneNow: 'What is done now', moreNeeded: 'What more is needed',
    },
    zh: {
      title: '风险评估结果', printTitle: '作业风险评估表', assessNo: '编号', planNo: '计划编号', plantCd: '工厂', plantNm: '工厂', deptCd: '部门', deptNm: '部门',
      methodCd: '评估方法', methodNm: '评估方法', processNm: '工序', unitWorkNo: '选择单元作业', unitWorkNm: '单元作业', workDesc: '作业内容', matrixVersion: '矩阵版本', planStatusCd: '计划状态', planStatusNm: '计划状态',
      hazards: '危险因素', hazardLibNo: '目录编号', pickHazard: '从危险因素目录选择', picked: '已从目录添加危险因素，可修改内容。', hazardClassCd: '分类', hazardNm: '危险因素', disasterTypeCd: '事故类型', currentControl: '现有措施',
      likelihood: '可能性', severity: '严重性', riskScore: '风险值', riskGradeCd: '等级', levelCd: '风险水平', levelReason: '判断依据',
      measure: '降低措施', ownerUserId: '负责人', dueYmd: '期限', residualLikelihood: '改善后可能性', residualSeverity: '改善后严重性', residualScore: '改善后风险值', residualGradeCd: '改善后等级',
      majorYn: '重大风险', actionRequiredYn: '需要改善', actionNo: '整改编号',
      checkItems: '检查表', itemText: '检查项目', resultCd: '结果',
      jsaSteps: 'JSA 作业步骤', taskNm: '作业', stepNo: '步骤', stepDesc: '作业步骤', jsaControl: '安全措施', hazopRows: 'HAZOP 分析', nodeNm: '节点', equipNo: '设备位号(PSM)', drawingId: '图纸(PSM)', designIntent: '设计意图', parameterNm: '参数', guideWordCd: '引导词', deviation: '偏差', causes: '原因', consequences: '后果', safeguards: '安全保护', recommendation: '建议', charmRows: 'CHARM 化学品', chemProdNo: '化学产品(MSDS)', chemicalNm: '化学品', casNo: 'CAS 号', hStatements: '危险说明(H)', hazardGrade: '危害等级', amountCd: '使用量', volatilityCd: '挥发性·扬尘性', workTimeCd: '作业时间', exposureLevel: '暴露水平', riskLevel: '风险水平', oelValue: '接触限值', oelUnitCd: '限值单位', measuredConc: '检测浓度', dailyAmount: '日使用量', amountUnitCd: '使用量单位', physStateCd: '状态', boilingPoint: '沸点(℃)', hazardBasisCd: '危害依据', exposureBasisCd: '暴露依据', charmScore: '风险(危害×暴露)', onePoints: '核心因素', hazardDesc: '什么可能造成伤害', doneNow: '现在采取的措施', moreNeeded: '还需要做什么',
    },
    es: {
      title: 'Evaluaciones de riesgos', printTitle: 'Evaluación de riesgos del trabajo', assessNo: 'N.º de evaluación', planNo: 'N.º de plan', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento',
      methodCd: 'Método', methodNm: 'Método', processNm: 'Proceso', unitWorkNo: 'Elegir tarea', unitWorkNm: 'Tarea', workDesc: 'Descripción', matrixVersion: 'Versión de matriz', planStatusCd: 'Estado del plan', planStatusNm: 'Estado del plan',
      hazards: 'Peligros', hazardLibNo: 'N.º de catálogo', pickHazard: 'Elegir del catálogo de peligros', picked: 'Peligro añadido del catálogo. Puede editarlo.', hazardClassCd: 'Clase', hazardNm: 'Peligro', disasterTypeCd: 'Tipo de accidente', currentControl: 'Controles actuales',
      likelihood: 'Probabilidad', severity: 'Gravedad', riskScore: 'Riesgo', riskGradeCd: 'Grado', levelCd: 'Nivel', levelReason: 'Motivo',
      measure: 'Medida', ownerUserId: 'Responsable', dueYmd: 'Plazo', residualLikelihood: 'Probabilidad residual', residualSeverity: 'Gravedad residual', residualScore: 'Riesgo residual', residualGradeCd: 'Grado residual',
      majorYn: 'Riesgo grave', actionRequiredYn: 'Requiere acción', actionNo: 'N.º de acción',
      checkItems: 'Lista de verificación', itemText: 'Punto', resultCd: 'Resultado',
      jsaSteps: 'Pasos JSA', taskNm: 'Tarea', stepNo: 'Paso', stepDesc: 'Paso del trabajo', jsaControl: 'Control', hazopRows: 'HAZOP', nodeNm: 'Nodo', equipNo: 'Tag del equipo (PSM)', drawingId: 'Plano (PSM)', designIntent: 'Intención de diseño', parameterNm: 'Parámetro', guideWordCd: 'Palabra guía', deviation: 'Desviación', causes: 'Causas', consequences: 'Consecuencias', safeguards: 'Salvaguardas', recommendation: 'Recomendación', charmRows: 'Químicos CHARM', chemProdNo: 'Producto (FDS)', chemicalNm: 'Químico', casNo: 'N.º CAS', hStatements: 'Frases H', hazardGrade: 'Grado de peligro', amountCd: 'Cantidad usada', volatilityCd: 'Volatilidad/pulverulencia', workTimeCd: 'Tiempo de trabajo', exposureLevel: 'Nivel de exposición', riskLevel: 'Nivel de riesgo', oelValue: 'Límite de exposición', oelUnitCd: 'Unidad del límite', measuredConc: 'Concentración medida', dailyAmount: 'Cantidad diaria', amountUnitCd: 'Unidad de cantidad', physStateCd: 'Estado', boilingPoint: 'Punto de ebullición (℃)', hazardBasisCd: 'Base del peligro', exposureBasisCd: 'Base de la exposición', charmScore: 'Riesgo (peligro × exposición)', onePoints: 'Hoja de un punto', hazardDesc: 'Qué puede hacer daño', doneNow: 'Qué se hace ahora', moreNeeded: 'Qué más se necesita',
    },
  },
});
