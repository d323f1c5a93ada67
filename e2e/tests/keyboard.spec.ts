import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, screenshot } from '../helpers';

// Issue 33: the main flows without a mouse — log in, open a menu, search a list, open a record, save it, take a 결재
// decision — with the focus visible at every stop, and the changes (saved, decided) said in a live region.

/** press Tab until `target` (or something inside it) has the focus; fails after `max` presses */
async function tabTo(page: Page, target: Locator, max = 150) {
  const el = await target.elementHandle({ timeout: 30_000 });
  for (let i = 0; i < max; i++) {
    if (await el!.evaluate((n) => n === document.activeElement || n.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached with ${max} Tab presses: ${String(target)}`);
}

/** the focused control shows it: an outline, or the focus shadow on it or on the field around it */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { ok: false, what: 'nothing focused' };
    const shows = (n: Element | null) => {
      if (!n) return false;
      const cs = getComputedStyle(n);
      return (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0) || (cs.boxShadow !== 'none' && cs.boxShadow !== '');
    };
    return { ok: shows(el) || shows(el.closest('.ant-input-affix-wrapper, .ant-input-outlined, .ant-select, .ant-picker, .ant-input-number')), what: `${el.tagName}.${el.className}` };
  });
  expect(ring.ok, `visible focus on ${ring.what}`).toBe(true);
}

// the toast container is the live region (components/a11y): a screen reader says what appears in it
const live = (page: Page) => page.locator('.ant-message[aria-live="polite"]');
/** an employee no other browser test decides with, so the signature kept on file changes nobody else's flow */
const APPROVER = 'e0012';
/** a signature image (PNG, 120 × 40, one dark stroke) */
const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAHgAAAAoCAYAAAA16j4lAAAAZElEQVR42u3WMREAMAwDsUAJlPIn5bLo9RINT8BaXElKczMCYAEWYAEWYAEWYMACLMACLMACLMCABViTgbtP9E+AAQMGDHgPsLxoARZgARZgAQYswAIswAIswAIMWIAFWID1qAvj9bX83SqN8wAAAABJRU5ErkJggg==';

test('keyboard only: log in, open a menu, search, open a record, save; a 결재 decision; focus visible and changes announced', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const stamp = Date.now() % 1_000_000;
  const title = `키보드 점검 공지 ${stamp}`;
  const apprTitle = `키보드 결재 공지 ${stamp}`;
  // the record to find and change, and another whose 결재 waits for the safety team leader (e0009), made through the API
  const safety = (await (await request.post('/login/login', { data: { username: 'safety01', password: DEMO_PASSWORD } })).json()) as { accessToken: string };
  const h = { 'X-Authorization': safety.accessToken };
  const notice = async (noticeTitle: string) => {
    const made = await request.post('/api/manage/notice', { headers: h, data: { plantCd: '1000', noticeTypeCd: 'NT01', importantYn: 'N', noticeTitle, postStartYmd: '2026-12-01', postEndYmd: '2026-12-31', useYn: 'Y', noticeContents: '키보드로만 찾고 저장합니다.' } });
    expect(made.status(), await made.text()).toBe(200);
    return ((await made.json()) as { noticeNo: number }).noticeNo;
  };
  await notice(title);
  const noticeNo = await notice(apprTitle);
  const asked = await request.post('/api/manage/apprrequest', { headers: h, data: { apprTypeCd: 'NOTICE', recordKey: String(noticeNo), line: [{ slotKind: 'APPROVE', approverUserId: APPROVER }] } });
  expect(asked.status(), await asked.text()).toBe(200);
  // a drawn signature needs a pointer; with the keyboard the approver signs with the signature kept on file (사용자관리)
  const admin = (await (await request.post('/login/login', { data: { username: 'admin', password: DEMO_PASSWORD } })).json()) as { accessToken: string };
  const ha = { 'X-Authorization': admin.accessToken };
  const users = (await (await request.get(`/api/manage/user?page=1&limit=20&userId=${APPROVER}`, { headers: ha })).json()) as { list: { userId: string; version: number }[] };
  const approver = users.list.find((u) => u.userId === APPROVER);
  expect(approver, `${APPROVER} in the demo data`).toBeTruthy();
  const kept = await request.put(`/api/manage/user/signature/${APPROVER}`, { headers: ha, data: { signature: SIGNATURE_PNG, version: approver!.version } });
  expect(kept.status(), await kept.text()).toBe(200);

  // log in
  await page.goto('/login');
  await tabTo(page, page.getByLabel('아이디'));
  await expectVisibleFocus(page);
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('비밀번호')).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  const landing = page.getByTestId('landing');
  await expect(landing).toBeVisible();

  // the skip link is the first stop and leads to the page
  await page.keyboard.press('Tab');
  await expect(page.locator('.jk-skip')).toBeFocused();
  await expectVisibleFocus(page);

  // open a menu: 공지사항관리 from the landing page's shortcuts
  await tabTo(page, landing.locator('[data-menu-id="ADM_NOTICE"]'));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('page-title')).toHaveText('공지사항관리');

  // the tab strip: one tab stop, arrows move between the tabs
  await tabTo(page, page.locator('.jk-tab.is-active'));
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('.jk-tabs [data-path="/"]')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.jk-tab.is-active')).toBeFocused();

  // search the list
  const searchTitle = page.locator('.jk-search-box').getByLabel('제목');
  await tabTo(page, searchTitle);
  await expectVisibleFocus(page);
  await page.keyboard.type(`점검 공지 ${stamp}`);
  const listed = page.waitForResponse((r) => r.url().includes('/api/manage/notice') && r.url().includes('noticeTitle') && r.request().method() === 'GET');
  await page.keyboard.press('Enter');
  expect((await listed).status()).toBe(200);
  const link = page.locator('.jk-grid .jk-link', { hasText: title });
  await expect(link).toHaveCount(1);

  // open the record
  await tabTo(page, link);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const drawer = page.locator('.ant-drawer-open');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByLabel('제목')).toHaveValue(title);

  // change it and save
  await tabTo(page, drawer.getByLabel('제목'));
  await page.keyboard.press('End');
  await page.keyboard.type(' (수정)');
  await tabTo(page, drawer.getByRole('button', { name: '저장' }));
  await expectVisibleFocus(page);
  const saved = page.waitForResponse((r) => /\/api\/manage\/notice/.test(r.url()) && ['PUT', 'PATCH', 'POST'].includes(r.request().method()));
  await page.keyboard.press('Enter');
  // a confirmation, when the page asks for one, is answered with the keyboard too
  const confirm = page.locator('.ant-modal-confirm');
  if (await confirm.isVisible({ timeout: 1_500 }).catch(() => false)) {
    await expect(confirm.locator('.ant-modal-confirm-btns .ant-btn-primary')).toBeFocused();
    await page.keyboard.press('Enter');
  }
  expect((await saved).status()).toBe(200);
  // the change is said in the live region (what the toast shows)
  await expect(live(page)).not.toBeEmpty();
  await expect(live(page).locator('.ant-message-notice').first()).toHaveText((await page.locator('.ant-message-notice').first().textContent())!.trim());
  await screenshot(page, 'keyboard-saved');
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-drawer-open')).toHaveCount(0);

  // a 결재 decision by the approver, with the keyboard (signed with the signature on file)
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const ap = await ctx.newPage();
  await apiLogin(ap, APPROVER);
  await ap.goto('/appr/apprInbox');
  const doc = ap.locator('.jk-link', { hasText: apprTitle }).first();
  await tabTo(ap, doc, 200);
  await expectVisibleFocus(ap);
  await ap.keyboard.press('Enter');
  const decision = ap.getByTestId('appr-decision');
  await expect(decision).toBeVisible();
  await tabTo(ap, decision.getByLabel('의견'));
  await ap.keyboard.type('키보드로 승인합니다.');
  await tabTo(ap, decision.getByRole('button', { name: '승인' }));
  await expectVisibleFocus(ap);
  const decided = ap.waitForResponse((r) => /\/api\/manage\/appr\/\d+$/.test(r.url()) && r.request().method() === 'PATCH');
  await ap.keyboard.press('Enter');
  await expect(ap.locator('.ant-modal-confirm')).toBeVisible();
  // the dialog moves the focus to its OK button once it has opened; Enter before that would press 승인 again
  await expect(ap.locator('.ant-modal-confirm .ant-modal-confirm-btns .ant-btn-primary')).toBeFocused();
  await ap.keyboard.press('Enter');
  expect((await decided).status()).toBe(200);
  await expect(ap.getByText('승인했습니다.')).toBeVisible();
  await expect(live(ap)).toContainText('승인했습니다.');
  await screenshot(ap, 'keyboard-approved');
  await ctx.close();
});
