import { expect, test } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

const PLAN = '2027년 상반기 일반건강진단(E2E)';

test('health01 creates a plan in the browser, selects two targets, reserves one through the consent popup and requests approval', async ({ page }) => {
  // a retry after a half-done attempt names its own plan (the first attempt's plan stays in the list)
  const plan = test.info().retry ? `${PLAN} #${test.info().retry + 1}` : PLAN;
  await apiLogin(page, 'health01');
  await page.goto('/hea/checkupPlan');
  await expect(page.locator('.jk-grid tr.ant-table-row').first()).toBeVisible();

  // 1. a new plan: class (일반 by default), name, period, hospital
  await page.getByRole('button', { name: '신규 계획' }).click();
  const form = page.locator('.ant-modal', { hasText: '신규 계획' });
  await form.getByLabel('검진계획명').fill(plan);
  const range = form.locator('.ant-picker-range input');
  await range.first().click();
  await range.first().fill('2027-01-04');
  await range.first().press('Enter');
  await range.nth(1).fill('2027-06-30');
  await range.nth(1).press('Enter');
  await form.locator('#hea-plan-orgs').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '서산중앙병원' }).click();
  await page.keyboard.press('Escape');
  await screenshot(page, 'health-plan-new');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('저장했습니다.')).toBeVisible();
  const row = page.locator('.jk-grid tr.ant-table-row', { hasText: plan });
  await expect(row).toContainText('2027-01-04 ~ 2027-06-30');
  await expect(row).toContainText('서산중앙병원 건강검진센터');

  // 2. target screen: department 발전처 + age band 40대, two targets with the 확인 confirmation
  await row.getByRole('button', { name: '대상자 선정' }).click();
  const dlg = page.locator('.ant-modal', { hasText: '검진 대상자 선정' });
  await expect(dlg.getByText('2027-01-04 ~ 2027-06-30')).toBeVisible();
  await expect(dlg.getByRole('button', { name: '조회' })).toBeVisible();
  await dlg.getByLabel('연령대').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '40대' }).click();
  await dlg.getByLabel('부서').click();
  await page.locator('.ant-popover:visible, .ant-select-dropdown:visible').getByText('발전처', { exact: true }).first().click();
  await dlg.getByRole('button', { name: '조회' }).click();
  const cands = dlg.locator('tr.ant-table-row');
  await expect(cands.first()).toBeVisible();
  await expect(async () => {
    const depts = await cands.locator('td:nth-child(5)').allTextContents();
    expect(depts.length).toBeGreaterThan(1);
    expect(depts.every((d) => ['발전처', '발전1팀', '발전2팀', '연료팀'].includes(d.trim()))).toBe(true);
  }).toPass();
  const picked = [(await cands.nth(0).locator('td').nth(6).textContent())!.trim(), (await cands.nth(1).locator('td').nth(6).textContent())!.trim()];
  await cands.nth(0).locator('input[type=checkbox]').check();
  await cands.nth(1).locator('input[type=checkbox]').check();
  await dlg.getByRole('button', { name: '검진 대상자로 추가' }).click();
  await expect(page.getByText('검진 대상자를 추가 하시겠습니까?')).toBeVisible();
  await screenshot(page, 'health-plan-add-confirm');
  await page.locator('.ant-modal-confirm').getByRole('button').last().click();
  await expect(page.getByText('검진 대상자를 추가했습니다.')).toBeVisible();
  await dlg.getByRole('button', { name: '닫기' }).click();
  await expect(row.locator('td').nth(6)).toHaveText('2');

  // the plan's target list shows both
  await row.getByRole('button', { name: '대상자 목록' }).click();
  const list = page.locator('.ant-modal', { hasText: '검진 대상자 목록' });
  for (const nm of picked) await expect(list.getByText(nm, { exact: true })).toBeVisible();
  await screenshot(page, 'health-plan-targets');
  await list.getByRole('button', { name: '닫기' }).click();

  // 3. reservation of the first target through the consent popup
  await page.goto('/hea/checkupReserve');
  const rsv = page.locator('.jk-grid tr.ant-table-row', { hasText: plan }).filter({ hasText: picked[0]! });
  await expect(rsv).toContainText('미예약');
  await rsv.getByRole('button', { name: '예약', exact: true }).click();
  const pick = page.locator('.ant-modal', { hasText: '예약일' });
  await pick.getByLabel('예약일').click();
  await pick.getByLabel('예약일').fill('2027-03-02');
  await pick.getByLabel('예약일').press('Enter');
  await expect(pick.getByText(/잔여 \d+명/)).toBeVisible();
  await pick.locator('.ant-modal-footer').getByRole('button', { name: '예약' }).click();
  const consent = page.locator('.ant-modal', { hasText: '검진결과 활용 동의서' }).last();
  await expect(consent.getByRole('button', { name: '예약 등록' })).toHaveCount(0);
  await consent.getByText('동의함', { exact: true }).click();
  await screenshot(page, 'health-plan-consent');
  await consent.getByRole('button', { name: '예약 등록' }).click();
  await expect(page.getByText('예약했습니다.')).toBeVisible();
  await expect(page.locator('.jk-grid tr.ant-table-row', { hasText: plan }).filter({ hasText: picked[0]! })).toContainText('2027-03-02');
  await screenshot(page, 'health-plan-reserved');

  // 4. approval request from the plan form (line from the plant's template)
  await page.goto('/hea/checkupPlan');
  await page.locator('.jk-grid tr.ant-table-row', { hasText: plan }).getByText(plan).click();
  const edit = page.locator('.ant-modal', { hasText: '계획 수정' });
  await expect(edit.getByText('선택검사항목 규칙')).toBeVisible();
  await edit.getByRole('button', { name: '결재요청' }).click();
  const confirm = page.locator('.ant-modal-confirm', { hasText: '결재선' });
  await expect(confirm).toContainText('결재');
  await page.waitForTimeout(500); // let the dialog's opening animation finish for the screenshot
  await screenshot(page, 'health-plan-approval');
  await confirm.getByRole('button').last().click();
  await expect(page.getByText('결재를 요청했습니다.')).toBeVisible();
  await expect(page.locator('.jk-grid tr.ant-table-row', { hasText: plan })).toContainText('결재중');
});

test('health01 sees the special-checkup due list with overdue workers', async ({ page }) => {
  await apiLogin(page, 'health01');
  await page.goto('/hea/specialDueList');
  const rows = page.locator('.jk-grid tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText('기한 경과');
  await expect(page.getByRole('button', { name: '특수검진 계획에 추가' })).toBeEnabled();
  await screenshot(page, 'health-due-list');
});
