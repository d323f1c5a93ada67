import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapOptionsUrl, mapPinsUrl, PLANT_MAP, PSM_API, type TMapPinRow } from '@jikim/shared';
import { auth, createTestApp, expectError, login, vendorLogin, type TestApp, type Tokens } from '../../test/helpers.js';
import { multipartBody, PNG } from '../attachments/attachments.test-utils.js';

/** issue 28: a detector sits on a map of its plant (the machinery's `mapPoint`), its readers see the map's image */
let t: TestApp;
let safety: Tokens;
let admin: Tokens;
let reader: Tokens;
let vendor: Tokens;
const maps: Record<'1000' | '2000', number> = { '1000': 0, '2000': 0 };

const call = (tok: Tokens, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as object }) });
const detector = (tagNo: string, more: Record<string, unknown>) => ({ plantCd: '1000', tagNo, gasCd: 'H2', location: '배치도 시험', cycleCd: 'M6', lastYmd: new Date().toISOString().slice(0, 10), ...more });
const saved = async (tagNo: string) => (await t.rows<{ n: number }>(sql`select count(*)::int as n from psm_detector where tag_no = ${tagNo}`))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  for (const plant of ['1000', '2000'] as const) {
    const [m] = await t.rows<{ map_no: number }>(sql`insert into saf_wkod_map (plant_cd, map_nm, create_user_id, update_user_id) values (${plant}, ${`${plant} 감지기 시험 배치도`}, 'system', 'system') returning map_no`);
    maps[plant] = Number(m!.map_no);
  }
  // a plant-1000 operator who reads the detector register and holds no work-permit menu
  const [p] = await t.rows<{ p: string; d: string }>(sql`select user_pwd as p, dept_cd as d from com_user where user_id = 'worker01'`);
  await t.rows(sql`insert into com_user (user_id, user_nm, user_type, user_pwd, plant_cd, dept_cd, duty_cd, entry_ymd, dept_auth_grp_cd, create_user_id, update_user_id) values
    ('map_reader', '감지기 열람자', 'U', ${p!.p}, '1000', ${p!.d}, 'DUT01', '20200101', 'DAG_OWN', 'system', 'system')`);
  await t.rows(sql`insert into com_user_menu (user_id, menu_id, access_yn, write_yn) values ('map_reader', 'PSM_DETECTOR', 'Y', 'N')`);
  [safety, admin, reader] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'admin'), login(t.app, 'map_reader')]);
  vendor = await vendorLogin(t.app, 'vendor01');
});
afterAll(async () => t?.close());

