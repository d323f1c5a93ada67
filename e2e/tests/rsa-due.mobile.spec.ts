import { expect, test } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

test('정기 평가 기한 on a phone (375 px): the list fits and reads in Korean', async ({ page }) => {
  await apiLogin(page, 'safety01');
  const due = page.waitForResponse((r) => r.url().includes('/api/rsa/plans/due') && r.status() === 200, { timeout: 30_000 });
  await page.goto('/rsa/rsaPlan?key=due');
  await due;
  await expect(page.getByTestId('rsa-due').locator('.ant-table-tbody tr[data-status="OVERDUE"]').first()).toBeVisible({ timeout: 15_000 });
  await screenshot(page, 'rsa-due-list-phone');
});
