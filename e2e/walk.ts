import { expect as baseExpect, type Browser, type Locator, type Page } from '@playwright/test';
import { apiLogin, drawSignature, screenshot } from './helpers';

// Helpers of the walks that take a record from creation to closure as each person involved (accident-flow, moc-flow,
// rsa-flow): a second person in their own browser, the 결재 approved in the desktop 결재함.

// several people's pages on a shared machine: a page's first drawing may take longer than the default 10 s
const expect = baseExpect.configure({ timeout: 30_000 });

export type TViewport = { width: number; height: number };
export const DESK: TViewport = { width: 1440, height: 900 };
export const PHONE: TViewport = { width: 375, height: 812 };

/** a second person at their own desk or phone (a fresh browser context) */
export async function asUserOn(browser: Browser, userId: string, viewport: TViewport, work: (page: Page) => Promise<void>) {
  const ctx = await browser.newContext({ viewport, locale: 'ko-KR', timezoneId: 'Asia/Seoul', ...(viewport === PHONE ? { isMobile: true, hasTouch: true } : {}) });
  const page = await ctx.newPage();
  try {
    await apiLogin(page, userId);
    await work(page);
  } finally {
    await ctx.close();
  }
}

/** a second person at their own desk */
export const asUser = (browser: Browser, userId: string, work: (page: Page) => Promise<void>) => asUserOn(browser, userId, DESK, work);

/** the approver opens the request in the desktop 결재함 and approves it (signing when the step asks for it) */
export async function approveInInbox(browser: Browser, userId: string, docTitle: string, shot: string) {
  await asUser(browser, userId, async (page) => {
    await page.goto('/appr/apprInbox');
    await page.getByText(docTitle).first().click();
    const decision = page.getByTestId('appr-decision');
    await expect(decision).toBeVisible();
    await decision.getByLabel('의견').fill('확인했습니다.');
    if (await page.getByTestId('signature-pad').isVisible()) {
      await drawSignature(page);
      await expect(page.getByText('서명 완료')).toBeVisible();
    }
    await screenshot(page, shot);
    const decided = page.waitForResponse((r) => /\/api\/manage\/appr\/\d+$/.test(r.url()) && r.request().method() === 'PATCH');
    await decision.getByRole('button', { name: '승인' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '확인' }).click();
    expect((await decided).status()).toBe(200);
    await expect(page.getByText('승인했습니다.')).toBeVisible();
  });
}

/** 결재요청 from the record's drawer: one 결재 step picked in the line dialog (no template for the type) */
export async function requestApproval(page: Page, drawer: Locator, approverId: string, shot: string) {
  await drawer.getByTestId('appr-request').click();
  const dialog = page.getByRole('dialog').filter({ hasText: '결재선' });
  await expect(dialog).toBeVisible();
  await dialog.locator('.ant-select').last().click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="결재"]').last().click();
  const approver = dialog.getByTestId('line-row-0').getByRole('combobox');
  await approver.fill(approverId);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title*="(${approverId})"]`).last().click();
  await screenshot(page, shot);
  const requested = page.waitForResponse((r) => r.url().endsWith('/api/manage/apprrequest') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: '결재요청' }).click();
  expect((await requested).status()).toBe(200);
  await expect(page.getByText('결재를 요청했습니다.')).toBeVisible();
}
