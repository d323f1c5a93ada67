import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

/** rows of the first sheet of a downloaded .xlsx */
async function sheetRows(d: Download): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(readFileSync((await d.path())!) as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  wb.worksheets[0]!.eachRow((r) => out.push((r.values as unknown[]).slice(1)));
  return out;
}

test.use({ actionTimeout: 10_000 });

async function openCatalog(page: Page, tab?: string) {
  await apiLogin(page);
  await page.goto('/demo/componentCatalog');
  await expect(page.getByText('공통 위젯을 편집, 읽기 전용, 비활성, 오류 상태로 보여줍니다.')).toBeVisible();
  if (tab) await page.getByRole('tab', { name: tab }).click();
}

test('byte-limited field: Korean input is cut at 30 bytes and counted in bytes', async ({ page }) => {
  await openCatalog(page);
  const input = page.locator('input[name="work-editable"]');
  await input.fill('');
  await input.fill('가나다라마바사아자차카타'); // 12 syllables = 36 bytes
  await expect(input).toHaveValue('가나다라마바사아자차'); // 10 syllables = 30 bytes
  await expect(page.getByTestId('work-editable-counter')).toHaveText('30 / 30 byte');
  await input.fill('');
  await input.pressSequentially('안전 ab');
  await expect(page.getByTestId('work-editable-counter')).toHaveText('9 / 30 byte');
  // read-only and disabled states do not change
  await expect(page.locator('input[name="work-readonly"]')).toHaveAttribute('readonly', '');
  await expect(page.locator('input[name="work-disabled"]')).toBeDisabled();
  await screenshot(page, 'catalog-form');
});

