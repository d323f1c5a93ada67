import { expect, test } from '@playwright/test';
import { loginAs, readTokens, screenshot } from '../helpers';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** issue 16 at 375 px: a patrol finding recorded on the phone with a camera photo lands in the finding register */
test('375 px: a patrol finding with a photo, recorded on the phone, is in the register with its photo', async ({ page }) => {
  await loginAs(page, 'safety01');
  await page.goto('/mobile/patrol');
  await expect(page.getByTestId('patrol-mobile')).toBeVisible();
  // nothing entered: the page says what is missing and sends nothing
  await page.getByTestId('patrol-submit').click();
  await expect(page.getByText('장소, 분류, 지적 내용을 입력하세요.')).toBeVisible();
  const place = `보일러동 3층 북측 계단 ${Date.now()}`;
  await page.getByLabel('장소').fill(place);
  await page.getByLabel('분류').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="추락·개구부"]').last().click();
  await page.getByLabel('지적 내용').fill('계단 안전난간 상부 난간대가 빠져 있음');
  const uploader = page.getByTestId('uploader-SAF_PATROL_PHOTO');
  await uploader.locator('input[type=file]').setInputFiles({ name: '난간_누락.png', mimeType: 'image/png', buffer: PNG });
  await expect(uploader.getByTestId('uploaded-file')).toHaveCount(1);
  await page.getByLabel('조치기한').fill('2031-06-30');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), 'the page fits 375 px').toBe(true);
  await screenshot(page, 'mobile-patrol-finding');
  await page.getByTestId('patrol-submit').click();
  await expect(page.getByTestId('patrol-done')).toBeVisible();
  const { access } = await readTokens(page);
  const list = (await (await page.request.get('/api/saf/patrol/findings?patrolTypeCd=PATROL&limit=100', { headers: { 'x-authorization': access! } })).json()) as {
    list: { findingNo: number; placeNm: string; categoryCd: string; statusCd: string; dueYmd: string | null; patrolTypeCd: string }[];
  };
  const mine = list.list.find((f) => f.placeNm === place);
  expect(mine).toMatchObject({ categoryCd: 'FALL', statusCd: 'OPEN', dueYmd: '2031-06-30', patrolTypeCd: 'PATROL' });
  const files = await page.request.get(`/api/common/attachFile/list?taskClassNm=SAF_PATROL_PHOTO&attachFileId=${mine!.findingNo}`, { headers: { 'x-authorization': access! } });
  expect((await files.json()) as unknown[]).toEqual([expect.objectContaining({ fileOrgNm: '난간_누락.png' })]);
});
