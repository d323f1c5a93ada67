import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysYmd, permitWorkflow, SAF_WKOD_MESSAGES as M, SERVER_TIME_MESSAGES, WORKFLOW_MESSAGES, ymdIn } from '@jikim/shared';
import { sha256Hex } from '../../lib/password.js';
import { WKOD_GAS_DUE_JOB } from './wkod.gas-due.js';
import { auth, createTestApp, DEMO_PASSWORD, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';

let t: TestApp;
let safety: Tokens;
let worker: Tokens;
let gas: Tokens;
let vendor: string;

const P = '/api/saf/wkod/permits';
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const today = ymdIn(new Date(), 'Asia/Seoul');
type Tok = Tokens | string;
const inject = (tok: Tok, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as object }) });
type TPermit = { permitNo: number; version: number; statusCd: string } & Record<string, unknown>;
const step = (tok: Tok, p: { permitNo: number; version: number }, path: string, body: Record<string, unknown> = {}) =>
  inject(tok, 'POST', `${P}/${p.permitNo}/${path}`, { version: p.version, ...body });
const get = async (no: number) => (await inject(safety, 'GET', `${P}/${no}`)).json() as TPermit;
const ok = async (res: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as TPermit;
};

let w = { edu: 0, noEdu: 0, noLic: 0, other: 0 };
let projectNo = 0;
let mapNo = 0;

/** a permit of the safety team's own employees (no contractor, no workers) */
const own = (over: Record<string, unknown>) => ({
  plantCd: '1000', kindCd: 'GENERAL', workNm: '시험 작업', workYmd: '2031-03-01', startTm: '08:00', endTm: '12:00', areaCd: 'E_TURBINE',
  requestDeptCd: 'D1410', superviseDeptCd: 'D1410', ...over,
});
/** create, request, approve and issue a permit as the safety team */
async function issued(over: Record<string, unknown>, issueBody: Record<string, unknown> = {}) {
  let p = await ok(inject(safety, 'POST', P, own(over)));
  p = await ok(step(safety, p, 'request'));
  p = await ok(step(safety, p, 'approve'));
  return step(safety, p, 'issue', issueBody);
}

const SOD_RULE = permitWorkflow.separation[0]!.rule;
const relaxSeparation = (plants: string) => t.rows(sql`update com_code_master set attr1 = ${plants} where code_group_cd = 'WF_SOD_RELAX' and code = ${SOD_RULE}`);

beforeAll(async () => {
  t = await createTestApp({ attachCleanupSchedule: 0 });
  [safety, worker, gas] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'worker01'), login(t.app, 'gas01')]);
  // the demo plants have one safety manager each, who approves and issues in these flows: both plants relax the
  // requester / approver / issuer separation as small sites (the separation's own test turns it back on)
  await relaxSeparation('1000,2000');
  const v = await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId: 'vendor01', userPwdSHA: sha256Hex(DEMO_PASSWORD) } });
  vendor = v.json().accessToken as string;
  const mk = async (vendorCd: string, nm: string, eduYmd: string | null, licence: string | null) => {
    const [r] = await t.rows<{ n: number }>(sql`insert into vnd_worker (vendor_cd, plant_cd, worker_nm, phone_no, safety_edu_ymd, create_user_id, update_user_id)
      values (${vendorCd}, '1000', ${nm}, '010-1111-2222', ${eduYmd}, 'system', 'system') returning worker_no as n`);
    if (licence) await t.rows(sql`insert into vnd_worker_licence (worker_no, licence_kind_cd, expiry_ymd) values (${r!.n}, ${licence}, ${addDaysYmd(today, 400)})`);
    return Number(r!.n);
  };
  w = {
    edu: await mk('V0001', '김용접', addDaysYmd(today, -10), 'WELD'),
    noEdu: await mk('V0001', '이무교', null, 'WELD'),
    noLic: await mk('V0001', '박무자격', addDaysYmd(today, -10), null),
    other: await mk('V0002', '최타사', addDaysYmd(today, -10), 'WELD'),
  };
  const project = await ok(inject(safety, 'POST', '/api/saf/wkod/projects', {
    plantCd: '1000', projectNm: '보일러 #2 과열기 튜브 교체', contractNo: 'C-2031-001', startYmd: addDaysYmd(today, -30), endYmd: addDaysYmd(today, 60),
    superviseDeptCd: 'D1410', vendorCd: 'V0001',
    vendors: [{ vendorCd: 'V0001', roleCd: 'PRIME' }],
    workers: [w.edu, w.noEdu, w.noLic].map((workerNo) => ({ workerNo, vendorCd: 'V0001', roleNm: '용접' })),
  }));
  projectNo = Number(project.projectNo);
  const map = await ok(inject(safety, 'POST', '/api/saf/wkod/maps', { plantCd: '1000', mapNm: '서해화력 전체 배치도', widthM: 100, heightM: 100, useYn: 'Y' }));
  mapNo = Number(map.mapNo);
});
afterAll(async () => t?.close());

