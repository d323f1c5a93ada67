import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addDaysYmd, PSM_API, PSM_DUE_KINDS, PSM_MENUS, ymdIn, ZPsmDueList, ZPsmDueQuery, type TPsmDueItem, type TPsmDueKind } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { registerDueProvider } from '../../lib/due-dates.js';
import { outOfScope } from '../../lib/errors.js';
import { menuRead } from '../../lib/route-auth.js';
import type { DataScope } from '../../lib/scope.js';
import { requestScope } from '../../lib/scoped-load.js';
import { notify } from '../notify/notify.service.js';

/** the register table, key column and menu of each due kind */
const SOURCES: Record<TPsmDueKind, { table: string; key: string; menu: string; route: string; label: string }> = {
  VALVE_TEST: { table: 'psm_valve', key: 'valve_no', menu: PSM_MENUS.valve, route: '/psm/valve', label: '안전밸브 검사' },
  INTERLOCK_TEST: { table: 'psm_interlock', key: 'interlock_no', menu: PSM_MENUS.interlock, route: '/psm/interlock', label: '인터록 시험' },
  DETECTOR_CAL: { table: 'psm_detector', key: 'detector_no', menu: PSM_MENUS.detector, route: '/psm/detector', label: '감지기 교정' },
  EQUIP_INSPECT: { table: 'psm_equipment', key: 'equip_no', menu: PSM_MENUS.equipment, route: '/psm/equipment', label: '설비 검사' },
};
/** the due list answers at most this many items, soonest first (overdue first): a screen of work, not the register (the registers list every item) */
export const PSM_DUE_MAX = 1000;
/** days before a due date the PSM team is reminded (a site rule: a month ahead to plan the outage work) */
export const PSM_DUE_NOTICE_DAYS = 30;
export const PSM_DUE_JOB = 'psm-due-reminder';
export const PSM_DUE_CRON = '30 7 * * *';

type TDueRow = { kind: TPsmDueKind; item_no: number; plant_cd: string; tag_no: string; last_ymd: string | null; cycle_months: number | null; due_ymd: string | null };

/**
 * The due items of the plants `plants` (null: every plant) and kinds, soonest first: each branch walks its register's
 * (plant_cd, next_due_ymd) index, the union is merged in order and cut at `limit`. Items never tested (no last date)
 * come after the dated ones.
 */
export async function findDue(db: DbOrTx, plants: string[] | null, kinds: readonly TPsmDueKind[], opts: { toYmd?: string; fromYmd?: string; limit?: number } = {}): Promise<TDueRow[]> {
  const branch = (k: TPsmDueKind): SQL => {
    const s = SOURCES[k];
    const t = sql.identifier(s.table);
    return sql`(select ${k}::text as kind, ${sql.identifier(s.key)} as item_no, plant_cd, tag_no, last_ymd::text as last_ymd, cycle_months, next_due_ymd as due
      from ${t} where ${plants ? sql`plant_cd in (${sql.join(plants.map((p) => sql`${p}`), sql`, `)})` : sql`true`}
      ${opts.fromYmd ? sql`and next_due_ymd >= ${opts.fromYmd}::date` : sql``} ${opts.toYmd ? sql`and next_due_ymd <= ${opts.toYmd}::date` : sql``}
      order by next_due_ymd limit ${opts.limit ?? PSM_DUE_MAX})`;
  };
  const rows = await queryRows<Omit<TDueRow, 'due_ymd'> & { due: string | null }>(db, sql`
    select kind, item_no, plant_cd, tag_no, last_ymd, cycle_months, due::text as due
      from (${sql.join(kinds.map(branch), sql` union all `)}) x
     order by due nulls last, tag_no limit ${opts.limit ?? PSM_DUE_MAX}`);
  return rows.map((r) => ({ ...r, due_ymd: r.due }));
}

/** the plants a caller's due list covers: a vendor none (403), a plant user their own (another plant asked: 403) */
function plantsOf(scope: DataScope, plantCd: string | undefined): string[] | null {
  if (scope.vendorCd !== null) throw outOfScope();
  if (scope.allPlants) return plantCd ? [plantCd] : null;
  if (plantCd && plantCd !== scope.plantCd) throw outOfScope();
  return [scope.plantCd ?? ''];
}

export const wireDue = (r: TDueRow, today: string): TPsmDueItem => ({
  kindCd: r.kind, tagNo: r.tag_no, lastYmd: r.last_ymd, cycleMonths: r.cycle_months === null ? null : Number(r.cycle_months), dueYmd: r.due_ymd,
  overdueYn: r.due_ymd === null || r.due_ymd < today ? 'Y' : 'N', plantCd: r.plant_cd, itemNo: r.item_no,
});

