import { expect, test, type Page, type Request } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

// issue 13 defects 2, 3, 6, 10 at 375 px
const isBoardList = (r: Request) => r.method() === 'GET' && new URL(r.url()).pathname === '/api/common/notice/board/list';
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

test('375 px: the notice board opens from the drawer, fits the screen, and 조회/Enter always search', async ({ page }) => {
  const seen: URLSearchParams[] = [];
  page.on('request', (r) => {
    if (isBoardList(r)) seen.push(new URL(r.url()).searchParams);
  });
  await apiLogin(page, 'worker01');
  await page.goto('/');
  await expect(page.locator('.jk-layout')).toHaveAttribute('data-device', 'mobile');
  await page.getByRole('button', { name: '메뉴 열기/닫기' }).click();
  const drawer = page.locator('.jk-drawer');
  await drawer.getByText('게시판', { exact: true }).click();
  await drawer.locator('[data-menu-id="BOARD_NOTICE"]').click();
  await expect(page).toHaveURL(/\/common\/noticeBoard$/);
  const board = page.getByTestId('notice-board-page');
  await expect(board.locator('.ant-table-tbody tr.ant-table-row, .jk-grid-card').first()).toBeVisible(); // cards below 768 px
  await expect.poll(() => seen.length).toBe(1);
  expect(await fits(page), 'no horizontal overflow at 375 px').toBe(true);
  await screenshot(page, 'mobile-notice-board');

  // on a phone the list comes first: the search fields are folded (조회 stays) until the person unfolds them
  await expect(board.getByLabel('제목', { exact: true })).toHaveCount(0);
  await board.getByRole('button', { name: '조회' }).click();
  await expect.poll(() => seen.length, { message: 'the same values searched again ask the server' }).toBe(2);
  await page.getByRole('button', { name: '검색조건 보이기' }).click();
  const title = board.getByLabel('제목', { exact: true });
  await title.fill('안전');
  await title.press('Enter');
  await expect.poll(() => seen.at(-1)?.get('noticeTitle')).toBe('안전');
});

test('375 px: the approvals badge opens the phone inbox (/mobile/apprWhich)', async ({ page }) => {
  await apiLogin(page, 'safety01');
  await page.goto('/');
  await expect(page.getByTestId('landing')).toBeVisible();
  await page.getByTestId('appr-badge').click();
  await expect(page).toHaveURL(/\/mobile\/apprWhich$/);
  expect(await fits(page)).toBe(true);
  await screenshot(page, 'mobile-appr-which');
});

test('375 px: a tab keeps its search input; the tab strip scrolls with arrows and shows the active tab (defect 7)', async ({ page }) => {
  await apiLogin(page, 'worker01');
  await page.goto('/common/noticeBoard');
  await page.getByRole('button', { name: '검색조건 보이기' }).click();
  const title = page.getByTestId('notice-board-page').getByLabel('제목', { exact: true });
  await title.fill('보존');
  await page.getByRole('button', { name: '메뉴 열기/닫기' }).click();
  const drawer = page.locator('.jk-drawer');
  await drawer.getByText('결재', { exact: true }).click();
  await drawer.locator('[data-menu-id="APPR_INBOX"]').click();
  await expect(page).toHaveURL(/\/appr\/apprInbox$/);
  await page.locator('.jk-tab', { hasText: '공지사항' }).click();
  await expect(title).toHaveValue('보존');
  // three page tabs and home overflow 375 px: arrows appear and the active tab is in view
  await page.getByRole('button', { name: '메뉴 열기/닫기' }).click();
  await drawer.getByText('보건', { exact: true }).click();
  await drawer.getByText('건강검진', { exact: true }).click();
  await drawer.locator('[data-menu-id="HEA_CHECKUP_RESERVE"]').click();
  await expect(page).toHaveURL(/\/hea\/checkupReserve$/);
  await page.getByRole('button', { name: '메뉴 열기/닫기' }).click();
  await drawer.locator('[data-menu-id="HEA_CHECKUP_RESULT"]').click();
  await expect(page).toHaveURL(/\/hea\/checkupResult$/);
  await expect(page.getByRole('button', { name: '이전 탭 보기' })).toBeVisible();
  const strip = (await page.locator('.jk-tabs').boundingBox())!;
  const active = (await page.locator('.jk-tab.is-active').boundingBox())!;
  expect(active.x + active.width).toBeLessThanOrEqual(strip.x + strip.width + 1);
  expect(await fits(page)).toBe(true);
  await screenshot(page, 'mobile-tabs');
});
