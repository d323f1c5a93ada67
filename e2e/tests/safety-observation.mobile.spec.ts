import { expect, test } from '@playwright/test';
import { loginAs, readTokens, screenshot } from '../helpers';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** issue 31 at 375 px: a worker records a behaviour observation by taps, with a photo; the observer is the server's */
test('375 px: a worker records a behaviour observation by taps with a photo, and it is in the register as theirs', async ({ page }) => {
  await loginAs(page, 'worker01');
  await page.goto('/mobile/observation');
  await expect(page.getByTestId('observation-mobile')).toBeVisible();
  // nothing entered: the page says what is missing and sends nothing
  await page.getByTestId('observation-submit').click();
  await expect(page.getByText('구역과 작업내용을 입력하세요.')).toBeVisible();
  // the plant's areas only (보일러동 is plant 1000's; LNG 저장탱크 is the gas terminal's)
  await page.getByLabel('구역').click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="LNG 저장탱크"]')).toHaveCount(0);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="보일러동"]').last().click();
  const task = `미분기 라이너 교체 ${Date.now()}`;
  await page.getByLabel('작업내용').fill(task);
  await page.getByRole('button', { name: '관찰 인원 더하기' }).click();
  await screenshot(page, 'mobile-observation-top');
  // taps: 보호구 안전 ×3, 자세·위치 안전 ×2 and 불안전 ×1 (with what), 정리정돈 안전 ×1
  const plus = (what: string) => page.getByRole('button', { name: `${what} 더하기`, exact: true });
  for (let i = 0; i < 3; i += 1) await plus('보호구 안전').click();
  await plus('자세·위치 안전').click();
  await plus('자세·위치 안전').click();
  await plus('자세·위치 불안전').click();
  await page.getByLabel('자세·위치 불안전 내용').fill('회전체 근접 위치에서 작업');
  await plus('정리정돈 안전').click();
  await plus('정리정돈 안전').click();
  await page.getByRole('button', { name: '정리정돈 안전 빼기', exact: true }).click();
  await expect(page.getByTestId('obs-totals')).toHaveText('안전 6 · 불안전 1 · 안전 비율 85.7%');
  // the buttons are thumb-sized
  const box = await plus('보호구 안전').boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  const uploader = page.getByTestId('uploader-SAF_OBS_PHOTO');
  await uploader.locator('input[type=file]').setInputFiles({ name: '회전체_근접.png', mimeType: 'image/png', buffer: PNG });
  await expect(uploader.getByTestId('uploaded-file')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), 'the page fits 375 px').toBe(true);
  // the category counters in view (below the top bar and the tabs)
  await page.getByTestId('obs-cat-PPE').evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 140));
  await screenshot(page, 'mobile-observation');
  await page.getByTestId('observation-submit').click();
  await expect(page.getByTestId('observation-done')).toBeVisible();
  await screenshot(page, 'mobile-observation-done');

  const { access } = await readTokens(page);
  const headers = { 'x-authorization': access! };
  const list = (await (await page.request.get(`/api/saf/observations?taskNm=${encodeURIComponent(task)}`, { headers })).json()) as {
    list: { obsNo: number; areaCd: string; observerUserId: string; safeCnt: number; riskCnt: number; peopleCnt: number; feedbackYn: string; statusCd: string }[];
  };
  expect(list.list).toHaveLength(1);
  expect(list.list[0]).toMatchObject({ areaCd: 'E_BOILER', observerUserId: 'worker01', safeCnt: 6, riskCnt: 1, peopleCnt: 2, feedbackYn: 'Y', statusCd: 'OPEN' });
  const one = (await (await page.request.get(`/api/saf/observations/${list.list[0]!.obsNo}`, { headers })).json()) as { tallies: { categoryCd: string; safeCnt: number; riskCnt: number; note: string | null }[] };
  expect(one.tallies).toEqual(expect.arrayContaining([
    expect.objectContaining({ categoryCd: 'PPE', safeCnt: 3, riskCnt: 0 }),
    expect.objectContaining({ categoryCd: 'POSITION', safeCnt: 2, riskCnt: 1, note: '회전체 근접 위치에서 작업' }),
    expect.objectContaining({ categoryCd: 'HOUSEKEEPING', safeCnt: 1, riskCnt: 0 }),
  ]));
  expect(one.tallies).toHaveLength(3);
  const files = await page.request.get(`/api/common/attachFile/list?taskClassNm=SAF_OBS_PHOTO&attachFileId=${list.list[0]!.obsNo}`, { headers });
  expect((await files.json()) as unknown[]).toEqual([expect.objectContaining({ fileOrgNm: '회전체_근접.png' })]);
});
