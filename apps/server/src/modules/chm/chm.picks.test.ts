// Issue 26, item 9 (links): an accident's chemicals and a permit's chemicals pick products of the register — resolved
// through the scoped loader (exists, the caller's reach, the record's plant), answered with the record, locked with it.
// (CHARM rows: rsa.methods.test.ts.)
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, login, type TestApp, type Tokens } from '../../test/helpers.js';

let t: TestApp;
let safety: Tokens;
let admin: Tokens;
let own: number;
let other: number;

const call = (tok: Tokens, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  [safety, admin] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'admin')]);
  const [a] = await t.rows<{ no: number }>(sql`select chem_prod_no as no from chm_prod where plant_cd = '1000' order by 1 limit 1`);
  const [b] = await t.rows<{ no: number }>(sql`select chem_prod_no as no from chm_prod where plant_cd = '2000' order by 1 limit 1`);
  own = a!.no;
  other = b!.no;
}, 120_000);
afterAll(async () => t?.close());

const ACC = '/api/saf/accidents';
const accident = {
  plantCd: '1000', deptCd: 'D1310', title: '수처리동 염산 비산', occurredYmd: '2026-10-15', occurredTime: '10:20', place: '수처리동 약품 저장조',
  accidentTypeCd: 'CHEMICAL', summary: '약품 보충 중 호스 이탈로 염산 비산', victims: [{ victimTypeCd: 'EMPLOYEE', victimUserId: 'worker01', treatmentDays: 7, lostDays: 0, deathYn: 'N', illnessYn: 'N' }],
};
const PERMIT = '/api/saf/wkod/permits';
const permit = {
  plantCd: '1000', kindCd: 'GENERAL', workNm: '탈염설비 세정 (약품 사용)', workYmd: '2031-04-01', startTm: '08:00', endTm: '12:00',
  requestDeptCd: 'D1410', superviseDeptCd: 'D1410', areaCd: 'E_BOILER',
};

describe('an accident names the register\'s products involved', () => {
  it('saves and answers them; another plant\'s product is refused naming the field and nothing is saved', async () => {
    const res = await call(safety, 'POST', ACC, { ...accident, chemProds: [{ chemProdNo: own, qty: 2.5, unitCd: 'L', remark: '호스 이탈로 비산' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().chemProds).toMatchObject([{ chemProdNo: own, qty: 2.5, unitCd: 'L', remark: '호스 이탈로 비산' }]);
    const titled = { ...accident, title: '다른 사업장 제품 사고' };
    const out = await call(safety, 'POST', ACC, { ...titled, chemProds: [{ chemProdNo: other }] });
    expect(out.statusCode).toBe(403);
    expect(out.json().message).toBe('1번째 행의 [화학제품]에 입력한 값은 소속 사업장·부서(협력업체)의 범위를 벗어난 정보입니다.');
    // an administrator reaches both plants: the LNG base's product on the power plant's accident names the other plant
    const plant = await call(admin, 'POST', ACC, { ...titled, chemProds: [{ chemProdNo: other }] });
    expect(plant.statusCode).toBe(400);
    expect(plant.json().message).toContain('다른 사업장');
    expect(await t.rows(sql`select 1 from saf_accident where title = ${titled.title}`)).toEqual([]);
  });
});

describe('a permit names the register\'s products its work uses', () => {
  it('saves and answers them; an unknown product is refused; the rows lock with the permit once requested', async () => {
    const res = await call(safety, 'POST', PERMIT, { ...permit, chemProds: [{ chemProdNo: own, qty: 20, unitCd: 'L' }] });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json() as { permitNo: number; version: number; chemProds: Record<string, unknown>[] };
    expect(p.chemProds).toMatchObject([{ chemProdNo: own, qty: 20, unitCd: 'L' }]);
    const bad = await call(safety, 'POST', PERMIT, { ...permit, workNm: '없는 제품', chemProds: [{ chemProdNo: 999_999 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('1번째 행의 [화학제품]에 입력한 값이 존재하지 않습니다. 목록에서 다시 선택하세요.');
    // a permit no longer in 작성 keeps its rows: the lock of the record's children (issue 25) covers the new collection
    await t.rows(sql`update saf_wkod_permit set status_cd = 'ISSUED' where permit_no = ${p.permitNo}`);
    const cur = (await call(safety, 'GET', `${PERMIT}/${p.permitNo}`)).json() as Record<string, unknown>;
    const locked = await call(safety, 'PUT', `${PERMIT}/${p.permitNo}`, { ...cur, chemProds: [] });
    expect(locked.statusCode).toBeGreaterThanOrEqual(400);
    expect(await t.rows(sql`select 1 from saf_wkod_permit_chem where permit_no = ${p.permitNo}`)).toHaveLength(1);
  });
});
