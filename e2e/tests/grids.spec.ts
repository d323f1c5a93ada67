import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiLogin, screenshot } from '../helpers';

// Defect 8 (issue 13): at 1440 px wide grids were cut at the right edge and their action buttons could not be reached.
// Columns fit or the grid scrolls inside its own box; action columns are pinned to the right edge.

const pageFits = (page: Page) => page.evaluate(() => {
  const se = document.scrollingElement!;
  return se.scrollWidth <= se.clientWidth;
});

/** per grid: the box, its scroller, and the pinned action header, in page coordinates */
const gridBoxes = (page: Page) => page.locator('.jk-grid').evaluateAll((grids) => grids.map((g) => {
  const box = g.getBoundingClientRect();
  const scroller = g.querySelector('.ant-table-content, .ant-table-body') as HTMLElement | null;
  const action = g.querySelector('.ant-table-thead th.ant-table-cell-fix-end, .ant-table-thead th.ant-table-cell-fix-right') as HTMLElement | null;
  return {
    right: box.right,
    scrolls: scroller ? scroller.scrollWidth > scroller.clientWidth : false,
    overflowX: scroller ? getComputedStyle(scroller).overflowX : '',
    actionRight: action ? action.getBoundingClientRect().right : null,
  };
}));

test('1440 px: the widest grids fit or scroll inside their box; action buttons stay visible at the right edge', async ({ page }) => {
  await apiLogin(page, 'admin');
  await page.setViewportSize({ width: 1440, height: 900 });

  // suspects: two grids with action columns (designate / consult / release)
  await page.goto('/hea/suspectUser');
  const designate = page.getByRole('button', { name: '지정 요청' }).first();
  await expect(designate).toBeVisible({ timeout: 20_000 });
  await expect(designate).toBeInViewport();
  expect((await designate.boundingBox())!.x + (await designate.boundingBox())!.width).toBeLessThanOrEqual(1440);
  const grids = await gridBoxes(page);
  expect(grids.length).toBe(2);
  for (const g of grids) {
    expect(g.right).toBeLessThanOrEqual(1440);
    expect(g.actionRight, 'the action column is pinned right').not.toBeNull();
    expect(g.actionRight!).toBeLessThanOrEqual(g.right + 1);
    if (g.scrolls) expect(g.overflowX).toMatch(/auto|scroll/);
  }
  expect(await pageFits(page)).toBe(true);
  await screenshot(page, 'desktop-1440-suspects');

  // checkup results: the widest data grid (14 columns); the last column is reached by scrolling the grid, not the page
  await page.goto('/hea/checkupResult');
  const grid = page.locator('.jk-grid').first();
  await expect(grid.locator('.ant-table-thead')).toBeVisible({ timeout: 20_000 });
  const [g] = await gridBoxes(page);
  expect(g!.right).toBeLessThanOrEqual(1440);
  expect(await pageFits(page)).toBe(true);
  const last = grid.locator('.ant-table-thead th').last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  await screenshot(page, 'desktop-1440-checkup-results');

  // administration users: a plain table that used to squeeze its columns
  await page.goto('/manage/userManage');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
  expect(await pageFits(page)).toBe(true);
  await screenshot(page, 'desktop-1440-users');
});

// Defect 4: the special-checkup due list exported blank status columns and numbers/dates as text
test('the due list exports its status words, typed dates and numbers, under its Korean name', async ({ page }) => {
  await apiLogin(page, 'admin');
  await page.goto('/hea/specialDueList');
  const grid = page.locator('.jk-grid').first();
  await expect(grid.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
  // every row of the list (local paging shows 20 at a time; the file has them all)
  const shown = Number((await grid.getByTestId('grid-count').innerText()).replace(/\D/g, ''));
  expect(shown).toBeGreaterThan(0);
  const [download] = await Promise.all([page.waitForEvent('download'), grid.getByRole('button', { name: '엑셀다운로드' }).click()]);
  expect(download.suggestedFilename()).toBe('특수건강진단 대상 도래 목록.xlsx');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const headers = (ws.getRow(1).values as unknown[]).slice(1).map(String);
  const col = (h: string) => headers.indexOf(h) + 1;
  expect(col('상태')).toBeGreaterThan(0);
  expect(ws.rowCount - 1).toBe(shown);
  for (let r = 2; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    expect(['기한 경과', '도래 예정']).toContain(row.getCell(col('상태')).value);
    expect(row.getCell(col('다음 검진 기한')).type).toBe(ExcelJS.ValueType.Date);
    expect(row.getCell(col('남은 일수')).type).toBe(ExcelJS.ValueType.Number);
  }
});
