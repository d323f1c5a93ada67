import { expect, test } from '@playwright/test';
import { loginAs, screenshot } from '../helpers';

// The notification bell of the top bar (issue 14): the seeded approvals left worker01 a 결재완료 and a 반려 notice.
test('desktop: the bell shows my unread count; a notification opens its record; mark all read; e-mail per kind', async ({ page }) => {
  await loginAs(page, 'worker01');
  const bell = page.getByTestId('notify-bell');
  await expect(bell).toHaveAccessibleName(/읽지 않은 알림 \d+건/);
  const unread = async () => Number(/(\d+)건/.exec((await bell.locator('.jk-sr-only').textContent()) ?? '')?.[1] ?? 0);
  const before = await unread();
  expect(before).toBeGreaterThanOrEqual(2);
  await screenshot(page, 'notify-desktop-bell');

  await bell.click();
  const drawer = page.locator('.ant-drawer-content-wrapper');
  await expect(drawer.getByText('결재 완료').first()).toBeVisible();
  // other specs running in parallel leave worker01 more notifications (the seeded one may be past the drawer's latest
  // ones): the newest 결재완료 notice, whichever request it is about
  const mine = drawer.getByText(/^\[결재완료\] /).first();
  await expect(mine).toBeVisible();
  const title = (await mine.textContent())!.trim();
  const subject = title.replace(/^\[결재완료\] /, '');
  await screenshot(page, 'notify-desktop-drawer');

  // a click marks it read and opens the approvals inbox on that request
  await mine.click();
  await expect(page).toHaveURL(/\/appr\/apprInbox\?key=\d+$/);
  await expect(page.locator('.ant-modal').first()).toContainText(subject);
  await screenshot(page, 'notify-desktop-opened');
  // marked read on the server (the unread count itself may grow meanwhile: other specs notify worker01 too)
  const list = () => page.evaluate(async () => {
    const res = await fetch('/api/notifications?limit=100', { headers: { 'x-authorization': localStorage.getItem('jikim.accessToken') ?? '' } });
    return ((await res.json()) as { list: { notificationNo: number; title: string; readYn: string }[] }).list;
  });
  await expect.poll(async () => (await list()).find((n) => n.title === title)?.readYn).toBe('Y');
  await page.keyboard.press('Escape');

  // e-mail settings: switch 결재 요청 off, saved on the server
  await bell.click();
  await page.getByTestId('notify-settings').click();
  const pref = page.getByTestId('notify-pref-APPR_PENDING');
  await expect(pref).toContainText('결재 요청');
  await pref.getByRole('switch').click();
  await expect(page.getByText('저장되었습니다.')).toBeVisible();
  await expect(pref.getByRole('switch')).not.toBeChecked();
  await screenshot(page, 'notify-desktop-settings');
  await page.getByRole('button', { name: '알림 목록' }).click();

  // mark all read: every notification there was is read, and the bell counts only what other specs sent since
  const lastNo = Math.max(0, ...(await list()).map((n) => n.notificationNo));
  await page.getByTestId('notify-mark-all').click();
  await expect.poll(async () => (await list()).filter((n) => n.readYn === 'N' && n.notificationNo <= lastNo).length).toBe(0);
  await expect.poll(async () => (await unread()) - (await list()).filter((n) => n.readYn === 'N').length).toBe(0);
  if ((await list()).every((n) => n.readYn === 'Y')) await expect(bell).toHaveAccessibleName('알림');
});
