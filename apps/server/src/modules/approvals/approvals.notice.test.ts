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
});