describe('a detector on its plant map', () => {
  it('saves a point on a map of its plant (fractions of the image) and answers the map name', async () => {
    const res = await call(safety, 'POST', PSM_API.detector, detector('GD-MAP-01', { mapNo: maps['1000'], mapX: 0.25, mapY: 0.75 }));
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json() as Record<string, unknown>;
    expect(row).toMatchObject({ mapNo: maps['1000'], mapX: 0.25, mapY: 0.75, mapNm: '1000 감지기 시험 배치도' });
  });

  it('refuses a map of another plant with 400 and saves nothing (a plant writer and an administrator alike)', async () => {
    for (const [tok, tag] of [[safety, 'GD-MAP-02'], [admin, 'GD-MAP-03']] as const) {
      const res = await call(tok, 'POST', PSM_API.detector, detector(tag, { mapNo: maps['2000'], mapX: 0.5, mapY: 0.5 }));
      expectError(res, 400);
      expect(res.body).toContain('다른 사업장');
      expect(await saved(tag)).toBe(0);
    }
    expectError(await call(safety, 'POST', PSM_API.detector, detector('GD-MAP-04', { mapNo: 999_999, mapX: 0.5, mapY: 0.5 })), 400);
    expect(await saved('GD-MAP-04')).toBe(0);
  });

  it('refuses x or y outside 0..1, and a point without its map, with 400', async () => {
    expectError(await call(safety, 'POST', PSM_API.detector, detector('GD-MAP-05', { mapNo: maps['1000'], mapX: 1.2, mapY: 0.5 })), 400);
    expectError(await call(safety, 'POST', PSM_API.detector, detector('GD-MAP-05', { mapNo: maps['1000'], mapX: 0.2, mapY: -0.1 })), 400);
    expectError(await call(safety, 'POST', PSM_API.detector, detector('GD-MAP-05', { mapX: 0.2, mapY: 0.1 })), 400);
    expectError(await call(safety, 'POST', PSM_API.detector, detector('GD-MAP-05', { mapNo: maps['1000'], mapX: 0.2 })), 400);
    expect(await saved('GD-MAP-05')).toBe(0);
  });

  it('moves a saved detector to another plant map only of its plant (update)', async () => {
    const made = await call(safety, 'POST', PSM_API.detector, detector('GD-MAP-06', {}));
    expect(made.statusCode, made.body).toBe(200);
    const { detectorNo, version } = made.json() as { detectorNo: number; version: number };
    const other = await call(safety, 'PUT', `${PSM_API.detector}/${detectorNo}`, { ...detector('GD-MAP-06', { mapNo: maps['2000'], mapX: 0.1, mapY: 0.1 }), version });
    expectError(other, 400);
    expect(other.body).toContain('다른 사업장');
    const res = await call(safety, 'PUT', `${PSM_API.detector}/${detectorNo}`, { ...detector('GD-MAP-06', { mapNo: maps['1000'], mapX: 0.1, mapY: 0.9 }), version });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('offers the maps of the caller\'s plant and draws the detectors of a map as pins with their tone', async () => {
    const opts = await call(reader, 'GET', `${mapOptionsUrl(PSM_API.detector)}?plantCd=1000`);
    expect(opts.statusCode, opts.body).toBe(200);
    expect((opts.json() as { list: { mapNo: number }[] }).list.map((m) => m.mapNo)).toContain(maps['1000']);
    expectError(await call(reader, 'GET', `${mapOptionsUrl(PSM_API.detector)}?plantCd=2000`), 403);
    const pins = await call(reader, 'GET', `${mapPinsUrl(PSM_API.detector)}?mapNo=${maps['1000']}`);
    expect(pins.statusCode, pins.body).toBe(200);
    const list = (pins.json() as { list: TMapPinRow[] }).list;
    expect(list.find((p) => p.title === 'GD-MAP-01')).toMatchObject({ x: 0.25, y: 0.75, tone: null });
    expect(list.find((p) => p.title === 'GD-MAP-06')).toMatchObject({ x: 0.1, y: 0.9 });
    expect(list.some((p) => p.title === 'GD-MAP-02')).toBe(false);
  });

  it('lets a reader of the detector register read the image group of a map of its plant only, never write it; contractors none', async () => {
    const list = (tok: Tokens, mapNo: number) => call(tok, 'GET', `/api/common/attachFile/list?taskClassNm=${PLANT_MAP.files}&attachFileId=${mapNo}`);
    const own = await list(reader, maps['1000']);
    expect(own.statusCode, own.body).toBe(200);
    expectError(await list(reader, maps['2000']), 403);
    expectError(await list(vendor, maps['1000']), 403);
    // the register's read right reads the maps; it writes none (the upload of a map image asks the maps' own menu)
    const body = multipartBody({ taskClassNm: PLANT_MAP.files, attachFileId: String(maps['1000']) }, { name: 'map.png', data: PNG });
    const up = (tok: Tokens) => t.app.inject({ method: 'POST', url: '/api/common/attachFile/upload', headers: { ...auth(tok), ...body.headers }, payload: body.payload });
    expectError(await up(reader), 403);
    const byWriter = await up(safety);
    expect(byWriter.statusCode, byWriter.body).toBe(200);
    expect((await list(reader, maps['1000'])).json()).toHaveLength(1);
  });
});
