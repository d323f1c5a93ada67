import { imprActionWorkflow, IMPR_CODE_GROUPS } from '@jikim/shared';
import type { DbOrTx } from '../../db/client.js';
import { codeGroup, codeMaster } from '../../db/schema.js';

type Code = [code: string, ko: string, en: string, zh: string, es: string];

const SOURCES: Code[] = [
  ['ACCIDENT', '사고', 'Accident', '事故', 'Accidente'],
  ['NEAR_MISS', '아차사고', 'Near miss', '未遂事件', 'Cuasi accidente'],
  ['CHECK', '안전점검', 'Safety check', '安全检查', 'Inspección de seguridad'],
  ['PATROL', '순회점검', 'Patrol', '巡回检查', 'Ronda'],
  ['INSPECTION', '설비점검', 'Facility inspection', '设备检查', 'Inspección de equipos'],
  ['RISK_ASSESSMENT', '위험성평가', 'Risk assessment', '风险评估', 'Evaluación de riesgos'],
  ['MOC', '변경관리', 'Management of change', '变更管理', 'Gestión del cambio'],
  ['PERMIT', '작업허가', 'Work permit', '作业许可', 'Permiso de trabajo'],
  ['TBM', 'TBM', 'Toolbox meeting', '班前会', 'Charla de seguridad'],
  ['PSM_AUDIT', 'PSM 감사', 'PSM audit', 'PSM审核', 'Auditoría PSM'],
  ['COMMITTEE', '산업안전보건위원회', 'Safety committee', '安全卫生委员会', 'Comité de seguridad'],
  ['ETC', '기타', 'Other', '其他', 'Otro'],
  // management system (issue 29)
  ['LAW', '법규 준수평가', 'Legal compliance', '法规合规评价', 'Cumplimiento legal'],
  ['OSH_COMMITTEE', '산업안전보건위원회(산안법 제24조)', 'OSH committee (Art. 24)', '产业安全卫生委员会', 'Comité de SST (art. 24)'],
  ['ENV', '환경 배출허용기준 초과', 'Environmental limit exceeded', '环境排放超标', 'Límite ambiental excedido'],
  ['DRILL', '비상대응 훈련', 'Emergency drill', '应急演练', 'Simulacro'],
  // issue 31
  ['OBSERVATION', '행동관찰', 'Behaviour observation', '行为观察', 'Observación de conducta'],
];
const ACTION_TYPES: Code[] = [
  ['IMMEDIATE', '즉시조치', 'Immediate', '立即措施', 'Inmediata'],
  ['REQUEST', '개선요청', 'Request', '整改请求', 'Solicitud'],
];
const RISKS: Code[] = [
  ['H', '상', 'High', '高', 'Alto'],
  ['M', '중', 'Medium', '中', 'Medio'],
  ['L', '하', 'Low', '低', 'Bajo'],
];

/** structural codes of the register (every installation): sources, types, the 3-level risk, the statuses */
export async function seedImprBase(tx: DbOrTx): Promise<void> {
  await tx.insert(codeGroup).values([
    { codeGroupCd: IMPR_CODE_GROUPS.source, codeGroupNm: '개선조치 발생원', systemYn: 'Y' },
    { codeGroupCd: IMPR_CODE_GROUPS.actionType, codeGroupNm: '개선조치 구분', systemYn: 'Y' },
    { codeGroupCd: IMPR_CODE_GROUPS.risk, codeGroupNm: '위험도(3단계)', systemYn: 'N', codeGroupDesc: '위험성평가 매트릭스가 생기기 전의 상/중/하' },
    { codeGroupCd: 'IMPR_STATUS', codeGroupNm: '개선조치 상태', systemYn: 'Y', codeGroupDesc: '워크플로 정의(packages/shared/src/impr)와 같은 코드' },
  ]).onConflictDoNothing();
  const rows = (group: string, codes: Code[]) => codes.map(([code, ko, en, zh, es], i) => ({
    codeGroupCd: group, code, codeNm: ko, codeNmI18n: { en, zh, es }, sortOrder: i + 1, createUserId: 'system', updateUserId: 'system',
  }));
  const statuses: Code[] = imprActionWorkflow.statuses.map((s) => [s.code, s.label.ko, s.label.en, s.label.zh, s.label.es]);
  await tx.insert(codeMaster).values([
    ...rows(IMPR_CODE_GROUPS.source, SOURCES), ...rows(IMPR_CODE_GROUPS.actionType, ACTION_TYPES), ...rows(IMPR_CODE_GROUPS.risk, RISKS),
    ...rows('IMPR_STATUS', statuses),
  ]).onConflictDoNothing();
}
