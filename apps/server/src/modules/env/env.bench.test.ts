import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, login, type TestApp, type Tokens } from '../../test/helpers.js';

/**
 * Issue 27 "Done when": ten years of daily logs for 200 facilities (about 730,000 logs) and a year's trend of one outlet
 * answer in under 50 ms at the median on PostgreSQL. Opt-in (BENCH_ENV=1, with TEST_DATABASE_URL); figures in the README.
 */
const on = process.env.BENCH_ENV === '1';
let t: TestApp;
let env: Tokens;
let outletNo = 0;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe.skipIf(!on)('environment over ten years of daily logs for 200 facilities', () => {
  beforeAll(async () => {
    t = await createTestApp({ attachCleanupSchedule: 0 });
    env = await login(t.app, 'env01');
    await t.rows(sql`insert into env_outlet (media_cd, plant_cd, dept_cd, outlet_cd, outlet_nm, class_cd, start_ymd, manager_user_id)
      select 'AIR', '1000', 'D1230', 'B-' || g, '벤치 배출구 ' || g, '1', '2016-01-01', 'env01' from generate_series(1, 20) g`);
    const outlets = await t.rows<{ n: number }>(sql`select outlet_no as n from env_outlet where outlet_cd like 'B-%' order by outlet_no`);
    outletNo = outlets[3]!.n;
    await t.rows(sql`insert into env_outlet_limit (outlet_no, pollutant_cd, limit_value, unit_cd, valid_from_ymd) select outlet_no, 'DUST', 10, 'MG_SM3', '2016-01-01' from env_outlet where outlet_cd like 'B-%'`);
    await t.rows(sql`insert into env_facility (media_cd, plant_cd, dept_cd, facility_type_cd, facility_nm, outlet_no, manager_user_id, install_ymd)
      select 'AIR', '1000', 'D1230', 'ESP', '벤치 전기집진기 ' || g, (${sql.raw(`array[${outlets.map((o) => o.n).join(',')}]`)})[1 + g % 20], 'env01', '2016-01-01' from generate_series(1, 200) g`);
    await t.rows(sql`insert into env_log (media_cd, status_cd, plant_cd, facility_no, log_ymd, facility_type_cd, dept_cd, op_hours, create_user_id, update_user_id)
      select 'AIR', 'APPROVED', '1000', f.facility_no, d::date, 'ESP', 'D1230', 24, 'env01', 'env01'
        from env_facility f cross join generate_series(date '2016-01-01', date '2025-12-31', interval '1 day') d where f.facility_nm like '벤치%'`);
    await t.rows(sql`insert into env_log_value (log_no, item_cd, value, row_no)
      select l.log_no, c.code, 100 + (l.log_no % 37), c.sort_order from env_log l join com_code_master c on c.code_group_cd = 'ENV_LOG_ITEM' and c.attr1 = 'ESP'
       where l.log_ymd < '2016-01-01'::date + 3650 and c.sort_order <= 4 and l.facility_no in (select facility_no from env_facility where facility_nm like '벤치%')`);
    await t.rows(sql`insert into env_measure (media_cd, plant_cd, outlet_no, measure_ymd, exceed_yn, create_user_id, update_user_id)
      select 'AIR', '1000', o.outlet_no, d::date, 'N', 'env01', 'env01' from env_outlet o cross join generate_series(date '2016-01-04', date '2025-12-31', interval '7 days') d where o.outlet_cd like 'B-%'`);
    await t.rows(sql`insert into env_measure_value (measure_no, pollutant_cd, value, limit_value, unit_cd, exceed_yn, row_no)
      select m.measure_no, p.cd, 3 + (m.measure_no % 7), 10, 'MG_SM3', 'N', p.n from env_measure m cross join (values ('DUST', 1), ('SOX', 2), ('NOX', 3)) p(cd, n)
       where m.outlet_no in (select outlet_no from env_outlet where outlet_cd like 'B-%')`);
    for (const tb of ['env_log', 'env_log_value', 'env_measure', 'env_measure_value', 'env_facility', 'env_outlet']) await t.rows(sql.raw(`analyze ${tb}`));
  }, 1_800_000);
  afterAll(async () => t?.close());

  it('a year\'s trend of one outlet, a month of logs and a log page in under 50 ms at the median', async () => {
    const [{ n }] = await t.rows<{ n: string }>(sql`select count(*) as n from env_log`) as [{ n: string }];
    expect(Number(n)).toBeGreaterThanOrEqual(730_000);
    const time = async (url: string, check: (j: Record<string, unknown>) => void) => {
      const xs: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        const s0 = performance.now();
        const r = await t.app.inject({ url, headers: auth(env) });
        xs.push(performance.now() - s0);
        expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
        check(r.json() as Record<string, unknown>);
      }
      return median(xs.slice(1));
    };
    const trend = await time(`/api/env/air/measurements/trend?outletNo=${outletNo}&pollutantCd=DUST&fromYmd=2025-01-01&toYmd=2025-12-31`, (j) => expect((j.list as unknown[]).length).toBeGreaterThan(50));
    const page = await time('/api/env/air/logs?plantCd=1000&logYmdFrom=2020-03-01&logYmdTo=2020-03-31&page=1&limit=20', (j) => expect(j.list as unknown[]).toHaveLength(20));
    const month = await time('/api/env/air/logs/month?plantCd=1000&ym=2020-03', (j) => expect((j.list as unknown[]).length).toBeGreaterThanOrEqual(200));
    const due = await time('/api/env/air/measurements/due?plantCd=1000', (j) => expect((j.list as unknown[]).length).toBeGreaterThanOrEqual(20));
    console.log(`env bench (${n} logs): a year's trend of one outlet ${trend.toFixed(1)} ms, a month's log page ${page.toFixed(1)} ms, the month grid of 200 facilities ${month.toFixed(1)} ms, the due list ${due.toFixed(1)} ms (median of 20)`);
    expect(trend).toBeLessThan(50);
    expect(page).toBeLessThan(50);
  }, 600_000);
});
