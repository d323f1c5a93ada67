import { createHash } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginAs, screenshot } from '../helpers';

const kstYmd = (days: number) => new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** vendor login through the API (POST /api/auth/vendorlogin), the session put where the web app keeps it */
async function vendorLogin(page: Page, userId = 'vendor01') {
  const res = await page.request.post('/api/auth/vendorlogin', { data: { userId, userPwdSHA: createHash('sha256').update(DEMO_PASSWORD).digest('hex') } });
  expect(res.status(), await res.text()).toBe(200);
  const tok = (await res.json()) as { userId: string; accessToken: string; refreshToken: string };
  await page.goto('/login');
  await page.evaluate((t) => {
    localStorage.setItem('jikim.userId', t.userId);
    localStorage.setItem('jikim.userType', 'V');
    localStorage.setItem('jikim.accessToken', t.accessToken);
    localStorage.setItem('jikim.refreshToken', t.refreshToken);
  }, tok);
  return tok;
}

/** draw a stroke on the signature pad and keep it (as approvals.spec.ts) */
async function sign(page: Page) {
  const pad = page.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 40);
  await page.mouse.down();
  for (let i = 1; i <= 12; i += 1) await page.mouse.move(box.x + 20 + i * 12, box.y + 40 + (i % 2 ? 30 : -10));
  await page.mouse.up();
  await page.getByRole('button', { name: '서명 저장' }).click();
  await expect(page.getByText('서명 완료')).toBeVisible();
}

