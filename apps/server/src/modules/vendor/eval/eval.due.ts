import { sql } from 'drizzle-orm';
import { VND_MENUS } from '@jikim/shared';
import { queryRows } from '../../../db/client.js';
import { registerDueProvider } from '../../../lib/due-dates.js';

/**
 * 수급업체 안전보건 수준 반기 평가 (중처법 시행령 제4조 제9호: the criteria checked at least every half) on the compliance
 * calendar: per active contractor of the plant and half, due on the half's last day, done once a PERIODIC evaluation of
 * that half is completed (DONE). Owner: the evaluator of the contractor's latest evaluation at the plant.
 */
export const registerVendorEvalDue = () => registerDueProvider({
  kindCd: 'VND_EVAL',
  menuId: VND_MENUS.eval,
  items: async (db, q) => {
    const halves: { year: number; half: 'H1' | 'H2'; due: string }[] = [];
    for (let y = Number(q.fromYmd.slice(0, 4)); y <= Number(q.toYmd.slice(0, 4)); y += 1) {
      for (const [half, due] of [['H1', `${y}-06-30`], ['H2', `${y}-12-31`]] as const) if (due >= q.fromYmd && due <= q.toYmd) halves.push({ year: y, half, due });
    }
    if (!halves.length) return [];
    const rows = await queryRows<{ vendor_cd: string; vendor_nm: string; year: number; half: string; due: string; done: 'Y' | 'N'; owner: string | null; eval_no: number | null }>(db, sql`
      with h(year, half, due) as (values ${sql.join(halves.map((x) => sql`(${x.year}::int, ${x.half}::text, ${x.due}::text)`), sql`, `)})
      select v.vendor_cd, v.vendor_nm, h.year, h.half, h.due,
             case when d.eval_no is null then 'N' else 'Y' end as done, d.eval_no,
             (select e.evaluator_user_id from vnd_eval e where e.vendor_cd = v.vendor_cd and e.plant_cd = v.plant_cd order by e.eval_no desc limit 1) as owner
        from com_vendor v cross join h
        left join lateral (select e.eval_no from vnd_eval e where e.vendor_cd = v.vendor_cd and e.plant_cd = v.plant_cd and e.eval_kind_cd = 'PERIODIC'
                            and e.eval_year = h.year and e.eval_half = h.half and e.status_cd = 'DONE' order by e.eval_no desc limit 1) d on true
       where v.plant_cd = ${q.plantCd} and v.use_yn = 'Y' and v.status_cd = 'ACTIVE'
       order by h.due, v.vendor_nm, v.vendor_cd`);
    return rows.map((r) => ({
      kindCd: 'VND_EVAL' as const,
      title: `[수급업체 반기 평가] ${r.vendor_nm} (${r.year}년 ${r.half === 'H1' ? '상' : '하'}반기)`,
      dueYmd: r.due,
      ownerUserId: r.owner,
      ownerDeptCd: null,
      link: r.eval_no ? `/vendor/vendorEval?key=${r.eval_no}` : '/vendor/vendorEval',
      doneYn: r.done,
    }));
  },
});
