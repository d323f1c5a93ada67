import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHM_MESSAGES } from '@jikim/shared';
import { loadConfig } from '../../config.js';
import { createTestApp, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';
import { chmCalls, type Json } from './chm.test-kit.js';

// ---- a small local fake of KOSHA's MSDS OpenAPI (XML like the service's), started for these tests -------------------
const KEY = 'fake-kosha-key';
const seen: string[] = [];
const xml = (items: Record<string, string>[], code = '00') => `<?xml version="1.0" encoding="UTF-8"?><response><header><resultCode>${code}</resultCode><resultMsg>NORMAL SERVICE.</resultMsg></header>`
  + `<body><items>${items.map((i) => `<item>${Object.entries(i).map(([k, v]) => `<${k}>${v}</${k}>`).join('')}</item>`).join('')}</items><totalCount>${String(items.length)}</totalCount></body></response>`;
const AMMONIA = { casNo: '7664-41-7', chemId: '000123', chemNameKor: '암모니아', enNo: '', keNo: 'KE-01625', unNo: '1005', lastDate: '2024-05-02T00:00:00+09:00' };
const DETAIL: Record<string, Record<string, string>[]> = {
  chemdetail02: [
    { lev: '1', msdsItemCode: 'B02', msdsItemNameKor: '유해성·위험성 분류', itemDetail: '인화성 가스 : 구분2' },
    { lev: '2', msdsItemCode: 'B0402', msdsItemNameKor: '신호어', itemDetail: '위험' },
    { lev: '2', msdsItemCode: 'B0404', msdsItemNameKor: '유해·위험문구', itemDetail: 'H221 인화성 가스|H280 고압가스 포함; 가열하면 폭발할 수 있음|H314 피부에 심한 화상과 눈에 손상을 일으킴|H400 수생생물에 매우 유독함|EUH071' },
    { lev: '2', msdsItemCode: 'B0406', msdsItemNameKor: '예방조치문구', itemDetail: 'P210 열·스파크·화염으로부터 멀리하시오.|P260 흡입하지 마시오.|P303 + P361 + P353 피부에 묻으면 …' },
  ],
  chemdetail04: [{ msdsItemNameKor: '눈에 들어갔을 때', itemDetail: '즉시 다량의 물로 15분 이상 씻어내시오 &amp; 의사의 진찰을 받으시오' }, { msdsItemNameKor: '피부에 접촉했을 때', itemDetail: '자료없음' }],
  chemdetail06: [{ msdsItemNameKor: '인체를 보호하기 위해 필요한 조치사항', itemDetail: '누출 지역을 환기하시오' }],
  chemdetail07: [{ msdsItemNameKor: '안전취급요령', itemDetail: '환기가 잘 되는 곳에서 취급하시오' }],
  chemdetail08: [{ msdsItemNameKor: '호흡기 보호', itemDetail: '공기호흡기를 착용하시오' }],
};
let fake: Server;
let slow = false;
async function startFake(): Promise<string> {
  fake = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    seen.push(url.pathname + url.search);
    if (url.searchParams.get('serviceKey') !== KEY) { res.writeHead(200, { 'content-type': 'application/xml' }).end(xml([], '30')); return; }
    if (slow) return; // never answers: the server's timeout must end the request
    const op = url.pathname.split('/').pop()!;
    res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
    if (op === 'chemlist') {
      const w = url.searchParams.get('searchWrd') ?? '';
      const hit = url.searchParams.get('searchCnd') === '1' ? w === AMMONIA.casNo : AMMONIA.chemNameKor.includes(w);
      res.end(xml(hit ? [AMMONIA] : []));
    } else res.end(xml(url.searchParams.get('chemId') === AMMONIA.chemId ? DETAIL[op] ?? [] : []));
  });
  await new Promise<void>((ok) => fake.listen(0, '127.0.0.1', ok));
  return `http://127.0.0.1:${String((fake.address() as AddressInfo).port)}/openapi/service/msdschem`;
}

