import { DOC_CODE_GROUPS, DOC_REV_STATUSES, MGT_CODE_GROUPS, MGT_INDICATORS, mgtCommitteeWorkflow, mgtDocumentWorkflow, mgtDrillWorkflow } from '@jikim/shared';
import type { DbOrTx } from '../../db/client.js';
import { codeGroup, codeMaster } from '../../db/schema.js';

type Code = [code: string, ko: string, en: string, zh: string, es: string];
const G = MGT_CODE_GROUPS;

const CODES: Record<string, Code[]> = {
  [G.law]: [
    ['OSHA', '산업안전보건법', 'Occupational Safety and Health Act', '产业安全保健法', 'Ley de SST'],
    ['SAPA', '중대재해처벌법', 'Serious Accidents Punishment Act', '重大灾害处罚法', 'Ley de accidentes graves'],
    ['CCA', '화학물질관리법', 'Chemicals Control Act', '化学物质管理法', 'Ley de control de sustancias químicas'],
    ['AIR', '대기환경보전법', 'Clean Air Conservation Act', '大气环境保全法', 'Ley de conservación del aire'],
    ['WATER', '물환경보전법', 'Water Environment Conservation Act', '水环境保全法', 'Ley del medio acuático'],
    ['WASTE', '폐기물관리법', 'Wastes Control Act', '废弃物管理法', 'Ley de gestión de residuos'],
    ['GAS', '고압가스 안전관리법', 'High-Pressure Gas Safety Control Act', '高压气体安全管理法', 'Ley de gases a alta presión'],
    ['FIRE', '화재예방법·소방시설법', 'Fire prevention and fire facilities acts', '火灾预防法·消防设施法', 'Leyes de prevención de incendios'],
    ['HAZMAT', '위험물안전관리법', 'Dangerous Substances Safety Management Act', '危险物安全管理法', 'Ley de sustancias peligrosas'],
    ['ELEC', '전기안전관리법', 'Electrical Safety Management Act', '电气安全管理法', 'Ley de seguridad eléctrica'],
    ['ENERGY', '에너지이용 합리화법', 'Energy Use Rationalization Act', '能源利用合理化法', 'Ley de uso racional de la energía'],
  ],
  [G.lawResult]: [['COMPLY', '준수', 'Complies', '遵守', 'Cumple'], ['NONCOMPLY', '미준수', 'Does not comply', '未遵守', 'No cumple'], ['NA', '해당없음', 'Not applicable', '不适用', 'No aplica']],
  [G.half]: [['H1', '상반기', 'First half', '上半年', 'Primer semestre'], ['H2', '하반기', 'Second half', '下半年', 'Segundo semestre']],
  [G.evidenceModule]: [
    ['RSA', '위험성평가', 'Risk assessment', '风险评估', 'Evaluación de riesgos'], ['EDU', '교육', 'Education', '培训', 'Formación'],
    ['CHECK', '안전점검', 'Safety checks', '安全检查', 'Inspecciones'], ['PERMIT', '작업허가', 'Work permits', '作业许可', 'Permisos'],
    ['HEALTH', '보건', 'Health', '保健', 'Salud'], ['VENDOR', '협력업체', 'Contractors', '协力企业', 'Contratistas'],
    ['CHEM', '화학물질', 'Chemicals', '化学物质', 'Químicos'], ['ENV', '환경', 'Environment', '环境', 'Medio ambiente'],
    ['MGT', '안전보건경영', 'Management system', '安全卫生经营', 'Sistema de gestión'], ['ACCIDENT', '사고', 'Accidents', '事故', 'Accidentes'],
  ],
  [G.committeeType]: [
    ['OSH_COMMITTEE', '산업안전보건위원회', 'OSH committee', '产业安全卫生委员会', 'Comité de SST'],
    ['HEARING', '종사자 의견청취', 'Workers\' hearing', '从业人员意见听取', 'Audiencia de trabajadores'],
    ['ETC', '기타 회의', 'Other meeting', '其他会议', 'Otra reunión'],
  ],
  [G.attendeeSide]: [['WORKER', '근로자위원', 'Workers\' member', '劳动者委员', 'Miembro de trabajadores'], ['EMPLOYER', '사용자위원', 'Employer\'s member', '使用者委员', 'Miembro de la empresa']],
  [G.drillType]: [
    ['FIRE', '화재', 'Fire', '火灾', 'Incendio'], ['GAS_LEAK', '가스 누출', 'Gas leak', '气体泄漏', 'Fuga de gas'],
    ['CHEM_SPILL', '화학물질 유출', 'Chemical spill', '化学品泄漏', 'Derrame químico'], ['EVACUATION', '대피', 'Evacuation', '疏散', 'Evacuación'],
    ['RESCUE', '구조(밀폐공간 등)', 'Rescue', '救援', 'Rescate'],
  ],
  [G.budgetCategory]: [
    ['FACILITY', '안전시설', 'Safety facilities', '安全设施', 'Instalaciones'], ['PPE', '보호구', 'PPE', '防护用品', 'EPI'],
    ['EDU', '교육', 'Training', '培训', 'Formación'], ['HEALTH', '건강관리', 'Health care', '健康管理', 'Salud'],
    ['DIAGNOSIS', '진단·컨설팅', 'Audits and consulting', '诊断·咨询', 'Auditorías'], ['STAFF', '전문인력', 'Safety staff', '专业人员', 'Personal'],
    ['ETC', '기타', 'Other', '其他', 'Otro'],
  ],
  [G.appointRole]: [
    ['CHIEF', '안전보건관리책임자', 'Safety and health chief', '安全卫生管理负责人', 'Responsable de SST'],
    ['SAFETY_MGR', '안전관리자', 'Safety manager', '安全管理者', 'Técnico de seguridad'],
    ['HEALTH_MGR', '보건관리자', 'Health manager', '保健管理者', 'Técnico de salud'],
    ['SUPERVISOR', '관리감독자', 'Supervisor', '管理监督者', 'Supervisor'],
    ['ORG_HEAD', '안전보건 전담조직 책임자', 'Head of the safety organisation', '安全卫生专职组织负责人', 'Jefe de la organización de SST'],
  ],
  [G.sapaStatus]: [['DONE', '이행', 'Done', '已履行', 'Cumplido'], ['PARTIAL', '일부 이행', 'Partly done', '部分履行', 'Parcial'], ['NOT_DONE', '미이행', 'Not done', '未履行', 'No cumplido']],
  MGT_APPR_STATUS: [['REQUESTED', '결재중', 'In approval', '审批中', 'En aprobación'], ['APPROVED', '결재완료', 'Approved', '已批准', 'Aprobado'], ['REJECTED', '반려', 'Rejected', '已退回', 'Rechazado'], ['RECALLED', '회수', 'Recalled', '已撤回', 'Retirado']],
  [G.indicator]: MGT_INDICATORS.map((i) => [i.code, i.ko, i.en, i.zh, i.es] as Code),
  [G.committeeStatus]: mgtCommitteeWorkflow.statuses.map((s) => [s.code, s.label.ko, s.label.en, s.label.zh, s.label.es] as Code),
  [G.drillStatus]: mgtDrillWorkflow.statuses.map((s) => [s.code, s.label.ko, s.label.en, s.label.zh, s.label.es] as Code),
  // 문서관리 (documents/README.md)
  [DOC_CODE_GROUPS.category]: [
    ['POLICY', '방침', 'Policy', '方针', 'Política'], ['PROCEDURE', '절차서', 'Procedure', '程序文件', 'Procedimiento'],
    ['MANUAL', '매뉴얼', 'Manual', '手册', 'Manual'], ['FORM', '서식', 'Form', '表格', 'Formulario'],
    ['EMERGENCY', '비상대응 매뉴얼', 'Emergency manual', '应急手册', 'Manual de emergencia'], ['ETC', '기타', 'Other', '其他', 'Otro'],
  ],
  [DOC_CODE_GROUPS.status]: mgtDocumentWorkflow.statuses.map((s) => [s.code, s.label.ko, s.label.en, s.label.zh, s.label.es] as Code),
  [DOC_CODE_GROUPS.revStatus]: DOC_REV_STATUSES.map((s) => [s.code, s.label.ko, s.label.en, s.label.zh, s.label.es] as Code),
};
const NAMES: Record<string, string> = {
  [G.law]: '법령', [G.lawResult]: '준수평가 결과', [G.half]: '반기', [G.evidenceModule]: '증빙 모듈', [G.committeeType]: '회의 구분', [G.attendeeSide]: '위원 구분',
  [G.drillType]: '훈련 구분', [G.budgetCategory]: '안전보건 예산 항목', [G.appointRole]: '선임 직무', [G.sapaStatus]: '중처법 이행상태', MGT_APPR_STATUS: '결재상태',
  [G.indicator]: '안전보건 지표 (M_ 코드는 사업장 자체 지표)', [G.committeeStatus]: '위원회 회의록 상태', [G.drillStatus]: '훈련 상태',
  [DOC_CODE_GROUPS.category]: '문서 구분', [DOC_CODE_GROUPS.status]: '문서 상태', [DOC_CODE_GROUPS.revStatus]: '문서 개정 상태',
};

/** structural codes of the management system (every installation) */
export async function seedMgtBase(tx: DbOrTx): Promise<void> {
  await tx.insert(codeGroup).values(Object.entries(NAMES).map(([codeGroupCd, codeGroupNm]) => ({ codeGroupCd, codeGroupNm, systemYn: codeGroupCd === G.law || codeGroupCd === G.budgetCategory ? 'N' : 'Y' }))).onConflictDoNothing();
  await tx.insert(codeMaster).values(Object.entries(CODES).flatMap(([g, codes]) => codes.map(([code, ko, en, zh, es], i) => ({
    codeGroupCd: g, code, codeNm: ko, codeNmI18n: { en, zh, es }, sortOrder: i + 1, createUserId: 'system', updateUserId: 'system',
  })))).onConflictDoNothing();
}
