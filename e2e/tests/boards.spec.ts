import { expect as baseExpect, test, type Page } from '@playwright/test';
import { apiLogin, screenshot, vendorApiLogin } from '../helpers';
import { asUser } from '../walk';

// Issue 30 item 6: boards by the clicks of the people who use them — a worker writes a post on the plant's communication
// board, the safety manager comments on it and the worker replies, and a contractor's user sees only the board opened to
// contractors (its posts, not the worker's). The API only logs people in.

const expect = baseExpect.configure({ timeout: 30_000 });
const drawerOf = (page: Page) => page.locator('.ant-drawer', { has: page.locator('.ant-drawer-title', { hasText: '게시판' }) });
// a table row on a desktop, a card on a phone
const rowOf = (page: Page, text: string) => page.locator('.jk-grid .ant-table-tbody tr.ant-table-row, .jk-grid .jk-grid-card', { hasText: text });
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

async function openPost(page: Page, title: string) {
  await page.goto('/saf/boardPost');
  const box = page.getByRole('search');
  await box.getByRole('textbox', { name: '제목', exact: true }).fill(title);
  await box.getByRole('textbox', { name: '제목', exact: true }).press('Enter');
  await rowOf(page, title).getByText(title).click();
  const drawer = drawerOf(page);
  await expect(drawer.getByLabel('제목', { exact: true })).toHaveValue(title);
  return drawer;
}

test('a worker posts, the safety manager comments, the worker replies; a contractor sees only the board opened to contractors', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const title = `2호기 석탄 컨베이어 비상정지 스위치 파손 ${Date.now() % 100000}`;
  const comment = '정비팀에 교체를 요청했습니다. 교체 전까지 해당 구간 점검은 2인 1조로 해 주세요.';

  // 1. worker01 writes the post on 안전 소통게시판
  await apiLogin(page, 'worker01');
  await page.goto('/saf/boardPost');
  await page.getByRole('button', { name: /^(plus )?추가$/ }).click();
  const form = drawerOf(page);
  await form.getByRole('combobox', { name: '게시판', exact: true }).click();
  await form.getByRole('combobox', { name: '게시판', exact: true }).fill('소통');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '안전 소통게시판' }).first().click();
  await form.getByLabel('제목', { exact: true }).fill(title);
  await form.getByLabel('내용', { exact: true }).fill('B구간 풀코드 스위치 덮개가 깨져 있습니다. 작동은 되지만 오조작 위험이 있습니다.');
  await form.getByRole('button', { name: /^저\s*장$/ }).click();
  // saved: the drawer stays on the post, with its comments under it
  await expect(form.getByTestId('resource-comments')).toContainText('댓글 0');
  await screenshot(page, 'boards-post-saved');

  // 2. safety01 opens it (one read more) and comments
  await asUser(browser, 'safety01', async (p) => {
    const post = await openPost(p, title);
    const box = post.getByTestId('resource-comments');
    await box.getByRole('textbox', { name: '댓글을 입력하세요' }).fill(comment);
    await box.getByTestId('comment-submit').click();
    await expect(box).toContainText(comment);
    await expect(box).toContainText('댓글 1');
    await screenshot(p, 'boards-comment');
  });

  // 3. worker01 sees the comment and replies under it
  const post = await openPost(page, title);
  const box = post.getByTestId('resource-comments');
  await expect(box).toContainText(comment);
  await box.getByRole('button', { name: '답글' }).first().click();
  await box.getByRole('textbox', { name: '답글을 입력하세요' }).fill('감사합니다. 현장에 임시 표지 붙여 두었습니다.');
  await box.getByTestId('reply-submit').click();
  await expect(box).toContainText('댓글 2');
  await expect(box.locator('[data-testid^="comment-"]', { hasText: '임시 표지' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rowOf(page, title)).toContainText('안전 소통게시판');
  // the list's counts: two comments, and two readers (the author and the safety manager), each counted once
  await page.reload();
  await expect(rowOf(page, title).locator('td').last()).toHaveText('2');
  await screenshot(page, 'boards-list');

  // 4. vendor01: the contractors' boards only — the worker's post is not there, a contractors' post is, read-only
  const vendor = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const vp = await vendor.newPage();
  try {
    await vendorApiLogin(vp, 'vendor01');
    await vp.goto('/saf/boardPost');
    await expect(rowOf(vp, '석탄취급설비 정비 작업 안전협의')).toBeVisible();
    await expect(vp.locator('.jk-grid')).not.toContainText('안전 소통게시판');
    await expect(vp.locator('.jk-grid')).not.toContainText('안전보건 자료실');
    const search = vp.getByRole('search');
    await search.getByRole('textbox', { name: '제목', exact: true }).fill(title);
    await search.getByRole('textbox', { name: '제목', exact: true }).press('Enter');
    await expect(rowOf(vp, title)).toHaveCount(0);
    await search.getByRole('textbox', { name: '제목', exact: true }).fill('안전협의');
    await search.getByRole('textbox', { name: '제목', exact: true }).press('Enter');
    await rowOf(vp, '석탄취급설비 정비 작업 안전협의').getByText('석탄취급설비 정비 작업 안전협의').click();
    const open = drawerOf(vp).getByTestId('resource-comments');
    await expect(open).toContainText('격리 범위');
    await expect(open.getByRole('textbox')).toHaveCount(0);
    await screenshot(vp, 'boards-vendor');
  } finally {
    await vendor.close();
  }

  // 5. the phone: the same list at 375 px without sideways scroll
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/saf/boardPost');
  await expect(rowOf(page, title)).toBeVisible();
  expect(await fits(page)).toBe(true);
  await screenshot(page, 'boards-list-phone');
  await rowOf(page, title).getByText(title).click();
  await expect(drawerOf(page).getByTestId('resource-comments')).toContainText('댓글 2');
  await screenshot(page, 'boards-post-phone');
});
