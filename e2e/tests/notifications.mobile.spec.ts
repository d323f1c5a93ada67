import { expect, test } from '@playwright/test';
import { loginAs, screenshot } from '../helpers';

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
