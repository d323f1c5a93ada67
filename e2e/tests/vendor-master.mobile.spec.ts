import { expect, test } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

test('the vendor master and its accounts panel on a phone (375 px)', async ({ page }) => {
  await apiLogin(page, 'safety01');
  await page.goto('/vendor/vendorMaster');
  const row = page.locator('.jk-grid .jk-grid-card', { hasText: '(주)대한플랜트정비' });
  await expect(row).toHaveCount(1);
  await screenshot(page, 'vendor-master-list-mobile');
  await row.getByText('(주)대한플랜트정비').click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.getByLabel('사업자등록번호')).toHaveValue('123-81-45672');
  const panel = drawer.getByTestId('vendor-users-panel');
  await expect(panel.locator('tr', { hasText: 'vendor01' })).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await screenshot(page, 'vendor-master-accounts-mobile');
  // the masked roster of a vendor
  await page.goto('/vendor/vendorWorker');
  await expect(page.locator('.jk-grid .jk-grid-card').first()).toContainText('****');
  await screenshot(page, 'vendor-worker-list-mobile');
});