/** users of a plant holding write on a menu (the PSM team of that register) */
export async function writersOf(db: DbOrTx, plantCd: string, menuId: string): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(db, sql`
    select u.user_id from com_user u
     where u.plant_cd = ${plantCd} and u.use_yn = 'Y' and u.retire_yn = 'N' and u.user_type = 'U'
       and (exists (select 1 from com_user_auth_grp ug join com_auth_grp g on g.auth_grp_cd = ug.auth_grp_cd and g.use_yn = 'Y'
                      join com_auth_grp_menu gm on gm.auth_grp_cd = ug.auth_grp_cd
                     where ug.user_id = u.user_id and gm.menu_id = ${menuId} and gm.access_yn = 'Y' and gm.write_yn = 'Y')
         or exists (select 1 from com_user_menu um where um.user_id = u.user_id and um.menu_id = ${menuId} and um.access_yn = 'Y' and um.write_yn = 'Y'))
     order by 1`);
  return rows.map((r) => r.user_id);
}

/**
 * Daily: items due within PSM_DUE_NOTICE_DAYS (stage SOON) and overdue ones (stage OVERDUE) are told to the register's
 * writers of the item's plant, once per item, due date and stage (psm_due_alert, same transaction): a test that moves
 * the date starts a new round.
 */
export async function remindDue(db: DbOrTx, today: string): Promise<{ today: string; sent: number }> {
  const rows = await findDue(db, null, PSM_DUE_KINDS, { toYmd: addDaysYmd(today, PSM_DUE_NOTICE_DAYS), limit: 5000 });
  let sent = 0;
  for (const r of rows) {
    if (!r.due_ymd) continue;
    const stage = r.due_ymd < today ? 'OVERDUE' : 'SOON';
    const ins = await queryRows(db, sql`insert into psm_due_alert (kind_cd, item_no, due_ymd, stage_cd) values (${r.kind}, ${r.item_no}, ${r.due_ymd}, ${stage})
      on conflict do nothing returning item_no`);
    if (!ins.length) continue;
    const s = SOURCES[r.kind];
    const to = await writersOf(db, r.plant_cd, s.menu);
    if (to.length) {
      await notify(db, {
        userIds: to, kind: 'PSM_DUE', title: `[${s.label} ${stage === 'OVERDUE' ? '기한 경과' : '도래'}] ${r.tag_no} (${r.due_ymd})`,
        body: '시험·검사를 실시하고 기록을 입력하세요.', link: { route: s.route, key: String(r.item_no) },
      });
    }
    sent += 1;
  }
  return { today, sent };
}

/** GET /api/psm/due (contract), the daily reminder and the compliance calendar's provider */
export async function psmDueRoutes(app: FastifyInstance): Promise<void> {
  const timeZone = app.config.plantTimeZone ?? 'Asia/Seoul';
  app.jobs.schedule(PSM_DUE_JOB, PSM_DUE_CRON, async ({ now }) => remindDue(app.db, ymdIn(now, timeZone)));
  registerDueProvider({
    kindCd: 'PSM_DUE', menuId: PSM_MENUS.due, ownReminders: PSM_DUE_JOB,
    items: async (db, q) => {
      if (q.scope.vendorCd !== null || (!q.scope.allPlants && q.scope.plantCd !== q.plantCd)) return [];
      const rows = await findDue(db, [q.plantCd], PSM_DUE_KINDS, { fromYmd: q.fromYmd, toYmd: q.toYmd });
      return rows.map((r) => ({
        kindCd: 'PSM_DUE' as const, title: `[${SOURCES[r.kind].label}] ${r.tag_no}`, dueYmd: r.due_ymd!, ownerUserId: null, ownerDeptCd: null,
        link: `${SOURCES[r.kind].route}?key=${String(r.item_no)}`, doneYn: 'N' as const,
      }));
    },
  });
  app.withTypeProvider<ZodTypeProvider>().get(PSM_API.due, {
    config: menuRead(PSM_MENUS.due),
    schema: { tags: ['psm'], summary: 'valve tests, interlock tests, detector calibrations and equipment inspections due (next due = last + cycle months), soonest first', querystring: ZPsmDueQuery, response: { 200: ZPsmDueList } },
  }, async (req) => {
    const scope = await requestScope(app.db, req, PSM_MENUS.due);
    const plants = plantsOf(scope, req.query.plantCd || undefined);
    const today = ymdIn(new Date(), timeZone);
    const rows = await findDue(app.db, plants, req.query.kindCd ? [req.query.kindCd] : PSM_DUE_KINDS);
    return { list: rows.map((r) => wireDue(r, today)) };
  });
}
