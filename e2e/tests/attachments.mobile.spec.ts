import { expect, test, type Page } from '@playwright/test';
import { apiLogin, loginAs, screenshot } from '../helpers';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

test('375 px: the uploader of the vendor document box fits the phone and uploads', async ({ page }) => {
  await loginAs(page, 'safety01');
  await page.goto('/manage/vendorDocBox');
  await page.getByRole('cell', { name: '(주)대한플랜트정비' }).click();
  const uploader = page.getByTestId('uploader-VENDOR_DOC');
  await expect(uploader).toBeVisible();
  await uploader.locator('input[type=file]').setInputFiles({ name: '안전보건관리계획서_2026년도_최종본.png', mimeType: 'image/png', buffer: PNG });
  await expect(uploader.getByTestId('uploaded-file')).toHaveCount(1);
  await uploader.scrollIntoViewIfNeeded();
  await screenshot(page, 'mobile-attachments-vendor-doc');
  const box = await uploader.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(376);
  expect(await fits(page), 'the document box and its uploader fit 375 px').toBe(true);
});

test('375 px: the uploader fits the notice form drawer', async ({ page }) => {
  await apiLogin(page);
  await page.goto('/manage/noticeManage');
  await page.locator('.jk-grid').getByRole('button', { name: /^(plus )?추가$/ }).click();
  const drawer = page.locator('.ant-drawer');
  const uploader = drawer.getByTestId('uploader-NOTICE');
  await uploader.locator('input[type=file]').setInputFiles({ name: '현장점검_사진_보일러동_3층.png', mimeType: 'image/png', buffer: PNG });
  await expect(uploader.getByTestId('uploaded-file')).toHaveCount(1);
  await uploader.scrollIntoViewIfNeeded();
  await screenshot(page, 'mobile-attachments-notice-form');
  const box = await uploader.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(376);
  expect(await fits(page)).toBe(true);
});