const hotPermit = (over: Record<string, unknown> = {}) => ({
  plantCd: '1000', projectNo, vendorCd: 'V0001', kindCd: 'HOT', workNm: '보일러 #2 과열기 튜브 용접', workYmd: today, startTm: '00:00', endTm: '23:59',
  areaCd: 'E_WATER', requestDeptCd: 'D1410', superviseDeptCd: 'D1410', fireWatcherNm: '김감시',
  workers: [{ workerNo: w.edu, vendorCd: 'V0001', roleCd: 'WORKER' }], measures: [{ measureCd: 'HOT_EXTING', checkYn: 'Y' }], ...over,
});

describe('work permits: workers', () => {
  it('refuses workers off the roster, without valid education or without the licence of the kind, naming them', async () => {
    expectError(await inject(vendor, 'POST', P, hotPermit({ workers: [{ workerNo: w.other, vendorCd: 'V0002', roleCd: 'WORKER' }] })), 409, M.notOnRoster('최타사'));
    expectError(await inject(vendor, 'POST', P, hotPermit({ workers: [{ workerNo: w.noEdu, vendorCd: 'V0001', roleCd: 'WORKER' }] })), 409, M.noEducation('이무교'));
    const noLic = expectError(await inject(vendor, 'POST', P, hotPermit({ workers: [{ workerNo: w.noLic, vendorCd: 'V0001', roleCd: 'WORKER' }] })), 409);
    expect(noLic.message).toContain('박무자격');
    expect(noLic.message).toContain('용접기능사');
    // a fire watcher needs no welding licence; nothing was saved by the refusals
    const okRes = await inject(vendor, 'POST', P, hotPermit({ workers: [{ workerNo: w.edu, vendorCd: 'V0001', roleCd: 'WORKER' }, { workerNo: w.noLic, vendorCd: 'V0001', roleCd: 'FIRE_WATCHER' }] }));
    expect(okRes.statusCode, okRes.body).toBe(200);
    const [n] = await t.rows<{ n: string }>(sql`select count(*) as n from saf_wkod_permit_worker where worker_no in (${w.other}, ${w.noEdu})`);
    expect(Number(n!.n)).toBe(0);
    // on request too: a worker whose education lapsed after saving is refused with the name
    const p = okRes.json() as TPermit;
    await t.rows(sql`update vnd_worker set safety_edu_ymd = null where worker_no = ${w.noLic}`);
    expectError(await step(vendor, p, 'request'), 409, M.noEducation('박무자격'));
    await t.rows(sql`update vnd_worker set safety_edu_ymd = ${addDaysYmd(today, -10)} where worker_no = ${w.noLic}`);
  });
});

