import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, screenshot } from '../helpers';

const out = path.resolve(import.meta.dirname, '../../test-results/print');

/** text of a PDF (poppler's pdftotext, installed with Chromium by scripts/ensure-chromium.mjs), spaces collapsed */
function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
}
/** the same text without any white space: the 결재 label of the box is set vertically, one syllable a line */
const compact = (text: string) => text.replace(/\s+/g, '');
const pdfPages = (file: string) => Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);

async function apiToken(request: APIRequestContext, userId: string) {
  const r = await request.post('/login/login', { data: { username: userId, password: DEMO_PASSWORD } });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { accessToken: string }).accessToken;
}

/** a signature as the pad draws it: a PNG data URL of a stroke, made by the browser's canvas */
const drawSignature = (page: Page) => page.evaluate(() => {
  const c = document.createElement('canvas');
  c.width = 240; c.height = 100;
  const g = c.getContext('2d')!;
  g.lineWidth = 5; g.strokeStyle = '#1d39c4'; g.beginPath(); g.moveTo(15, 70);
  for (let i = 1; i <= 10; i += 1) g.lineTo(15 + i * 21, i % 2 ? 20 : 80);
  g.stroke();
  return c.toDataURL('image/png');
});

test('a notice prints on A4 with its real 결재란 (names, signatures, dates), and the PDF says so', async ({ page, request }) => {
  mkdirSync(out, { recursive: true });
  const safety = await apiLogin(page, 'safety01');
  const h = { 'X-Authorization': safety.accessToken };
  const title = `밀폐공간 작업 허가 절차 개정 ${Date.now() % 100000}`;
  const contents = '1. 작업 전 산소·유해가스 농도를 측정한다.\n2. 감시인을 배치하고 출입자 명단을 관리한다.\n3. 송기마스크를 착용한다.';
  const c = await page.request.post('/api/manage/notice', {
    headers: h, data: { plantCd: '1000', noticeTypeCd: 'NT02', importantYn: 'Y', noticeTitle: title, postStartYmd: '2026-12-01', postEndYmd: '2026-12-31', useYn: 'Y', noticeContents: contents },
  });
  expect(c.status(), await c.text()).toBe(200);
  const noticeNo = ((await c.json()) as { noticeNo: number }).noticeNo;
  const signature = await drawSignature(page);
  // the safety officer drafts with a signature, the safety team leader (e0009) approves with one
  const r = await page.request.post('/api/manage/apprrequest', {
    headers: h, data: { apprTypeCd: 'NOTICE', recordKey: String(noticeNo), line: [{ slotKind: 'APPROVE', approverUserId: 'e0009' }], signature },
  });
  expect(r.status(), await r.text()).toBe(200);
  const leader = await apiToken(request, 'e0009');
  const ok = await request.patch(`/api/manage/appr/${((await r.json()) as { apprRequestNo: number }).apprRequestNo}`, {
    headers: { 'X-Authorization': leader }, data: { stepNo: 2, decisionCd: 'APPROVE', signature },
  });
  expect(ok.status(), await ok.text()).toBe(200);
  const line = (await (await page.request.get(`/api/manage/apprparam/line?apprTypeCd=NOTICE&recordKey=${noticeNo}`, { headers: h })).json()) as {
    request: { steps: { approverNm: string; decidedDt: string }[] };
  };
  const [drafter, approver] = line.request.steps;
  expect(approver?.approverNm).toBeTruthy();

  // the detail drawer's 인쇄 opens the print view in a new tab
  await page.goto('/manage/noticeManage');
  await page.getByText(title).first().click();
  const drawer = page.locator('.ant-drawer');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), drawer.getByTestId('resource-print').click()]);
  await expect(tab).toHaveURL(new RegExp(`/print/notice/${noticeNo}$`));
  const doc = tab.getByTestId('print-document');
  await expect(doc).toBeVisible();
  await expect(doc.locator('h1')).toHaveText('공지사항');
  await expect(doc).toContainText(`문서번호: 공지-${noticeNo}`);
  const appr = doc.getByTestId('print-approval').first();
  await expect(appr).toContainText('결재');
  await expect(appr).toContainText(approver!.approverNm);
  await expect(appr.locator('img')).toHaveCount(2);
  // the signature images have loaded (a broken image has no natural width)
  expect(await appr.locator('img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0))).toBe(true);
  await tab.setViewportSize({ width: 1440, height: 1100 });
  await screenshot(tab, 'print-notice-desktop');

  // the PDF Chromium prints: A4, one page, and its text carries the form and the 결재란
  const file = path.join(out, 'notice.pdf');
  writeFileSync(file, await tab.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }));
  expect(pdfPages(file)).toBe(1);
  const text = pdfText(file);
  for (const s of ['공지사항', `공지-${noticeNo}`, '사업장', title, '게시시작일', '2026. 12. 01.', '2026. 12. 31.', '산소·유해가스', '결재 완료', approver!.approverNm, drafter!.approverNm]) {
    expect(text, `PDF text has ${s}`).toContain(s);
  }
  expect(compact(text)).toContain('결재');
  // the approver's box carries the decision day (plant time, 2026.mm.dd)
  expect(text).toMatch(/\d{4}\.\d{2}\.\d{2}/);
  // the code value is printed as its name, not its code
  expect(text).not.toContain('NT02');

  // on a phone the sheet keeps its A4 width (scrolls sideways)
  await tab.setViewportSize({ width: 375, height: 812 });
  await screenshot(tab, 'print-notice-phone');
});

