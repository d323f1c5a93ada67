import { and, asc, eq } from 'drizzle-orm';
import { APPR_MESSAGES, type TApprLineStepInput, type TApprResolveType, type TApprSlotKind } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { sql } from 'drizzle-orm';
import { badRequest } from '../../lib/errors.js';
import { apprLine, apprLineSlot } from './approvals.tables.js';

export type TemplateSlot = {
  slotNo: number;
  slotKind: Exclude<TApprSlotKind, 'DRAFT'>;
  resolveType: TApprResolveType;
  userId: string | null;
  dutyCd: string | null;
  deptCd: string | null;
  requiredYn: 'Y' | 'N';
  changeableYn: 'Y' | 'N';
};
export type Template = { apprLineNo: number; apprLineNm: string; addableYn: 'Y' | 'N'; slots: TemplateSlot[] };

export type LineUser = { userId: string; userNm: string; deptNm: string | null; dutyNm: string | null };
/** selfHeld: the slot's duty is held by the requester, so the slot is skipped */
export type ResolvedSlot = TemplateSlot & { approver: LineUser | null; selfHeld: boolean };
export type FinalStep = { slotKind: Exclude<TApprSlotKind, 'DRAFT'>; approver: LineUser };

export async function loadTemplate(tx: DbOrTx, plantCd: string, apprTypeCd: string): Promise<Template | null> {
  const [h] = await tx
    .select()
    .from(apprLine)
    .where(and(eq(apprLine.plantCd, plantCd), eq(apprLine.apprTypeCd, apprTypeCd), eq(apprLine.useYn, 'Y')));
  if (!h) return null;
  const slots = await tx.select().from(apprLineSlot).where(eq(apprLineSlot.apprLineNo, h.apprLineNo)).orderBy(asc(apprLineSlot.slotNo));
  return {
    apprLineNo: h.apprLineNo,
    apprLineNm: h.apprLineNm,
    addableYn: h.addableYn as 'Y' | 'N',
    slots: slots.map((s) => ({
      slotNo: s.slotNo,
      slotKind: s.slotKind as TemplateSlot['slotKind'],
      resolveType: s.resolveType as TApprResolveType,
      userId: s.userId,
      dutyCd: s.dutyCd,
      deptCd: s.deptCd,
      requiredYn: s.requiredYn as 'Y' | 'N',
      changeableYn: s.changeableYn as 'Y' | 'N',
    })),
  };
}

const activeUserSql = sql`u.use_yn = 'Y' and u.retire_yn = 'N' and u.user_type = 'U'`;

/** plant users by id, with department and duty names (active users only) */
export async function loadLineUsers(tx: DbOrTx, ids: string[]): Promise<Map<string, LineUser>> {
  const out = new Map<string, LineUser>();
  if (ids.length === 0) return out;
  const rows = await queryRows<{ user_id: string; user_nm: string; dept_nm: string | null; duty_nm: string | null }>(tx, sql`
    select u.user_id, u.user_nm, d.dept_nm, du.duty_nm
      from com_user u left join com_dept d on d.dept_cd = u.dept_cd left join com_duty du on du.duty_cd = u.duty_cd
     where u.user_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) and ${activeUserSql}`);
  for (const r of rows) out.set(r.user_id, { userId: r.user_id, userNm: r.user_nm, deptNm: r.dept_nm, dutyNm: r.duty_nm });
  return out;
}

/** the holder of a duty in a department (team leader DUT03, office head DUT04, …); lowest user id when several */
async function dutyHolder(tx: DbOrTx, deptCd: string | null, dutyCd: string | null): Promise<string | null> {
  if (!deptCd || !dutyCd) return null;
  const rows = await queryRows<{ user_id: string }>(tx, sql`
    select u.user_id from com_user u where u.dept_cd = ${deptCd} and u.duty_cd = ${dutyCd} and ${activeUserSql} order by u.user_id limit 1`);
  return rows[0]?.user_id ?? null;
}

/** fill each slot for a requester of a department; a slot that resolves to the requester is left empty (the drafter does not approve their own document) */
export async function resolveTemplate(tx: DbOrTx, tpl: Template, requester: { userId: string; deptCd: string | null }): Promise<ResolvedSlot[]> {
  let parentDept: string | null | undefined;
  const ids: (string | null)[] = [];
  for (const s of tpl.slots) {
    let id: string | null = null;
    if (s.resolveType === 'USER') id = s.userId;
    else if (s.resolveType === 'OWN_DEPT_DUTY') id = await dutyHolder(tx, requester.deptCd, s.dutyCd);
    else if (s.resolveType === 'DEPT_DUTY') id = await dutyHolder(tx, s.deptCd, s.dutyCd);
    else {
      if (parentDept === undefined) {
        const r = await queryRows<{ pdept_cd: string | null }>(tx, sql`select pdept_cd from com_dept where dept_cd = ${requester.deptCd}`);
        parentDept = r[0]?.pdept_cd ?? null;
      }
      id = await dutyHolder(tx, parentDept, s.dutyCd);
    }
    ids.push(id);
  }
  const users = await loadLineUsers(tx, ids.filter((i): i is string => !!i));
  return tpl.slots.map((s, i) => {
    const id = ids[i];
    const selfHeld = id === requester.userId;
    return { ...s, selfHeld, approver: id && !selfHeld ? (users.get(id) ?? null) : null };
  });
}

