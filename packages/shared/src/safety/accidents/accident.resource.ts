import { z } from 'zod';
import { defineResource, zText, zYmd, zYn } from '../../resource/definition.js';
import { PSM_EQUIP_PICK } from '../../psm/psm.const.js';
import { CHM_PROD_PICK, CHM_QTY_UNITS } from '../../chm/chm.links.js';
import {
  accidentWorkflow, SAF_ACC_API, SAF_ACC_APPR_TYPE, SAF_ACC_CODE_GROUPS as G, SAF_ACC_FILES, SAF_ACC_MENUS, SAF_ACC_MESSAGES, SAF_VICTIM_TYPES,
} from './accident.const.js';

export * from './accident.const.js';

const code = z.string().trim().max(30).nullish();
const days = z.number().int().min(0).max(99_999).nullish();
const won = z.number().int().min(0).max(999_999_999_999).nullish();

/** a victim is an employee (user picker) or a vendor worker (vendor + name + phone) */
export function checkVictimRow(row: Record<string, unknown>, rowNo: number): { field: string; message: string } | null {
  if (row.victimTypeCd === 'EMPLOYEE' && !row.victimUserId) return { field: 'victimUserId', message: SAF_ACC_MESSAGES.employeeMissing(rowNo) };
  if (row.victimTypeCd === 'VENDOR' && (!row.vendorCd || !row.victimNm)) return { field: 'vendorCd', message: SAF_ACC_MESSAGES.vendorMissing(rowNo) };
  return null;
}