let t: TestApp;
let safety: Tokens;
let health: Tokens;
let gas: Tokens;
let env: Tokens;
let envUserId: string;

const { call, ok } = chmCalls(() => t);

/** a product of plant 1000 confirmed by all three reviewers (receipts allowed) */
async function usableProduct(prodNm: string, components: Record<string, unknown>[], densityKgL: number | null = null): Promise<Json> {
  const p = await ok(safety, 'POST', '/api/baseinfo/chemprod', { plantCd: '1000', prodNm, densityKgL, signalWordCd: 'WARNING', hCodes: ['H315'], pCodes: ['P280'], sdsRevYmd: '2017-01-01', components });
  let r = await ok(safety, 'POST', '/api/chm/matcheckrequest', {
    plantCd: '1000', deptCd: 'D1210', chemProdNo: p.chemProdNo, useDesc: '시험', substituteYn: 'N',
    reviews: [{ disciplineCd: 'SAFETY', reviewerUserId: 'safety01' }, { disciplineCd: 'HEALTH', reviewerUserId: 'health01' }, { disciplineCd: 'ENV', reviewerUserId: envUserId }],
  });
  for (const tok of [safety, health, env]) r = await ok(tok, 'POST', `/api/chm/matcheckrequest/${String(r.reqNo)}/confirm`, { comment: '적합', version: r.version });
  return p;
}
const move = (storageNo: unknown, chemProdNo: unknown, inoutTypeCd: string, qty: number, inoutYmd: string, unitCd = 'KG') =>
  ok(safety, 'POST', '/api/chm/inout', { plantCd: '1000', storageNo, chemProdNo, inoutTypeCd, qty, unitCd, inoutYmd });

beforeAll(async () => {
  t = await createTestApp({ koshaMsds: { apiKey: KEY, baseUrl: await startFake(), timeoutMs: 1500 } });
  envUserId = (await t.rows<{ user_id: string }>(sql`select user_id from com_user where dept_cd = 'D1230' and user_type = 'U' order by user_id limit 1`))[0]!.user_id;
  [safety, health, gas, env] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'health01'), login(t.app, 'gas01'), login(t.app, envUserId)]);
}, 300_000);
afterAll(async () => {
  await t?.close();
  fake?.closeAllConnections();
  await new Promise((ok) => fake?.close(ok));
});