describe('work permits: the issue checks and the step endpoints', () => {
  it('vendor requests, the supervising department approves, the safety team issues after gas and LOTO; start, complete after release', async () => {
    let p = await ok(inject(vendor, 'POST', P, hotPermit()));
    expect(p.statusCd).toBe('DRAFT');
    expect(p.startDt).toMatch(/T/);
    p = await ok(step(vendor, p, 'request', { signature: PNG }));
    expect(p.statusCd).toBe('REQUESTED');
    // a contractor is not among who may approve (plant users only): 403, as for a worker without the right
    expectError(await step(vendor, p, 'approve'), 403);
    expectError(await step(worker, p, 'approve'), 403);
    p = await ok(step(safety, p, 'approve', { signature: PNG }));
    expect(p.statusCd).toBe('APPROVED');
    // only the safety team issues; the generic transition does not bypass the checks
    expectError(await step(vendor, p, 'issue'), 403);
    expectError(await step(vendor, p, 'issue', { overrideReason: '급함' }), 403);
    expectError(await inject(safety, 'POST', `${P}/${p.permitNo}/transition`, { action: 'ISSUE', version: p.version }), 409, M.viaStep);
    // gas: none → required; out of limit → refused; a good one → passes this check
    expect(expectError(await step(safety, p, 'issue'), 409).returnCode).toBe('GAS_READING_REQUIRED');
    const bad = await inject(vendor, 'POST', `${P}/${p.permitNo}/gas-readings`, { o2Pct: 17.5, lelPct: 0, h2sPpm: 0, coPpm: 2 });
    expect(bad.statusCode, bad.body).toBe(200);
    expect(bad.json().list[0]).toMatchObject({ resultCd: 'OUT', outGases: 'o2Pct' });
    expect(bad.json().statusCd).toBe('APPROVED');
    expect(expectError(await step(safety, p, 'issue'), 409).returnCode).toBe('GAS_OUT_OF_LIMIT');
    expectError(await inject(vendor, 'POST', `${P}/${p.permitNo}/gas-readings`, { o2Pct: 20.9 }), 400, M.gasValuesRequired);
    const good = await inject(vendor, 'POST', `${P}/${p.permitNo}/gas-readings`, { o2Pct: 20.9, lelPct: 0, h2sPpm: 0, coPpm: 3 });
    expect(good.json().list[0].resultCd).toBe('OK');
    expect(good.json().nextDueDt).not.toBeNull();
    // LOTO: a point not isolated and verified (zero energy) refuses the issue
    let loto = (await inject(vendor, 'POST', `${P}/${p.permitNo}/loto`, { equipmentNm: '#2 보일러 급수 차단밸브 FW-201', energyTypeCd: 'THERMAL', lockNo: 'L-017', tagNo: 'T-017' })).json().list;
    expect(expectError(await step(safety, p, 'issue'), 409).returnCode).toBe('LOTO_INCOMPLETE');
    loto = (await inject(vendor, 'POST', `${P}/${p.permitNo}/loto/${loto[0].lotoNo}/isolate`, { version: loto[0].version })).json().list;
    loto = (await inject(safety, 'POST', `${P}/${p.permitNo}/loto/${loto[0].lotoNo}/verify`, { version: loto[0].version, zeroEnergyYn: 'N' })).json().list;
    expect(expectError(await step(safety, p, 'issue'), 409).returnCode).toBe('LOTO_INCOMPLETE');
    loto = (await inject(safety, 'POST', `${P}/${p.permitNo}/loto/${loto[0].lotoNo}/verify`, { version: loto[0].version, zeroEnergyYn: 'Y' })).json().list;
    expect(loto[0]).toMatchObject({ isolatedUserId: 'vendor01', verifiedUserId: 'safety01', zeroEnergyYn: 'Y' });
    expectError(await step(safety, { ...p, version: p.version - 1 }, 'issue'), 409, undefined);
    p = await ok(step(safety, p, 'issue', { signature: PNG }));
    expect(p).toMatchObject({ statusCd: 'ISSUED', issuerUserId: 'safety01' });
    // after issue the permit cannot be edited; LOTO points cannot be added
    expectError(await inject(vendor, 'PUT', `${P}/${p.permitNo}`, { ...hotPermit(), version: p.version }), 409, WORKFLOW_MESSAGES.notEditable);
    expectError(await inject(vendor, 'DELETE', `${P}/${p.permitNo}?version=${p.version}`), 409, WORKFLOW_MESSAGES.notEditable);
    expectError(await inject(vendor, 'POST', `${P}/${p.permitNo}/loto`, { equipmentNm: 'x', energyTypeCd: 'ELECTRIC' }), 409, M.lotoLocked);
    p = await ok(step(vendor, p, 'start'));
    expect(p.statusCd).toBe('ACTIVE');
    expect(expectError(await step(vendor, p, 'complete'), 409).returnCode).toBe('LOTO_NOT_RELEASED');
    loto = (await inject(vendor, 'POST', `${P}/${p.permitNo}/loto/${loto[0].lotoNo}/release`, { version: loto[0].version })).json().list;
    expect(loto[0].releasedUserId).toBe('vendor01');
    p = await ok(step(vendor, p, 'complete'));
    expect(p.statusCd).toBe('COMPLETED');
    const panels = (await inject(safety, 'GET', `${P}/${p.permitNo}/panels`)).json();
    expect(panels.signatures.map((s: { roleCd: string }) => s.roleCd).sort()).toEqual(['ISSUER', 'REQUESTER', 'SUPERVISOR']);
    expect(panels.windows).toHaveLength(1);
    const hist = (await inject(safety, 'GET', `${P}/${p.permitNo}/history`)).json().list.map((h: { action: string }) => h.action);
    expect(hist).toEqual(['REQUEST', 'APPROVE', 'ISSUE', 'START', 'COMPLETE']);
    // the public status page: non-personal data only, reached by the permit's random token, never by its number
    expect(p.publicToken).toMatch(/^[0-9a-f]{32}$/);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/wkod/${p.permitNo}` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/wkod/${'0'.repeat(32)}` })).statusCode).toBe(404);
    const pub = await t.app.inject({ method: 'GET', url: `/api/public/wkod/${p.publicToken}` });
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toMatchObject({ permitNo: p.permitNo, kindCd: 'HOT', kindNm: '화기작업', areaNm: '수처리동', statusCd: 'COMPLETED' });
    expect(pub.body).not.toContain('김용접');
    expect(pub.body).not.toContain('vendor01');
    expect(pub.json().lastGasDt).not.toBeNull();
  });

  it('an out-of-limit reading suspends an active permit and notifies; the safety team resumes after a good reading', async () => {
    let p = await ok(inject(vendor, 'POST', P, hotPermit({ areaCd: 'E_FGD', workNm: '탈황 흡수탑 배관 용접' })));
    p = await ok(step(vendor, p, 'request'));
    p = await ok(step(safety, p, 'approve'));
    await inject(vendor, 'POST', `${P}/${p.permitNo}/gas-readings`, { o2Pct: 20.9, lelPct: 1, h2sPpm: 0, coPpm: 0 });
    p = await ok(step(safety, await get(p.permitNo), 'issue'));
    p = await ok(step(vendor, p, 'start'));
    const out = await inject(vendor, 'POST', `${P}/${p.permitNo}/gas-readings`, { o2Pct: 20.8, lelPct: 12, h2sPpm: 0, coPpm: 0 });
    expect(out.json()).toMatchObject({ statusCd: 'SUSPENDED' });
    p = await get(p.permitNo);
    expect(p.statusNote).toContain('lelPct');
    const notes = await t.rows<{ user_id: string }>(sql`select user_id from com_notification where kind_cd = 'WKOD_GAS_OUT' and link_key = ${String(p.permitNo)}`);
    expect(notes.map((n) => n.user_id)).toContain('safety01');
    expect(expectError(await step(safety, p, 'resume'), 409).message).toBe(M.gasNotOk);
    await inject(vendor, 'POST', `${P}/${p.permitNo}/gas-readings`, { o2Pct: 20.9, lelPct: 0, h2sPpm: 0, coPpm: 0 });
    p = await get(p.permitNo);
    expectError(await step(vendor, p, 'resume'), 403);
    p = await ok(step(safety, p, 'resume'));
    expect(p.statusCd).toBe('ISSUED');
    // over: the safety team with a note; others refused
    expectError(await step(vendor, p, 'over', { comment: '시간 종료' }), 403);
    expectError(await step(safety, p, 'over'), 400, WORKFLOW_MESSAGES.commentRequired);
    p = await ok(step(safety, p, 'over', { comment: '작업시간 내 미완료, 익일 재신청' }));
    expect(p).toMatchObject({ statusCd: 'OVER', statusNote: '작업시간 내 미완료, 익일 재신청' });
    expectError(await inject(vendor, 'POST', `${P}/${p.permitNo}/gas-readings`, { o2Pct: 20.9, lelPct: 0, h2sPpm: 0, coPpm: 0 }), 409, M.gasClosed);
  });

  it('the gas-due job tells the requester, supervisor and safety team once when the next reading is overdue', async () => {
    let p = await ok(inject(vendor, 'POST', P, hotPermit({ areaCd: 'E_TURBINE', workNm: '터빈동 케이블 트레이 용접', gasIntervalMin: 30 })));
    p = await ok(step(vendor, p, 'request'));
    p = await ok(step(safety, p, 'approve'));
    await inject(vendor, 'POST', `${P}/${p.permitNo}/gas-readings`, { o2Pct: 20.9, lelPct: 0, h2sPpm: 0, coPpm: 0 });
    p = await ok(step(safety, await get(p.permitNo), 'issue'));
    const sent = async () => (await t.rows<{ user_id: string }>(sql`select user_id from com_notification where kind_cd = 'WKOD_GAS_DUE' and link_key = ${String(p.permitNo)}`)).map((r) => r.user_id);
    await t.app.jobs.run(WKOD_GAS_DUE_JOB, {}, { now: new Date(Date.now() + 20 * 60_000) });
    expect(await sent()).toEqual([]);
    await t.app.jobs.run(WKOD_GAS_DUE_JOB, {}, { now: new Date(Date.now() + 40 * 60_000) });
    expect((await sent()).sort()).toEqual(['safety01', 'vendor01']);
    await t.app.jobs.run(WKOD_GAS_DUE_JOB, {}, { now: new Date(Date.now() + 50 * 60_000) });
    expect(await sent()).toHaveLength(2);
    const panels = (await inject(safety, 'GET', `${P}/${p.permitNo}/panels`)).json();
    expect(Date.parse(panels.gas.nextDueDt) - Date.parse(panels.gas.list[0].measuredDt)).toBe(30 * 60_000);
  });

  it('rejects back to the requester and cancels with a reason', async () => {
    let p = await ok(inject(vendor, 'POST', P, hotPermit({ areaCd: 'E_TURBINE' })));
    p = await ok(step(vendor, p, 'request'));
    expectError(await step(safety, p, 'reject'), 400, WORKFLOW_MESSAGES.commentRequired);
    p = await ok(step(safety, p, 'reject', { comment: '화기감시자 교육 이력 보완' }));
    expect(p).toMatchObject({ statusCd: 'REJECTED', statusNote: '화기감시자 교육 이력 보완' });
    // editable and requested again
    p = await ok(inject(vendor, 'PUT', `${P}/${p.permitNo}`, { ...hotPermit({ areaCd: 'E_TURBINE', fireWatcherNm: '이감시' }), version: p.version }));
    p = await ok(step(vendor, p, 'request'));
    expectError(await step(vendor, p, 'cancel'), 400, WORKFLOW_MESSAGES.commentRequired);
    p = await ok(step(vendor, p, 'cancel', { comment: '설비 운전 일정 변경' }));
    expect(p.statusCd).toBe('CANCELLED');
    expectError(await step(vendor, p, 'request'), 409);
  });

  it('a contractor is offered neither approval nor rejection of its own request, and is refused them', async () => {
    let p = await ok(inject(vendor, 'POST', P, hotPermit({ areaCd: 'E_FGD' })));
    p = await ok(step(vendor, p, 'request'));
    const seen = (await inject(vendor, 'GET', `${P}/${p.permitNo}`)).json() as { allowedActions: string[] };
    expect(seen.allowedActions).not.toContain('APPROVE');
    expect(seen.allowedActions).not.toContain('REJECT');
    expect((await step(vendor, p, 'approve')).statusCode).toBe(403);
    expect((await inject(safety, 'GET', `${P}/${p.permitNo}`)).json().allowedActions).toContain('APPROVE');
    await ok(step(vendor, p, 'cancel', { comment: '시험 종료' }));
  });

  it('a contractor suspended for its penalty points can neither request nor be issued a permit', async () => {
    let p = await ok(inject(vendor, 'POST', P, hotPermit({ areaCd: 'E_COAL' })));
    await t.rows(sql`update com_vendor set status_cd = 'SUSPENDED' where vendor_cd = 'V0001'`);
    try {
      expectError(await step(vendor, p, 'request'), 409, M.vendorSuspended);
      expect((await get(p.permitNo)).statusCd).toBe('DRAFT');
      // requested and approved before the suspension: the safety team cannot issue it afterwards
      await t.rows(sql`update com_vendor set status_cd = 'ACTIVE' where vendor_cd = 'V0001'`);
      p = await ok(step(vendor, p, 'request'));
      p = await ok(step(safety, p, 'approve'));
      await t.rows(sql`update com_vendor set status_cd = 'SUSPENDED' where vendor_cd = 'V0001'`);
      const r = await step(safety, p, 'issue');
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json()).toMatchObject({ returnCode: 'VENDOR_SUSPENDED' });
      expect((await get(p.permitNo)).statusCd).toBe('APPROVED');
    } finally {
      await t.rows(sql`update com_vendor set status_cd = 'ACTIVE' where vendor_cd = 'V0001'`);
    }
  });
});

