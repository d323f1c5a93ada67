import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { advanceDueYmd, isBadAnswer, SAF_CHECK_TYPES, SAF_CODE_GROUPS, SAF_FILES, type TCheckCycleCd, addDaysYmd } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../../db/client.js';
import { codeTreeAncestors } from '../../../lib/code-tree.js';
import { createAction } from '../../impr/impr.service.js';
import { safCheckAnswer, safCheckPlan, safCheckResult, safCheckTemplate, safCheckTemplateItem, safCheckTemplateType } from './checks.tables.js';

type TAnswer = typeof safCheckAnswer.$inferSelect;

/** days an action made from a bad answer gets when the row names no due date (a site rule, not law) */
export const CHECK_ACTION_DEFAULT_DAYS = 7;

export const answersOf = (tx: DbOrTx, checkNo: number): Promise<TAnswer[]> =>
  tx.select().from(safCheckAnswer).where(eq(safCheckAnswer.checkNo, checkNo)).orderBy(asc(safCheckAnswer.rowNo), asc(safCheckAnswer.answerNo));

/** every item answered: 양호/불량/해당없음, or a score on the score scale (해당없음 is allowed on both) */
export const isAnswered = (a: Pick<TAnswer, 'answerScaleCd' | 'answerCd' | 'score'>): boolean =>
  a.answerCd === 'NA' || (a.answerScaleCd === 'SCORE' ? a.score !== null : a.answerCd === 'GOOD' || a.answerCd === 'BAD');

/**
 * Photos: a bad item that requires one has one, and every photo named by a row is a live file of this check's
 * SAF_CHECK_PHOTO group (a row cannot point at another record's file).
 */
export async function photosOk(tx: DbOrTx, checkNo: number, answers: TAnswer[]): Promise<boolean> {
  if (answers.some((a) => isBadAnswer(a) && a.photoRequiredYn === 'Y' && a.photoFileNo === null)) return false;
  const named = [...new Set(answers.map((a) => a.photoFileNo).filter((n): n is number => n !== null))];
  if (named.length === 0) return true;
  const rows = await queryRows<{ n: string }>(tx, sql`
    select count(*) as n from com_attach_file
     where file_no in (${sql.join(named.map((n) => sql`${n}`), sql`, `)})
       and task_class_nm = ${SAF_FILES.checkPhoto} and attach_file_id = ${String(checkNo)} and status in ('T', 'P')`);
  return Number(rows[0]?.n ?? 0) === named.length;
}

/**
 * `exists …`: the template (the outer `saf_check_template` row) applies to a facility of type `facilityTypeCd` — the
 * type or any type above it in the SAF_FACILITY_TYPE tree is one of the template's facility types
 */
export const templateAppliesToType = (facilityTypeCd: string): SQL => sql`exists (
  select 1 from ${safCheckTemplateType} tt where tt.template_no = ${safCheckTemplate}.template_no
     and tt.facility_type_cd in ${codeTreeAncestors(SAF_CODE_GROUPS.facilityType, facilityTypeCd)})`;

/** does template `templateNo` apply to a facility of this type? */
export async function templateApplies(tx: DbOrTx, templateNo: number, facilityTypeCd: string): Promise<boolean> {
  const rows = await tx.select({ n: safCheckTemplate.templateNo }).from(safCheckTemplate)
    .where(and(eq(safCheckTemplate.templateNo, templateNo), templateAppliesToType(facilityTypeCd))).limit(1);
  return rows.length > 0;
}

/** the template's facility-type names in row order (the list's derived column) */
export const templateTypeNamesSql = (templateNo: SQL): SQL => sql`(
  select string_agg(coalesce(cm.code_nm, tt.facility_type_cd), ', ' order by tt.row_no, tt.type_no)
    from ${safCheckTemplateType} tt
    left join com_code_master cm on cm.code_group_cd = ${SAF_CODE_GROUPS.facilityType} and cm.code = tt.facility_type_cd
   where tt.template_no = ${templateNo})`;

/** the Korean name of a check type code */
export const typeKo = (code: unknown): string => SAF_CHECK_TYPES.find((t) => t.code === code)?.ko ?? String(code);

/**
 * On completion: the completion date and bad count, one improvement action per bad answer that has none yet
 * (CHECK / the check number; the row's action owner and due date, else the checker and check date + 7 days), and
 * the plan's next due date.
 */
