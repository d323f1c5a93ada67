import { expect, test, type Page } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

// Issue 31 item 2: a safety manager arranges their own dashboard by clicks and drags, saves it, and finds it the same
// after a reload; then goes back to the role's default. On a phone the same portlets stack in reading order.

/** the drawn dashboard as [portlet, grid column, grid row] in reading order */
const arrangement = (page: Page) =>
  page.locator('[data-testid="dashboard"] .jk-dash-item').evaluateAll((els) =>
    els.map((e) => [e.getAttribute('data-portlet'), (e as HTMLElement).style.gridColumn, (e as HTMLElement).style.gridRow]));

test('a safety manager rearranges the dashboard, and it is the same after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await apiLogin(page, 'safety01');
  await page.goto('/');
  const dash = page.getByTestId('dashboard');
  await expect(dash).toHaveAttribute('data-saved', 'N');
  await expect(dash.locator('[data-portlet="notices"]')).toBeVisible();
  await expect(page.getByTestId('myinfo-portlet')).toContainText('김안전');
  await expect(page.getByTestId('lagging-portlet')).toContainText('도수율');
  const before = await arrangement(page);
  expect(before.map((a) => a[0])).toContain('lagging');

  await page.getByTestId('dashboard-edit').click();
  const editor = page.getByTestId('dashboard-editor');
  await expect(editor).toBeVisible();
  // take 공지사항 off, bring 후행지표 추이 forward with the keyboard-usable buttons
  await editor.getByRole('button', { name: '공지사항 빼기' }).click();
  await expect(editor.locator('[data-portlet="notices"]')).toHaveCount(0);
  await editor.getByRole('button', { name: '후행지표 추이 앞으로' }).click();
  // drag 내 정보 by its tile to the right, and make 결재 대기 taller by its corner
  const tile = editor.locator('.jk-dash-tile[data-portlet="myinfo"]');
  await page.evaluate(() => window.scrollTo(0, 0));
  await tile.scrollIntoViewIfNeeded();
  const box = (await tile.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 20);
  await page.mouse.down();
  await page.mouse.move(box.x + 300, box.y + 30, { steps: 8 });
  await page.mouse.move(box.x + box.width * 2.1, box.y + 30, { steps: 8 });
  await page.mouse.up();
  const appr = editor.locator('.jk-dash-tile[data-portlet="approvals"]');
  await expect(appr.locator('.jk-dash-tile-size')).toHaveText('4칸 × 6줄');
  const handle = appr.locator('.react-resizable-handle');
  await handle.scrollIntoViewIfNeeded();
  const hb = (await handle.boundingBox())!;
  await page.mouse.move(hb.x + hb.width / 2, hb.y + hb.height / 2);
  await page.mouse.down();
  await page.mouse.move(hb.x + 5, hb.y + 60, { steps: 6 });
  await page.mouse.move(hb.x + 5, hb.y + 110, { steps: 6 });
  await page.mouse.up();
  await expect(appr.locator('.jk-dash-tile-size')).not.toHaveText('4칸 × 6줄');
  // and back in the list of what can be added
  await editor.getByRole('combobox', { name: '포틀릿 추가' }).click();
  await expect(page.locator('.ant-select-item-option', { hasText: '공지사항' })).toBeVisible();
  await page.keyboard.press('Escape');
  await screenshot(page, 'dashboard-editor');
  await editor.getByTestId('dashboard-save').click();
  await expect(page.getByText('대시보드 배치를 저장했습니다.')).toBeVisible();

  await expect(dash).toHaveAttribute('data-saved', 'Y');
  await expect(dash.locator('[data-portlet="notices"]')).toHaveCount(0);
  const saved = await arrangement(page);
  expect(saved).not.toEqual(before);
  expect(saved.map((a) => a[0]).indexOf('lagging')).toBeLessThan(before.map((a) => a[0]).indexOf('lagging'));
  expect(saved.find((a) => a[0] === 'approvals')![2]).not.toBe(before.find((a) => a[0] === 'approvals')![2]);
  expect(saved.find((a) => a[0] === 'myinfo')![1]).not.toBe(before.find((a) => a[0] === 'myinfo')![1]);
  await screenshot(page, 'dashboard-arranged');

  await page.reload();
  await expect(dash).toHaveAttribute('data-saved', 'Y');
  await expect(page.getByTestId('myinfo-portlet')).toBeVisible();
  expect(await arrangement(page)).toEqual(saved);

  // back to the safety manager's default
  await page.getByTestId('dashboard-edit').click();
  await editor.getByRole('button', { name: '기본 배치로' }).click();
  await expect(page.getByText('기본 배치로 되돌렸습니다.')).toBeVisible();
  await expect(dash).toHaveAttribute('data-saved', 'N');
  expect(await arrangement(page)).toEqual(before);
});

test('375 px: the dashboard stacks in reading order, without the editor', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await apiLogin(page, 'worker01');
  await page.goto('/');
  await expect(page.getByTestId('myinfo-portlet')).toContainText('박현장');
  await expect(page.getByTestId('dashboard-edit')).toHaveCount(0);
  const boxes = await page.locator('[data-testid="dashboard"] .jk-dash-item').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, w: r.width })));
  expect(boxes.length).toBeGreaterThan(3);
  for (let i = 1; i < boxes.length; i += 1) {
    expect(boxes[i]!.y).toBeGreaterThan(boxes[i - 1]!.y);
    expect(boxes[i]!.w).toBeGreaterThan(300);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, 'dashboard-375');
  await context.close();
});
