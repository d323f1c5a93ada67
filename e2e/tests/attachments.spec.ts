import { expect, test } from '@playwright/test';
import { loginAs, screenshot } from '../helpers';

// a 1×1 PNG (two files with distinct names; the uploader keys files by number, not by content)
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('vendor documents: upload two images with captions, reload, preview, download one, delete one', async ({ page }) => {
  await loginAs(page, 'safety01');
  await page.goto('/manage/vendorDocBox');
  await page.getByRole('cell', { name: '한국환경산업(주)' }).click();
  const uploader = page.getByTestId('uploader-VENDOR_DOC');
  await expect(uploader).toBeVisible();

  await uploader.locator('input[type=file]').setInputFiles([
    { name: '현장사진1.png', mimeType: 'image/png', buffer: PNG },
    { name: '현장사진2.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByText('파일업로드가 정상적으로 처리되었습니다.')).toBeVisible();
  const cards = uploader.getByTestId('uploaded-file');
  await expect(cards).toHaveCount(2);

  for (const [name, caption] of [['현장사진1.png', '보일러실 출입구 균열'], ['현장사진2.png', '안전난간 미설치 구간']] as const) {
    await uploader.getByLabel(`사진 설명 ${name}`).fill(caption);
    await uploader.getByRole('button', { name: `설명 저장 ${name}` }).click();
    await expect(page.getByText('사진 설명이 저장되었습니다.').first()).toBeVisible();
  }
  await screenshot(page, 'attachments-uploaded');

  await page.reload();
  await page.getByRole('cell', { name: '한국환경산업(주)' }).click();
  await expect(cards).toHaveCount(2);
  // previews come back as data URLs from image64
  await expect(uploader.locator('img[src^="data:image/png;base64,"]')).toHaveCount(2);
  await expect(uploader.getByLabel('사진 설명 현장사진1.png')).toHaveValue('보일러실 출입구 균열');
  await expect(uploader.getByLabel('사진 설명 현장사진2.png')).toHaveValue('안전난간 미설치 구간');

  const downloading = page.waitForEvent('download');
  await uploader.getByRole('button', { name: '다운로드 현장사진1.png' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('현장사진1.png');

  await uploader.getByRole('button', { name: '삭제 현장사진2.png' }).click();
  await expect(page.getByText('파일을 삭제 하시겠습니까?')).toBeVisible();
  await page.getByRole('button', { name: '확인' }).click();
  await expect(cards).toHaveCount(1);
  await expect(uploader.getByLabel('사진 설명 현장사진1.png')).toBeVisible();
  await screenshot(page, 'attachments-after-delete');
});
