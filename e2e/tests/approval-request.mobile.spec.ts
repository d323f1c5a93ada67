import { expect as baseExpect, test, type Page } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

// Issue 34 item 1 on a phone: a record's drawer opened at 375 px offers its 결재 the phone way — 결재요청 and the line
// dialog across the screen with 44 px targets, the approver picked by clicks, the strip then 결재중. The flash report is
// made on the phone page; its 등록 (the step before, walked by clicks in accident-flow.spec) is prepared through the API.

const expect = baseExpect.configure({ timeout: 30_000 });
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

test('375 px: the safety manager requests an accident\'s 결재 from its drawer, picking the approver in the phone line dialog', async ({ page }) => {
  test.setTimeout(150_000);
  const title = `보일러 배수밸브 열수 비산 ${Date.now() % 100000}`;
  const tok = await apiLogin(page, 'safety01');
  await page.goto('/mobile/accidentFlash');
  await page.getByLabel('어디서').fill('2호기 보일러 하부');
  await page.getByLabel('무슨 일이').first().fill(title);
  await page.getByPlaceholder('무엇을 하다가 어떻게 다쳤는지').fill('배수밸브 개방 중 열수가 튀어 정강이 화상');
  await page.getByTestId('flash-submit').click();
  await expect(page.getByTestId('flash-done')).toBeVisible();
  const accidentNo = Number((await page.getByText(/사고번호 \d+/).textContent())!.replace(/\D/g, ''));

  // prepared: 재해발생형태 and 개요 saved, 등록 taken (the accident now waits for its 결재)
  const headers = { 'X-Authorization': tok.accessToken };
  const got = await page.request.get(`/api/saf/accidents/${accidentNo}`, { headers });
  expect(got.status()).toBe(200);
  const rec = (await got.json()) as Record<string, unknown>;
  const put = await page.request.put(`/api/saf/accidents/${accidentNo}`, { headers, data: { ...rec, accidentTypeCd: 'TEMP', summary: '배수밸브 개방 중 열수 비산, 오른쪽 정강이 1도 화상' } });
  expect(put.status(), await put.text()).toBe(200);
  const reg = await page.request.post(`/api/saf/accidents/${accidentNo}/transition`, { headers, data: { action: 'REGISTER', version: ((await put.json()) as { version: number }).version } });
  expect(reg.status(), await reg.text()).toBe(200);

  await page.goto(`/saf/accident?key=${accidentNo}`);
  const drawer = page.locator('.ant-drawer', { has: page.locator('.ant-drawer-title', { hasText: '사고관리' }) });
  await expect(drawer.getByTestId('wf-head').getByTestId('wf-status')).toHaveText('등록');
  const strip = drawer.getByTestId('appr-strip');
  await expect(strip).toContainText('미요청');
  const request = strip.getByTestId('appr-request');
  expect((await request.boundingBox())!.height, 'a finger-sized 결재요청').toBeGreaterThanOrEqual(44);
  await request.click();

  const dialog = page.getByRole('dialog').filter({ hasText: '결재선' });
  await expect(dialog).toBeVisible();
  // no template for the type: the requester adds a 결재 step and picks the person
  await dialog.locator('.ant-select').last().click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="결재"]').last().click();
  const approver = dialog.getByTestId('line-row-0').getByRole('combobox');
  await approver.fill('e0009');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title*="(e0009)"]').last().click();
  const box = (await dialog.locator('.ant-modal-container, .ant-modal-content').first().boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'the line dialog is no wider than the phone').toBeLessThanOrEqual(376);
  const send = dialog.getByRole('button', { name: '결재요청' });
  expect((await send.boundingBox())!.height, 'a finger-sized 결재요청 in the dialog').toBeGreaterThanOrEqual(44);
  expect(await fits(page), 'the line dialog fits 375 px').toBe(true);
  await screenshot(page, 'appr-request-mobile-line');
  const requested = page.waitForResponse((r) => r.url().endsWith('/api/manage/apprrequest') && r.request().method() === 'POST');
  await send.click();
  expect((await requested).status()).toBe(200);
  await expect(page.getByText('결재를 요청했습니다.')).toBeVisible();
  await expect(strip).toContainText('결재중');
  await expect(strip.getByTestId('appr-request')).toHaveCount(0);
  await expect(strip.getByRole('button', { name: '결재현황' })).toBeVisible();
  await strip.scrollIntoViewIfNeeded();
  await screenshot(page, 'appr-request-mobile-requested');
});
