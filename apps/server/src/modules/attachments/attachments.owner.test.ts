import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPR_MESSAGES, FILE_MESSAGES, MB, TEMP_QUOTA_COUNT, TEMP_QUOTA_MB } from '@jikim/shared';
import { sha256Hex } from '../../lib/password.js';
import { auth, createTestApp, DEMO_PASSWORD, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';
import { multipartBody, PDF, PNG, tempFilesDir, type TPart } from './attachments.test-utils.js';

// issue 13: every attachment group is bound to an owner — an existing record, or the uploader's temporary group

let t: TestApp;
let admin: Tokens;
let safety: Tokens;
let safety2: Tokens;
let gas: Tokens;
let vendor: Tokens;

const tempId = () => `tmp_${randomBytes(16).toString('hex')}`;
const upload = (tok: Tokens, fields: Record<string, string>, file: TPart = { name: '사진.png', data: PNG }) => {
  const body = multipartBody(fields, file);
  return t.app.inject({ method: 'POST', url: '/api/common/attachFile/upload', headers: { ...auth(tok), ...body.headers }, payload: body.payload });
};
const list = (tok: Tokens, taskClassNm: string, attachFileId: string) =>
  t.app.inject({ url: `/api/common/attachFile/list?taskClassNm=${taskClassNm}&attachFileId=${attachFileId}`, headers: auth(tok) });
const liveFiles = async (where: ReturnType<typeof sql>) =>
  Number((await t.rows<{ n: string }>(sql`select count(*) as n from com_attach_file where status <> 'X' and ${where}`))[0]!.n);
const NOTICE = { plantCd: '1000', noticeTypeCd: 'NT02', importantYn: 'N', noticeTitle: '첨부 테스트 공지', postStartYmd: '2026-12-01', postEndYmd: '2026-12-31', useYn: 'Y' };
const createNotice = (tok: Tokens, attachTempId?: string, body: Record<string, unknown> = NOTICE) =>
  t.app.inject({ method: 'POST', url: `/api/manage/notice${attachTempId ? `?attachTempId=${attachTempId}` : ''}`, headers: auth(tok), payload: body });

beforeAll(async () => {
  t = await createTestApp({ filesDir: tempFilesDir(), attachCleanupSchedule: 0 });
  [admin, safety, gas] = (await Promise.all(['admin', 'safety01', 'gas01'].map((u) => login(t.app, u)))) as [Tokens, Tokens, Tokens];
  const v = await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId: 'vendor01', userPwdSHA: sha256Hex(DEMO_PASSWORD) } });
  vendor = v.json();
  // a second user with the same rights as safety01 (same plant, same groups)
  await t.rows(sql`insert into com_user (user_id, user_nm, user_pwd, plant_cd, dept_cd, user_type, use_yn, dept_auth_grp_cd, position_cd, duty_cd, lang)
    select 'safety02', '안전담당2', user_pwd, plant_cd, dept_cd, user_type, use_yn, dept_auth_grp_cd, position_cd, duty_cd, lang from com_user where user_id = 'safety01'`);
  await t.rows(sql`insert into com_user_auth_grp (user_id, auth_grp_cd) select 'safety02', auth_grp_cd from com_user_auth_grp where user_id = 'safety01'`);
  safety2 = await login(t.app, 'safety02');
});
afterAll(async () => t?.close());

