import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAF_TBM_MESSAGES, WORKFLOW_MESSAGES } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../../test/helpers.js';

let t: TestApp;
let safety: Tokens;
let worker: Tokens;
let gas: Tokens;

const URL = '/api/saf/tbm';
const SIGN = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const inject = (tok: Tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as object }) });
const base = {
  plantCd: '1000', deptCd: 'D1310', leaderUserId: 'worker01', tbmYmd: '2026-11-24', tbmTime: '08:10', workNm: '급수펌프 베어링 교체', placeNm: '보일러동 1층',
  hazards: '회전체 끼임', controls: 'LOTO 후 작업', ppeCheckedYn: 'Y', healthCheckedYn: 'Y',
  attendees: [
    { attendeeTypeCd: 'EMP', attendeeNm: '박현장', orgNm: '발전1팀', healthOkYn: 'Y' },
    { attendeeTypeCd: 'VENDOR', attendeeNm: '한정비', orgNm: '(주)대한플랜트정비', healthOkYn: 'Y' },
  ],
  followUps: [{ content: '펌프실 조명 보강', assigneeUserId: 'worker01', dueYmd: '2026-12-05' }, { content: '공구함 정리' }],
};
type TTbm = { tbmNo: number; version: number; statusCd: string; attendees: Record<string, unknown>[]; followUps: { actionNo: number | null }[] } & Record<string, unknown>;
async function create(over: Record<string, unknown> = {}, tok = worker): Promise<TTbm> {
  const res = await inject(tok, 'POST', URL, { ...base, ...over });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp({ attachCleanupSchedule: 0 });
  [safety, worker, gas] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'worker01'), login(t.app, 'gas01')]);
});
afterAll(async () => t?.close());

describe('TBM', () => {
  it('finishing needs every attendee\'s signature; then each assigned follow-up becomes one TBM action and the record locks', async () => {
    const tbm = await create();
    expectError(await inject(worker, 'POST', `${URL}/${tbm.tbmNo}/transition`, { action: 'DONE', version: tbm.version }), 409, SAF_TBM_MESSAGES.unsigned);
    // one signs, the other not yet
    const one = (await inject(worker, 'PUT', `${URL}/${tbm.tbmNo}`, { ...tbm, attendees: tbm.attendees.map((a, i) => (i === 0 ? { ...a, signature: SIGN } : a)) })).json() as TTbm;
    expectError(await inject(worker, 'POST', `${URL}/${tbm.tbmNo}/transition`, { action: 'DONE', version: one.version }), 409, SAF_TBM_MESSAGES.unsigned);
    const both = (await inject(worker, 'PUT', `${URL}/${tbm.tbmNo}`, { ...one, attendees: one.attendees.map((a) => ({ ...a, signature: SIGN })) })).json() as TTbm;
    const done = await inject(worker, 'POST', `${URL}/${tbm.tbmNo}/transition`, { action: 'DONE', version: both.version });
    expect(done.statusCode, done.body).toBe(200);
    const list = (await inject(safety, 'GET', `/api/impr/actions?sourceTypeCd=TBM&sourceKey=${tbm.tbmNo}`)).json();
    expect(list.totalCount).toBe(1);
    expect(list.list[0]).toMatchObject({ title: '펌프실 조명 보강', assigneeUserId: 'worker01', dueYmd: '2026-12-05' });
    const after = (await inject(worker, 'GET', `${URL}/${tbm.tbmNo}`)).json() as TTbm;
    expect(after.followUps[0]!.actionNo).toBe(list.list[0].actionNo);
    expect(after.followUps[1]!.actionNo).toBeNull();
    expectError(await inject(worker, 'PUT', `${URL}/${tbm.tbmNo}`, { ...after, workNm: '변경' }), 409, WORKFLOW_MESSAGES.locked);
    expectError(await inject(worker, 'POST', `${URL}/${tbm.tbmNo}/transition`, { action: 'DONE', version: after.version }), 409);
    expect((await inject(safety, 'GET', `/api/impr/actions?sourceTypeCd=TBM&sourceKey=${tbm.tbmNo}`)).json().totalCount).toBe(1);
  });

  it('refuses a bad time, a bad signature, a half-filled follow-up and no attendee; nothing saved', async () => {
    const before = await t.rows(sql`select count(*) as n from saf_tbm`);
    expectError(await inject(worker, 'POST', URL, { ...base, tbmTime: '25:00' }), 400, SAF_TBM_MESSAGES.time);
    expectError(await inject(worker, 'POST', URL, { ...base, attendees: [{ ...base.attendees[0], signature: 'data:text/html;base64,AAAA' }] }), 400);
    expectError(await inject(worker, 'POST', URL, { ...base, followUps: [{ content: 'x', assigneeUserId: 'worker01' }] }), 400, SAF_TBM_MESSAGES.followUpIncomplete(1));
    expectError(await inject(worker, 'POST', URL, { ...base, attendees: [] }), 400);
    expect(await t.rows(sql`select count(*) as n from saf_tbm`)).toEqual(before);
  });

  it('scope: the safety team lists every department of its plant; gas01 gets 403 and another plant\'s list is empty', async () => {
    const tbm = await create();
    expect((await inject(safety, 'GET', `${URL}/${tbm.tbmNo}`)).statusCode).toBe(200);
    expectError(await inject(gas, 'GET', `${URL}/${tbm.tbmNo}`), 403);
    expect((await inject(gas, 'GET', `${URL}?limit=100`)).json().list.every((r: { plantCd: string }) => r.plantCd === '2000')).toBe(true);
    expectError(await inject(gas, 'POST', URL, base), 403);
  });
});
