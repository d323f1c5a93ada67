import { z } from 'zod';
import { defineResource, zText, zYmd } from '../resource/definition.js';
import { RSA_API, RSA_CHECK_RESULTS, RSA_CODE_GROUPS as G, RSA_LEVEL3, RSA_MENUS } from './rsa.const.js';

const level = z.number().int().min(1).max(5).nullish();
const owner = z.string().trim().max(50).nullish();

/**
 * 위험성평가 결과 `/api/rsa/assessments`: one department's unit work (단위작업) of a plan, assessed on the plan's
 * method. 빈도·강도법 and 3단계 판단법 rows are `hazards`; 체크리스트법 rows are `checkItems`. The server computes
 * `riskScore` / `riskGradeCd` (and the residual ones) from the plan's matrix version; values sent for them are ignored.
 */
export const rsaAssessmentResource = /* @__PURE__ */ defineResource({
  name: 'rsaAssessment',
  title: 'title',
  basePath: RSA_API.assessments,
  menuId: RSA_MENUS.assessment,
  key: { name: 'assessNo', type: 'number', generated: true },
  fields: [
    { name: 'planNo', type: 'number', label: 'planNo', schema: z.number().int().min(1).max(2_147_483_647), required: true, createOnly: true, span: 6 },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, createOnly: true, span: 6 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 6 },
    { name: 'methodCd', type: 'select', label: 'methodCd', schema: z.string().nullish(), codeGroup: G.method, serverOnly: true, span: 6 },
    { name: 'processNm', type: 'text', label: 'processNm', schema: zText(200), maxLength: 200, span: 12 },
    { name: 'unitWorkNm', type: 'text', label: 'unitWorkNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 12 },
    { name: 'workDesc', type: 'textarea', label: 'workDesc', schema: zText(2000), maxLength: 2000, span: 24 },
    { name: 'matrixVersion', type: 'number', label: 'matrixVersion', schema: z.number().int().nullish(), serverOnly: true, span: 6 },
  ],
  children: [
    {
      name: 'hazards', label: 'hazards', key: 'hazardNo', rowNoField: 'rowNo', maxRows: 200,
      fields: [
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
        { name: 'likelihood', width: 80, align: 'center' }, { name: 'severity', width: 80, align: 'center' }, { name: 'riskScore', width: 80, align: 'center' },
        { name: 'riskGradeNm', width: 100, align: 'center' }, { name: 'levelCd', width: 90 }, { name: 'levelReason', width: 200 },
        { name: 'measure', width: 240 }, { name: 'ownerUserId', width: 160 }, { name: 'dueYmd', width: 140 },
        { name: 'residualLikelihood', width: 90, align: 'center' }, { name: 'residualSeverity', width: 90, align: 'center' }, { name: 'residualGradeNm', width: 100, align: 'center' },
        { name: 'majorYn', width: 90 }, { name: 'actionNo', width: 100, align: 'center' },
      ],
    },
    {
      name: 'checkItems', label: 'checkItems', key: 'checkNo', rowNoField: 'rowNo', maxRows: 200,
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
      methodCd: '평가방법', methodNm: '평가방법', processNm: '공정', unitWorkNm: '단위작업', workDesc: '작업 내용', matrixVersion: '매트릭스 버전', planStatusCd: '계획 상태', planStatusNm: '계획 상태',
      hazards: '유해·위험요인', hazardClassCd: '분류', hazardNm: '유해·위험요인', disasterTypeCd: '재해형태', currentControl: '현재 안전조치',
      likelihood: '가능성', severity: '중대성', riskScore: '위험성', riskGradeCd: '등급', levelCd: '위험성 수준', levelReason: '판단 근거',
      measure: '감소대책', ownerUserId: '담당자', dueYmd: '조치기한', residualLikelihood: '개선 후 가능성', residualSeverity: '개선 후 중대성', residualScore: '개선 후 위험성', residualGradeCd: '개선 후 등급',
      majorYn: '중대위험', actionRequiredYn: '개선 필요', actionNo: '개선조치 번호',
      checkItems: '체크리스트', itemText: '점검항목', resultCd: '결과',
    },
    en: {
      title: 'Risk assessments', printTitle: 'Job risk assessment', assessNo: 'Assessment no.', planNo: 'Plan no.', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department',
      methodCd: 'Method', methodNm: 'Method', processNm: 'Process', unitWorkNm: 'Unit work', workDesc: 'Work description', matrixVersion: 'Matrix version', planStatusCd: 'Plan status', planStatusNm: 'Plan status',
      hazards: 'Hazards', hazardClassCd: 'Class', hazardNm: 'Hazard', disasterTypeCd: 'Accident type', currentControl: 'Current controls',
      likelihood: 'Likelihood', severity: 'Severity', riskScore: 'Risk', riskGradeCd: 'Grade', levelCd: 'Risk level', levelReason: 'Reason',
      measure: 'Measure', ownerUserId: 'Owner', dueYmd: 'Due', residualLikelihood: 'Likelihood after', residualSeverity: 'Severity after', residualScore: 'Risk after', residualGradeCd: 'Grade after',
      majorYn: 'Serious risk', actionRequiredYn: 'Action required', actionNo: 'Action no.',
      checkItems: 'Checklist', itemText: 'Item', resultCd: 'Result',
    },
    zh: {
      title: '风险评估结果', printTitle: '作业风险评估表', assessNo: '编号', planNo: '计划编号', plantCd: '工厂', plantNm: '工厂', deptCd: '部门', deptNm: '部门',
      methodCd: '评估方法', methodNm: '评估方法', processNm: '工序', unitWorkNm: '单元作业', workDesc: '作业内容', matrixVersion: '矩阵版本', planStatusCd: '计划状态', planStatusNm: '计划状态',
      hazards: '危险因素', hazardClassCd: '分类', hazardNm: '危险因素', disasterTypeCd: '事故类型', currentControl: '现有措施',
      likelihood: '可能性', severity: '严重性', riskScore: '风险值', riskGradeCd: '等级', levelCd: '风险水平', levelReason: '判断依据',
      measure: '降低措施', ownerUserId: '负责人', dueYmd: '期限', residualLikelihood: '改善后可能性', residualSeverity: '改善后严重性', residualScore: '改善后风险值', residualGradeCd: '改善后等级',
      majorYn: '重大风险', actionRequiredYn: '需要改善', actionNo: '整改编号',
      checkItems: '检查表', itemText: '检查项目', resultCd: '结果',
    },
    es: {
      title: 'Evaluaciones de riesgos', printTitle: 'Evaluación de riesgos del trabajo', assessNo: 'N.º', planNo: 'N.º de plan', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento',
      methodCd: 'Método', methodNm: 'Método', processNm: 'Proceso', unitWorkNm: 'Tarea', workDesc: 'Descripción', matrixVersion: 'Versión de matriz', planStatusCd: 'Estado del plan', planStatusNm: 'Estado del plan',
      hazards: 'Peligros', hazardClassCd: 'Clase', hazardNm: 'Peligro', disasterTypeCd: 'Tipo de accidente', currentControl: 'Controles actuales',
      likelihood: 'Probabilidad', severity: 'Gravedad', riskScore: 'Riesgo', riskGradeCd: 'Grado', levelCd: 'Nivel', levelReason: 'Motivo',
      measure: 'Medida', ownerUserId: 'Responsable', dueYmd: 'Plazo', residualLikelihood: 'Probabilidad residual', residualSeverity: 'Gravedad residual', residualScore: 'Riesgo residual', residualGradeCd: 'Grado residual',
      majorYn: 'Riesgo grave', actionRequiredYn: 'Requiere acción', actionNo: 'N.º de acción',
      checkItems: 'Lista de verificación', itemText: 'Punto', resultCd: 'Resultado',
    },
  },
});
