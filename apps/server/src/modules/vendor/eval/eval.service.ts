import { sql } from 'drizzle-orm';
import { gradeOf, VND_EVAL_CODE_GROUPS, VND_EVAL_MESSAGES, type TEvalGradeRule } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../../db/client.js';
import { badRequest } from '../../../lib/errors.js';

type ScoreRow = { itemNo?: number | null; categoryCd?: string | null; itemText?: string | null; weight?: number | null; score?: number | null; remark?: string | null };
type Item = { item_no: number; category_cd: string; item_text: string; weight: number };

const bad = (field: string, message: string) => badRequest([{ field, message }], message);

/** the grade thresholds kept as data: VND_EVAL_GRADE, attr1 = lowest total, attr2 = consequence (VND_EVAL_RESULT) */
export async function gradeRules(db: DbOrTx): Promise<TEvalGradeRule[]> {
  const rows = await queryRows<{ code: string; attr1: string | null; attr2: string | null }>(db, sql`
    select code, attr1, attr2 from com_code_master where code_group_cd = ${VND_EVAL_CODE_GROUPS.grade} and use_yn = 'Y'`);
  return rows.filter((r) => r.attr1 !== null && Number.isFinite(Number(r.attr1)))
    .map((r) => ({ gradeCd: r.code, minScore: Number(r.attr1), consequenceCd: r.attr2 ?? '' }));
}

/** 배점 합계 100 (when the rows are sent) */
export function checkItemSet(body: Record<string, unknown>): void {
  const items = body.items as { weight?: number | null }[] | undefined;
  if (!items) return;
  const sum = items.reduce((s, i) => s + (i.weight ?? 0), 0);
  if (sum !== 100) throw bad('items', VND_EVAL_MESSAGES.weightsNot100(sum));
}

/**
 * Before an evaluation is saved: the item set must exist (and be in use for a new one); every score row names an item
 * of the set and scores 0..its weight (item text and weight copied from the set); a new evaluation without rows gets
 * one row per item. The total (sum of the scores, one decimal) and the grade with its consequence are the server's.
 */
export async function prepareEval(db: DbOrTx, op: 'create' | 'update', values: Record<string, unknown>, body: Record<string, unknown>, before: Record<string, unknown> | null): Promise<void> {
  const kind = values.evalKindCd ?? before?.evalKindCd;
  const half = 'evalHalf' in values ? values.evalHalf : before?.evalHalf;
  if (kind === 'PERIODIC' && !half) throw bad('evalHalf', VND_EVAL_MESSAGES.halfRequired);
  const setNo = Number(op === 'create' ? values.setNo : before?.setNo);
  const [set] = await queryRows<{ use_yn: string }>(db, sql`select use_yn from vnd_eval_item_set where set_no = ${setNo}`);
  if (!set) throw bad('setNo', VND_EVAL_MESSAGES.setMissing);
  if (op === 'create' && set.use_yn !== 'Y') throw bad('setNo', VND_EVAL_MESSAGES.setUnused);
  const items = await queryRows<Item>(db, sql`
    select item_no, category_cd, item_text, weight from vnd_eval_item where set_no = ${setNo} order by sort_no nulls last, item_no`);
  const byNo = new Map(items.map((i) => [i.item_no, i]));
  if (op === 'create' && body.scores === undefined) body.scores = items.map((i) => ({ itemNo: i.item_no, score: null }));
  const rows = body.scores as ScoreRow[] | undefined;
  if (!rows) return; // rows left out of an update: the total stays
  rows.forEach((r, i) => {
    const item = byNo.get(Number(r.itemNo));
    if (!item) throw bad('scores', VND_EVAL_MESSAGES.itemNotInSet(i + 1));
    if (r.score !== null && r.score !== undefined && (r.score < 0 || r.score > item.weight)) throw bad('scores', VND_EVAL_MESSAGES.scoreOverWeight(i + 1, item.weight));
    Object.assign(r, { categoryCd: item.category_cd, itemText: item.item_text, weight: item.weight });
  });
  const scored = rows.filter((r) => r.score !== null && r.score !== undefined);
  if (scored.length === 0) {
    Object.assign(values, { totalScore: null, gradeCd: null, consequenceCd: null });
    return;
  }
  const total = Math.round(scored.reduce((s, r) => s + Number(r.score), 0) * 10) / 10;
  const g = gradeOf(total, await gradeRules(db));
  Object.assign(values, { totalScore: total, gradeCd: g?.gradeCd ?? null, consequenceCd: g?.consequenceCd ?? null });
}

/** COMPLETE: every item of the evaluation has a score */
export async function allScored(db: DbOrTx, evalNo: string | number): Promise<boolean> {
  const [r] = await queryRows<{ n: string; missing: string }>(db, sql`
    select count(*) as n, count(*) filter (where score is null) as missing from vnd_eval_score where eval_no = ${Number(evalNo)}`);
  return Number(r?.n ?? 0) > 0 && Number(r?.missing ?? 0) === 0;
}
