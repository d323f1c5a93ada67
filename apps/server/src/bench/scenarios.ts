import type { HttpScenario } from './load.js';

/** admin: every right, no scope; safety: a plant-scoped safety manager whose menu rights are checked per request */
export type BenchContext = { url: string; admin: Record<string, string>; safety: Record<string, string> };

/**
 * What the benchmark measures. `prepare` returns the request (or null when the build lacks the route);
 * a scenario with `rawSql` is also sent straight through the pg driver for the physical-limit ratio.
 */
export type Scenario = {
  name: string;
  connections?: number;
  prepare(ctx: BenchContext): Promise<HttpScenario | null>;
  rawSql?: { text: string; values: unknown[] };
};

let seq = 0;

const today = new Date().toISOString().slice(0, 10);

export const SCENARIOS: Scenario[] = [
  { name: 'bare route (GET /healthz)', prepare: async () => ({ path: '/healthz' }) },
  { name: 'authenticated route (GET /api/auth/valid)', prepare: async (c) => ({ path: '/api/auth/valid', headers: c.safety }) },
  { name: 'worker info (GET /api/manage/wokerinfo)', prepare: async (c) => ({ path: '/api/manage/wokerinfo', headers: c.safety }) },
  { name: 'menu tree (GET /api/common/menu/usermenus)', prepare: async (c) => ({ path: '/api/common/menu/usermenus', headers: c.safety }) },
  {
    name: 'paged, filtered, plant-scoped list (GET /api/manage/user, safety01)',
    prepare: async (c) => ({ path: '/api/manage/user?page=3&size=20&userNm=%EA%B9%80&useYn=Y', headers: c.safety }),
    // the same SQL the route sends for safety01 (plant 1000, every department of it)
    rawSql: {
      text: `select u.user_id, u.user_nm, u.user_type, u.plant_cd, p.code_nm, u.dept_cd, d.dept_nm, u.vendor_cd, u.position_cd, po.position_nm,
                    u.dept_auth_grp_cd, u.duty_cd, du.duty_nm, u.cont_type, u.email, u.phone_no, u.office_tel, u.birth_ymd, u.gender_cd, u.entry_ymd,
                    u.retire_yn, u.retire_ymd, u.signature is not null, u.lang, u.admin_yn, u.use_yn, u.version, u.update_user_id, u.update_dt,
                    count(*) over ()
               from com_user u
               left join com_code_master p on p.code_group_cd = 'COM_PLANT_CD' and p.code = u.plant_cd
               left join com_dept d on d.dept_cd = u.dept_cd
               left join com_position po on po.position_cd = u.position_cd
               left join com_duty du on du.duty_cd = u.duty_cd
              where u.plant_cd = $1 and u.user_nm ilike $2 and u.use_yn = 'Y'
              order by u.user_nm asc, u.user_id asc limit 20 offset 40`,
      values: ['1000', '%김%'],
    },
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
