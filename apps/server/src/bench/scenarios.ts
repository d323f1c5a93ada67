import type { HttpScenario } from './load.js';

/** admin: every right, no scope; safety: a plant-scoped safety manager whose menu rights are checked per request */
export type BenchContext = { url: string; admin: Record<string, string>; safety: Record<string, string>; health?: Record<string, string> };

/**
 * What the benchmark measures. `prepare` returns the request (or null when the build lacks the route);
 * a scenario with `rawSql` is also sent straight through the pg driver for the physical-limit ratio.
 */
export type Scenario = {
  name: string;
  connections?: number;
  prepare(ctx: BenchContext): Promise<HttpScenario | null>;
  /** the statements the route sends for one request (run together, as the route does) */
  rawSql?: { text: string; values: unknown[] }[];
};

let seq = 0;

const CODE_NM = (group: string, c: string) => `(select cm.code_nm from com_code_master cm where cm.code_group_cd = '${group}' and cm.code = a.${c})`;
const PAGE_COLUMNS = `a.*, ${CODE_NM('IMPR_STATUS', 'status_cd')}, ${CODE_NM('COM_PLANT_CD', 'plant_cd')}, (select d.dept_nm from com_dept d where d.dept_cd = a.dept_cd),
  ${CODE_NM('IMPR_ACTION_TYPE', 'action_type_cd')}, ${CODE_NM('IMPR_SOURCE_TYPE', 'source_type_cd')}, ${CODE_NM('IMPR_RISK_LEVEL', 'risk_before_cd')}, ${CODE_NM('IMPR_RISK_LEVEL', 'risk_after_cd')},
  (select d.dept_nm from com_dept d where d.dept_cd = a.owner_dept_cd), (select v.vendor_nm from com_vendor v where v.vendor_cd = a.owner_vendor_cd),
  (select u.user_nm from com_user u where u.user_id = a.assignee_user_id), (select u.user_nm from com_user u where u.user_id = a.create_user_id)`;