describe('a group bound to an existing record', () => {
  it('a vendor user uploading into another vendor\'s record gets 403, into their own it works', async () => {
    const before = await liveFiles(sql`true`);
    expectError(await upload(vendor, { taskClassNm: 'VENDOR_DOC', attachFileId: 'V0002' }), 403);
    expect(await liveFiles(sql`true`)).toBe(before);
    const own = await upload(vendor, { taskClassNm: 'VENDOR_DOC', attachFileId: 'V0001' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().tempYn).toBe('N');
  });

  it('an id that names no record is refused for every user, administrators included, and stores nothing', async () => {
    const before = await liveFiles(sql`true`);
    for (const [tok, id] of [[vendor, 'V9999'], [admin, 'V9999'], [safety, 'not-a-record'], [vendor, 'tmp_short']] as const) {
      expectError(await upload(tok, { taskClassNm: 'VENDOR_DOC', attachFileId: id }), 404, FILE_MESSAGES.ownerNotFound);
    }
    expectError(await list(vendor, 'VENDOR_DOC', 'V9999'), 404, FILE_MESSAGES.ownerNotFound);
    expect(await liveFiles(sql`true`)).toBe(before);
    expect(await t.rows(sql`select 1 from com_attach_group where attach_file_id in ('V9999', 'not-a-record')`)).toEqual([]);
  });

  it('a notice: another plant gets 403, an aliased key ("08", "8.0") names no record, an approval in progress locks the files', async () => {
    const created = await createNotice(safety);
    expect(created.statusCode, created.body).toBe(200);
    const no = String(created.json().noticeNo);
    const up = await upload(safety, { taskClassNm: 'NOTICE', attachFileId: no });
    expect(up.statusCode, up.body).toBe(200);
    expectError(await upload(gas, { taskClassNm: 'NOTICE', attachFileId: no }), 403);
    expectError(await list(gas, 'NOTICE', no), 403);
    for (const alias of [`0${no}`, `${no}.0`]) expectError(await upload(safety, { taskClassNm: 'NOTICE', attachFileId: alias }), 404, FILE_MESSAGES.ownerNotFound);
    // a vendor user has no business in a notice's files (the notice has no vendor)
    expectError(await upload(vendor, { taskClassNm: 'NOTICE', attachFileId: no }), 403);

    await t.rows(sql`insert into com_appr_request (appr_type_cd, record_key, plant_cd, title, status_cd, request_user_id)
      values ('NOTICE', ${no}, '1000', '잠금 테스트', 'PROGRESS', 'safety01')`);
    expectError(await upload(safety, { taskClassNm: 'NOTICE', attachFileId: no }), 409, APPR_MESSAGES.locked);
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/common/attachFile/delete/${up.json().fileNo}`, headers: auth(safety) }), 409, APPR_MESSAGES.locked);
    expectError(await t.app.inject({ method: 'POST', url: '/api/common/attachFile/deleteAll', headers: auth(admin), payload: { taskClassNm: 'NOTICE', attachFileId: no } }), 409);
    // reading stays open
    expect((await list(safety, 'NOTICE', no)).json()).toHaveLength(1);
    expect(await liveFiles(sql`attach_file_id = ${no} and task_class_nm = 'NOTICE'`)).toBe(1);
  });
});

describe('a temporary group (record not saved yet)', () => {
  it('belongs to its uploader: another user gets 403 on upload, list, delete, deleteAll and download', async () => {
    const g = { taskClassNm: 'NOTICE', attachFileId: tempId() };
    const mine = await upload(safety, g, { name: '초안.pdf', data: PDF });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().tempYn).toBe('Y');
    expect((await list(safety, g.taskClassNm, g.attachFileId)).json()).toHaveLength(1);

    expectError(await upload(safety2, g), 403);
    expectError(await list(safety2, g.taskClassNm, g.attachFileId), 403);
    expectError(await t.app.inject({ method: 'POST', url: '/api/common/attachFile/deleteAll', headers: auth(safety2), payload: g }), 403);
    // a single temporary file of someone else is invisible (404), as before
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/common/attachFile/delete/${mine.json().fileNo}`, headers: auth(safety2) }), 404);
    expectError(await t.app.inject({ url: `/api/common/attachFile/download/${mine.json().fileNo}`, headers: auth(admin) }), 404);
    expect(await liveFiles(sql`attach_file_id = ${g.attachFileId}`)).toBe(1);
    // apply cannot make a temporary group permanent: only the record's create claims it
    expectError(await t.app.inject({ method: 'POST', url: '/api/common/attachFile/apply', headers: auth(safety), payload: g }), 400, FILE_MESSAGES.applyFailed);
  });

  it('has a per-user quota of files and bytes over all temporary groups, refused in Korean with nothing stored', async () => {
    // fill the quota up to one file and one MB below the limit with rows of earlier uploads
    const fill = async (user: string, n: number, bytes: number) => {
      for (let i = 0; i < n; i += 1) {
        await t.rows(sql`insert into com_attach_file (task_class_nm, attach_file_id, file_org_nm, file_ext, file_size, storage_key, status, create_user_id)
          values ('NOTICE', ${tempId()}, 'q.png', 'png', ${i === 0 ? bytes : 1}, ${`quota/${randomBytes(16).toString('hex')}`}, 'T', ${user})`);
      }
    };
    await t.rows(sql`delete from com_attach_file where create_user_id = 'gas01' and status = 'T'`);
    await fill('gas01', TEMP_QUOTA_COUNT - 1, 1000);
    const g = { taskClassNm: 'NOTICE', attachFileId: tempId() };
    expect((await upload(gas, g)).statusCode).toBe(200);
    const before = await liveFiles(sql`create_user_id = 'gas01'`);
    const over = await upload(gas, { taskClassNm: 'NOTICE', attachFileId: tempId() });
    expectError(over, 400, FILE_MESSAGES.tempQuotaExceeded);
    expect(FILE_MESSAGES.tempQuotaExceeded).toContain(`${TEMP_QUOTA_COUNT}개`);
    expect(await liveFiles(sql`create_user_id = 'gas01'`)).toBe(before);
    // uploads into an existing record do not count: the record's own limits apply there
    expect((await upload(gas, { taskClassNm: 'VENDOR_DOC', attachFileId: 'V0003' })).statusCode).toBe(200);

    // bytes: 0.5 MB left, a 0.6 MB file is refused while streaming, a small one still fits
    await t.rows(sql`delete from com_attach_file where create_user_id = 'safety02' and status = 'T'`);
    await fill('safety02', 1, TEMP_QUOTA_MB * MB - 500_000);
    const big = await upload(safety2, { taskClassNm: 'NOTICE', attachFileId: tempId() }, { name: '큰파일.pdf', data: Buffer.concat([PDF, Buffer.alloc(600_000, 0x41)]) });
    expectError(big, 400, FILE_MESSAGES.tempQuotaExceeded);
    expect(await liveFiles(sql`create_user_id = 'safety02' and file_org_nm = '큰파일.pdf'`)).toBe(0);
    const small = await upload(safety2, { taskClassNm: 'NOTICE', attachFileId: tempId() }, { name: '작은파일.pdf', data: Buffer.concat([PDF, Buffer.alloc(400_000, 0x41)]) });
    expect(small.statusCode, small.body).toBe(200);
    await t.rows(sql`delete from com_attach_file where storage_key like 'quota/%'`);
  });
});

