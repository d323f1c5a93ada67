import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, forgeExpiredAccessToken, loginAs, openMenu, readTokens, screenshot } from '../helpers';

const tabs = (page: Page) => page.locator('.jk-tabs [role="tab"]');

test('login: wrong password, then the right one opens the landing page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?redirect=%2F/);
  await expect(page.getByRole('heading', { name: '지킴 EHS' })).toBeVisible();
  await screenshot(page, 'login');
  await page.getByLabel('아이디').fill('safety01');
  await page.getByLabel('비밀번호').fill('wrong-password');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('아이디 또는 비밀번호가 올바르지 않습니다.');
  await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByTestId('landing')).toBeVisible();
  await expect(page.getByText('김안전님, 안녕하세요.')).toBeVisible();
  await expect(page.getByTestId('env-marker')).toHaveText('테스트');
  await screenshot(page, 'landing');
  // a token holder asking for /login goes to /
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('three menu pages open as tabs; close others and close all follow the rules', async ({ page }) => {
  await loginAs(page, 'admin');
  for (const id of ['ADM_USER', 'ADM_DEPT', 'ADM_CODE']) {
    await openMenu(page, id);
    await expect(page.locator('.jk-main')).not.toBeEmpty();
  }
  await expect(page).toHaveURL(/\/manage\/codeManage$/);
  await expect(tabs(page)).toHaveCount(4); // home + three pages
  await expect(page.locator('.jk-tab.is-active')).toHaveText('코드관리');
  await screenshot(page, 'tabs');

  await page.locator('.jk-tab', { hasText: '부서관리' }).click({ button: 'right' });
  await expect(page.getByRole('menuitem', { name: '다른 탭 닫기' })).toBeVisible();
  await page.getByRole('menuitem', { name: '다른 탭 닫기' }).click();
  await expect(tabs(page)).toHaveCount(2);
  await expect(page).toHaveURL(/\/manage\/deptManage$/);

  await page.locator('.jk-tab', { hasText: '부서관리' }).click({ button: 'right' });
  await expect(page.getByRole('menuitem', { name: '모든 탭 닫기' }).last()).toBeVisible();
  await page.getByRole('menuitem', { name: '모든 탭 닫기' }).last().click();
  await expect(tabs(page)).toHaveCount(1);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('landing')).toBeVisible();
});

test('unknown frontEndUrl shows the module-not-found page, not a crash', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/no/suchPage');
  await expect(page.locator('[data-error-kind="notFound"]')).toBeVisible();
});

test('size switch shows the message and survives a reload', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.getByTestId('size-menu').click();
  await page.getByRole('menuitem', { name: '작게', exact: true }).click();
  await expect(page.getByText('화면 크기가 변경되었습니다.')).toBeVisible();
  await expect(page.locator('.jk-layout')).toHaveAttribute('data-size', 'small');
  await page.reload();
  await expect(page.locator('.jk-layout')).toHaveAttribute('data-size', 'small');
  expect((await page.context().cookies()).find((c) => c.name === 'size')?.value).toBe('small');
});

test('language switch to English and back to Korean', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByText('Hello, 시스템관리자.').or(page.getByText(/^Hello, /))).toBeVisible();
  await expect(page.locator('[data-menu-id="ADM_USER"]').first()).toHaveText('Users');
  await page.reload();
  await expect(page.locator('[data-menu-id="ADM_USER"]').first()).toHaveText('Users');
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: '한국어' }).click();
  await expect(page.locator('[data-menu-id="ADM_USER"]').first()).toHaveText('사용자관리');
});

