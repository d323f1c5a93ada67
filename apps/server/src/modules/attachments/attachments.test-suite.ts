import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '@jikim/shared';
import { sha256Hex } from '../../lib/password.js';
import { auth, createTestApp, DEMO_PASSWORD, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';
import { CLEANUP_JOB } from './attachments.cleanup.js';
import { registerTaskClass, VENDOR_DOC_MENU } from './attachments.registry.js';
import { blobsOn, EXE, multipartBody, PDF, PNG, type TBlobBackend, type TBlobView, type TPart } from './attachments.test-utils.js';

/**
 * The attachment suite, once per storage backend (attachments.routes.test.ts: local disk; attachments.s3.test.ts: a real
 * S3-compatible server started in the test). Assertions about stored bytes go through the backend's view of its blobs,
 * so "nothing stored", "ciphertext at rest" and "the blob is gone" are checked where the bytes really are.
 */
export function attachmentSuite(backend: TBlobBackend): void {

  // test task classes owned by the vendor master row, like the demo VENDOR_DOC
  for (const name of ['T_LIMIT', 'T_ENC', 'T_CONC', 'T_OFF', 'T_RANGE', 'T_RANGE_ENC']) {
    registerTaskClass({
      taskClassNm: name,
      taskClassDesc: name,
      menus: [VENDOR_DOC_MENU],
      async resolveOwner(db, id) {
        const r = await db.execute(sql`select plant_cd, vendor_cd from com_vendor where vendor_cd = ${id}`);
        const row = (r as unknown as { rows: { plant_cd: string; vendor_cd: string }[] }).rows[0];
        return row ? { plantCd: row.plant_cd, vendorCd: row.vendor_cd } : null;
      },
    });
  }

  let t: TestApp;
  let filesDir: string;
  let blobs: TBlobView;
  let admin: Tokens;
  let safety: Tokens;
  let gas: Tokens;
  let worker: Tokens;
  let vendor: Tokens;

  const upload = (tok: Tokens, fields: Record<string, string>, file?: TPart) => {
    const body = multipartBody(fields, file);
    return t.app.inject({ method: 'POST', url: '/api/common/attachFile/upload', headers: { ...auth(tok), ...body.headers }, payload: body.payload });
  };
  /** a fresh temporary group id, as the widget makes one for a record not saved yet */
  const tempId = () => `tmp_${randomBytes(16).toString('hex')}`;
  const fileCount = async () => Number((await t.rows<{ n: string }>(sql`select count(*) as n from com_attach_file`))[0]!.n);
  const auditCount = async () => Number((await t.rows<{ n: string }>(sql`select count(*) as n from com_audit_log`))[0]!.n);

  async function putSetting(taskClassNm: string, s: Partial<Record<string, unknown>>) {
    const body = {
      taskClassNm, taskClassDesc: taskClassNm, acceptExt: 'png,jpg,jpeg,gif,txt,csv,pdf', limitCnt: 10, limitSize: 1, dragDropYn: 'Y', multipleSelYn: 'Y',
      previewYn: 'Y', pictureExplainYn: 'Y', encryptYn: 'N', useYn: 'Y', ...s,
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/manage/attachsettings', headers: auth(admin), payload: body });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** nothing stored: same rows, same audit, no blob and no spool file left */
  async function expectNothingStored(before: { files: number; audit: number; blobs: number }) {
    expect(await fileCount()).toBe(before.files);
    expect(await auditCount()).toBe(before.audit);
    expect((await blobs.keys()).length).toBe(before.blobs);
    expect(blobsOn(filesDir).spool).toEqual([]);
  }
  const snapshot = async () => ({ files: await fileCount(), audit: await auditCount(), blobs: (await blobs.keys()).length });

  beforeAll(async () => {
    const started = await backend.start();
    filesDir = started.filesDir;
    blobs = started.blobs;
    t = await createTestApp({ ...started.config, fileEncryptionKey: Buffer.alloc(32, 7).toString('base64'), attachCleanupSchedule: 0 });
    [admin, safety, gas, worker] = (await Promise.all(['admin', 'safety01', 'gas01', 'worker01'].map((u) => login(t.app, u)))) as [Tokens, Tokens, Tokens, Tokens];
    const v = await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId: 'vendor01', userPwdSHA: sha256Hex(DEMO_PASSWORD) } });
    vendor = v.json();
    await putSetting('T_LIMIT', { limitCnt: 2, limitSize: 1 });
    await putSetting('T_ENC', { encryptYn: 'Y', limitSize: 30 });
    await putSetting('T_CONC', { limitCnt: 2 });
    await putSetting('T_OFF', { useYn: 'N' });
  });
  afterAll(async () => {
    await t?.close();
    await blobs?.stop();
  });

  describe('attachment setting by task class', () => {
    it('answers the row of a configured task class and the §9 upload defaults otherwise', async () => {
      const a = await t.app.inject({ url: '/api/common/attachSetting/VENDOR_DOC', headers: auth(worker) });
      expect(a.json()).toMatchObject({ taskClassNm: 'VENDOR_DOC', limitCnt: 10, limitSize: 20, settingYn: 'Y', previewYn: 'Y' });
      const b = await t.app.inject({ url: '/api/common/attachSetting/NOT_CONFIGURED', headers: auth(worker) });
      expect(b.json()).toMatchObject({ limitCnt: 999, limitSize: 20, acceptExt: 'txt,xls,xlsx,ppt,pptx,doc,docx,pdf,png,gif,jpg,jpeg', settingYn: 'N' });
      expect((await t.app.inject({ url: '/api/common/attachSetting/VENDOR_DOC' })).statusCode).toBe(401);
    });
  });

  describe('upload → list → apply', () => {
    it('stores a file of an existing record under a random name and keeps it at once: other readers see it without a save', async () => {
      const res = await upload(safety, { taskClassNm: 'VENDOR_DOC', attachFileId: 'V0001' }, { name: '사고현장 사진.PNG', data: PNG });
      expect(res.statusCode, res.body).toBe(200);
      const f = res.json();
      expect(f).toMatchObject({ fileOrgNm: '사고현장 사진.PNG', fileExt: 'png', fileSize: PNG.length, contentType: 'image/png', tempYn: 'N', filePath: null });
      const [row] = await t.rows<{ storage_key: string }>(sql`select storage_key from com_attach_file where file_no = ${f.fileNo}`);
      expect(row!.storage_key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{32}$/);
      expect((await blobs.read(row!.storage_key))?.equals(PNG)).toBe(true);

      const q = '/api/common/attachFile/list?taskClassNm=VENDOR_DOC&attachFileId=V0001';
      expect((await t.app.inject({ url: q, headers: auth(safety) })).json().map((x: { fileNo: number }) => x.fileNo)).toContain(f.fileNo);
      // the record exists: the file is permanent without a second save (apply has nothing left to do)
      const ap = await t.app.inject({ method: 'POST', url: '/api/common/attachFile/apply', headers: auth(safety), payload: { taskClassNm: 'VENDOR_DOC', attachFileId: 'V0001' } });
      expect(ap.json()).toEqual({ count: 0 });
      const list = (await t.app.inject({ url: q, headers: auth(worker) })).json();
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ fileNo: f.fileNo, tempYn: 'N' });
    });

    it('refuses uploads to an id no record has, and applying files of a record that was never saved', async () => {
      const before = await snapshot();
      expectError(await upload(safety, { taskClassNm: 'VENDOR_DOC', attachFileId: 'NEW-RECORD-1' }, { name: 'a.png', data: PNG }), 404, FILE_MESSAGES.ownerNotFound);
      await expectNothingStored(before);
      const ap = await t.app.inject({ method: 'POST', url: '/api/common/attachFile/apply', headers: auth(safety), payload: { taskClassNm: 'VENDOR_DOC', attachFileId: 'NEW-RECORD-1' } });
      expectError(ap, 400, FILE_MESSAGES.applyFailed);
    });

    it('refuses an unknown task class, a missing file, a switched-off setting', async () => {
      expectError(await upload(safety, { taskClassNm: 'NOPE', attachFileId: 'V0001' }, { name: 'a.png', data: PNG }), 400, FILE_MESSAGES.unknownTaskClass);
      expectError(await upload(safety, { taskClassNm: 'VENDOR_DOC', attachFileId: 'V0001' }), 400, FILE_MESSAGES.noFile);
      expectError(await upload(safety, { taskClassNm: 'T_OFF', attachFileId: 'V0001' }, { name: 'a.png', data: PNG }), 400, FILE_MESSAGES.notUsed);
      expectError(await upload(safety, { taskClassNm: 'VENDOR_DOC', attachFileId: 'V0001' }, { name: 'empty.txt', data: Buffer.alloc(0) }), 400);
    });
  });

  describe('limits: each refused with its message and nothing stored', () => {
    it('extension outside the allow-list (compared in lower case) and denied extensions', async () => {
      const before = await snapshot();
      expectError(await upload(safety, { taskClassNm: 'T_LIMIT', attachFileId: 'V0001' }, { name: 'doc.hwp', data: PDF }), 400, FILE_MESSAGES.extNotAllowed);
      expectError(await upload(safety, { taskClassNm: 'T_LIMIT', attachFileId: 'V0001' }, { name: 'run.exe', data: EXE }), 400, FILE_MESSAGES.extNotAllowed);
      expectError(await upload(safety, { taskClassNm: 'T_LIMIT', attachFileId: 'V0001' }, { name: 'noext', data: PDF }), 400, FILE_MESSAGES.extNotAllowed);
      await expectNothingStored(before);
    });

    it('size over limitSize × 1,000,000 bytes (exactly the limit passes)', async () => {
      const before = await snapshot();
      const over = Buffer.alloc(1_000_001, 0x41);
      expectError(await upload(safety, { taskClassNm: 'T_LIMIT', attachFileId: 'V0002' }, { name: 'big.txt', data: over }), 400, FILE_MESSAGES.sizeExceeded);
      await expectNothingStored(before);
      const exact = await upload(safety, { taskClassNm: 'T_LIMIT', attachFileId: 'V0002' }, { name: 'exact.txt', data: Buffer.alloc(1_000_000, 0x41) });
      expect(exact.statusCode, exact.body).toBe(200);
    });

    it('count: pending + uploaded ≤ limitCnt', async () => {
      const g = { taskClassNm: 'T_LIMIT', attachFileId: 'V0001' };
      expect((await upload(safety, g, { name: '1.png', data: PNG })).statusCode).toBe(200);
      expect((await upload(safety, g, { name: '2.png', data: PNG })).statusCode).toBe(200);
      const before = await snapshot();
      expectError(await upload(safety, g, { name: '3.png', data: PNG }), 400, FILE_MESSAGES.countExceeded);
      await expectNothingStored(before);
    });

    it('content sniffing: a renamed executable, binary in a text file, a fake pdf', async () => {
      const before = await snapshot();
      const g = { taskClassNm: 'VENDOR_DOC', attachFileId: 'V0002' };
      expectError(await upload(safety, g, { name: 'photo.png', data: EXE, contentType: 'image/png' }), 400, FILE_MESSAGES.contentMismatch);
      expectError(await upload(safety, g, { name: 'scan.pdf', data: PNG }), 400, FILE_MESSAGES.contentMismatch);
      const g2 = { taskClassNm: 'T_LIMIT', attachFileId: 'V0003' };
      expectError(await upload(admin, g2, { name: 'notes.txt', data: EXE }), 400, FILE_MESSAGES.contentMismatch);
      expectError(await upload(admin, g2, { name: 'list.csv', data: Buffer.from('a,b\u0000c') }), 400, FILE_MESSAGES.contentMismatch);
      await expectNothingStored(before);
      const ok = await upload(admin, g2, { name: '명단.csv', data: Buffer.from('성명,부서\n김안전,안전팀\n', 'utf8') });
      expect(ok.json()).toMatchObject({ contentType: 'text/csv; charset=utf-8' });
    });
  });

  describe('file names', () => {
    it('path traversal and device names are harmless', async () => {
      const g = { taskClassNm: 'VENDOR_DOC', attachFileId: 'V0003' };
      const a = await upload(admin, g, { name: '../../etc/passwd', data: PDF });
      expectError(a, 400, FILE_MESSAGES.extNotAllowed);
      const b = await upload(admin, g, { name: '..\\..\\..\\tmp\\evil.pdf', data: PDF });
      expect(b.statusCode, b.body).toBe(200);
      expect(b.json().fileOrgNm).toBe('evil.pdf');
      const c = await upload(admin, g, { name: 'con.pdf', data: PDF });
      expect(c.json().fileOrgNm).toBe('_con.pdf');
      const d = await upload(admin, g, { name: 'a\u0001b\u202e.pdf', data: PDF });
      expect(d.json().fileOrgNm).toBe('ab.pdf');
      expect(existsSync('/tmp/evil.pdf')).toBe(false);
      for (const blob of await blobs.keys()) expect(blob).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{32}$/);
    });
  });

  describe('authorization through the owning record', () => {
    let fileNo: number;
    beforeAll(async () => {
      const up = await upload(safety, { taskClassNm: 'VENDOR_DOC', attachFileId: 'V0002' }, { name: '계획서.pdf', data: PDF });
      fileNo = up.json().fileNo;
      await t.app.inject({ method: 'POST', url: '/api/common/attachFile/apply', headers: auth(safety), payload: { taskClassNm: 'VENDOR_DOC', attachFileId: 'V0002' } });
    });

    it('a user of the other plant gets 403 on list, download and delete', async () => {
      expectError(await t.app.inject({ url: '/api/common/attachFile/list?taskClassNm=VENDOR_DOC&attachFileId=V0002', headers: auth(gas) }), 403);
      expectError(await t.app.inject({ url: `/api/common/attachFile/download/${fileNo}`, headers: auth(gas) }), 403);
      expectError(await t.app.inject({ url: `/api/common/attachFile/file64?fileNo=${fileNo}`, headers: auth(gas) }), 403);
      expectError(await t.app.inject({ url: `/api/common/attachFile/downUrl?fileNo=${fileNo}`, headers: auth(gas) }), 403);
      expectError(await t.app.inject({ method: 'DELETE', url: `/api/common/attachFile/delete/${fileNo}`, headers: auth(gas) }), 403);
      expectError(await upload(gas, { taskClassNm: 'VENDOR_DOC', attachFileId: 'V0002' }, { name: 'x.pdf', data: PDF }), 403);
      expect(await fileCount()).toBeGreaterThan(0);
      // the gas plant's own vendor is fine
      expect((await t.app.inject({ url: '/api/common/attachFile/list?taskClassNm=VENDOR_DOC&attachFileId=V0003', headers: auth(gas) })).statusCode).toBe(200);
    });

    it('a read-only user may list and download but not delete or upload', async () => {
      expect((await t.app.inject({ url: `/api/common/attachFile/download/${fileNo}`, headers: auth(worker) })).statusCode).toBe(200);
      expectError(await t.app.inject({ method: 'DELETE', url: `/api/common/attachFile/delete/${fileNo}`, headers: auth(worker) }), 403);
      expectError(await upload(worker, { taskClassNm: 'VENDOR_DOC', attachFileId: 'V0002' }, { name: 'x.pdf', data: PDF }), 403);
    });

    it('a vendor user sees only their own vendor', async () => {
      expect((await t.app.inject({ url: '/api/common/attachFile/list?taskClassNm=VENDOR_DOC&attachFileId=V0001', headers: auth(vendor) })).statusCode).toBe(200);
      expectError(await t.app.inject({ url: '/api/common/attachFile/list?taskClassNm=VENDOR_DOC&attachFileId=V0002', headers: auth(vendor) }), 403);
      expectError(await t.app.inject({ url: `/api/common/attachFile/download/${fileNo}`, headers: auth(vendor) }), 403);
      const docs = await t.app.inject({ url: '/api/manage/vendordocs', headers: auth(vendor) });
      expect(docs.json().map((v: { vendorCd: string }) => v.vendorCd)).toEqual(['V0001']);
    });

    it('the download streams the bytes with the Korean name (RFC 5987) and a signed URL works without a header', async () => {
      const res = await t.app.inject({ url: `/api/common/attachFile/download/${fileNo}`, headers: auth(safety) });
      expect(res.rawPayload.equals(PDF)).toBe(true);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="___.pdf"; filename*=UTF-8''${encodeURIComponent('계획서.pdf')}`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const { url } = (await t.app.inject({ url: `/api/common/attachFile/downUrl?fileNo=${fileNo}`, headers: auth(safety) })).json();
      const viaUrl = await t.app.inject({ url });
      expect(viaUrl.rawPayload.equals(PDF)).toBe(true);
      expectError(await t.app.inject({ url: `${url.slice(0, -3)}abc` }), 404, FILE_MESSAGES.downloadFailed);
    });
  });

  describe('encryption at rest', () => {
    it('stores ciphertext at rest and round-trips through download, file64 and image64', async () => {
      const data = Buffer.concat([PNG, Buffer.alloc(200_000, 0x5a)]);
      const up = await upload(safety, { taskClassNm: 'T_ENC', attachFileId: 'V0001' }, { name: '검진결과.png', data });
      expect(up.statusCode, up.body).toBe(200);
      const f = up.json();
      const [row] = await t.rows<{ storage_key: string; encrypt_yn: string }>(sql`select storage_key, encrypt_yn from com_attach_file where file_no = ${f.fileNo}`);
      expect(row!.encrypt_yn).toBe('Y');
      const onDisk = (await blobs.read(row!.storage_key))!;
      expect(onDisk.length).toBe(data.length + 32);
      expect(onDisk.subarray(0, 4).toString()).toBe('JKF1');
      expect(onDisk.includes(PNG.subarray(0, 16))).toBe(false);
      expect(onDisk.includes(Buffer.alloc(64, 0x5a))).toBe(false);
      const dl = await t.app.inject({ url: `/api/common/attachFile/download/${f.fileNo}`, headers: auth(safety) });
      expect(dl.rawPayload.equals(data)).toBe(true);
      const b64 = await t.app.inject({ url: `/api/common/attachFile/file64?fileNo=${f.fileNo}`, headers: auth(safety) });
      expect(Buffer.from(b64.json().data, 'base64').equals(data)).toBe(true);
      const img = await t.app.inject({ url: `/api/common/attachFile/image64?fileNo=${f.fileNo}`, headers: auth(safety) });
      expect(img.json().previewImage).toBe(`data:image/png;base64,${data.toString('base64')}`);
    });
  });

  describe('zip of a group', () => {
    it('contains exactly the group\'s visible files with their Korean names', async () => {
      const g = { taskClassNm: 'VENDOR_DOC', attachFileId: 'V0001' };
      await t.app.inject({ method: 'POST', url: '/api/common/attachFile/deleteAll', headers: auth(admin), payload: g });
      for (const name of ['사업자등록증.pdf', '안전보건관리계획서.pdf', '사업자등록증.pdf']) {
        expect((await upload(safety, g, { name, data: PDF })).statusCode).toBe(200);
      }
      // another group's files and someone else's temporary upload are not in it
      expect((await upload(safety, { taskClassNm: 'VENDOR_DOC', attachFileId: 'V0002' }, { name: '다른업체.pdf', data: PDF })).statusCode).toBe(200);
      expect((await upload(vendor, { taskClassNm: 'VENDOR_DOC', attachFileId: tempId() }, { name: '임시.pdf', data: PDF })).statusCode).toBe(200);
      const z = await t.app.inject({ url: '/api/common/attachFile/zip?taskClassNm=VENDOR_DOC&attachFileId=V0001', headers: auth(safety) });
      const { url } = z.json();
      expect(url).toMatch(/^\/api\/file\/down\?t=/);
      const res = await t.app.inject({ url });
      expect(res.headers['content-type']).toBe('application/zip');
      const zip = await JSZip.loadAsync(res.rawPayload);
      expect(Object.keys(zip.files).sort()).toEqual(['사업자등록증 (2).pdf', '사업자등록증.pdf', '안전보건관리계획서.pdf'].sort());
      expect((await zip.file('안전보건관리계획서.pdf')!.async('nodebuffer')).equals(PDF)).toBe(true);
      expectError(await t.app.inject({ url: '/api/common/attachFile/zip?taskClassNm=T_CONC&attachFileId=V0002', headers: auth(safety) }), 404, FILE_MESSAGES.zipNoFile);
    });
  });

  describe('concurrency', () => {
    it('parallel uploads to one group respect limitCnt', async () => {
      const g = { taskClassNm: 'T_CONC', attachFileId: 'V0001' };
      const results = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(safety, g, { name: `동시${i}.png`, data: PNG })));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
      for (const r of results.filter((x) => x.statusCode !== 200)) expectError(r, 400, FILE_MESSAGES.countExceeded);
      const rows = await t.rows<{ n: string }>(sql`select count(*) as n from com_attach_file where task_class_nm = 'T_CONC' and status <> 'X'`);
      expect(Number(rows[0]!.n)).toBe(2);
    });
  });

  describe('delete, deleteAll, editExplain', () => {
    it('deletes the row and the blob; the saf variant works the same; captions need the current version', async () => {
      const g = { taskClassNm: 'VENDOR_DOC', attachFileId: 'V0003' };
      const a = (await upload(gas, g, { name: 'a.png', data: PNG })).json();
      const b = (await upload(gas, g, { name: 'b.png', data: PNG })).json();
      const cap = await t.app.inject({ method: 'POST', url: '/api/common/attachFile/editExplain', headers: auth(gas), payload: { fileNo: a.fileNo, pictureExplan: '가스 누설 지점', version: a.version } });
      expect(cap.json()).toMatchObject({ pictureExplan: '가스 누설 지점', version: a.version + 1 });
      expectError(await t.app.inject({ method: 'POST', url: '/api/common/attachFile/editExplain', headers: auth(gas), payload: { fileNo: a.fileNo, pictureExplan: 'x', version: a.version } }), 409);
      const [row] = await t.rows<{ storage_key: string }>(sql`select storage_key from com_attach_file where file_no = ${a.fileNo}`);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/common/attachFile/delete/${a.fileNo}`, headers: auth(gas) })).json()).toEqual({ count: 1 });
      expect(await blobs.read(row!.storage_key)).toBeNull();
      expect((await t.app.inject({ method: 'DELETE', url: `/api/saf/safAttachFile/delete/${b.fileNo}`, headers: auth(gas) })).json()).toEqual({ count: 1 });
      expectError(await t.app.inject({ method: 'DELETE', url: `/api/common/attachFile/delete/${b.fileNo}`, headers: auth(gas) }), 404);
      // 임시로 삭제: the caller's temporary uploads only
      const tg = { taskClassNm: 'VENDOR_DOC', attachFileId: tempId() };
      await upload(gas, tg, { name: 'c.png', data: PNG });
      await upload(gas, tg, { name: 'd.png', data: PNG });
      const all = await t.app.inject({ method: 'POST', url: '/api/common/attachFile/deleteAll', headers: auth(gas), payload: { ...tg, tempOnly: 'Y' } });
      expect(all.json().count).toBe(2);
      expect((await t.app.inject({ url: `/api/common/attachFile/list?taskClassNm=VENDOR_DOC&attachFileId=${tg.attachFileId}`, headers: auth(gas) })).json()).toEqual([]);
    });
  });

  describe('cleanup job', () => {
    it('purges temporary files older than a day; the job runs on the queue\'s clock (a day later, without waiting)', async () => {
      const up = (await upload(safety, { taskClassNm: 'VENDOR_DOC', attachFileId: tempId() }, { name: 'old.png', data: PNG })).json();
      const fresh = (await upload(safety, { taskClassNm: 'VENDOR_DOC', attachFileId: tempId() }, { name: 'fresh.png', data: PNG })).json();
      // a file of an existing record is permanent: old as it may be, the job leaves it
      const kept = (await upload(safety, { taskClassNm: 'VENDOR_DOC', attachFileId: 'V0002' }, { name: 'kept.png', data: PNG })).json();
      // a file left temporary in a record's group by the older "apply on save" rule is kept, not purged (upgrade path)
      const legacy = (await upload(safety, { taskClassNm: 'VENDOR_DOC', attachFileId: 'V0002' }, { name: 'legacy.png', data: PNG })).json();
      await t.rows(sql`update com_attach_file set status = 'T' where file_no = ${legacy.fileNo}`);
      await t.rows(sql`update com_attach_file set update_dt = now() - interval '2 hours' where file_no = ${up.fileNo}`);
      const [row] = await t.rows<{ storage_key: string }>(sql`select storage_key from com_attach_file where file_no = ${up.fileNo}`);
      // declared on the job queue (no hand-written timer); run now: nothing is a day old yet
      expect(t.app.jobs.names).toContain(CLEANUP_JOB);
      expect(await t.app.jobs.run(CLEANUP_JOB)).toMatchObject({ purged: 0 });
      expect(await t.rows(sql`select 1 from com_attach_file where file_no = ${up.fileNo}`)).toHaveLength(1);
      // 23 hours later the older temporary file (2 h + 23 h) is abandoned; the fresh one (23 h) is not
      t.app.jobs.setClock(new Date(Date.now() + 23 * 3600_000));
      const r = await t.app.jobs.run(CLEANUP_JOB) as { purged: number };
      t.app.jobs.setClock(null);
      expect(r.purged).toBe(1);
      expect(await t.rows(sql`select 1 from com_attach_file where file_no = ${up.fileNo}`)).toEqual([]);
      expect(await blobs.read(row!.storage_key)).toBeNull();
      expect(await t.rows(sql`select 1 from com_attach_file where file_no = ${fresh.fileNo}`)).toHaveLength(1);
      expect(await t.rows(sql`select 1 from com_attach_file where file_no = ${kept.fileNo}`)).toHaveLength(1);
      expect(await t.rows(sql`select status from com_attach_file where file_no = ${legacy.fileNo}`)).toEqual([{ status: 'P' }]);
      // every run is in the audit log with what it removed
      const runs = await t.rows<{ after_data: { purged: number } }>(sql`select after_data from com_audit_log where action = 'JOB_RUN' and entity = 'attach-cleanup' order by audit_no`);
      expect(runs.map((x) => x.after_data.purged)).toEqual([0, 1]);
      // the hand-written claim table is gone
      expect(await t.rows(sql`select to_regclass('com_attach_job') as t`)).toEqual([{ t: null }]);
    });
  });

  describe('admin settings CRUD', () => {
    it('creates, updates with version (stale → 409), lists and deletes; non-admins get 403', async () => {
      const list = await t.app.inject({ url: '/api/manage/attachsettings?taskClassNm=VENDOR', headers: auth(admin) });
      expect(list.json().list.map((s: { taskClassNm: string }) => s.taskClassNm)).toContain('VENDOR_DOC');
      expectError(await t.app.inject({ url: '/api/manage/attachsettings', headers: auth(safety) }), 403);
      const cur = (await t.app.inject({ url: '/api/manage/attachsettings/CHM_MSDS', headers: auth(admin) })).json();
      const body = { taskClassDesc: 'MSDS', acceptExt: 'PDF, .Hwp', limitCnt: 2, limitSize: 15, dragDropYn: 'Y', multipleSelYn: 'Y', previewYn: 'N', pictureExplainYn: 'N', encryptYn: 'N', useYn: 'Y' };
      const up = await t.app.inject({ method: 'PUT', url: '/api/manage/attachsettings/CHM_MSDS', headers: auth(admin), payload: { ...body, version: cur.version } });
      expect(up.json()).toMatchObject({ acceptExt: 'pdf,hwp', limitCnt: 2, version: cur.version + 1 });
      expectError(await t.app.inject({ method: 'PUT', url: '/api/manage/attachsettings/CHM_MSDS', headers: auth(admin), payload: { ...body, version: cur.version } }), 409);
      expectError(await t.app.inject({ method: 'POST', url: '/api/manage/attachsettings', headers: auth(admin), payload: { ...body, taskClassNm: 'CHM_MSDS' } }), 409);
      expectError(await t.app.inject({ method: 'POST', url: '/api/manage/attachsettings', headers: auth(admin), payload: { ...body, taskClassNm: 'X', limitCnt: 0 } }), 400);
      expect((await t.app.inject({ method: 'DELETE', url: '/api/manage/attachsettings/CHM_MSDS', headers: auth(admin) })).json()).toEqual({ count: 1 });
      const tpl = await t.app.inject({ url: '/api/common/excelTemplate/attachSetting', headers: auth(worker) });
      expect(Buffer.from(tpl.json().data, 'base64').subarray(0, 2).toString()).toBe('PK');
    });
  });

  describe('Range requests on downloads (issue 20: lesson videos seek on phones), plain and encrypted at rest', () => {
    // a PDF header and 5,000 bytes whose value tells their position
    const DATA = Buffer.concat([Buffer.from('%PDF-1.4\n', 'latin1'), Buffer.from(Array.from({ length: 5000 }, (_, i) => 48 + (i % 43)))]);
    const fileNos: Record<string, number> = {};
    beforeAll(async () => {
      for (const [tc, enc] of [['T_RANGE', 'N'], ['T_RANGE_ENC', 'Y']] as const) {
        await putSetting(tc, { acceptExt: 'pdf', limitCnt: 5, previewYn: 'N', pictureExplainYn: 'N', encryptYn: enc });
        const up = await upload(admin, { taskClassNm: tc, attachFileId: 'V0001' }, { name: 'lesson.pdf', data: DATA, contentType: 'application/pdf' });
        expect(up.statusCode, up.body).toBe(200);
        fileNos[tc] = (up.json() as { fileNo: number }).fileNo;
      }
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
}
