// Issue 34, items 6 and 9, as classes of the resource framework: record pickers (`reference.pick`) match the list they
// read; codes owned by another field (`codeOwner`: a plant's areas) are offered and accepted for the record's value only;
// standard child rows (`offer`: a permit's safety measures of its kinds, 밀폐공간 included) come with a new record; a
// contractor's workers are registered under its own plant and its roster spans every plant it works at.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as shared from '@jikim/shared';
import { allFieldsOf, REFERENCE_MESSAGES, resourceRowSchema, type TRecordPick, type TResourceDefinition } from '@jikim/shared';
import { sha256Hex } from '../password.js';
import { auth, createTestApp, DEMO_PASSWORD, login, type TestApp } from '../../test/helpers.js';
import { mountedResources } from './resource.references.js';

const definitions = (Object.values(shared) as unknown[]).filter((v): v is TResourceDefinition =>
  !!v && typeof v === 'object' && 'basePath' in v && 'fields' in v && 'key' in v && 'i18n' in v);

/** every record pick of the definitions, with where it sits */
const picks = definitions.flatMap((def) => allFieldsOf(def).flatMap(({ field: f, child }) => {
  const r = f.reference;
  if (!r || 'none' in r || !r.pick) return [];
  const entries: [string, TRecordPick][] = 'by' in r ? Object.entries(r.pick).map(([kind, p]) => [r.to[kind] ?? `(kind ${kind} has no target)`, p]) : [[r.to, r.pick]];
  // the fields a pick may copy into: the record's, or the row's of the child collection it sits in
  const into = child ? (def.children ?? []).find((c) => c.name === child)!.fields : def.fields;
  return entries.map(([to, pick]) => ({ where: `${def.name}.${child ? `${child}.` : ''}${f.name} → ${to}`, def, into, to, pick }));
}));

let t: TestApp;
let safety: string;
let gas: string;
let vendor: string;
const P = '/api/saf/wkod/permits';

beforeAll(async () => {
  t = await createTestApp({ attachCleanupSchedule: 0 });
  const [s, g] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'gas01')]);
  safety = s.accessToken;
  gas = g.accessToken;
  const v = await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId: 'vendor01', userPwdSHA: sha256Hex(DEMO_PASSWORD) } });
  vendor = v.json().accessToken as string;
}, 120_000);
afterAll(async () => t?.close());

