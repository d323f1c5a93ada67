import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, drawSignature, screenshot } from '../helpers';

// Issue 31 item 4: a walk-in visitor of the power plant registers on /mobile/visitLogin at 375 px with the employee they
// visit, takes the visitor course (the demo's quiz), signs, and gets a day pass whose QR link the guard opens: 출입 가능.
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

test('375 px: a walk-in visitor registers, passes the visitor course, signs and gets a pass the gate accepts', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/mobile/visitLogin');
  await expect(page.getByRole('heading', { name: '발전소 방문자 안전교육' })).toBeVisible();
  await page.getByTestId('visit-walk-in').click();
  const form = page.getByTestId('visit-register');
  await expect(form).toBeVisible();
  // the host is named by name: an unknown name is refused with the server's message
  await form.getByLabel('성명', { exact: true }).fill('한방문');
  await form.getByLabel('휴대전화').fill('010-4321-8765');
  await form.getByLabel('회사(소속)').fill('한국전기안전공사');
  await form.getByLabel('방문 목적').fill('수전설비 정기검사 협의');
  await form.getByLabel('방문할 임직원 성명').fill('김안전전');
  await form.getByRole('button', { name: '등록하고 교육 시작' }).click();
  await expect(page.getByTestId('visit-register-failed')).toContainText('방문할 임직원을 찾을 수 없습니다');
  await form.getByLabel('방문할 임직원 성명').fill('김안전');
  expect(await fits(page), 'the registration fits 375 px').toBe(true);
  await screenshot(page, 'visit-register-375');
  await form.getByRole('button', { name: '등록하고 교육 시작' }).click();

  await expect(page.getByTestId('entrant-info')).toContainText('한방문 · 한국전기안전공사');
  await expect(page.getByTestId('entrant-info')).toContainText('수전설비 정기검사 협의');
  const exam = page.getByTestId('edu-exam');
  await expect(exam).toBeVisible();
  for (const q of await exam.locator('[data-testid^="edu-q-"]').all()) {
    const text = (await q.textContent()) ?? '';
    if (text.includes('비상 경보')) await q.getByRole('radio', { name: /인솔자를 따라/ }).check();
    else await q.getByRole('radio', { name: text.includes('사진') ? 'X' : 'O', exact: true }).check();
  }
  await exam.getByRole('button', { name: '제출' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /확\s*인/ }).click();
  await expect(page.getByTestId('edu-exam-result')).toContainText('합격');
  await page.getByRole('button', { name: '서명으로 이동' }).click();
  await expect(page.getByTestId('entrant-sign')).toBeVisible();
  await drawSignature(page);
  await expect(page.getByTestId('entrant-done')).toContainText('이수 완료');
  const pass = page.getByTestId('visit-pass');
  await expect(pass).toContainText('김안전 · 안전팀');
  await expect(pass.locator('canvas, img, svg').first()).toBeVisible();
  expect(await fits(page), 'the pass fits 375 px').toBe(true);
  await screenshot(page, 'visit-pass-375');

  // the host was told (checked through the API: the step under test is the visitor's)
  const safety = ((await (await request.post('/login/login', { data: { username: 'safety01', password: DEMO_PASSWORD } })).json()) as { accessToken: string }).accessToken;
  const notes = (await (await request.get('/api/notifications', { headers: { 'X-Authorization': safety } })).json()) as { list: { kindCd: string; title: string }[] };
  expect(notes.list.some((n) => n.kindCd === 'VISIT_ARRIVAL' && n.title.includes('한방문'))).toBe(true);

  // the guard opens the QR link: a big green 출입 가능, the name masked
  const link = await page.getByTestId('visit-pass-qr').getAttribute('data-link');
  expect(link).toMatch(/^\/qr\?visitPass=[A-Za-z0-9_-]{32}$/);
  await page.goto(link!);
  await expect(page.getByTestId('visit-pass-state')).toHaveAttribute('data-valid', 'Y');
  await expect(page.getByTestId('visit-pass-state')).toContainText('출입 가능');
  await expect(page.getByTestId('visit-pass-state')).toContainText('한*문');
  await screenshot(page, 'visit-pass-check-375');
  await page.goto('/qr?visitPass=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByTestId('visit-pass-state')).toHaveAttribute('data-valid', 'N');
  await expect(page.getByTestId('visit-pass-state')).toContainText('등록되지 않은 출입증입니다.');
});
