import { expect, test } from '@playwright/test';
import { loginAs, screenshot } from '../helpers';

test('375 px: the side menu is a drawer that closes on route change', async ({ page }) => {
  await loginAs(page, 'admin');
  await expect(page.locator('.jk-layout')).toHaveAttribute('data-device', 'mobile');
  await expect(page.locator('.jk-sider')).toHaveCount(0);
  await screenshot(page, 'mobile-landing');
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
  expect(await fits(), 'the landing page and top bar fit 375 px without horizontal scrolling').toBe(true);
  await page.getByRole('button', { name: '메뉴 열기/닫기' }).click();
  const drawer = page.locator('.jk-drawer');
  await expect(drawer).toBeVisible();
  await drawer.getByText('시스템관리').click();
  await drawer.getByText('기준정보').click();
  await screenshot(page, 'mobile-menu');
  await drawer.locator('[data-menu-id="ADM_USER"]').click();
  await expect(page).toHaveURL(/\/manage\/userManage$/);
  await expect(drawer).toBeHidden();
  expect(await fits(), 'a list page keeps its wide grid inside its own scroller').toBe(true);
  await page.locator('.jk-logout').click();
  await expect(page).toHaveURL(/\/login/);
});
