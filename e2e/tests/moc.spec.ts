import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, drawSignature, screenshot } from '../helpers';

/** a second person at their own desk (a fresh browser context) */
async function asUser<T>(browser: Browser, userId: string, work: (page: Page) => Promise<T>): Promise<T> {
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await ctx.newPage();
  try {
    await apiLogin(page, userId);
    return await work(page);
  } finally {
    await ctx.close();
  }
}

/** a reviewer opens the change from its link (the notification's) and answers their own row */
async function answerAsReviewer(browser: Browser, userId: string, mocNo: number, decision: string, comment: string, shot?: string) {
  await asUser(browser, userId, async (page) => {
    await page.goto(`/saf/moc?key=${mocNo}`);
    const form = page.getByTestId('moc-review-answer');
    await expect(form).toBeVisible();
    // read-only for the reviewer: no 저장 of the change itself, only their answer
    await expect(page.locator('.ant-drawer').getByRole('button', { name: /^저\s*장$/ })).toHaveCount(1);
    await form.getByLabel('검토결과').click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${decision}"]`).last().click();
    await form.getByLabel('검토의견').fill(comment);
    if (shot) await screenshot(page, shot);
    const answered = page.waitForResponse((r) => r.url().includes(`/api/saf/moc/${mocNo}/reviews/`) && r.request().method() === 'POST');
    await form.getByTestId('moc-review-save').click();
    expect((await answered).status()).toBe(200);
    await expect(page.getByText('검토 의견을 저장했습니다.')).toBeVisible();
  });
}

/** the approver decides the change's 결재 in the desktop 결재함 */
async function approveInInbox(browser: Browser, userId: string, title: string) {
  await asUser(browser, userId, async (page) => {
    await page.goto('/appr/apprInbox');
    await page.getByText(`[변경관리] ${title}`, { exact: true }).click();
    const decision = page.getByTestId('appr-decision');
    await expect(decision).toBeVisible();
    await decision.getByLabel('의견').fill('변경 시행을 승인합니다.');
    if (await page.getByTestId('signature-pad').isVisible()) {
      await drawSignature(page);
      await expect(page.getByText('서명 완료')).toBeVisible();
    }
    await screenshot(page, 'moc-approval-inbox');
    const decided = page.waitForResponse((r) => /\/api\/manage\/appr\/\d+$/.test(r.url()) && r.request().method() === 'PATCH');
    await decision.getByRole('button', { name: '승인' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '확인' }).click();
    expect((await decided).status()).toBe(200);
    await expect(page.getByText('승인했습니다.')).toBeVisible();
  });
}

/**
 * Desktop: a change request walks the definition-driven MOC page through technical review (two reviewers answering from
 * their own logins), approval in the approver's 결재함, implementation and the PSSR checklist to completion; a failed PSSR
 * item and an open improvement action each refuse it.
 */
