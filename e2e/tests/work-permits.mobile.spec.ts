import { expect, test } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD } from '../helpers';

const P = '/api/saf/wkod/permits';

test('375 px: the safety team records a gas reading for one of today\'s permits on the phone', async ({ page, request }) => {
  const login = await request.post('/login/login', { data: { username: 'safety01', password: DEMO_PASSWORD } });
  const S = { 'X-Authorization': ((await login.json()) as { accessToken: string }).accessToken };
  const ymd = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  const workNm = `탈황 흡수탑 내부 점검 ${Date.now() % 100000}`;
  const c = await request.post(P, { headers: S, data: { plantCd: '1000', kindCd: 'CONFINED', workNm, workYmd: ymd, startTm: '00:05', endTm: '23:55', areaCd: 'E_FGD', requestDeptCd: 'D1410', superviseDeptCd: 'D1410' } });
  expect(c.status(), await c.text()).toBe(200);
  let p = (await c.json()) as { permitNo: number; version: number };
  p = (await (await request.post(`${P}/${p.permitNo}/request`, { headers: S, data: { version: p.version } })).json()) as typeof p;

  await apiLogin(page, 'safety01');
  await page.goto('/mobile/wkodGas');
  await expect(page.getByTestId('wkod-mobile-gas')).toContainText('가스 측정 (모바일)');
  await page.getByLabel('작업허가 선택').click();
  await page.locator('.ant-select-item-option', { hasText: workNm }).click();
  await page.getByLabel('O₂ (%)', { exact: true }).fill('20.9');
  await page.getByLabel('LEL (%)', { exact: true }).fill('0');
  await page.getByLabel('H₂S (ppm)', { exact: true }).fill('0');
  await page.getByLabel('CO (ppm)', { exact: true }).fill('3');
  await page.getByLabel('CO₂ (%)', { exact: true }).fill('0.04');
  await page.getByLabel('측정 위치').fill('흡수탑 하부 맨홀');
  await page.getByTestId('wkod-gas-record').click();
  await expect(page.getByTestId('wkod-gas')).toContainText('적합');
  await expect(page.getByTestId('wkod-gas-next')).toContainText('다음 측정 예정');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), 'fits 375 px').toBe(true);
  await page.screenshot({ path: '/work/shots/wkod/wkod-mobile-gas.png', fullPage: true });
  const list = (await (await request.get(`${P}/${p.permitNo}/gas-readings`, { headers: S })).json()) as { list: { resultCd: string; co2Pct: number; pointDesc: string }[] };
  expect(list.list[0]).toMatchObject({ resultCd: 'OK', co2Pct: 0.04, pointDesc: '흡수탑 하부 맨홀' });
});
