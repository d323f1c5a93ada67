import { expect, test } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

// Issue 30: the safety manager reads the month of every module's due dates, narrows it, and opens an overdue item's record
test('compliance calendar: a month of several kinds, the week, a filter, and an overdue item opened', async ({ page }) => {
  test.setTimeout(120_000);
  await apiLogin(page, 'safety01');
  await page.goto('/mgt/calendar');
  const grid = page.getByTestId('calendar-grid');
  await expect(grid).toBeVisible();
  await expect(grid.locator('.jk-cal-item').first()).toBeVisible();
  // the demo's year puts due dates of several modules into a month; look back a few months for one that is overdue
  const kinds = async () => new Set(await grid.locator('.jk-cal-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind'))));
  expect((await kinds()).size, 'kinds in the month').toBeGreaterThanOrEqual(3);
  await expect(grid.locator('.jk-cal-head').first()).toHaveText('일');
  await screenshot(page, 'calendar-month');

  // a kind narrows the month (improvement actions); look back a few months for one that is overdue
  await page.getByRole('combobox', { name: '종류' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('개선조치 기한', { exact: true }).click();
  await expect(async () => expect([...(await kinds())]).toEqual(['IMPR_DUE'])).toPass({ timeout: 15_000 });
  for (let i = 0; i < 6 && (await grid.locator('[data-overdue="Y"]').count()) === 0; i++) {
    const before = await page.getByTestId('calendar-month').textContent();
    await page.getByRole('button', { name: '이전 달' }).click();
    await expect(page.getByTestId('calendar-month')).not.toHaveText(before!);
    await expect(async () => expect(await grid.locator('.jk-cal-item').count()).toBeGreaterThan(0)).toPass({ timeout: 15_000 }).catch(() => undefined);
  }
  await expect(grid.locator('[data-overdue="Y"]').first()).toBeVisible();

  // the week shows seven days
  await page.locator('.ant-segmented').getByText('주', { exact: true }).click();
  await expect(page.getByTestId('calendar-month')).toHaveText(/^\d{4}-\d{2}-\d{2} ~ \d{4}-\d{2}-\d{2}$/);
  await expect(grid.locator('[role="cell"]')).toHaveCount(7);
  await page.locator('.ant-segmented').getByText('월', { exact: true }).click();
  await expect(grid.locator('[role="cell"]')).not.toHaveCount(7);

  // the overdue item opens its record
  const overdue = grid.locator('[data-overdue="Y"] a').first();
  await expect(overdue).toBeVisible();
  const title = (await overdue.textContent())!.trim();
  await overdue.click();
  await expect(page).toHaveURL(/\/impr\/imprAction\?key=\d+/);
  const drawer = page.locator('.ant-drawer-open');
  await expect(drawer).toBeVisible();
  await expect.poll(() => drawer.evaluate((d, want) => Array.from(d.querySelectorAll('input, textarea')).some((e) => (e as HTMLInputElement).value === want) || (d.textContent ?? '').includes(want), title),
    { timeout: 15_000 }).toBe(true);
  await screenshot(page, 'calendar-opened');
});
