import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILD_MESSAGES, RSA_HAZARD_MESSAGES as HM, RSA_MESSAGES } from '@jikim/shared';
import { createTestApp, expectError, injectUpload, login, xlsxOf, type TestApp, type Tokens } from '../../test/helpers.js';
import { rsaCalls } from './rsa.test-utils.js';

// 유해·위험요인 목록 (the hazard and standard-controls library): CRUD and scope, the Excel upload, picking into assessments
let t: TestApp;
let safety: Tokens;
let worker: Tokens;
let gas: Tokens;

type R = Record<string, unknown>;
type Hazard = R & { hazardLibNo: number; version: number; controls: R[] };
const { inject, ok } = rsaCalls(() => t);
const API = '/api/rsa/hazards';
const HEAD = ['분류', '유해·위험요인', '작업상황', '재해형태', '대책구분', '안전대책'];
const upload = async (tok: Tokens, rows: (string | null)[][], plantCd = '1000', head = HEAD) => injectUpload(t.app, tok, `${API}/upload?plantCd=${plantCd}`, await xlsxOf(head, rows));
const libState = async () => (await t.rows<{ n: string }>(sql`
  select concat_ws(',', (select count(*) from rsa_hazard_lib), (select coalesce(sum(version), 0) from rsa_hazard_lib), (select count(*) from rsa_hazard_control),
    (select string_agg(control_text, '|' order by control_no) from rsa_hazard_control)) as n`))[0]!.n;
const base = (over: R = {}) => ({
  plantCd: '1000', hazardClassCd: 'MECHANICAL', hazardNm: '회전축 노출부', situation: '펌프 커플링 점검 중', disasterTypeCd: 'CAUGHT',
  controls: [{ controlKindCd: 'ENGINEERING', controlText: '커플링 방호덮개 설치' }, { controlKindCd: 'ADMIN', controlText: '점검 전 LOTO' }], ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  [safety, worker, gas] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'worker01'), login(t.app, 'gas01')]);
});
afterAll(async () => t?.close());

describe('유해·위험요인 목록: the plant\'s hazards with standard controls', () => {
  it('demo: each plant\'s library made from the hazard codes, with realistic standard controls of the plant', async () => {
    const rows = await t.rows<{ plant_cd: string; n: string; c: string; classes: string }>(sql`
      select h.plant_cd, count(distinct h.hazard_lib_no) as n, count(c.control_no) as c, string_agg(distinct h.hazard_class_cd, ',') as classes
        from rsa_hazard_lib h join rsa_hazard_control c on c.hazard_lib_no = h.hazard_lib_no where h.plant_cd in ('1000', '2000') group by h.plant_cd order by h.plant_cd`);
    expect(rows.map((r) => r.plant_cd)).toEqual(['1000', '2000']);
    for (const r of rows) {
      expect(Number(r.n)).toBeGreaterThanOrEqual(15);
      expect(Number(r.c)).toBeGreaterThanOrEqual(2 * Number(r.n));
      expect(r.classes.split(',').sort()).toEqual(['BIOLOGICAL', 'CHEMICAL', 'ELECTRICAL', 'ENVIRONMENT', 'MECHANICAL', 'WORK_CHAR']);
    }
    const [lng] = await t.rows<{ texts: string }>(sql`select string_agg(c.control_text, ' ') as texts from rsa_hazard_lib h join rsa_hazard_control c on c.hazard_lib_no = h.hazard_lib_no where h.plant_cd = '2000'`);
    expect(lng!.texts).toContain('ESD');
  });

  it('CRUD: controls as child rows (one at least), names answered, class code checked, one name per class, unit work of the plant', async () => {
    const h = await ok<Hazard>(inject(safety, 'POST', API, base()));
    expect(h).toMatchObject({ hazardClassNm: '기계적 요인', disasterTypeNm: '끼임', useYn: 'Y', controlCnt: 2 });
    expect(h.controls.map((c) => [c.controlKindNm, c.controlText, c.rowNo])).toEqual([['공학적 대책', '커플링 방호덮개 설치', 1], ['관리적 대책', '점검 전 LOTO', 2]]);
    expectError(await inject(safety, 'POST', API, base({ hazardNm: '대책 없음', controls: [] })), 400, CHILD_MESSAGES.minRows('표준 안전대책', 1));
    expectError(await inject(safety, 'POST', API, base()), 409, HM.duplicate);
    expectError(await inject(safety, 'POST', API, base({ hazardNm: '다른 이름', hazardClassCd: 'NOPE' })), 400, HM.badCode('분류'));
    // a unit work of the plant: its name is kept with the hazard; another plant's is refused
    const [own] = await t.rows<{ no: number; nm: string }>(sql`select unit_work_no as no, unit_work_nm as nm from rsa_unit_work where plant_cd = '1000' order by unit_work_no limit 1`);
    const [other] = await t.rows<{ no: number }>(sql`select unit_work_no as no from rsa_unit_work where plant_cd = '2000' order by unit_work_no limit 1`);
    expectError(await inject(safety, 'PUT', `${API}/${h.hazardLibNo}`, { ...h, unitWorkNo: other!.no }), 400, RSA_MESSAGES.unitWorkNotFound);
    const u = await ok<Hazard>(inject(safety, 'PUT', `${API}/${h.hazardLibNo}`, { ...h, unitWorkNo: own!.no, controls: [{ controlKindCd: 'PPE', controlText: '보호장갑' }] }));
    expect(u).toMatchObject({ unitWorkNo: own!.no, unitWorkNm: own!.nm, controlCnt: 1, version: 2 });
    // the list (controls counted), its Excel, and the audit
    const list = await ok<{ list: Hazard[] }>(inject(safety, 'GET', `${API}?plantCd=1000&hazardNm=${encodeURIComponent('회전축')}`));
    expect(list.list.map((x) => [x.hazardLibNo, x.controlCnt])).toEqual([[h.hazardLibNo, 1]]);
    const xl = await inject(safety, 'GET', `${API}/excel?plantCd=1000`);
    expect(xl.statusCode).toBe(200);
    expect(xl.headers['content-type']).toContain('spreadsheetml');
    const [audit] = await t.rows<{ n: string }>(sql`select count(*) as n from com_audit_log where entity = 'rsaHazardLib' and entity_key = ${String(h.hazardLibNo)}`);
    expect(Number(audit!.n)).toBe(2);
  });

  it('scope and rights: a worker of the plant reads, does not write; another plant\'s user neither reads nor writes it', async () => {
    const h = await ok<Hazard>(inject(safety, 'POST', API, base({ hazardNm: '범위 확인용' })));
    await ok(inject(worker, 'GET', `${API}/${h.hazardLibNo}`));
    expectError(await inject(worker, 'POST', API, base({ hazardNm: '작업자는 못 씀' })), 403);
    expectError(await inject(gas, 'GET', `${API}/${h.hazardLibNo}`), 403);
    expectError(await inject(gas, 'POST', API, base({ hazardNm: '다른 사업장' })), 403);
    const gasList = await ok<{ list: Hazard[] }>(inject(gas, 'GET', API));
    expect(gasList.list.every((x) => x.plantCd === '2000')).toBe(true);
    expectError(await inject(gas, 'GET', `${API}/options?plantCd=1000`), 403);
  });
});

