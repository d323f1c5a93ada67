import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPR_MESSAGES, imprActionResource, imprActionWorkflow, MESSAGES, SAF_PATROL_MESSAGES, WORKFLOW_MESSAGES } from '@jikim/shared';
import { findPage } from '../../lib/resource/resource.repository.js';
import type { DataScope } from '../../lib/scope.js';
import { imprAction } from './impr.tables.js';
import { sha256Hex } from '../../lib/password.js';
import { auth, createTestApp, DEMO_PASSWORD, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';
import { multipartBody, PNG, tempFilesDir } from '../attachments/attachments.test-utils.js';
import { openActionCount } from './impr.service.js';

let t: TestApp;
let filesDir: string;
let safety: Tokens;
let worker: Tokens;
let other: Tokens; // a plant-1000 worker of another department (D1320)
let gas: Tokens;
let vendor: Tokens;
let otherId: string;

const URL = '/api/impr/actions';
const SOD_RULE = imprActionWorkflow.separation[0]!.rule;
const inject = (tok: Tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as object }) });

const base = {
  sourceTypeCd: 'PATROL', sourceKey: 'PT-2026-0142', actionTypeCd: 'REQUEST', plantCd: '1000', deptCd: 'D1210',
  title: '보일러동 3층 핸드레일 부식 교체', location: '보일러동 3층 북측 계단', assigneeUserId: 'worker01', dueYmd: '2026-12-04',
  riskBeforeCd: 'H', hazard: '추락',
};
async function create(over: Record<string, unknown> = {}, tok = safety) {
  const res = await inject(tok, 'POST', URL, { ...base, ...over });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { actionNo: number; version: number; statusCd: string } & Record<string, unknown>;
}
const take = (tok: Tokens, no: number, action: string, version: number, comment?: string) =>
  inject(tok, 'POST', `${URL}/${no}/transition`, { action, version, ...(comment === undefined ? {} : { comment }) });
const upload = (tok: Tokens, no: number, taskClassNm = 'IMPR_AFTER') => {
  const body = multipartBody({ taskClassNm, attachFileId: String(no) }, { name: '조치후.png', data: PNG });
  return t.app.inject({ method: 'POST', url: '/api/common/attachFile/upload', headers: { ...auth(tok), ...body.headers }, payload: body.payload });
};

