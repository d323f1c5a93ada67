import { VND_PENALTY_KIND_GROUP, VND_PENALTY_SOURCE_GROUP, VND_PENALTY_THRESHOLD_GROUP } from '@jikim/shared';
import type { DbOrTx } from '../../../db/client.js';
import { codeGroup, codeMaster } from '../../../db/schema.js';

type Code = [code: string, ko: string, en: string, zh: string, es: string, attr1?: string];

/** violation kinds, attr1 = points (an administrator changes them in 코드관리) */
const KINDS: Code[] = [
  ['PPE', '보호구 미착용', 'No protective equipment', '未佩戴防护用品', 'Sin equipo de protección', '1'],
  ['ENTRY', '출입절차 위반', 'Entry procedure breach', '违反出入程序', 'Incumplimiento del acceso', '2'],
  ['FACILITY', '안전시설 임의 해체', 'Safety device removed', '擅自拆除安全设施', 'Retirada de protección', '3'],
  ['SMOKING', '지정장소 외 흡연', 'Smoking outside the area', '在指定区域外吸烟', 'Fumar fuera de zona', '2'],
  ['PERMIT', '작업허가 미준수', 'Work permit not followed', '未遵守作业许可', 'Permiso de trabajo incumplido', '5'],
  ['DRINK', '음주 작업', 'Working under alcohol', '酒后作业', 'Trabajo bajo alcohol', '10'],
];
/** yearly thresholds, attr1 = points: WARN notifies, SUSPEND suspends the vendor */
const THRESHOLDS: Code[] = [
  ['WARN', '경고', 'Warning', '警告', 'Aviso', '10'],
  ['SUSPEND', '거래정지', 'Suspension', '暂停交易', 'Suspensión', '20'],
];
const SOURCES: Code[] = [
  ['PATROL', '순회점검', 'Patrol', '巡回检查', 'Ronda'],
  ['PERMIT', '작업허가', 'Work permit', '作业许可', 'Permiso de trabajo'],
  ['CHECK', '안전점검', 'Safety check', '安全检查', 'Inspección'],
  ['ETC', '기타', 'Other', '其他', 'Otro'],
];

/** structural codes of penalty points (every installation) */
export async function seedVendorPenaltyBase(tx: DbOrTx): Promise<void> {
  await tx.insert(codeGroup).values([
    { codeGroupCd: VND_PENALTY_KIND_GROUP, codeGroupNm: '협력업체 벌점 유형', systemYn: 'N', codeGroupDesc: '참조1 = 벌점' },
    { codeGroupCd: VND_PENALTY_THRESHOLD_GROUP, codeGroupNm: '협력업체 벌점 기준', systemYn: 'Y', codeGroupDesc: '참조1 = 연간 누적 벌점 (WARN 경고 알림, SUSPEND 거래정지)' },
    { codeGroupCd: VND_PENALTY_SOURCE_GROUP, codeGroupNm: '벌점 적발 경로', systemYn: 'Y' },
  ]).onConflictDoNothing();
  const rows = (group: string, codes: Code[]) => codes.map(([code, ko, en, zh, es, attr1], i) => ({
    codeGroupCd: group, code, codeNm: ko, codeNmI18n: { en, zh, es }, attr1: attr1 ?? null, sortOrder: i + 1, createUserId: 'system', updateUserId: 'system',
  }));
  await tx.insert(codeMaster).values([...rows(VND_PENALTY_KIND_GROUP, KINDS), ...rows(VND_PENALTY_THRESHOLD_GROUP, THRESHOLDS), ...rows(VND_PENALTY_SOURCE_GROUP, SOURCES)]).onConflictDoNothing();
}
