import { expect, test } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

test('정기 평가 기한: a reminder\'s link opens the due tab, the overdue department first in red, a new 정기 plan starts prefilled from its row', async ({ page }) => {
  test.setTimeout(90_000);
  await apiLogin(page, 'safety01');
  const due = page.waitForResponse((r) => r.url().includes('/api/rsa/plans/due') && r.status() === 200, { timeout: 30_000 });
  await page.goto('/rsa/rsaPlan?key=due');
  await due;
  const tab = page.getByTestId('rsa-due');
  const rows = tab.locator('.ant-table-tbody tr[data-status]');
  // the demo: 전기팀's checklist round is overdue, 발전2팀's CHARM round due soon, the others in time
  await expect(rows.first()).toHaveAttribute('data-status', 'OVERDUE', { timeout: 15_000 });
  await expect(rows.first()).toContainText('전기팀');
  await expect(rows.first()).toContainText('기한 경과');
  await expect(rows.first()).toHaveCSS('background-color', 'rgb(255, 241, 240)');
  await expect(rows.nth(1)).toHaveAttribute('data-status', 'DUE_SOON');
  await expect(rows.nth(1)).toContainText('발전2팀');
  await expect(tab.locator('.ant-table-tbody tr[data-status="OK"]').first()).toBeVisible();
  await screenshot(page, 'rsa-due-list');

  // the overdue row starts a new 정기 plan: plant, kind, title and the department as its target are filled
  await rows.first().getByRole('button', { name: '정기 평가 계획' }).click();
  const title = page.locator('.ant-drawer').getByRole('textbox', { name: '평가명' });
  await expect(title).toHaveValue(/정기 위험성평가 \(전기팀\)/, { timeout: 15_000 });
  await expect(page.getByTestId('child-grid-targets')).toContainText('전기팀');
  await screenshot(page, 'rsa-due-new-plan');
  await page.keyboard.press('Escape');
  await expect(title).toBeHidden();

  // the row's last round opens in the plan tab
  await rows.first().getByRole('button', { name: /정기 위험성평가/ }).click();
  await expect(page.locator('.ant-drawer').getByRole('textbox', { name: '평가명' })).toHaveValue(/체크리스트법, 전기설비/, { timeout: 15_000 });
});
