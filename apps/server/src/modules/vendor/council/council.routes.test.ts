import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VND_COUNCIL_MESSAGES, WORKFLOW_MESSAGES } from '@jikim/shared';
import { sha256Hex } from '../../../lib/password.js';
import { auth, createTestApp, DEMO_PASSWORD, expectError, login, type TestApp, type Tokens } from '../../../test/helpers.js';
import { openActionCount } from '../../impr/impr.service.js';

let t: TestApp;
let safety: Tokens;
let worker: Tokens;
let gas: Tokens;
let vendor: Tokens;

const URL = '/api/vendor/councils';
const inject = (tok: Tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as object }) });

const attendees = [
  { attendeeTypeCd: 'OWNER', orgNm: '서해화력발전소 안전팀', attendeeNm: '김안전', positionNm: '차장' },
  { attendeeTypeCd: 'CONTRACTOR', orgNm: '(주)대한플랜트정비', attendeeNm: '한정비', positionNm: '대표이사' },
];
const base = {
  plantCd: '1000', deptCd: 'D1210', meetingYmd: '2026-11-10', councilTitle: '2026년 11월 안전보건협의체', place: '본관 2층 대회의실',
  agenda: '1. 동절기 미끄럼·화재 예방', minutes: '옥외 계단 결빙 대책 논의', attendees,
  decisions: [
    { content: '옥외 계단 미끄럼방지 테이프 부착', assigneeUserId: 'worker01', dueYmd: '2026-12-05' },
    { content: '임시 난방기구 사용 승인 절차 공지' },
  ],
};
async function create(over: Record<string, unknown> = {}) {
  const res = await inject(safety, 'POST', URL, { ...base, ...over });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { councilNo: number; version: number; statusCd: string; decisions: Record<string, unknown>[]; attendees: Record<string, unknown>[] };
}

beforeAll(async () => {
  t = await createTestApp({ attachCleanupSchedule: 0 });
  // the gas terminal's safety manager keeps its own council: the refusals below are about the plant, not a missing right
  await t.rows(sql`insert into com_user_menu (user_id, menu_id, access_yn, write_yn) values ('gas01', 'VND_COUNCIL', 'Y', 'Y')`);
  [safety, worker, gas] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'worker01'), login(t.app, 'gas01')]);
  const v = await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId: 'vendor01', userPwdSHA: sha256Hex(DEMO_PASSWORD) } });
  vendor = v.json();
});
afterAll(async () => t?.close());

describe('안전보건협의체', () => {
  it('saves the minutes with both sides\' attendees and the decisions; decision rows answer the assignee\'s name', async () => {
    const c = await create();
    expect(c).toMatchObject({ statusCd: 'DRAFT', version: 1 });
    expect(c.attendees.map((a) => a.attendeeNm)).toEqual(['김안전', '한정비']);
    expect(c.decisions[0]).toMatchObject({ content: '옥외 계단 미끄럼방지 테이프 부착', assigneeUserId: 'worker01', assigneeUserNm: '박현장', actionNo: null });
  });

  it('refuses a decision with an assignee but no due date (and the reverse), naming the row; nothing saved', async () => {
    const before = await t.rows(sql`select count(*) as n from vnd_council`);
    expectError(await inject(safety, 'POST', URL, { ...base, decisions: [{ content: 'a' }, { content: 'b', assigneeUserId: 'worker01' }] }), 400, VND_COUNCIL_MESSAGES.decisionIncomplete(2));
    expectError(await inject(safety, 'POST', URL, { ...base, decisions: [{ content: 'a', dueYmd: '2026-12-01' }] }), 400, VND_COUNCIL_MESSAGES.decisionIncomplete(1));
    expect(await t.rows(sql`select count(*) as n from vnd_council`)).toEqual(before);
  });

  it('the body cannot set a decision\'s action number', async () => {
    const c = await create({ decisions: [{ content: '조명 보강', assigneeUserId: 'worker01', dueYmd: '2026-12-20', actionNo: 1 }] });
    expect(c.decisions[0]!.actionNo).toBeNull();
  });

  it('confirming needs both sides present; it turns each assigned decision into an improvement action and locks the minutes', async () => {
    const one = await create({ attendees: [attendees[0]] });
    expectError(await inject(safety, 'POST', `${URL}/${one.councilNo}/transition`, { action: 'CONFIRM', version: 1 }), 409, VND_COUNCIL_MESSAGES.bothSides);

    const c = await create();
    // a worker (read only) may not confirm
    expectError(await inject(worker, 'POST', `${URL}/${c.councilNo}/transition`, { action: 'CONFIRM', version: 1 }), 403);
    const res = await inject(safety, 'POST', `${URL}/${c.councilNo}/transition`, { action: 'CONFIRM', version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().statusCd).toBe('CONFIRMED');
    const after = (await inject(safety, 'GET', `${URL}/${c.councilNo}`)).json();
    const [assigned, unassigned] = after.decisions as { actionNo: number | null }[];
    expect(assigned!.actionNo).toBeGreaterThan(0);
    expect(unassigned!.actionNo).toBeNull();
    // the action: source COMMITTEE + the council number, the decision as its title, the assignee told
    const action = (await inject(safety, 'GET', `/api/impr/actions/${assigned!.actionNo}`)).json();
    expect(action).toMatchObject({ sourceTypeCd: 'COMMITTEE', sourceKey: String(c.councilNo), title: '옥외 계단 미끄럼방지 테이프 부착', assigneeUserId: 'worker01', dueYmd: '2026-12-05', statusCd: 'REGISTERED', createUserId: 'safety01' });
    expect(await openActionCount(t.app.db, 'COMMITTEE', String(c.councilNo))).toBe(1);
    const told = await t.rows(sql`select 1 from com_notification where user_id = 'worker01' and kind_cd = 'IMPR_ASSIGNED' and link_key = ${String(assigned!.actionNo)}`);
    expect(told).toHaveLength(1);
    // locked
    expectError(await inject(safety, 'PUT', `${URL}/${c.councilNo}`, { ...base, version: 2 }), 409, WORKFLOW_MESSAGES.locked);
    expectError(await inject(safety, 'DELETE', `${URL}/${c.councilNo}?version=2`), 409);
  });

  it('plant scope: another plant gets 403 and lists none of plant 1000; vendor users have no council rows', async () => {
    const c = await create();
    expectError(await inject(gas, 'GET', `${URL}/${c.councilNo}`), 403);
    expectError(await inject(gas, 'POST', `${URL}/${c.councilNo}/transition`, { action: 'CONFIRM', version: 1 }), 403);
    const list = (await inject(gas, 'GET', `${URL}?limit=100`)).json();
    expect(list.list.every((r: { plantCd: string }) => r.plantCd === '2000')).toBe(true);
    expect((await inject(gas, 'POST', URL, base)).statusCode).toBe(403); // a council of another plant
    const v = await inject(vendor, 'GET', URL);
    expect([200, 403]).toContain(v.statusCode);
    if (v.statusCode === 200) expect(v.json().totalCount).toBe(0);
  });
});