describe('work permits: segregation of duties (issue 25)', () => {
  type TActions = { allowedActions: string[]; separatedActions: { action: string; rule: string; taken?: string }[] };
  const actionsOf = async (tok: Tok, no: number) => {
    const r = (await inject(tok, 'GET', `${P}/${no}`)).json() as TActions;
    return { allowedActions: r.allowedActions, separatedActions: r.separatedActions };
  };

  it('GET one offers only the steps the rule lets the caller take and names the refused ones with why (item 8)', async () => {
    await relaxSeparation('');
    try {
      let p = await ok(inject(safety, 'POST', P, own({ workNm: '직무분리 버튼 확인 작업' })));
      p = await ok(step(safety, p, 'request'));
      // the requester: 승인 is the rule's, not offered; 반려 and 취소 are no part of it and stay
      const seen = await actionsOf(safety, p.permitNo);
      expect(seen.allowedActions).not.toContain('APPROVE');
      expect(seen.allowedActions).toEqual(expect.arrayContaining(['REJECT', 'CANCEL']));
      expect(seen.separatedActions).toEqual([{ action: 'APPROVE', rule: SOD_RULE, taken: 'REQUEST' }]);
      // a plant that relaxes the rule is offered the step (the server judges the relaxation, the web only shows it)
      await relaxSeparation('1000');
      expect(await actionsOf(safety, p.permitNo)).toMatchObject({ separatedActions: [] });
      expect((await actionsOf(safety, p.permitNo)).allowedActions).toContain('APPROVE');
      const approved = await ok(step(safety, p, 'approve'));
      await relaxSeparation('');
      const after = await ok(step(safety, approved, 'reject', { comment: '작업 범위 재검토' }));
      expect(after.statusCd).toBe('REJECTED');
      // 반려 → asked again: the one who approved (relaxed then, not now) may not be the requester; the GET's verdict and the
      // step's refusal agree
      const again = await actionsOf(safety, p.permitNo);
      expect(again.allowedActions).not.toContain('REQUEST');
      expect(again.separatedActions).toEqual([{ action: 'REQUEST', rule: SOD_RULE, taken: 'APPROVE' }]);
      expectError(await step(safety, after, 'request'), 403, M.separation);
    } finally {
      await relaxSeparation('1000,2000');
    }
  });

  it('the requester, the approver and the issuer are three people unless the plant relaxes it; each relaxed step is audited', async () => {
    await relaxSeparation('');
    try {
      let p = await ok(inject(safety, 'POST', P, own({ workNm: '직무분리 확인 작업' })));
      p = await ok(step(safety, p, 'request'));
      // the finding: the same safety manager requested, approved and issued
      expectError(await step(safety, p, 'approve'), 403, M.separation);
      expect((await get(p.permitNo)).statusCd).toBe('REQUESTED');
      // another plant's setting does not relax this plant's rule
      await relaxSeparation('2000');
      expectError(await step(safety, p, 'approve'), 403, M.separation);
      // a small site relaxes it: the step goes through and the relaxed use is in the audit log
      await relaxSeparation('1000');
      p = await ok(step(safety, p, 'approve'));
      expect(p.statusCd).toBe('APPROVED');
      const audits = await t.rows<{ after: { rule: string; action: string; plantCd: string } }>(sql`
        select after_data as after from com_audit_log where action = 'SOD_RELAXED' and entity = 'safWkodPermit' and entity_key = ${String(p.permitNo)}`);
      expect(audits.map((a) => a.after)).toEqual([{ rule: SOD_RULE, action: 'APPROVE', plantCd: '1000' }]);
      await relaxSeparation('');
      // the issuer may not be the approver either (nor the requester)
      expectError(await step(safety, p, 'issue'), 403, M.separation);
      expect((await get(p.permitNo)).statusCd).toBe('APPROVED');
    } finally {
      await relaxSeparation('1000,2000');
    }
  });
});