export async function completeCheck(tx: DbOrTx, checkNo: number, actorUserId: string, todayYmd: string): Promise<void> {
  const [r] = await tx.select().from(safCheckResult).where(eq(safCheckResult.checkNo, checkNo)).limit(1);
  if (!r) return;
  const answers = await answersOf(tx, checkNo);
  const bad = answers.filter(isBadAnswer);
  for (const a of bad) {
    if (a.actionNo !== null) continue;
    const action = await createAction(tx, {
      sourceTypeCd: 'CHECK', sourceKey: String(checkNo), actionTypeCd: 'REQUEST',
      plantCd: r.plantCd, deptCd: r.deptCd,
      title: `[${typeKo(r.checkTypeCd)}] ${a.itemNm}`.slice(0, 200),
      assigneeUserId: a.actionUserId ?? r.checkerUserId,
      dueYmd: a.actionDueYmd ?? addDaysYmd(r.checkYmd > todayYmd ? r.checkYmd : todayYmd, CHECK_ACTION_DEFAULT_DAYS),
      description: [`${r.checkTitle} (${r.checkYmd}) ${a.categoryNm} · ${a.itemNm}`, a.comment].filter(Boolean).join('\n'),
      location: r.placeNm,
    }, actorUserId);
    // only a row still without an action takes it (a second completion cannot make a second one)
    await tx.update(safCheckAnswer).set({ actionNo: Number(action.actionNo) }).where(and(eq(safCheckAnswer.answerNo, a.answerNo), isNull(safCheckAnswer.actionNo)));
  }
  await tx.update(safCheckResult).set({ completeYmd: todayYmd, badCount: bad.length }).where(eq(safCheckResult.checkNo, checkNo));
  // a check completed again after its 결재 was returned has already moved its plan
  if (r.planNo !== null && r.completeYmd === null) {
    const [p] = await tx.select().from(safCheckPlan).where(eq(safCheckPlan.planNo, r.planNo)).limit(1);
    if (p) {
      const current = p.nextDueYmd ?? p.startYmd;
      await tx.update(safCheckPlan).set({
        lastCheckYmd: p.lastCheckYmd && p.lastCheckYmd > r.checkYmd ? p.lastCheckYmd : r.checkYmd,
        nextDueYmd: advanceDueYmd(p.cycleCd as TCheckCycleCd, p.startYmd, current, r.checkYmd),
      }).where(eq(safCheckPlan.planNo, p.planNo));
    }
  }
}

export type TStartAnswer = {
  categoryNm: string; itemNm: string; answerScaleCd: string; photoRequiredYn: string | null;
  answerCd: string | null; score: number | null; comment: string | null;
};

/**
 * The starting answers of a new check: the template's items, with last time's answers (the latest completed check of
 * the same template at the same place) copied as the starting point. Photos are not copied.
 */
export async function startAnswers(tx: DbOrTx, templateNo: number, placeNm: string | null): Promise<{ answers: TStartAnswer[]; copiedFromCheckNo: number | null }> {
  const items = await tx.select().from(safCheckTemplateItem).where(eq(safCheckTemplateItem.templateNo, templateNo))
    .orderBy(asc(safCheckTemplateItem.rowNo), asc(safCheckTemplateItem.itemNo));
  const [last] = await tx.select({ checkNo: safCheckResult.checkNo }).from(safCheckResult)
    .where(and(eq(safCheckResult.templateNo, templateNo), inArray(safCheckResult.statusCd, ['COMPLETED', 'CLOSED']),
      placeNm ? eq(safCheckResult.placeNm, placeNm) : undefined))
    .orderBy(desc(safCheckResult.checkYmd), desc(safCheckResult.checkNo)).limit(1);
  const prev = last ? await answersOf(tx, last.checkNo) : [];
  const byItem = new Map(prev.map((a) => [`${a.categoryNm}\u0000${a.itemNm}`, a]));
  return {
    copiedFromCheckNo: last?.checkNo ?? null,
    answers: items.map((i) => {
      const p = byItem.get(`${i.categoryNm}\u0000${i.itemNm}`);
      return {
        categoryNm: i.categoryNm, itemNm: i.itemNm, answerScaleCd: i.answerScaleCd, photoRequiredYn: i.photoRequiredYn,
        answerCd: p?.answerCd ?? null, score: p?.score ?? null, comment: p?.comment ?? null,
      };
    }),
  };
}