beforeAll(async () => {
  filesDir = tempFilesDir();
  t = await createTestApp({ filesDir, attachCleanupSchedule: 0 });
  [safety, worker, gas] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'worker01'), login(t.app, 'gas01')]);
  const [o] = await t.rows<{ user_id: string }>(sql`select user_id from com_user where dept_cd = 'D1320' and duty_cd = 'DUT01' and use_yn = 'Y' order by user_id limit 1`);
  otherId = o!.user_id;
  other = await login(t.app, otherId);
  const v = await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId: 'vendor01', userPwdSHA: sha256Hex(DEMO_PASSWORD) } });
  expect(v.statusCode, v.body).toBe(200);
  vendor = v.json();
  // the source is a real patrol finding of D1210 (a source key must name a record safety01 reaches)
  const [f] = await t.rows<{ no: number }>(sql`select finding_no as no from saf_patrol_finding where plant_cd = '1000' order by finding_no limit 1`);
  base.sourceKey = String(f!.no);
});
afterAll(async () => {
  await t?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

describe('improvement actions: create (contract)', () => {
  it('POST answers actionNo, statusCd REGISTERED and version 1; the body cannot choose the status; the assignee is told', async () => {
    const a = await create({ statusCd: 'DONE', doneYmd: '2026-01-01', result: '처리됨' });
    expect(a).toMatchObject({ statusCd: 'REGISTERED', doneYmd: null, version: 1, assigneeUserId: 'worker01', assigneeUserNm: '박현장', createUserId: 'safety01', sourceTypeCd: 'PATROL' });
    expect(a.actionNo).toBeGreaterThan(0);
    const n = await t.rows<{ kind_cd: string; title: string; link_key: string }>(sql`
      select kind_cd, title, link_key from com_notification where user_id = 'worker01' and link_key = ${String(a.actionNo)}`);
    expect(n).toEqual([{ kind_cd: 'IMPR_ASSIGNED', title: `[개선조치] ${a.actionNo} ${base.title}`, link_key: String(a.actionNo) }]);
    const audit = await t.rows(sql`select 1 from com_audit_log where entity = 'imprAction' and entity_key = ${String(a.actionNo)} and action = 'CREATE'`);
    expect(audit).toHaveLength(1);
  });

  it('refuses bad input with 400 and writes nothing: unknown assignee, a vendor user of another vendor, bad date, unknown source type', async () => {
    const before = await t.rows<{ n: string }>(sql`select count(*) as n from impr_action`);
    expectError(await inject(safety, 'POST', URL, { ...base, assigneeUserId: 'nobody' }), 400, IMPR_MESSAGES.assigneeMissing);
    expectError(await inject(safety, 'POST', URL, { ...base, assigneeUserId: 'vendor01', ownerVendorCd: 'V0002' }), 400, IMPR_MESSAGES.assigneeMissing);
    expectError(await inject(safety, 'POST', URL, { ...base, dueYmd: '2026-02-30' }), 400);
    expectError(await inject(safety, 'POST', URL, { ...base, sourceTypeCd: 'GOSSIP' }), 400);
    expectError(await inject(safety, 'POST', URL, { ...base, title: '' }), 400);
    expect(await t.rows(sql`select count(*) as n from impr_action`)).toEqual(before);
  });

  it('needs write on the register to create: a worker 403, a vendor user 403; another plant 403', async () => {
    expectError(await inject(worker, 'POST', URL, base), 403);
    expectError(await inject(vendor, 'POST', URL, { ...base, ownerVendorCd: 'V0001', assigneeUserId: 'vendor01' }), 403);
    expectError(await inject(gas, 'POST', URL, base), 403);
  });

  it('GET lists by source (the contract query) with the paging contract', async () => {
    const key = `CHK-${Date.now()}`;
    // a free-text source (ETC): a CHECK key must name a real check (resource references)
    await create({ sourceTypeCd: 'ETC', sourceKey: key });
    await create({ sourceTypeCd: 'ETC', sourceKey: key, title: '소화기 압력 미달 교체' });
    const res = await inject(safety, 'GET', `${URL}?sourceTypeCd=ETC&sourceKey=${key}&statusCd=REGISTERED&page=1&limit=20`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalCount: 2, page: 1, limit: 20 });
    expect(body.list.map((r: { sourceKey: string }) => r.sourceKey)).toEqual([key, key]);
    expect(await openActionCount(t.app.db, 'ETC', key)).toBe(2);
  });
});

describe('improvement actions: the workflow', () => {
  it('an assignee who holds write on the menu still does not confirm their own fix (issue 25: segregation of duties, 403)', async () => {
    const a = await create({ title: '안전관리자 본인 담당 조치', assigneeUserId: 'safety01' });
    const no = a.actionNo;
    expect((await take(safety, no, 'ACCEPT', 1)).statusCode).toBe(200);
    expect((await upload(safety, no)).statusCode).toBe(200);
    const asked = await take(safety, no, 'REQUEST_CONFIRM', 2, '본인 조치 완료');
    expect(asked.statusCode, asked.body).toBe(200);
    // item 8: the answer does not offer 확인 and says why (the web shows it disabled with the reason)
    const sod = { action: 'CONFIRM', rule: SOD_RULE, taken: 'REQUEST_CONFIRM' };
    expect(asked.json()).toMatchObject({ allowedActions: ['RETURN'], separatedActions: [sod] });
    expect((await inject(safety, 'GET', `${URL}/${no}`)).json()).toMatchObject({ allowedActions: ['RETURN'], separatedActions: [sod] });
    // the finding: the assignee confirmed their own action
    expectError(await take(safety, no, 'CONFIRM', 3), 403, IMPR_MESSAGES.selfConfirm);
    // another person of the plant with write on the menu confirms it
    await t.rows(sql`update impr_action set assignee_user_id = 'worker01' where action_no = ${no}`);
    // … but the one who asked for the confirmation still may not
    expectError(await take(safety, no, 'CONFIRM', 3), 403, IMPR_MESSAGES.selfConfirm);
    const [row] = await t.rows<{ status_cd: string }>(sql`select status_cd from impr_action where action_no = ${no}`);
    expect(row!.status_cd).toBe('CONFIRM_REQUESTED');
  });

  it('GET one names the assignee\'s own 확인 as separated, unless the plant relaxes the rule (issue 25 item 8)', async () => {
    const a = await create({ title: '담당자 본인 확인 버튼', assigneeUserId: 'safety01' });
    // waiting for confirmation without a 확인요청 of theirs in the history: the assignee field alone refuses it
    await t.rows(sql`update impr_action set status_cd = 'CONFIRM_REQUESTED' where action_no = ${a.actionNo}`);
    const seen = async () => (await inject(safety, 'GET', `${URL}/${a.actionNo}`)).json() as { allowedActions: string[]; separatedActions: unknown[] };
    expect(await seen()).toMatchObject({ allowedActions: ['RETURN'], separatedActions: [{ action: 'CONFIRM', rule: SOD_RULE, field: 'assigneeUserId' }] });
    try {
      await t.rows(sql`update com_code_master set attr1 = '1000' where code_group_cd = 'WF_SOD_RELAX' and code = ${SOD_RULE}`);
      expect(await seen()).toMatchObject({ allowedActions: ['CONFIRM', 'RETURN'], separatedActions: [] });
    } finally {
      await t.rows(sql`update com_code_master set attr1 = '' where code_group_cd = 'WF_SOD_RELAX' and code = ${SOD_RULE}`);
    }
    expect((await seen()).allowedActions).toEqual(['RETURN']);
  });

  it('assignee accepts, attaches the after-photo without write on the menu, asks for confirmation; the requester returns, then confirms; the record locks', async () => {
    const a = await create();
    const no = a.actionNo;
    // only the assignee accepts; the requester cannot
    expectError(await take(safety, no, 'ACCEPT', 1), 403, WORKFLOW_MESSAGES.notYours);
    const acc = await take(worker, no, 'ACCEPT', 1);
    expect(acc.statusCode, acc.body).toBe(200);
    expect(acc.json()).toMatchObject({ statusCd: 'IN_PROGRESS', version: 2, allowedActions: ['REQUEST_CONFIRM'] });
    // stale version and a step not possible from here
    expectError(await take(worker, no, 'ACCEPT', 1), 409, MESSAGES.conflict);
    expectError(await take(worker, no, 'ACCEPT', 2), 409, WORKFLOW_MESSAGES.notAllowed);
    // 확인요청 needs the result (comment) and the after-photo
    expectError(await take(worker, no, 'REQUEST_CONFIRM', 2), 400, WORKFLOW_MESSAGES.commentRequired);
    expectError(await take(worker, no, 'REQUEST_CONFIRM', 2, '핸드레일 교체 완료'), 409, IMPR_MESSAGES.afterPhoto);
    // the worker has read only on the menu, but is the assignee: the upload is allowed; another worker's is not
    expectError(await upload(other, no), 403);
    const up = await upload(worker, no);
    expect(up.statusCode, up.body).toBe(200);
    const rc = await take(worker, no, 'REQUEST_CONFIRM', 2, '핸드레일 교체 완료 (SUS304, 4.2 m)');
    expect(rc.statusCode, rc.body).toBe(200);
    expect(rc.json()).toMatchObject({ statusCd: 'CONFIRM_REQUESTED', result: '핸드레일 교체 완료 (SUS304, 4.2 m)', version: 3 });
    // the assignee cannot confirm their own fix; a return needs a reason
    expectError(await take(worker, no, 'CONFIRM', 3), 403);
    expectError(await take(safety, no, 'RETURN', 3), 400, WORKFLOW_MESSAGES.commentRequired);
    const ret = await take(safety, no, 'RETURN', 3, '하단 고정 볼트 미체결');
    expect(ret.json()).toMatchObject({ statusCd: 'IN_PROGRESS', version: 4 });
    expect((await take(worker, no, 'REQUEST_CONFIRM', 4, '고정 볼트 체결')).statusCode).toBe(200);
    const done = await take(safety, no, 'CONFIRM', 5);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ statusCd: 'DONE', allowedActions: [] });
    expect(done.json().doneYmd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // final: locked for edits, deletes and files
    const put = await inject(safety, 'PUT', `${URL}/${no}`, { ...base, version: 6 });
    expect(expectError(put, 409, WORKFLOW_MESSAGES.locked).returnCode).toBe('WF_LOCKED');
    expectError(await inject(safety, 'DELETE', `${URL}/${no}?version=6`), 409);
    expectError(await upload(safety, no), 409);
    // the history, oldest first
    const h = await inject(worker, 'GET', `${URL}/${no}/history`);
    expect(h.json().list.map((x: { action: string }) => x.action)).toEqual(['ACCEPT', 'REQUEST_CONFIRM', 'RETURN', 'REQUEST_CONFIRM', 'CONFIRM']);
    expect(h.json().list[2]).toMatchObject({ fromStatusCd: 'CONFIRM_REQUESTED', toStatusCd: 'IN_PROGRESS', comment: '하단 고정 볼트 미체결', userId: 'safety01' });
    // the requester was told of each step the assignee took
    const told = await t.rows<{ n: string }>(sql`select count(*) as n from com_notification where user_id = 'safety01' and link_key = ${String(no)}`);
    expect(Number(told[0]!.n)).toBeGreaterThanOrEqual(3);
  });

  it('a rejected action goes back to the requester: resubmitted to someone else, or cancelled with a reason; open count follows', async () => {
    // a near miss of its own (a source key names a real record; its open count starts at 0)
    const [nm] = await t.rows<{ no: number }>(sql`insert into saf_near_miss (status_cd, plant_cd, dept_cd, title, contents, create_user_id, update_user_id)
      values ('REGISTERED', '1000', 'D1210', '반려 시험', '내용', 'safety01', 'safety01') returning near_miss_no as no`);
    const key = String(nm!.no);
    const a = await create({ sourceTypeCd: 'NEAR_MISS', sourceKey: key });
    expectError(await take(worker, a.actionNo, 'REJECT', 1), 400, WORKFLOW_MESSAGES.commentRequired);
    const rej = await take(worker, a.actionNo, 'REJECT', 1, '연료팀 관할 설비입니다');
    expect(rej.json()).toMatchObject({ statusCd: 'REJECTED' });
    expect(await openActionCount(t.app.db, 'NEAR_MISS', key)).toBe(1); // rejected is still open for the source
    // the requester hands it to another assignee and sends it again
    const put = await inject(safety, 'PUT', `${URL}/${a.actionNo}`, { ...base, sourceTypeCd: 'NEAR_MISS', sourceKey: key, assigneeUserId: otherId, version: 2 });
    expect(put.statusCode, put.body).toBe(200);
    const n = await t.rows(sql`select 1 from com_notification where user_id = ${otherId} and kind_cd = 'IMPR_ASSIGNED' and link_key = ${String(a.actionNo)}`);
    expect(n).toHaveLength(1);
    expect((await take(safety, a.actionNo, 'RESUBMIT', 3)).json()).toMatchObject({ statusCd: 'REGISTERED' });
    expectError(await take(safety, a.actionNo, 'CANCEL', 4), 400, WORKFLOW_MESSAGES.commentRequired);
    expect((await take(safety, a.actionNo, 'CANCEL', 4, '중복 등록')).json()).toMatchObject({ statusCd: 'CANCELLED' });
    expect(await openActionCount(t.app.db, 'NEAR_MISS', key)).toBe(0);
  });
});

