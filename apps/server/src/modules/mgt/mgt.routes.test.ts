import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MGT_MESSAGES, MGT_SAPA_DUTIES, type TMgtIndicatorRow, type TMgtSapa } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';

let t: TestApp;
let safety: Tokens;
let gas: Tokens;
let worker: Tokens;
let ceo: Tokens;

const get = (tok: Tokens, url: string) => t.app.inject({ url, headers: auth(tok) });
const post = (tok: Tokens, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: auth(tok), payload });
const one = async <T = Record<string, unknown>>(q: ReturnType<typeof sql>) => (await t.rows<T>(q))[0]!;

/** a plant-1000 obligation of the register, owned by worker01 */
async function law(over: { useYn?: string; plantCd?: string } = {}) {
  return one<{ law_no: number }>(sql`insert into mgt_law (plant_cd, dept_cd, law_cd, article, law_title, duty_text, owner_user_id, use_yn)
    values (${over.plantCd ?? '1000'}, ${over.plantCd === '2000' ? 'D2210' : 'D1210'}, 'OSHA', '산안법 제29조', '근로자 안전보건교육', '정기교육 실시', 'worker01', ${over.useYn ?? 'Y'}) returning law_no`);
}
const binder = async (tok: Tokens, plantCd: string, year: number, half: 'H1' | 'H2') => {
  const res = await get(tok, `/api/mgt/sapa?plantCd=${plantCd}&year=${year}&half=${half}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TMgtSapa;
};
const duty = (b: TMgtSapa, no: number) => b.duties.find((d) => d.dutyNo === no)!;
const count = (b: TMgtSapa, no: number, kind: string) => duty(b, no).evidence.find((e) => e.kindCd === kind)!.count;

beforeAll(async () => {
  t = await createTestApp({ attachCleanupSchedule: 0 });
  // the gas terminal's safety manager writes its own plant's checks: refusals below are about the plant, not a missing right
  await t.rows(sql`insert into com_user_menu (user_id, menu_id, access_yn, write_yn) values ('gas01', 'MGT_LAW_CHECK', 'Y', 'Y'), ('gas01', 'MGT_SAPA', 'Y', 'Y')`);
  const tokens = await Promise.all(['safety01', 'gas01', 'worker01', 'ceo01'].map((u) => login(t.app, u)));
  [safety, gas, worker, ceo] = tokens as [Tokens, Tokens, Tokens, Tokens];
});
afterAll(async () => t?.close());

describe('POST /api/mgt/law-checks (시행령 제5조)', () => {
  it('NONCOMPLY opens exactly one improvement action (LAW) for the obligation\'s owner and answers its actionNo', async () => {
    const { law_no } = await law();
    const res = await post(safety, '/api/mgt/law-checks', { lawNo: law_no, year: 2030, half: 'H1', resultCd: 'NONCOMPLY', comment: '정기교육 미실시 1개 부서' });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json();
    expect(c).toMatchObject({ lawNo: law_no, plantCd: '1000', year: 2030, half: 'H1', resultCd: 'NONCOMPLY' });
    expect(c.actionNo).toEqual(expect.any(Number));
    const actions = await t.rows<{ action_no: number; assignee_user_id: string; source_key: string; status_cd: string }>(sql`
      select action_no, assignee_user_id, source_key, status_cd from impr_action where source_type_cd = 'LAW' and source_key = ${String(c.checkNo)}`);
    expect(actions).toEqual([{ action_no: c.actionNo, assignee_user_id: 'worker01', source_key: String(c.checkNo), status_cd: 'REGISTERED' }]);
    // the same half again: refused, still one action
    expectError(await post(safety, '/api/mgt/law-checks', { lawNo: law_no, year: 2030, half: 'H1', resultCd: 'NONCOMPLY', comment: '다시' }), 400, MGT_MESSAGES.checkExists);
    expect(Number((await one<{ n: string }>(sql`select count(*) as n from impr_action where source_type_cd = 'LAW' and source_key = ${String(c.checkNo)}`)).n)).toBe(1);
    // the register reads the check with its action
    const got = await get(safety, `/api/mgt/law-checks/${c.checkNo}`);
    expect(got.json()).toMatchObject({ checkNo: c.checkNo, resultCd: 'NONCOMPLY', actionNo: c.actionNo });
  });

  it('COMPLY and NA open no action; a switched-off obligation is refused', async () => {
    const { law_no } = await law();
    const before = await one<{ n: string }>(sql`select count(*) as n from impr_action`);
    for (const [half, resultCd] of [['H1', 'COMPLY'], ['H2', 'NA']] as const) {
      const res = await post(safety, '/api/mgt/law-checks', { lawNo: law_no, year: 2030, half, resultCd, comment: '' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().actionNo).toBeNull();
    }
    expect(await one(sql`select count(*) as n from impr_action`)).toEqual(before);
    const off = await law({ useYn: 'N' });
    expectError(await post(safety, '/api/mgt/law-checks', { lawNo: off.law_no, year: 2030, half: 'H1', resultCd: 'COMPLY', comment: '' }), 400, MGT_MESSAGES.lawNotApplicable);
  });

  it('scope: another plant\'s obligation is refused (403), nothing written; no right on the menu is refused; a missing one is 404', async () => {
    const { law_no } = await law();
    const before = await one(sql`select count(*) as n from mgt_law_check`);
    const r = await post(gas, '/api/mgt/law-checks', { lawNo: law_no, year: 2030, half: 'H1', resultCd: 'NONCOMPLY', comment: 'x' });
    expect(r.statusCode).toBe(403);
    expect((await post(worker, '/api/mgt/law-checks', { lawNo: law_no, year: 2030, half: 'H1', resultCd: 'NONCOMPLY', comment: 'x' })).statusCode).toBe(403);
    expect(await one(sql`select count(*) as n from mgt_law_check`)).toEqual(before);
    expect((await post(safety, '/api/mgt/law-checks', { lawNo: 999_999, year: 2030, half: 'H1', resultCd: 'COMPLY', comment: '' })).statusCode).toBe(404);
  });
});

describe('준수평가 결재 (MGT_LAW_CHECK): only approved checks count in the binder\'s 제5조', () => {
  it('a check is corrected until its 결재 is requested, counts once the responsible manager approves, and is locked after', async () => {
    const Y = 2034;
    const { law_no } = await law();
    const before = await binder(safety, '1000', Y, 'H1');
    const checked = (b: TMgtSapa) => b.lawCheck.evidence.find((e) => e.kindCd === 'LAW_CHECKED')!.count;
    const nonComply = (b: TMgtSapa) => b.lawCheck.evidence.find((e) => e.kindCd === 'LAW_NONCOMPLY')!.count;
    const res = await post(safety, '/api/mgt/law-checks', { lawNo: law_no, year: Y, half: 'H1', resultCd: 'NONCOMPLY', comment: '1개 부서 미실시' });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json() as { checkNo: number; actionNo: number };
    expect(c.actionNo).toEqual(expect.any(Number));
    // not approved: the binder does not count it
    let b = await binder(safety, '1000', Y, 'H1');
    expect([checked(b), nonComply(b)]).toEqual([checked(before), nonComply(before)]);
    // the evaluator corrects the comment; the result stays as created (its action stays true)
    let rec = (await get(safety, `/api/mgt/law-checks/${c.checkNo}`)).json();
    expect(rec.apprStatusCd).toBeNull();
    const put = await t.app.inject({ method: 'PUT', url: `/api/mgt/law-checks/${c.checkNo}`, headers: auth(safety), payload: { ...rec, resultCd: 'COMPLY', comment: '1개 부서 미실시, 보충교육 예정' } });
    expect(put.statusCode, put.body).toBe(200);
    rec = (await get(safety, `/api/mgt/law-checks/${c.checkNo}`)).json();
    expect([rec.resultCd, rec.comment]).toEqual(['NONCOMPLY', '1개 부서 미실시, 보충교육 예정']);
    // 결재: the plant's line template names the safety team's head
    const rq = await post(safety, '/api/manage/apprrequest', { apprTypeCd: 'MGT_LAW_CHECK', recordKey: String(c.checkNo), submitYn: 'Y' });
    expect(rq.statusCode, rq.body).toBe(200);
    const no = rq.json().apprRequestNo as number;
    const detail = (await get(safety, `/api/manage/apprrequest/${no}`)).json();
    const step = (detail.steps as { stepNo: number; approverUserId: string; stepStatus: string }[]).find((s) => s.stepStatus === 'PENDING')!;
    const head = await one<{ duty_cd: string; dept_cd: string }>(sql`select duty_cd, dept_cd from com_user where user_id = ${step.approverUserId}`);
    expect(head).toEqual({ duty_cd: 'DUT03', dept_cd: 'D1210' });
    // in approval: still not counted, and locked
    expect(checked(await binder(safety, '1000', Y, 'H1'))).toBe(checked(before));
    rec = (await get(safety, `/api/mgt/law-checks/${c.checkNo}`)).json();
    const locked = await t.app.inject({ method: 'PUT', url: `/api/mgt/law-checks/${c.checkNo}`, headers: auth(safety), payload: { ...rec, comment: '변경' } });
    expect(locked.statusCode).toBe(409);
    const approver = await login(t.app, step.approverUserId);
    const d = await t.app.inject({ method: 'PATCH', url: `/api/manage/appr/${no}`, headers: auth(approver), payload: { stepNo: step.stepNo, decisionCd: 'APPROVE', comment: '확인' } });
    expect(d.statusCode, d.body).toBe(200);
    b = await binder(safety, '1000', Y, 'H1');
    expect([checked(b), nonComply(b)]).toEqual([checked(before) + 1, nonComply(before) + 1]);
    expect((await get(safety, `/api/mgt/law-checks/${c.checkNo}`)).json().apprStatusCd).toBe('APPROVED');
    const ev = (await get(safety, `/api/mgt/sapa/evidence?plantCd=1000&year=${Y}&half=H1&kindCd=LAW_CHECKED`)).json();
    expect(ev.list.map((r: { key: string }) => r.key)).toContain(String(law_no));
  });
});

describe('GET /api/mgt/sapa: duty status rules from live records (시행령 제4조)', () => {
  // year 2031 of plant 1000: no demo record lies in it; appointments are judged on today, so plant 1000's are cleared
  const Y = 2031;
  beforeAll(async () => {
    await t.rows(sql`delete from mgt_appointment where plant_cd = '1000'`);
  });

  it('a half without records: every duty NOT_DONE (duty 6 without appointments too), the 제5조 check NOT_DONE', async () => {
    const b = await binder(safety, '1000', Y, 'H1');
    expect(b).toMatchObject({ plantCd: '1000', year: Y, half: 'H1', signedYn: 'N' });
    expect(b.duties.map((d) => d.dutyNo)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const no of [1, 2, 3, 4, 5, 6, 8, 9]) expect([no, duty(b, no).statusCd]).toEqual([no, 'NOT_DONE']);
    expect(duty(b, 3).evidence.map((e) => e.kindCd)).toEqual(MGT_SAPA_DUTIES[2]!.evidence.map((e) => e.kindCd));
    expect(duty(b, 3).evidence[0]).toEqual({ kindCd: 'RSA_APPROVED', count: 0, link: '/rsa/rsaPlan' });
  });

  it('duty 3: an assessment approved in the half → DONE; open findings below 80 % closed → PARTIAL; closed → DONE', async () => {
    const p = await one<{ plan_no: number }>(sql`insert into rsa_plan (status_cd, plant_cd, dept_cd, kind_cd, method_cd, plan_title, plan_from_ymd, plan_to_ymd, create_user_id, update_user_id)
      values ('ASSESSED', '1000', 'D1310', 'REGULAR', 'FREQ_SEV', '2031 정기 위험성평가', '2031-02-01', '2031-03-31', 'safety01', 'safety01') returning plan_no`);
    // approved (ASSESSED) in the other half: not this half's evidence
    await t.rows(sql`insert into com_status_history (entity, entity_key, action_cd, from_status_cd, to_status_cd, user_id, create_dt)
      values ('rsaPlan', ${String(p.plan_no)}, 'APPROVE_RESULT', 'RESULT_REQUESTED', 'ASSESSED', 'e9130', '2031-07-02T01:00:00Z')`);
    expect(duty(await binder(safety, '1000', Y, 'H1'), 3).statusCd).toBe('NOT_DONE');
    expect(duty(await binder(safety, '1000', Y, 'H2'), 3).statusCd).toBe('DONE');
    await t.rows(sql`update com_status_history set create_dt = '2031-04-02T01:00:00Z' where entity = 'rsaPlan' and entity_key = ${String(p.plan_no)}`);
    let b = await binder(safety, '1000', Y, 'H1');
    expect([duty(b, 3).statusCd, count(b, 3, 'RSA_APPROVED')]).toEqual(['DONE', 1]);
    // five findings, three closed (60 % < 80 %)
    for (let i = 0; i < 5; i += 1) {
      await t.rows(sql`insert into saf_patrol_finding (status_cd, plant_cd, dept_cd, patrol_ymd, patrol_type_cd, place_nm, category_cd, content)
        values (${i < 3 ? 'CLOSED' : 'OPEN'}, '1000', 'D1310', ${`2031-05-1${i}`}, 'SAFETY', '보일러동', 'FALL', '개구부 덮개 미설치')`);
    }
    b = await binder(safety, '1000', Y, 'H1');
    expect([duty(b, 3).statusCd, count(b, 3, 'PATROL_FINDING'), count(b, 3, 'PATROL_CLOSED')]).toEqual(['PARTIAL', 5, 3]);
    await t.rows(sql`update saf_patrol_finding set status_cd = 'CLOSED' where plant_cd = '1000' and patrol_ymd = '2031-05-13'`);
    b = await binder(safety, '1000', Y, 'H1');
    expect([duty(b, 3).statusCd, count(b, 3, 'PATROL_CLOSED')]).toEqual(['DONE', 4]);
    // the records behind the count
    const ev = await get(safety, `/api/mgt/sapa/evidence?plantCd=1000&year=${Y}&half=H1&kindCd=RSA_APPROVED`);
    expect(ev.json()).toMatchObject({ count: 1, list: [{ key: String(p.plan_no), title: '2031 정기 위험성평가', ymd: '2031-04-02' }] });
  });

  it('duty 8: a drill held in the half → DONE (a planned one is not); duty 9: a completed contractor evaluation → DONE', async () => {
    await t.rows(sql`insert into mgt_drill (status_cd, plant_cd, dept_cd, drill_type_cd, drill_title, plan_ymd, scenario) values
      ('PLANNED', '1000', 'D1210', 'FIRE', '계획만 된 훈련', '2031-03-10', '보일러동 화재')`);
    let b = await binder(safety, '1000', Y, 'H1');
    expect([duty(b, 8).statusCd, duty(b, 9).statusCd]).toEqual(['NOT_DONE', 'NOT_DONE']);
    await t.rows(sql`insert into mgt_drill (status_cd, plant_cd, dept_cd, drill_type_cd, drill_title, plan_ymd, done_ymd, participant_count, result, scenario) values
      ('DONE', '1000', 'D1210', 'GAS_LEAK', '암모니아 누출 훈련', '2031-04-10', '2031-04-10', 42, '집결 7분', '탈질설비 암모니아 누출')`);
    const set = await one<{ set_no: number }>(sql`select set_no from vnd_eval_item_set order by set_no limit 1`);
    await t.rows(sql`insert into vnd_eval (status_cd, plant_cd, vendor_cd, eval_kind_cd, eval_year, eval_half, set_no, eval_ymd, evaluator_user_id, grade_cd)
      values ('DONE', '1000', 'V0001', 'REGULAR', ${Y}, 'H1', ${set.set_no}, '2031-05-20', 'safety01', 'A')`);
    b = await binder(safety, '1000', Y, 'H1');
    expect([duty(b, 8).statusCd, count(b, 8, 'DRILL_DONE'), duty(b, 9).statusCd, count(b, 9, 'VENDOR_EVAL')]).toEqual(['DONE', 1, 'DONE', 1]);
  });

  it('duty 6: a safety manager in post → DONE; a vacant post warns → PARTIAL; duty 7 needs near misses and two committee meetings', async () => {
    await t.rows(sql`insert into mgt_appointment (plant_cd, dept_cd, role_cd, user_id, appoint_ymd) values ('1000', 'D1210', 'SAFETY_MGR', 'safety01', '2020-01-01')`);
    let b = await binder(safety, '1000', Y, 'H1');
    expect(duty(b, 6).statusCd).toBe('DONE');
    await t.rows(sql`insert into mgt_appointment (plant_cd, dept_cd, role_cd, user_id, appoint_ymd) values ('1000', 'D1220', 'HEALTH_MGR', null, '2020-01-01')`);
    b = await binder(safety, '1000', Y, 'H1');
    expect([duty(b, 6).statusCd, count(b, 6, 'APPOINT_WARNING')]).toEqual(['PARTIAL', 1]);
    // the evidence rows in the interface language: the role by its code name, the vacancy in words (ko default, en, zh, es)
    const rows = async (lang: string, kindCd: string) =>
      (await get(safety, `/api/mgt/sapa/evidence?plantCd=1000&year=${Y}&half=H1&kindCd=${kindCd}${lang ? `&lang=${lang}` : ''}`)).json().list as { title: string; statusNm: string | null }[];
    expect((await rows('', 'APPOINT_WARNING')).map((r) => [r.title, r.statusNm])).toEqual([['보건관리자 — 공석', '공석']]);
    expect((await rows('en', 'APPOINT_WARNING')).map((r) => [r.title, r.statusNm])).toEqual([['Health manager — Vacant', 'Vacant']]);
    expect((await rows('zh', 'APPOINT_WARNING'))[0]!.statusNm).toBe('空缺');
    expect((await rows('es', 'APPOINT_ACTIVE'))[0]!.title).toBe('Técnico de seguridad — 김안전');
    await t.rows(sql`insert into mgt_budget (plant_cd, dept_cd, year, category_cd, item_nm, budget_amt) values ('1000', 'D1210', ${Y}, 'PPE', '보호구 구매', 12500000)`);
    expect((await rows('', 'BUDGET_LINE'))[0]!.title).toBe('보호구 구매 (12,500,000원)');
    expect((await rows('en', 'BUDGET_LINE'))[0]!.title).toBe('보호구 구매 (KRW 12,500,000)');
    await t.rows(sql`insert into saf_near_miss (status_cd, plant_cd, dept_cd, occurred_ymd, title, contents) values ('REPORTED', '1000', 'D1310', '2031-02-03', '미끄럼', '계단 결빙')`);
    b = await binder(safety, '1000', Y, 'H1');
    expect(duty(b, 7).statusCd).toBe('PARTIAL');
    for (const ymd of ['2031-03-15', '2031-06-15']) {
      await t.rows(sql`insert into mgt_committee (status_cd, plant_cd, dept_cd, committee_type_cd, meeting_ymd, meeting_title) values ('CONFIRMED', '1000', 'D1210', 'OSH_COMMITTEE', ${ymd}, '정기 위원회')`);
    }
    b = await binder(safety, '1000', Y, 'H1');
    expect([duty(b, 7).statusCd, count(b, 7, 'COMMITTEE_HELD')]).toEqual(['DONE', 2]);
  });

  it('scope: another plant\'s binder is refused; no right is refused; the CEO reads every plant', async () => {
    expect((await get(gas, `/api/mgt/sapa?plantCd=1000&year=${Y}&half=H1`)).statusCode).toBe(403);
    expect((await get(worker, `/api/mgt/sapa?plantCd=1000&year=${Y}&half=H1`)).statusCode).toBe(403);
    expect((await get(ceo, `/api/mgt/sapa?plantCd=1000&year=${Y}&half=H1`)).statusCode).toBe(200);
    expect((await get(ceo, `/api/mgt/sapa?plantCd=2000&year=${Y}&half=H1`)).statusCode).toBe(200);
    expect((await get(ceo, `/api/mgt/indicators?plantCd=2000&year=${Y}`)).statusCode).toBe(200);
  });
});

describe('sign-off through 결재 freezes the binder', () => {
  it('approval stores the binder; a later record does not change the signed half, the Excel lists the evidence', async () => {
    const Y = 2032;
    await t.rows(sql`insert into mgt_drill (status_cd, plant_cd, dept_cd, drill_type_cd, drill_title, plan_ymd, done_ymd, participant_count, result, scenario) values
      ('DONE', '1000', 'D1210', 'FIRE', '보일러동 화재 훈련', '2032-09-10', '2032-09-10', 30, '집결 6분', '보일러동 화재')`);
    const c = await post(safety, '/api/mgt/sapa-reviews', { plantCd: '1000', year: Y, half: 'H2', reviewComment: '하반기 이행 상태 검토 완료' });
    expect(c.statusCode, c.body).toBe(200);
    const reviewNo = c.json().reviewNo as number;
    expect((await binder(safety, '1000', Y, 'H2')).reviewNo).toBe(reviewNo);
    const rq = await post(safety, '/api/manage/apprrequest', { apprTypeCd: 'MGT_SAPA', recordKey: String(reviewNo), submitYn: 'Y' });
    expect(rq.statusCode, rq.body).toBe(200);
    const no = rq.json().apprRequestNo as number;
    // the line template: the CEO signs
    const detail = (await get(ceo, `/api/manage/apprrequest/${no}`)).json();
    const step = (detail.steps as { stepNo: number; approverUserId: string; stepStatus: string }[]).find((s) => s.stepStatus === 'PENDING')!;
    expect(step.approverUserId).toBe('ceo01');
    const d = await t.app.inject({ method: 'PATCH', url: `/api/manage/appr/${no}`, headers: auth(ceo), payload: { stepNo: step.stepNo, decisionCd: 'APPROVE', comment: '확인' } });
    expect(d.statusCode, d.body).toBe(200);
    const signed = await binder(safety, '1000', Y, 'H2');
    expect([signed.signedYn, count(signed, 8, 'DRILL_DONE'), duty(signed, 8).statusCd]).toEqual(['Y', 1, 'DONE']);
    expect(signed.frozenDt).toEqual(expect.any(String));
    // a record added afterwards: the signed half keeps its snapshot (and its evidence rows)
    await t.rows(sql`insert into mgt_drill (status_cd, plant_cd, dept_cd, drill_type_cd, drill_title, plan_ymd, done_ymd, participant_count, result, scenario) values
      ('DONE', '1000', 'D1210', 'EVACUATION', '추가 훈련', '2032-10-10', '2032-10-10', 20, '집결 5분', '대피')`);
    const after = await binder(safety, '1000', Y, 'H2');
    expect(after).toEqual(signed);
    // "changed since signed": the frozen count against the live records, the record added since, the duty unchanged
    const ch = (await get(safety, `/api/mgt/sapa/changes?plantCd=1000&year=${Y}&half=H2`)).json();
    expect(ch.signedYn).toBe('Y');
    expect(ch.duties).toEqual([]);
    const drills = ch.kinds.find((k: { kindCd: string }) => k.kindCd === 'DRILL_DONE');
    expect(drills).toMatchObject({ frozenCount: 1, liveCount: 2, removed: [], changed: [] });
    expect(drills.added.map((r: { title: string; ymd: string; statusNm: string }) => [r.title, r.ymd, r.statusNm])).toEqual([['추가 훈련', '2032-10-10', '실시완료']]);
    expect(ch.kinds.map((k: { kindCd: string }) => k.kindCd)).not.toContain('BUDGET_LINE');
    // the same in English: the code's name in the caller's language
    const en = (await get(safety, `/api/mgt/sapa/changes?plantCd=1000&year=${Y}&half=H2&lang=en`)).json();
    expect(en.kinds.find((k: { kindCd: string }) => k.kindCd === 'DRILL_DONE').added[0].statusNm).toBe('Held');
    // a live half has no changes
    expect((await get(safety, `/api/mgt/sapa/changes?plantCd=1000&year=${Y}&half=H1`)).json()).toEqual({ signedYn: 'N', frozenDt: null, duties: [], kinds: [] });
    const ev = (await get(safety, `/api/mgt/sapa/evidence?plantCd=1000&year=${Y}&half=H2&kindCd=DRILL_DONE`)).json();
    expect([ev.frozenYn, ev.count, ev.list.map((r: { title: string }) => r.title)]).toEqual(['Y', 1, ['보일러동 화재 훈련']]);
    // the review record is locked once approved
    const rev = (await get(safety, `/api/mgt/sapa-reviews/${reviewNo}`)).json();
    expect(rev.apprStatusCd).toBe('APPROVED');
    const put = await t.app.inject({ method: 'PUT', url: `/api/mgt/sapa-reviews/${reviewNo}`, headers: auth(safety), payload: { ...rev, reviewComment: '바꿈' } });
    expect(put.statusCode).toBe(409);
    const x = await get(safety, `/api/mgt/sapa/excel?plantCd=1000&year=${Y}&half=H2`);
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('GET /api/mgt/indicators', () => {
  const Y = 2033;
  const val = (list: TMgtIndicatorRow[], code: string, month: number | null) => list.find((r) => r.indicatorCd === code && r.month === month);

  it('TRIR of the year equals /api/saf/accidents/rates for the same plant and year (demo data)', async () => {
    const year = Number((await one<{ y: string }>(sql`select to_char(max(occurred_ymd), 'YYYY') as y from saf_accident where plant_cd = '1000'`)).y);
    const rates = (await get(safety, `/api/saf/accidents/rates?plantCd=1000&year=${year}`)).json();
    const ind = (await get(safety, `/api/mgt/indicators?plantCd=1000&year=${year}`)).json().list as TMgtIndicatorRow[];
    expect(rates.trir).not.toBeNull();
    expect(val(ind, 'TRIR', null)!.actual).toBe(rates.trir);
    expect(val(ind, 'LTIFR', null)!.actual).toBe(rates.ltifr);
    expect(val(ind, 'FREQUENCY_RATE', null)!.actual).toBe(rates.frequencyRate);
  });

  it('each indicator against values computed by hand from crafted records, with the plan\'s targets', async () => {
    // March: 400,000 hours, one accident with one victim (5 days off)
    await t.rows(sql`insert into saf_work_hours (plant_cd, dept_cd, work_ym, worker_kind_cd, head_count, work_hours) values ('1000', 'D1310', '2033-03', 'EMPLOYEE', 200, 400000)`);
    const a = await one<{ accident_no: number }>(sql`insert into saf_accident (status_cd, plant_cd, dept_cd, title, occurred_ymd, occurred_time, place)
      values ('REGISTERED', '1000', 'D1310', '추락', '2033-03-10', '10:00', '보일러동') returning accident_no`);
    await t.rows(sql`insert into saf_accident_victim (accident_no, victim_type_cd, lost_days) values (${a.accident_no}, 'EMPLOYEE', 5)`);
    // near misses: two in April
    for (const d of ['2033-04-01', '2033-04-20']) await t.rows(sql`insert into saf_near_miss (status_cd, plant_cd, dept_cd, occurred_ymd, title, contents) values ('REPORTED', '1000', 'D1310', ${d}, 'n', 'n')`);
    // actions due in May: 4, of which 3 done on time, 1 late
    for (const [done, status] of [['2033-05-10', 'DONE'], ['2033-05-15', 'DONE'], ['2033-05-01', 'DONE'], ['2033-05-30', 'DONE']] as const) {
      await t.rows(sql`insert into impr_action (status_cd, plant_cd, dept_cd, action_type_cd, source_type_cd, title, assignee_user_id, due_ymd, done_ymd)
        values (${status}, '1000', 'D1310', 'REQUEST', 'ETC', 'x', 'worker01', '2033-05-20', ${done})`);
    }
    // patrol findings due in June: 2, one closed on 6/5 (on time), one open
    const f1 = await one<{ finding_no: number }>(sql`insert into saf_patrol_finding (status_cd, plant_cd, dept_cd, patrol_ymd, patrol_type_cd, place_nm, category_cd, content, due_ymd)
      values ('CLOSED', '1000', 'D1310', '2033-06-01', 'SAFETY', 'a', 'FALL', 'c', '2033-06-10') returning finding_no`);
    await t.rows(sql`insert into com_status_history (entity, entity_key, action_cd, from_status_cd, to_status_cd, user_id, create_dt)
      values ('safPatrolFinding', ${String(f1.finding_no)}, 'CLOSE', 'ACTION', 'CLOSED', 'safety01', '2033-06-05T01:00:00Z')`);
    await t.rows(sql`insert into saf_patrol_finding (status_cd, plant_cd, dept_cd, patrol_ymd, patrol_type_cd, place_nm, category_cd, content, due_ymd)
      values ('OPEN', '1000', 'D1310', '2033-06-01', 'SAFETY', 'b', 'FALL', 'c', '2033-06-10')`);
    // TBMs: 46 in February 2033 (20 weekdays) → 2.3 per working day
    await t.rows(sql`insert into saf_tbm (status_cd, plant_cd, dept_cd, leader_user_id, tbm_ymd, tbm_time, work_nm, place_nm)
      select 'DONE', '1000', 'D1310', 'worker01', date '2033-02-01' + (g % 28), '08:00', 'w', 'p' from generate_series(1, 46) g`);
    // risk assessment: D1310 assessed (approved) in August; departments with a process are the denominator
    const p = await one<{ plan_no: number }>(sql`insert into rsa_plan (status_cd, plant_cd, dept_cd, kind_cd, method_cd, plan_title, plan_from_ymd, plan_to_ymd)
      values ('ASSESSED', '1000', 'D1310', 'REGULAR', 'FREQ_SEV', 'p', '2033-07-01', '2033-07-31') returning plan_no`);
    await t.rows(sql`insert into rsa_assessment (plan_no, plant_cd, dept_cd, unit_work_nm) values (${p.plan_no}, '1000', 'D1310', '보일러 점검')`);
    await t.rows(sql`insert into com_status_history (entity, entity_key, action_cd, from_status_cd, to_status_cd, user_id, create_dt)
      values ('rsaPlan', ${String(p.plan_no)}, 'APPROVE_RESULT', 'RESULT_REQUESTED', 'ASSESSED', 'e9130', '2033-08-03T01:00:00Z')`);
    const depts = Number((await one<{ n: string }>(sql`select count(distinct dp.dept_cd) as n from com_dept_process dp join com_dept d on d.dept_cd = dp.dept_cd where d.plant_cd = '1000' and d.use_yn = 'Y'`)).n);
    // the plan's targets and a plant's own indicator
    const tg = await post(safety, '/api/mgt/targets', {
      plantCd: '1000', deptCd: 'D1210', year: Y, targetTitle: '2033 목표', policy: '무재해',
      objectives: [{ objective: 'TRIR 0.3 이하', indicatorCd: 'TRIR', targetValue: 0.3 }, { objective: '안전제안 연 120건', indicatorCd: 'M_SUGGESTION', targetValue: 120 }],
      actuals: [{ indicatorCd: 'M_SUGGESTION', month: 1, actual: 12 }, { indicatorCd: 'M_SUGGESTION', month: 2, actual: 8 }],
    });
    expect(tg.statusCode, tg.body).toBe(200);

    const list = (await get(safety, `/api/mgt/indicators?plantCd=1000&year=${Y}`)).json().list as TMgtIndicatorRow[];
    expect(val(list, 'TRIR', 3)).toEqual({ indicatorCd: 'TRIR', month: 3, actual: 0.5, target: 0.3 }); // 1 × 200,000 / 400,000
    expect(val(list, 'TRIR', null)).toEqual({ indicatorCd: 'TRIR', month: null, actual: 0.5, target: 0.3 });
    expect(val(list, 'TRIR', 4)!.actual).toBeNull(); // no hours in April
    expect(val(list, 'LTIFR', 3)!.actual).toBe(2.5); // 1 × 1,000,000 / 400,000
    expect(val(list, 'FREQUENCY_RATE', null)!.actual).toBe(2.5);
    expect(val(list, 'SEVERITY_RATE', 3)!.actual).toBe(0.01); // 5 × 300 / 365 = 4.11 days × 1,000 / 400,000
    expect([val(list, 'NEAR_MISS', 4)!.actual, val(list, 'NEAR_MISS', null)!.actual]).toEqual([2, 2]);
    expect([val(list, 'ACTION_ONTIME', 5)!.actual, val(list, 'ACTION_ONTIME', 6)!.actual]).toEqual([75, null]);
    expect([val(list, 'PATROL_ONTIME', 6)!.actual, val(list, 'PATROL_ONTIME', null)!.actual]).toEqual([50, 50]);
    expect(val(list, 'TBM_PER_DAY', 2)!.actual).toBe(2.3);
    expect(val(list, 'RSA_COVERAGE', 7)!.actual).toBe(0);
    expect(val(list, 'RSA_COVERAGE', 8)!.actual).toBe(Math.round((1 / depts) * 10_000) / 100);
    // a plant's own count: the plan's 120 is the year's total, each month against its share (10), the year's sum against 120
    expect([val(list, 'M_SUGGESTION', 1)!.actual, val(list, 'M_SUGGESTION', 2)!.target, val(list, 'M_SUGGESTION', 3)!.actual, val(list, 'M_SUGGESTION', null)!.actual]).toEqual([12, 10, null, 20]);
    expect(val(list, 'M_SUGGESTION', null)!.target).toBe(120);
    // legal education: the ledger's owed categories of each half, shown at June and December
    expect(val(list, 'EDU_COMPLETION', 5)!.actual).toBeNull();
    expect(list.filter((r) => r.indicatorCd === 'TRIR')).toHaveLength(13);
  });
});

describe('the demo (a new user sees a living binder)', () => {
  it('the last half\'s binder of each plant is signed and frozen; the register, meetings and drills are there', async () => {
    const [today] = await t.rows<{ d: string }>(sql`select to_char((now() at time zone 'Asia/Seoul')::date, 'YYYY-MM-DD') as d`);
    const y = Number(today!.d.slice(0, 4));
    const [year, half] = Number(today!.d.slice(5, 7)) >= 7 ? [y, 'H1' as const] : [y - 1, 'H2' as const];
    for (const [plantCd, tok] of [['1000', safety], ['2000', ceo]] as const) {
      const b = await binder(tok, plantCd, year, half);
      expect([plantCd, b.signedYn]).toEqual([plantCd, 'Y']);
      expect(duty(b, 8).statusCd).toBe('DONE'); // the drill of May or October
    }
    const n = await one<{ laws: string; checks: string; meetings: string; noncomply_open: string }>(sql`select
      (select count(*) from mgt_law where plant_cd = '1000') as laws, (select count(*) from mgt_law_check where plant_cd = '1000') as checks,
      (select count(*) from mgt_committee where plant_cd = '1000' and status_cd = 'CONFIRMED') as meetings,
      (select count(*) from mgt_law_check c where c.result_cd = 'NONCOMPLY' and c.action_no is null) as noncomply_open`);
    expect(Number(n.laws)).toBeGreaterThanOrEqual(85); // the register of a coal plant: about a hundred obligations
    expect(Number(n.checks)).toBeGreaterThanOrEqual(Number(n.laws) * 2);
    expect(Number(n.meetings)).toBeGreaterThanOrEqual(4);
    expect(Number(n.noncomply_open)).toBe(0); // every 미준수 carries its improvement action
  });
});
