import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, screenshot } from '../helpers';

const out = path.resolve(import.meta.dirname, '../../test-results/print');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const kstYmd = (days: number) => new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** text of a PDF (poppler's pdftotext), spaces collapsed; as in print.spec.ts */
function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
}
const compact = (text: string) => text.replace(/\s+/g, '');

async function apiToken(request: APIRequestContext, userId: string) {
  const r = await request.post('/login/login', { data: { username: userId, password: DEMO_PASSWORD } });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { accessToken: string }).accessToken;
}

/** an action of safety01 for worker01 that worker01 has accepted, fixed (photo after) and sent for confirmation */
async function actionAwaitingConfirmation(request: APIRequestContext, title: string) {
  const safety = await apiToken(request, 'safety01');
  const worker = await apiToken(request, 'worker01');
  // the source is a real check of the plant (a source key must name a record the manager reaches)
  const checks = await request.get('/api/saf/checks/results?plantCd=1000&limit=20', { headers: { 'X-Authorization': safety } });
  const checkNo = ((await checks.json()) as { list: { checkNo: number }[] }).list[0]!.checkNo;
  const c = await request.post('/api/impr/actions', {
    headers: { 'X-Authorization': safety },
    data: {
      sourceTypeCd: 'CHECK', sourceKey: String(checkNo), actionTypeCd: 'REQUEST', title, plantCd: '1000', deptCd: 'D1210', location: '전기실 6.6kV 배전반',
      hazard: '감전', riskBeforeCd: 'H', assigneeUserId: 'worker01', dueYmd: kstYmd(5),
    },
  });
  expect(c.status(), await c.text()).toBe(200);
  const { actionNo } = (await c.json()) as { actionNo: number };
  const h = { 'X-Authorization': worker };
  const acc = await request.post(`/api/impr/actions/${actionNo}/transition`, { headers: h, data: { action: 'ACCEPT', version: 1 } });
  expect(acc.status(), await acc.text()).toBe(200);
  const up = await request.post('/api/common/attachFile/upload', {
    headers: h, multipart: { taskClassNm: 'IMPR_AFTER', attachFileId: String(actionNo), file: { name: '절연매트_설치.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(up.status(), await up.text()).toBe(200);
  const rc = await request.post(`/api/impr/actions/${actionNo}/transition`, {
    headers: h, data: { action: 'REQUEST_CONFIRM', version: 2, comment: '절연매트(22.9kV급) 8장 설치, 점검표 반영' },
  });
  expect(rc.status(), await rc.text()).toBe(200);
  return { actionNo, safety };
}

test('the requester confirms an action in the register: 완료, the history shows every step; overdue rows are highlighted', async ({ page, request }) => {
  const title = `고압 배전반 앞 절연매트 미설치 ${Date.now() % 100000}`;
  const { actionNo, safety } = await actionAwaitingConfirmation(request, title);

  await apiLogin(page, 'safety01');
  // the landing card of the safety manager
  await page.goto('/');
  await expect(page.getByTestId('impr-portlet')).toBeVisible();
  await expect(page.getByTestId('impr-portlet-overdue')).toBeVisible();
  // the overdue count (demo: some actions of the plant are past due) is red
  await expect(page.getByTestId('impr-portlet-overdue')).toHaveCSS('color', 'rgb(207, 19, 34)');
  await screenshot(page, 'impr-portlet-desktop');

  await page.goto('/impr/imprAction');
  const box = page.getByRole('search');
  await box.getByLabel('제목').fill(title);
  await box.getByLabel('제목').press('Enter');
  const row = page.locator('.jk-grid tbody tr.ant-table-row', { hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('wf-status')).toHaveText('확인요청');
  await expect(row).toContainText('박현장');
  await expect(row.locator('td').nth(1)).toHaveText(String(actionNo));
  await row.getByText(title).click();

  const drawer = page.locator('.ant-drawer');
  const head = drawer.getByTestId('wf-head');
  await expect(head.getByTestId('wf-status')).toHaveText('확인요청');
  // the two photo groups and the assignee by name
  await expect(drawer.getByTestId('uploader-IMPR_BEFORE')).toBeVisible();
  await expect(drawer.getByTestId('uploader-IMPR_AFTER').getByTestId('uploaded-file')).toHaveCount(1);
  await expect(drawer.getByTestId('uploader-IMPR_BEFORE')).toContainText('개선 전 사진');
  await expect(drawer.getByTestId('uploader-IMPR_AFTER')).toContainText('개선 후 사진');
  await expect(drawer.getByLabel('담당자')).toHaveValue(/박현장/);
  await expect(drawer.getByTestId('resource-print')).toBeVisible();
  await head.locator('[data-action="CONFIRM"]').click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: /확\s*인/ }).click();
  await expect(head.getByTestId('wf-status')).toHaveText('완료');
  const history = drawer.getByTestId('wf-history');
  await expect(history).toContainText('접수');
  await expect(history).toContainText('확인요청');
  await expect(history).toContainText('확인(완료)');
  await expect(history).toContainText('절연매트(22.9kV급) 8장 설치, 점검표 반영');
  await expect(history.locator('.ant-timeline-item')).toHaveCount(3);
  await history.scrollIntoViewIfNeeded();
  await screenshot(page, 'impr-register-confirmed');
  await drawer.locator('.ant-drawer-close').click();
  await expect(row.getByTestId('wf-status')).toHaveText('완료');

  // overdue: the oldest-due action still in progress is past its date; its row is red with the 기한경과 tag
  const today = kstYmd(0);
  const open = (await (await request.get('/api/impr/actions', {
    headers: { 'X-Authorization': safety }, params: { statusCd: 'IN_PROGRESS', sortField: 'dueYmd', sortOrder: 'asc', limit: 20, page: 1 },
  })).json()) as { list: { actionNo: number; dueYmd: string }[] };
  const late = open.list[0]!;
  expect(late.dueYmd < today, 'the demo has overdue actions').toBe(true);
  await box.getByLabel('제목').fill('');
  await box.getByLabel('상태').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="조치중"]').last().click();
  await box.getByLabel('제목').press('Enter');
  await page.locator('.jk-grid thead th', { hasText: '조치기한' }).click();
  const lateRow = page.locator('.jk-grid tbody tr.ant-table-row').first();
  await expect(lateRow).toContainText(String(late.dueYmd));
  await expect(lateRow).toHaveClass(/jk-row-danger/);
  await expect(lateRow.getByTestId('row-tone')).toHaveText('기한경과');
  expect(await lateRow.locator('td').nth(1).evaluate((td) => getComputedStyle(td).backgroundColor)).toBe('rgb(255, 241, 240)');
  await screenshot(page, 'impr-register-overdue');
});

test('the print view of an action renders to PDF with its 결재란 and the action title', async ({ page, request }) => {
  mkdirSync(out, { recursive: true });
  const title = `밀폐공간 출입 표지판 훼손 ${Date.now() % 100000}`;
  const { actionNo } = await actionAwaitingConfirmation(request, title);
  await apiLogin(page, 'safety01');
  await page.goto(`/print/imprAction/${actionNo}`);
  const doc = page.getByTestId('print-document');
  await expect(doc).toBeVisible();
  await expect(doc.locator('h1')).toHaveText('개선조치 요청서');
  await expect(doc).toContainText(`문서번호: 개선-${actionNo}`);
  const appr = doc.getByTestId('print-approval').first();
  await expect(appr).toContainText('결재');
  await expect(appr.locator('th.pd-appr-role')).toHaveText(['담당', '검토', '승인']);
  await page.setViewportSize({ width: 1440, height: 1100 });
  await screenshot(page, 'impr-print-desktop');

  const file = path.join(out, 'impr-action.pdf');
  writeFileSync(file, await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }));
  const text = pdfText(file);
  for (const s of ['개선조치 요청서', `개선-${actionNo}`, title, '서해화력발전소', '담당 검토 승인', '박현장', '전기실 6.6kV 배전반', '안전점검', '절연매트(22.9kV급) 8장 설치']) {
    expect(text, `PDF text has ${s}`).toContain(s);
  }
  expect(compact(text)).toContain('결재');
  // codes print as their names
  expect(text).not.toContain('worker01');
});