describe('health suggestions from the regulated products of a department\'s storages', () => {
  it('suggests 특수건강진단 factors and 작업환경측정 targets, matched to the health module\'s hazardous factors', async () => {
    const CAS_SHC = '9001-01-1';
    const CAS_WEM = '9002-02-2';
    const CAS_LOW = '9003-03-3';
    await ok(safety, 'POST', '/api/baseinfo/chemical', { casNo: CAS_SHC, chemNmKo: '시험유해물질갑', chemNmEn: 'Test hazard A', regs: [{ regCd: 'OSH_SHC', thresholdPct: 1 }, { regCd: 'OSH_WEM', thresholdPct: 1 }] });
    await ok(safety, 'POST', '/api/baseinfo/chemical', { casNo: CAS_WEM, chemNmKo: '시험측정물질을', regs: [{ regCd: 'OSH_WEM', thresholdPct: 1 }] });
    await ok(safety, 'POST', '/api/baseinfo/chemical', { casNo: CAS_LOW, chemNmKo: '시험저함량물질병', regs: [{ regCd: 'OSH_SHC', thresholdPct: 5 }] });
    // the health master knows the first substance by its Korean name, the second by its CAS number in the remark
    await t.rows(sql`insert into hea_hazard (hazard_cd, hazard_nm, hazard_class_cd, first_exam_months, repeat_months, remark, create_user_id, update_user_id)
      values ('T_HZ_A', '시험유해물질갑', 'CHEMICAL', 6, 12, null, 'system', 'system'), ('T_HZ_B', '시험측정물질(분진)', 'CHEMICAL', 12, 24, ${`CAS ${CAS_WEM}`}, 'system', 'system')`);
    const p = await usableProduct('시험 세정제', [
      { casNo: CAS_SHC, chemNm: '시험유해물질갑', contentMinPct: 5, contentMaxPct: 10 },
      { casNo: CAS_WEM, chemNm: '시험측정물질을', contentMaxPct: 3 },
      { casNo: CAS_LOW, chemNm: '시험저함량물질병', contentMaxPct: 2 }, // below its 5 % threshold: no 특수건강진단 row
    ]);
    const owned = await ok(safety, 'POST', '/api/chm/storage', { plantCd: '1000', storageNm: '정비팀 시약장(시험)', storageTypeCd: 'CABINET', deptCd: 'D1310', useYn: 'Y' });
    await move(owned.storageNo, p.chemProdNo, 'IN', 10, '2026-11-02');

    const s = await ok(health, 'GET', '/api/chm/health-suggestions?plantCd=1000&deptCd=D1310');
    expect(s.basis).toBe('DEPT');
    const shc = s.checkupFactors as Json[];
    expect(shc.map((x) => [x.casNo, x.hazardCd, x.hazardNm, x.cycleMonths])).toEqual([[CAS_SHC, 'T_HZ_A', '시험유해물질갑', 12]]);
    expect(shc[0]!.prodNms).toEqual(['시험 세정제']);
    expect(shc[0]!.storageNms).toEqual(['정비팀 시약장(시험)']);
    const wem = s.measureTargets as Json[];
    expect(wem.map((x) => [x.casNo, x.hazardCd, x.cycleMonths])).toEqual([[CAS_SHC, 'T_HZ_A', 6], [CAS_WEM, 'T_HZ_B', 6]]);

    // a department owning no storage gets the plant's storages (the demo's products among them)
    const [bare] = await t.rows<{ dept_cd: string }>(sql`select d.dept_cd from com_dept d where d.plant_cd = '1000'
      and not exists (select 1 from com_dept c where c.pdept_cd = d.dept_cd) and not exists (select 1 from chm_storage s where s.dept_cd = d.dept_cd) order by d.dept_cd limit 1`);
    const plant = await ok(health, 'GET', `/api/chm/health-suggestions?plantCd=1000&deptCd=${bare!.dept_cd}`);
    expect(plant.basis).toBe('PLANT');
    expect((plant.checkupFactors as Json[]).some((x) => x.casNo === CAS_SHC)).toBe(true);

    // used up, it still counts: it moved within the last 12 months
    await move(owned.storageNo, p.chemProdNo, 'OUT', 10, '2026-11-03');
    expect(((await ok(health, 'GET', '/api/chm/health-suggestions?plantCd=1000&deptCd=D1310')).checkupFactors as Json[]).length).toBe(1);

    // another plant's user is refused; a bad query is 400
    expectError(await call(gas, 'GET', '/api/chm/health-suggestions?plantCd=1000&deptCd=D1310'), 403);
    expect((await call(health, 'GET', '/api/chm/health-suggestions?plantCd=1000')).statusCode).toBe(400);
  });
});