describe('improvement actions: the result and the source follow the workflow (issue 34)', () => {
  /** accept, add the after-photo and ask for confirmation as the assignee (worker01) */
  async function toConfirm(no: number, version: number, comment: string) {
    expect((await take(worker, no, 'ACCEPT', version)).statusCode).toBe(200);
    expect((await upload(worker, no)).statusCode).toBe(200);
    const rc = await take(worker, no, 'REQUEST_CONFIRM', version + 1, comment);
    expect(rc.statusCode, rc.body).toBe(200);
    return rc.json() as { version: number; result: string | null };
  }

  it('확인요청 keeps a saved 조치결과; the dialog\'s comment goes to the history; an empty result takes the comment', async () => {
    const a = await create({ result: '난간 하단 앵커 4개 교체, 도장 완료' });
    const rc = await toConfirm(a.actionNo, a.version, '사진 첨부했습니다. 확인 부탁드립니다.');
    expect(rc.result).toBe('난간 하단 앵커 4개 교체, 도장 완료');
    const h = (await inject(worker, 'GET', `${URL}/${a.actionNo}/history`)).json().list as { action: string; comment: string | null }[];
    expect(h.find((x) => x.action === 'REQUEST_CONFIRM')?.comment).toBe('사진 첨부했습니다. 확인 부탁드립니다.');
    const empty = await create();
    expect((await toConfirm(empty.actionNo, empty.version, '앵커 교체 완료')).result).toBe('앵커 교체 완료');
  });

  it('a patrol finding in 개선조치 중 closes when its action is done, with the close in its history; a cancelled action leaves it open', async () => {
    const FINDINGS = '/api/saf/patrol/findings';
    const finding = async () => {
      const f = await inject(safety, 'POST', FINDINGS, {
        plantCd: '1000', deptCd: 'D1210', patrolYmd: '2026-11-20', patrolTypeCd: 'PATROL', placeNm: '보일러동 3층 계단', categoryCd: 'FALL',
        content: '계단 핸드레일 하단 부식', assigneeUserId: 'worker01', dueYmd: '2026-12-01',
      });
      expect(f.statusCode, f.body).toBe(200);
      const to = await inject(safety, 'POST', `${FINDINGS}/${f.json().findingNo}/transition`, { action: 'TO_ACTION', version: f.json().version });
      expect(to.json()).toMatchObject({ statusCd: 'ACTION' });
      return to.json() as { findingNo: number; actionNo: number };
    };
    const f = await finding();
    const rc = await toConfirm(f.actionNo, 1, '핸드레일 교체 완료');
    expect((await take(safety, f.actionNo, 'CONFIRM', rc.version)).statusCode).toBe(200);
    const closed = (await inject(safety, 'GET', `${FINDINGS}/${f.findingNo}`)).json();
    expect(closed.statusCd).toBe('CLOSED');
    const h = (await inject(safety, 'GET', `${FINDINGS}/${f.findingNo}/history`)).json().list as { action: string; comment: string | null }[];
    expect(h.at(-1)).toMatchObject({ action: 'CLOSE', comment: SAF_PATROL_MESSAGES.closedByAction });
    // a cancelled action: the staff decides (another action, or closing by hand)
    const g = await finding();
    expect((await take(safety, g.actionNo, 'CANCEL', 1, '중복 지적')).statusCode).toBe(200);
    expect((await inject(safety, 'GET', `${FINDINGS}/${g.findingNo}`)).json().statusCd).toBe('ACTION');
    // a PATROL key that is no finding number never becomes an action (issue 25: references are checked)
    const loose = await inject(safety, 'POST', URL, { ...base, sourceTypeCd: 'PATROL', sourceKey: `PT-X-${g.findingNo}` });
    expect(loose.statusCode, loose.body).toBe(400);
  });
});

