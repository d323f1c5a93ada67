import { expect, test } from '@playwright/test';
import { apiLogin, loginAs, readTokens, screenshot } from '../helpers';
import { openLiftingTemplate, searchFacilitiesByGroup } from './safety-check-types.steps';

test('375 px: the facility-type tree search and the template\'s facility types fit a phone', async ({ page }) => {
  await apiLogin(page, 'safety01');
  await searchFacilitiesByGroup(page, 'mobile-facility-search-tree');
  await openLiftingTemplate(page, 'mobile-check-template-types');
});

// a plan of its own: the demo's construction plan must stay overdue for the due-list tests that run beside this one
const PLAN = '보일러동 보강공사 현장 순회점검';

test('375 px: a patrol finding picks the plan due today; the plan counts the patrol as done', async ({ page }) => {
  await loginAs(page, 'safety01');
  const { access } = await readTokens(page);
  const start = new Date(Date.now() + 9 * 3_600_000 - 6 * 86_400_000).toISOString().slice(0, 10); // Seoul, 6 days ago
  const created = await page.evaluate(async ({ access, body }) => {
    const r = await fetch('/api/saf/patrol/plans', { method: 'POST', headers: { 'content-type': 'application/json', 'x-authorization': access ?? '' }, body: JSON.stringify(body) });
    return r.status;
  }, { access, body: { plantCd: '1000', deptCd: 'D1210', patrolTypeCd: 'JOINT', planNm: PLAN, cycleCd: 'CONSTRUCTION', placeNm: '보일러동 보강공사 구역', vendorCd: 'V0001', patrolUserId: 'safety01', startYmd: start, useYn: 'Y' } });
  expect(created).toBe(200);
  await page.goto('/saf/patrolPlan');
  await expect(page.locator('.jk-grid .jk-grid-card', { hasText: PLAN }).filter({ visible: true }).first()).toHaveClass(/jk-row-danger/);
  await page.goto('/mobile/patrol');
  await page.getByLabel('순회점검 계획 (선택)').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: PLAN }).click();
  // the plan's place, patrol type and contractor are taken over
  await expect(page.getByLabel('장소')).toHaveValue('보일러동 보강공사 구역');
  await expect(page.getByTestId('patrol-mobile')).toContainText('대한플랜트정비');
  await page.getByLabel('분류').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="추락·개구부"]').last().click();
  await page.getByLabel('지적 내용').fill('공사구역 개구부 덮개 미고정');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), 'the page fits 375 px').toBe(true);
  await screenshot(page, 'mobile-patrol-finding-plan');
  await page.getByTestId('patrol-submit').click();
  await expect(page.getByTestId('patrol-done')).toBeVisible();
  // the construction plan is no longer overdue
  await page.goto('/saf/patrolPlan');
  const plan = page.locator('.jk-grid .jk-grid-card', { hasText: PLAN }).filter({ visible: true }).first();
  await expect(plan).not.toHaveClass(/jk-row-danger/);
});
