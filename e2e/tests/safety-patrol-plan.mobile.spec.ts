import { expect, test } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

test('375 px: the patrol plans due list, the monthly patrol / TBM statistics and the MOC list open on a phone', async ({ page }) => {
  await apiLogin(page, 'safety01');
  await page.goto('/saf/patrolPlan');
  await expect(page.locator('.jk-grid .jk-grid-card', { hasText: '탈황설비 개선공사 현장 순회점검' })).toHaveClass(/jk-row-danger/);
  await screenshot(page, 'saf-patrol-plan-375');
  await page.goto('/saf/patrolTbmStat');
  await expect(page.getByTestId('patrol-stat-total')).toContainText('합계');
  await screenshot(page, 'saf-patrol-tbm-stat-375');
  await page.getByTestId('tbm-stat-grid').scrollIntoViewIfNeeded();
  await screenshot(page, 'saf-tbm-stat-375');
  await page.goto('/saf/moc');
  await expect(page.locator('.jk-grid .jk-grid-card', { hasText: '급수펌프 B 임펠러' })).toBeVisible();
  await page.locator('.jk-grid .jk-grid-card', { hasText: '급수펌프 B 임펠러' }).getByText('급수펌프 B 임펠러', { exact: false }).click();
  await expect(page.getByRole('dialog').getByTestId('wf-status').first()).toHaveText('가동 전 안전점검');
  await screenshot(page, 'saf-moc-detail-375');
});