const OPEN = `('REGISTERED', 'IN_PROGRESS', 'REJECTED', 'CONFIRM_REQUESTED')`;
const plantToday = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
const monthOf = (d: string) => {
  const [y, m] = [Number(d.slice(0, 4)), Number(d.slice(5, 7))];
  return [`${d.slice(0, 8)}01`, m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`];
};

/** the register's first page for safety01 (plant 1000, every department): the page (deferred join) and the capped total */
export const IMPR_PAGE_SQL = [
  {
    text: `select ${PAGE_COLUMNS} from impr_action a
            where a.action_no in (select action_no from impr_action where plant_cd = $1 order by action_no desc limit 20 offset 0) order by a.action_no desc`,
    values: ['1000'],
  },
  { text: `select count(*)::int as n from (select 1 from impr_action where plant_cd = $1 limit 10001) x`, values: ['1000'] },
];

/** the portlet's four statements for safety01: my five, my open count, the overdue count, this month's due and done */
export const IMPR_PORTLET_SQL = (() => {
  const today = plantToday();
  const [from, to] = monthOf(today);
  return [
    { text: `select action_no, title, status_cd, due_ymd from impr_action where assignee_user_id = $1 and plant_cd = $2 and status_cd in ('REGISTERED', 'IN_PROGRESS') order by due_ymd, action_no limit 5`, values: ['safety01', '1000'] },
    { text: `select count(*) from impr_action where assignee_user_id = $1 and plant_cd = $2 and status_cd in ('REGISTERED', 'IN_PROGRESS')`, values: ['safety01', '1000'] },
    { text: `select count(*) from impr_action where plant_cd = $1 and status_cd in ${OPEN} and due_ymd < $2`, values: ['1000', today] },
    { text: `select count(*), count(*) filter (where status_cd = 'DONE') from impr_action where plant_cd = $1 and due_ymd >= $2 and due_ymd < $3 and status_cd <> 'CANCELLED'`, values: ['1000', from, to] },
  ];
})();

/** EXPLAIN ANALYZE of the register's and the portlet's statements, printed by the benchmark */
export const IMPR_EXPLAIN = [
  ...IMPR_PAGE_SQL.map((q, i) => ({ name: i === 0 ? 'improvement register page 1 (safety01, plant 1000)' : 'improvement register capped total (safety01)', ...q })),
  ...IMPR_PORTLET_SQL.map((q, i) => ({ name: `improvement portlet statement ${i + 1} of 4 (safety01)`, ...q })),
];

const today = new Date().toISOString().slice(0, 10);

export const SCENARIOS: Scenario[] = [
  { name: 'bare route (GET /healthz)', prepare: async () => ({ path: '/healthz' }) },
  { name: 'authenticated route (GET /api/auth/valid)', prepare: async (c) => ({ path: '/api/auth/valid', headers: c.safety }) },
  { name: 'worker info (GET /api/manage/wokerinfo)', prepare: async (c) => ({ path: '/api/manage/wokerinfo', headers: c.safety }) },
  { name: 'menu tree (GET /api/common/menu/usermenus)', prepare: async (c) => ({ path: '/api/common/menu/usermenus', headers: c.safety }) },
  {
    name: 'paged, filtered, plant-scoped list (GET /api/manage/user, safety01)',
    prepare: async (c) => ({ path: '/api/manage/user?page=3&limit=20&userNm=%EA%B9%80&useYn=Y', headers: c.safety }),
    // the two statements the route sends for safety01 (plant 1000, every department of it): the page and the count
    rawSql: [
      {
        text: `select u.user_id, u.user_nm, u.user_type, u.plant_cd, p.code_nm, u.dept_cd, d.dept_nm, u.vendor_cd, u.position_cd, po.position_nm,
                      u.dept_auth_grp_cd, u.duty_cd, du.duty_nm, u.cont_type, u.email, u.phone_no, u.office_tel, u.birth_ymd, u.gender_cd, u.entry_ymd,
                      u.retire_yn, u.retire_ymd, u.signature is not null, u.lang, u.admin_yn, u.use_yn, u.version, u.update_user_id, u.update_dt
                 from com_user u
                 left join com_code_master p on p.code_group_cd = 'COM_PLANT_CD' and p.code = u.plant_cd
                 left join com_dept d on d.dept_cd = u.dept_cd
                 left join com_position po on po.position_cd = u.position_cd
                 left join com_duty du on du.duty_cd = u.duty_cd
                where u.plant_cd = $1 and u.user_nm like $2 and u.use_yn = 'Y'
                order by u.user_nm asc, u.user_id asc limit 20 offset 40`,
        values: ['1000', '%김%'],
      },
      { text: `select count(*) from com_user u where u.plant_cd = $1 and u.user_nm like $2 and u.use_yn = 'Y'`, values: ['1000', '%김%'] },
    ],
  },
  // improvement actions (issue 14) on BENCH_IMPR rows: the register's first page (plant scope, exact count) and the portlet
  { name: 'improvement actions, page 1 (GET /api/impr/actions, safety01)', prepare: async (c) => ({ path: '/api/impr/actions?page=1&limit=20', headers: c.safety }) },
  { name: 'improvement actions of a source (GET /api/impr/actions?sourceTypeCd&sourceKey, safety01)', prepare: async (c) => ({ path: '/api/impr/actions?sourceTypeCd=CHECK&sourceKey=BENCH-3000', headers: c.safety }) },
  { name: 'improvement portlet (GET /api/main/portlet/improvement, safety01)', prepare: async (c) => ({ path: '/api/main/portlet/improvement', headers: c.safety }) },
  // issue 34: what one person waits for (one connection), against the same statements sent straight through the driver
  {
    name: 'improvement actions, page 1, one connection (safety01)', connections: 1,
    prepare: async (c) => ({ path: '/api/impr/actions?page=1&limit=20', headers: c.safety }),
    rawSql: IMPR_PAGE_SQL,
  },
  {
    name: 'improvement portlet, one connection (safety01)', connections: 1,
    prepare: async (c) => ({ path: '/api/main/portlet/improvement', headers: c.safety }),
    rawSql: IMPR_PORTLET_SQL,
  },
  { name: 'permission-checked record read (GET /api/manage/user/:id, safety01)', prepare: async (c) => ({ path: '/api/manage/user/e0001', headers: c.safety }) },
  {
    name: 'create (POST /api/manage/notice, safety01)',
    prepare: async (c) => ({
      method: 'POST',
      path: '/api/manage/notice',
      headers: c.safety,
      body: () => ({ plantCd: '1000', noticeTypeCd: 'NT02', importantYn: 'N', noticeTitle: `벤치마크 공지 ${seq++}`, postStartYmd: today, postEndYmd: today, useYn: 'Y' }),
    }),
  },
  {
    // scrypt-bound by design (N=2^15): few connections
    name: 'login (POST /login/login)',
    connections: 4,
    prepare: async () => ({ method: 'POST', path: '/login/login', body: () => ({ username: 'safety01', password: 'demo1234!' }) }),
  },
];

// health results list (issue 8): health01 = plant 1000, every department; 1,000,000 results loaded by loadBulkCheckupResults
const RESULT_YEAR = new Date().getFullYear() - 1;
SCENARIOS.push(
  {
    name: 'health results list: plant + year, page 1 (GET /api/hea/checkup/checkupresults, health01)',
    prepare: async (c) => (c.health ? { path: `/api/hea/checkup/checkupresults?year=${RESULT_YEAR}&limit=20`, headers: c.health } : null),
  },
  {
    name: 'health results list: plant + year + department subtree + diagnosis C2 (health01)',
    prepare: async (c) => (c.health ? { path: `/api/hea/checkup/checkupresults?year=${RESULT_YEAR}&deptCd=D1300&diagCd=C2&limit=20`, headers: c.health } : null),
  },
  {
    // the latency a single user sees (no queueing behind 15 other connections on the same cores)
    name: 'health results list: plant + year + department subtree + diagnosis C2, one connection (health01)',
    connections: 1,
    prepare: async (c) => (c.health ? { path: `/api/hea/checkup/checkupresults?year=${RESULT_YEAR}&deptCd=D1300&diagCd=C2&limit=20`, headers: c.health } : null),
  },
  {
    name: 'health results list: plant + year, page 1, one connection (health01)',
    connections: 1,
    prepare: async (c) => (c.health ? { path: `/api/hea/checkup/checkupresults?year=${RESULT_YEAR}&limit=20`, headers: c.health } : null),
  },
  {
    name: 'health results list: plant + year + diagnosis D1, page 5 (health01)',
    prepare: async (c) => (c.health ? { path: `/api/hea/checkup/checkupresults?year=${RESULT_YEAR}&diagCd=D1&page=5&limit=20`, headers: c.health } : null),
  },
);

/** EXPLAIN ANALYZE of the SQL the results list sends for health01 (page and capped count), printed by the benchmark */
const DEPT_SUBTREE = `(with recursive sub as (select dept_cd from com_dept where dept_cd = $3 union all select d.dept_cd from com_dept d join sub on d.pdept_cd = sub.dept_cd) select dept_cd from sub)`;
export const RESULT_LIST_EXPLAIN: { name: string; text: string; values: unknown[] }[] = [
  {
    name: 'results page: plant 1000, year, department D1300 subtree, diagnosis C2, 20 rows',
    text: `select r.hea_checkup_result_no, p.hea_checkup_plan_nm, pl.code_nm, d.dept_nm, u.user_nm, r.checkup_ymd, r.diag_cd, dg.code_nm
      from (select * from hea_checkup_result r where r.plant_cd = '1000' and r.checkup_year = $1 and r.diag_cd = $2 and r.dept_cd in ${DEPT_SUBTREE}
            order by r.checkup_ymd desc nulls last, r.hea_checkup_result_no desc nulls last limit 20 offset 0) r
      left join hea_checkup_plan p on p.hea_checkup_plan_no = r.hea_checkup_plan_no
      left join com_code_master pl on pl.code_group_cd = 'COM_PLANT_CD' and pl.code = r.plant_cd
      left join com_dept d on d.dept_cd = r.dept_cd
      left join com_user u on u.user_id = r.user_id
      left join com_code_master dg on dg.code_group_cd = 'HEA_RESULT_DIAG' and dg.code = r.diag_cd
      order by r.checkup_ymd desc nulls last, r.hea_checkup_result_no desc nulls last`,
    values: [RESULT_YEAR, 'C2', 'D1300'],
  },
  {
    name: 'results page: plant 1000, year, 20 rows',
    text: `select r.hea_checkup_result_no, r.user_id, r.checkup_ymd, r.diag_cd from hea_checkup_result r where r.plant_cd = '1000' and r.checkup_year = $1
      order by r.checkup_ymd desc nulls last, r.hea_checkup_result_no desc nulls last limit 20`,
    values: [RESULT_YEAR],
  },
  {
    name: 'capped total: plant 1000, year, department D1300 subtree, diagnosis C2',
    text: `select count(*)::int as n from (select 1 from hea_checkup_result r where r.plant_cd = '1000' and r.checkup_year = $1 and r.diag_cd = $2
      and r.dept_cd in ${DEPT_SUBTREE} limit 10001) x`,
    values: [RESULT_YEAR, 'C2', 'D1300'],
  },
  {
    name: 'capped total: plant 1000, year (count stops at 10,001)',
    text: `select count(*)::int as n from (select 1 from hea_checkup_result r where r.plant_cd = '1000' and r.checkup_year = $1 limit 10001) x`,
    values: [RESULT_YEAR],
  },
];
