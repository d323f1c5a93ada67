import { sql } from 'drizzle-orm';
import { gradeOf } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../../db/client.js';
import { statusHistory } from '../../../lib/workflow/workflow.tables.js';
import { gradeRules } from './eval.service.js';
import { vendorEval, vendorEvalScore } from './eval.tables.js';

type Item = { item_no: number; category_cd: string; item_text: string; weight: number };

/** points taken off per item, in the set's order (totals: V0001 86 → 92, V0002 74 → 67) */
const PLAN: { vendorCd: string; half: 'H1' | 'H2'; cuts: number[]; opinion: string }[] = [
  { vendorCd: 'V0001', half: 'H1', cuts: [0, 2, 3, 2, 0, 4, 0, 1, 2], opinion: '위험성평가 개선대책 이행 확인 기록 보완 필요. 작업허가서 감시인 기재 누락 2건.' },
  { vendorCd: 'V0001', half: 'H2', cuts: [0, 0, 2, 1, 0, 3, 0, 0, 2], opinion: '상반기 지적사항 개선 완료. 작업허가 절차 준수 양호.' },
  { vendorCd: 'V0002', half: 'H1', cuts: [2, 3, 5, 3, 2, 6, 3, 2, 0], opinion: '밀폐공간 작업 전 가스측정 기록 미흡. 특별교육 이수율 80%. 조건부 적격, 3개월 내 개선계획 제출.' },
  { vendorCd: 'V0002', half: 'H2', cuts: [2, 4, 6, 4, 3, 7, 3, 2, 2], opinion: '가스측정 미실시 작업 재발, 보호구 미착용 적발 3건. 부적격: 재계약 전 개선 확인 필요.' },
];

/** a year of periodic evaluations (two halves) of V0001 and V0002, final, with their history */
export async function seedVendorEvalDemo(db: DbOrTx): Promise<void> {
  const [seeded] = await queryRows<{ n: string }>(db, sql`select count(*) as n from vnd_eval`);
  if (Number(seeded?.n ?? 0) > 0) return;
  const [set] = await queryRows<{ set_no: number }>(db, sql`select min(set_no) as set_no from vnd_eval_item_set where eval_kind_cd = 'PERIODIC'`);
  if (!set?.set_no) return;
  const items = await queryRows<Item>(db, sql`select item_no, category_cd, item_text, weight from vnd_eval_item where set_no = ${set.set_no} order by sort_no, item_no`);
  const rules = await gradeRules(db);
  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  // the last year whose second half has been evaluated (November on)
  const year = Number(today.slice(5, 7)) >= 11 ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
  for (const p of PLAN) {
    const evalYmd = `${year}-${p.half === 'H1' ? '06-20' : '11-18'}`;
    const scores = items.map((it, i) => ({ ...it, score: Math.max(0, it.weight - (p.cuts[i] ?? 0)) }));
    const total = scores.reduce((s, x) => s + x.score, 0);
    const g = gradeOf(total, rules);
    const doneAt = new Date(`${evalYmd}T17:30:00+09:00`);
    const [row] = await db.insert(vendorEval).values({
      statusCd: 'DONE', plantCd: '1000', vendorCd: p.vendorCd, evalKindCd: 'PERIODIC', evalYear: year, evalHalf: p.half, setNo: set.set_no, evalYmd,
      evaluatorUserId: 'safety01', totalScore: total, gradeCd: g?.gradeCd ?? null, consequenceCd: g?.consequenceCd ?? null, opinion: p.opinion,
      version: 3, createUserId: 'safety01', updateUserId: 'safety01', createDt: new Date(`${evalYmd}T10:00:00+09:00`), updateDt: doneAt,
    }).returning({ evalNo: vendorEval.evalNo });
    await db.insert(vendorEvalScore).values(scores.map((s, i) => ({
      evalNo: row!.evalNo, rowNo: i + 1, itemNo: s.item_no, categoryCd: s.category_cd, itemText: s.item_text, weight: s.weight, score: s.score,
      remark: s.score < s.weight ? '증빙 일부 미흡' : null, createUserId: 'safety01', updateUserId: 'safety01',
    })));
    await db.insert(statusHistory).values({
      entity: 'vendorEval', entityKey: String(row!.evalNo), actionCd: 'COMPLETE', fromStatusCd: 'DRAFT', toStatusCd: 'DONE', userId: 'safety01', createDt: doneAt,
    });
  }
}
