import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCalendarItem } from '@jikim/shared';
import { auth, createTestApp, login, type TestApp, type Tokens } from '../../test/helpers.js';
import { plantToday } from '../../lib/plant-time.js';

/** Issue 30 item 1: health checkups, contractor evaluations and legal education answer the calendar as their modules keep them */
let t: TestApp;
let safety: Tokens;
let health: Tokens;
let worker: Tokens;
const get = (tok: Tokens, url: string) => t.app.inject({ method: 'GET', url, headers: auth(tok) });
const cal = async (tok: Tokens, q: string) => {
  const r = await get(tok, `/api/mgt/calendar?${q}`);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { list: TCalendarItem[] }).list;
};
const plusDays = (ymd: string, n: number) => new Date(Date.parse(`${ymd}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const tokens = await Promise.all(['safety01', 'health01', 'worker01'].map((u) => login(t.app, u)));
  [safety, health, worker] = tokens as [Tokens, Tokens, Tokens];
});
afterAll(async () => t?.close());

describe('due providers of health, contractors and education', () => {
  it('HEA_CHECKUP: the special-checkup due list of the module, worker by worker, in the span', async () => {
    const today = plantToday();
    // the demo leaves some workers overdue since spring and others due next autumn: a span around today holds both
    const from = plusDays(today, -240);
    const to = plusDays(today, 120);
    const items = await cal(health, `plantCd=1000&fromYmd=${from}&toYmd=${to}&kindCd=HEA_CHECKUP`);
    const due = (await get(health, `/api/hea/checkup/duelist?plantCd=1000&baseYmd=${today}&dueBeforeYmd=${to}`)).json() as { userId: string; nextDueYmd: string; deptCd: string | null }[];
    const expected = due.filter((d) => d.nextDueYmd >= from).map((d) => `${d.userId}:${d.nextDueYmd}:${d.deptCd}`).sort();
    expect(expected.length).toBeGreaterThan(0); // the demo's exposed workers
    expect(items.map((i) => `${i.ownerUserId}:${i.dueYmd}:${i.ownerDeptCd}`).sort()).toEqual(expected);
    expect(items.every((i) => i.title.startsWith('[특수건강진단] ') && i.doneYn === 'N')).toBe(true);
    expect(items.filter((i) => i.overdueYn === 'Y').map((i) => i.dueYmd).every((d) => d < today)).toBe(true);
    // the kind follows the module's menu: the safety manager of the demo does not read the health due list
    expect(await cal(safety, `plantCd=1000&fromYmd=${from}&toYmd=${to}&kindCd=HEA_CHECKUP`)).toEqual([]);
  });

  it('VND_EVAL: each active contractor on the half\'s last day, done once a periodic evaluation of the half is completed', async () => {
    const vendors = await t.rows<{ vendor_cd: string }>(sql`select vendor_cd from com_vendor where plant_cd = '1000' and use_yn = 'Y' and status_cd = 'ACTIVE' order by vendor_cd`);
    expect(vendors.length).toBeGreaterThanOrEqual(2);
    const [set] = await t.rows<{ set_no: number }>(sql`select set_no from vnd_eval_item_set where eval_kind_cd = 'PERIODIC' order by set_no limit 1`);
    await t.rows(sql`insert into vnd_eval (status_cd, plant_cd, vendor_cd, eval_kind_cd, eval_year, eval_half, set_no, eval_ymd, evaluator_user_id, create_user_id, update_user_id)
      values ('DONE', '1000', ${vendors[0]!.vendor_cd}, 'PERIODIC', 2029, 'H1', ${set!.set_no}, '2029-06-10', 'safety01', 'safety01', 'safety01'),
             ('DRAFT', '1000', ${vendors[1]!.vendor_cd}, 'PERIODIC', 2029, 'H1', ${set!.set_no}, '2029-06-12', 'safety01', 'safety01', 'safety01')`);
    const items = await cal(safety, 'plantCd=1000&fromYmd=2029-06-01&toYmd=2029-07-31&kindCd=VND_EVAL');
    expect(items).toHaveLength(vendors.length);
    expect(items.every((i) => i.dueYmd === '2029-06-30' && i.title.endsWith('(2029년 상반기)'))).toBe(true);
    const done = items.filter((i) => i.doneYn === 'Y');
    expect(done).toHaveLength(1); // the draft of the second contractor does not count
    expect(done[0]!.ownerUserId).toBe('safety01');
    expect(done[0]!.link).toMatch(/^\/vendor\/vendorEval\?key=\d+$/);
    // a half-end outside the span answers nothing
    expect(await cal(safety, 'plantCd=1000&fromYmd=2029-07-01&toYmd=2029-12-30&kindCd=VND_EVAL')).toEqual([]);
  });

  it('EDU_SHORTFALL: per department at the half\'s end, open while the ledger shows a worker short of owed hours', async () => {
    const today = plantToday();
    const year = Number(today.slice(0, 4));
    const half = Number(today.slice(5, 7)) >= 7 ? 'H2' : 'H1';
    const end = half === 'H1' ? `${year}-06-30` : `${year}-12-31`;
    const items = await cal(safety, `plantCd=1000&fromYmd=${end}&toYmd=${end}&kindCd=EDU_SHORTFALL`);
    const ledger = (await get(safety, `/api/saf/edu/ledger?plantCd=1000&year=${year}&half=${half}`)).json() as { list: { userId: string; deptNm: string | null; shortfallHours: number }[] };
    const shortDepts = new Set(ledger.list.filter((r) => r.shortfallHours > 0).map((r) => r.deptNm));
    expect(items.filter((i) => i.doneYn === 'N').length).toBe(shortDepts.size);
    expect(items.length).toBe(new Set(ledger.list.map((r) => r.deptNm)).size);
    for (const i of items.filter((x) => x.doneYn === 'N')) {
      const nm = [...shortDepts].find((d) => d && i.title.includes(` ${d} 미이수 `));
      expect(nm, i.title).toBeTruthy();
      expect(i.link).toContain(`year=${year}&half=${half}&deptCd=${i.ownerDeptCd}`);
    }
    // a worker sees their own department only
    const mine = await cal(worker, `plantCd=1000&fromYmd=${end}&toYmd=${end}&kindCd=EDU_SHORTFALL`);
    expect(mine.every((i) => i.ownerDeptCd === 'D1310')).toBe(true);
  });

  it('CHM_INSPECTION: a handling facility is due its last inspection plus its cycle; a place out of use is not', async () => {
    const rows = await t.rows<{ storage_no: number }>(sql`insert into chm_storage (plant_cd, storage_nm, storage_type_cd, dept_cd, manager_user_id, facility_nm, inspect_cycle_months, last_inspect_ymd, use_yn, create_user_id, update_user_id)
      values ('1000', '시험 암모니아 저장조', 'TANK', 'D1210', 'safety01', '시험 암모니아 저장시설', 12, '2028-01-31', 'Y', 'safety01', 'safety01'),
             ('1000', '폐쇄된 저장소', 'TANK', 'D1210', 'safety01', '폐쇄 시설', 12, '2028-01-15', 'N', 'safety01', 'safety01') returning storage_no`);
    const items = await cal(safety, 'plantCd=1000&fromYmd=2029-01-01&toYmd=2029-02-28&kindCd=CHM_INSPECTION');
    expect(items.map((i) => [i.dueYmd, i.title, i.ownerUserId, i.link])).toEqual([
      ['2029-01-31', '[취급시설 정기검사] 시험 암모니아 저장시설', 'safety01', `/chm/chemStorage?key=${rows[0]!.storage_no}`],
    ]);
  });
});

describe('due providers of work-environment measurement and work permits\' gas readings', () => {
  it('HEA_WORKENV: the module\'s next measurement date per process and factor, in the span', async () => {
    const today = plantToday();
    // a year's span (the calendar's longest) around today holds the demo's next dates
    const from = plusDays(today, -200);
    const to = plusDays(today, 165);
    const next = (await get(health, `/api/hea/workenv/nextdates?plantCd=1000&baseYmd=${today}`)).json() as { processNm: string | null; hazardNm: string | null; nextYmd: string }[];
    const expected = next.filter((n) => n.nextYmd >= from && n.nextYmd <= to).map((n) => `${n.nextYmd}:[작업환경측정] ${n.processNm} · ${n.hazardNm}`).sort();
    expect(expected.length).toBeGreaterThan(0); // the demo's two measurement rounds
    const items = await cal(health, `plantCd=1000&fromYmd=${from}&toYmd=${to}&kindCd=HEA_WORKENV`);
    expect(items.map((i) => `${i.dueYmd}:${i.title}`).sort()).toEqual(expected);
    expect(items.every((i) => i.doneYn === 'N' && i.link === '/hea/workenvMeasure')).toBe(true);
    // a narrower span keeps only the dates inside it
    const first = expected[0]!.slice(0, 10);
    expect((await cal(health, `plantCd=1000&fromYmd=${first}&toYmd=${first}&kindCd=HEA_WORKENV`)).every((i) => i.dueYmd === first)).toBe(true);
    // the kind follows the module's menu
    expect(await cal(worker, `plantCd=1000&fromYmd=${from}&toYmd=${to}&kindCd=HEA_WORKENV`)).toEqual([]);
  });

  it('WKOD_GAS: each live permit\'s next gas reading as the permit\'s gas page shows it, on the plant\'s day', async () => {
    // a live hot-work permit with a reading 100 minutes ago and its own 60-minute interval: due 40 minutes ago (overdue)
    const [p] = await t.rows<{ permit_no: number }>(sql`insert into saf_wkod_permit (plant_cd, status_cd, kind_cd, work_nm, work_ymd, start_dt, end_dt, start_tm, end_tm, area_cd,
        request_dept_cd, supervise_dept_cd, supervisor_user_id, gas_interval_min, create_user_id, update_user_id)
      values ('1000', 'ACTIVE', 'HOT', '캘린더 시험 용접', ${plantToday()}, now() - interval '3 hours', now() + interval '5 hours', '08:00', '20:00', 'E_BOILER',
        'D1210', 'D1210', 'safety01', 60, 'safety01', 'safety01') returning permit_no`);
    await t.rows(sql`insert into saf_wkod_gas_reading (permit_no, measured_dt, o2_pct, lel_pct, h2s_ppm, co_ppm, measurer_nm, result_cd, create_user_id)
      values (${p!.permit_no}, now() - interval '100 minutes', 20.9, 0, 0, 0, '측정자', 'OK', 'safety01')`);
    // a closed permit is off the calendar
    const [closed] = await t.rows<{ permit_no: number }>(sql`insert into saf_wkod_permit (plant_cd, status_cd, kind_cd, work_nm, work_ymd, start_dt, end_dt, start_tm, end_tm, area_cd,
        request_dept_cd, supervise_dept_cd, create_user_id, update_user_id)
      values ('1000', 'COMPLETED', 'HOT', '캘린더 시험 완료', ${plantToday()}, now() - interval '3 hours', now() + interval '5 hours', '08:00', '20:00', 'E_BOILER', 'D1210', 'D1210', 'safety01', 'safety01') returning permit_no`);
    await t.rows(sql`insert into saf_wkod_gas_reading (permit_no, measured_dt, o2_pct, lel_pct, h2s_ppm, co_ppm, measurer_nm, result_cd, create_user_id)
      values (${closed!.permit_no}, now() - interval '100 minutes', 20.9, 0, 0, 0, '측정자', 'OK', 'safety01')`);

    const today = plantToday();
    const from = plusDays(today, -2);
    const to = plusDays(today, 2);
    const items = await cal(safety, `plantCd=1000&fromYmd=${from}&toYmd=${to}&kindCd=WKOD_GAS`);
    // every live permit of the plant with a reading: the module's next reading, as its gas page answers it
    const live = await t.rows<{ permit_no: number }>(sql`select p.permit_no from saf_wkod_permit p where p.plant_cd = '1000' and p.status_cd in ('ISSUED', 'ACTIVE') and p.end_dt > now()
      and exists (select 1 from saf_wkod_gas_reading g where g.permit_no = p.permit_no)`);
    const expected: string[] = [];
    for (const { permit_no } of live) {
      const g = (await get(safety, `/api/saf/wkod/permits/${permit_no}/gas-readings`)).json() as { nextDueDt: string | null };
      if (!g.nextDueDt) continue;
      const ymd = new Date(Date.parse(g.nextDueDt) + 9 * 3_600_000).toISOString().slice(0, 10);
      if (ymd >= from && ymd <= to) expected.push(`${ymd}:/saf/wkodPermit?key=${permit_no}`);
    }
    expect(expected).toContain(`${plantToday(new Date(Date.now() - 40 * 60_000))}:/saf/wkodPermit?key=${p!.permit_no}`);
    expect(items.map((i) => `${i.dueYmd}:${i.link}`).sort()).toEqual(expected.sort());
    const mine = items.find((i) => i.link === `/saf/wkodPermit?key=${p!.permit_no}`)!;
    expect(mine).toMatchObject({ ownerUserId: 'safety01', ownerDeptCd: 'D1210', doneYn: 'N' });
    expect(mine.title).toMatch(/^\[가스 측정 \d{2}:\d{2}\] 캘린더 시험 용접 \(작업허가 \d+\)$/);
    expect(items.some((i) => i.link === `/saf/wkodPermit?key=${closed!.permit_no}`)).toBe(false);
  });
});
