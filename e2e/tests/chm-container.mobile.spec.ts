import { expect as baseExpect, test } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * The chemical manager lists a container (lot) on the water-treatment store's shelf; a worker scans that container's own
 * QR with a 375 px phone and, without logging in, reads the lot above the product's SDS summary.
 */
test('chemicals: a container (lot) QR opens that lot\'s SDS summary on the phone', async ({ page, browser }) => {
  const tok = await apiLogin(page, 'safety01');
  const headers = { 'X-Authorization': tok.accessToken };
  const list = await page.request.get('/api/chm/storage?storageNm=%EC%88%98%EC%B2%98%EB%A6%AC&limit=20', { headers });
  const stub = ((await list.json()) as { list: { storageNo: number; storageNm: string }[] }).list.find((s) => s.storageNm === '수처리 약품창고')!;
  const storage = (await (await page.request.get(`/api/chm/storage/${stub.storageNo}`, { headers })).json()) as Record<string, unknown> & { containers: Record<string, unknown>[] };
  const prods = (await (await page.request.get('/api/baseinfo/chemprod?plantCd=1000&limit=300', { headers })).json()) as { list: { chemProdNo: number; prodNm: string }[] };
  const hcl = prods.list.find((p) => p.prodNm === '염산 35%')!;
  const lotNo = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const put = await page.request.put(`/api/chm/storage/${stub.storageNo}`, {
    headers, data: { ...storage, containers: [...storage.containers, { chemProdNo: hcl.chemProdNo, lotNo, containerNm: '20 L 말통', receivedYmd: '2026-11-02', expiryYmd: '2028-11-01', useYn: 'Y' }] },
  });
  expect(put.status(), await put.text()).toBe(200);
  const row = ((await put.json()) as { containers: { lotNo: string; publicToken: string }[] }).containers.find((c) => c.lotNo === lotNo)!;
  expect(row.publicToken).toMatch(/^[0-9a-f]{32}$/);

  const ctx = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const phone = await ctx.newPage();
  await phone.goto(`/qr?chmContainer=${row.publicToken}`);
  const pub = phone.getByTestId('chm-public');
  await expect(pub).toBeVisible();
  await expect(phone.getByTestId('chm-public-lot')).toContainText(lotNo);
  await expect(phone.getByTestId('chm-public-lot')).toContainText('20 L 말통');
  const card = phone.getByTestId('chm-public-product');
  await expect(card.getByText('위험', { exact: true })).toBeVisible();
  await expect(card.getByTestId('ghs-GHS05')).toBeVisible();
  await expect(card).toContainText('H314 피부에 심한 화상과 눈에 손상을 일으킴');
  await expect(card).toContainText('응급조치');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(phone, 'chm-container-qr-phone');
  await ctx.close();
});