describe('the framework\'s capped total (issue 34)', () => {
  it('counts exactly up to the cap past the page, then answers offset + cap with totalCappedYn Y', async () => {
    const b = { def: imprActionResource, table: imprAction };
    const all: DataScope = { allPlants: true, plantCd: null, allDepts: true, deptCd: null, vendorCd: null };
    const [{ n }] = (await t.rows<{ n: string }>(sql`select count(*) as n from impr_action`)) as [{ n: string }];
    expect(Number(n)).toBeGreaterThan(30);
    const p = { page: 1, limit: 20, filters: {} };
    expect(await findPage(t.app.db, b, all, p)).toMatchObject({ totalCount: Number(n), totalCappedYn: 'N' });
    const capped = await findPage(t.app.db, b, all, p, 5);
    expect(capped).toMatchObject({ totalCount: 5, totalCappedYn: 'Y' });
    expect(capped.rows).toHaveLength(20);
    // deeper pages count past their own offset, so the pager always reaches the next page
    expect(await findPage(t.app.db, b, all, { ...p, page: 2 }, 5)).toMatchObject({ totalCount: 25, totalCappedYn: 'Y' });
    // a filter with few matches stays exact
    const few = await findPage(t.app.db, b, all, { ...p, filters: { sourceTypeCd: 'PATROL', sourceKey: 'PT-2026-0142' } }, 100);
    expect(few.totalCappedYn).toBe('N');
    expect(few.totalCount).toBe(few.rows.length);
  });
});