test('grid: a required-row check names the column and row; every cell type edits', async ({ page }) => {
  await openCatalog(page, '데이터 그리드');
  const grid = page.getByTestId('grid-editable');
  await expect(grid.getByTestId('grid-count')).toHaveText('(2건)');
  await grid.getByRole('button', { name: '행 검사' }).click();
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog.locator('.ant-modal-confirm-title')).toHaveText('에러');
  await expect(dialog).toContainText('2번째 행의 [작업명]');
  // one dialog; closed before the grid is edited (under load the first click may land during the opening animation)
  await expect(dialog).toHaveCount(1);
  await expect(async () => {
    await dialog.getByRole('button', { name: '확인' }).click({ timeout: 2000 });
    await expect(dialog).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });

  // text, textarea, number, cost
  await grid.getByLabel('작업명 2', { exact: true }).fill('저탄장 컨베이어 점검');
  await grid.getByLabel('작업내용 2', { exact: true }).fill('회전체 방호덮개 확인');
  await grid.getByLabel('인원 2', { exact: true }).fill('7명');
  await expect(grid.getByLabel('인원 2', { exact: true })).toHaveValue('7');
  await grid.getByLabel('금액 2', { exact: true }).fill('2500000');
  await expect(grid.getByLabel('금액 2', { exact: true })).toHaveValue('2,500,000');
  // select, multiselect
  await grid.getByLabel('구분 2', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="보건"]').last().click();
  await grid.getByLabel('다중구분 2', { exact: true }).click();
  await page.keyboard.type('환경');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  // checkbox, checkboxmulti, radio, switch, singlecheckbox
  await grid.getByLabel('완료 2', { exact: true }).check();
  await expect(grid.getByLabel('완료 2', { exact: true })).toBeChecked();
  await grid.locator('tr', { has: page.getByLabel('작업명 2', { exact: true }) }).getByText('안전대').click();
  await grid.locator('tr', { has: page.getByLabel('작업명 2', { exact: true }) }).getByText('하', { exact: true }).click();
  await grid.getByLabel('사용 2', { exact: true }).click();
  await expect(grid.getByLabel('사용 2', { exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(grid.getByLabel('대표 1', { exact: true })).toBeChecked();
  await grid.getByLabel('대표 2', { exact: true }).check();
  await expect(grid.getByLabel('대표 1', { exact: true })).not.toBeChecked();
  // datepicker and mobile date picker
  await grid.getByLabel('작업일 2', { exact: true }).click();
  await grid.getByLabel('작업일 2', { exact: true }).fill('2026-12-01');
  await grid.getByLabel('작업일 2', { exact: true }).press('Enter');
  await expect(grid.getByLabel('작업일 2', { exact: true })).toHaveValue('2026-12-01');
  await grid.getByLabel('모바일 날짜 2', { exact: true }).fill('2026-12-02');
  await expect(grid.getByLabel('모바일 날짜 2', { exact: true })).toHaveValue('2026-12-02');
  // tag: a duplicate is refused
  await grid.getByLabel('태그 2', { exact: true }).fill('추락');
  await grid.getByLabel('태그 2', { exact: true }).press('Enter');
  await grid.getByLabel('태그 2', { exact: true }).fill('추락');
  await grid.getByLabel('태그 2', { exact: true }).press('Enter');
  await expect(page.getByText('이미존재하는항목입니다.')).toBeVisible();
  // user search popup: 'user search', 60% wide
  await grid.getByLabel('담당자 2', { exact: true }).click();
  const popup = page.locator('.ant-modal').filter({ hasText: '사용자 검색' });
  await expect(popup).toBeVisible();
  await popup.getByLabel('이름').fill('박현장');
  await popup.getByRole('button', { name: '조회' }).click();
  await popup.getByRole('row', { name: /worker01/ }).getByRole('button', { name: '선택' }).click();
  await expect(grid.getByLabel('담당자 2', { exact: true })).toHaveValue('박현장');

  await grid.getByRole('button', { name: '행 검사' }).click();
  await expect(page.getByText('모든 행이 검사를 통과했습니다.')).toBeVisible();
  await screenshot(page, 'catalog-grid');

  // local Excel: what the grid shows
  const [dl] = await Promise.all([page.waitForEvent('download'), grid.getByRole('button', { name: '엑셀다운로드' }).click()]);
  const rows = await sheetRows(dl);
  expect(rows[0]).toContain('작업명');
  expect(rows).toHaveLength(3);
  expect(rows[2]).toContain('저탄장 컨베이어 점검');
  expect(rows[2]).toContain('보건');
  expect(rows[2]).toContain('박현장');
});

test('server-paged grid: pages, page sizes and a server Excel export of every row', async ({ page }) => {
  await openCatalog(page, '데이터 그리드');
  const grid = page.getByTestId('grid-server');
  // other tests may add notices to the shared server: read the total first (the demo seed has 30)
  await expect(grid.locator('tbody tr.ant-table-row')).toHaveCount(20);
  const total = Number((await grid.getByTestId('grid-count').textContent())!.replace(/\D/g, ''));
  expect(total).toBeGreaterThanOrEqual(30);
  await expect(grid.locator('tbody tr.ant-table-row')).toHaveCount(20);
  await grid.locator('.ant-pagination-item-2').click();
  await expect(grid.locator('tbody tr.ant-table-row')).toHaveCount(Math.min(20, total - 20));
  await expect(grid.locator('tbody tr.ant-table-row').first().locator('td').first()).toHaveText('21');
  await grid.locator('.ant-pagination-options .ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="50 / 페이지"]').last().click();
  await expect(grid.locator('tbody tr.ant-table-row')).toHaveCount(Math.min(50, total));
  const [dl] = await Promise.all([page.waitForEvent('download'), grid.getByRole('button', { name: '엑셀다운로드' }).click()]);
  const rows = await sheetRows(dl);
  expect(rows[0]).toEqual(['사업장', '공지구분', '제목', '중요', '게시시작일', '게시종료일', '작성자', '작성일시']);
  expect(rows).toHaveLength(total + 1);
});

test('10,000 local rows render virtualised and scroll', async ({ page }) => {
  await openCatalog(page, '데이터 그리드');
  const card = page.getByTestId('grid-big');
  await card.getByRole('button', { name: '10,000' }).click();
  await expect(card.getByTestId('grid-count')).toHaveText('(10,000건)');
  // only the visible window is in the DOM
  expect(await card.locator('.ant-table-row').count()).toBeLessThan(100);
  const t0 = Date.now();
  const holder = card.locator('.ant-table-tbody-virtual-holder');
  await holder.evaluate((el) => el.scrollTo({ top: 5000 * 39 }));
  await expect(card.getByText('순찰 기록 5000', { exact: true })).toBeVisible();
  expect(Date.now() - t0).toBeLessThan(3000);
});

test('catalogue screenshots in Korean (pickers, media)', async ({ page }) => {
  await openCatalog(page, '선택 위젯');
  await expect(page.getByText('트리 테이블 (메뉴 권한)')).toBeVisible();
  await page.getByRole('button', { name: '모두 펼치기' }).click();
  await page.getByLabel('접근권한 SAF', { exact: true }).check();
  await expect(page.getByLabel('접근권한 SAF_CHK_PLAN')).toBeChecked();
  await screenshot(page, 'catalog-pickers');
  await page.getByRole('tab', { name: '미디어' }).click();
  await expect(page.getByTestId('qr-code')).toHaveAttribute('width', '150');
  await page.getByLabel('너비 (최대 475)').fill('900');
  await expect(page.getByTestId('qr-code')).toHaveAttribute('width', '475');
  const pad = page.getByTestId('signature-pad');
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + 40);
  await page.mouse.down();
  await page.mouse.move(box.x + 150, box.y + 120, { steps: 8 });
  await page.mouse.up();
  await page.getByRole('button', { name: '서명 저장' }).click();
  await expect(page.getByTestId('signature-result')).toContainText('서명 PNG 크기');
  await screenshot(page, 'catalog-media');
});
