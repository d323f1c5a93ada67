import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, screenshot } from '../helpers';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
/** YYYY-MM-DD in Korea, n days from today */
const kstYmd = (days: number) => new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function apiToken(request: APIRequestContext, userId: string) {
  const r = await request.post('/login/login', { data: { username: userId, password: DEMO_PASSWORD } });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { accessToken: string }).accessToken;
}

test('375 px: the assignee opens an action on the phone, accepts it, takes the after-photo, writes the result and asks for confirmation', async ({ page, request }) => {
  // the safety manager registers a patrol finding for worker01 (박현장), due in three days
  const safety = await apiToken(request, 'safety01');
  const worker = await apiToken(request, 'worker01');
  const openBefore = async () => ((await (await request.get('/api/main/portlet/improvement', { headers: { 'X-Authorization': worker } })).json()) as { myOpenCount: number }).myOpenCount;
  const before = await openBefore();
  const title = `보일러동 3층 핸드레일 부식 교체 ${Date.now() % 100000}`;
  // the source is a real finding of the plant (a source key must name a record the manager reaches)
  const findings = await request.get('/api/saf/patrol/findings?plantCd=1000&limit=20', { headers: { 'X-Authorization': safety } });
  const findingNo = ((await findings.json()) as { list: { findingNo: number }[] }).list[0]!.findingNo;
  const c = await request.post('/api/impr/actions', {
    headers: { 'X-Authorization': safety },
    data: {
      sourceTypeCd: 'PATROL', sourceKey: String(findingNo), actionTypeCd: 'REQUEST', title, plantCd: '1000', deptCd: 'D1210',
      location: '보일러동 3층 북측 계단', hazard: '추락', description: '핸드레일 하부 부식으로 흔들림 발생', assigneeUserId: 'worker01', dueYmd: kstYmd(3),
    },
  });
  expect(c.status(), await c.text()).toBe(200);
  const { actionNo } = (await c.json()) as { actionNo: number };

  await apiLogin(page, 'worker01');
  // the landing card counts it (the demo gives worker01 other open actions, some due sooner: the card lists the five
  // nearest, so the new one is counted, not necessarily listed)
  await page.goto('/');
  await expect(page.getByTestId('impr-portlet')).toBeVisible();
  await expect(page.getByTestId('impr-portlet-mine')).toHaveText(String(before + 1));
  expect(await fits(page), 'the landing with its 개선조치 card fits 375 px').toBe(true);
  await page.getByTestId('impr-portlet').scrollIntoViewIfNeeded();
  await screenshot(page, 'impr-mobile-landing');

  await page.goto('/mobile/imprMyAction');
  const card = page.getByTestId(`impr-card-${actionNo}`);
  await expect(card).toBeVisible();
  await expect(card).toContainText(title);
  await expect(card).toContainText('보일러동 3층 북측 계단');
  await expect(card.getByTestId('wf-status')).toHaveText('등록');
  await expect(card.getByTestId('impr-due')).toHaveText(`${kstYmd(3)} · D-3`);
  expect(await fits(page), 'the list fits 375 px').toBe(true);
  await screenshot(page, 'impr-mobile-list');

  // 접수
  await card.click();
  const detail = page.getByTestId('impr-my-detail');
  await expect(detail).toContainText(title);
  await expect(detail.getByTestId('wf-status').first()).toHaveText('등록');
  const accept = detail.locator('[data-action="ACCEPT"]');
  const box = await accept.boundingBox();
  expect(box!.height, 'a big touch target').toBeGreaterThanOrEqual(44);
  await accept.click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /확\s*인/ }).click();
  await expect(detail.getByTestId('wf-status').first()).toHaveText('조치중');

  // the camera: an image input with capture, uploading to IMPR_AFTER of this action
  const panel = detail.getByTestId('impr-confirm-panel');
  const input = panel.getByTestId('uploader-IMPR_AFTER').locator('input[type=file]');
  await expect(input).toHaveAttribute('accept', 'image/*');
  await expect(input).toHaveAttribute('capture', 'environment');
  await input.setInputFiles({ name: '조치후_핸드레일.png', mimeType: 'image/png', buffer: PNG });
  await expect(panel.getByTestId('uploaded-file')).toHaveCount(1);
  await panel.getByLabel('조치결과').fill('부식 핸드레일 6m 철거 후 아연도금 각관으로 교체');
  expect(await fits(page), 'the camera panel fits 375 px').toBe(true);
  await panel.scrollIntoViewIfNeeded();
  await screenshot(page, 'impr-mobile-in-progress');
  await panel.locator('[data-action="REQUEST_CONFIRM"]').click();
  await expect(detail.getByTestId('wf-status').first()).toHaveText('확인요청');
  await expect(detail).toContainText('부식 핸드레일 6m 철거 후 아연도금 각관으로 교체');
  // the photo after stays visible (read-only); nothing left for the assignee to do
  await expect(detail.getByTestId('uploader-IMPR_AFTER').getByTestId('uploaded-file')).toHaveCount(1);
  await expect(detail.locator('[data-action]')).toHaveCount(0);
  expect(await fits(page), 'the action fits 375 px').toBe(true);
  await screenshot(page, 'impr-mobile-detail');

  // the server has it: 확인요청 with the result, the history ACCEPT → REQUEST_CONFIRM
  const got = (await (await request.get(`/api/impr/actions/${actionNo}`, { headers: { 'X-Authorization': worker } })).json()) as { statusCd: string; result: string };
  expect(got).toMatchObject({ statusCd: 'CONFIRM_REQUESTED', result: '부식 핸드레일 6m 철거 후 아연도금 각관으로 교체' });
  const h = (await (await request.get(`/api/impr/actions/${actionNo}/history`, { headers: { 'X-Authorization': worker } })).json()) as { list: { action: string }[] };
  expect(h.list.map((x) => x.action)).toEqual(['ACCEPT', 'REQUEST_CONFIRM']);

  // back to the list: the scroll position and the page stay within the phone
  await page.getByRole('button', { name: /목록으로/ }).click();
  await expect(page.getByTestId(`impr-card-${actionNo}`).getByTestId('wf-status')).toHaveText('확인요청');
});
