// Authorization matrix: EVERY registered /api and /login route, called as every kind of principal, must
// answer as its declared rule and the seeded rights say. A refused call must also leave the data unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sha256Hex } from '../lib/password.js';
import type { TRouteAuth } from '../lib/route-auth.js';
import { auth, createTestApp, DEMO_PASSWORD, login, writeFingerprint, type TestApp } from './helpers.js';

const PRINCIPALS = ['anonymous', 'admin', 'safety01', 'worker01', 'gas01', 'vendor01', 'lostwrite'] as const;
type Who = (typeof PRINCIPALS)[number];
/** health01's group is given read on every menu and then loses every write right */
const LOSTWRITE_USER = 'health01';

/** plausible values for path parameters; rows chosen so that no principal of the matrix is touched */
const PARAMS: Record<string, string> = {
  userId: 'e0005', deptCd: 'D1430', processNo: '7', processCd: 'P1007', codeGroupCd: 'COM_VENDOR_TYPE', code: 'VT03', menuId: 'ADM_AUDIT',
  authGrpCd: 'WORKER', deptAuthGrpCd: 'DAG_OWN', fileNo: '1', taskClassNm: 'NOTICE', attachFileId: 'x1', noticeNo: '1', id: '1',
  positionCd: 'POS08', dutyCd: 'DUT05', plantCd: '1000', vendorCd: 'V0003',
};
/** the same kinds of rows in the gas plant, for its principals (row scoping is tested on its own below) */
const PARAMS_2000: Record<string, string> = { userId: 'g0005', deptCd: 'D2330', processNo: '14', processCd: 'P2004', plantCd: '2000' };
const fillPath = (url: string, who: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent((who === 'gas01' ? PARAMS_2000[name] : undefined) ?? PARAMS[name] ?? 'x1')).replace(/\*$/, 'x');

type Rights = Map<string, { read: boolean; write: boolean }>;

let t: TestApp;
const tokens = new Map<Who, string | null>();
const rights = new Map<Who, Rights | 'all' | 'none'>();
const ids: Record<Exclude<Who, 'anonymous' | 'lostwrite'>, string> & { lostwrite: string } = {
  admin: 'admin', safety01: 'safety01', worker01: 'worker01', gas01: 'gas01', vendor01: 'vendor01', lostwrite: LOSTWRITE_USER,
};

async function signIn(who: Who): Promise<string | null> {
  if (who === 'anonymous') return null;
  if (who === 'vendor01') {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId: 'vendor01', userPwdSHA: sha256Hex(DEMO_PASSWORD) } });
    expect(res.statusCode).toBe(200);
    return res.json().accessToken as string;
  }
  return (await login(t.app, ids[who])).accessToken;
}

/** the rights each principal should have, read straight from the grant tables (independently of the server's code) */
async function expectedRights(userId: string): Promise<Rights> {
  const rows = await t.rows<{ menu_id: string; access_yn: string; write_yn: string; menu_use: string; plant_type_auth: string | null; plant_type: string | null }>(sql`
    select g.menu_id, g.access_yn, g.write_yn, m.use_yn as menu_use, m.plant_type_auth, p.attr1 as plant_type
      from (select gm.menu_id, gm.access_yn, gm.write_yn from com_user_auth_grp ug
              join com_auth_grp ag on ag.auth_grp_cd = ug.auth_grp_cd and ag.use_yn = 'Y'
              join com_auth_grp_menu gm on gm.auth_grp_cd = ug.auth_grp_cd where ug.user_id = ${userId}
            union all select menu_id, access_yn, write_yn from com_user_menu where user_id = ${userId}) g
      join com_menu m on m.menu_id = g.menu_id
      join com_user u on u.user_id = ${userId}
      left join com_code_master p on p.code_group_cd = 'COM_PLANT_CD' and p.code = u.plant_cd`);
  const out: Rights = new Map();
  for (const r of rows) {
    if (r.menu_use !== 'Y') continue;
    if (r.plant_type_auth && !r.plant_type_auth.includes(r.plant_type ?? '-')) continue;
    const cur = out.get(r.menu_id) ?? { read: false, write: false };
    out.set(r.menu_id, { read: cur.read || r.access_yn === 'Y', write: cur.write || (r.access_yn === 'Y' && r.write_yn === 'Y') });
  }
  return out;
}

