import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES, MESSAGES, PUBLIC_UPLOAD_API, PUBLIC_UPLOAD_LIMITS, SAF_NEARMISS_MESSAGES, SAF_NEARMISS_PUBLIC_LIMITS, SAF_NEARMISS_PUBLIC_PHOTOS } from '@jikim/shared';
import { sealUploadGrant } from '../../attachments/attachments.public.js';
import { EXE, multipartBody, PDF, PNG, tempFilesDir, type TPart } from '../../attachments/attachments.test-utils.js';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../../test/helpers.js';

let t: TestApp;
let safety: Tokens;
let worker: Tokens;
let gas: Tokens;

const URL = '/api/saf/nearmiss';
const PUBLIC = '/api/public/nearmiss';
const report = (payload: unknown, remoteAddress = '10.0.0.1') => t.app.inject({ method: 'POST', url: PUBLIC, payload: payload as object, remoteAddress });
const count = async () => Number((await t.rows<{ n: string }>(sql`select count(*) as n from saf_near_miss`))[0]!.n);

beforeAll(async () => {
  t = await createTestApp({ filesDir: tempFilesDir(), attachCleanupSchedule: 0 });
  [safety, worker, gas] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'worker01'), login(t.app, 'gas01')]);
});
afterAll(async () => t?.close());

