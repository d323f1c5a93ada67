import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

const HEAD = ['설비코드', '설비명', '설비유형', '관리부서코드', '설치장소', '안전검사대상(Y/N)', '검사주기(개월)', '다음검사일', '비고'];
async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('설비');
  ws.addRow(HEAD);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('desktop: the patrol plans due list (construction every 2 days overdue in red) and the monthly patrol / TBM statistics per department', async ({ page }) => {
  await apiLogin(page, 'safety01');
  await page.goto('/saf/patrolPlan');
  const overdue = page.locator('.jk-grid .ant-table-tbody tr', { hasText: '탈황설비 개선공사 현장 순회점검' });
  await expect(overdue).toHaveClass(/jk-row-danger/);
  await expect(overdue).toContainText('2일에 1회');
  const weekly = page.locator('.jk-grid .ant-table-tbody tr', { hasText: '도급인 정기 순회점검' });
  await expect(weekly).not.toHaveClass(/jk-row-danger/);
  await screenshot(page, 'saf-patrol-plan-due');
  await overdue.getByText('탈황설비 개선공사 현장 순회점검').click();
  await expect(page.getByRole('dialog').getByTestId('child-grid-rounds')).toBeVisible();
  await screenshot(page, 'saf-patrol-plan-detail');

  await page.goto('/saf/patrolTbmStat');
  const patrol = page.getByTestId('patrol-stat-grid');
  await expect(patrol).toContainText('순회점검 실시');
  await expect(page.getByTestId('patrol-stat-total')).toContainText('합계: 순회점검 실시');
  // the rows first (counted before they arrive the grid would be compared with none)
  await expect(patrol.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(async () => expect(await patrol.getByTestId('grid-count').textContent()).toBe(`(${await patrol.locator('tbody tr.ant-table-row').count()}건)`)).toPass({ timeout: 15_000 });
  const tbm = page.getByTestId('tbm-stat-grid');
  await expect(tbm.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('tbm-stat-total')).toContainText('합계: TBM 실시');
  await screenshot(page, 'saf-patrol-tbm-stat');
});

test('desktop: the facility master import refuses a bad row by its number and saves nothing, then imports; the type is picked from the tree', async ({ page }) => {
  await apiLogin(page, 'safety01');
  await page.goto('/saf/facility');
  await page.getByRole('tab', { name: '설비·검사이력' }).click();
  const stamp = Date.now() % 100000;
  await page.getByTestId('facility-upload').setInputFiles({
    name: '설비.xlsx', mimeType: XLSX,
    buffer: await xlsx([[`E2E-${stamp}-1`, '시험 크레인', '크레인', 'D1410', null, 'Y', 24, '2027-03-31', null], [`E2E-${stamp}-2`, '시험 설비', '우주선', 'D1410', null, 'N', 12, '2027-03-31', null]]),
  });
  const errors = page.getByTestId('facility-import-errors');
  await expect(errors).toContainText("3행: '설비유형' 값이 올바르지 않습니다.");
  await screenshot(page, 'saf-facility-import-refused');
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /확\s*인/ }).click();
  await expect(page.locator('.jk-grid .ant-table-tbody tr', { hasText: `E2E-${stamp}-1` })).toHaveCount(0);

  await page.getByTestId('facility-upload').setInputFiles({
    name: '설비.xlsx', mimeType: XLSX,
    buffer: await xlsx([[`E2E-${stamp}-1`, '석탄취급동 천장크레인 10톤', '크레인', 'D1410', '석탄취급동 2층', 'Y', 24, '2027-03-31', null]]),
  });
  await expect(page.getByText('설비 1건을 등록했습니다.')).toBeVisible();
  const row = page.locator('.jk-grid .ant-table-tbody tr', { hasText: `E2E-${stamp}-1` }).filter({ visible: true }).first();
  await expect(row).toBeVisible();
  await row.getByText('석탄취급동 천장크레인 10톤').click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('설비유형').click();
  const tree = page.locator('.ant-select-dropdown:visible');
  await expect(tree).toContainText('양중·고소 설비');
  await expect(tree).toContainText('국소배기장치');
  await screenshot(page, 'saf-facility-type-tree');
});