describe('work permits: trust nothing the client claims (issue 25)', () => {
  const GOOD = { o2Pct: 20.9, lelPct: 0, h2sPpm: 0, coPpm: 0 };
  const readings = async (no: number) => (await t.rows<{ n: number }>(sql`select count(*)::int as n from saf_wkod_gas_reading where permit_no = ${no}`))[0]!.n;
  const ago = (min: number) => new Date(Date.now() - min * 60_000).toISOString();

  it('finding 1: a gas reading dated ahead of the server is refused; its time may go back only the setting\'s window; a suspended permit stays suspended', async () => {
    let p = await ok(inject(vendor, 'POST', P, hotPermit({ areaCd: 'E_COAL', workNm: '컨베이어 풀리 용접 (미래 측정)' })));
    p = await ok(step(vendor, p, 'request'));
    p = await ok(step(safety, p, 'approve'));
    const gasUrl = `${P}/${p.permitNo}/gas-readings`;
    // months ahead → 400 naming the field, nothing written, the permit cannot be issued on it
    const future = expectError(await inject(vendor, 'POST', gasUrl, { ...GOOD, measuredAt: ago(-90 * 24 * 60) }), 400, SERVER_TIME_MESSAGES.future);
    expect(future.fields?.[0]?.field).toBe('measuredAt');
    expect(await readings(p.permitNo)).toBe(0);
    expect(expectError(await step(safety, await get(p.permitNo), 'issue'), 409).returnCode).toBe('GAS_READING_REQUIRED');
    // further back than SAF_WKOD_SETTING/GAS_PAST_WINDOW_MIN (30) → 400; within it → kept
    expectError(await inject(vendor, 'POST', gasUrl, { ...GOOD, measuredAt: ago(31) }), 400, SERVER_TIME_MESSAGES.tooOld(30));
    expect(await readings(p.permitNo)).toBe(0);
    const back = await inject(vendor, 'POST', gasUrl, { ...GOOD, measuredAt: ago(20) });
    expect(back.statusCode, back.body).toBe(200);
    // a phone clock a few seconds ahead is taken as the server's now: never stored ahead of it
    const skew = await inject(vendor, 'POST', gasUrl, { ...GOOD, measuredAt: ago(-0.5) });
    expect(skew.statusCode, skew.body).toBe(200);
    expect(Date.parse(skew.json().list[0].measuredDt)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(skew.json().nextDueDt)).toBeLessThanOrEqual(Date.now() + 120 * 60_000);
    p = await ok(step(safety, await get(p.permitNo), 'issue', { overrideReason: '데모 작업과 구역이 겹침: 시험용 승인' }));
    p = await ok(step(vendor, p, 'start'));
    // an out-of-limit reading suspends; a good reading dated ahead neither resumes it nor moves the next-due time
    expect((await inject(vendor, 'POST', gasUrl, { ...GOOD, lelPct: 15 })).json().statusCd).toBe('SUSPENDED');
    const due = (await inject(safety, 'GET', gasUrl)).json().nextDueDt as string;
    expectError(await inject(vendor, 'POST', gasUrl, { ...GOOD, measuredAt: ago(-60 * 24 * 60) }), 400, SERVER_TIME_MESSAGES.future);
    expect((await inject(safety, 'GET', gasUrl)).json().nextDueDt).toBe(due);
    expect(expectError(await step(safety, await get(p.permitNo), 'resume'), 409).message).toBe(M.gasNotOk);
    // a wider window is data; a good reading dated before the bad one still does not clear it
    await t.rows(sql`update com_code_master set attr1 = '180' where code_group_cd = 'SAF_WKOD_SETTING' and code = 'GAS_PAST_WINDOW_MIN'`);
    expect((await inject(vendor, 'POST', gasUrl, { ...GOOD, measuredAt: ago(120) })).statusCode).toBe(200);
    await t.rows(sql`update com_code_master set attr1 = '30' where code_group_cd = 'SAF_WKOD_SETTING' and code = 'GAS_PAST_WINDOW_MIN'`);
    expect(expectError(await step(safety, await get(p.permitNo), 'resume'), 409).message).toBe(M.gasNotOk);
  });

  it('finding 2: the contractor cannot remove a LOTO point once the permit is requested; the issue check still needs it', async () => {
    let p = await ok(inject(vendor, 'POST', P, hotPermit({ areaCd: 'E_SWITCHYARD', workNm: '개폐소 차단기 교체 (LOTO)' })));
    const add = async (nm: string) => (await inject(vendor, 'POST', `${P}/${p.permitNo}/loto`, { equipmentNm: nm, energyTypeCd: 'ELECTRIC' })).json().list as { lotoNo: number; version: number }[];
    let loto = await add('154kV 차단기 CB-1');
    loto = await add('154kV 단로기 DS-1');
    // while a draft, the requester removes its own points
    loto = (await inject(vendor, 'POST', `${P}/${p.permitNo}/loto/${loto[1]!.lotoNo}/remove`, { version: loto[1]!.version })).json().list;
    expect(loto).toHaveLength(1);
    p = await ok(step(vendor, p, 'request'));
    p = await ok(step(safety, p, 'approve'));
    await inject(vendor, 'POST', `${P}/${p.permitNo}/gas-readings`, GOOD);
    const removed = await inject(vendor, 'POST', `${P}/${p.permitNo}/loto/${loto[0]!.lotoNo}/remove`, { version: loto[0]!.version });
    expect(expectError(removed, 409, M.lotoRemoveLocked).returnCode).toBe('WF_LOCKED');
    expect((await inject(safety, 'GET', `${P}/${p.permitNo}/loto`)).json().list).toHaveLength(1);
    // the point stays, so the issue check still asks for its isolation
    expect(expectError(await step(safety, p, 'issue'), 409).returnCode).toBe('LOTO_INCOMPLETE');
    // adding one more before issue is still allowed (it only makes the isolation stricter)
    expect(await add('접지 개폐기 ES-1')).toHaveLength(2);
  });
});