describe('public anonymous near-miss report (no token)', () => {
  it('lands in the plant’s list marked anonymous; the answer reveals nothing (no number, no other report); body cannot set status or author', async () => {
    const res = await report({ plantCd: '1000', areaCd: 'B-4F', title: 'QR익명-계단 난간 흔들림', contents: '보일러동 4층 계단 난간 볼트가 풀려 흔들립니다.', statusCd: 'REVIEWED', anonymousYn: 'N', deptCd: 'D1310', createUserId: 'safety01' }, '10.0.0.2');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, message: SAF_NEARMISS_MESSAGES.received, photoGrant: expect.stringMatching(/^[\w-]{40,}$/) });
    const list = (await t.app.inject({ url: `${URL}?title=${encodeURIComponent('QR익명')}`, headers: auth(safety) })).json() as { list: Record<string, unknown>[] };
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({ plantCd: '1000', areaCd: 'B-4F', statusCd: 'REGISTERED', anonymousYn: 'Y', createUserId: null, deptCd: null });
    // the gas terminal does not see it, and a department-scoped worker does not either (no department)
    const g = (await t.app.inject({ url: `${URL}?title=${encodeURIComponent('QR익명')}`, headers: auth(gas) })).json() as { totalCount: number };
    expect(g.totalCount).toBe(0);
    const w = (await t.app.inject({ url: `${URL}?title=${encodeURIComponent('QR익명')}`, headers: auth(worker) })).json() as { totalCount: number };
    expect(w.totalCount).toBe(0);
  });

  it('input limits: missing or too long title/contents, a long area code, an unknown plant, an oversized body → 4xx, nothing saved', async () => {
    const before = await count();
    const ok = { plantCd: '1000', title: '제보', contents: '내용' };
    expectError(await report({ ...ok, title: '' }, '10.0.0.3'), 400);
    expectError(await report({ plantCd: '1000', contents: '내용' }, '10.0.0.3'), 400);
    expectError(await report({ ...ok, title: '가'.repeat(SAF_NEARMISS_PUBLIC_LIMITS.title + 1) }, '10.0.0.3'), 400);
    expectError(await report({ ...ok, contents: '가'.repeat(SAF_NEARMISS_PUBLIC_LIMITS.contents + 1) }, '10.0.0.3'), 400);
    expectError(await report({ ...ok, areaCd: 'A'.repeat(SAF_NEARMISS_PUBLIC_LIMITS.areaCd + 1) }, '10.0.0.3'), 400);
    expectError(await report({ ...ok, plantCd: '9999' }, '10.0.0.3'), 400, SAF_NEARMISS_MESSAGES.unknownPlant);
    expect((await report({ ...ok, contents: 'x'.repeat(20_000) }, '10.0.0.3')).statusCode).toBeGreaterThanOrEqual(400);
    // exactly at the limits it is accepted
    expect((await report({ ...ok, title: '가'.repeat(SAF_NEARMISS_PUBLIC_LIMITS.title), contents: '나'.repeat(SAF_NEARMISS_PUBLIC_LIMITS.contents) }, '10.0.0.3')).statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('rate-limited per client address: the 6th report within the hour is 429 and not saved; another address still reports', async () => {
    const before = await count();
    for (let i = 0; i < SAF_NEARMISS_PUBLIC_LIMITS.perWindow; i += 1) {
      expect((await report({ plantCd: '1000', title: `반복 제보 ${i}`, contents: '내용' }, '10.0.0.9')).statusCode).toBe(200);
    }
    expectError(await report({ plantCd: '1000', title: '초과 제보', contents: '내용' }, '10.0.0.9'), 429, MESSAGES.tooManyRequests);
    expect((await report({ plantCd: '1000', title: '다른 단말 제보', contents: '내용' }, '10.0.0.10')).statusCode).toBe(200);
    expect(await count()).toBe(before + SAF_NEARMISS_PUBLIC_LIMITS.perWindow + 1);
  });
});

describe('photos of the anonymous report (public one-shot upload grant)', () => {
  const upload = (grant: string | null, file: TPart, remoteAddress = '10.0.1.1') => {
    const body = multipartBody(grant === null ? {} : { grant }, file);
    return t.app.inject({ method: 'POST', url: PUBLIC_UPLOAD_API, payload: body.payload, headers: body.headers, remoteAddress });
  };
  const photo = (name = '계단.png'): TPart => ({ name, data: PNG, contentType: 'image/png' });
  const photosOf = async (no: number) => t.rows<{ file_org_nm: string; status: string; create_user_id: string }>(sql`
    select file_org_nm, status, create_user_id from com_attach_file where task_class_nm = 'SAF_NEARMISS_PHOTO' and attach_file_id = ${String(no)} order by file_no`);
  const newReport = async (remoteAddress: string) => {
    const res = await report({ plantCd: '1000', areaCd: 'B-4F', title: `사진제보 ${remoteAddress}`, contents: '난간 파손' }, remoteAddress);
    expect(res.statusCode, res.body).toBe(200);
    const [n] = await t.rows<{ no: number }>(sql`select max(near_miss_no) as no from saf_near_miss where title = ${`사진제보 ${remoteAddress}`}`);
    return { grant: (res.json() as { photoGrant: string }).photoGrant, no: Number(n!.no) };
  };

  it('up to 3 photos land in the new report’s photo group (permanent, anonymous); the safety team sees them, the public reads nothing', async () => {
    const { grant, no } = await newReport('10.0.1.1');
    // the grant is sealed: its bytes do not carry the report number in clear (as JSON or text)
    const opened = Buffer.from(grant, 'base64url').toString('latin1');
    expect(opened).not.toContain(`:${no}`);
    expect(opened).not.toContain(`"${no}"`);
    for (const n of [1, 2, 3]) {
      const r = await upload(grant, photo(`사진${n}.png`));
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toEqual({ received: true });
    }
    expectError(await upload(grant, photo('사진4.png')), 400, FILE_MESSAGES.countExceeded);
    expect(await photosOf(no)).toEqual(['사진1.png', '사진2.png', '사진3.png'].map((f) => ({ file_org_nm: f, status: 'P', create_user_id: 'anonymous' })));
    const list = await t.app.inject({ url: `/api/common/attachFile/list?taskClassNm=SAF_NEARMISS_PHOTO&attachFileId=${no}`, headers: auth(safety) });
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as unknown[]).length).toBe(3);
    // without a session nothing of the group can be read, grant or not
    expect((await t.app.inject({ url: `/api/common/attachFile/list?taskClassNm=SAF_NEARMISS_PHOTO&attachFileId=${no}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/common/attachFile/list?taskClassNm=SAF_NEARMISS_PHOTO&attachFileId=${no}&grant=${grant}` })).statusCode).toBe(401);
    // department-less anonymous report: a department-scoped worker does not see its photos either
    expect((await t.app.inject({ url: `/api/common/attachFile/list?taskClassNm=SAF_NEARMISS_PHOTO&attachFileId=${no}`, headers: auth(worker) })).statusCode).toBe(403);
  });

  it('the attachment rules and the grant’s own: images only, 10 MB, content must match; forged, altered, expired or missing grants 403; nothing stored', async () => {
    const { grant, no } = await newReport('10.0.1.2');
    const ip = '10.0.1.2';
    expectError(await upload(grant, { name: '보고서.pdf', data: PDF, contentType: 'application/pdf' }, ip), 400, FILE_MESSAGES.extNotAllowed);
    expectError(await upload(grant, { name: '사진.png', data: EXE, contentType: 'image/png' }, ip), 400, FILE_MESSAGES.contentMismatch);
    expectError(await upload(grant, { name: 'run.exe', data: EXE }, ip), 400, FILE_MESSAGES.extNotAllowed);
    const big = Buffer.concat([PNG, Buffer.alloc(SAF_NEARMISS_PUBLIC_PHOTOS.maxMb * 1_000_000)]);
    expectError(await upload(grant, { name: '큰사진.png', data: big, contentType: 'image/png' }, ip), 400, FILE_MESSAGES.sizeExceeded);
    expectError(await upload(null, photo(), ip), 403);
    expectError(await upload('not-a-grant', photo(), ip), 403);
    const altered = `${grant.slice(0, -2)}${grant.endsWith('AA') ? 'BB' : 'AA'}`;
    expectError(await upload(altered, photo(), ip), 403);
    const secret = t.app.config.jwtSecret;
    const expired = sealUploadGrant(secret, { taskClassNm: 'SAF_NEARMISS_PHOTO', attachFileId: String(no), maxFiles: 3, exts: ['png'], maxMb: 10 }, -1);
    expectError(await upload(expired, photo(), ip), 403);
    // a grant sealed with another secret is forged
    expectError(await upload(sealUploadGrant('other-secret', { taskClassNm: 'SAF_NEARMISS_PHOTO', attachFileId: String(no), maxFiles: 3, exts: ['png'], maxMb: 10 }, 600), photo(), ip), 403);
    expect(await photosOf(no)).toEqual([]);
    // the refusals used no slot: three photos still go in
    for (const n of [1, 2, 3]) expect((await upload(grant, photo(`p${n}.png`), ip)).statusCode).toBe(200);
    expect(await photosOf(no)).toHaveLength(3);
  });

  it('rate-limited per client address with the reports: past the window’s uploads 429 even with a valid grant; another address still uploads', async () => {
    const { grant, no } = await newReport('10.0.1.3');
    for (let i = 0; i < PUBLIC_UPLOAD_LIMITS.perWindow; i += 1) expectError(await upload('forged', photo(), '10.0.1.4'), 403);
    expectError(await upload(grant, photo(), '10.0.1.4'), 429, MESSAGES.tooManyRequests);
    expect(await photosOf(no)).toEqual([]);
    expect((await upload(grant, photo(), '10.0.1.5')).statusCode).toBe(200);
    expect(await photosOf(no)).toHaveLength(1);
  });
});