describe('유해·위험요인 Excel upload', () => {
  it('every bad row named by row and column, nothing saved; headers, rights and plant checked', async () => {
    const before = await libState();
    const bad = await upload(safety, [
      ['기계적 요인', '업로드 정상 행', null, null, '공학적 대책', '덮개'],
      ['없는 분류', '분류가 틀림', null, null, '관리적 대책', 'x'],
      ['MECHANICAL', null, null, null, 'ADMIN', 'x'],
      ['MECHANICAL', '재해형태 틀림', null, '외계인 공격', 'ADMIN', 'x'],
      ['MECHANICAL', '대책구분 틀림', null, null, '기도', 'x'],
      ['MECHANICAL', '대책 없음', null, null, 'PPE', null],
    ]);
    const body = expectError(bad, 400, RSA_MESSAGES.uploadBadRow(3, '분류'));
    expect((body.fields as { message: string }[]).map((f) => f.message)).toEqual([
      RSA_MESSAGES.uploadBadRow(3, '분류'), RSA_MESSAGES.uploadBadRow(4, '유해·위험요인'), RSA_MESSAGES.uploadBadRow(5, '재해형태'),
      RSA_MESSAGES.uploadBadRow(6, '대책구분'), RSA_MESSAGES.uploadBadRow(7, '안전대책'),
    ]);
    expectError(await upload(safety, [['MECHANICAL', 'x', null, null, 'ADMIN', 'y']], '1000', ['분류', '요인', '대책']), 400, HM.uploadBadFile);
    expectError(await upload(safety, []), 400, HM.uploadNoRows);
    expectError(await upload(worker, [['MECHANICAL', 'x', null, null, 'ADMIN', 'y']]), 403);
    expectError(await upload(gas, [['MECHANICAL', 'x', null, null, 'ADMIN', 'y']], '1000'), 403);
    expect(await libState()).toBe(before);
  });

  it('a good file: rows of one hazard are its controls (codes or Korean names); a second file updates by plant + class + name and replaces the controls', async () => {
    const first = await ok<{ insertedCnt: number; updatedCnt: number }>(upload(safety, [
      ['기계적 요인', '슈트 막힘 해소 중 끼임', '석탄 슈트 막힘을 손으로 해소', '끼임', '공학적 대책', '슈트 진동기 설치'],
      ['기계적 요인', '슈트 막힘 해소 중 끼임', null, null, '관리적 대책', '막힘 해소 전 컨베이어 정지·LOTO'],
      ['ELECTRICAL', '임시 분전반 누전', '정비 기간 임시 전원', 'SHOCK', 'ENGINEERING', '누전차단기 설치'],
    ]));
    expect(first).toEqual({ insertedCnt: 2, updatedCnt: 0 });
    const read = async (nm: string) => (await t.rows<{ no: number; situation: string | null; disaster: string | null; version: number; controls: string }>(sql`
      select h.hazard_lib_no as no, h.situation, h.disaster_type_cd as disaster, h.version,
             (select string_agg(control_kind_cd || ':' || control_text, '|' order by row_no) from rsa_hazard_control c where c.hazard_lib_no = h.hazard_lib_no) as controls
        from rsa_hazard_lib h where h.plant_cd = '1000' and h.hazard_nm = ${nm}`))[0]!;
    const chute = await read('슈트 막힘 해소 중 끼임');
    expect(chute).toMatchObject({ situation: '석탄 슈트 막힘을 손으로 해소', disaster: 'CAUGHT', version: 1, controls: 'ENGINEERING:슈트 진동기 설치|ADMIN:막힘 해소 전 컨베이어 정지·LOTO' });
    const second = await ok<{ insertedCnt: number; updatedCnt: number }>(upload(safety, [
      ['MECHANICAL', '슈트 막힘 해소 중 끼임', '슈트 점검구에서 막힘 해소', null, '제거·대체', '막힘 감지 시 자동 에어 블라스터로 해소'],
      ['작업환경 요인', '슈트실 분진', null, null, '개인보호구', '방진마스크 착용'],
    ]));
    expect(second).toEqual({ insertedCnt: 1, updatedCnt: 1 });
    // same row (number kept), new situation, the old disaster type kept (empty cell), the controls replaced
    expect(await read('슈트 막힘 해소 중 끼임')).toMatchObject({ no: chute.no, situation: '슈트 점검구에서 막힘 해소', disaster: 'CAUGHT', version: 2, controls: 'ELIMINATE:막힘 감지 시 자동 에어 블라스터로 해소' });
    expect(await read('임시 분전반 누전')).toMatchObject({ version: 1, controls: 'ENGINEERING:누전차단기 설치' });
    const [audit] = await t.rows<{ n: string }>(sql`select count(*) as n from com_audit_log where entity = 'rsaHazardLib' and entity_key = ${String(chute.no)}`);
    expect(Number(audit!.n)).toBe(2);
  });
});

