import { VND_NOTICE_REMIND_DAYS } from '@jikim/shared';
import type { DbOrTx } from '../../../db/client.js';
import { codeGroup, codeMaster } from '../../../db/schema.js';
import { VND_SETTING_GROUP } from './notice.service.js';

/** structural codes of contractor notices (every installation): the audience and the reminder setting */
export async function seedVendorNoticeBase(tx: DbOrTx): Promise<void> {
  await tx.insert(codeGroup).values([
    { codeGroupCd: 'VND_NOTICE_TARGET', codeGroupNm: '협력업체 공지 대상', systemYn: 'Y' },
    { codeGroupCd: VND_SETTING_GROUP, codeGroupNm: '협력업체 설정', systemYn: 'N', codeGroupDesc: 'attr1 = 값 (NOTICE_REMIND_DAYS: 미열람 알림 일수)' },
  ]).onConflictDoNothing();
  const sys = { createUserId: 'system', updateUserId: 'system' };
  await tx.insert(codeMaster).values([
    { codeGroupCd: 'VND_NOTICE_TARGET', code: 'ALL', codeNm: '전체 협력업체', codeNmI18n: { en: 'All contractors', zh: '全部协力企业', es: 'Todos los contratistas' }, sortOrder: 1, ...sys },
    { codeGroupCd: 'VND_NOTICE_TARGET', code: 'SELECTED', codeNm: '선택 협력업체', codeNmI18n: { en: 'Chosen contractors', zh: '指定协力企业', es: 'Contratistas elegidos' }, sortOrder: 2, ...sys },
    {
      codeGroupCd: VND_SETTING_GROUP, code: 'NOTICE_REMIND_DAYS', codeNm: '공지 미열람 알림 일수', codeNmI18n: { en: 'Days before an unread-notice reminder', zh: '公告未读提醒天数', es: 'Días antes del aviso de no leído' },
      attr1: String(VND_NOTICE_REMIND_DAYS), sortOrder: 1, ...sys,
    },
  ]).onConflictDoNothing();
}