test('a notice without an approval prints the blank boxes 담당 · 검토 · 승인; another plant cannot print it', async ({ page, browser }) => {
  mkdirSync(out, { recursive: true });
  const safety = await apiLogin(page, 'safety01');
  const c = await page.request.post('/api/manage/notice', {
    headers: { 'X-Authorization': safety.accessToken },
    data: { plantCd: '1000', noticeTypeCd: 'NT01', importantYn: 'N', noticeTitle: '동절기 한랭질환 예방 안내', postStartYmd: '2026-12-01', postEndYmd: '2027-02-28', useYn: 'Y' },
  });
  expect(c.status(), await c.text()).toBe(200);
  const noticeNo = ((await c.json()) as { noticeNo: number }).noticeNo;
  await page.goto(`/print/notice/${noticeNo}`);
  const appr = page.getByTestId('print-approval');
  await expect(appr).toBeVisible();
  await expect(appr.locator('th.pd-appr-role')).toHaveText(['담당', '검토', '승인']);
  const file = path.join(out, 'notice-blank.pdf');
  writeFileSync(file, await page.pdf({ format: 'A4' }));
  const text = pdfText(file);
  for (const s of ['공지사항', '동절기 한랭질환 예방 안내', '담당 검토 승인']) expect(text, `PDF text has ${s}`).toContain(s);
  expect(compact(text)).toContain('결재');
  // no line yet: no status, no names in the boxes
  expect(text).not.toContain('결재 완료');

  // the document in another language when asked (the interface stays Korean)
  await page.goto(`/print/notice/${noticeNo}?lang=en`);
  await expect(page.getByTestId('print-document').locator('h1')).toHaveText('Notice');
  await expect(page.getByTestId('print-approval').locator('th.pd-appr-role')).toHaveText(['Drafted', 'Reviewed', 'Approved']);
  await expect(page.getByTestId('print-document')).toContainText('Post from');
  await expect(page.getByTestId('print-button')).toHaveText('인쇄');
  await screenshot(page, 'print-notice-blank-en');

  // the record loads through the resource's authorised GET: the gas plant's user gets no document
  const ctx = await browser.newContext();
  const other = await ctx.newPage();
  try {
    await apiLogin(other, 'gas01');
    await other.goto(`/print/notice/${noticeNo}`);
    await expect(other.getByTestId('print-error')).toBeVisible();
    await expect(other.getByTestId('print-document')).toHaveCount(0);
    await expect(other.locator('body')).not.toContainText('동절기 한랭질환');
  } finally {
    await ctx.close();
  }
});
