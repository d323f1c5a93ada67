import { expect, test } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

test('health01 selects checkup targets: department and age band search, the 안내 warning, then two targets with the confirmation', async ({ page }) => {
  await apiLogin(page, 'health01');
  await page.goto('/hea/checkupPlan');
  const planRow = page.locator('.jk-grid tr.ant-table-row', { hasText: '2026년 일반건강진단' }).filter({ hasNotText: '남해' }).first();
  await expect(planRow).toBeVisible();
  await planRow.getByRole('button', { name: '대상자 선정' }).click();

  const dlg = page.locator('.ant-modal', { hasText: '검진 대상자 선정' });
  await expect(dlg.getByText('2026-04-01 ~ 2026-12-31')).toBeVisible();
  await expect(dlg.getByText('검색 조건에 맞는 대상자 목록')).toBeVisible();
  // 5-row grid
  await expect(dlg.locator('tr.ant-table-row')).toHaveCount(5);

  // nothing selected → the spec's warning
  await dlg.getByRole('button', { name: '검진 대상자로 추가' }).click();
  await expect(page.locator('.ant-modal-confirm-title', { hasText: '안내' })).toBeVisible();
  await expect(page.getByText('선택된 검제 대상자가 없습니다')).toBeVisible();
  await page.locator('.ant-modal-confirm').getByRole('button').last().click();

  // age band 40s and department 발전처 (tree picker)
  await dlg.getByLabel('연령대').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '40대' }).click();
  await dlg.getByLabel('부서').click();
  await page.locator('.ant-popover:visible, .ant-select-dropdown:visible').getByText('발전처', { exact: true }).first().click();
  const before = await dlg.locator('tr.ant-table-row').first().textContent();
  await dlg.getByRole('button', { name: '조회' }).click();
  await expect(dlg.locator('tr.ant-table-row').first()).not.toHaveText(before ?? '');
  const rows = dlg.locator('tr.ant-table-row');
  expect(await rows.count()).toBeGreaterThan(1);
  await screenshot(page, 'health-target-search');

  const first = (await rows.nth(0).locator('td').nth(5).textContent())?.trim();
  await rows.nth(0).locator('input[type=checkbox]').check();
  await rows.nth(1).locator('input[type=checkbox]').check();
  await dlg.getByRole('button', { name: '검진 대상자로 추가' }).click();
  await expect(page.getByText('검진 대상자를 추가 하시겠습니까?')).toBeVisible();
  await page.locator('.ant-modal-confirm').getByRole('button').last().click();
  await expect(page.getByText('검진 대상자를 추가했습니다.')).toBeVisible();
  if (first) await expect(dlg.getByText(first, { exact: true })).toHaveCount(0);
  await screenshot(page, 'health-target-added');
});

test('health01 reserves a checkup through the consent popup: register appears only after 동의함', async ({ page }) => {
  await apiLogin(page, 'health01');
  await page.goto('/hea/checkupReserve');
  const row = page.locator('.jk-grid tr.ant-table-row', { hasText: '2026년 일반건강진단' }).filter({ hasNotText: '남해' }).filter({ hasText: '미예약' }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: '예약' }).click();
  const pick = page.locator('.ant-modal', { hasText: '예약일' });
  await pick.getByLabel('예약일').click();
  await pick.getByLabel('예약일').fill('2026-12-01');
  await pick.getByLabel('예약일').press('Enter');
  await expect(pick.getByText(/잔여 \d+명/)).toBeVisible();
  await pick.locator('.ant-modal-footer').getByRole('button', { name: '예약' }).click();

  const consent = page.locator('.ant-modal', { hasText: '검진결과 활용 동의서' }).last();
  await expect(consent.getByLabel('검진결과 활용 동의서')).toHaveValue(/산업안전보건법/);
  await expect(consent.getByRole('button', { name: '예약 등록' })).toHaveCount(0);
  await expect(consent.getByRole('button', { name: '닫기' })).toBeVisible();
  await consent.getByText('동의하지 않음').click();
  await expect(consent.getByRole('button', { name: '예약 등록' })).toHaveCount(0);
  await consent.getByText('동의함', { exact: true }).click();
  await screenshot(page, 'health-consent-popup');
  await consent.getByRole('button', { name: '예약 등록' }).click();
  await expect(page.getByText('예약했습니다.')).toBeVisible();
  await expect(page.locator('.jk-grid tr.ant-table-row', { hasText: '2026-12-01' }).first()).toBeVisible();
});
