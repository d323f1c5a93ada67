import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs, screenshot } from '../helpers';

test('375 px: the bell fits the top bar and its drawer fills the phone; a notification opens its record', async ({ page }) => {
  // e0021 (팀장) was notified of the seeded requests waiting for them
  await loginAs(page, 'e0021');
  const bell = page.getByTestId('notify-bell');
  await expect(bell).toBeVisible();
  await expect(bell).toHaveAccessibleName(/읽지 않은 알림 \d+건/);
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
  expect(await fits(), 'the top bar with the bell fits 375 px').toBe(true);
  await screenshot(page, 'notify-mobile-bell');
  await bell.click();
  const drawer = page.locator('.ant-drawer-content-wrapper');
  await expect(drawer.getByText('결재 요청').first()).toBeVisible();
  const box = await drawer.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  expect(await fits()).toBe(true);
  await screenshot(page, 'notify-mobile-drawer');
  await drawer.getByText('[결재요청]', { exact: false }).first().click();
  await expect(page).toHaveURL(/\/appr\/apprInbox\?key=\d+$/);
  await expect(drawer).toBeHidden();
  await screenshot(page, 'notify-mobile-opened');
});

test('375 px: an action assigned to the worker opens on the phone page 내 개선조치 from the notification (issue 31)', async ({ page, request }) => {
  // the safety manager assigns an action to worker01 (through the API: the step under test is the worker's click)
  const login = await request.post('/login/login', { data: { username: 'safety01', password: DEMO_PASSWORD } });
  const safety = ((await login.json()) as { accessToken: string }).accessToken;
  const findings = await request.get('/api/saf/patrol/findings?plantCd=1000&limit=20', { headers: { 'X-Authorization': safety } });
  const findingNo = ((await findings.json()) as { list: { findingNo: number }[] }).list[0]!.findingNo;
  const title = `터빈동 2층 배수구 덮개 파손 ${Date.now() % 100000}`;
  const due = new Date(Date.now() + 9 * 3_600_000 + 5 * 86_400_000).toISOString().slice(0, 10);
  const c = await request.post('/api/impr/actions', {
    headers: { 'X-Authorization': safety },
    data: { sourceTypeCd: 'PATROL', sourceKey: String(findingNo), actionTypeCd: 'REQUEST', title, plantCd: '1000', deptCd: 'D1210', location: '터빈동 2층', hazard: '넘어짐', description: '배수구 덮개가 깨져 발이 빠질 수 있음', assigneeUserId: 'worker01', dueYmd: due },
  });
  expect(c.status(), await c.text()).toBe(200);
  const { actionNo } = (await c.json()) as { actionNo: number };

  await loginAs(page, 'worker01');
  await page.getByTestId('notify-bell').click();
  const drawer = page.locator('.ant-drawer-content-wrapper');
  await drawer.getByText(`[개선조치] ${actionNo} ${title}`).click();
  await expect(page).toHaveURL(new RegExp(`/mobile/imprMyAction\\?key=${actionNo}$`));
  await expect(page.getByText(title).first()).toBeVisible();
  await screenshot(page, 'notify-mobile-impr-phone-page');
});