describe('화학물질 통계조사 yearly export', () => {
  it('sums the year\'s kg × maximum content per substance, hand-computed', async () => {
    const S1 = '9101-01-1';
    const S2 = '9102-02-2';
    await ok(safety, 'POST', '/api/baseinfo/chemical', { casNo: S1, chemNmKo: '통계물질일', chemNmEn: 'Stat one', regs: [] });
    // S2 is not in the regulation base: its name comes from the product's component
    const p1 = await usableProduct('통계 혼합물', [{ casNo: S1, chemNm: '성분1', contentMinPct: 30, contentMaxPct: 35 }, { casNo: S2, chemNm: '통계물질이', contentMinPct: 5, contentMaxPct: 10 }]);
    const p2 = await usableProduct('통계 원액', [{ casNo: S1, chemNm: '통계물질일', contentMaxPct: 100 }], 1.5);
    const st = await ok(safety, 'POST', '/api/chm/storage', { plantCd: '1000', storageNm: '통계 시험창고', storageTypeCd: 'WAREHOUSE', useYn: 'Y' });
    await move(st.storageNo, p1.chemProdNo, 'IN', 100, '2017-12-20'); // the year before: held at the year's end only
    await move(st.storageNo, p1.chemProdNo, 'IN', 200, '2018-03-01');
    await move(st.storageNo, p1.chemProdNo, 'OUT', 50, '2018-04-01');
    await move(st.storageNo, p1.chemProdNo, 'DISPOSE', 10, '2018-05-01');
    await move(st.storageNo, p2.chemProdNo, 'IN', 20, '2018-06-01', 'L'); // 20 L × 1.5 = 30 kg
    await move(st.storageNo, p2.chemProdNo, 'OUT', 5, '2018-07-01');
    await move(st.storageNo, p1.chemProdNo, 'OUT', 100, '2019-01-05'); // the year after: not counted

    const a = await ok(safety, 'GET', '/api/chm/stats/yearly?plantCd=1000&year=2018');
    const rows = (a.list as Json[]).filter((x) => [S1, S2].includes(String(x.casNo)));
    // S1: 입고 200 × 0.35 + 30 × 1 = 100; 사용 50 × 0.35 + 5 = 22.5; 폐기 10 × 0.35 = 3.5; 연말 240 × 0.35 + 25 = 109
    // S2: 입고 200 × 0.10 = 20; 사용 5; 폐기 1; 연말 240 × 0.10 = 24
    expect(rows).toEqual([
      { casNo: S1, chemNm: '통계물질일', manufactureKg: null, importKg: null, receiptKg: 100, useKg: 22.5, disposeKg: 3.5, saleKg: null, yearEndKg: 109, prodNms: ['통계 원액', '통계 혼합물'] },
      { casNo: S2, chemNm: '통계물질이', manufactureKg: null, importKg: null, receiptKg: 20, useKg: 5, disposeKg: 1, saleKg: null, yearEndKg: 24, prodNms: ['통계 혼합물'] },
    ]);
    // 2017: only the first receipt
    const y17 = ((await ok(safety, 'GET', '/api/chm/stats/yearly?plantCd=1000&year=2017')).list as Json[]).find((x) => x.casNo === S2)!;
    expect([y17.receiptKg, y17.useKg, y17.yearEndKg]).toEqual([10, 0, 10]);

    const x = await call(safety, 'GET', '/api/chm/stats/yearly/excel?plantCd=1000&year=2018');
    expect(x.statusCode, x.body.slice(0, 200)).toBe(200);
    const { default: ExcelJS } = await import('exceljs');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    const values = wb.worksheets[0]!.getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1));
    expect(values[0]!.slice(0, 9)).toEqual(['CAS번호', '물질명', '제조량(kg)', '수입량(kg)', '사용량(kg)', '판매량(kg)', '입고량(kg)', '폐기량(kg)', '연말 보관량(kg)']);
    const s1 = values.find((r) => r[0] === S1)!;
    expect([s1[1], s1[2] ?? null, s1[3] ?? null, s1[4], s1[5] ?? null, s1[6], s1[7], s1[8]]).toEqual(['통계물질일', null, null, 22.5, null, 100, 3.5, 109]);

    expectError(await call(gas, 'GET', '/api/chm/stats/yearly?plantCd=1000&year=2018'), 403);
    expectError(await call(gas, 'GET', '/api/chm/stats/yearly/excel?plantCd=1000&year=2018'), 403);
  });
});