describe('improvement actions: scope and vendor isolation', () => {
  it('the assignee and the owning department see an action of another department; others of the plant do not; another plant gets 403', async () => {
    const a = await create({ title: '연료팀 관할 아님 시험' }); // deptCd D1210 (safety), assignee worker01 (D1310)
    const b = await create({ title: '발전2팀 소관 배관 보온재 보수', ownerDeptCd: 'D1320', assigneeUserId: otherId });
    // worker01 (own department only): sees a (assignee), not b
    const wl = (await inject(worker, 'GET', `${URL}?limit=300`)).json().list.map((r: { actionNo: number }) => r.actionNo);
    expect(wl).toContain(a.actionNo);
    expect(wl).not.toContain(b.actionNo);
    expect((await inject(worker, 'GET', `${URL}/${a.actionNo}`)).statusCode).toBe(200);
    expectError(await inject(worker, 'GET', `${URL}/${b.actionNo}`), 403);
    // the D1320 user: b (owning department and assignee), not a
    expect((await inject(other, 'GET', `${URL}/${b.actionNo}`)).statusCode).toBe(200);
    expectError(await inject(other, 'GET', `${URL}/${a.actionNo}`), 403);
    expectError(await take(other, a.actionNo, 'ACCEPT', 1), 403);
    // another plant
    expectError(await inject(gas, 'GET', `${URL}/${a.actionNo}`), 403);
    expect((await inject(gas, 'GET', `${URL}?limit=300`)).json().list.every((r: { plantCd: string }) => r.plantCd === '2000')).toBe(true);
    expectError(await inject(safety, 'GET', `${URL}/99999999`), 404);
  });

  it('a vendor user sees and answers only the actions owned by their vendor', async () => {
    const mine = await create({ title: '비계 작업발판 고정 불량', ownerVendorCd: 'V0001', assigneeUserId: 'vendor01' });
    const theirs = await create({ title: '폐수처리장 난간 도색', ownerVendorCd: 'V0002', assigneeUserId: 'safety01' });
    const plain = await create({ title: '사내 조치 건' });
    const list = (await inject(vendor, 'GET', `${URL}?limit=300`)).json();
    expect(list.list.length).toBeGreaterThan(0);
    expect(list.list.every((r: { ownerVendorCd: string }) => r.ownerVendorCd === 'V0001')).toBe(true);
    expect(list.list.map((r: { actionNo: number }) => r.actionNo)).toContain(mine.actionNo);
    expectError(await inject(vendor, 'GET', `${URL}/${theirs.actionNo}`), 403);
    expectError(await inject(vendor, 'GET', `${URL}/${plain.actionNo}`), 403);
    expectError(await take(vendor, theirs.actionNo, 'ACCEPT', 1), 403);
    expectError(await upload(vendor, theirs.actionNo), 403);
    // its own: accept, photo, request confirmation; no edit of the record itself
    expect((await inject(vendor, 'GET', `${URL}/${mine.actionNo}`)).json().allowedActions).toEqual(['ACCEPT', 'REJECT']);
    expect((await take(vendor, mine.actionNo, 'ACCEPT', 1)).statusCode).toBe(200);
    expect((await upload(vendor, mine.actionNo)).statusCode).toBe(200);
    expect((await take(vendor, mine.actionNo, 'REQUEST_CONFIRM', 2, '작업발판 클램프 재체결')).json()).toMatchObject({ statusCd: 'CONFIRM_REQUESTED' });
    expectError(await inject(vendor, 'PUT', `${URL}/${mine.actionNo}`, { ...base, version: 3 }), 403);
    // the vendor's phone list
    const m = (await inject(vendor, 'GET', `${URL}/mine?all=Y&limit=100`)).json();
    expect(m.list.every((r: { ownerVendorCd: string | null; assigneeUserId: string }) => r.ownerVendorCd === 'V0001' || r.assigneeUserId === 'vendor01')).toBe(true);
  });
});