describe('claim on create', () => {
  it('the new notice takes its author\'s temporary files in its own transaction: permanent, visible to others', async () => {
    const tmp = tempId();
    const a = (await upload(safety, { taskClassNm: 'NOTICE', attachFileId: tmp }, { name: '공지 첨부.pdf', data: PDF })).json();
    const b = (await upload(safety, { taskClassNm: 'NOTICE', attachFileId: tmp }, { name: '현장.png', data: PNG })).json();
    const created = await createNotice(safety, tmp);
    expect(created.statusCode, created.body).toBe(200);
    const no = String(created.json().noticeNo);
    const other = (await list(safety2, 'NOTICE', no)).json() as { fileNo: number; tempYn: string }[];
    expect(other.map((f) => f.fileNo).sort()).toEqual([a.fileNo, b.fileNo].sort());
    expect(other.every((f) => f.tempYn === 'N')).toBe(true);
    expect(await liveFiles(sql`attach_file_id = ${tmp}`)).toBe(0);
    expect(await t.rows(sql`select 1 from com_attach_group where attach_file_id = ${tmp}`)).toEqual([]);
    const audit = await t.rows<{ entity_key: string }>(sql`select entity_key from com_audit_log where action = 'CLAIM'`);
    expect(audit.map((r) => r.entity_key)).toContain(`NOTICE:${no}`);
  });

  it('a file still streaming when the notice is saved is claimed too and ends up permanent', async () => {
    const tmp = tempId();
    const body = multipartBody({ taskClassNm: 'NOTICE', attachFileId: tmp }, { name: '느린업로드.pdf', data: Buffer.concat([PDF, Buffer.alloc(300_000, 0x41)]) });
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const half = body.payload.length - 1000;
    const stream = Readable.from((async function* () {
      yield body.payload.subarray(0, half);
      await gate;
      yield body.payload.subarray(half);
    })());
    const pending = t.app.inject({ method: 'POST', url: '/api/common/attachFile/upload', headers: { ...auth(safety), ...body.headers }, payload: stream });
    // wait until the slot is reserved (status W) in the temporary group
    for (let i = 0; i < 100 && (await liveFiles(sql`attach_file_id = ${tmp} and status = 'W'`)) === 0; i += 1) await new Promise((r) => setTimeout(r, 50));
    expect(await liveFiles(sql`attach_file_id = ${tmp} and status = 'W'`)).toBe(1);
    const created = await createNotice(safety, tmp);
    expect(created.statusCode, created.body).toBe(200);
    release();
    const up = await pending;
    expect(up.statusCode, up.body).toBe(200);
    const no = String(created.json().noticeNo);
    expect((await list(safety2, 'NOTICE', no)).json()).toEqual([expect.objectContaining({ fileOrgNm: '느린업로드.pdf', tempYn: 'N' })]);
  });

  it('another user\'s temporary group cannot be claimed: 403 and no notice is created', async () => {
    const tmp = tempId();
    expect((await upload(safety, { taskClassNm: 'NOTICE', attachFileId: tmp })).statusCode).toBe(200);
    const count = async () => Number((await t.rows<{ n: string }>(sql`select count(*) as n from com_notice`))[0]!.n);
    const before = await count();
    expectError(await createNotice(safety2, tmp), 403);
    expect(await count()).toBe(before);
    expect(await liveFiles(sql`attach_file_id = ${tmp} and status = 'T'`)).toBe(1);
    // a malformed id is refused by the schema
    expectError(await createNotice(safety, 'tmp_../../x'), 400);
    expect(await count()).toBe(before);
  });
});

describe('the record goes, its files go', () => {
  it('deleting a notice marks its files deleted in the same transaction; the cleanup removes the blobs', async () => {
    const created = (await createNotice(safety)).json();
    const no = String(created.noticeNo);
    expect((await upload(safety, { taskClassNm: 'NOTICE', attachFileId: no })).statusCode).toBe(200);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/manage/notice/${no}?version=${created.version}`, headers: auth(safety) });
    expect(del.statusCode, del.body).toBe(200);
    expect(await liveFiles(sql`task_class_nm = 'NOTICE' and attach_file_id = ${no} and status in ('T', 'P')`)).toBe(0);
    expect(await t.rows(sql`select 1 from com_attach_file where task_class_nm = 'NOTICE' and attach_file_id = ${no} and status = 'X'`)).toHaveLength(1);
    expectError(await list(safety, 'NOTICE', no), 404, FILE_MESSAGES.ownerNotFound);
  });
});
