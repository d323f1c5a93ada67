import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, login, type TestApp, type Tokens } from '../../test/helpers.js';
import { parseRange } from './attachments.routes.js';
import { registerTaskClass, VENDOR_DOC_MENU } from './attachments.registry.js';
import { multipartBody, tempFilesDir } from './attachments.test-utils.js';

// HTTP Range on downloads (issue 20: lesson videos seek on phones), plain and encrypted at rest
for (const name of ['T_RANGE', 'T_RANGE_ENC']) {
  registerTaskClass({
    taskClassNm: name, taskClassDesc: name, menus: [VENDOR_DOC_MENU],
    async resolveOwner(db, id) {
      const r = await db.execute(sql`select plant_cd, vendor_cd from com_vendor where vendor_cd = ${id}`);
      const row = (r as unknown as { rows: { plant_cd: string; vendor_cd: string }[] }).rows[0];
      return row ? { plantCd: row.plant_cd, vendorCd: row.vendor_cd } : null;
    },
  });
}

let t: TestApp;
let admin: Tokens;
// a PDF header and 5,000 bytes whose value tells their position
const DATA = Buffer.concat([Buffer.from('%PDF-1.4\n', 'latin1'), Buffer.from(Array.from({ length: 5000 }, (_, i) => 48 + (i % 43)))]);
const fileNos: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ filesDir: tempFilesDir(), fileEncryptionKey: Buffer.alloc(32, 9).toString('base64'), attachCleanupSchedule: 0 });
  admin = await login(t.app, 'admin');
  for (const [tc, enc] of [['T_RANGE', 'N'], ['T_RANGE_ENC', 'Y']] as const) {
    const s = await t.app.inject({ method: 'POST', url: '/api/manage/attachsettings', headers: auth(admin), payload: {
      taskClassNm: tc, taskClassDesc: tc, acceptExt: 'pdf', limitCnt: 5, limitSize: 1, dragDropYn: 'Y', multipleSelYn: 'Y', previewYn: 'N', pictureExplainYn: 'N', encryptYn: enc, useYn: 'Y',
    } });
    expect(s.statusCode, s.body).toBe(200);
    const body = multipartBody({ taskClassNm: tc, attachFileId: 'V0001' }, { name: 'lesson.pdf', data: DATA, contentType: 'application/pdf' });
    const up = await t.app.inject({ method: 'POST', url: '/api/common/attachFile/upload', headers: { ...auth(admin), ...body.headers }, payload: body.payload });
    expect(up.statusCode, up.body).toBe(200);
    fileNos[tc] = (up.json() as { fileNo: number }).fileNo;
  }
}, 120_000);
afterAll(async () => t?.close());

describe('Range requests on attachment downloads', () => {
  it('parses one byte range; suffix ranges; unsatisfiable ones', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('bad');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
  });

  for (const tc of ['T_RANGE', 'T_RANGE_ENC']) {
    it(`${tc}: 206 with the exact bytes at any offset (block-unaligned too), the whole file with Accept-Ranges, 416 past the end`, async () => {
      const url = `/api/common/attachFile/download/${fileNos[tc]}`;
      const whole = await t.app.inject({ url, headers: auth(admin) });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.rawPayload.equals(DATA)).toBe(true);
      for (const [a, b] of [[0, 0], [1, 16], [15, 47], [1000, 1999], [4990, DATA.length - 1]] as const) {
        const r = await t.app.inject({ url, headers: { ...auth(admin), range: `bytes=${a}-${b}` } });
        expect(r.statusCode).toBe(206);
        expect(r.headers['content-range']).toBe(`bytes ${a}-${b}/${DATA.length}`);
        expect(Number(r.headers['content-length'])).toBe(b - a + 1);
        expect(r.rawPayload.equals(DATA.subarray(a, b + 1))).toBe(true);
      }
      const bad = await t.app.inject({ url, headers: { ...auth(admin), range: `bytes=${DATA.length}-` } });
      expect(bad.statusCode).toBe(416);
      expect(bad.headers['content-range']).toBe(`bytes */${DATA.length}`);
      // the signed browser URL (what a <video> element uses) honours ranges as well
      const { url: signed } = (await t.app.inject({ url: `/api/common/attachFile/downUrl?fileNo=${fileNos[tc]}`, headers: auth(admin) })).json() as { url: string };
      const viaUrl = await t.app.inject({ url: signed, headers: { range: 'bytes=100-199' } });
      expect(viaUrl.statusCode).toBe(206);
      expect(viaUrl.rawPayload.equals(DATA.subarray(100, 200))).toBe(true);
    });
  }
});
