import { expect, test } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

// Issue 29 item 2: the server's indicators of a year, each as a chart against its target, the plant's own ones by name
test('안전보건 지표: a chart per indicator against its target, the plant\'s own indicator by its name', async ({ page }) => {
  await apiLogin(page, 'safety01');
  await page.goto('/mgt/mgtIndicator');
  await expect(page.getByTestId('mgt-indicators')).toBeVisible();
  // the table first: the demo's own indicator (경영책임자 현장점검, typed on the plan) is a row by its name
  await expect(page.locator('.ant-table-row').filter({ hasText: '경영책임자 현장점검' })).toBeVisible();
  const indicators = await page.locator('.ant-table-row').count();
  await page.locator('.ant-segmented').getByText('차트', { exact: true }).click();
  const charts = page.getByTestId('mgt-indicator-charts');
  await expect(charts.locator('[data-indicator]')).toHaveCount(indicators);
  const walk = charts.locator('[data-indicator="M_CEO_WALK"]');
  await expect(walk).toContainText('경영책임자 현장점검');
  // the demo's monthly walks against the target of one a month: bars for the months gone, a month without a walk in red
  await expect(walk.locator('rect[data-month]').first()).toBeVisible();
  await expect(walk.locator('rect[data-missed="N"]').first()).toBeVisible();
  expect(await walk.locator('svg').getAttribute('aria-label')).toMatch(/^경영책임자 현장점검: 연간 /);
  await expect(charts.locator('[data-indicator="TRIR"] svg')).toBeVisible();
  // a count's yearly target (120 near misses a year at plant 1000) is compared month by month as its share
  await expect(charts.locator('[data-indicator="NEAR_MISS"]')).toContainText('연간 목표 120 (월 목표 10)');
  await screenshot(page, 'mgt-indicator-charts');
  // one department with the ones below it: 발전1팀 has no plan of its own, so no own indicator and no targets
  await page.getByRole('combobox', { name: '부서 (하위 부서 포함)' }).click();
  await page.keyboard.type('발전1팀');
  await page.locator('.ant-select-item-option').filter({ hasText: '발전1팀' }).first().click();
  await expect(charts.locator('[data-indicator="M_CEO_WALK"]')).toHaveCount(0);
  await expect(charts.locator('[data-indicator="NEAR_MISS"]')).toContainText('연간 목표 -');
  // on a phone: no sideways scroll
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(charts.locator('[data-indicator="TRIR"] svg')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, 'mgt-indicator-phone');
});
