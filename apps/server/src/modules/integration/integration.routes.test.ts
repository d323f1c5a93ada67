// Issue 32, HR synchronisation (contract): an integration token (created by an administrator, hashed at rest, revocable,
// audited) lets the HR system upsert departments and users; a dry run answers what would change; a full sync retires
// the users it does not list, never deletes them; a person's access token answers 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { HR_API, HR_MESSAGES, INTEGRATION_TOKEN_API } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let admin: string;
let safety: string;
let token: string;
let tokenNo: number;

const hr = (url: string, payload: unknown, bearer = token) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${bearer}` }, payload: payload as Record<string, unknown> });
const userRow = (id: string) => t.rows<{ user_nm: string; plant_cd: string; dept_cd: string | null; retire_yn: string; entry_ymd: string | null; user_type: string }>(
  sql`select user_nm, plant_cd, dept_cd, retire_yn, entry_ymd, user_type from com_user where user_id = ${id}`);

beforeAll(async () => {
  t = await createTestApp({ attachCleanupSchedule: 0 });
  admin = (await login(t.app, 'admin')).accessToken;
  safety = (await login(t.app, 'safety01')).accessToken;
  const res = await t.app.inject({ method: 'POST', url: INTEGRATION_TOKEN_API, headers: auth(admin), payload: { tokenNm: '그룹 인사시스템', scopeCd: 'HR_SYNC' } });
  expect(res.statusCode, res.body).toBe(200);
  token = res.json().token as string;
  tokenNo = res.json().tokenNo as number;
}, 120_000);
afterAll(async () => t?.close());

describe('integration tokens', () => {
  it('an administrator creates one (answered once, kept as a hash), lists it without the token; others may not', async () => {
    expect(token).toMatch(/^jki_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.rows<{ token_hash: string }>(sql`select token_hash from com_integration_token where token_no = ${tokenNo}`);
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.token_hash).not.toContain(token.slice(4, 20));
    const list = (await t.app.inject({ url: INTEGRATION_TOKEN_API, headers: auth(admin) })).json().list as Record<string, unknown>[];
    expect(list.find((x) => x.tokenNo === tokenNo)).toMatchObject({ tokenNm: '그룹 인사시스템', scopeCd: 'HR_SYNC', revokeYn: 'N' });
    expect(JSON.stringify(list)).not.toContain(token);
    expectError(await t.app.inject({ method: 'POST', url: INTEGRATION_TOKEN_API, headers: auth(safety), payload: { tokenNm: 'x', scopeCd: 'HR_SYNC' } }), 403);
    expect(await t.rows(sql`select 1 from com_audit_log where entity = 'com_integration_token' and entity_key = ${String(tokenNo)} and action = 'CREATE'`)).toHaveLength(1);
  });

  it('HR routes take the integration token only: a person\'s access token, none, or a made-up one are 401', async () => {
    const body = { mode: 'upsert', dryRun: true, users: [] };
    expectError(await t.app.inject({ method: 'POST', url: HR_API.users, headers: { authorization: `Bearer ${admin}` }, payload: body }), 401);
    expectError(await t.app.inject({ method: 'POST', url: HR_API.users, headers: auth(admin), payload: body }), 401);
    expectError(await t.app.inject({ method: 'POST', url: HR_API.users, payload: body }), 401);
    expectError(await hr(HR_API.users, body, `jki_${'A'.repeat(43)}`), 401);
    const ok = await hr(HR_API.users, body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ created: 0, updated: 0, retired: 0, unchanged: 0, errors: [] });
  });
});

describe('HR users', () => {
  const rows = [
    { userId: 'hr.kim', userNm: '김인사', plantCd: '1000', deptCd: 'D1310', email: 'hr.kim@example.com', phoneNo: '010-1111-2222', positionCd: null, dutyCd: null, entryYmd: '20240302' },
    { userId: 'hr.lee', userNm: '이인사', plantCd: '1000', deptCd: 'D1210', entryYmd: '2025-01-02' },
    { userId: 'hr.bad', userNm: '오류', plantCd: '9999' },
    { userId: 'hr.park', userNm: '박인사', plantCd: '1000', deptCd: 'D2210' },
    { userId: 'hr.kim', userNm: '김중복', plantCd: '1000' },
    { userNm: '아이디없음', plantCd: '1000' },
  ];

  it('a dry run answers what would change and changes nothing; applying does it, audited as the integration', async () => {
    const dry = await hr(HR_API.users, { mode: 'upsert', dryRun: true, users: rows });
    expect(dry.statusCode, dry.body).toBe(200);
    const answer = dry.json();
    expect(answer).toMatchObject({ created: 2, updated: 0, retired: 0, unchanged: 0 });
    expect(answer.errors.map((e: { index: number }) => e.index)).toEqual([2, 3, 4, 5]);
    expect(answer.errors[0].message).toContain(HR_MESSAGES.unknownPlant);
    expect(answer.errors[1].message).toContain(HR_MESSAGES.deptOfOtherPlant);
    expect(answer.errors[2].message).toContain(HR_MESSAGES.duplicateRow);
    expect(answer.errors[3].message).toMatch(/^userId: /);
    expect(await userRow('hr.kim')).toEqual([]);

    const applied = await hr(HR_API.users, { mode: 'upsert', dryRun: false, users: rows });
    expect(applied.json()).toEqual(answer);
    expect(await userRow('hr.kim')).toEqual([{ user_nm: '김인사', plant_cd: '1000', dept_cd: 'D1310', retire_yn: 'N', entry_ymd: '20240302', user_type: 'U' }]);
    expect((await userRow('hr.lee'))[0]!.entry_ymd).toBe('20250102');
    expect(await t.rows(sql`select user_id from com_audit_log where entity = 'com_user' and entity_key = 'hr.kim' and action = 'HR_CREATE'`)).toEqual([{ user_id: `INTEGRATION:${tokenNo}` }]);
    // a user created by HR has no password that works: logging in locally is refused
    expect((await t.app.inject({ method: 'POST', url: '/login/login', payload: { username: 'hr.kim', password: '!HR_SYNC' } })).statusCode).toBeGreaterThanOrEqual(400);

    // sent again: unchanged; a changed name: updated
    const again = await hr(HR_API.users, { mode: 'upsert', dryRun: false, users: [rows[0], { ...rows[1], userNm: '이인사(개명)' }] });
    expect(again.json()).toEqual({ created: 0, updated: 1, retired: 0, unchanged: 1, errors: [] });
    expect((await userRow('hr.lee'))[0]!.user_nm).toBe('이인사(개명)');
  });

  it('an administrator\'s or a contractor\'s account is never changed by HR', async () => {
    const res = await hr(HR_API.users, { mode: 'upsert', dryRun: false, users: [{ userId: 'admin', userNm: '덮어쓰기', plantCd: '1000' }, { userId: 'vendor01', userNm: '덮어쓰기', plantCd: '1000' }] });
    expect(res.json()).toMatchObject({ created: 0, updated: 0, errors: [{ index: 0, message: `userId: ${HR_MESSAGES.notHrAccount}` }, { index: 1, message: `userId: ${HR_MESSAGES.notHrAccount}` }] });
    expect((await userRow('admin'))[0]!.user_nm).not.toBe('덮어쓰기');
  });

  it('departments first: a new team under its parent, then its people', async () => {
    const d = await hr(HR_API.depts, { mode: 'upsert', dryRun: false, depts: [{ deptCd: 'D1399', deptNm: '인사연동팀', plantCd: '1000', pdeptCd: 'D1310' }, { deptCd: 'D1398', deptNm: '잘못된 팀', plantCd: '1000', pdeptCd: 'D2210' }] });
    expect(d.json()).toMatchObject({ created: 1, updated: 0, errors: [{ index: 1, message: `pdeptCd: ${HR_MESSAGES.deptOfOtherPlant}` }] });
    const [row] = await t.rows<{ dept_lvl: number; pdept_cd: string }>(sql`select dept_lvl, pdept_cd from com_dept where dept_cd = 'D1399'`);
    const [parent] = await t.rows<{ dept_lvl: number }>(sql`select dept_lvl from com_dept where dept_cd = 'D1310'`);
    expect(row).toEqual({ dept_lvl: parent!.dept_lvl + 1, pdept_cd: 'D1310' });
    const u = await hr(HR_API.users, { mode: 'upsert', dryRun: false, users: [{ userId: 'hr.choi', userNm: '최인사', plantCd: '1000', deptCd: 'D1399' }] });
    expect(u.json()).toMatchObject({ created: 1, errors: [] });
  });

  it('a full sync with a refused row retires nobody', async () => {
    const res = await hr(HR_API.users, { mode: 'full', dryRun: true, users: [{ userId: 'gas01', userNm: '가스', plantCd: '2000', deptCd: 'D2210' }, { userId: 'x', userNm: 'y', plantCd: '9999' }] });
    expect(res.json()).toMatchObject({ retired: 0 });
    expect(res.json().errors).toContainEqual({ index: -1, message: HR_MESSAGES.noRetireWithErrors });
  });

  it('a full sync retires the plant\'s active users it does not list (kept with their names), other plants and administrators untouched; sent again they return', async () => {
    const [{ n: before }] = await t.rows<{ n: number }>(sql`select count(*)::int as n from com_user where plant_cd = '2000' and user_type = 'U' and admin_yn = 'N' and retire_yn = 'N' and user_id <> 'gas01'`) as [{ n: number }];
    // gas01 as HR has it now (every field HR owns), so the sync leaves it unchanged
    const [gas] = await t.rows<Record<string, string | null>>(sql`select user_nm as "userNm", dept_cd as "deptCd", email, phone_no as "phoneNo",
      position_cd as "positionCd", duty_cd as "dutyCd", entry_ymd as "entryYmd" from com_user where user_id = 'gas01'`);
    const body = { mode: 'full', users: [{ userId: 'gas01', plantCd: '2000', ...gas }] };
    const dry = await hr(HR_API.users, { ...body, dryRun: true });
    expect(dry.json()).toEqual({ created: 0, updated: 0, retired: before, unchanged: 1, errors: [] });
    expect(before).toBeGreaterThan(0);
    const applied = await hr(HR_API.users, { ...body, dryRun: false });
    expect(applied.json().retired).toBe(before);
    const left = await t.rows<{ user_id: string; retire_yn: string; retire_ymd: string | null; user_nm: string }>(sql`select user_id, retire_yn, retire_ymd, user_nm from com_user where plant_cd = '2000' and user_type = 'U' and admin_yn = 'N'`);
    expect(left.filter((u) => u.retire_yn === 'N').map((u) => u.user_id)).toEqual(['gas01']);
    expect(left.every((u) => u.user_id === 'gas01' || (u.retire_ymd !== null && u.user_nm.length > 0))).toBe(true);
    expect((await userRow('hr.kim'))[0]!.retire_yn).toBe('N');
    // a retired user sent again comes back
    const back = left.find((u) => u.user_id !== 'gas01')!;
    const res = await hr(HR_API.users, { mode: 'upsert', dryRun: false, users: [{ userId: back.user_id, userNm: back.user_nm, plantCd: '2000' }] });
    expect(res.json()).toMatchObject({ updated: 1 });
    expect((await userRow(back.user_id))[0]!.retire_yn).toBe('N');
  });

  it('a revoked token is refused at once', async () => {
    const rev = await t.app.inject({ method: 'POST', url: `${INTEGRATION_TOKEN_API}/${tokenNo}/revoke`, headers: auth(admin) });
    expect(rev.statusCode, rev.body).toBe(200);
    expect(rev.json()).toMatchObject({ revokeYn: 'Y' });
    expectError(await hr(HR_API.users, { mode: 'upsert', dryRun: true, users: [] }), 401);
  });
});