describe('the full H/P statement table on labels', () => {
  it('a label gives the Korean text of any statement of the notice, combined codes too', async () => {
    const p = await ok(safety, 'POST', '/api/baseinfo/chemprod', {
      plantCd: '1000', prodNm: '라벨 문구 시험', signalWordCd: 'DANGER', hCodes: ['H351', 'H413'], pCodes: ['P202', 'P308+P313', 'P403+P235'], components: [{ casNo: '9201-01-1', contentMaxPct: 10 }],
    });
    const l = await ok(safety, 'GET', `/api/baseinfo/chemprod/${String(p.chemProdNo)}/label`);
    expect((l.hStatements as Json[]).map((x) => [x.code, x.textKo])).toEqual([['H351', '암을 일으킬 것으로 의심됨'], ['H413', '장기적인 영향에 의해 수생생물에게 유해의 우려가 있음']]);
    expect((l.pStatements as Json[]).map((x) => x.textKo)).toEqual([
      '모든 안전 조치 문구를 읽고 이해하기 전에는 취급하지 마시오.', '노출되거나 노출이 우려되면: 의학적인 조치·조언을 구하시오.', '환기가 잘 되는 곳에 보관하시오. 저온으로 유지하시오.',
    ]);
    const [n] = await t.rows<{ n: number }>(sql`select count(*)::int as n from chm_hp_statement where ver_cd = 'MOEL-2023-9' and source_nm like '고용노동부 고시%'`);
    expect(n!.n).toBeGreaterThan(240);
  });
});