describe('picking a library hazard in an assessment', () => {
  const PLANS = '/api/rsa/plans';
  const ASSESS = '/api/rsa/assessments';
  const plan = (methodCd: string) => ok<{ planNo: number }>(inject(safety, 'POST', PLANS, {
    plantCd: '1000', deptCd: 'D1210', kindCd: 'OCCASIONAL', methodCd, planTitle: `목록 선택 ${methodCd}`, planFromYmd: '2026-11-02', planToYmd: '2026-12-31',
  }));
  const libNo = async (plantCd: string, nm?: string) => (await t.rows<{ no: number }>(sql`
    select hazard_lib_no as no from rsa_hazard_lib where plant_cd = ${plantCd} and (${nm ?? null}::text is null or hazard_nm = ${nm ?? null}) order by hazard_lib_no limit 1`))[0]!.no;

  it('options: in use, with controls; the unit work\'s own first, then general ones, another unit work\'s left out; class and text filters', async () => {
    const [uw1, uw2] = await t.rows<{ no: number }>(sql`select unit_work_no as no from rsa_unit_work where plant_cd = '1000' order by unit_work_no limit 2`);
    const mine = await ok<Hazard>(inject(safety, 'POST', API, base({ hazardNm: '단위작업 전용 위험', unitWorkNo: uw1!.no })));
    const off = await ok<Hazard>(inject(safety, 'POST', API, base({ hazardNm: '사용 안 하는 위험', useYn: 'N' })));
    type Opt = { hazardLibNo: number; hazardClassCd: string; unitWorkNo: number | null; controls: { controlKindNm: string; controlText: string }[] };
    const forUw1 = await ok<{ list: Opt[] }>(inject(worker, 'GET', `${API}/options?plantCd=1000&unitWorkNo=${uw1!.no}`));
    const firstGeneral = forUw1.list.findIndex((o) => o.unitWorkNo === null);
    expect(firstGeneral).toBeGreaterThan(0);
    expect(forUw1.list.slice(0, firstGeneral).every((o) => o.unitWorkNo === uw1!.no)).toBe(true);
    expect(forUw1.list.slice(firstGeneral).every((o) => o.unitWorkNo === null)).toBe(true);
    const got = forUw1.list.find((o) => o.hazardLibNo === mine.hazardLibNo)!;
    expect(got.controls[0]).toEqual({ controlKindCd: 'ENGINEERING', controlKindNm: '공학적 대책', controlText: '커플링 방호덮개 설치' });
    expect(forUw1.list.map((o) => o.hazardLibNo)).not.toContain(off.hazardLibNo);
    const forUw2 = await ok<{ list: Opt[] }>(inject(worker, 'GET', `${API}/options?plantCd=1000&unitWorkNo=${uw2!.no}`));
    expect(forUw2.list.map((o) => o.hazardLibNo)).not.toContain(mine.hazardLibNo);
    const elec = await ok<{ list: Opt[] }>(inject(worker, 'GET', `${API}/options?plantCd=1000&hazardClassCd=ELECTRICAL`));
    expect(elec.list.length).toBeGreaterThan(0);
    expect(elec.list.every((o) => o.hazardClassCd === 'ELECTRICAL')).toBe(true);
    const text = await ok<{ list: Opt[] }>(inject(worker, 'GET', `${API}/options?plantCd=1000&q=${encodeURIComponent('단위작업 전용')}`));
    expect(text.list.map((o) => o.hazardLibNo)).toEqual([mine.hazardLibNo]);
  });

  it('the row keeps the link; a hazard of another plant is refused by row (빈도·강도 and JSA), nothing saved; typed rows stay valid', async () => {
    const own = await libNo('1000');
    const other = await libNo('2000');
    const p = await plan('FREQ_SEV');
    const typed = { hazardClassCd: 'ENVIRONMENT', hazardNm: '직접 입력한 위험', likelihood: 1, severity: 2 };
    const row = { hazardLibNo: own, hazardClassCd: 'MECHANICAL', hazardNm: '협착·끼임 위험 부분(회전체, 롤러)', currentControl: '방호덮개 / LOTO', likelihood: 2, severity: 3 };
    const body = { planNo: p.planNo, plantCd: '1000', deptCd: 'D1310', unitWorkNm: '목록에서 고른 위험' };
    const count = async () => Number((await t.rows<{ n: string }>(sql`select count(*) as n from rsa_assessment`))[0]!.n);
    const n0 = await count();
    expectError(await inject(safety, 'POST', ASSESS, { ...body, hazards: [typed, { ...row, hazardLibNo: other }] }), 400, HM.notOfPlant('유해·위험요인', 2));
    expectError(await inject(safety, 'POST', ASSESS, { ...body, hazards: [{ ...row, hazardLibNo: 2_000_000 }] }), 400, HM.notOfPlant('유해·위험요인', 1));
    expect(await count()).toBe(n0);
    const a = await ok<{ assessNo: number; version: number; hazards: R[] }>(inject(safety, 'POST', ASSESS, { ...body, hazards: [row, typed] }));
    expect(a.hazards.map((h) => [h.hazardLibNo, h.hazardNm, h.riskScore])).toEqual([[own, row.hazardNm, 6], [null, '직접 입력한 위험', 2]]);
    // a library hazard in use by an assessment is not deleted (turn it off instead)
    const lib = await ok<Hazard>(inject(safety, 'GET', `${API}/${own}`));
    expectError(await inject(safety, 'DELETE', `${API}/${own}?version=${lib.version}`), 409, HM.inUse);
    const spare = await ok<Hazard>(inject(safety, 'POST', API, base({ hazardNm: '지울 수 있는 위험' })));
    await ok(inject(safety, 'DELETE', `${API}/${spare.hazardLibNo}?version=${spare.version}`));
    // JSA steps keep the link too
    const j = await plan('JSA');
    const step = { taskNm: '컨베이어 청소', stepNo: 1, stepDesc: '정지 및 LOTO', hazardNm: '회전체 끼임', likelihood: 2, severity: 2, measure: '방호덮개', hazardLibNo: other };
    const jBody = { ...body, planNo: j.planNo, unitWorkNm: 'JSA 목록 선택' };
    expectError(await inject(safety, 'POST', ASSESS, { ...jBody, jsaSteps: [step] }), 400, HM.notOfPlant('JSA 작업단계', 1));
    const ja = await ok<{ jsaSteps: R[] }>(inject(safety, 'POST', ASSESS, { ...jBody, jsaSteps: [{ ...step, hazardLibNo: own }] }));
    expect(ja.jsaSteps[0]).toMatchObject({ hazardLibNo: own, measure: '방호덮개' });
  });
});
