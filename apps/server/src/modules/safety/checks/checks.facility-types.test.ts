import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAF_CHECK_MESSAGES } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../../test/helpers.js';

let t: TestApp;
let safety: Tokens;
let worker: Tokens;
let gas: Tokens;

const TEMPLATES = '/api/saf/checks/templates';
const PLANS = '/api/saf/checks/plans';
const inject = (tok: Tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as object }) });
const items = [{ categoryNm: '양중', itemNm: '훅 해지장치 상태', answerScaleCd: 'GBN', photoRequiredYn: 'Y' }];
type TTemplate = { templateNo: number; version: number; facilityTypeNms: string | null; facilityTypes: { typeNo: number; facilityTypeCd: string }[] } & Record<string, unknown>;

let seq = 0;
async function template(types: string[], over: Record<string, unknown> = {}): Promise<TTemplate> {
  seq += 1;
  const res = await inject(safety, 'POST', TEMPLATES, {
    plantCd: '1000', checkTypeCd: 'REGULAR', templateNm: `유형 시험 점검표 ${seq}`, items, facilityTypes: types.map((facilityTypeCd) => ({ facilityTypeCd })), ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function facility(type: string, deptCd = 'D1410', plantCd = '1000', tok = safety): Promise<number> {
  seq += 1;
  const res = await inject(tok, 'POST', '/api/saf/facilities', {
    plantCd, deptCd, facilityCd: `FT-${Date.now() % 100000}-${seq}`, facilityNm: `유형 시험 설비 ${seq}`, facilityTypeCd: type,
    legalTargetYn: 'Y', inspectionCycleMonths: 24, nextInspectionYmd: '2027-01-31',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().facilityNo;
}
const plan = (templateNo: number, facilityNo: number | null, over: Record<string, unknown> = {}) => inject(safety, 'POST', PLANS, {
  plantCd: '1000', deptCd: 'D1410', checkTypeCd: 'REGULAR', planNm: '설비 점검계획', templateNo, facilityNo, cycleCd: 'MONTHLY', startYmd: '2026-12-01', ...over,
});
const options = async (tok: Tokens, facilityNo: number) =>
  ((await inject(tok, 'GET', `${TEMPLATES}/options?plantCd=1000&checkTypeCd=REGULAR&facilityNo=${facilityNo}`)).json().list as { templateNo: number }[]).map((x) => x.templateNo);

beforeAll(async () => {
  t = await createTestApp({ attachCleanupSchedule: 0 });
  [safety, worker, gas] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'worker01'), login(t.app, 'gas01')]);
});
afterAll(async () => t?.close());

describe('the facility types a template applies to (a list, matched through the type tree)', () => {
  it('saves the list as child rows, names it in the list, refuses a type twice', async () => {
    const tpl = await template(['G_LIFTING', 'LEV']);
    expect(tpl.facilityTypes.map((x) => x.facilityTypeCd)).toEqual(['G_LIFTING', 'LEV']);
    expect(tpl.facilityTypeNms).toBe('양중·고소 설비, 국소배기장치');
    const list = (await inject(safety, 'GET', `${TEMPLATES}?plantCd=1000&templateNm=${encodeURIComponent(String(tpl.templateNm))}`)).json();
    expect(list.list[0]).toMatchObject({ templateNo: tpl.templateNo, facilityTypeNms: '양중·고소 설비, 국소배기장치' });
    // edited: one row removed, one added
    const put = await inject(safety, 'PUT', `${TEMPLATES}/${tpl.templateNo}`, { ...tpl, facilityTypes: [{ typeNo: tpl.facilityTypes[0]!.typeNo, facilityTypeCd: 'G_LIFTING' }, { facilityTypeCd: 'PRESSURE' }] });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().facilityTypeNms).toBe('양중·고소 설비, 압력용기');
    const dup = await inject(safety, 'POST', TEMPLATES, { plantCd: '1000', checkTypeCd: 'REGULAR', templateNm: '중복', items, facilityTypes: [{ facilityTypeCd: 'CRANE' }, { facilityTypeCd: 'CRANE' }] });
    expectError(dup, 400);
    expect(dup.json().message).toBe(SAF_CHECK_MESSAGES.duplicateType(2));
    // an unknown field of the old single type is ignored, not stored
    expect((await template([], { facilityTypeCd: 'CRANE' })).facilityTypes).toEqual([]);
  });

  it('a plan for a facility needs a template listing the facility\'s type or a group above it', async () => {
    const group = await template(['G_LIFTING']);
    const leaf = await template(['CRANE']);
    const other = await template(['LEV']);
    const none = await template([]);
    const crane = await facility('CRANE');
    expect((await plan(group.templateNo, crane)).statusCode).toBe(200);
    expect((await plan(leaf.templateNo, crane)).statusCode).toBe(200);
    for (const tno of [other.templateNo, none.templateNo]) {
      const r = await plan(tno, crane);
      expectError(r, 400);
      expect(r.json().message).toBe(SAF_CHECK_MESSAGES.templateFacility);
    }
    // an area plan (no facility) takes any template of the plant and type
    expect((await plan(other.templateNo, null)).statusCode).toBe(200);
    // a facility of another plant
    const gasFacility = await facility('CRANE', 'D2210', '2000', gas);
    const r = await plan(group.templateNo, gasFacility);
    expectError(r, 400);
    expect(r.json().message).toBe(SAF_CHECK_MESSAGES.facilityPlant);
  });

  it('the phone page offers the templates of a facility (its type or a group above it), in the caller\'s scope', async () => {
    const group = await template(['G_LIFTING']);
    const leaf = await template(['LIFT']);
    const other = await template(['LEV']);
    const lift = await facility('LIFT');
    const got = await options(safety, lift);
    expect(got).toEqual(expect.arrayContaining([group.templateNo, leaf.templateNo]));
    expect(got).not.toContain(other.templateNo);
    // without a facility every template of the type
    const all = ((await inject(safety, 'GET', `${TEMPLATES}/options?plantCd=1000&checkTypeCd=REGULAR`)).json().list as { templateNo: number }[]).map((x) => x.templateNo);
    expect(all).toEqual(expect.arrayContaining([group.templateNo, leaf.templateNo, other.templateNo]));
    // the worker (department D1310) neither sees nor picks a facility of D1410; a facility of its department it does
    expectError(await inject(worker, 'GET', `${TEMPLATES}/options?plantCd=1000&facilityNo=${lift}`), 403);
    const mine = await facility('CRANE', 'D1310');
    const fac = (await inject(worker, 'GET', '/api/saf/checks/facilities/options?plantCd=1000')).json().list as { facilityNo: number }[];
    expect(fac.some((x) => x.facilityNo === mine)).toBe(true);
    expect(fac.some((x) => x.facilityNo === lift)).toBe(false);
    expect(await options(worker, mine)).toContain(group.templateNo);
    expectError(await inject(safety, 'GET', `${TEMPLATES}/options?plantCd=1000&facilityNo=999999`), 404);
  });
});