const pick = async (page: Page, title: string) => page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`).last().click();

/** safety01 decides the pending step on the approvals inbox of the phone page (also used on desktop) */
async function approveAsSafety(browser: Browser, title: string, viewport: { width: number; height: number }) {
  const ctx = await browser.newContext({ viewport, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await ctx.newPage();
  try {
    await loginAs(page, 'safety01');
    await page.goto('/mobile/apprWhich');
    const list = page.getByTestId('mobile-appr-list');
    await expect(list).toBeVisible();
    await list.getByText(title).first().click();
    const detail = page.getByTestId('mobile-appr-detail');
    await expect(detail.getByText(title).first()).toBeVisible();
    await expect(detail).toContainText('출입기간');
    await screenshot(page, `vendor-entry-approval-${viewport.width}`);
    await detail.getByLabel('의견').fill('출입 승인합니다.');
    await sign(page);
    await detail.getByRole('button', { name: '승인' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
    await expect(page.getByText('승인했습니다.')).toBeVisible();
  } finally {
    await ctx.close();
  }
}

for (const viewport of [{ width: 1440, height: 900 }, { width: 375, height: 812 }]) {
  test(`${viewport.width} px: the vendor requests entry for a worker, the supervising department approves, the pass is valid on /qr`, async ({ page, browser }) => {
    test.setTimeout(180_000); // two logins and an approval: minutes on a loaded machine
    await page.setViewportSize(viewport);
    const work = `보일러 급수배관 보온재 교체 ${viewport.width}-${Date.now() % 100000}`;
    await vendorLogin(page);
    await page.goto('/vendor/enterRequest');
    await page.locator('.jk-grid').getByRole('button', { name: /^(plus )?추가$/ }).click();
    const drawer = page.locator('.ant-drawer');
    // a vendor user's plant is theirs (pre-filled, fixed)
    await expect(drawer.getByLabel('사업장')).toBeDisabled();
    await drawer.getByLabel('협력업체').click();
    await pick(page, '(주)대한플랜트정비');
    await drawer.getByLabel('작업내용').fill(work);
    await drawer.getByLabel('작업장소').fill('보일러동 3층');
    await drawer.getByLabel('출입 시작일').fill(kstYmd(0));
    await drawer.getByLabel('출입 시작일').press('Enter');
    await drawer.getByLabel('출입 종료일').fill(kstYmd(3));
    await drawer.getByLabel('출입 종료일').press('Enter');
    // a person from the vendor's own roster (a select of their workers)
    const persons = drawer.getByTestId('child-grid-persons');
    await persons.getByRole('button', { name: '행 추가' }).click();
    await persons.getByLabel('근로자 1').click();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    await expect(option).toBeVisible();
    const workerNm = (await option.getAttribute('title')) ?? '';
    await option.click();
    const vehicles = drawer.getByTestId('child-grid-vehicles');
    await vehicles.getByRole('button', { name: '행 추가' }).click();
    await vehicles.getByLabel('차량번호 1').fill('12가 3456');
    await screenshot(page, `vendor-entry-form-${viewport.width}`);
    await drawer.getByRole('button', { name: '저장' }).click();
    await expect(drawer).toBeHidden();

    const row = page.locator('.jk-grid tbody tr.ant-table-row, .jk-grid .jk-grid-card', { hasText: work });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('wf-status')).toHaveText('작성');
    await row.getByText(work).click();
    const head = page.locator('.ant-drawer').getByTestId('wf-head');
    await expect(page.locator('.ant-drawer').getByTestId('child-grid-persons')).toContainText(workerNm);
    await head.getByRole('button', { name: '신청' }).click();
    await page.locator('.ant-popover:visible').getByRole('button', { name: '확인' }).click();
    await expect(head.getByTestId('wf-status')).toHaveText('신청');
    // in approval: the approval state is shown and the form is read-only (no 저장 / 삭제)
    const strip = page.locator('.ant-drawer').getByTestId('appr-strip');
    await expect(strip).toContainText('결재중');
    await expect(page.locator('.ant-drawer').getByRole('button', { name: '저장' })).toHaveCount(0);
    await screenshot(page, `vendor-entry-requested-${viewport.width}`);
    await page.keyboard.press('Escape');

    await approveAsSafety(browser, `[출입신청] ${work}`, viewport);

    // the vendor sees it approved, with the pass QR (spec §9 width 150) and 출입 가능
    await page.reload();
    await page.locator('.jk-grid tbody tr.ant-table-row, .jk-grid .jk-grid-card', { hasText: work }).getByText(work).click();
    const card = page.locator('.ant-drawer').getByTestId('entry-pass-card');
    await expect(card).toBeVisible();
    await expect(page.locator('.ant-drawer').getByTestId('wf-head').getByTestId('wf-status')).toHaveText('승인');
    await expect(page.locator('.ant-drawer').getByTestId('appr-strip')).toContainText('결재완료');
    await expect(page.locator('.ant-drawer').getByRole('button', { name: '저장' })).toHaveCount(0);
    await expect(page.locator('.ant-drawer').getByRole('button', { name: '삭제' })).toHaveCount(0);
    const qr = card.getByTestId('qr-code');
    await expect(qr).toHaveAttribute('width', '150');
    await expect(card).toContainText('출입 가능');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `vendor-entry-pass-${viewport.width}`);
    const link = (await qr.getAttribute('alt')) ?? '';
    expect(link).toMatch(/\/qr\?entryPass=[A-Za-z0-9_-]{32}$/);

    // the gate: the public /qr page without a login
    const gate = await browser.newContext({ viewport, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    try {
      const g = await gate.newPage();
      await g.goto(link);
      const state = g.getByTestId('entry-pass-state');
      await expect(state).toHaveAttribute('data-valid', 'Y');
      await expect(state).toContainText('출입 가능');
      await expect(state).toContainText(`${kstYmd(0)} ~ ${kstYmd(3)}`);
      await expect(state).not.toContainText(workerNm);
      await screenshot(g, `vendor-entry-qr-valid-${viewport.width}`);
      await g.goto('/qr?entryPass=unknown-token');
      await expect(g.getByTestId('entry-pass-state')).toHaveAttribute('data-valid', 'N');
      await expect(g.getByTestId('entry-pass-state')).toContainText('출입 불가');
      await screenshot(g, `vendor-entry-qr-invalid-${viewport.width}`);
      const fits = await g.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
      expect(fits).toBe(true);
    } finally {
      await gate.close();
    }
  });
}
