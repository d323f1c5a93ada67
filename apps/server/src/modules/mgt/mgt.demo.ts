import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { authGrp, authGrpMenu, user, userAuthGrp } from '../../db/schema.js';
import { hashPassword } from '../../lib/password.js';
import { apprLine, apprLineSlot } from '../approvals/approvals.tables.js';
import { seedMgtRecords } from './mgt.demo-records.js';

/** the CEO group: reads every plant's binder and indicators, decides the binder's 결재 */
const CEO_MENUS = [{ menuId: 'MGT_SAPA', writeYn: 'N' }, { menuId: 'MGT_INDICATOR', writeYn: 'N' }, { menuId: 'APPR_INBOX', writeYn: 'Y' }, { menuId: 'BOARD_NOTICE', writeYn: 'N' }] as const;

/**
 * Demo of the management system (idempotent): the CEO account `ceo01` (경영책임자, plant-wide scope), the binder's 결재선
 * (the CEO signs plant 1000's binder; the office head plant 2000's), then the records (mgt.demo-records.ts).
 */
export async function seedMgtDemo(db: Db, opts: { scryptN: number; password: string }): Promise<void> {
  const have = await queryRows(db, sql`select 1 from com_user where user_id = 'ceo01'`);
  const hash = have.length ? '' : await hashPassword(opts.password, opts.scryptN);
  await db.transaction(async (tx) => {
    await tx.insert(authGrp).values({ authGrpCd: 'CEO', authGrpNm: '경영책임자', authGrpDesc: '전 사업장 중대재해처벌법 이행점검 읽기·결재' }).onConflictDoNothing();
    for (const m of CEO_MENUS) await tx.insert(authGrpMenu).values({ authGrpCd: 'CEO', menuId: m.menuId, accessYn: 'Y', writeYn: m.writeYn }).onConflictDoNothing();
    if (!have.length) {
      await tx.insert(user).values({
        userId: 'ceo01', userNm: '정대표', userType: 'U', userPwd: hash, plantCd: '1000', deptCd: 'D1000', positionCd: 'POS08', dutyCd: 'DUT05',
        deptAuthGrpCd: 'DAG_ALL', contType: 'work', email: 'ceo01@jikim.example', createUserId: 'system', updateUserId: 'system',
      }).onConflictDoNothing();
      await tx.insert(userAuthGrp).values({ userId: 'ceo01', authGrpCd: 'CEO' }).onConflictDoNothing();
    }
    const templates: [plantCd: string, apprTypeCd: string, nm: string, slot: { resolveType: string; userId?: string; dutyCd?: string }][] = [
      ['1000', 'MGT_SAPA', '중처법 이행점검 결재선 (서해화력)', { resolveType: 'USER', userId: 'ceo01' }],
      ['2000', 'MGT_SAPA', '중처법 이행점검 결재선 (남해LNG)', { resolveType: 'PARENT_DEPT_DUTY', dutyCd: 'DUT04' }],
      // 준수평가: the evaluating safety team's head approves (the responsible manager of the register)
      ['1000', 'MGT_LAW_CHECK', '법규 준수평가 결재선 (서해화력)', { resolveType: 'OWN_DEPT_DUTY', dutyCd: 'DUT03' }],
      ['2000', 'MGT_LAW_CHECK', '법규 준수평가 결재선 (남해LNG)', { resolveType: 'OWN_DEPT_DUTY', dutyCd: 'DUT03' }],
    ];
    for (const [plantCd, apprTypeCd, apprLineNm, slot] of templates) {
      const [h] = await tx.insert(apprLine).values({ plantCd, apprTypeCd, apprLineNm, addableYn: 'Y', createUserId: 'system', updateUserId: 'system' })
        .onConflictDoNothing().returning({ no: apprLine.apprLineNo });
      if (h) await tx.insert(apprLineSlot).values({ apprLineNo: h.no, slotNo: 1, slotKind: 'APPROVE', ...slot, requiredYn: 'Y', changeableYn: 'N' });
    }
  });
  await seedMgtRecords(db);
}
