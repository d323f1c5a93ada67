import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, screenshot, vendorApiLogin } from '../helpers';

const kstYmd = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

async function apiToken(request: APIRequestContext, userId: string) {
  const r = await request.post('/login/login', { data: { username: userId, password: DEMO_PASSWORD } });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { accessToken: string }).accessToken;
}

async function postNotice(request: APIRequestContext, title: string) {
  const safety = await apiToken(request, 'safety01');
  const c = await request.post('/api/vendor/notices', {
    headers: { 'X-Authorization': safety },
    data: {
      plantCd: '1000', postYmd: kstYmd(), importantYn: 'Y', targetCd: 'SELECTED', targets: [{ vendorCd: 'V0001' }], title,
      contents: '보일러 정비공사 구역의 고소작업은 작업 전일 16시까지 허가서를 신청하고, 안전대 부착설비를 확인한 후 작업하십시오.',
    },
  });
  expect(c.status(), await c.text()).toBe(200);
  return ((await c.json()) as { noticeNo: number }).noticeNo;
}

// a table row on a desktop, a card on a phone (read-only lists are cards below 768 px)
const rowOf = (page: Page, title: string) => page.locator('.jk-grid .ant-table-tbody tr, .jk-grid .jk-grid-card', { hasText: title });

test('the vendor user reads a notice (unread in bold until opened); the safety manager sees the receipt with name and time', async ({ page, request }) => {
  const title = `고소작업 허가 절차 변경 안내 ${Date.now() % 100000}`;
  const noticeNo = await postNotice(request, title);

  // vendor01 (V0001): the new notice is listed in bold
  await vendorApiLogin(page, 'vendor01');
  await page.goto('/vendor/vendorNotice');
  const row = rowOf(page, title);
  await expect(row).toBeVisible();
  await expect(row).toHaveClass(/jk-row-strong/);
  await screenshot(page, 'vendor-notice-vendor-list');
  await row.getByText(title).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByLabel('내용')).toHaveValue(/보일러 정비공사 구역의 고소작업/);
  await screenshot(page, 'vendor-notice-vendor-detail');
  await page.keyboard.press('Escape');
  // opened: no longer bold
  await expect(rowOf(page, title)).not.toHaveClass(/jk-row-strong/);

  // safety01: the receipts under the notice — 정협력 (vendor01) read it, with the time; 김도현 (vendor11) has not
  await apiLogin(page, 'safety01');
  await page.goto(`/vendor/vendorNotice?key=${noticeNo}`);
  const receipts = page.getByTestId('notice-receipts');
  await expect(receipts).toBeVisible();
  const mine = receipts.locator('tr', { hasText: '정협력 (vendor01)' });
  await expect(mine).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(receipts.locator('tr', { hasText: '김도현 (vendor11)' })).toContainText('미열람');
  await expect(receipts).toContainText('(주)대한플랜트정비');
  await expect(receipts).toContainText('1 / 2명 열람');
  await receipts.scrollIntoViewIfNeeded();
  await screenshot(page, 'vendor-notice-receipts-1440');
});

test('375 px: the vendor user\'s notice list and a notice fit the phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const title = `동절기 화기작업 안전수칙 ${Date.now() % 100000}`;
  await postNotice(request, title);
  await vendorApiLogin(page, 'vendor01');
  await page.goto('/vendor/vendorNotice');
  await expect(rowOf(page, title)).toBeVisible();
  expect(await fits(page), 'the list fits 375 px').toBe(true);
  await screenshot(page, 'vendor-notice-375-list');
  await rowOf(page, title).getByText(title).click();
  await expect(page.getByRole('dialog').getByLabel('내용')).toHaveValue(/보일러 정비공사 구역의 고소작업/);
  await screenshot(page, 'vendor-notice-375-detail');
});
