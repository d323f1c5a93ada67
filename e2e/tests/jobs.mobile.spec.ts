import { expect, test } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

test('375 px: 작업이력 fits the screen; its grid scrolls inside its own box', async ({ page }) => {
  await apiLogin(page, 'admin');
  await page.goto('/manage/jobHistory');
  await expect(page.locator('.ant-table').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: '작업이력' }).or(page.locator('.jk-page-title-row', { hasText: '작업이력' })).first()).toBeVisible();
  await screenshot(page, 'jobs-history-mobile');
  const [sw, cw] = await page.evaluate(() => [document.scrollingElement!.scrollWidth, document.scrollingElement!.clientWidth]);
  expect(sw).toBeLessThanOrEqual(cw);
});