function expected(rule: TRouteAuth, who: Who): 'allow' | 401 | 403 | 'any' {
  if (rule.kind === 'public') return 'any';
  if (who === 'anonymous') return 401;
  const userType = who === 'vendor01' ? 'V' : 'U';
  if (rule.kind === 'self') return !rule.userTypes || rule.userTypes.includes(userType) ? 'allow' : 403;
  const r = rights.get(who)!;
  if (rule.kind === 'admin') return r === 'all' ? 'allow' : 403;
  if (r === 'all') return 'allow';
  if (r === 'none') return 403;
  const ok = rule.menus.some((m) => (rule.access === 'read' ? r.get(m)?.read : r.get(m)?.write));
  return ok ? 'allow' : 403;
}

/** a wider fingerprint than the shared one: every table the admin module writes */
async function fingerprint() {
  const base = await writeFingerprint(t);
  const r = await t.rows<{ n: string }>(sql`select concat_ws(',',
    (select count(*) || ':' || coalesce(sum(version), 0) from com_dept), (select count(*) || ':' || coalesce(sum(version), 0) from com_process),
    (select count(*) from com_dept_process), (select count(*) || ':' || coalesce(sum(version), 0) from com_code_group),
    (select count(*) || ':' || coalesce(sum(version), 0) from com_code_master), (select coalesce(sum(version), 0) from com_menu),
    (select count(*) || ':' || coalesce(sum(version), 0) from com_auth_grp), (select count(*) from com_auth_grp_menu),
    (select count(*) from com_user_auth_grp), (select count(*) from com_user_menu),
    (select count(*) || ':' || coalesce(sum(version), 0) from com_dept_auth_grp)) as n`);
  return `${base}|${r[0]!.n}`;
}