describe('work permits: SIMOPS', () => {
  it('refuses by area with the conflicts; only the safety team overrides, with a reason; shown on both permits', async () => {
    const a = await ok(issued({ areaCd: 'E_TURBINE', workYmd: '2031-03-01', startTm: '08:00', endTm: '12:00', workNm: '터빈 베어링 점검' }));
    expect(a.statusCd).toBe('ISSUED');
    let b = await ok(inject(safety, 'POST', P, own({ areaCd: 'E_TURBINE', workYmd: '2031-03-01', startTm: '11:00', endTm: '15:00', workNm: '터빈 보온 작업' })));
    b = await ok(step(safety, b, 'request'));
    b = await ok(step(safety, b, 'approve'));
    const refused = expectError(await step(safety, b, 'issue'), 409, M.simopsConflict);
    expect(refused.returnCode).toBe('SIMOPS_CONFLICT');
    expect(refused.conflicts).toEqual([expect.objectContaining({ permitNo: a.permitNo, areaCd: 'E_TURBINE', statusCd: 'ISSUED' })]);
    expect(refused.conflicts[0].startDt).toBe(a.startDt);
    expect(expectError(await step(safety, b, 'issue', { overrideReason: '   ' }), 409).returnCode).toBe('SIMOPS_CONFLICT');
    // worker01 (no right) and the vendor are refused even with a reason
    expectError(await step(worker, b, 'issue', { overrideReason: '작업 구역 분리 확인' }), 403);
    b = await ok(step(safety, b, 'issue', { overrideReason: '작업 구역 칸막이 설치, 감시인 공동 배치' }));
    expect(b).toMatchObject({ statusCd: 'ISSUED', simopsOverrideReason: '작업 구역 칸막이 설치, 감시인 공동 배치' });
    const panelsA = (await inject(safety, 'GET', `${P}/${a.permitNo}/panels`)).json();
    expect(panelsA.overrides).toEqual([expect.objectContaining({ permitNo: b.permitNo, reason: '작업 구역 칸막이 설치, 감시인 공동 배치', userId: 'safety01' })]);
    const audits = await t.rows<{ entity_key: string }>(sql`select entity_key from com_audit_log where action = 'SIMOPS_OVERRIDE' and entity_key in (${String(a.permitNo)}, ${String(b.permitNo)})`);
    expect(audits.map((x) => Number(x.entity_key)).sort()).toEqual([a.permitNo, b.permitNo].sort());
    // no overlap in time: no conflict
    expect((await ok(issued({ areaCd: 'E_TURBINE', workYmd: '2031-03-01', startTm: '15:00', endTm: '17:00' }))).statusCd).toBe('ISSUED');
  });

  it('refuses by distance on the same map and by a kind pair', async () => {
    const ymd = '2031-03-02';
    const a = await ok(issued({ areaCd: 'E_COAL', workYmd: ymd, mapNo, mapX: 0.5, mapY: 0.5 }));
    const near = await issued({ areaCd: 'E_FGD', workYmd: ymd, mapNo, mapX: 0.52, mapY: 0.51 });
    expect(expectError(near, 409).conflicts.map((c: { permitNo: number }) => c.permitNo)).toEqual([a.permitNo]);
    const far = await issued({ areaCd: 'E_SWITCHYARD', workYmd: ymd, mapNo, mapX: 0.9, mapY: 0.9 });
    expect(far.statusCode, far.body).toBe(200);
    // HEAVY × HEIGHT is always a conflict in the plant, whatever the area
    const heavy = await ok(issued({ areaCd: 'E_WATER', workYmd: '2031-03-03', kindCd: 'HEAVY' }));
    const height = await issued({ areaCd: 'E_BOILER', workYmd: '2031-03-03', kindCd: 'GENERAL', kinds: [{ kindCd: 'HEIGHT' }] });
    expect(expectError(height, 409).conflicts.map((c: { permitNo: number }) => c.permitNo)).toEqual([heavy.permitNo]);
    expect((await issued({ areaCd: 'E_BOILER', workYmd: '2031-03-03', kindCd: 'GENERAL' })).statusCode).toBe(200);
  });

  it('extends within the day or the next, keeping the windows, and checks SIMOPS for the added time', async () => {
    const ymd = '2031-04-01';
    let a = await ok(issued({ areaCd: 'E_TURBINE', workYmd: ymd, startTm: '08:00', endTm: '12:00' }));
    const b = await ok(issued({ areaCd: 'E_TURBINE', workYmd: ymd, startTm: '13:00', endTm: '17:00' }));
    expectError(await step(safety, a, 'extend', { endYmd: addDaysYmd(ymd, 2), endTm: '10:00', reason: '자재 지연' }), 400, M.extendDay);
    expectError(await step(safety, a, 'extend', { endYmd: ymd, endTm: '11:00', reason: '자재 지연' }), 400, M.extendLater);
    const clash = expectError(await step(safety, a, 'extend', { endYmd: ymd, endTm: '15:00', reason: '자재 지연' }), 409);
    expect(clash.conflicts.map((c: { permitNo: number }) => c.permitNo)).toEqual([b.permitNo]);
    expectError(await step(worker, a, 'extend', { endYmd: ymd, endTm: '12:30', reason: '자재 지연' }), 403);
    a = await ok(step(safety, a, 'extend', { endYmd: ymd, endTm: '12:30', reason: '자재 지연' }));
    expect(a.endTm).toBe('12:30');
    const panels = (await inject(safety, 'GET', `${P}/${a.permitNo}/panels`)).json();
    expect(panels.windows.map((x: { seq: number; reason: string | null }) => [x.seq, x.reason])).toEqual([[1, null], [2, '자재 지연']]);
    expect(Date.parse(panels.windows[1].endDt) - Date.parse(panels.windows[0].endDt)).toBe(30 * 60_000);
    // the next day is allowed (a night shift)
    const c = await ok(issued({ areaCd: 'E_COAL', workYmd: ymd, startTm: '18:00', endTm: '23:00' }));
    expect((await ok(step(safety, c, 'extend', { endYmd: addDaysYmd(ymd, 1), endTm: '02:00', reason: '야간 연속 작업' }))).endTm).toBe('02:00');
  });
});