describe('record pickers (reference.pick)', () => {
  it('declares pickers for 사고번호 and 위험성평가 계획 번호', () => {
    const names = picks.map((p) => p.where);
    expect(names).toContain('safAccidentInvestigation.accidentNo → safAccident');
    expect(names).toContain('rsaAssessment.planNo → rsaPlan');
    expect(names).toContain('imprAction.sourceKey → safAccident');
    expect(names).toContain('imprAction.sourceKey → rsaPlan');
  });

  it('every pick reads its target\'s own list: url, key, label, search and plant fields of the mounted target', () => {
    const mounted = new Map(mountedResources().map((d) => [d.name, d]));
    const wrong: string[] = [];
    for (const { where, into, to, pick } of picks) {
      const target = mounted.get(to);
      if (!target) {
        wrong.push(`${where}: no mounted target`);
        continue;
      }
      if (pick.url !== target.basePath) wrong.push(`${where}: url ${pick.url} is not ${target.basePath}`);
      if (pick.value !== target.key.name) wrong.push(`${where}: value ${pick.value} is not the key ${target.key.name}`);
      const row = Object.keys(resourceRowSchema(target).shape);
      for (const l of pick.label) if (!row.includes(l)) wrong.push(`${where}: label ${l} is not in its rows`);
      // a coded field shows its name: the label names the display field (silNm), never the code (SIL1 on paper)
      for (const l of pick.label) {
        const f = target.fields.find((x) => x.name === l);
        if (f && (f.codeGroup || f.codeList || ['plant', 'dept', 'user', 'vendor'].includes(f.type))) wrong.push(`${where}: label ${l} is a code; name its display field`);
      }
      if (pick.search && !target.searchFields.some((s) => s.name === pick.search && s.op === 'contains')) wrong.push(`${where}: search ${pick.search} is no contains filter`);
      if (pick.plant && !target.searchFields.some((s) => s.name === pick.plant && s.type === 'plant')) wrong.push(`${where}: plant ${pick.plant} is no plant filter`);
      for (const c of pick.copy ?? []) {
        const { from, to: into2 } = typeof c === 'string' ? { from: c, to: c } : c;
        if (!row.includes(from) || !into.some((x) => x.name === into2)) wrong.push(`${where}: copy ${from} → ${into2} is not in both`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the picker\'s query answers the caller\'s records of the record\'s plant, found by title', async () => {
    const [acc] = await t.rows<{ no: number; title: string }>(sql`select accident_no as no, title from saf_accident where plant_cd = '1000' order by accident_no desc limit 1`);
    const word = acc!.title.slice(0, 4);
    const res = await t.app.inject({ url: `/api/saf/accidents?page=1&limit=20&title=${encodeURIComponent(word)}&plantCd=1000`, headers: auth(safety) });
    expect(res.statusCode).toBe(200);
    const list = res.json().list as { accidentNo: number; title: string; occurredYmd: string; plantCd: string }[];
    expect(list.map((r) => r.accidentNo)).toContain(acc!.no);
    expect(list.every((r) => r.plantCd === '1000' && r.title.includes(word) && !!r.occurredYmd)).toBe(true);
    // another plant's user gets no plant-1000 records from the same query (its own scope)
    const other = await t.app.inject({ url: `/api/saf/accidents?page=1&limit=20&plantCd=1000`, headers: auth(gas) });
    expect((other.json().list as { plantCd: string }[]).every((r) => r.plantCd === '2000')).toBe(true);
  });

  it('an investigation started from the list names its accident by the picked key, checked as a reference', async () => {
    const [other] = await t.rows<{ no: number }>(sql`select a.accident_no as no from saf_accident a where a.plant_cd = '2000'
      and not exists (select 1 from saf_accident_investigation i where i.accident_no = a.accident_no) order by 1 limit 1`);
    if (!other) return;
    const res = await t.app.inject({
      method: 'POST', url: '/api/saf/accident-investigations', headers: auth(safety),
      payload: { accidentNo: other.no, plantCd: '1000', deptCd: 'D1210', investFromYmd: '2030-01-01', investToYmd: '2030-01-02' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await t.rows(sql`select 1 from saf_accident_investigation where accident_no = ${other.no}`)).toEqual([]);
  });
});

describe('plant-owned codes (codeOwner): the power plant is offered and accepts its own areas only', () => {
  it('the code list follows the owner', async () => {
    const areas = async (owner: string) => (await t.app.inject({ url: `/api/sync/getselect/SAF_WKOD_AREA?ownerAttr=attr1&owner=${owner}`, headers: auth(safety) })).json() as { code: string }[];
    const power = (await areas('1000')).map((a) => a.code);
    expect(power).toContain('E_BOILER');
    expect(power.some((c) => c.startsWith('G_'))).toBe(false);
    const lng = (await areas('2000')).map((a) => a.code);
    expect(lng).toContain('G_TANK');
    expect(lng.some((c) => c.startsWith('E_'))).toBe(false);
    // a saved value is kept in the list (a record that holds an old value still shows it)
    const kept = (await t.app.inject({ url: '/api/sync/getselect/SAF_WKOD_AREA?ownerAttr=attr1&owner=1000&keep=G_TANK', headers: auth(safety) })).json() as { code: string }[];
    expect(kept.map((a) => a.code)).toContain('G_TANK');
  });

  it('a permit of plant 1000 in an LNG-base area is refused naming the field; its own area passes', async () => {
    const body = { plantCd: '1000', kindCd: 'GENERAL', workNm: '구역 시험', workYmd: '2031-03-01', startTm: '08:00', endTm: '12:00', requestDeptCd: 'D1410', superviseDeptCd: 'D1410' };
    const bad = await t.app.inject({ method: 'POST', url: P, headers: auth(safety), payload: { ...body, areaCd: 'G_TANK' } });
    expect(bad.statusCode).toBe(400);
    const message = REFERENCE_MESSAGES.notOfOwner('[작업구역]', '[사업장]');
    expect(bad.json()).toMatchObject({ message, fields: [{ field: 'areaCd', message }] });
    expect(await t.rows(sql`select 1 from saf_wkod_permit where work_nm = '구역 시험'`)).toEqual([]);
    const good = await t.app.inject({ method: 'POST', url: P, headers: auth(safety), payload: { ...body, areaCd: 'E_BOILER' } });
    expect(good.statusCode, good.body).toBe(200);
    // a map (배치도) too
    const map = await t.app.inject({ method: 'POST', url: '/api/saf/wkod/maps', headers: auth(safety), payload: { plantCd: '1000', mapNm: '구역 시험 배치도', areaCd: 'G_JETTY', widthM: 10, heightM: 10, useYn: 'Y' } });
    expect(map.statusCode).toBe(400);
  });
});

describe('offered child rows (offer): the standard measures of a permit\'s kinds', () => {
  const permit = (over: Record<string, unknown>) => ({
    plantCd: '1000', workNm: '조치 시험', workYmd: '2031-03-02', startTm: '08:00', endTm: '12:00', areaCd: 'E_FGD', requestDeptCd: 'D1410', superviseDeptCd: 'D1410', ...over,
  });
  const measuresOf = async (body: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: P, headers: auth(safety), payload: permit(body) });
    expect(res.statusCode, res.body).toBe(200);
    const got = (await t.app.inject({ url: `${P}/${res.json().permitNo}`, headers: auth(safety) })).json();
    return (got.measures as { measureCd: string; checkYn: string | null; measureNm: string | null }[]);
  };

  it('a confined-space permit gets its checklist: ventilation, gas readings with the limits, attendant, rescue, communication, entry log', async () => {
    const m = await measuresOf({ kindCd: 'CONFINED' });
    expect(m.map((x) => x.measureCd)).toEqual(['CNF_VENT', 'CNF_GAS', 'CNF_ATTEND', 'CNF_RESCUE', 'CNF_COMM', 'CNF_COUNT']);
    expect(m.every((x) => x.checkYn !== 'Y')).toBe(true);
    const gasItem = m.find((x) => x.measureCd === 'CNF_GAS')!.measureNm!;
    for (const limit of ['18', '23.5', 'H₂S', '10ppm', 'CO 30ppm', 'LEL 10%']) expect(gasItem).toContain(limit);
  });

  it('a hot-work permit with a supplementary confined-space kind gets both lists; measures sent are kept as sent', async () => {
    const both = (await measuresOf({ kindCd: 'HOT', kinds: [{ kindCd: 'CONFINED' }] })).map((x) => x.measureCd);
    expect(both.slice(0, 4)).toEqual(['HOT_REMOVE', 'HOT_EXTING', 'HOT_WATCH', 'HOT_SPARK']);
    expect(both).toContain('CNF_GAS');
    const sent = await measuresOf({ kindCd: 'CONFINED', measures: [{ measureCd: 'CNF_VENT', checkYn: 'Y' }] });
    expect(sent.map((x) => [x.measureCd, x.checkYn])).toEqual([['CNF_VENT', 'Y']]);
  });
});

describe('contractor workers under their vendor\'s plant', () => {
  it('the demo registers every worker at its vendor\'s own plant', async () => {
    expect(await t.rows(sql`select w.worker_no from vnd_worker w join com_vendor v on v.vendor_cd = w.vendor_cd
      where w.plant_cd <> v.plant_cd and w.worker_nm not in ('홍길동', '최가스')`)).toEqual([]);
  });

  it('a contractor\'s roster lists its workers at every plant it works at, never another vendor\'s', async () => {
    // V0001 (plant 1000) holds a contract at plant 2000 too
    const created = await t.app.inject({ method: 'POST', url: '/api/vendor/workers', headers: auth(vendor), payload: { vendorCd: 'V0001', plantCd: '2000', workerNm: '박이천', useYn: 'Y' } });
    expect(created.statusCode, created.body).toBe(200);
    const list = (await t.app.inject({ url: '/api/vendor/workers?page=1&limit=300', headers: auth(vendor) })).json().list as { workerNm: string; plantCd: string; vendorCd: string }[];
    expect(list.some((w) => w.workerNm === '박이천' && w.plantCd === '2000')).toBe(true);
    expect(list.some((w) => w.plantCd === '1000')).toBe(true);
    expect(list.every((w) => w.vendorCd === 'V0001')).toBe(true);
  });
});