test('an expired access token is refreshed without the user noticing', async ({ page }) => {
  await loginAs(page, 'admin');
  const before = await readTokens(page);
  // the expired token is put in place as the reloaded page starts, not under the running one: a request of the old
  // page (the landing's) would refresh with it and the reload would lose the rotated refresh token (a CI run did)
  await page.addInitScript((t) => localStorage.setItem('jikim.accessToken', t), forgeExpiredAccessToken(before.access!));
  const refreshed = page.waitForResponse((r) => r.url().includes('/api/auth/refresh') && r.status() === 200);
  await page.reload(); // the guard loads worker info with the expired token
  await refreshed;
  await expect(page.getByTestId('landing')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const after = await readTokens(page);
  expect(after.refresh).not.toBe(before.refresh);
});

test('an expired refresh token opens the re-login popup and keeps the page', async ({ page }) => {
  // a user of its own: the test changes the password (the retried request succeeds after re-login)
  await loginAs(page, 'e0044');
  // the password-change popup makes exactly one API call on save; expire both tokens just before it
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '비밀번호 변경' }).click();
  const pw = page.getByRole('dialog', { name: '비밀번호 변경' });
  await pw.getByLabel('현재 비밀번호').fill(DEMO_PASSWORD);
  await pw.getByLabel('비밀번호', { exact: true }).fill('Newpass123!');
  await pw.getByLabel('비밀번호 확인').fill('Newpass123!');
  const t = await readTokens(page);
  await page.evaluate(
    ([a = '']) => {
      localStorage.setItem('jikim.accessToken', a);
      localStorage.setItem('jikim.refreshToken', 'spent-or-unknown-refresh-token');
    },
    [forgeExpiredAccessToken(t.access!)],
  );
  await pw.getByRole('button', { name: '저장' }).click();
  const popup = page.getByRole('dialog', { name: '세션 시간이 만료되었습니다' });
  await expect(popup).toBeVisible();
  await screenshot(page, 'relogin-popup');
  await popup.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await popup.getByRole('button', { name: '다시 로그인' }).click();
  await expect(popup).toBeHidden();
  // the waiting request was retried with the new session: the password changed, the page stayed
  await expect(page.getByRole('dialog').getByText('비밀번호가 변경되었습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('landing')).toBeVisible();
});

test('logout ends the session and returns to the login page', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.locator('.jk-logout').click();
  await expect(page).toHaveURL(/\/login/);
  // the logout route finishes its own redirect first (a goto while it runs is interrupted by it)
  await expect(page.getByLabel('아이디')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('landing: today’s notices of my plant, unread first; opening one marks it read', async ({ page }) => {
  // a safety manager posts an important notice for today (Korean calendar day)
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
  const title = `보일러동 정기점검 안내 ${Date.now() % 100000}`;
  const login = await (await page.request.post('/login/login', { data: { username: 'safety01', password: DEMO_PASSWORD } })).json();
  const created = await page.request.post('/api/manage/notice', {
    headers: { 'x-authorization': login.accessToken },
    data: { plantCd: '1000', noticeTypeCd: 'NT02', importantYn: 'Y', noticeTitle: title, noticeContents: '11월 25일 09시부터 보일러동 2층 출입이 통제됩니다.', postStartYmd: today, postEndYmd: today, useYn: 'Y' },
  });
  expect(created.ok()).toBe(true);

  await loginAs(page, 'worker01');
  const board = page.getByTestId('notice-board');
  await expect(board.getByText(title)).toBeVisible();
  const unreadBefore = Number(await board.getByTestId('notice-unread').getAttribute('data-count'));
  expect(unreadBefore).toBeGreaterThan(0);
  await screenshot(page, 'landing-notices');
  await board.getByText(title).click();
  const dialog = page.getByTestId('notice-dialog');
  await expect(dialog).toContainText('11월 25일 09시부터 보일러동 2층 출입이 통제됩니다.');
  await expect(dialog).toContainText('김안전');
  await screenshot(page, 'landing-notice-dialog');
  await page.locator('.ant-modal-footer').getByRole('button', { name: '닫기' }).click();
  // read: gone from the unread list, the count is one less, and it shows as 읽음 among all of today's notices
  await expect(board.getByText(title)).toHaveCount(0);
  await expect(board.getByTestId('notice-unread')).toHaveAttribute('aria-label', `읽지 않은 공지 ${unreadBefore - 1}건`);
  await board.getByRole('button', { name: '전체 보기' }).click();
  await expect(board.locator('.jk-landing-list > li', { hasText: title })).toContainText('읽음');
});

test('a favourite added with the page star follows the user to another browser', async ({ page, browser }) => {
  await loginAs(page, 'health01');
  await openMenu(page, 'APPR_INBOX');
  await page.getByRole('button', { name: '즐겨찾기 추가' }).click();
  await expect(page.getByText('즐겨찾기에 추가했습니다.')).toBeVisible();
  await expect(page.getByRole('button', { name: '즐겨찾기 해제' })).toBeVisible();
  await page.locator('.jk-tabs [data-path="/"]').click();
  await expect(page.getByTestId('favorites').getByRole('button', { name: '결재함' })).toBeVisible();

  // a second browser with nothing stored locally
  const other = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  try {
    const p2 = await other.newPage();
    await loginAs(p2, 'health01');
    const fav = p2.getByTestId('favorites').getByRole('button', { name: '결재함' });
    await expect(fav).toBeVisible();
    await fav.click();
    await expect(p2.getByRole('button', { name: '즐겨찾기 해제' })).toBeVisible();
    await p2.getByRole('button', { name: '즐겨찾기 해제' }).click();
    await expect(p2.getByText('즐겨찾기에서 삭제했습니다.')).toBeVisible();
  } finally {
    await other.close();
  }
  await page.reload();
  await page.locator('.jk-tabs [data-path="/"]').click();
  await expect(page.getByTestId('favorites').getByText('즐겨찾기한 화면이 없습니다.', { exact: false })).toBeVisible();
});