describe('KOSHA MSDS OpenAPI import', () => {
  it('is off by default and reads its key, base URL and timeout from the environment', () => {
    const env = { DATA_DIR: '/tmp/jikim-kosha-test', JWT_SECRET: 'x'.repeat(40), FILE_ENCRYPTION_KEY: Buffer.alloc(32).toString('base64') };
    expect(loadConfig(env).koshaMsds).toBeUndefined();
    expect(loadConfig({ ...env, KOSHA_MSDS_API_KEY: 'k', KOSHA_MSDS_BASE_URL: 'http://127.0.0.1:9/api/', KOSHA_MSDS_TIMEOUT_MS: '500' }).koshaMsds)
      .toEqual({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9/api', timeoutMs: 500 });
    expect(loadConfig({ ...env, KOSHA_MSDS_API_KEY: 'k' }).koshaMsds!.baseUrl).toBe('https://msds.kosha.or.kr/openapi/service/msdschem');
  });

  it('looks a substance up by CAS or name, fills the form data, and the saved product keeps the source and fetch time', async () => {
    expect((await ok(safety, 'GET', '/api/chm/kosha/status')).enabled).toBe(true);
    const byCas = await ok(safety, 'GET', '/api/chm/kosha/search?query=7664-41-7&by=CAS');
    expect(byCas.list).toEqual([{ chemId: '000123', casNo: '7664-41-7', chemNmKo: '암모니아', unNo: '1005', keNo: 'KE-01625', lastDate: '2024-05-02' }]);
    expect(seen.some((u) => u.startsWith('/openapi/service/msdschem/chemlist?') && u.includes(`serviceKey=${KEY}`) && u.includes('searchCnd=1'))).toBe(true);
    expect(((await ok(safety, 'GET', `/api/chm/kosha/search?query=${encodeURIComponent('암모니')}&by=NAME`)).list as Json[]).map((x) => x.chemId)).toEqual(['000123']);
    expect((await ok(safety, 'GET', '/api/chm/kosha/search?query=0000-00-0&by=CAS')).list).toEqual([]);

    const f = await ok(safety, 'POST', '/api/chm/kosha/fetch', { chemId: '000123', casNo: '7664-41-7' });
    expect(f).toMatchObject({
      chemId: '000123', casNo: '7664-41-7', chemNmKo: '암모니아', signalWordCd: 'DANGER', hCodes: ['H221', 'H280', 'H314', 'H400'], euhCodes: ['EUH071'],
      pCodes: ['P210', 'P260', 'P303+P361+P353'], sourceNm: 'KOSHA MSDS OpenAPI (chemId 000123)', spillTxt: '인체를 보호하기 위해 필요한 조치사항: 누출 지역을 환기하시오',
      ppeTxt: '호흡기 보호: 공기호흡기를 착용하시오', storageTxt: '안전취급요령: 환기가 잘 되는 곳에서 취급하시오',
    });
    // entities decoded; a 자료없음 line dropped
    expect(f.firstAidTxt).toBe('눈에 들어갔을 때: 즉시 다량의 물로 15분 이상 씻어내시오 & 의사의 진찰을 받으시오\n피부에 접촉했을 때');
    expect(Date.now() - Date.parse(String(f.fetchDt))).toBeLessThan(60_000);

    // the person confirms: the form is saved with the fetch record; source and time are the server's, never the body's
    const p = await ok(safety, 'POST', '/api/baseinfo/chemprod', {
      plantCd: '1000', prodNm: '암모니아수 (KOSHA)', signalWordCd: f.signalWordCd, hCodes: f.hCodes, pCodes: f.pCodes, koshaFetchNo: f.fetchNo,
      sdsSourceNm: '가짜 출처', sdsFetchDt: '2000-01-01T00:00:00Z', firstAidTxt: f.firstAidTxt, components: [{ casNo: f.casNo, chemNm: f.chemNmKo, contentMaxPct: 25 }],
    });
    expect(p.sdsSourceNm).toBe('KOSHA MSDS OpenAPI (chemId 000123)');
    expect(Date.parse(String(p.sdsFetchDt))).toBe(Date.parse(String(f.fetchDt)));
    expect(p.hCodes).toEqual(['H221', 'H280', 'H314', 'H400']);
    expectError(await call(safety, 'POST', '/api/baseinfo/chemprod', { plantCd: '1000', prodNm: 'x', koshaFetchNo: 999999, components: [{ casNo: '1-1-1', contentMaxPct: 1 }] }), 400, CHM_MESSAGES.koshaNotFound);
    // a chemId that is not the CAS number's is refused
    expectError(await call(safety, 'POST', '/api/chm/kosha/fetch', { chemId: '999999', casNo: '7664-41-7' }), 400, CHM_MESSAGES.koshaNotFound);
    expect((await t.rows(sql`select 1 from com_audit_log where action = 'CHM_KOSHA_FETCH'`)).length).toBeGreaterThanOrEqual(1);
  });

  it('needs the product right; a service error is 502, a silent service ends by the timeout (504); off answers 404', async () => {
    const worker = await login(t.app, 'worker01');
    expectError(await call(worker, 'GET', '/api/chm/kosha/search?query=7664-41-7&by=CAS'), 403);
    const cfg = t.app.config.koshaMsds!;
    try {
      t.app.config.koshaMsds = { ...cfg, apiKey: 'wrong' };
      expectError(await call(safety, 'GET', '/api/chm/kosha/search?query=7664-41-7&by=CAS'), 502, CHM_MESSAGES.koshaFailed);
      t.app.config.koshaMsds = { ...cfg, timeoutMs: 300 };
      slow = true;
      const started = Date.now();
      expectError(await call(safety, 'GET', '/api/chm/kosha/search?query=7664-41-7&by=CAS'), 504, CHM_MESSAGES.koshaTimeout);
      expect(Date.now() - started).toBeLessThan(5000);
      slow = false;
      t.app.config.koshaMsds = undefined;
      expect((await ok(safety, 'GET', '/api/chm/kosha/status')).enabled).toBe(false);
      expectError(await call(safety, 'GET', '/api/chm/kosha/search?query=7664-41-7&by=CAS'), 404, CHM_MESSAGES.koshaOff);
    } finally {
      slow = false;
      t.app.config.koshaMsds = cfg;
    }
  });
});

describe('container-level QR (용기·로트)', () => {
  it('each container row of a storage gets its own random token; its public page shows the lot and the SDS summary', async () => {
    const p = await ok(safety, 'POST', '/api/baseinfo/chemprod', {
      plantCd: '1000', prodNm: '염산 35% (용기 시험)', signalWordCd: 'DANGER', hCodes: ['H290', 'H314', 'H335'], pCodes: ['P280'], firstAidTxt: '눈: 15분 이상 물로 씻으시오',
      components: [{ casNo: '7647-01-0', chemNm: '염화수소', contentMaxPct: 35 }],
    });
    const s = await ok(safety, 'POST', '/api/chm/storage', {
      plantCd: '1000', storageNm: '수처리 약품창고(용기 시험)', storageTypeCd: 'WAREHOUSE', locationDesc: '수처리동 1층', useYn: 'Y',
      containers: [
        { chemProdNo: p.chemProdNo, lotNo: 'L2611-01', containerNm: '20 L 말통 #1', receivedYmd: '2026-11-02', expiryYmd: '2028-11-01', useYn: 'Y', publicToken: 'a'.repeat(32) },
        { chemProdNo: p.chemProdNo, lotNo: 'L2611-02', containerNm: '20 L 말통 #2', receivedYmd: '2026-11-02', useYn: 'Y' },
      ],
    });
    const rows = s.containers as Json[];
    expect(rows.map((x) => x.lotNo)).toEqual(['L2611-01', 'L2611-02']);
    const tokens = rows.map((x) => String(x.publicToken));
    for (const tk of tokens) expect(tk).toMatch(/^[0-9a-f]{32}$/);
    expect(tokens[0]).not.toBe('a'.repeat(32)); // never the body's
    expect(tokens[0]).not.toBe(tokens[1]);

    const pub = await t.app.inject({ url: `/api/public/chm/container/${tokens[0]!}` }); // no login
    expect(pub.statusCode, pub.body).toBe(200);
    const page = pub.json() as Json;
    expect(page.container).toEqual({ lotNo: 'L2611-01', containerNm: '20 L 말통 #1', storageNm: '수처리 약품창고(용기 시험)', locationDesc: '수처리동 1층', receivedYmd: '2026-11-02', expiryYmd: '2028-11-01', useYn: 'Y' });
    expect(page).toMatchObject({ prodNm: '염산 35% (용기 시험)', signalWordCd: 'DANGER', firstAidTxt: '눈: 15분 이상 물로 씻으시오' });
    expect(page.pictograms).toEqual(['GHS05', 'GHS07']);

    // saving the storage again keeps each token (a printed QR stays valid); a removed row's page is gone
    const again = await ok(safety, 'PUT', `/api/chm/storage/${String(s.storageNo)}`, { ...s, containers: [{ ...rows[0]!, useYn: 'N' }] });
    expect((again.containers as Json[]).map((x) => [x.publicToken, x.useYn])).toEqual([[tokens[0], 'N']]);
    expect((await t.app.inject({ url: `/api/public/chm/container/${tokens[1]!}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/public/chm/container/${'0'.repeat(32)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/public/chm/container/${String(rows[0]!.containerNo)}` })).statusCode).toBe(400);

    // a container names a product of the storage's plant; the product cannot be deleted while a container names it
    const gasProd = await ok(gas, 'POST', '/api/baseinfo/chemprod', { plantCd: '2000', prodNm: '가스기지 제품', components: [{ casNo: '7647-01-0', contentMaxPct: 10 }] });
    expectError(await call(safety, 'PUT', `/api/chm/storage/${String(s.storageNo)}`, { ...again, containers: [...(again.containers as Json[]), { chemProdNo: gasProd.chemProdNo, lotNo: 'X' }] }), 400, `2번째 행: ${CHM_MESSAGES.storagePlant}`);
    expectError(await call(safety, 'DELETE', `/api/baseinfo/chemprod/${String(p.chemProdNo)}?version=${String(p.version)}`), 409, '용기(로트)가 등록된 화학제품은 삭제할 수 없습니다. 저장소의 용기 행을 먼저 지우세요.');
  });
});
