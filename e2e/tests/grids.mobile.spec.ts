import { expect, test, type Page } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

// Defect 5 (issue 13): at 375 px list pages kept collapsing to one Hangul syllable per line and the grid title was
// crushed. Grids scroll sideways inside their own box with sensible minimum column widths, toolbars wrap, and the page
// itself never scrolls horizontally.
const PAGES: { url: string; name: string }[] = [
  { url: '/manage/noticeManage', name: 'notice' },
  { url: '/manage/userManage', name: 'users' },
  { url: '/hea/hazard', name: 'hazard' },
  { url: '/hea/checkupPlan', name: 'checkup-plan' },
  { url: '/hea/specialDueList', name: 'due-list' },
  { url: '/hea/checkupResult', name: 'checkup-result' },
  { url: '/manage/auditLog', name: 'audit' },
];

/** measures the page: horizontal overflow, and table cells / grid titles narrower than two Hangul syllables */
const measure = (page: Page) => page.evaluate(() => {
  const se = document.scrollingElement!;
  const crushed: string[] = [];
  const check = (el: Element, what: string) => {
    const text = (el.textContent ?? '').trim();
    if (!text || !/[가-힣]{2}/.test(text)) return;
    // the lines the text itself takes (rows are as tall as their tallest cell, so the cell box says little)
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set(Array.from(range.getClientRects() as ArrayLike<DOMRect>).filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    const r = el.getBoundingClientRect();
    // a short Korean text on three or more lines, or a box narrower than two syllables, is a collapsed column
    if (r.width > 0 && (r.width < 26 || (text.length <= 12 && tops.size >= 3))) crushed.push(`${what}: "${text.slice(0, 20)}" ${Math.round(r.width)}px ${tops.size} lines`);
  };
  document.querySelectorAll('.ant-table-thead th, .ant-table-tbody td, .jk-grid-card-field dt, .jk-grid-card-field dd').forEach((el) => check(el, 'cell'));
  document.querySelectorAll('.jk-grid-title, .jk-page-title-row h2').forEach((el) => check(el, 'title'));
  return { scrollWidth: se.scrollWidth, clientWidth: se.clientWidth, crushed, tables: document.querySelectorAll('.ant-table').length, cards: document.querySelectorAll('.jk-grid-card').length };
});

test('375 px: list pages fit the screen, grids scroll inside their box, nothing collapses to one syllable per line', async ({ page }) => {
  test.setTimeout(180_000);
  await apiLogin(page, 'admin');
  for (const p of PAGES) {
    await page.goto(p.url);
    // read-only lists of the shared grid are cards on a phone; hand-written tables and editable grids stay tables
    await expect(page.locator('.ant-table, .jk-grid-cards, .jk-grid-cards-empty').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
    const m = await measure(page);
    await screenshot(page, `mobile-list-${p.name}`);
    expect(m.scrollWidth, `${p.url}: the page does not scroll sideways`).toBeLessThanOrEqual(m.clientWidth);
    expect(m.crushed, `${p.url}: no crushed cell or title`).toEqual([]);
    // a wide table scrolls inside its own box
    if (m.tables > 0) {
      const grid = page.locator('.ant-table-content, .ant-table-body').first();
      const [sw, cw] = await grid.evaluate((el) => [el.scrollWidth, el.clientWidth]);
      if (sw > cw) expect(await grid.evaluate((el) => getComputedStyle(el).overflowX)).toMatch(/auto|scroll/);
    }
  }
});

test('375 px: a grid toolbar wraps instead of pushing the page wider', async ({ page }) => {
  await apiLogin(page, 'admin');
  await page.goto('/manage/noticeManage');
  const head = page.locator('.jk-grid-head').first();
  await expect(head).toBeVisible({ timeout: 20_000 });
  const box = await head.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  // the title keeps a readable width (it was crushed to a few pixels next to the buttons)
  const title = page.locator('.jk-grid-title').first();
  expect((await title.boundingBox())!.width).toBeGreaterThan(60);
  await screenshot(page, 'mobile-notice-toolbar');
});
