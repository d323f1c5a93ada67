import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEA_RESULT_MESSAGES, MESSAGES, retentionUntil } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';
import { getApprovalType } from '../approvals/approval-types.js';

let t: TestApp;
let admin: Tokens;
let health: Tokens;
let worker: Tokens;
let gas: Tokens;
let plan2025: number;
let plan2026: number;
let gasPlan: number;
const RES = '/api/hea/checkup/checkupresults';
const SUS = '/api/hea/checkup/suspectusers';

type Row = { heaCheckupResultNo: number; userId: string; plantCd: string; diagCd: string; checkupYmd: string; abnormalCnt: number; version: number; retentionUntilYmd: string; carcinogenYn: string };

async function planNo(name: string) {
  return Number((await t.rows<{ no: number }>(sql`select hea_checkup_plan_no as no from hea_checkup_plan where hea_checkup_plan_nm = ${name}`))[0]!.no);
}
async function addTarget(planNo: number, userId: string, userNm: string, deptCd: string, genderCd: 'M' | 'F', plantCd = '1000') {
  await t.rows(sql`insert into com_user (user_id, user_nm, user_type, user_pwd, plant_cd, dept_cd, gender_cd, birth_ymd, entry_ymd, dept_auth_grp_cd)
    values (${userId}, ${userNm}, 'U', 'x', ${plantCd}, ${deptCd}, ${genderCd}, '19800101', '20100101', 'DAG_OWN') on conflict do nothing`);
  await t.rows(sql`insert into hea_checkup_user (hea_checkup_plan_no, user_id, dept_cd, hea_checkup_type_nm) values (${planNo}, ${userId}, ${deptCd}, '일반')`);
}
async function resultCounts() {
  const r = await t.rows<{ n: string }>(sql`select concat_ws(',', (select count(*) from hea_checkup_result), (select count(*) from hea_checkup_result_item),
    (select coalesce(sum(version), 0) from hea_checkup_result), (select count(*) from com_audit_log)) as n`);
  return r[0]!.n;
}
const list = async (tok: Tokens, q = '') => {
  const res = await t.app.inject({ url: `${RES}?${q}`, headers: auth(tok) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { list: Row[]; totalCount: number; totalCappedYn: string };
};
const post = (tok: Tokens, body: object) => t.app.inject({ method: 'POST', url: RES, headers: auth(tok), payload: body });

async function upload(tok: Tokens, plan: number, buf: Buffer) {
  const boundary = '----jikimtest';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="heaCheckupPlanNo"\r\n\r\n${plan}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="results.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), buf, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return t.app.inject({ method: 'POST', url: `${RES}/upload`, headers: { ...auth(tok), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, health, worker, gas] = await Promise.all(['admin', 'health01', 'worker01', 'gas01'].map((u) => login(t.app, u))) as [Tokens, Tokens, Tokens, Tokens];
  plan2025 = await planNo('2025년 일반건강진단');
  plan2026 = await planNo('2026년 일반건강진단');
  gasPlan = await planNo('2026년 일반건강진단(남해LNG기지)');
  await addTarget(plan2026, 'rt_m', '범위남', 'D1310', 'M');
  await addTarget(plan2026, 'rt_f', '범위여', 'D1310', 'F');
  await addTarget(plan2026, 'rt_bz', '벤젠취급', 'D1230', 'M');
  await addTarget(plan2026, 'worker01', '박현장', 'D1310', 'M');
});
afterAll(async () => t?.close());

describe('test items and result ranges (base data)', () => {
  it('lists test items; ranges are validated (low ≤ high, item exists, one per item and sex)', async () => {
    const items = (await t.app.inject({ url: '/api/hea/baseinfo/testitems?limit=50', headers: auth(health) })).json();
    expect(items.list.find((i: { testItemCd: string }) => i.testItemCd === 'HB')).toMatchObject({ testItemNm: '혈색소', unit: 'g/dL', testItemCategoryNm: '혈액검사' });
    const ranges = (await t.app.inject({ url: '/api/hea/baseinfo/testitemresult?testItemCd=HB', headers: auth(health) })).json();
    expect(ranges.list.map((r: { sexCd: string; normalLow: number }) => `${r.sexCd}:${r.normalLow}`).sort()).toEqual(['F:12', 'M:13']);
    const before = await resultCounts();
    expectError(await t.app.inject({ method: 'POST', url: '/api/hea/baseinfo/testitemresult', headers: auth(health), payload: { testItemCd: 'HB', sexCd: 'A', normalLow: 20, normalHigh: 10 } }), 400, HEA_RESULT_MESSAGES.rangeBounds);
    expectError(await t.app.inject({ method: 'POST', url: '/api/hea/baseinfo/testitemresult', headers: auth(health), payload: { testItemCd: 'NOPE', sexCd: 'A', normalLow: 1 } }), 400, HEA_RESULT_MESSAGES.badItem);
    expectError(await t.app.inject({ method: 'POST', url: '/api/hea/baseinfo/testitemresult', headers: auth(health), payload: { testItemCd: 'HB', sexCd: 'M', normalLow: 1 } }), 409, HEA_RESULT_MESSAGES.rangeDuplicate);
    expectError(await t.app.inject({ method: 'POST', url: '/api/hea/baseinfo/testitems', headers: auth(worker), payload: { testItemCd: 'X1', testItemNm: 'x', testItemCategoryCd: 'TIC01' } }), 403);
    expect(await resultCounts()).toBe(before);
    const ok = await t.app.inject({ method: 'POST', url: '/api/hea/baseinfo/testitems', headers: auth(health), payload: { testItemCd: 'PB_BLOOD', testItemNm: '혈중 납', testItemCategoryCd: 'TIC05', unit: 'μg/dL', sortOrder: 500 } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().createUserId).toBe('health01');
    // an item used by results cannot be deleted (results are kept for years)
    const hb = items.list.find((i: { testItemCd: string }) => i.testItemCd === 'HB');
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/hea/baseinfo/testitems/HB?version=${hb.version}`, headers: auth(health) }), 409, HEA_RESULT_MESSAGES.itemInUse);
  });
});

describe('checkup results: entry, range flagging, retention', () => {
  it('flags values outside the sex-specific range; 5-year retention, 30 years for a carcinogen process', async () => {
    const base = { heaCheckupPlanNo: plan2026, checkupYmd: '2026-05-14', diagCd: 'C2', workFitnessCd: '가', followupActionCd: '3' };
    const m = await post(health, { ...base, userId: 'rt_m', items: [{ testItemCd: 'HB', resultValue: '12.5' }, { testItemCd: 'SBP', resultValue: '150' }, { testItemCd: 'UPROT', resultValue: '음성' }] });
    expect(m.statusCode, m.body).toBe(200);
    const mb = m.json();
    expect(mb.items.find((i: { testItemCd: string }) => i.testItemCd === 'HB')).toMatchObject({ abnormalYn: 'Y', normalLow: 13, normalHigh: 16.5 });
    expect(mb.items.find((i: { testItemCd: string }) => i.testItemCd === 'UPROT')).toMatchObject({ abnormalYn: 'N', resultValue: '음성' });
    expect(mb).toMatchObject({ abnormalCnt: 2, retentionUntilYmd: '2031-05-14', carcinogenYn: 'N', checkupYear: 2026, deptNm: '발전1팀' });
    const f = await post(health, { ...base, userId: 'rt_f', diagCd: 'A', items: [{ testItemCd: 'HB', resultValue: '12.5' }] });
    expect(f.json().items[0]).toMatchObject({ abnormalYn: 'N', normalLow: 12 });
    const bz = await post(health, { ...base, userId: 'rt_bz', diagCd: 'A', items: [] });
    expect(bz.json()).toMatchObject({ carcinogenYn: 'Y', retentionUntilYmd: '2056-05-14' });
    expect(retentionUntil('2024-02-29', false)).toBe('2029-02-28');
    const audit = await t.rows<{ n: number }>(sql`select count(*)::int as n from com_audit_log where entity = 'heaCheckupResult' and entity_key = ${String(mb.heaCheckupResultNo)}`);
    expect(Number(audit[0]!.n)).toBe(1);
  });

  it('refuses bad input with a Korean message and writes nothing; stale version → 409', async () => {
    const before = await resultCounts();
    const base = { heaCheckupPlanNo: plan2026, userId: 'e0001', checkupYmd: '2026-05-14', diagCd: 'A' };
    expectError(await post(health, { ...base, items: [{ testItemCd: 'HB', resultValue: '높음' }] }), 400, HEA_RESULT_MESSAGES.notNumber);
    expectError(await post(health, { ...base, diagCd: 'Z' }), 400);
    expectError(await post(health, { ...base, userId: 'e0040' }), 400, HEA_RESULT_MESSAGES.notTarget);
    expectError(await post(health, { ...base, checkupYmd: '2026-02-30' }), 400, MESSAGES.badRequest); // the shared calendar-checked date (§8 text)
    expectError(await post(health, { ...base, items: [{ testItemCd: 'NOPE', resultValue: '1' }] }), 400, HEA_RESULT_MESSAGES.badItem);
    expectError(await post(health, { ...base, heaCheckupOrgNo: 999999 }), 400, HEA_RESULT_MESSAGES.badOrg);
    expectError(await post(health, { ...base, heaCheckupPlanNo: gasPlan, userId: 'g0001' }), 403);
    expectError(await post(worker, base), 403);
    expectError(await post(health, { ...base, userId: 'rt_m' }), 409, HEA_RESULT_MESSAGES.duplicateResult);
    expect(await resultCounts()).toBe(before);
    const row = (await list(health, `heaCheckupPlanNo=${plan2026}&userNm=범위남`)).list[0]!;
    const put = (version: number) => t.app.inject({ method: 'PUT', url: `${RES}/${row.heaCheckupResultNo}`, headers: auth(health),
      payload: { heaCheckupPlanNo: plan2026, userId: 'rt_m', checkupYmd: '2026-05-15', diagCd: 'C2', items: [{ testItemCd: 'HB', resultValue: '14' }], version } });
    const ok = await put(row.version);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ version: row.version + 1, abnormalCnt: 0, checkupYmd: '2026-05-15' });
    expectError(await put(row.version), 409, MESSAGES.conflict);
  });
});

describe('results list and access', () => {
  it('filters plant, department, year and diagnosis, newest first, with a capped total', async () => {
    const all = await list(health, 'year=2025');
    expect(all.totalCount).toBe(6);
    expect(all.totalCappedYn).toBe('N');
    const ymds = all.list.map((r) => r.checkupYmd);
    expect(ymds).toEqual([...ymds].sort().reverse());
    expect((await list(health, 'year=2025&diagCd=D2')).list.map((r) => r.userId)).toEqual(['e0021']);
    expect((await list(health, 'year=2025&deptCd=D1300')).list.map((r) => r.userId).sort()).toEqual(['e0021', 'e0022']);
    expect((await list(health, 'plantCd=2000')).totalCount).toBe(0);
    expect((await list(health, 'year=2024')).totalCount).toBe(0);
    expect((await list(health, `heaCheckupPlanNo=${plan2025}`)).totalCount).toBe(6);
    expectError(await t.app.inject({ url: `${RES}?diagCd=X`, headers: auth(health) }), 400);
    expectError(await t.app.inject({ url: `${RES}?limit=7`, headers: auth(health) }), 400);
    expectError(await t.app.inject({ url: `${RES}?page=101&limit=100`, headers: auth(health) }), 400, HEA_RESULT_MESSAGES.pageBeyondCap);
    expect((await list(health, 'page=100&limit=100')).list).toHaveLength(0);
  });

  it('gas-plant user and worker01 cannot read power-plant results of others; a worker reads their own', async () => {
    const e0021 = (await list(health, 'diagCd=D2&year=2025')).list[0]!;
    // gas01 has no right on the results menu at all
    expectError(await t.app.inject({ url: RES, headers: auth(gas) }), 403, MESSAGES.noMenuPermission);
    expectError(await t.app.inject({ url: `${RES}/${e0021.heaCheckupResultNo}`, headers: auth(gas) }), 403);
    // even with the menu right, the plant scope keeps plant 1000 out
    await t.rows(sql`insert into com_auth_grp_menu (auth_grp_cd, menu_id, access_yn, write_yn) values ('GAS_USER', 'HEA_CHECKUP_RESULT', 'Y', 'Y') on conflict do nothing`);
    const gasTok = await login(t.app, 'gas01');
    const g = await list(gasTok);
    expect(g.list.every((r) => r.plantCd === '2000')).toBe(true);
    expectError(await t.app.inject({ url: `${RES}/${e0021.heaCheckupResultNo}`, headers: auth(gasTok) }), 403);
    // worker01: read rights only → own rows only
    const w0 = await list(worker);
    expect(w0.list).toHaveLength(0);
    expectError(await t.app.inject({ url: `${RES}/${e0021.heaCheckupResultNo}`, headers: auth(worker) }), 403);
    expectError(await t.app.inject({ url: `${RES}/template?heaCheckupPlanNo=${plan2026}`, headers: auth(worker) }), 403);
    const own = await post(health, { heaCheckupPlanNo: plan2026, userId: 'worker01', checkupYmd: '2026-05-20', diagCd: 'B', items: [{ testItemCd: 'FBS', resultValue: '104' }] });
    expect(own.statusCode, own.body).toBe(200);
    const w1 = await list(worker);
    expect(w1.list.map((r) => r.userId)).toEqual(['worker01']);
    const detail = await t.app.inject({ url: `${RES}/${own.json().heaCheckupResultNo}`, headers: auth(worker) });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().items[0]).toMatchObject({ testItemCd: 'FBS', abnormalYn: 'Y' });
    expectError(await t.app.inject({ method: 'DELETE', url: `${RES}/${own.json().heaCheckupResultNo}?version=1`, headers: auth(worker) }), 403);
  });
});

describe('Excel template, upload and download', () => {
  async function template() {
    const res = await t.app.inject({ url: `${RES}/template?heaCheckupPlanNo=${plan2026}`, headers: auth(health) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return wb;
  }
  const colOf = (ws: ExcelJS.Worksheet, suffix: string) => {
    let n = 0;
    ws.getRow(1).eachCell((c, i) => { if (String(c.value).endsWith(suffix)) n = i; });
    return n;
  };
  const rowOf = (ws: ExcelJS.Worksheet, userId: string) => {
    for (let r = 2; r <= ws.rowCount; r += 1) if (ws.getRow(r).getCell(1).value === userId) return r;
    throw new Error(`no row for ${userId}`);
  };

  it('a bad row is reported with its row number and column and nothing is saved; the fixed file saves every row', async () => {
    const wb = await template();
    const ws = wb.getWorksheet('검진결과')!;
    expect(ws.getRow(1).getCell(1).value).toBe('사번');
    const hb = colOf(ws, '[HB]');
    const sbp = colOf(ws, '[SBP]');
    expect(hb).toBeGreaterThan(9);
    const r1 = rowOf(ws, 'e0001');
    const r2 = rowOf(ws, 'e0002');
    ws.getRow(r1).getCell(4).value = '2026-06-01';
    ws.getRow(r1).getCell(5).value = '서산중앙병원 건강검진센터';
    ws.getRow(r1).getCell(6).value = 'D1';
    ws.getRow(r1).getCell(7).value = '나';
    ws.getRow(r1).getCell(sbp).value = 165;
    ws.getRow(r2).getCell(4).value = '2026-06-01';
    ws.getRow(r2).getCell(6).value = 'X9';
    ws.getRow(r2).getCell(hb).value = 14.1;
    const before = await resultCounts();
    const bad = await upload(health, plan2026, Buffer.from(await wb.xlsx.writeBuffer()));
    const body = expectError(bad, 400);
    expect(body.message).toBe(`${r2}행 「판정」: ${HEA_RESULT_MESSAGES.badDiag}`);
    expect(await resultCounts()).toBe(before);
    // a non-number in a ranged item names the item column
    ws.getRow(r2).getCell(6).value = 'A';
    ws.getRow(r2).getCell(hb).value = '많음';
    const bad2 = expectError(await upload(health, plan2026, Buffer.from(await wb.xlsx.writeBuffer())), 400);
    expect(bad2.message).toBe(`${r2}행 「혈색소 [HB]」: ${HEA_RESULT_MESSAGES.notNumber}`);
    expect(await resultCounts()).toBe(before);
    ws.getRow(r2).getCell(hb).value = 14.1;
    const good = await upload(health, plan2026, Buffer.from(await wb.xlsx.writeBuffer()));
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toEqual({ insertedCnt: 2, updatedCnt: 0 });
    const d1 = (await list(health, `heaCheckupPlanNo=${plan2026}&diagCd=D1`)).list;
    expect(d1.map((r) => r.userId)).toEqual(['e0001']);
    expect(d1[0]!.abnormalCnt).toBe(1);
    // uploading again corrects in place (version + 1), never duplicates
    const again = await upload(health, plan2026, Buffer.from(await wb.xlsx.writeBuffer()));
    expect(again.json()).toEqual({ insertedCnt: 0, updatedCnt: 2 });
    expectError(await upload(health, plan2026, Buffer.from('not a workbook')), 400, HEA_RESULT_MESSAGES.uploadBadFile);
    expectError(await upload(worker, plan2026, Buffer.from(await wb.xlsx.writeBuffer())), 403);
  });

  it('downloads the filtered list as Excel', async () => {
    const res = await t.app.inject({ url: '/api/hea/checkup/checkupresultexceldownload?year=2025&diagCd=C1', headers: auth(health) });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.rowCount).toBe(2);
    expect(ws.getRow(2).getCell(4).value).toBe('e0022');
    expect(ws.getRow(2).getCell(8).value).toBe('C1');
  });
});

describe('suspects (유소견자) with approval and consultations', () => {
  it('lists C1/C2/D1/D2/R results as automatic candidates, designates and releases through approvals, records consultations', async () => {
    const cands = (await t.app.inject({ url: `${SUS}/candidates?year=2025`, headers: auth(health) })).json() as { userId: string; heaCheckupResultNo: number; diagCd: string; abnormalItems: string | null }[];
    expect(cands.map((c) => c.userId).sort()).toEqual(['e0007', 'e0021', 'e0022']);
    expect(cands.find((c) => c.userId === 'e0021')!.abnormalItems).toContain('공복혈당 158');
    expect(getApprovalType('HEA_SUSPECT_DESIGNATE')?.menuId).toBe('HEA_SUSPECT');
    const e0021 = cands.find((c) => c.userId === 'e0021')!;
    const healthyNo = (await list(health, 'year=2025&diagCd=A')).list[0]!.heaCheckupResultNo;
    expectError(await t.app.inject({ method: 'POST', url: SUS, headers: auth(health), payload: { heaCheckupResultNo: healthyNo } }), 400, HEA_RESULT_MESSAGES.suspectNotCandidate);
    expectError(await t.app.inject({ method: 'POST', url: SUS, headers: auth(worker), payload: { heaCheckupResultNo: e0021.heaCheckupResultNo } }), 403);
    const cr = await t.app.inject({ method: 'POST', url: SUS, headers: auth(health), payload: { heaCheckupResultNo: e0021.heaCheckupResultNo, designateReason: '당뇨 유소견' } });
    expect(cr.statusCode, cr.body).toBe(200);
    const s = cr.json();
    expect(s).toMatchObject({ statusCd: 'DRAFT', userId: 'e0021', diagCd: 'D2' });
    expectError(await t.app.inject({ method: 'POST', url: SUS, headers: auth(health), payload: { heaCheckupResultNo: e0021.heaCheckupResultNo } }), 409, HEA_RESULT_MESSAGES.suspectDuplicate);
    const c2 = (await t.app.inject({ url: `${SUS}/candidates?year=2025`, headers: auth(health) })).json() as { userId: string }[];
    expect(c2.map((c) => c.userId)).not.toContain('e0021');

    // designation through the approvals framework (template: 팀장 → 처장)
    const req = await t.app.inject({ method: 'POST', url: '/api/manage/apprrequest', headers: auth(health), payload: { apprTypeCd: 'HEA_SUSPECT_DESIGNATE', recordKey: String(s.heaSuspectUserNo) } });
    expect(req.statusCode, req.body).toBe(200);
    const ar = req.json() as { apprRequestNo: number; steps: { stepNo: number; approverUserId: string; stepStatus: string }[] };
    const get = async () => (await t.app.inject({ url: `${SUS}/${s.heaSuspectUserNo}`, headers: auth(health) })).json();
    expect((await get()).statusCd).toBe('DESIGNATE_REQ');
    expectError(await t.app.inject({ method: 'DELETE', url: `${SUS}/${s.heaSuspectUserNo}?version=${(await get()).version}`, headers: auth(health) }), 409);
    for (const step of ar.steps.filter((x) => x.stepStatus !== 'DRAFTED' && x.stepStatus !== 'REFERENCE')) {
      const tok = await login(t.app, step.approverUserId);
      const d = await t.app.inject({ method: 'PATCH', url: `/api/manage/appr/${ar.apprRequestNo}`, headers: auth(tok), payload: { stepNo: step.stepNo, decisionCd: 'APPROVE' } });
      expect(d.statusCode, d.body).toBe(200);
    }
    const designated = await get();
    expect(designated.statusCd).toBe('DESIGNATED');
    expect(designated.designateYmd).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // consultations
    const cpath = `${SUS}/${s.heaSuspectUserNo}/consults`;
    expectError(await t.app.inject({ method: 'POST', url: cpath, headers: auth(health), payload: { consultYmd: '2999-01-01', consultantNm: '이보건', consultContent: 'x' } }), 400, HEA_RESULT_MESSAGES.consultDate);
    expectError(await t.app.inject({ method: 'POST', url: cpath, headers: auth(health), payload: { consultYmd: '2025-07-01', consultantNm: '이보건', consultContent: ' ' } }), 400);
    const c = await t.app.inject({ method: 'POST', url: cpath, headers: auth(health), payload: { consultYmd: '2025-07-01', consultantNm: '이보건', consultContent: '식이요법 및 운동 상담, 복약 확인', nextAction: '3개월 후 공복혈당 재검', nextConsultYmd: '2025-10-01' } });
    expect(c.statusCode, c.body).toBe(200);
    const consults = (await t.app.inject({ url: cpath, headers: auth(health) })).json();
    expect(consults).toHaveLength(1);
    expect(consults[0]).toMatchObject({ consultantNm: '이보건', nextAction: '3개월 후 공복혈당 재검', createUserId: 'health01' });
    expect((await get()).consultCnt).toBe(1);

    // release: reason, then approval HEA_SUSPECT_RELEASE
    const rel = await t.app.inject({ method: 'PUT', url: `${SUS}/${s.heaSuspectUserNo}/release`, headers: auth(health), payload: { releaseReason: '혈당 정상화(2차 검사 92 mg/dL)', version: designated.version } });
    expect(rel.statusCode, rel.body).toBe(200);
    expectError(await t.app.inject({ method: 'PUT', url: `${SUS}/${s.heaSuspectUserNo}/release`, headers: auth(health), payload: { releaseReason: 'x', version: designated.version } }), 409);
    const rq = await t.app.inject({ method: 'POST', url: '/api/manage/apprrequest', headers: auth(health), payload: { apprTypeCd: 'HEA_SUSPECT_RELEASE', recordKey: String(s.heaSuspectUserNo) } });
    expect(rq.statusCode, rq.body).toBe(200);
    const rr = rq.json() as typeof ar;
    expect((await get()).statusCd).toBe('RELEASE_REQ');
    for (const step of rr.steps.filter((x) => x.stepStatus !== 'DRAFTED' && x.stepStatus !== 'REFERENCE')) {
      const tok = await login(t.app, step.approverUserId);
      expect((await t.app.inject({ method: 'PATCH', url: `/api/manage/appr/${rr.apprRequestNo}`, headers: auth(tok), payload: { stepNo: step.stepNo, decisionCd: 'APPROVE' } })).statusCode).toBe(200);
    }
    expect(await get()).toMatchObject({ statusCd: 'RELEASED', releaseReason: '혈당 정상화(2차 검사 92 mg/dL)' });
    const live = (await t.app.inject({ url: SUS, headers: auth(health) })).json() as { userId: string }[];
    expect(live.map((x) => x.userId)).not.toContain('e0021');
    // a released worker's same result does not come back as a candidate
    const c3 = (await t.app.inject({ url: `${SUS}/candidates?year=2025`, headers: auth(health) })).json() as { userId: string }[];
    expect(c3.map((x) => x.userId)).not.toContain('e0021');
    // others' scope: worker01 has no suspect menu
    expectError(await t.app.inject({ url: SUS, headers: auth(worker) }), 403);
    expect((await t.app.inject({ url: SUS, headers: auth(admin) })).statusCode).toBe(200);
  });
});
