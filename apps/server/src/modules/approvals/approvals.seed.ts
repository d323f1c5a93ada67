import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { user, userAuthGrp } from '../../db/schema.js';
import { hashPassword } from '../../lib/password.js';
import type { Principal } from '../auth/principal.js';
import './approval-doc.js';
import { createRequest, decide } from './approvals.service.js';
import { apprDoc, apprLine, apprLineSlot } from './approvals.tables.js';

/** office heads (처장, DUT04) of every office, so that "office head of the requester's parent department" resolves in the demo */
const OFFICE_HEADS: [userId: string, userNm: string, plantCd: string, deptCd: string, group: string][] = [
  ['e9110', '문경영', '1000', 'D1100', 'WORKER'],
  ['e9120', '배안전', '1000', 'D1200', 'WORKER'],
  ['e9130', '하발전', '1000', 'D1300', 'WORKER'],
  ['e9140', '노기술', '1000', 'D1400', 'WORKER'],
  ['g9210', '전관리', '2000', 'D2100', 'GAS_USER'],
  ['g9220', '석안전', '2000', 'D2200', 'GAS_USER'],
  ['g9230', '유운영', '2000', 'D2300', 'GAS_USER'],
];

/**
 * Demo approval data (idempotent): office heads, and the 일반기안 line template of each plant —
 * 팀장 결재 → 안전팀 확인 → 처장 결재 (power plant), 팀장 결재 → 가스안전팀 확인 → 처장 결재 (LNG terminal).
 */
export async function seedApprovalsDemo(db: Db, opts: { scryptN: number; password: string }): Promise<void> {
  const have = await queryRows<{ user_id: string }>(db, sql`select user_id from com_user where user_id in ('e9110', 'g9210')`);
  const hashes = have.length ? [] : await Promise.all(OFFICE_HEADS.map(() => hashPassword(opts.password, opts.scryptN)));
  await db.transaction(async (tx) => {
    if (!have.length) {
      for (const [i, [userId, userNm, plantCd, deptCd, group]] of OFFICE_HEADS.entries()) {
        await tx.insert(user).values({
          userId, userNm, userType: 'U', userPwd: hashes[i]!, plantCd, deptCd, positionCd: 'POS07', dutyCd: 'DUT04', deptAuthGrpCd: 'DAG_OWN',
          contType: 'work', email: `${userId}@jikim.example`, createUserId: 'system', updateUserId: 'system',
        }).onConflictDoNothing();
        await tx.insert(userAuthGrp).values({ userId, authGrpCd: group }).onConflictDoNothing();
      }
    }
    const templates: [plantCd: string, safetyDept: string, nm: string][] = [
      ['1000', 'D1210', '일반기안 기본 결재선 (서해화력)'],
      ['2000', 'D2210', '일반기안 기본 결재선 (남해LNG)'],
    ];
    for (const [plantCd, safetyDept, apprLineNm] of templates) {
      const [h] = await tx.insert(apprLine).values({ plantCd, apprTypeCd: 'APPR_DOC', apprLineNm, addableYn: 'Y', createUserId: 'system', updateUserId: 'system' })
        .onConflictDoNothing().returning({ no: apprLine.apprLineNo });
      if (!h) continue;
      await tx.insert(apprLineSlot).values([
        { apprLineNo: h.no, slotNo: 1, slotKind: 'APPROVE', resolveType: 'OWN_DEPT_DUTY', dutyCd: 'DUT03', requiredYn: 'Y', changeableYn: 'N' },
        { apprLineNo: h.no, slotNo: 2, slotKind: 'CONFIRM', resolveType: 'DEPT_DUTY', deptCd: safetyDept, dutyCd: 'DUT06', requiredYn: 'Y', changeableYn: 'Y' },
        { apprLineNo: h.no, slotNo: 3, slotKind: 'APPROVE', resolveType: 'PARENT_DEPT_DUTY', dutyCd: 'DUT04', requiredYn: 'Y', changeableYn: 'N' },
      ]);
    }
  });
}

export async function principalOf(db: Db, userId: string): Promise<Principal> {
  const [u] = await queryRows<{ user_nm: string; plant_cd: string; dept_cd: string; plant_access_yn: 'Y' | 'N' | null; dept_access_yn: 'Y' | 'N' | null }>(db, sql`
    select u.user_nm, u.plant_cd, u.dept_cd, g.plant_access_yn, g.dept_access_yn
      from com_user u left join com_dept_auth_grp g on g.dept_auth_grp_cd = u.dept_auth_grp_cd where u.user_id = ${userId}`);
  return {
    userId, userNm: u!.user_nm, userType: 'U', sessionId: 'seed', plantCd: u!.plant_cd, plantType: 'E', plantNm: null, deptCd: u!.dept_cd, deptNm: null,
    vendorCd: null, vendorNm: null, contType: 'work', signature: null, lang: 'kr', isAdmin: false,
    plantAccessYn: u!.plant_access_yn ?? 'N', deptAccessYn: u!.dept_access_yn ?? 'N',
  };
}

/**
 * Sample 일반기안 documents of worker01 through the real service (idempotent: only on an empty table):
 * one waiting for the team leader, one approved by the whole line, one rejected by the safety manager.
 */
export async function seedApprovalSamples(db: Db): Promise<void> {
  const [any] = await queryRows<{ n: number }>(db, sql`select 1 as n from com_appr_doc limit 1`);
  if (any) return;
  const [worker, leader, safety, head] = await Promise.all(['worker01', 'e0021', 'safety01', 'e9130'].map((u) => principalOf(db, u)));
  const docs: [title: string, contents: string, decisions: [Principal, 'APPROVE' | 'REJECT', string][]][] = [
    ['보일러동 2층 조명 교체 요청', '야간 순찰 시 조도가 부족하여 LED 조명으로 교체를 요청합니다.', []],
    ['발전1팀 안전보호구 추가 구매', '내열장갑 20켤레, 보안경 15개 추가 구매를 요청합니다.', [[leader!, 'APPROVE', '필요 수량 확인했습니다.'], [safety!, 'APPROVE', '규격 적합'], [head!, 'APPROVE', '승인합니다.']]],
    ['터빈동 임시 통로 개설', '정비 기간 중 터빈동 북측 임시 통로 개설을 요청합니다.', [[leader!, 'APPROVE', ''], [safety!, 'REJECT', '통로 폭과 난간 설치 계획을 보완하세요.']]],
  ];
  for (const [docTitle, docContents, decisions] of docs) {
    await db.transaction(async (tx) => {
      const [d] = await tx.insert(apprDoc).values({ plantCd: worker!.plantCd!, deptCd: worker!.deptCd, docTitle, docContents, createUserId: 'worker01', updateUserId: 'worker01' }).returning();
      const no = await createRequest(tx, worker!, { apprTypeCd: 'APPR_DOC', recordKey: String(d!.docNo), submitYn: 'Y' }, null);
      for (const [i, [who, decisionCd, comment]] of decisions.entries()) {
        await decide(tx, who, no, { stepNo: i + 2, decisionCd, comment: comment || undefined }, null);
      }
    });
  }
  // demo notifications show in the bell but are never e-mailed
  await db.execute(sql`update com_notification set mail_state = 'NONE' where mail_state = 'PENDING'`);
}
