import { expect, test, type Page, type Request } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

// issue 13 defects 2, 3, 6, 7, 10 on the desktop (1440 px)
const BOARD = '/common/noticeBoard';
const isBoardList = (r: Request) => r.method() === 'GET' && new URL(r.url()).pathname === '/api/common/notice/board/list';

/** counts the notice-board list requests the page sends, with their query */
function watchList(page: Page) {
  const seen: URLSearchParams[] = [];
  page.on('request', (r) => {
    if (isBoardList(r)) seen.push(new URL(r.url()).searchParams);
  });
  return seen;
}

async function openBoard(page: Page, user = 'worker01') {
  await apiLogin(page, user);
  await page.goto(BOARD);
  await expect(page.getByTestId('notice-board-page')).toBeVisible();
  await expect(page.getByTestId('page-title')).toHaveText('공지사항');
}

const titleInput = (page: Page) => page.getByTestId('notice-board-page').getByLabel('제목', { exact: true });

test('notice board: a worker reads notices under 게시판, outside 시스템관리 (defect 10)', async ({ page }) => {
  await openBoard(page);
  // the side menu has 게시판 > 공지사항
  await expect(page.locator('.jk-sider [data-menu-id="BOARD_NOTICE"]')).toHaveCount(1);
  const rows = page.getByTestId('notice-board-page').locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await screenshot(page, 'notice-board');
  await rows.first().locator('.jk-link').first().click();
  await expect(page.getByTestId('notice-dialog')).toBeVisible();
  await screenshot(page, 'notice-board-dialog');
});

test('조회 and the tab 새로고침 always ask the server, also with unchanged values (defect 2)', async ({ page }) => {
  const seen = watchList(page);
  await openBoard(page);
  await expect.poll(() => seen.length).toBe(1);
  const search = page.getByTestId('notice-board-page').getByRole('button', { name: '조회' });
  // a click while the previous answer is still being applied is answered by that request (not a new one): such a
  // click is repeated; every explicit action must then ask the server exactly once
  const askedAfter = async (n: number, act: () => Promise<void>) => {
    await expect(async () => {
      if (seen.length < n) await act();
      await expect.poll(() => seen.length, { timeout: 2_000 }).toBe(n);
    }).toPass({ timeout: 20_000 });
  };
  await askedAfter(2, () => search.click());
  expect(seen.length, '조회 with the same values re-queries').toBe(2);
  await askedAfter(3, () => search.click());
  // the tab's context menu 새로고침
  await askedAfter(4, async () => {
    await page.locator('.jk-tab.is-active').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '새로고침' }).click({ timeout: 2_000 });
  });
  expect(seen.length, 'the refreshed page asks the server again').toBe(4);
  await page.waitForTimeout(500);
  expect(seen.length, 'one request per explicit action, no duplicates').toBe(4);
});

test('Enter searches with the focus in the box and the mouse elsewhere; Hangul composition is never cut (defect 3)', async ({ page }) => {
  const seen = watchList(page);
  await openBoard(page);
  await expect.poll(() => seen.length).toBe(1);
  await page.mouse.move(5, 5); // far from the search box
  await titleInput(page).fill('안전');
  await titleInput(page).press('Enter');
  await expect.poll(() => seen.at(-1)?.get('noticeTitle')).toBe('안전');
  expect(seen.length).toBe(2);

  // an IME composition: '점' committed, '검' still composing when Enter arrives
  await titleInput(page).fill('');
  await titleInput(page).focus();
  const cdp = await page.context().newCDPSession(page);
  await page.keyboard.insertText('점');
  await cdp.send('Input.imeSetComposition', { text: '검', selectionStart: 1, selectionEnd: 1 });
  await expect(titleInput(page)).toHaveValue('점검');
  const before = seen.length;
  // the Enter the IME reports while composing (isComposing, keyCode 229) must not search with '점'
  await titleInput(page).evaluate((el) => el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true, cancelable: true })));
  await page.waitForTimeout(400);
  expect(seen.length, 'no search while composing').toBe(before);
  // the composition ends with the syllable committed: one search, with it
  await cdp.send('Input.insertText', { text: '검' });
  await expect.poll(() => seen.length).toBe(before + 1);
  expect(seen.at(-1)?.get('noticeTitle')).toBe('점검');
  await page.waitForTimeout(400);
  expect(seen.length).toBe(before + 1);
});