beforeAll(async () => {
  t = await createTestApp();
  // the "lost write" principal: read on every menu through its group, write withdrawn
  await t.rows(sql`insert into com_auth_grp_menu (auth_grp_cd, menu_id, access_yn, write_yn)
    select 'HEALTH_MGR', menu_id, 'Y', 'Y' from com_menu on conflict (auth_grp_cd, menu_id) do update set write_yn = 'Y'`);
  await t.rows(sql`update com_auth_grp_menu set write_yn = 'N' where auth_grp_cd = 'HEALTH_MGR'`);
  for (const who of PRINCIPALS) {
    tokens.set(who, await signIn(who));
    if (who === 'anonymous') rights.set(who, 'none');
    else if (who === 'admin') rights.set(who, 'all');
    else rights.set(who, await expectedRights(ids[who]));
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('authorization matrix', () => {
  it('answers every route as its rule and the seeded rights say, and a refused call writes nothing', async () => {
    const routes = [...t.app.routeRules].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
    expect(routes.length).toBeGreaterThan(60);
    let checks = 0;
    let refused = 0;
    const unexpectedAllows: string[] = [];
    const unexpectedDenies: string[] = [];
    const serverErrors: string[] = [];
    for (const route of routes) {
      // logging out would end the principal's session for the rest of the matrix: it goes last
      for (const who of PRINCIPALS) {
        const exp = expected(route.auth, who);
        const token = tokens.get(who) ?? null;
        const before = exp === 401 || exp === 403 ? await fingerprint() : '';
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: fillPath(route.url, who),
          headers: token ? auth(token) : {},
          ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
        });
        checks += 1;
        const label = `${route.method} ${route.url} as ${who}: expected ${exp}, got ${res.statusCode}`;
        if (res.statusCode >= 500) serverErrors.push(`${label} ${res.body.slice(0, 200)}`);
        if (exp === 401 || exp === 403) {
          refused += 1;
          if (res.statusCode !== exp) (res.statusCode === 401 || res.statusCode === 403 ? unexpectedDenies : unexpectedAllows).push(label);
          expect(await fingerprint(), `${label}: a refused call changed data`).toBe(before);
        } else if (exp === 'allow' && (res.statusCode === 401 || res.statusCode === 403)) {
          unexpectedDenies.push(`${label} ${res.json().message}`);
        }
        // an allowed call may have ended the session (logout): sign in again
        if (token && route.auth.kind !== 'public') {
          const v = await t.app.inject({ url: '/api/auth/valid', headers: auth(token) });
          if (v.statusCode === 401) tokens.set(who, await signIn(who));
        }
      }
    }
    console.log(`authz matrix: ${routes.length} routes × ${PRINCIPALS.length} principals = ${checks} checks; ${refused} expected refusals; `
      + `unexpected allows: ${unexpectedAllows.length}; unexpected denies: ${unexpectedDenies.length}; 5xx: ${serverErrors.length}`);
    for (const l of [...unexpectedAllows, ...unexpectedDenies, ...serverErrors]) console.log(`  ${l}`);
    expect(unexpectedAllows).toEqual([]);
    expect(unexpectedDenies).toEqual([]);
    expect(serverErrors.filter((l) => /\/api\/(manage|common|sync|baseinfo)\//.test(l))).toEqual([]);
    expect(checks).toBe(routes.length * PRINCIPALS.length);
  }, 600_000);

  it('declares a rule for every /api and /login route, and the admin routes are menu-guarded', () => {
    const admin = t.app.routeRules.filter((r) => r.url.startsWith('/api/manage/') && !['/api/manage/wokerinfo', '/api/manage/password'].includes(r.url));
    const lookups = new Set(['/api/manage/codemaster', '/api/manage/codemaster/getSelect', '/api/manage/depts/treelist', '/api/manage/process/list', '/api/manage/process/get']);
    for (const r of admin.filter((x) => !lookups.has(x.url))) {
      expect([r.method, r.url, r.auth.kind]).toEqual([r.method, r.url, 'menu']);
      if (r.method !== 'GET' && r.auth.kind === 'menu') expect(r.auth.access).toBe('write');
    }
  });
});

describe('row scoping', () => {
  const get = async (who: Who, url: string) => t.app.inject({ url, headers: auth(tokens.get(who)!) });

  it('a gas-plant user sees no power-plant users or departments, whatever the filter', async () => {
    const users = (await get('gas01', '/api/manage/user?size=300')).json();
    expect(users.total).toBeGreaterThan(5);
    expect(new Set(users.rows.map((u: { plantCd: string }) => u.plantCd))).toEqual(new Set(['2000']));
    expect((await get('gas01', '/api/manage/user?plantCd=1000')).json().total).toBe(0);
    expect((await get('gas01', '/api/manage/user/safety01')).statusCode).toBe(403);
    const tree = (await get('gas01', '/api/manage/depts/treelist?plantCd=1000')).json();
    expect(tree.length).toBeGreaterThan(3);
    expect(tree.every((d: { plantCd: string }) => d.plantCd === '2000')).toBe(true);
    const depts = (await get('gas01', '/api/manage/depts?size=300')).json();
    expect(depts.rows.every((d: { plantCd: string }) => d.plantCd === '2000')).toBe(true);
    expect((await get('gas01', '/api/manage/depts/D1210')).statusCode).toBe(403);
    const procs = (await get('gas01', '/api/manage/process/list?plantCd=1000')).json();
    expect(procs.every((p: { plantCd: string }) => p.plantCd === '2000')).toBe(true);
    expect((await get('gas01', '/api/manage/process/get?processCd=P1001')).statusCode).toBe(404);
    const found = (await get('gas01', '/api/common/user/search?plantCd=1000')).json();
    expect(found.every((u: { plantCd: string }) => u.plantCd === '2000')).toBe(true);
  });

  it('a plant-wide safety manager sees every department of their own plant only', async () => {
    const users = (await get('safety01', '/api/manage/user?size=300')).json();
    const depts = new Set(users.rows.map((u: { deptCd: string }) => u.deptCd));
    expect(depts.has('D1310')).toBe(true);
    expect(users.rows.every((u: { plantCd: string }) => u.plantCd === '1000')).toBe(true);
  });

  it('a worker limited to their department finds only its people', async () => {
    const found = (await get('worker01', '/api/common/user/search')).json();
    expect(found.length).toBeGreaterThan(1);
    expect(found.every((u: { deptCd: string }) => u.deptCd === 'D1310')).toBe(true);
  });

  it('a vendor user finds only their vendor\'s people', async () => {
    const found = (await get('vendor01', '/api/common/user/search')).json();
    expect(found.map((u: { userId: string }) => u.userId)).toEqual(['vendor01']);
  });
});
