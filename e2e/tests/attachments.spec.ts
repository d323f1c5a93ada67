import { expect, test, type Page } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, loginAs, screenshot } from '../helpers';

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
  // durable states, not the 3-second toasts: the cards of the stored files, and a save button that turns off once the
  // list read back from the server holds the typed caption (a slow machine may miss a toast)
  const cards = uploader.getByTestId('uploaded-file');
  await expect(cards).toHaveCount(2);

  for (const [name, caption] of [['현장사진1.png', '보일러실 출입구 균열'], ['현장사진2.png', '안전난간 미설치 구간']] as const) {
    await uploader.getByLabel(`사진 설명 ${name}`).fill(caption);
    const save = uploader.getByRole('button', { name: `설명 저장 ${name}` });
    await expect(save).toBeEnabled();
    await save.click();
    await expect(save).toBeDisabled();
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

/** the files another user sees in a group, through the API with their own session */
async function filesSeenBy(page: Page, userId: string, taskClassNm: string, attachFileId: string) {
  const login = await page.request.post('/login/login', { data: { username: userId, password: DEMO_PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await page.request.get(`/api/common/attachFile/list?taskClassNm=${taskClassNm}&attachFileId=${attachFileId}`, { headers: { 'x-authorization': accessToken } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { fileOrgNm: string; tempYn: string }[];
}

async function fillNotice(page: Page, title: string) {
  const drawer = page.locator('.ant-drawer');
  // a select is picked until it shows the choice (the drawer may still be settling on the first click)
  for (const [label, option] of [['사업장', '서해화력발전소'], ['공지구분', '안전']] as const) {
    const select = drawer.locator('.ant-select', { has: page.getByLabel(label) });
    await expect(async () => {
      await drawer.getByLabel(label).click();
      await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).last().click({ timeout: 3000 });
      await expect(select).toContainText(option, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
  }
  await drawer.getByLabel('제목').fill(title);
  await drawer.getByLabel('게시시작일').fill('2026-11-01');
  await drawer.getByLabel('게시시작일').press('Enter');
  await drawer.getByLabel('게시종료일').fill('2026-11-30');
  await drawer.getByLabel('게시종료일').press('Enter');
  return drawer;
}

async function noticeNoOf(page: Page, title: string): Promise<string> {
  const res = await page.request.get(`/api/manage/notice?page=1&limit=20&noticeTitle=${encodeURIComponent(title)}`, {
    headers: { 'x-authorization': (await page.evaluate(() => localStorage.getItem('jikim.accessToken')))! },
  });
  const body = (await res.json()) as { list: { noticeNo: number }[] };
  expect(body.list).toHaveLength(1);
  return String(body.list[0]!.noticeNo);
}

test('notice: a file added after the first save is kept when the form is closed without saving again', async ({ page }) => {
  await apiLogin(page);
  await page.goto('/manage/noticeManage');
  await page.locator('.jk-grid').getByRole('button', { name: /^(plus )?추가$/ }).click();
  const title = `첨부 유지 확인 ${Date.now()}`;
  const drawer = await fillNotice(page, title);
  await drawer.getByRole('button', { name: '저장' }).click();
  await expect(drawer.getByTestId('attach-after-save')).toHaveCount(0);
  await drawer.getByTestId('uploader-NOTICE').locator('input[type=file]').setInputFiles({ name: '작업계획서.png', mimeType: 'image/png', buffer: PNG });
  await expect(drawer.getByTestId('uploaded-file')).toHaveCount(1);
  // kept at once: no "not saved yet" mark on the file of a saved notice
  await expect(drawer.getByTestId('uploaded-file')).not.toContainText('저장 전');
  await screenshot(page, 'attachments-notice-after-upload');
  // closed without a second save
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-drawer-open')).toHaveCount(0);

  const no = await noticeNoOf(page, title);
  // another user of the plant sees the file
  expect((await filesSeenBy(page, 'safety01', 'NOTICE', no)).map((f) => [f.fileOrgNm, f.tempYn])).toEqual([['작업계획서.png', 'N']]);
  // and so does a fresh page
  await page.reload();
  await page.locator('.jk-grid').getByText(title).first().click();
  await expect(page.locator('.ant-drawer').getByTestId('uploaded-file')).toContainText('작업계획서.png');
});

test('notice: files picked before the first save are registered with it', async ({ page }) => {
  await apiLogin(page);
  await page.goto('/manage/noticeManage');
  await page.locator('.jk-grid').getByRole('button', { name: /^(plus )?추가$/ }).click();
  const title = `저장 전 첨부 ${Date.now()}`;
  const drawer = await fillNotice(page, title);
  await expect(drawer.getByTestId('attach-after-save')).toHaveText('첨부한 파일은 저장할 때 함께 등록됩니다.');
  await drawer.getByTestId('uploader-NOTICE').locator('input[type=file]').setInputFiles({ name: '사전첨부.png', mimeType: 'image/png', buffer: PNG });
  await expect(drawer.getByTestId('uploaded-file')).toContainText('저장 전');
  await screenshot(page, 'attachments-notice-before-save');
  await drawer.getByRole('button', { name: '저장' }).click();
  await expect(drawer.getByTestId('attach-after-save')).toHaveCount(0);
  await expect(drawer.getByTestId('uploaded-file')).toContainText('사전첨부.png');
  await expect(drawer.getByTestId('uploaded-file')).not.toContainText('저장 전');
  await page.keyboard.press('Escape');
  const no = await noticeNoOf(page, title);
  expect((await filesSeenBy(page, 'safety01', 'NOTICE', no)).map((f) => [f.fileOrgNm, f.tempYn])).toEqual([['사전첨부.png', 'N']]);
});

test('vendor documents: an upload is seen by another user without any save step', async ({ page }) => {
  await loginAs(page, 'safety01');
  await page.goto('/manage/vendorDocBox');
  await page.getByRole('cell', { name: '한국환경산업(주)' }).click();
  const uploader = page.getByTestId('uploader-VENDOR_DOC');
  await uploader.locator('input[type=file]').setInputFiles({ name: '사업자등록증.png', mimeType: 'image/png', buffer: PNG });
  await expect(uploader.getByRole('button', { name: '다운로드 사업자등록증.png' })).toBeVisible();
  const seen = await filesSeenBy(page, 'admin', 'VENDOR_DOC', 'V0002');
  expect(seen.filter((f) => f.fileOrgNm === '사업자등록증.png').map((f) => f.tempYn)).toEqual(['N']);
});

test('notice: closing a new notice with unsaved files asks, and on yes the files go', async ({ page }) => {
  await apiLogin(page);
  await page.goto('/manage/noticeManage');
  await page.locator('.jk-grid').getByRole('button', { name: /^(plus )?추가$/ }).click();
  const drawer = page.locator('.ant-drawer');
  await drawer.getByTestId('uploader-NOTICE').locator('input[type=file]').setInputFiles({ name: '버릴파일.png', mimeType: 'image/png', buffer: PNG });
  await expect(drawer.getByTestId('uploaded-file')).toContainText('저장 전');
  const ask = page.locator('.ant-modal-confirm').filter({ hasText: '저장하지 않은 첨부파일은 삭제됩니다. 닫으시겠습니까?' });
  await drawer.locator('.ant-drawer-close').click();
  await expect(ask).toBeVisible();
  await screenshot(page, 'attachments-notice-discard-ask');
  await ask.getByRole('button', { name: '취소' }).click();
  // the first question must be gone (its fade-out ends) before the drawer is closed again, or the click lands on it
  await expect(ask).toHaveCount(0);
  await expect(drawer.getByTestId('uploaded-file')).toContainText('버릴파일.png');
  await drawer.locator('.ant-drawer-close').click();
  await expect(ask).toBeVisible();
  const removed = page.waitForResponse((r) => r.url().includes('/api/common/attachFile/deleteAll'));
  await ask.getByRole('button', { name: '확인' }).click();
  expect(await (await removed).json()).toEqual({ count: 1 });
  await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
});