/**
 * The line a request gets: the template's resolved line, or the requester's adjustment of it, checked
 * against what the template allows (required slots stay, fixed slots keep their person, extras only
 * 합의/참조 and only when the template is addable, template order kept). Without a template the
 * requester's line is taken as is (it needs at least one deciding step).
 */
export async function buildLine(
  tx: DbOrTx,
  tpl: Template | null,
  resolved: ResolvedSlot[],
  proposed: TApprLineStepInput[] | undefined,
  requesterId: string,
  /** people the requester adds (not resolved by the template) must work in one of these plants (record's, requester's) */
  allowedPlants?: (string | null)[],
): Promise<FinalStep[]> {
  const notAllowed = () => badRequest([{ field: 'line', message: APPR_MESSAGES.lineNotAllowed }], APPR_MESSAGES.lineNotAllowed);
  let wanted: { slotKind: FinalStep['slotKind']; userId: string }[];
  if (!proposed) {
    if (!tpl) throw badRequest([{ field: 'line', message: APPR_MESSAGES.noLine }], APPR_MESSAGES.noLine);
    wanted = [];
    for (const s of resolved) {
      if (s.approver) wanted.push({ slotKind: s.slotKind, userId: s.approver.userId });
      else if (s.requiredYn === 'Y' && !s.selfHeld) {
        throw badRequest([{ field: 'line', message: APPR_MESSAGES.lineUnresolved }], APPR_MESSAGES.lineUnresolved);
      }
    }
  } else {
    wanted = proposed.map((p) => ({ slotKind: p.slotKind, userId: p.approverUserId }));
    if (tpl) {
      let lastSlot = 0;
      const used = new Set<number>();
      for (const p of proposed) {
        if (p.slotNo) {
          const s = resolved.find((r) => r.slotNo === p.slotNo);
          if (!s || s.slotKind !== p.slotKind || p.slotNo <= lastSlot) throw notAllowed();
          if (s.changeableYn !== 'Y' && s.approver?.userId !== p.approverUserId) throw notAllowed();
          lastSlot = p.slotNo;
          used.add(p.slotNo);
        } else if (tpl.addableYn !== 'Y' || (p.slotKind !== 'AGREE' && p.slotKind !== 'REFERENCE')) {
          throw notAllowed();
        }
      }
      for (const s of resolved) {
        // a required slot may be left out only when the requester holds it
        if (s.requiredYn === 'Y' && !used.has(s.slotNo) && !s.selfHeld) throw notAllowed();
      }
    }
  }
  if (!wanted.some((w) => w.slotKind !== 'REFERENCE')) throw badRequest([{ field: 'line', message: APPR_MESSAGES.noLine }], APPR_MESSAGES.noLine);
  if (wanted.some((w) => w.userId === requesterId)) throw badRequest([{ field: 'line', message: APPR_MESSAGES.selfApprover }], APPR_MESSAGES.selfApprover);
  if (new Set(wanted.map((w) => w.userId)).size !== wanted.length) throw notAllowed();
  const users = await loadLineUsers(tx, wanted.map((w) => w.userId));
  const plants = (allowedPlants ?? []).filter((x): x is string => !!x);
  if (plants.length) {
    // everyone on the line reads the record: people the requester adds come from the record's (or the requester's) plant
    const fromTemplate = new Set(resolved.map((r) => r.approver?.userId).filter((i): i is string => !!i));
    const added = wanted.map((w) => w.userId).filter((id) => !fromTemplate.has(id));
    if (added.length) {
      const inPlant = await queryRows<{ user_id: string }>(tx, sql`select user_id from com_user
        where user_id in (${sql.join(added.map((i) => sql`${i}`), sql`, `)}) and plant_cd in (${sql.join(plants.map((x) => sql`${x}`), sql`, `)})`);
      if (inPlant.length !== new Set(added).size) throw badRequest([{ field: 'line', message: APPR_MESSAGES.invalidUser }], APPR_MESSAGES.invalidUser);
    }
  }
  return wanted.map((w) => {
    const u = users.get(w.userId);
    if (!u) throw badRequest([{ field: 'line', message: APPR_MESSAGES.invalidUser }], APPR_MESSAGES.invalidUser);
    return { slotKind: w.slotKind, approver: u };
  });
}
