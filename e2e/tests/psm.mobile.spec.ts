import { expect, test } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, screenshot } from '../helpers';

/**
 * 375 px: the LNG terminal's PSM engineer records the overdue safety valve's test on the phone (the register's form);
 * the valve's last test date and its next due date move, and the tester is the caller.
 */
test('375 px: a safety valve test recorded from the phone moves the valve\'s due date', async ({ page, request }) => {
  test.setTimeout(120_000);
  const today = new Date().toLocaleString('sv-SE', { timeZone: 'Asia/Seoul' }).slice(0, 10);
  await apiLogin(page, 'gas01');
  await page.goto('/psm/test');
  await page.locator('.jk-grid').getByRole('button', { name: /^(plus )?추가$/ }).click();
  const drawer = page.locator('.ant-drawer-open');
  const pick = async (label: string, option: string) => {
    await drawer.getByLabel(label).click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).last().click();
  };
  await pick('구분', '안전밸브 검사');
  await drawer.getByLabel('태그번호').fill('PSV-501');
  await drawer.getByLabel('시험·검사일').fill(today);
  await drawer.getByLabel('시험·검사일').press('Enter');
  await pick('결과', '적합');
  await drawer.getByLabel('측정값(분출압력 등)').fill('분출압력 1.58 MPa');
  await drawer.getByLabel('봉인번호').fill('S-26-0501');
  await screenshot(page, 'psm-test-phone');
  expect(await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) <= 375), 'the form fits 375 px').toBe(true);
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/psm/tests' && r.request().method() === 'POST');
  await drawer.getByRole('button', { name: '저장' }).click();
  const res = await saved;
  expect(res.status(), await res.text()).toBe(200);
  expect(((await res.json()) as { testUserId: string }).testUserId).toBe('gas01');

  const tok = ((await (await request.post('/login/login', { data: { username: 'gas01', password: DEMO_PASSWORD } })).json()) as { accessToken: string }).accessToken;
  const due = (await (await request.get('/api/psm/due?kindCd=VALVE_TEST', { headers: { 'X-Authorization': tok } })).json()) as { list: { tagNo: string; lastYmd: string; overdueYn: string }[] };
  expect(due.list.find((x) => x.tagNo === 'PSV-501')).toMatchObject({ lastYmd: today, overdueYn: 'N' });
});

/** 375 px: the control room's board and the due list on a phone, without horizontal scrolling of the page */
test('375 px: the bypass board and the due list fit the phone', async ({ page }) => {
  await apiLogin(page, 'gas01');
  await page.goto('/psm/bypassBoard');
  await expect(page.getByTestId('psm-board').locator('strong', { hasText: 'IS-201' })).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) <= 375), 'the board fits 375 px').toBe(true);
  await screenshot(page, 'psm-board-phone');
  await page.goto('/psm/due');
  await expect(page.getByTestId('psm-due').locator('tbody tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) <= 375), 'the due list fits 375 px').toBe(true);
  await screenshot(page, 'psm-due-phone');
});
