import { expect, test } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

// Issue 30 at 375 px: the calendar opens on the list (a month grid does not fit a phone), names the owners, scrolls no sideways
test('compliance calendar on a phone: the month as a list with owners by name', async ({ page }) => {
  await apiLogin(page, 'safety01');
  await page.goto('/mgt/calendar');
  await expect(page.getByTestId('calendar-page')).toBeVisible();
  await expect(page.getByRole('radio', { name: '목록' })).toBeChecked();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  // owners by name, never an id such as safety01 or D1210
  const owners = (await rows.locator('td:nth-child(2) .ant-typography-secondary').allTextContents()).map((x) => x.split(' · ').at(-1)!.trim());
  expect(owners.length).toBeGreaterThan(0);
  expect(owners.filter((o) => /^(?:[a-z]+\d+|D\d{4})$/.test(o))).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  await screenshot(page, 'calendar-phone');
});
