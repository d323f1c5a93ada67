import { expect, test, type Page } from '@playwright/test';
import { apiLogin, drawSignature, screenshot } from '../helpers';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

test('375 px: a worker does the daily check on the phone — a bad item with its photo, the signature, completion makes the improvement action and its 결재, which the worker follows and recalls', async ({ page }) => {
  test.setTimeout(150_000);
  await apiLogin(page, 'worker01');
  await page.goto('/mobile/safetyCheck');
  const root = page.getByTestId('saf-check-mobile');
  await expect(root).toContainText('점검 시작');
  await page.getByLabel('점검표').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '보일러동 일상 안전점검표' }).click();
  const place = `보일러동 2층 ${Date.now() % 100000}`;
  await page.getByLabel('점검장소').fill(place);
  expect(await fits(page), 'the start form fits 375 px').toBe(true);
  await screenshot(page, 'saf-check-mobile-start');
  await page.getByRole('button', { name: '점검 시작' }).click();

  await expect(page.getByTestId('check-item-1')).toBeVisible();
  const url = new URL(page.url());
  const checkNo = Number(url.searchParams.get('key'));
  expect(checkNo).toBeGreaterThan(0);
  // every 양호/불량/해당없음 item good, except the guard of the rotating parts (photo required when bad)
  for (let i = 1; i <= 10; i += 1) {
    const item = page.getByTestId(`check-item-${i}`);
    if (i === 10) await item.getByText('4', { exact: true }).click();
    else await item.getByText(i === 3 ? '불량' : '양호', { exact: true }).click();
  }
  const bad = page.getByTestId('check-item-3');
  await expect(bad).toContainText('불량이면 사진 필수');
  await bad.getByLabel('불량 내용').fill('커플링 방호덮개 고정볼트 2개 탈락, 덮개 흔들림');
  await page.getByTestId('check-photo-3').setInputFiles({ name: '방호덮개.png', mimeType: 'image/png', buffer: PNG });
  await expect(bad).toContainText('사진 있음');
  await expect(page.getByText('10 / 10 항목')).toBeVisible();
  await bad.scrollIntoViewIfNeeded();
  expect(await fits(page), 'the items fit 375 px').toBe(true);
  await screenshot(page, 'saf-check-mobile-bad-item');

  await drawSignature(page);
  await expect(page.getByText('서명됨')).toBeVisible();
  await screenshot(page, 'saf-check-mobile-signed');
  await page.getByRole('button', { name: '점검완료' }).click();
  await expect(page.getByText('점검을 완료했습니다. 불량 1건은 개선조치로 등록되었습니다.')).toBeVisible();
  await expect(page.getByText('완료된 점검입니다.')).toBeVisible();
  await expect(page.getByTestId('check-item-3')).toContainText('개선조치 #');
  // completion requested the 결재 (the team leader): the phone strip shows it live, with no second request
  const strip = page.getByTestId('appr-strip');
  await expect(strip).toContainText('결재중');
  await expect(strip.getByTestId('appr-request')).toHaveCount(0);
  const progressBtn = strip.getByRole('button', { name: '결재현황' });
  expect((await progressBtn.boundingBox())!.height, 'a finger-sized button').toBeGreaterThanOrEqual(44);
  expect(await fits(page), 'the completed check with its 결재 fits 375 px').toBe(true);
  await strip.scrollIntoViewIfNeeded();
  await screenshot(page, 'saf-check-mobile-completed');

  // 결재현황: the line across the phone; the checker recalls it and the check is back to 작성중, editable
  await progressBtn.click();
  const popup = page.getByRole('dialog').filter({ has: page.getByTestId('appr-progress') });
  await expect(popup.getByTestId('appr-progress')).toContainText('결재중');
  await expect(popup.getByTestId('appr-step-1')).toBeVisible();
  const box = (await popup.locator('.ant-modal-container, .ant-modal-content').first().boundingBox())!;
  expect(box.x, 'the popup starts at the screen edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'the popup is no wider than the phone').toBeLessThanOrEqual(376);
  expect(await fits(page), 'the progress popup fits 375 px').toBe(true);
  const recall = popup.getByRole('button', { name: '회수' });
  expect((await recall.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await screenshot(page, 'saf-check-mobile-approval-progress');
  await recall.click();
  await page.getByRole('dialog').filter({ hasText: '결재를 회수하시겠습니까?' }).getByRole('button', { name: '확인' }).click();
  await expect(page.getByText('회수했습니다.')).toBeVisible();
  await popup.locator('.ant-modal-footer').getByRole('button', { name: '닫기' }).click();
  await expect(strip).toContainText('회수');
  await expect(root.getByTestId('wf-status')).toHaveText('작성중');
  await expect(page.getByRole('button', { name: '점검완료' })).toBeVisible();
  await screenshot(page, 'saf-check-mobile-recalled');

  // contract: the bad item is one improvement action of source CHECK and this check's number
  const tok = await page.evaluate(() => localStorage.getItem('jikim.accessToken'));
  const res = await page.request.get(`/api/impr/actions?sourceTypeCd=CHECK&sourceKey=${checkNo}`, { headers: { 'X-Authorization': tok! } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { totalCount: number; list: { title: string; assigneeUserId: string }[] };
  expect(body.totalCount).toBe(1);
  expect(body.list[0]).toMatchObject({ title: '[일상점검] 회전체(커플링·벨트)의 방호덮개가 제자리에 있는가', assigneeUserId: 'worker01' });
  // the 결재 completion requested for the checker, recalled by them: the record editable again
  const appr = await page.request.get(`/api/manage/apprparam?apprTypeCd=SAF_CHECK&recordKey=${checkNo}`, { headers: { 'X-Authorization': tok! } });
  expect(appr.status(), await appr.text()).toBe(200);
  expect(await appr.json()).toMatchObject({ statusCd: 'RECALL', editableYn: 'Y' });
});
