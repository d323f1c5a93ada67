import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, screenshot, vendorApiLogin } from '../helpers';

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

const kstYmd = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/** safety01 posts a notice to V0001 (each test its own: the other test may have read the demo ones) */
async function postNotice(request: APIRequestContext, title: string) {
  const l = await request.post('/login/login', { data: { username: 'safety01', password: DEMO_PASSWORD } });
  const { accessToken } = (await l.json()) as { accessToken: string };
  const c = await request.post('/api/vendor/notices', {
    headers: { 'X-Authorization': accessToken },
    data: { plantCd: '1000', postYmd: kstYmd(), importantYn: 'Y', targetCd: 'SELECTED', targets: [{ vendorCd: 'V0001' }], title, contents: '작업 전 TBM에서 공유하십시오.' },
  });
  expect(c.status(), await c.text()).toBe(200);
}

for (const width of [1440, 375]) {
  test(`${width} px: the vendor user's home shows their unread notices and their latest grade, and opens a notice`, async ({ page, request }) => {
    const title = `밀폐공간 작업 전 가스농도 측정 의무 ${width}-${Date.now() % 100000}`;
    await postNotice(request, title);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
    await vendorApiLogin(page, 'vendor01');
    await page.goto('/vendor/vendorPortal');
    const portal = page.getByTestId('vendor-portal');
    await expect(portal).toContainText('(주)대한플랜트정비 협력업체 홈');
    await expect(page.getByTestId('portal-notices')).toContainText(title);
    // V0002's own notice never shows here
    await expect(page.getByTestId('portal-notices')).not.toContainText('폐수처리장 밀폐공간');
    await expect(page.getByTestId('portal-grade')).toContainText('A');
    await expect(page.getByTestId('portal-eval')).toContainText('적격');
    if (width < 500) expect(await fits(page), 'the home fits 375 px').toBe(true);
    await screenshot(page, `vendor-portal-${width}`);
    await page.getByTestId('portal-notices').getByText(title).click();
    await expect(page.getByRole('dialog').getByLabel('제목')).toHaveValue(title);
  });
}
