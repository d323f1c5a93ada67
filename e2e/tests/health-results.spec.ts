import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiLogin, screenshot } from '../helpers';

test('health01 uploads checkup results from the Excel template and finds the abnormal finding in the suspect list', async ({ page }) => {
  await apiLogin(page, 'health01');
  await page.goto('/hea/checkupResult');
  await expect(page.locator('.jk-grid tr.ant-table-row').first()).toBeVisible();

  // pick the 2026 general checkup plan and download its template
  await page.getByLabel('검진계획').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '2026년 일반건강진단 (' }).first().click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '엑셀 양식' }).click()]);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
  const ws = wb.getWorksheet('검진결과')!;
  expect(ws.getRow(1).getCell(1).value).toBe('사번');
  const header = new Map<string, number>();
  ws.getRow(1).eachCell((c, i) => header.set(String(c.value), i));
  const col = (suffix: string) => [...header.entries()].find(([h]) => h.endsWith(suffix))![1];

  // the first target: a D1 finding with a blood pressure far above the range; the second: normal
  const r1 = ws.getRow(2);
  const r2 = ws.getRow(3);
  const workerNm = String(r1.getCell(2).value);
  r1.getCell(4).value = '2026-05-12';
  r1.getCell(6).value = 'D1';
  r1.getCell(7).value = '나';
  r1.getCell(8).value = '3';
  r1.getCell(9).value = '고혈압: 2주 후 혈압 재측정';
  r1.getCell(col('[SBP]')).value = 172;
  r1.getCell(col('[DBP]')).value = 104;
  r2.getCell(4).value = '2026-05-12';
  r2.getCell(6).value = 'A';
  r2.getCell(col('[SBP]')).value = 118;
  const file = Buffer.from(await wb.xlsx.writeBuffer());

  await page.getByTestId('hea-result-upload').setInputFiles({ name: '검진결과.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
  await expect(page.getByText('2건 등록, 0건 수정했습니다.')).toBeVisible();

  // the list: diagnosis D1 in 2026
  await page.getByLabel('검진연도').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '2026' }).click();
  await page.getByLabel('판정').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '직업병 유소견자' }).click();
  await page.getByRole('button', { name: '조회' }).click();
  const row = page.locator('.jk-grid tr.ant-table-row', { hasText: workerNm });
  await expect(row).toBeVisible();
  await expect(row).toContainText('D1');
  await expect(page.locator('.jk-grid tr.ant-table-row')).toHaveCount(1);
  await screenshot(page, 'health-results-list');

  // the worker's result: the blood pressure items are flagged 이상
  await row.getByText(workerNm).click();
  const dlg = page.locator('.ant-modal', { hasText: '검진결과' });
  await expect(dlg.locator('tr', { hasText: '수축기 혈압' }).getByText('이상')).toBeVisible();
  await screenshot(page, 'health-results-detail');
  await page.keyboard.press('Escape');

  // the suspect list: automatic candidate with the abnormal items, designation requested through approval
  await page.goto('/hea/suspectUser');
  const cand = page.locator('.jk-grid tr.ant-table-row', { hasText: workerNm });
  await expect(cand).toBeVisible();
  await expect(cand).toContainText('D1');
  await expect(cand).toContainText('수축기 혈압 172');
  await screenshot(page, 'health-suspect-candidates');
  await cand.getByRole('button', { name: '지정 요청' }).click();
  const modal = page.locator('.ant-modal', { hasText: '지정 사유' });
  await modal.getByLabel('지정 사유').fill('고혈압 직업병 유소견, 야간작업 조정 검토');
  await modal.getByRole('button', { name: '결재 요청' }).click();
  await expect(page.getByText('결재를 요청했습니다.')).toBeVisible();
  const designated = page.locator('.jk-grid tr.ant-table-row', { hasText: workerNm }).filter({ hasText: '지정 결재중' });
  await expect(designated).toBeVisible();
  await screenshot(page, 'health-suspect-requested');
});