describe('near-miss register', () => {
  it('a worker reports; the safety manager reviews and the measures become improvement actions (NEAR_MISS) once; a worker cannot review', async () => {
    const c = await t.app.inject({
      method: 'POST', url: URL, headers: auth(worker),
      payload: { plantCd: '1000', deptCd: 'D1310', occurredYmd: '2026-10-02', nearMissTypeCd: 'STRUCK', place: '석탄 컨베이어 하부', title: '공구 낙하', contents: '상부 작업 중 스패너 낙하',
        possibleOutcome: '하부 통행자 머리 타격', suggestion: '상부 발판 토보드 설치', measures: [{ content: '토보드 설치', assigneeUserId: 'worker01', dueYmd: '2026-11-30' }, { content: '공구 낙하방지 끈 지급' }] },
    });
    expect(c.statusCode, c.body).toBe(200);
    const nm = c.json() as { nearMissNo: number; version: number; anonymousYn: string };
    expect(nm.anonymousYn).toBe('N');
    expectError(await t.app.inject({ method: 'POST', url: `${URL}/${nm.nearMissNo}/transition`, headers: auth(worker), payload: { action: 'REVIEW', version: nm.version } }), 403);
    const r = await t.app.inject({ method: 'POST', url: `${URL}/${nm.nearMissNo}/transition`, headers: auth(safety), payload: { action: 'REVIEW', version: nm.version } });
    expect(r.statusCode, r.body).toBe(200);
    const acts = await t.rows<{ title: string; assignee_user_id: string }>(sql`select title, assignee_user_id from impr_action where source_type_cd = 'NEAR_MISS' and source_key = ${String(nm.nearMissNo)}`);
    expect(acts).toEqual([{ title: '토보드 설치', assignee_user_id: 'worker01' }]);
    const g = (await t.app.inject({ url: `${URL}/${nm.nearMissNo}`, headers: auth(safety) })).json() as { statusCd: string; measures: { actionNo: number | null }[] };
    expect(g.statusCd).toBe('REVIEWED');
    expect(g.measures[0]!.actionNo).toEqual(expect.any(Number));
    expect(g.measures[1]!.actionNo).toBeNull();
    // reviewed = final: read-only
    expectError(await t.app.inject({ method: 'PUT', url: `${URL}/${nm.nearMissNo}`, headers: auth(safety), payload: { plantCd: '1000', deptCd: 'D1310', title: 'x', contents: 'y', version: r.json().version } }), 409);
  });

  it('converts a report into a FLASH accident of its plant and department (not counting until registered); an anonymous one needs a department first', async () => {
    const c = await t.app.inject({
      method: 'POST', url: URL, headers: auth(worker),
      payload: { plantCd: '1000', deptCd: 'D1310', occurredYmd: '2026-10-20', place: '2호기 터빈동', title: '전환용 제보-오일 누유 미끄러짐', contents: '누유 바닥에서 미끄러져 넘어짐, 통증 호소' },
    });
    const nm = c.json() as { nearMissNo: number; version: number };
    const r = await t.app.inject({ method: 'POST', url: `${URL}/${nm.nearMissNo}/transition`, headers: auth(safety), payload: { action: 'TO_ACCIDENT', version: nm.version } });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ statusCd: 'CONVERTED' });
    const [a] = await t.rows<{ accident_no: number; status_cd: string; dept_cd: string; count_yn: string; occurred_ymd: string }>(sql`
      select accident_no, status_cd, dept_cd, count_yn, to_char(occurred_ymd, 'YYYY-MM-DD') as occurred_ymd from saf_accident where title = '전환용 제보-오일 누유 미끄러짐'`);
    expect(a).toMatchObject({ status_cd: 'FLASH', dept_cd: 'D1310', count_yn: 'N', occurred_ymd: '2026-10-20' });
    expect((await t.app.inject({ url: `${URL}/${nm.nearMissNo}`, headers: auth(safety) })).json().reviewComment).toBe(`사고 ${a!.accident_no}(으)로 전환`);
    // an anonymous report has no department: 409 with the reason, nothing created
    await report({ plantCd: '1000', title: '익명 전환 시도', contents: '내용' }, '10.0.0.20');
    const [anon] = await t.rows<{ near_miss_no: number; version: number }>(sql`select near_miss_no, version from saf_near_miss where title = '익명 전환 시도'`);
    expectError(await t.app.inject({ method: 'POST', url: `${URL}/${anon!.near_miss_no}/transition`, headers: auth(safety), payload: { action: 'TO_ACCIDENT', version: anon!.version } }), 409, SAF_NEARMISS_MESSAGES.needsDept);
  });
});