test('MOC: request → reviewers answer → 결재 → implementation → PSSR all pass → completed', async ({ page, browser }) => {
  // three people log in one after another (two reviewers, the approver): more than the default minute under load
  test.setTimeout(240_000);
  const tok = await apiLogin(page, 'safety01');
  const headers = { 'X-Authorization': tok.accessToken };
  const stamp = Date.now() % 100000;
  const title = `탈황설비 순환펌프 씰 타입 변경 ${stamp}`;
  const created = await page.request.post('/api/saf/moc', {
    headers,
    data: {
      plantCd: '1000', deptCd: 'D1410', mocTypeCd: 'PERMANENT', mocTitle: title, description: '싱글 메커니컬 씰 → 더블 씰', reason: '씰 누설 반복',
      documentsChanged: 'P&ID 1-FGD-004 Rev.2', riskAssessmentRef: 'RA-2026-044',
      // the mechanical team leader and a safety engineer of another department
      reviews: [{ disciplineNm: '기계', reviewerUserId: 'e0033' }, { disciplineNm: '안전', reviewerUserId: 'e0010' }],
      pssrItems: [{ itemNm: '설계 조건대로 설치되었는가' }, { itemNm: '운전 절차서가 개정되고 교육되었는가' }],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const mocNo = ((await created.json()) as { mocNo: number }).mocNo;

  const drawer = page.locator('.ant-drawer');
  const open = async () => {
    await page.goto('/saf/moc');
    await page.locator('.jk-grid tbody tr.ant-table-row', { hasText: title }).getByText(title).click();
    await expect(drawer.getByTestId('wf-status').first()).toBeVisible();
  };
  const take = async (action: string, status: string) => {
    await drawer.locator(`[data-action="${action}"]`).click();
    await page.locator('.ant-popover:visible').getByRole('button', { name: /확\s*인/ }).click();
    await expect(drawer.getByTestId('wf-status').first()).toHaveText(status);
  };
  const refused = async (action: string, message: string) => {
    await drawer.locator(`[data-action="${action}"]`).click();
    await page.locator('.ant-popover:visible').getByRole('button', { name: /확\s*인/ }).click();
    const dialog = page.locator('.ant-modal-confirm');
    await expect(dialog).toContainText(message);
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(dialog).toBeHidden();
  };
  const pick = (p: Page, title: string) => p.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`).last().click();
  const save = async () => {
    await drawer.getByRole('button', { name: /저\s*장/ }).click();
    await expect(drawer).toBeHidden();
  };

  await open();
  await take('SUBMIT', '기술검토');
  // review not done: refused
  await refused('REVIEWED', '모든 검토자가 검토 의견');
  // each reviewer answers their own row from their own login
  await answerAsReviewer(browser, 'e0033', mocNo, '승인', '더블 씰 적용 적합', 'moc-review-answer');
  await answerAsReviewer(browser, 'e0010', mocNo, '의견', '씰 플러싱 계통 LOTO 절차 추가 필요');

  await open();
  const reviews = drawer.getByTestId('child-grid-reviews');
  await expect(reviews).toContainText('더블 씰 적용 적합');
  await expect(reviews).toContainText('씰 플러싱 계통 LOTO 절차 추가 필요');
  await reviews.scrollIntoViewIfNeeded();
  await screenshot(page, 'moc-review');
  // review done: the 결재 goes to the plant's safety team leader; the change is read-only meanwhile
  await take('REVIEWED', '승인대기');
  await expect(drawer.getByTestId('appr-strip')).toBeVisible();
  await expect(drawer.locator('[data-action]')).toHaveCount(0);
  await approveInInbox(browser, 'e0009', title);

  await open();
  await expect(drawer.getByTestId('wf-status').first()).toHaveText('변경 시행');
  await take('IMPLEMENTED', '가동 전 안전점검');

  // PSSR: one item fails → completion refused
  const pssr = drawer.getByTestId('child-grid-pssrItems');
  await pssr.getByLabel('판정 1').click();
  await pick(page, '합격');
  await pssr.getByLabel('판정 2').click();
  await pick(page, '불합격');
  await pssr.getByLabel('비고 2').fill('절차서 교육 미실시');
  await save();
  await open();
  await refused('COMPLETE', '가동 전 안전점검(PSSR) 항목이 모두 적합이어야');

  await pssr.getByLabel('판정 2').click();
  await pick(page, '합격');
  await pssr.getByLabel('비고 2').fill('교육 완료 (11/20)');
  await save();

  // an open improvement action of the change blocks completion
  const action = await page.request.post('/api/impr/actions', {
    headers,
    data: {
      sourceTypeCd: 'MOC', sourceKey: String(mocNo), actionTypeCd: 'REQUEST', plantCd: '1000', deptCd: 'D1410', title: '씰 플러싱 계통 LOTO 절차 추가',
      assigneeUserId: 'safety01', dueYmd: '2026-12-31',
    },
  });
  expect(action.status(), await action.text()).toBe(200);
  const a = (await action.json()) as { actionNo: number; version: number };
  await open();
  await pssr.scrollIntoViewIfNeeded();
  await screenshot(page, 'moc-pssr');
  await refused('COMPLETE', '완료되지 않은 개선조치가 있어');

  // the action is cancelled (closed) by its requester: the change completes and is locked
  const cancelled = await page.request.post(`/api/impr/actions/${a.actionNo}/transition`, { headers, data: { action: 'CANCEL', version: a.version, comment: '절차서 개정으로 대체' } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await open();
  await take('COMPLETE', '완료');
  await expect(drawer.locator('[data-action]')).toHaveCount(0);
  await screenshot(page, 'moc-completed');
});