describe('work permits: scope', () => {
  it('vendor users see and reach only their vendor; other plants and departments are refused', async () => {
    const theirs = await ok(inject(safety, 'POST', P, own({ vendorCd: 'V0002', workNm: '타 업체 작업', workYmd: '2031-05-01' })));
    const list = (await inject(vendor, 'GET', `${P}?limit=300`)).json();
    expect(list.list.length).toBeGreaterThan(0);
    expect(list.list.every((r: { vendorCd: string }) => r.vendorCd === 'V0001')).toBe(true);
    expect([403, 404]).toContain((await inject(vendor, 'GET', `${P}/${theirs.permitNo}`)).statusCode);
    expect([403, 404]).toContain((await inject(vendor, 'GET', `${P}/${theirs.permitNo}/panels`)).statusCode);
    expect([403, 404]).toContain((await step(vendor, theirs, 'request')).statusCode);
    expectError(await inject(vendor, 'POST', P, hotPermit({ vendorCd: 'V0002', workers: [] })), 403);
    // the gas plant and another department
    expectError(await inject(gas, 'GET', `${P}/${theirs.permitNo}`), 403);
    expectError(await inject(worker, 'GET', `${P}/${theirs.permitNo}`), 403);
    const wl = (await inject(worker, 'GET', `${P}?limit=300`)).json();
    expect(wl.list.some((r: { permitNo: number }) => r.permitNo === theirs.permitNo)).toBe(false);
    // the vendor's roster view of the project shows education and licences
    const roster = (await inject(vendor, 'GET', `/api/saf/wkod/roster?projectNo=${projectNo}`)).json().list as { workerNo: number; onRoster: boolean; eduValid: boolean }[];
    expect(roster.find((r) => r.workerNo === w.edu)).toMatchObject({ onRoster: true, eduValid: true });
    expect(roster.find((r) => r.workerNo === w.noEdu)).toMatchObject({ onRoster: true, eduValid: false });
    expect(roster.some((r) => r.workerNo === w.other)).toBe(false);
  });
});

