import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPR_MESSAGES } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';

// Notices (resource framework, approvalType NOTICE) get approval by declaration: the record is locked
// while its request is in progress and editable again after a rejection.
let t: TestApp;
let safety: Tokens;
let leader: Tokens;

beforeAll(async () => {
  t = await createTestApp();
  safety = await login(t.app, 'safety01');
  leader = await login(t.app, 'e0009');
});
afterAll(async () => t?.close());

describe('notice as an approval document type', () => {
  it('a notice in approval cannot be edited; after rejection it can', async () => {
    const c = await t.app.inject({
      method: 'POST', url: '/api/manage/notice', headers: auth(safety),
      payload: { plantCd: '1000', noticeTypeCd: 'NT02', importantYn: 'Y', noticeTitle: '밀폐공간 작업 절차 개정', postStartYmd: '2026-12-01', postEndYmd: '2026-12-31', useYn: 'Y' },
    });
    expect(c.statusCode, c.body).toBe(200);
    const n = c.json();
    // no template for NOTICE: the requester names the line (안전팀장 e0009)
    const r = await t.app.inject({
      method: 'POST', url: '/api/manage/apprrequest', headers: auth(safety),
      payload: { apprTypeCd: 'NOTICE', recordKey: String(n.noticeNo), line: [{ slotKind: 'APPROVE', approverUserId: 'e0009' }] },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ apprTypeNm: '공지사항', title: '밀폐공간 작업 절차 개정', statusCd: 'PROGRESS' });
    expect(r.json().summary[0]).toBe('제목: 밀폐공간 작업 절차 개정');

    const cur = (await t.app.inject({ url: `/api/manage/notice/${n.noticeNo}`, headers: auth(safety) })).json();
    expect(cur.version).toBe(n.version + 1);
    expectError(await t.app.inject({
      method: 'PUT', url: `/api/manage/notice/${n.noticeNo}`, headers: auth(safety),
      payload: { plantCd: '1000', noticeTypeCd: 'NT02', importantYn: 'Y', noticeTitle: '수정 시도', postStartYmd: '2026-12-01', postEndYmd: '2026-12-31', useYn: 'Y', version: cur.version },
    }), 409, APPR_MESSAGES.locked);
    // nor deleted while in approval; the notice is still there
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/manage/notice/${n.noticeNo}?version=${cur.version}`, headers: auth(safety) }), 409, APPR_MESSAGES.locked);
    expect((await t.app.inject({ url: `/api/manage/notice/${n.noticeNo}`, headers: auth(safety) })).statusCode).toBe(200);

    const rej = await t.app.inject({ method: 'PATCH', url: `/api/manage/appr/${r.json().apprRequestNo}`, headers: auth(leader), payload: { stepNo: 2, decisionCd: 'REJECT', comment: '개정 근거 첨부 필요' } });
    expect(rej.statusCode, rej.body).toBe(200);
    const again = (await t.app.inject({ url: `/api/manage/notice/${n.noticeNo}`, headers: auth(safety) })).json();
    const u = await t.app.inject({
      method: 'PUT', url: `/api/manage/notice/${n.noticeNo}`, headers: auth(safety),
      payload: { plantCd: '1000', noticeTypeCd: 'NT02', importantYn: 'Y', noticeTitle: '밀폐공간 작업 절차 개정 (근거 첨부)', postStartYmd: '2026-12-01', postEndYmd: '2026-12-31', useYn: 'Y', version: again.version },
    });
    expect(u.statusCode, u.body).toBe(200);
  });

  it('the printed 결재란 of a notice: latest submitted line with names, duties, dates and signatures, for readers of the record only', async () => {
    const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const c = await t.app.inject({
      method: 'POST', url: '/api/manage/notice', headers: auth(safety),
      payload: { plantCd: '1000', noticeTypeCd: 'NT02', importantYn: 'N', noticeTitle: '고소작업 안전수칙', postStartYmd: '2026-12-01', postEndYmd: '2026-12-31', useYn: 'Y' },
    });
    expect(c.statusCode, c.body).toBe(200);
    const key = String(c.json().noticeNo);
    const line = (who: Tokens, k = key, type = 'NOTICE') => t.app.inject({ url: `/api/manage/apprparam/line?apprTypeCd=${type}&recordKey=${encodeURIComponent(k)}`, headers: auth(who) });
    // no request yet: no line (the print shows the default boxes)
    const none = await line(safety);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual({ apprTypeCd: 'NOTICE', recordKey: key, request: null });
    // a draft is not printed as the record's line
    const d = await t.app.inject({ method: 'POST', url: '/api/manage/apprrequest', headers: auth(safety), payload: { apprTypeCd: 'NOTICE', recordKey: key, submitYn: 'N', line: [{ slotKind: 'APPROVE', approverUserId: 'e0009' }] } });
    expect(d.statusCode, d.body).toBe(200);
    expect((await line(safety)).json().request).toBeNull();
    const s = await t.app.inject({ method: 'POST', url: `/api/manage/apprrequest/${d.json().apprRequestNo}/submit`, headers: auth(safety), payload: { version: d.json().version, signature: PNG } });
    expect(s.statusCode, s.body).toBe(200);
    // in progress: the drafter signed, the approver's box is still empty (no signature, no date)
    const mid = (await line(safety)).json();
    expect(mid.request.statusCd).toBe('PROGRESS');
    expect(mid.request.steps.map((x: { stepStatus: string }) => x.stepStatus)).toEqual(['DRAFTED', 'PENDING']);
    expect(mid.request.steps[0]).toMatchObject({ decidedUserId: 'safety01', signature: PNG });
    expect(mid.request.steps[1]).toMatchObject({ approverUserId: 'e0009', decidedDt: null, signature: null });
    const ok = await t.app.inject({ method: 'PATCH', url: `/api/manage/appr/${d.json().apprRequestNo}`, headers: auth(leader), payload: { stepNo: 2, decisionCd: 'APPROVE', signature: PNG } });
    expect(ok.statusCode, ok.body).toBe(200);
    const done = (await line(safety)).json();
    expect(done.request).toMatchObject({ apprRequestNo: d.json().apprRequestNo, statusCd: 'COMPLETE' });
    expect(done.request.completeDt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(done.request.steps[1]).toMatchObject({ stepStatus: 'APPROVED', decidedUserId: 'e0009', signature: PNG });
    expect(done.request.steps[1].approverNm).toBeTruthy();
    expect(done.request.steps[1].decidedDt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // the key's one spelling (08 → 8), a record that does not exist, and a bad type
    expect((await line(safety, `0${key}`)).json().recordKey).toBe(key);
    expectError(await line(safety, '99999999'), 404, APPR_MESSAGES.recordNotFound);
    expect((await line(safety, key, 'NO_SUCH_TYPE')).statusCode).toBe(400);
    // the gas plant's user may not read a notice of plant 1000, nor a vendor user: 403 and nothing of the line
    const gas = await login(t.app, 'gas01');
    const g = await line(gas);
    expect(g.statusCode).toBe(403);
    expect(g.body).not.toContain('e0009');
  });
});
