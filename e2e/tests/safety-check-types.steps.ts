import { expect, type Page } from '@playwright/test';
import { screenshot } from '../helpers';

const LIFTING = ['크레인', '리프트', '곤돌라', '고소작업대'];

/** the facility list's 설비유형 search: a group of the tree finds the facilities of every type under it */
export async function searchFacilitiesByGroup(page: Page, shot: string) {
  await page.goto('/saf/facility');
  await page.getByRole('tab', { name: '설비·검사이력' }).click();
  // a phone opens the list first with its search folded: unfold it as the person does
  if (page.viewportSize()!.width < 768) await page.getByRole('button', { name: '검색조건 보이기' }).click();
  const box = page.locator('.jk-search-box').filter({ visible: true }).first();
  await box.getByLabel('설비유형').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper', { hasText: '양중·고소 설비' }).first().click();
  await box.getByRole('button', { name: /조\s*회/ }).click();
  const rows = page.locator('.jk-grid .ant-table-tbody tr.ant-table-row, .jk-grid .jk-grid-card').filter({ visible: true }); // cards below 768 px
  await expect(rows.filter({ hasText: '터빈동 천장크레인 50톤' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '보일러동 화물용 리프트' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '탈기기(Deaerator)' })).toHaveCount(0);
  const types = await rows.evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''));
  expect(types.length).toBeGreaterThan(0);
  for (const t of types) expect(LIFTING.some((l) => t.includes(l)), t).toBe(true);
  await screenshot(page, shot);
}

/** a template applying to a group of facility types: the list names the types, the form lists them as rows */
export async function openLiftingTemplate(page: Page, shot: string) {
  await page.goto('/saf/safetyCheckTemplate');
  const row = page.locator('.jk-grid .ant-table-tbody tr, .jk-grid .jk-grid-card', { hasText: '양중·고소 설비 월간 점검표' }).filter({ visible: true }).first();
  await expect(row).toContainText('양중·고소 설비');
  await row.getByText('양중·고소 설비 월간 점검표').click();
  const grid = page.getByRole('dialog').getByTestId('child-grid-facilityTypes');
  await expect(grid).toBeVisible();
  await expect(grid).toContainText('양중·고소 설비');
  await screenshot(page, shot);
}

