import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, drawSignature, recordLesson, screenshot } from '../helpers';

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
/** the demo's entrant (entrant.demo.ts): named on a permit issued for today at 서해화력발전소 */
const ENTRANT = { name: '홍길동', phone: '010-1234-5678' };

// The site course's lesson lasts as long as the server says (course videoSec, else its hours) from when the server hands
// out the video (issue 25): the safety team uploads an 8 s lesson and records its length, and the walk plays it in real time.
// The login asks for the entrant code printed on the permit.
test('375 px: an entrant logs in on /mobile/entrantLogin, watches the lesson (seeking ahead reverted), passes the quiz, signs and sees 이수 완료', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = ((await (await request.post('/login/login', { data: { username: 'admin', password: DEMO_PASSWORD } })).json()) as { accessToken: string }).accessToken;
  const safety = ((await (await request.post('/login/login', { data: { username: 'safety01', password: DEMO_PASSWORD } })).json()) as { accessToken: string }).accessToken;
  // the demo permit naming the entrant (its number is what the worker is told at the gate)
  let permitNo = 0;
  for (let n = 1; n <= 60 && !permitNo; n += 1) {
    const r = await request.get(`/api/saf/wkod/permits/${n}/education`, { headers: { 'X-Authorization': admin } });
    if (r.status() === 200 && ((await r.json()) as { list: { workerNm: string }[] }).list.some((w) => w.workerNm === ENTRANT.name)) permitNo = n;
  }
  expect(permitNo, 'the demo permit of 홍길동').toBeGreaterThan(0);
  // the entrant code printed on the permit (the number is sequential, so the code is the factor the worker is handed)
  const detail = await request.get(`/api/saf/wkod/permits/${permitNo}`, { headers: { 'X-Authorization': admin } });
  const entrantCd = ((await detail.json()) as { entrantCd: string }).entrantCd;
  expect(entrantCd).toMatch(/^\d{8}$/);

  // the public page: no shell, the plant select holds only power plants; a wrong phone is refused without detail
  await page.goto('/mobile/entrantLogin');
  await expect(page.getByRole('heading', { name: '발전소 작업자 안전교육' })).toBeVisible();
  await expect(page.locator('.jk-shell, header.ant-layout-header')).toHaveCount(0);
  await page.getByLabel('사업장').click();
  await expect(page.locator('.ant-select-item-option')).toHaveText(['서해화력발전소']);
  await page.keyboard.press('Escape');
  await page.getByLabel('성명').fill(ENTRANT.name);
  await page.getByLabel('휴대전화').fill('010-1234-0000');
  await page.getByLabel('작업허가번호').fill(String(permitNo));
  await page.getByLabel('출입 코드').fill(entrantCd);
  await page.getByRole('button', { name: '교육 시작' }).click();
  await expect(page.getByTestId('entrant-login-failed')).toContainText('오늘 출입할 수 없습니다');
  expect(await fits(page), 'the login fits 375 px').toBe(true);
  await screenshot(page, 'entrant-mobile-login');

  // the course gets its lesson video (the safety team uploads it; the entrant session streams it through its grant)
  const webm = await recordLesson(page);
  const state = await request.post('/api/auth/vendoruserlogin', { data: { plantCd: '1000', plantType: 'E', userName: ENTRANT.name, userHp: ENTRANT.phone, wkodNo: String(permitNo), entrantCd } });
  expect(state.status(), await state.text()).toBe(200);
  const probe = await request.get('/api/saf/wkod/entrant', { headers: { 'X-Authorization': ((await state.json()) as { accessToken: string }).accessToken } });
  const courseNo = ((await probe.json()) as { course: { courseNo: number } }).course.courseNo;
  const up = await request.post('/api/common/attachFile/upload', {
    headers: { 'X-Authorization': safety },
    multipart: { taskClassNm: 'EDU_MATERIAL', attachFileId: String(courseNo), file: { name: '출입자_안전교육.webm', mimeType: 'video/webm', buffer: webm } },
  });
  expect(up.status(), await up.text()).toBe(200);
  // with the video, its length (동영상 길이(초)): the demo course's 1 hour would otherwise be the lesson's length
  const courseUrl = `/api/saf/edu/courses/${courseNo}`;
  const courseRow = (await (await request.get(courseUrl, { headers: { 'X-Authorization': safety } })).json()) as Record<string, unknown>;
  expect(courseRow.courseNm).toBe('발전소 출입자 안전교육');
  const put = await request.put(courseUrl, { headers: { 'X-Authorization': safety }, data: { ...courseRow, videoSec: 8 } });
  expect(put.status(), await put.text()).toBe(200);
  await page.reload();

  await page.getByLabel('성명').fill(ENTRANT.name);
  await page.getByLabel('휴대전화').fill(ENTRANT.phone);
  await page.getByLabel('작업허가번호').fill(String(permitNo));
  await page.getByLabel('출입 코드').fill(entrantCd);
  await page.getByRole('button', { name: '교육 시작' }).click();
  // the server starts the lesson's clock when it hands out the video, i.e. not before this click
  const opened = Date.now();
  await expect(page.getByTestId('entrant-info')).toContainText(`작업허가 ${permitNo}`);
  await expect(page.getByTestId('entrant-info')).toContainText('보일러동 보온재 교체');

  // the lesson: a jump ahead is put back to the furthest point watched
  const v = page.locator('[data-testid="edu-video"] video');
  await expect.poll(() => v.evaluate((e: HTMLVideoElement) => e.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  await v.evaluate((e: HTMLVideoElement) => { e.muted = true; return e.play(); });
  await expect.poll(() => v.evaluate((e: HTMLVideoElement) => e.currentTime), { timeout: 15_000 }).toBeGreaterThan(2);
  // paused for the check, so that a slow machine's playback cannot carry the position past the mark meanwhile
  await v.evaluate((e: HTMLVideoElement) => { e.pause(); e.currentTime = 7.5; });
  await expect(page.getByText('시청하지 않은 구간으로 이동할 수 없습니다.')).toBeVisible();
  await expect.poll(() => v.evaluate((e: HTMLVideoElement) => e.currentTime)).toBeLessThan(6);
  await expect(page.getByTestId('edu-video-done')).toHaveCount(0);
  expect(await fits(page), 'the lesson fits 375 px').toBe(true);
  await screenshot(page, 'entrant-mobile-video-seek-reverted');
  await v.evaluate((e: HTMLVideoElement) => e.play());
  await expect(page.getByTestId('edu-video-done')).toBeVisible({ timeout: 30_000 });
  // complete no sooner than the lesson plays: 95 % of its 8 s
  expect(Date.now() - opened).toBeGreaterThanOrEqual(0.95 * 8_000);
  await page.getByRole('button', { name: '평가로 이동' }).click();

  // the quiz: drawn and scored on the server
  const exam = page.getByTestId('edu-exam');
  await expect(exam).toBeVisible();
  for (const q of await exam.locator('[data-testid^="edu-q-"]').all()) {
    const text = (await q.textContent()) ?? '';
    if (text.includes('비상 경보')) await q.getByRole('radio', { name: /지정된 대피장소/ }).check();
    else await q.getByRole('radio', { name: text.includes('안전모') ? 'O' : 'X', exact: true }).check();
  }
  expect(await fits(page), 'the quiz fits 375 px').toBe(true);
  await screenshot(page, 'entrant-mobile-quiz');
  await exam.getByRole('button', { name: '제출' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /확\s*인/ }).click();
  await expect(page.getByTestId('edu-exam-result')).toContainText('100점 — 합격');
  await page.getByRole('button', { name: '서명으로 이동' }).click();

  // the signature records the completion on the roster worker
  await expect(page.getByTestId('entrant-sign')).toBeVisible();
  await screenshot(page, 'entrant-mobile-sign');
  await drawSignature(page);
  await expect(page.getByTestId('entrant-done')).toContainText('이수 완료');
  await expect(page.getByTestId('entrant-done')).toContainText(`${ENTRANT.name}님`);
  expect(await fits(page), 'the completion fits 375 px').toBe(true);
  await screenshot(page, 'entrant-mobile-done');

  // the permit's list shows the site education as valid
  const list = (await (await request.get(`/api/saf/wkod/permits/${permitNo}/education`, { headers: { 'X-Authorization': admin } })).json()) as { list: { workerNm: string; validYn: string; siteEduYmd: string | null }[] };
  expect(list.list.find((w) => w.workerNm === ENTRANT.name)).toMatchObject({ validYn: 'Y' });

  // the gas plant's page lists only gas plants; desktop width renders the same page centred
  await page.goto('/mobile/gworkSafetyEdu');
  await expect(page.getByRole('heading', { name: '가스기지 작업자 안전교육' })).toBeVisible();
  await page.getByLabel('사업장').click();
  await expect(page.locator('.ant-select-item-option')).toHaveText(['남해LNG기지']);
  await page.keyboard.press('Escape');
  await screenshot(page, 'entrant-mobile-gas-login');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/mobile/visitLogin');
  await expect(page.getByRole('heading', { name: '발전소 방문자 안전교육' })).toBeVisible();
  await expect(page.getByLabel('출입신청번호')).toBeVisible();
  await screenshot(page, 'entrant-desktop-visit-login');
  // a foreign worker switches the language on the page itself
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Power plant visitor safety training' })).toBeVisible();
  await expect(page.getByLabel('Entry request no.')).toBeVisible();
  await screenshot(page, 'entrant-desktop-visit-login-en');
  await page.getByRole('button', { name: '한국어' }).click();
  await expect(page.getByRole('heading', { name: '발전소 방문자 안전교육' })).toBeVisible();
});
