import { observationWorkflow, SAF_OBS_CATEGORIES, SAF_OBS_CODE_GROUPS } from '@jikim/shared';
import type { DbOrTx } from '../../../db/client.js';
import { codeGroup, codeMaster } from '../../../db/schema.js';

type TI18n = { code: string; ko: string; en: string; zh: string; es: string };

/** the codes every installation needs: the statuses, and the standard categories (a plant adds its own: systemYn N) */
export async function seedObservationBase(tx: DbOrTx): Promise<void> {
  await tx.insert(codeGroup).values([
    { codeGroupCd: SAF_OBS_CODE_GROUPS.status, codeGroupNm: '행동관찰 상태', systemYn: 'Y' },
    { codeGroupCd: SAF_OBS_CODE_GROUPS.category, codeGroupNm: '행동관찰 분류', systemYn: 'N', codeGroupDesc: '사업장이 관찰 분류를 추가할 수 있습니다 (보호구, 자세·위치, 공구·장비, 정리정돈, 작업절차 …)' },
  ]).onConflictDoNothing();
  const rows = (group: string, codes: readonly TI18n[]) => codes.map((c, i) => ({
    codeGroupCd: group, code: c.code, codeNm: c.ko, codeNmI18n: { en: c.en, zh: c.zh, es: c.es }, sortOrder: i + 1, createUserId: 'system', updateUserId: 'system',
  }));
  await tx.insert(codeMaster).values([
    ...rows(SAF_OBS_CODE_GROUPS.status, observationWorkflow.statuses.map((s) => ({ code: s.code, ...s.label }))),
    ...rows(SAF_OBS_CODE_GROUPS.category, SAF_OBS_CATEGORIES),
  ]).onConflictDoNothing();
}
