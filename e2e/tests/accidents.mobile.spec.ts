import { expect, test } from '@playwright/test';
import { loginAs, readTokens, screenshot } from '../helpers';

/** issue 15 at 375 px: the anonymous near-miss report from a plant area's QR code, and the flash report */
test('anonymous near-miss report with a photo from the public /qr page (no login) lands in the plant’s list marked anonymous', async ({ page }) => {
  const title = `QR 익명 제보 ${Date.now()}`;
  await page.goto('/qr?nearMiss=1000&area=B-4F');
  await expect(page.getByRole('heading', { name: '아차사고 익명 제보' })).toBeVisible();
  await expect(page.getByText('B-4F')).toBeVisible();
  await page.getByRole('button', { name: '제보하기' }).click();
  await expect(page.getByText('제목과 내용을 입력하세요.')).toBeVisible();
  await page.getByLabel('제목').fill(title);
  await page.getByLabel('내용').fill('보일러동 4층 계단 난간 고정 볼트가 빠져 흔들립니다.');
  // a camera photo (drawn here as a PNG) and a PDF the form refuses
  const png = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 320;
    c.height = 240;
    const g = c.getContext('2d')!;
    g.fillStyle = '#8d99ae';
    g.fillRect(0, 0, 320, 240);
    g.fillStyle = '#ffb703';
    for (let x = 20; x < 320; x += 60) g.fillRect(x, 60, 12, 160);
    g.fillRect(0, 60, 320, 14);
    return c.toDataURL('image/png').split(',')[1]!;
  });
  const input = page.getByTestId('nearmiss-photo-input');
  await input.setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(page.getByText('사진은 jpg, png, gif 파일로 10MB까지 올릴 수 있습니다.')).toBeVisible();
  await input.setInputFiles({ name: '난간.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await expect(page.getByRole('img', { name: '첨부 사진 1' })).toBeVisible();
  await screenshot(page, 'accidents-qr-nearmiss-form');
  await page.getByRole('button', { name: '제보하기' }).click();
  await expect(page.getByTestId('nearmiss-done')).toBeVisible();
  await expect(page.getByText('제보가 접수되었습니다. 감사합니다.')).toBeVisible();
  await expect(page.getByText('사진 1장이 함께 접수되었습니다.')).toBeVisible();
  await screenshot(page, 'accidents-qr-nearmiss-done');
  // the safety manager finds it, anonymous, in the plant's near-miss list
  await loginAs(page, 'safety01');
  const { access: accessToken } = await readTokens(page);
  const res = await page.request.get(`/api/saf/nearmiss?title=${encodeURIComponent(title)}`, { headers: { 'x-authorization': accessToken! } });
  const body = (await res.json()) as { list: { nearMissNo: number; anonymousYn: string; areaCd: string; createUserId: string | null }[] };
  expect(body.list).toEqual([expect.objectContaining({ anonymousYn: 'Y', areaCd: 'B-4F', createUserId: null })]);
  // with its photo, which the safety team sees
  const files = await page.request.get(`/api/common/attachFile/list?taskClassNm=SAF_NEARMISS_PHOTO&attachFileId=${body.list[0]!.nearMissNo}`, { headers: { 'x-authorization': accessToken! } });
  expect((await files.json()) as unknown[]).toEqual([expect.objectContaining({ fileOrgNm: '난간.png', fileExt: 'png', contentType: 'image/png' })]);
});

test('the /qr page still serves the contractor entry pass', async ({ page }) => {
  await page.goto('/qr?entryPass=unknown-token');
  await expect(page.getByText('등록되지 않은 출입증입니다.')).toBeVisible();
});

test('flash report on a phone: when, where, what happened, two victims (a contractor worker and an employee)', async ({ page }) => {
  await loginAs(page, 'safety01');
  await page.goto('/mobile/accidentFlash');
  await expect(page.getByTestId('page-title')).toHaveText('사고 속보');
  const title = `배관 플랜지 증기 누설 화상 ${Date.now()}`;
  await page.getByLabel('어디서').fill('1호기 급수펌프실');
  await page.getByLabel('무슨 일이').first().fill(title);
  await page.getByPlaceholder('무엇을 하다가 어떻게 다쳤는지').fill('밸브 그랜드 패킹 점검 중 증기가 분출되어 손등 화상');
  // victim 1: a contractor worker
  const v1 = page.getByTestId('flash-victim-1');
  await v1.getByText('협력업체', { exact: true }).click();
  await v1.getByLabel('협력업체 선택').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await v1.getByLabel('성명').fill('한정비');
  await v1.getByLabel('연락처').fill('010-2222-3333');
  // victim 2: an employee picked with the user search
  await page.getByRole('button', { name: '재해자 추가' }).click();
  const v2 = page.getByTestId('flash-victim-2');
  await v2.getByTestId('victimUserId2-pick').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').first().fill('박현장');
  await dialog.getByRole('textbox').first().press('Enter');
  await dialog.getByText('박현장').first().dblclick();
  await expect(v2.getByLabel('직원 선택')).toHaveValue(/박현장/);
  await screenshot(page, 'accidents-flash-form');
  await page.getByTestId('flash-submit').click();
  await expect(page.getByTestId('flash-done')).toBeVisible();
  await screenshot(page, 'accidents-flash-done');
  const no = Number((await page.getByText(/사고번호 \d+/).textContent())!.replace(/\D/g, ''));
  const { access: accessToken } = await readTokens(page);
  const a = (await (await page.request.get(`/api/saf/accidents/${no}`, { headers: { 'x-authorization': accessToken! } })).json()) as {
    statusCd: string; title: string; victims: { victimTypeCd: string; victimNm: string | null; victimUserId: string | null }[];
  };
  expect(a).toMatchObject({ statusCd: 'FLASH', title });
  expect(a.victims.map((v) => v.victimTypeCd)).toEqual(['VENDOR', 'EMPLOYEE']);
  expect(a.victims[1]!.victimUserId).toBe('worker01');
});
