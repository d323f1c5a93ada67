import { expect, test } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

test('desktop: the facility due list shows overdue legal inspections first, in red, and the master keeps the inspection history', async ({ page }) => {
  await apiLogin(page, 'safety01');
  await page.goto('/saf/facility');
  const due = page.getByTestId('facility-due');
  await expect(due).toContainText('검사 도래 설비');
  // the demo's hoist was last inspected 745 days ago on a 24-month cycle: overdue
  const row = due.locator('tr', { hasText: '보일러동 호이스트 5톤' });
  await expect(row).toBeVisible();
  await expect(row).toHaveClass(/jk-row-danger/);
  await expect(row).toContainText('일 경과');
  await expect(row).toContainText('크레인');
  await screenshot(page, 'saf-facility-due');
  // a wider window lists more
  const count30 = await due.locator('tbody tr.ant-table-row').count();
  await page.getByLabel('기간').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '180일 이내' }).click();
  await expect.poll(async () => due.locator('tbody tr.ant-table-row').count()).toBeGreaterThan(count30);

  await page.getByRole('tab', { name: '설비·검사이력' }).click();
  const master = page.locator('.jk-grid .ant-table-tbody tr', { hasText: 'CR-102' }).filter({ visible: true }).first();
  await expect(master).toHaveClass(/jk-row-danger/);
  await master.getByText('보일러동 호이스트 5톤').click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('검사이력', { exact: true })).toBeVisible();
  await expect(drawer.getByLabel('검사기관 1')).toHaveValue('한국산업안전보건공단');
  await expect(drawer.getByLabel('합격증 번호 1')).toHaveValue(/^KOSHA-/);
  await screenshot(page, 'saf-facility-detail');
});