describe('work permits: demo data', () => {
  it('a year of projects and permits in both plants, every status, a SIMOPS override and a suspension after a bad reading', async () => {
    // the demo's projects (contracts of 2026; this file's project is C-2031-001)
    const st = await t.rows<{ plant_cd: string; status_cd: string }>(sql`select distinct p.plant_cd, p.status_cd from saf_wkod_permit p
      join saf_wkod_project j on j.project_no = p.project_no and j.contract_no like '_-2026-%'`);
    for (const plant of ['1000', '2000']) {
      const s = new Set(st.filter((r) => r.plant_cd === plant).map((r) => r.status_cd));
      for (const code of ['DRAFT', 'REQUESTED', 'APPROVED', 'ISSUED', 'ACTIVE', 'SUSPENDED', 'COMPLETED', 'OVER', 'CANCELLED', 'REJECTED']) expect(s, `${plant} ${code}`).toContain(code);
    }
    const [span] = await t.rows<{ days: number }>(sql`select (max(work_ymd) - min(work_ymd))::int as days from saf_wkod_permit where work_ymd < '2031-01-01'`);
    expect(Number(span!.days)).toBeGreaterThan(300);
    const [o] = await t.rows<{ n: string }>(sql`select count(*) as n from saf_wkod_simops_override`);
    expect(Number(o!.n)).toBeGreaterThan(0);
    const [g] = await t.rows<{ n: string }>(sql`select count(*) as n from saf_wkod_permit p join saf_wkod_gas_reading r on r.permit_no = p.permit_no and r.result_cd = 'OUT' where p.status_cd = 'SUSPENDED'`);
    expect(Number(g!.n)).toBeGreaterThan(0);
  });
});
