import { expect as baseExpect, test } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * A worker scans the QR code on the water-treatment chemical store's shelf with a 375 px phone: without logging in, the
 * page lists the chemicals kept there with their pictograms, signal word, hazard statements, first aid, spill response
 * and PPE. The code carries the storage's random token, never its number.
 */
test('chemicals: a worker opens a storage QR on the phone and reads the SDS summary without logging in', async ({ page, browser }) => {
  const tok = await apiLogin(page, 'safety01');
  const list = await page.request.get('/api/chm/storage?storageNm=%EC%88%98%EC%B2%98%EB%A6%AC&limit=20', { headers: { 'X-Authorization': tok.accessToken } });
  expect(list.status()).toBe(200);
  const storage = ((await list.json()) as { list: { storageNm: string; publicToken: string }[] }).list.find((s) => s.storageNm === '수처리 약품창고')!;
  expect(storage.publicToken).toMatch(/^[0-9a-f]{32}$/);

  const ctx = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const phone = await ctx.newPage();
  await phone.goto(`/qr?chmStorage=${storage.publicToken}`);
  const pub = phone.getByTestId('chm-public');
  await expect(pub).toBeVisible();
  await expect(pub.getByRole('heading', { name: '수처리 약품창고' })).toBeVisible();
  // the demo's product (other walks may keep test products on the same shelf)
  const hcl = phone.getByTestId('chm-public-product').filter({ has: phone.getByText('염산 35%', { exact: true }) });
  await expect(hcl).toBeVisible();
  await expect(hcl.getByText('위험', { exact: true })).toBeVisible();
  await expect(hcl.getByTestId('ghs-GHS05')).toBeVisible();
  await expect(hcl).toContainText('H314 피부에 심한 화상과 눈에 손상을 일으킴');
  await expect(hcl).toContainText('응급조치');
  await expect(hcl).toContainText('누출 시 조치');
  await expect(hcl).toContainText('보호구');
  // laid out for the phone: nothing wider than the screen
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(phone, 'chm-storage-qr-phone');
  // the storage number is not a key
  await phone.goto('/qr?chmStorage=3');
  await expect(phone.getByText('저장소를 찾을 수 없습니다.')).toBeVisible();
  await ctx.close();
});
