import { expect, test } from '@playwright/test';
import { loginAs, screenshot } from '../helpers';

test('유해·위험요인 목록 on a phone (375 px): the library list in Korean, within the screen', async ({ page }) => {
  await loginAs(page, 'safety01');
  await page.goto('/rsa/rsaHazard');
  const grid = page.locator('.jk-grid');
  await expect(grid).toContainText('협착·끼임 위험 부분(회전체, 롤러)');
  await expect(grid).toContainText('기계적 요인');
  await screenshot(page, 'rsa-hazard-library-phone');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(376);
  await grid.getByText('협착·끼임 위험 부분(회전체, 롤러)').first().click();
  await expect(page.locator('.ant-drawer').getByTestId('child-grid-controls')).toBeVisible();
  await screenshot(page, 'rsa-hazard-detail-phone');
});