test('desktop: the approvals badge and 결재하기 open the desktop inbox, not the mobile page (defect 6)', async ({ page }) => {
  await apiLogin(page, 'safety01');
  await page.goto('/');
  await expect(page.getByTestId('landing')).toBeVisible();
  await page.getByTestId('appr-badge').click();
  await expect(page).toHaveURL(/\/appr\/apprInbox$/);
  await expect(page.getByTestId('page-title')).toHaveText('결재함');
  await screenshot(page, 'appr-inbox-from-badge');
});

test('tabs keep their search inputs; many tabs scroll with arrows and keep the active one in view (defect 7)', async ({ page }) => {
  await openBoard(page, 'admin');
  await titleInput(page).fill('보존할 검색어');
  // another page in another tab, then back
  await page.locator('.jk-sider').getByText('결재', { exact: true }).click();
  await page.locator('.jk-sider [data-menu-id="APPR_INBOX"]').click();
  await expect(page).toHaveURL(/\/appr\/apprInbox$/);
  await page.locator('.jk-tab', { hasText: '공지사항' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${BOARD}$`));
  await expect(titleInput(page)).toHaveValue('보존할 검색어');

  // many tabs: the strip overflows, arrows appear, the active tab is fully visible
  const menus = await page.evaluate(async () => {
    const res = await fetch('/api/common/menu/usermenus', { headers: { 'x-authorization': localStorage.getItem('jikim.accessToken') ?? '' } });
    return (await res.json()) as { menuId: string; frontEndUrl: string | null }[];
  });
  const pages = menus.filter((m) => m.frontEndUrl?.startsWith('/')).map((m) => ({ path: m.frontEndUrl!, menuId: m.menuId }));
  expect(pages.length).toBeGreaterThan(20);
  await page.evaluate((tabs) => sessionStorage.setItem('jikim.tabs', JSON.stringify([{ path: '/', menuId: null, affix: true }, ...tabs])), pages);
  const middle = pages[Math.floor(pages.length / 2)]!;
  await page.goto(middle.path);
  const strip = page.locator('.jk-tabs');
  const left = page.getByRole('button', { name: '이전 탭 보기' });
  const right = page.getByRole('button', { name: '다음 탭 보기' });
  await expect(left).toBeVisible();
  await expect(right).toBeVisible();
  const inView = async () => {
    const s = (await strip.boundingBox())!;
    const a = (await page.locator('.jk-tab.is-active').boundingBox())!;
    return a.x >= s.x - 1 && a.x + a.width <= s.x + s.width + 1;
  };
  await expect.poll(inView, { message: 'the active tab is scrolled into view' }).toBe(true);
  await screenshot(page, 'tabs-overflow');
  const scrollLeft = () => strip.evaluate((el) => el.scrollLeft);
  const start = await scrollLeft();
  await right.click();
  await expect.poll(scrollLeft).toBeGreaterThan(start);
  await left.click();
  await left.click();
  await expect.poll(scrollLeft).toBeLessThan(start);
  // choosing a tab that is out of view brings it into view
  // open the groups only if closed (a click on an open group closes it), and wait for each to finish opening
  const sider = page.locator('.jk-sider');
  for (const group of ['시스템관리', '권한관리']) {
    const title = sider.locator('.ant-menu-submenu-title').filter({ has: page.getByText(group, { exact: true }) });
    if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
    await expect(title).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(sider.locator('.ant-motion-collapse')).toHaveCount(0);
  const audit = sider.locator('[data-menu-id="ADM_AUDIT"]');
  await expect(async () => {
    await audit.click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/manage\/auditLog$/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect.poll(inView).toBe(true);
  await screenshot(page, 'audit-log');
});

test('landing notice card: the header fits in English and Spanish, and says what it shows (defect 9)', async ({ page, context }) => {
  for (const [lang, all] of [['us', 'Show all'], ['es', 'Ver todos']] as const) {
    await apiLogin(page, 'worker01');
    await context.addCookies([{ name: 'language', value: lang, url: page.url() }]);
    await page.goto('/');
    const card = page.getByTestId('notice-board');
    await expect(card.getByRole('button', { name: all })).toBeVisible();
    const cut = await card.locator('.ant-card-head-title').evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(cut, `${lang}: the card title is not cut`).toBe(false);
    await screenshot(page, `landing-${lang}`);
  }
  await context.addCookies([{ name: 'language', value: 'kr', url: page.url() }]);
});
