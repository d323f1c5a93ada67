import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { apiLogin, dismissDialog, screenshot } from '../helpers';

test('notice list from the definition: search on Enter, create through the detail form, Excel of every match', async ({ page }) => {
  await apiLogin(page);
  await page.goto('/manage/noticeManage');
  await expect(page.locator('.jk-grid tbody tr.ant-table-row')).toHaveCount(20);
  const all = (await page.getByTestId('grid-count').textContent())!;
  const box = page.getByRole('search');
  await box.getByLabel('제목').fill('건강진단');
  await box.hover();
  await box.getByLabel('제목').press('Enter');
  await expect(page.getByTestId('grid-count')).not.toHaveText(all);
  const n = Number((await page.getByTestId('grid-count').textContent())!.replace(/\D/g, ''));
  expect(n).toBeGreaterThan(0);
  await screenshot(page, 'resource-notice-list');

  await page.locator('.jk-grid').getByRole('button', { name: /^(plus )?추가$/ }).click();
  const drawer = page.locator('.ant-drawer');
  await drawer.getByRole('button', { name: '저장' }).click();
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText('에러');
  await dismissDialog(page);
  // the administrator's own plant is 0000 (all plants), so the plant is chosen explicitly
  await drawer.getByLabel('사업장').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="서해화력발전소"]').last().click();
  await drawer.getByLabel('공지구분').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="안전"]').last().click();
  await drawer.getByLabel('제목').fill('정기 건강진단 일정 추가 안내');
  await drawer.getByLabel('게시시작일').fill('2026-11-01');
  await drawer.getByLabel('게시시작일').press('Enter');
  await drawer.getByLabel('게시종료일').fill('2026-11-30');
  await drawer.getByLabel('게시종료일').press('Enter');
  // before the first save there is no record to attach to
  await expect(drawer.getByTestId('attach-after-save')).toBeVisible();
  await screenshot(page, 'resource-notice-detail');
  await drawer.getByRole('button', { name: '저장' }).click();
  // a definition with attachments keeps the saved record open so that files can be added
  await expect(drawer.getByTestId('attach-after-save')).toHaveCount(0);
  await expect(page.getByTestId('grid-count')).toHaveText(`(${n + 1}건)`);
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  await drawer.getByTestId('uploader-NOTICE').locator('input[type=file]').setInputFiles({ name: '건강진단_일정표.png', mimeType: 'image/png', buffer: png });
  await expect(drawer.getByTestId('uploaded-file')).toHaveCount(1);
  await expect(drawer.getByTestId('uploaded-file')).toContainText('건강진단_일정표.png');
  await screenshot(page, 'resource-notice-attachment');
  await drawer.getByRole('button', { name: '저장' }).click();
  await expect(drawer).toBeHidden();
  // reopened: the file was applied with the save
  await page.locator('.jk-grid').getByText('정기 건강진단 일정 추가 안내').first().click();
  await expect(page.locator('.ant-drawer').getByTestId('uploaded-file')).toContainText('건강진단_일정표.png');
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-drawer-open')).toHaveCount(0);

  const [dl] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '엑셀다운로드' }).click()]);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(readFileSync((await dl.path())!) as unknown as ArrayBuffer);
  expect(wb.worksheets[0]!.rowCount).toBe(n + 2);
});

test('positions and duties share one page with two definition-driven tabs', async ({ page }) => {
  await apiLogin(page);
  await page.goto('/manage/positionManage');
  await expect(page.getByRole('tab', { name: '직위관리', exact: true })).toBeVisible();
  await expect(page.getByTestId('grid-count').first()).toHaveText('(8건)');
  await page.getByRole('tab', { name: '직책관리', exact: true }).click();
  await expect(page.getByText('안전관리자')).toBeVisible();
  await screenshot(page, 'resource-positions');
});
