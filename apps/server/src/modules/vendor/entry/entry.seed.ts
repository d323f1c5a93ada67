import { VND_CAR_KIND_GROUP, VND_ENTRY_STATUS_GROUP, vendorEntryWorkflow } from '@jikim/shared';
import type { DbOrTx } from '../../../db/client.js';
import { codeGroup, codeMaster } from '../../../db/schema.js';
import { SITE_EDU_SETTING, SITE_EDU_VALID_MONTHS } from './entry.service.js';

type Code = [code: string, ko: string, en: string, zh: string, es: string];

const CAR_KINDS: Code[] = [
  ['CAR', '승용차', 'Car', '轿车', 'Turismo'],
  ['VAN', '승합차', 'Van', '面包车', 'Furgoneta'],
  ['TRUCK', '화물차', 'Truck', '货车', 'Camión'],
  ['CRANE', '크레인', 'Crane', '起重机', 'Grúa'],
  ['HEAVY', '건설기계', 'Construction machine', '工程机械', 'Maquinaria pesada'],
];

/** structural codes of entry requests (every installation): the statuses (from the workflow) and vehicle kinds */
export async function seedVendorEntryBase(tx: DbOrTx): Promise<void> {
  await tx.insert(codeGroup).values([
    { codeGroupCd: VND_ENTRY_STATUS_GROUP, codeGroupNm: '출입신청 상태', systemYn: 'Y', codeGroupDesc: '워크플로 정의(packages/shared/src/vendor/entry.resource.ts)와 같은 코드' },
    { codeGroupCd: VND_CAR_KIND_GROUP, codeGroupNm: '출입 차종', systemYn: 'N' },
  ]).onConflictDoNothing();
  const rows = (group: string, codes: Code[]) => codes.map(([code, ko, en, zh, es], i) => ({
    codeGroupCd: group, code, codeNm: ko, codeNmI18n: { en, zh, es }, sortOrder: i + 1, createUserId: 'system', updateUserId: 'system',
  }));
  const statuses: Code[] = vendorEntryWorkflow.statuses.map((s) => [s.code, s.label.ko, s.label.en, s.label.zh, s.label.es]);
  await tx.insert(codeMaster).values([...rows(VND_ENTRY_STATUS_GROUP, statuses), ...rows(VND_CAR_KIND_GROUP, CAR_KINDS)]).onConflictDoNothing();
  // a site rule, not law: how long a site safety course (education module) counts for entry requests
  await tx.insert(codeGroup).values({ codeGroupCd: 'VND_SETTING', codeGroupNm: '협력업체 설정', systemYn: 'N', codeGroupDesc: 'attr1 = 값' }).onConflictDoNothing();
  await tx.insert(codeMaster).values({
    codeGroupCd: 'VND_SETTING', code: SITE_EDU_SETTING, codeNm: '현장 안전교육 유효기간(개월)',
    codeNmI18n: { en: 'Site safety course valid for (months)', zh: '现场安全培训有效期（月）', es: 'Validez del curso de seguridad del sitio (meses)' },
    attr1: String(SITE_EDU_VALID_MONTHS), sortOrder: 2, createUserId: 'system', updateUserId: 'system',
  }).onConflictDoNothing();
}