describe('the vendor select of the form', () => {
  it('lists the vendors of the caller\'s plant; a vendor user sees only their own', async () => {
    const codes = async (tok: Tokens, q = '') => (await inject(tok, 'GET', `/api/common/vendor/list${q}`)).json().map((v: { vendorCd: string }) => v.vendorCd);
    const own = await t.rows<{ vendor_cd: string }>(sql`select vendor_cd from com_vendor where plant_cd = '1000' and use_yn = 'Y' order by vendor_cd`);
    expect((await codes(safety)).sort()).toEqual(own.map((r) => r.vendor_cd));
    // another plant asked for by a plant-scoped user: still their own plant
    expect((await codes(safety, '?plantCd=2000')).sort()).toEqual(own.map((r) => r.vendor_cd));
    expect(await codes(vendor)).toEqual(['V0001']);
    expect((await codes(gas)).every((c: string) => !own.some((r) => r.vendor_cd === c))).toBe(true);
  });
});

describe('my actions and the portlet', () => {
  it('mine lists the open actions assigned to me, nearest due first; the portlet counts mine, overdue and this month’s closure', async () => {
    const early = await create({ title: '기한 지난 조치', dueYmd: '2020-01-10' });
    const later = await create({ title: '여유 있는 조치', dueYmd: '2099-12-31' });
    const mine = (await inject(worker, 'GET', `${URL}/mine?limit=100`)).json();
    const nos = mine.list.map((r: { actionNo: number }) => r.actionNo);
    expect(nos.indexOf(early.actionNo)).toBeLessThan(nos.indexOf(later.actionNo));
    expect(mine.list.every((r: { assigneeUserId: string; statusCd: string }) => r.assigneeUserId === 'worker01' && r.statusCd !== 'DONE')).toBe(true);
    expect(mine.totalCount).toBe(mine.list.length);

    const p = await inject(worker, 'GET', '/api/main/portlet/improvement');
    expect(p.statusCode, p.body).toBe(200);
    const body = p.json();
    expect(body.mine[0]).toMatchObject({ actionNo: early.actionNo, overdue: true });
    expect(body.mine.length).toBeLessThanOrEqual(5);
    const [counts] = await t.rows<{ open: string; overdue: string }>(sql`
      select count(*) filter (where status_cd in ('REGISTERED','IN_PROGRESS')) as open,
             count(*) filter (where status_cd in ('REGISTERED','IN_PROGRESS','REJECTED','CONFIRM_REQUESTED') and due_ymd < current_date) as overdue
        from impr_action where assignee_user_id = 'worker01'`);
    expect(body.myOpenCount).toBe(Number(counts!.open));
    expect(body.overdueCount).toBeGreaterThanOrEqual(1);
    expect(body.closureRate === null || (body.closureRate >= 0 && body.closureRate <= 100)).toBe(true);
    // without a login: 401
    expectError(await t.app.inject({ url: '/api/main/portlet/improvement' }), 401);
  });

  it('this month’s closure rate = done / due this month (cancelled left out), on the queue clock', async () => {
    const ids: number[] = [];
    for (const title of ['5월 조치 1', '5월 조치 2', '5월 조치 3', '5월 조치 4', '5월 조치 5']) ids.push((await create({ title, dueYmd: '2031-05-20', assigneeUserId: 'safety01' })).actionNo);
    // two done, one cancelled, two open (set directly: the counting is under test, not the workflow)
    await t.rows(sql`update impr_action set status_cd = 'DONE', done_ymd = '2031-05-18' where action_no in (${ids[0]}, ${ids[1]})`);
    await t.rows(sql`update impr_action set status_cd = 'CANCELLED' where action_no = ${ids[2]}`);
    t.app.jobs.setClock(new Date('2031-05-31T23:30:00+09:00'));
    try {
      const body = (await inject(safety, 'GET', '/api/main/portlet/improvement')).json();
      expect(body).toMatchObject({ monthDueCount: 4, monthDoneCount: 2, closureRate: 50 });
      // the open ones of this month are not overdue yet on the 31st … and are the next morning
      t.app.jobs.setClock(new Date('2031-06-01T00:30:00+09:00'));
      const june = (await inject(safety, 'GET', '/api/main/portlet/improvement')).json();
      expect(june).toMatchObject({ monthDueCount: 0, closureRate: null });
      expect(june.mine.filter((m: { actionNo: number; overdue: boolean }) => ids.includes(m.actionNo) && m.overdue)).toHaveLength(2);
    } finally {
      t.app.jobs.setClock(null);
    }
  });
});
