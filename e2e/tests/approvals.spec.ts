import { expect, test, type Browser, type Page } from '@playwright/test';
import { drawSignature, loginAs, screenshot } from '../helpers';

/** draw a stroke on the signature pad and keep it */
async function sign(page: Page) {
  await drawSignature(page);
  await expect(page.getByText('서명 완료')).toBeVisible();
}

/** one approver on a phone: the pending list, the document, a drawn signature, 승인 */
async function approveOnPhone(browser: Browser, userId: string, title: string, shot?: string) {
  const ctx = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await ctx.newPage();
  try {
    await loginAs(page, userId);
    // the top bar's pending-approvals badge counts the waiting step and opens the phone inbox
    const badge = page.getByTestId('appr-badge');
    await expect(badge).toHaveAttribute('aria-label', /결재 대기 [1-9]\d*건/);
    await badge.click();
    await expect(page).toHaveURL(/\/mobile\/apprWhich$/);
    const list = page.getByTestId('mobile-appr-list');
    await expect(list).toBeVisible();
    // the pending count shown on the phone inbox
    await expect(list.locator('.ant-badge').first()).not.toHaveText('0');
    await list.getByText(title).click();
    const detail = page.getByTestId('mobile-appr-detail');
    await expect(detail.getByText(title).first()).toBeVisible();
    await detail.getByLabel('의견').fill(`${userId} 확인했습니다.`);
    await sign(page);
    if (shot) await screenshot(page, shot);
    await detail.getByRole('button', { name: '승인' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
    await expect(page.getByText('승인했습니다.')).toBeVisible();
    await expect(page.getByTestId('mobile-appr-list')).toBeVisible();
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
    expect(fits, 'the phone inbox fits 375 px without horizontal scrolling').toBe(true);
  } finally {
    await ctx.close();
  }
}

test('a drafted document goes through its line, approved on phones with signatures, and is then read-only', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const title = `보일러동 조명 교체 기안 ${Date.now() % 100000}`;

  // the requester drafts and submits
  await loginAs(page, 'worker01');
  await page.goto('/appr/apprDoc');
  await page.getByRole('button', { name: '새 기안' }).click();
  const detail = page.getByTestId('appr-doc-detail');
  await detail.getByLabel('제목').fill(title);
  await detail.getByLabel('내용').fill('발전1팀 보일러동 2층 조명 조도 부족으로 LED 교체를 요청합니다.');
  await detail.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('저장했습니다.')).toBeVisible();
  await detail.getByRole('button', { name: '결재요청' }).click();
  const dialog = page.getByRole('dialog');
  // the template resolved for worker01: 팀장 → 안전관리자 확인 → 처장
  await expect(dialog.getByTestId('line-row-0')).toContainText('팀장');
  await expect(dialog.getByTestId('line-row-2')).toContainText('처장');
  await screenshot(page, 'approvals-request-line');
  await dialog.getByRole('button', { name: '결재요청' }).click();
  await expect(page.getByText('결재를 요청했습니다.')).toBeVisible();
  await expect(detail.getByText('결재가 진행 중이거나 완료된 문서는 수정할 수 없습니다.')).toBeVisible();

  // the three approvers, each on a 375 px phone
  await approveOnPhone(browser, 'e0021', title, 'approvals-mobile-sign');
  await approveOnPhone(browser, 'safety01', title);
  await approveOnPhone(browser, 'e9130', title);

  // the requester sees it approved, every step signed, and the record locked
  await page.reload();
  await page.getByRole('cell', { name: title }).click();
  await expect(detail).toContainText('완료');
  await expect(detail.getByText('결재가 진행 중이거나 완료된 문서는 수정할 수 없습니다.')).toBeVisible();
  await expect(detail.getByLabel('제목')).toBeDisabled();
  await expect(detail.getByRole('button', { name: '저장' })).toHaveCount(0);
  await detail.getByRole('button', { name: '결재현황' }).click();
  const progress = page.getByTestId('appr-progress');
  await expect(progress).toBeVisible();
  for (const n of [2, 3, 4]) {
    await expect(progress.getByTestId(`appr-step-${n}`).locator('img')).toHaveCount(1);
  }
  await expect(progress.getByText('승인').first()).toBeVisible();
  await screenshot(page, 'approvals-progress-complete');
});
