import { expect, test, type Page } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, screenshot } from '../helpers';
import { asUser } from '../walk';

// Issue 27: environment — the operator writes a day's operation log on a tablet and the environment manager approves it
// (clicked in the page); a self-measurement above its limit, entered in the page, is on the dashboard the same day.
const kstToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
const option = (page: Page, text: string) => page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first();

test.describe('tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('a day\'s operation log: offered its facility\'s items, filled on a tablet, approved and locked', async ({ page, request }) => {
    test.setTimeout(180_000);
    const tok = { 'X-Authorization': ((await (await request.post('/login/login', { data: { username: 'env01', password: DEMO_PASSWORD } })).json()) as { accessToken: string }).accessToken };
    const facilities = (await (await request.get('/api/env/air/facilities?plantCd=1000&limit=300', { headers: tok })).json()) as { list: { facilityNo: number; facilityNm: string }[] };
    // a facility whose log of today is not written yet (a rerun picks the next one)
    const today = kstToday();
    const logs = (await (await request.get(`/api/env/air/logs?plantCd=1000&logYmdFrom=${today}&logYmdTo=${today}&limit=300`, { headers: tok })).json()) as { list: { facilityNo: number }[] };
    const facility = facilities.list.find((f) => f.facilityNm.includes('탈질') && !logs.list.some((l) => l.facilityNo === f.facilityNo))!;

    await apiLogin(page, 'env01');
    await page.goto('/env/airLog');
    await page.locator('.jk-grid').getByRole('button', { name: /^(plus )?추가$/ }).click();
    const drawer = page.locator('.ant-drawer-open', { has: page.locator('.ant-drawer-title', { hasText: '대기 운영일지' }) });
    await drawer.getByLabel('방지시설', { exact: true }).click();
    await option(page, facility.facilityNm).click();
    await drawer.getByLabel('일자', { exact: true }).fill(today);
    await drawer.getByLabel('일자', { exact: true }).press('Enter');
    await drawer.getByLabel('가동시간(h)').fill('24');
    await drawer.getByLabel('날씨').fill('맑음');
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/env/air/logs' && r.request().method() === 'POST');
    await drawer.getByRole('button', { name: /^저\s*장$/ }).click();
    const made = await saved;
    expect(made.status()).toBe(200);
    const logNo = ((await made.json()) as { logNo: number }).logNo;

    // the server offered the SCR log's items; the operator fills them in
    const values = drawer.getByTestId('child-grid-values');
    await expect(values.locator('tbody tr.ant-table-row')).toHaveCount(4);
    await expect(values).toContainText('암모니아 사용량(kg)');
    for (const [i, v] of ['1840', '346', '61', '1.2'].entries()) await values.getByLabel(`값 ${i + 1}`, { exact: true }).fill(v);
    await screenshot(page, 'env-log-tablet');
    const updated = page.waitForResponse((r) => /\/api\/env\/air\/logs\/\d+$/.test(new URL(r.url()).pathname) && r.request().method() === 'PUT');
    await drawer.getByRole('button', { name: /^저\s*장$/ }).click();
    expect((await updated).status()).toBe(200);

    // approved by the environment manager (the engineer herself holds the right here), then read-only
    await page.goto(`/env/airLog?key=${logNo}`);
    await expect(drawer.getByTestId('child-grid-values').getByLabel('값 1', { exact: true })).toHaveValue('1840');
    await drawer.getByTestId('wf-head').locator('[data-action="APPROVE"]').click();
    await page.locator('.ant-popover:visible').getByRole('button', { name: /확\s*인/ }).click();
    await expect(drawer.getByTestId('wf-head').getByTestId('wf-status')).toHaveText('승인', { timeout: 30_000 });
    await expect(drawer.getByRole('button', { name: /^저\s*장$/ })).toHaveCount(0);
    await screenshot(page, 'env-log-approved');
    await page.keyboard.press('Escape');

    // another operator's log of today, written and not yet approved (prepared through the API)
    const other = facilities.list.find((f) => f.facilityNo !== facility.facilityNo && !logs.list.some((l) => l.facilityNo === f.facilityNo))!;
    const made2 = await request.post('/api/env/air/logs', { headers: tok, data: { plantCd: '1000', facilityNo: other.facilityNo, logYmd: today, opHours: 24 } });
    expect(made2.status(), await made2.text()).toBe(200);

    // the month view: today's log approved, the other written, the gaps of the month; the day's sheet approved at once
    await page.getByTestId('env-log-month').click();
    const grid = page.getByTestId('env-month-grid');
    await expect(grid.getByRole('button', { name: `${facility.facilityNm} ${today} 승인` })).toBeVisible();
    await expect(grid.getByRole('button', { name: `${other.facilityNm} ${today} 작성` })).toBeVisible();
    await expect(page.getByTestId('env-month-missing')).toContainText('누락');
    await screenshot(page, 'env-log-month');
    await grid.getByRole('button', { name: `${today} 작성 1건 일괄 승인` }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /확\s*인|OK/ }).click();
    await expect(grid.getByRole('button', { name: `${other.facilityNm} ${today} 승인` })).toBeVisible();
  });
});