/** 사고 register `/api/saf/accidents` (issue 15) */
export const accidentResource = /* @__PURE__ */ defineResource({
  name: 'safAccident',
  title: 'title',
  basePath: SAF_ACC_API,
  menuId: SAF_ACC_MENUS.accident,
  key: { name: 'accidentNo', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), codeGroup: G.status, inForm: false },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'reporterUserId', type: 'user', label: 'reporterUserId', schema: z.string().trim().max(50).nullish(), span: 8 },
    { name: 'title', type: 'text', label: 'accidentTitle', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 24 },
    { name: 'occurredYmd', type: 'date', label: 'occurredYmd', schema: zYmd, required: true, span: 6 },
    { name: 'occurredTime', type: 'time', label: 'occurredTime', schema: z.string().trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, SAF_ACC_MESSAGES.badTime), required: true, span: 6 },
    { name: 'place', type: 'text', label: 'place', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 12 },
    // issue 28 (PSM links): the equipment of the process safety register involved, when there is one
    { name: 'equipNo', type: 'number', label: 'equipNo', schema: z.number().int().min(1).max(2_147_483_647).nullish(), span: 12, reference: { to: 'psmEquipment', pick: PSM_EQUIP_PICK } },
    { name: 'weatherCd', type: 'select', label: 'weatherCd', schema: code, codeGroup: G.weather, span: 6 },
    { name: 'accidentTypeCd', type: 'select', label: 'accidentTypeCd', schema: code, codeGroup: G.type, span: 6 },
    { name: 'causeObjectCd', type: 'select', label: 'causeObjectCd', schema: code, codeGroup: G.object, span: 6 },
    { name: 'injureObjectCd', type: 'select', label: 'injureObjectCd', schema: code, codeGroup: G.object, span: 6 },
    { name: 'summary', type: 'textarea', label: 'summary', schema: zText(4000), maxLength: 4000, span: 24 },
    { name: 'processState', type: 'text', label: 'processState', schema: zText(500), maxLength: 500, span: 24 },
    { name: 'damageHumanYn', type: 'switch', label: 'damageHumanYn', schema: zYn.default('Y'), span: 6 },
    { name: 'damageMaterialYn', type: 'switch', label: 'damageMaterialYn', schema: zYn.default('N'), span: 6 },
    { name: 'damageEnvYn', type: 'switch', label: 'damageEnvYn', schema: zYn.default('N'), span: 6 },
    // counts for the rates and resets the no-accident record (a first-aid case or a commuting accident may not)
    { name: 'countYn', type: 'switch', label: 'countYn', schema: zYn.default('Y'), span: 6 },
    { name: 'directLossAmt', type: 'cost', label: 'directLossAmt', schema: won, span: 8 },
    { name: 'indirectLossAmt', type: 'cost', label: 'indirectLossAmt', schema: won, span: 8 },
    { name: 'lostWorkDays', type: 'number', label: 'lostWorkDays', schema: z.number().nullish(), serverOnly: true, span: 8 },
    { name: 'relatedChemicals', type: 'text', label: 'relatedChemicals', schema: zText(500), maxLength: 500, span: 12 },
    { name: 'relatedEquipment', type: 'text', label: 'relatedEquipment', schema: zText(500), maxLength: 500, span: 12 },
    // the legal classification: computed by the server from the victims, never taken from a body
    { name: 'oshaSeriousYn', type: 'switch', label: 'oshaSeriousYn', schema: zYn.nullish(), serverOnly: true, span: 6 },
    { name: 'sapaSeriousYn', type: 'switch', label: 'sapaSeriousYn', schema: zYn.nullish(), serverOnly: true, span: 6 },
    { name: 'investigationReportRequiredYn', type: 'switch', label: 'investigationReportRequiredYn', schema: zYn.nullish(), serverOnly: true, span: 6 },
    { name: 'investigationReportDueYmd', type: 'date', label: 'investigationReportDueYmd', schema: zYmd.nullish(), serverOnly: true, span: 6 },
    // the day the 산업재해조사표 went to the labour office (closes the deadline on the dashboard)
    { name: 'investigationReportSubmitYmd', type: 'date', label: 'investigationReportSubmitYmd', schema: zYmd.nullish(), span: 6 },
  ],
  listColumns: [
    { name: 'accidentNo', label: 'accidentNo', width: 90, align: 'center', sortable: true },
    { name: 'statusCd', width: 90, align: 'center' },
    { name: 'occurredYmd', width: 110, align: 'center', sortable: true },
    { name: 'title', label: 'accidentTitle', link: true },
    { name: 'accidentTypeCd', width: 130, align: 'center' },
    { name: 'deptCd', width: 130 },
    { name: 'oshaSeriousYn', width: 100, align: 'center' },
    { name: 'sapaSeriousYn', width: 110, align: 'center' },
    { name: 'investigationReportDueYmd', width: 130, align: 'center' },
    { name: 'lostWorkDays', width: 100, align: 'right' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'statusCd', type: 'select', op: 'eq', label: 'statusCd', codeGroup: G.status, width: 6 },
    { name: 'accidentTypeCd', type: 'select', op: 'eq', label: 'accidentTypeCd', codeGroup: G.type, width: 6 },
    { name: 'title', type: 'text', op: 'contains', label: 'accidentTitle', width: 6 },
    { name: 'occurredYmd', type: 'dateRange', op: 'dateRange', label: 'occurredYmd', width: 6 },
  ],
  defaultSort: { field: 'accidentNo', order: 'desc' },
  scope: { plant: 'plantCd', dept: 'deptCd', own: ['createUserId', 'reporterUserId'] },
  attachments: [SAF_ACC_FILES.photo, SAF_ACC_FILES.doc],
  approvalType: SAF_ACC_APPR_TYPE,
  workflow: accidentWorkflow,
  rowTone: (r) => (r.sapaSeriousYn === 'Y' || r.oshaSeriousYn === 'Y' ? 'danger' : r.investigationReportRequiredYn === 'Y' && r.statusCd !== 'CLOSED' ? 'warning' : null),
  detailAlerts: (r) => [
    ...(r.sapaSeriousYn === 'Y' ? [{ tone: 'error' as const, label: 'alertSapa' }] : r.oshaSeriousYn === 'Y' ? [{ tone: 'error' as const, label: 'alertOsha' }] : []),
    ...(r.investigationReportRequiredYn === 'Y' && !r.investigationReportSubmitYmd ? [{ tone: 'warning' as const, label: 'alertReport', values: { due: String(r.investigationReportDueYmd) } }] : []),
  ],
  print: { title: 'printTitle', number: (r) => `사고-${String(r.accidentNo)}`, forms: [{ label: 'reportForm', path: 'safAccidentReport' }] },
  children: [
    {
      name: 'victims', label: 'victims', key: 'victimNo', rowNoField: 'rowNo', maxRows: 100,
      validateRow: checkVictimRow,
      fields: [
        { name: 'victimTypeCd', type: 'select', label: 'victimTypeCd', schema: z.enum(SAF_VICTIM_TYPES).nullish(), codeGroup: G.victimType, required: true },
        { name: 'victimUserId', type: 'user', label: 'victimUserId', schema: z.string().trim().max(50).nullish() },
        { name: 'vendorCd', type: 'vendor', label: 'vendorCd', schema: z.string().trim().max(30).nullish() },
        { name: 'victimNm', type: 'text', label: 'victimNm', schema: zText(100), maxLength: 100 },
        { name: 'phoneNo', type: 'text', reference: { none: 'a telephone number, not a record' }, label: 'phoneNo', schema: zText(20), maxLength: 20 },
        { name: 'age', type: 'number', label: 'age', schema: z.number().int().min(14).max(100).nullish() },
        { name: 'serviceYears', type: 'number', label: 'serviceYears', schema: z.number().min(0).max(60).nullish() },
        { name: 'employTypeCd', type: 'select', label: 'employTypeCd', schema: code, codeGroup: G.employType },
        { name: 'injuryKindCd', type: 'select', label: 'injuryKindCd', schema: code, codeGroup: G.injuryKind },
        { name: 'bodyPartCd', type: 'select', label: 'bodyPartCd', schema: code, codeGroup: G.bodyPart },
        { name: 'treatmentDays', type: 'number', label: 'treatmentDays', schema: days },
        { name: 'lostDays', type: 'number', label: 'lostDays', schema: days },
        { name: 'deathYn', type: 'switch', label: 'deathYn', schema: zYn.nullish() },
        { name: 'disabilityGrade', type: 'number', label: 'disabilityGrade', schema: z.number().int().min(1).max(14).nullish() },
        { name: 'illnessYn', type: 'switch', label: 'illnessYn', schema: zYn.nullish() },
        { name: 'diseaseNm', type: 'text', label: 'diseaseNm', schema: zText(200), maxLength: 200 },
        { name: 'hazardFactorCd', type: 'select', label: 'hazardFactorCd', schema: code, codeGroup: G.hazardFactor },
      ],
      columns: [
        { name: 'victimTypeCd', width: 110 }, { name: 'victimUserId', width: 150 }, { name: 'vendorCd', width: 150 }, { name: 'victimNm', width: 100 },
        { name: 'phoneNo', width: 130 }, { name: 'age', width: 70 }, { name: 'serviceYears', width: 80 }, { name: 'employTypeCd', width: 110 },
        { name: 'injuryKindCd', width: 110 }, { name: 'bodyPartCd', width: 110 }, { name: 'treatmentDays', width: 90 }, { name: 'lostDays', width: 90 },
        { name: 'deathYn', width: 70 }, { name: 'disabilityGrade', width: 80 }, { name: 'illnessYn', width: 80 }, { name: 'diseaseNm', width: 140 },
        { name: 'hazardFactorCd', width: 130 },
      ],
    },
    {
      // issue 26 (links): the register's products involved (a leak, a splash, an exposure), with the amount released
      name: 'chemProds', label: 'chemProds', key: 'accChemNo', rowNoField: 'rowNo', maxRows: 20,
      fields: [
        { name: 'chemProdNo', type: 'number', label: 'chemProdNo', schema: z.number().int().min(1).max(2_147_483_647).nullish(), required: true, reference: { to: 'chmChemProd', pick: CHM_PROD_PICK } },
        { name: 'qty', type: 'number', label: 'chemQty', schema: z.number().min(0).max(1e9).nullish() },
        { name: 'unitCd', type: 'select', label: 'chemUnitCd', schema: z.enum(CHM_QTY_UNITS).nullish(), codeGroup: 'CHM_UNIT' },
        { name: 'remark', type: 'text', label: 'chemRemark', schema: zText(300), maxLength: 300 },
      ],
      columns: [{ name: 'chemProdNo', width: 280 }, { name: 'qty', width: 110, align: 'right' }, { name: 'unitCd', width: 90 }, { name: 'remark', width: 260 }],
    },
  ],
  i18n: {
    ko: {
      title: '사고관리', printTitle: '사고보고서', accidentNo: '사고번호', statusCd: '상태', statusNm: '상태', plantCd: '사업장', plantNm: '사업장',
      deptCd: '발생부서', deptNm: '발생부서', reporterUserId: '보고자', reporterUserNm: '보고자', accidentTitle: '사고명', occurredYmd: '발생일자',
      occurredTime: '발생시각', place: '발생장소', equipNo: '관련 설비(PSM)', weatherCd: '날씨', weatherNm: '날씨', accidentTypeCd: '재해발생형태', accidentTypeNm: '재해발생형태',
      causeObjectCd: '기인물', causeObjectNm: '기인물', injureObjectCd: '가해물', injureObjectNm: '가해물', summary: '사고 개요', processState: '작업·공정 상황',
      damageHumanYn: '인적 피해', damageMaterialYn: '물적 피해', damageEnvYn: '환경 피해', countYn: '재해율·무재해 산정 포함',
      directLossAmt: '직접손실(원)', indirectLossAmt: '간접손실(원)', lostWorkDays: '근로손실일수', relatedChemicals: '관련 화학물질', relatedEquipment: '관련 설비',
      chemProds: '관련 화학제품(MSDS)', chemProdNo: '화학제품', chemQty: '누출·취급량', chemUnitCd: '단위', chemRemark: '비고',
      oshaSeriousYn: '산안법 중대재해', sapaSeriousYn: '중처법 중대산업재해', investigationReportRequiredYn: '산업재해조사표 제출대상', investigationReportDueYmd: '조사표 제출기한', investigationReportSubmitYmd: '조사표 제출일',
      createUserNm: '등록자', victims: '재해자', victimTypeCd: '구분', victimTypeNm: '구분', victimUserId: '직원', victimUserNm: '직원', vendorCd: '협력업체', vendorNm: '협력업체',
      victimNm: '성명', phoneNo: '연락처', age: '나이', serviceYears: '근속연수', employTypeCd: '고용형태', employTypeNm: '고용형태', injuryKindCd: '상해종류', injuryKindNm: '상해종류',
      bodyPartCd: '상해부위', bodyPartNm: '상해부위', treatmentDays: '치료기간(일)', lostDays: '휴업일수', deathYn: '사망', disabilityGrade: '장해등급', illnessYn: '직업성 질병',
      diseaseNm: '질병명', hazardFactorCd: '유해인자', hazardFactorNm: '유해인자',
      alertSapa: '중대재해처벌법상 중대산업재해입니다. 지체 없이 관할 지방고용노동관서에 보고하세요.', alertOsha: '산업안전보건법상 중대재해입니다. 지체 없이 관할 지방고용노동관서에 보고하세요.', alertReport: '산업재해조사표 제출대상입니다. 제출기한: {{due}}', reportForm: '산업재해조사표', SAF_ACCIDENT_PHOTO: '사고 사진', SAF_ACC_DOC: '관련 문서',
    },
    en: {
      title: 'Accidents', printTitle: 'Accident report', accidentNo: 'Accident no.', statusCd: 'Status', statusNm: 'Status', plantCd: 'Plant', plantNm: 'Plant',
      deptCd: 'Department', deptNm: 'Department', reporterUserId: 'Reporter', reporterUserNm: 'Reporter', accidentTitle: 'Accident', occurredYmd: 'Date',
      occurredTime: 'Time', place: 'Place', equipNo: 'Equipment (PSM)', weatherCd: 'Weather', weatherNm: 'Weather', accidentTypeCd: 'Type of occurrence', accidentTypeNm: 'Type of occurrence',
      causeObjectCd: 'Causing object', causeObjectNm: 'Causing object', injureObjectCd: 'Injuring object', injureObjectNm: 'Injuring object', summary: 'What happened', processState: 'Work / process state',
      damageHumanYn: 'Human damage', damageMaterialYn: 'Material damage', damageEnvYn: 'Environmental damage', countYn: 'Counts for rates and no-accident record',
      directLossAmt: 'Direct loss (KRW)', indirectLossAmt: 'Indirect loss (KRW)', lostWorkDays: 'Lost work days', relatedChemicals: 'Related chemicals', relatedEquipment: 'Related equipment',
      chemProds: 'Chemical products (SDS)', chemProdNo: 'Product', chemQty: 'Amount released', chemUnitCd: 'Unit', chemRemark: 'Remark',
      oshaSeriousYn: 'Serious accident (OSH Act)', sapaSeriousYn: 'Serious industrial accident (SAPA)', investigationReportRequiredYn: 'Accident investigation report due', investigationReportDueYmd: 'Report due on', investigationReportSubmitYmd: 'Report submitted on',
      createUserNm: 'Registered by', victims: 'Victims', victimTypeCd: 'Kind', victimTypeNm: 'Kind', victimUserId: 'Employee', victimUserNm: 'Employee', vendorCd: 'Contractor', vendorNm: 'Contractor',
      victimNm: 'Name', phoneNo: 'Phone', age: 'Age', serviceYears: 'Years of service', employTypeCd: 'Employment', employTypeNm: 'Employment', injuryKindCd: 'Injury', injuryKindNm: 'Injury',
      bodyPartCd: 'Body part', bodyPartNm: 'Body part', treatmentDays: 'Treatment (days)', lostDays: 'Days off', deathYn: 'Death', disabilityGrade: 'Disability grade', illnessYn: 'Occupational illness',
      diseaseNm: 'Disease', hazardFactorCd: 'Hazardous factor', hazardFactorNm: 'Hazardous factor',
      alertSapa: 'Serious industrial accident under the SAPA: report to the regional labour office without delay.', alertOsha: 'Serious accident under the OSH Act: report to the regional labour office without delay.', alertReport: 'An accident investigation report is due by {{due}}.', reportForm: 'Accident investigation report', SAF_ACCIDENT_PHOTO: 'Photos', SAF_ACC_DOC: 'Documents',
    },
    zh: {
      title: '事故管理', printTitle: '事故报告', accidentNo: '事故编号', statusCd: '状态', statusNm: '状态', plantCd: '工厂', plantNm: '工厂',
      deptCd: '发生部门', deptNm: '发生部门', reporterUserId: '报告人', reporterUserNm: '报告人', accidentTitle: '事故名称', occurredYmd: '发生日期',
      occurredTime: '发生时间', place: '发生地点', equipNo: '相关设备(PSM)', weatherCd: '天气', weatherNm: '天气', accidentTypeCd: '灾害发生形态', accidentTypeNm: '灾害发生形态',
      causeObjectCd: '起因物', causeObjectNm: '起因物', injureObjectCd: '加害物', injureObjectNm: '加害物', summary: '事故概要', processState: '作业·工序状况',
      damageHumanYn: '人员伤害', damageMaterialYn: '财产损失', damageEnvYn: '环境损害', countYn: '计入事故率·无事故记录',
      directLossAmt: '直接损失(韩元)', indirectLossAmt: '间接损失(韩元)', lostWorkDays: '损失工作日', relatedChemicals: '相关化学品', relatedEquipment: '相关设备',
      chemProds: '相关化学产品(MSDS)', chemProdNo: '化学产品', chemQty: '泄漏·处理量', chemUnitCd: '单位', chemRemark: '备注',
      oshaSeriousYn: '产安法重大灾害', sapaSeriousYn: '重处法重大产业灾害', investigationReportRequiredYn: '需提交产业灾害调查表', investigationReportDueYmd: '调查表提交期限', investigationReportSubmitYmd: '调查表提交日',
      createUserNm: '登记人', victims: '受害者', victimTypeCd: '类别', victimTypeNm: '类别', victimUserId: '员工', victimUserNm: '员工', vendorCd: '协力企业', vendorNm: '协力企业',
      victimNm: '姓名', phoneNo: '联系方式', age: '年龄', serviceYears: '工龄', employTypeCd: '雇佣形态', employTypeNm: '雇佣形态', injuryKindCd: '伤害种类', injuryKindNm: '伤害种类',
      bodyPartCd: '伤害部位', bodyPartNm: '伤害部位', treatmentDays: '治疗期(天)', lostDays: '休业天数', deathYn: '死亡', disabilityGrade: '伤残等级', illnessYn: '职业病',
      diseaseNm: '疾病名', hazardFactorCd: '有害因素', hazardFactorNm: '有害因素',
      alertSapa: '属于重大灾害处罚法上的重大产业灾害，请立即向管辖劳动部门报告。', alertOsha: '属于产业安全保健法上的重大灾害，请立即向管辖劳动部门报告。', alertReport: '需提交产业灾害调查表。提交期限：{{due}}', reportForm: '产业灾害调查表', SAF_ACCIDENT_PHOTO: '事故照片', SAF_ACC_DOC: '相关文件',
    },
    es: {
      title: 'Accidentes', printTitle: 'Informe de accidente', accidentNo: 'N.º de accidente', statusCd: 'Estado', statusNm: 'Estado', plantCd: 'Planta', plantNm: 'Planta',
      deptCd: 'Departamento', deptNm: 'Departamento', reporterUserId: 'Informante', reporterUserNm: 'Informante', accidentTitle: 'Accidente', occurredYmd: 'Fecha',
      occurredTime: 'Hora', place: 'Lugar', equipNo: 'Equipo (PSM)', weatherCd: 'Tiempo', weatherNm: 'Tiempo', accidentTypeCd: 'Forma de ocurrencia', accidentTypeNm: 'Forma de ocurrencia',
      causeObjectCd: 'Agente causante', causeObjectNm: 'Agente causante', injureObjectCd: 'Agente lesivo', injureObjectNm: 'Agente lesivo', summary: 'Qué ocurrió', processState: 'Estado del trabajo / proceso',
      damageHumanYn: 'Daños personales', damageMaterialYn: 'Daños materiales', damageEnvYn: 'Daños ambientales', countYn: 'Cuenta para tasas y récord sin accidentes',
      directLossAmt: 'Pérdida directa (KRW)', indirectLossAmt: 'Pérdida indirecta (KRW)', lostWorkDays: 'Días perdidos', relatedChemicals: 'Químicos relacionados', relatedEquipment: 'Equipos relacionados',
      chemProds: 'Productos químicos (FDS)', chemProdNo: 'Producto', chemQty: 'Cantidad liberada', chemUnitCd: 'Unidad', chemRemark: 'Observación',
      oshaSeriousYn: 'Accidente grave (Ley SST)', sapaSeriousYn: 'Accidente industrial grave (SAPA)', investigationReportRequiredYn: 'Requiere informe de investigación', investigationReportDueYmd: 'Plazo del informe', investigationReportSubmitYmd: 'Informe presentado el',
      createUserNm: 'Registrado por', victims: 'Víctimas', victimTypeCd: 'Tipo', victimTypeNm: 'Tipo', victimUserId: 'Empleado', victimUserNm: 'Empleado', vendorCd: 'Contratista', vendorNm: 'Contratista',
      victimNm: 'Nombre', phoneNo: 'Teléfono', age: 'Edad', serviceYears: 'Antigüedad', employTypeCd: 'Empleo', employTypeNm: 'Empleo', injuryKindCd: 'Lesión', injuryKindNm: 'Lesión',
      bodyPartCd: 'Parte del cuerpo', bodyPartNm: 'Parte del cuerpo', treatmentDays: 'Tratamiento (días)', lostDays: 'Días de baja', deathYn: 'Muerte', disabilityGrade: 'Grado de discapacidad', illnessYn: 'Enfermedad profesional',
      diseaseNm: 'Enfermedad', hazardFactorCd: 'Factor de riesgo', hazardFactorNm: 'Factor de riesgo',
      alertSapa: 'Accidente industrial grave (SAPA): informe sin demora a la oficina de trabajo.', alertOsha: 'Accidente grave (Ley SST): informe sin demora a la oficina de trabajo.', alertReport: 'Informe de investigación obligatorio. Plazo: {{due}}', reportForm: 'Informe de investigación', SAF_ACCIDENT_PHOTO: 'Fotos', SAF_ACC_DOC: 'Documentos',
    },
  },
});