test('an exceedance entered in the page opens an improvement action and is on the dashboard the same day', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await apiLogin(page, 'env01');
  await page.goto('/env/waterMeasure');
  await page.locator('.jk-grid').getByRole('button', { name: /^(plus )?추가$/ }).click();
  const drawer = page.locator('.ant-drawer-open', { has: page.locator('.ant-drawer-title', { hasText: '수질 자가측정' }) });
  await drawer.getByLabel('방류구', { exact: true }).click();
  await option(page, '종합폐수처리장 방류구').click();
  await drawer.getByLabel('측정일', { exact: true }).fill(kstToday());
  await drawer.getByLabel('측정일', { exact: true }).press('Enter');
  await drawer.getByLabel('측정기관').fill('(주)충남환경측정센터');
  const results = drawer.getByTestId('child-grid-values');
  if ((await results.getByLabel('항목 1', { exact: true }).count()) === 0) await results.getByRole('button', { name: '행 추가' }).click();
  await results.getByLabel('항목 1', { exact: true }).click();
  await option(page, '부유물질(SS)').click();
  await results.getByLabel('측정값 1', { exact: true }).fill('42.7');
  await results.getByRole('button', { name: '행 추가' }).click();
  await results.getByLabel('항목 2', { exact: true }).click();
  await option(page, '총유기탄소(TOC)').click();
  await results.getByLabel('측정값 2', { exact: true }).fill('8.1');
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/env/water/measurements' && r.request().method() === 'POST');
  await drawer.getByRole('button', { name: /^저\s*장$/ }).click();
  const res = await saved;
  expect(res.status(), await res.text()).toBe(200);
  const m = (await res.json()) as { measureNo: number; exceedYn: string; actionNo: number };
  expect(m.exceedYn).toBe('Y');
  // the server's verdict on the record: the limit of the day, the exceedance, the action it opened
  await expect(drawer.getByRole('alert').filter({ hasText: `개선조치 ${m.actionNo}번` })).toBeVisible();
  await expect(results).toContainText('30');
  await expect(results).toContainText('mg/L');
  await screenshot(page, 'env-measure-exceed');

  // the due list and the outfall's trend against its limit
  await page.keyboard.press('Escape');
  await page.getByTestId('env-due').click();
  await expect(page.getByTestId('env-due-table')).toContainText('종합폐수처리장 방류구');
  await page.getByTestId('env-due-table').getByRole('button', { name: /종합폐수처리장 방류구/ }).click();
  await page.getByRole('combobox', { name: '항목' }).click();
  await option(page, '부유물질(SS)').click();
  await expect(page.getByTestId('env-trend-chart').locator('circle[fill="#cf1322"]').first()).toBeVisible();
  await screenshot(page, 'env-measure-trend');

  // a worker of the plant sees it on the landing page today
  await asUser(browser, 'worker01', async (p) => {
    await p.goto('/');
    const card = p.getByTestId('env-water-portlet');
    await expect(card).toContainText('이번 달 초과');
    await expect(card).toContainText('종합폐수처리장 방류구');
    await expect(p.getByTestId('env-air-portlet')).toContainText('이번 달');
    await screenshot(p, 'env-dashboard');
  });
});
