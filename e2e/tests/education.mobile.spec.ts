import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, recordLesson, screenshot } from '../helpers';

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
/** YYYY-MM-DD in Korea today */
const kstToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

async function apiToken(request: APIRequestContext, userId: string) {
  const r = await request.post('/login/login', { data: { username: userId, password: DEMO_PASSWORD } });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { accessToken: string }).accessToken;
}

// The lesson's length (course videoSec) and start (the video handed out) are the server's, so the walk plays the 8 s
// lesson in real time; QR attendance counts only inside the session's window, so the session spans the present (issue 25).
test('375 px: a worker opens the session QR link and checks in and out, watches a lesson (seeking ahead reverted), passes the exam; the ledger shows the hours', async ({ page, request }) => {
  test.setTimeout(180_000);
  const safety = await apiToken(request, 'safety01');
  const h = { 'X-Authorization': safety };
  const tag = Date.now() % 100000;
  const post = async <T>(url: string, data: object): Promise<T> => {
    const r = await request.post(url, { headers: h, data });
    expect(r.status(), await r.text()).toBe(200);
    return (await r.json()) as T;
  };
  const half = Number(kstToday().slice(5, 7)) <= 6 ? 'H1' : 'H2';
  const year = Number(kstToday().slice(0, 4));
  const worker = await apiToken(request, 'worker01');
  const ledgerOf = async () => {
    const r = await request.get(`/api/saf/edu/ledger?plantCd=1000&year=${year}&half=${half}`, { headers: { 'X-Authorization': worker } });
    const l = (await r.json()) as { list: { userId: string; categoryCd: string; completedHours: number; requiredHours: number }[] };
    return l.list.find((x) => x.userId === 'worker01' && x.categoryCd === 'REGULAR')!;
  };
  const before = await ledgerOf();

  // the safety manager: a classroom session today, and a video lesson with an O/X exam
  const classroom = await post<{ courseNo: number }>('/api/saf/edu/courses', {
    plantCd: '1000', courseTypeCd: 'LEGAL', categoryCd: 'REGULAR', deliveryCd: 'CLASSROOM', hours: 2, courseNm: `하반기 정기교육 보충 ${tag}`, instructorNm: '김안전',
  });
  // QR attendance counts only inside the session's time (issue 25): a session around the present minute
  const hm = (ms: number) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Seoul', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(ms));
  const startHm = hm(Date.now() - 10 * 60_000) > hm(Date.now()) ? '00:00' : hm(Date.now() - 10 * 60_000);
  const endHm = hm(Date.now() + 60 * 60_000) < hm(Date.now()) ? '23:59' : hm(Date.now() + 60 * 60_000);
  const session = await post<{ sessionNo: number }>('/api/saf/edu/sessions', {
    plantCd: '1000', deptCd: 'D1210', courseNo: classroom.courseNo, eduYmd: kstToday(), startHm, endHm, hours: 2, place: '본관 3층 대회의실', instructorNm: '김안전', capacity: 50,
  });
  const { token } = await post<{ token: string }>(`/api/saf/edu/sessions/${session.sessionNo}/qr`, {});
  const videoNm = `전기작업 안전 동영상 ${tag}`;
  const video = await post<{ courseNo: number }>('/api/saf/edu/courses', {
    plantCd: '1000', courseTypeCd: 'LEGAL', categoryCd: 'REGULAR', deliveryCd: 'VIDEO', hours: 1, videoSec: 8, courseNm: videoNm, instructorNm: '전기팀',
    examYn: 'Y', questionCnt: 2, passScore: 100, maxAttempts: 3, timeLimitMin: 10,
  });
  await post('/api/saf/edu/questions', { plantCd: '1000', courseNo: video.courseNo, typeCd: 'OX', questionText: '정전작업 전에는 검전기로 무전압을 확인한다.', answer: 'O' });
  await post('/api/saf/edu/questions', { plantCd: '1000', courseNo: video.courseNo, typeCd: 'OX', questionText: '활선 근접작업은 혼자 해도 된다.', answer: 'X' });
  await page.goto('/login');
  const webm = await recordLesson(page);
  const up = await request.post('/api/common/attachFile/upload', {
    headers: h, multipart: { taskClassNm: 'EDU_MATERIAL', attachFileId: String(video.courseNo), file: { name: '전기작업_안전.webm', mimeType: 'video/webm', buffer: webm } },
  });
  expect(up.status(), await up.text()).toBe(200);

  // the worker's phone opens the QR's link: 입실, then 퇴실 credits the session's hours
  await apiLogin(page, 'worker01');
  await page.goto(`/education/eduMy?attend=${encodeURIComponent(token)}`);
  const card = page.getByTestId('edu-attend');
  await expect(card).toContainText(`하반기 정기교육 보충 ${tag}`);
  await expect(card).toContainText('본관 3층 대회의실');
  expect(await fits(page), 'the attendance card fits 375 px').toBe(true);
  await screenshot(page, 'edu-mobile-attend');
  await card.getByRole('button', { name: '입실' }).click();
  await expect(card).toContainText('입실');
  await card.getByRole('button', { name: '퇴실' }).click();
  await expect(card).toContainText('2시간 인정되었습니다.');
  await screenshot(page, 'edu-mobile-attended');

  // the lesson: playing, then a jump ahead is put back to the furthest point watched
  await page.getByTestId(`edu-course-${video.courseNo}`).getByRole('button', { name: /동영상 보기/ }).click();
  // the server starts the lesson's clock when it hands out the video, i.e. not before this click
  const opened = Date.now();
  await expect(page.getByTestId('edu-video')).toContainText(videoNm);
  const v = page.locator('[data-testid="edu-video"] video');
  await expect.poll(() => v.evaluate((e: HTMLVideoElement) => e.readyState)).toBeGreaterThanOrEqual(1);
  await v.evaluate((e: HTMLVideoElement) => { e.muted = true; return e.play(); });
  await expect.poll(() => v.evaluate((e: HTMLVideoElement) => e.currentTime), { timeout: 15_000 }).toBeGreaterThan(2);
  // paused for the check, so that a slow machine's playback cannot carry the position past the mark meanwhile
  await v.evaluate((e: HTMLVideoElement) => { e.pause(); e.currentTime = 7.5; });
  await expect(page.getByText('시청하지 않은 구간으로 이동할 수 없습니다.')).toBeVisible();
  await expect.poll(() => v.evaluate((e: HTMLVideoElement) => e.currentTime)).toBeLessThan(6);
  await expect(page.getByTestId('edu-video-done')).toHaveCount(0);
  expect(await fits(page), 'the lesson fits 375 px').toBe(true);
  await screenshot(page, 'edu-mobile-video-seek-reverted');
  await v.evaluate((e: HTMLVideoElement) => e.play());
  await expect(page.getByTestId('edu-video-done')).toBeVisible({ timeout: 30_000 });
  // complete no sooner than the lesson plays: 95 % of its 8 s
  expect(Date.now() - opened).toBeGreaterThanOrEqual(0.95 * 8_000);
  await expect(page.getByTestId('edu-video-progress')).toContainText(/시청 (9[5-9]|100)%/);
  await screenshot(page, 'edu-mobile-video-done');

  // the exam: drawn on the server without answers, scored on the server
  await page.getByRole('button', { name: /목록으로/ }).click();
  await page.getByTestId(`edu-course-${video.courseNo}`).getByRole('button', { name: /시험 보기/ }).click();
  const exam = page.getByTestId('edu-exam');
  await expect(exam).toBeVisible();
  for (const q of await exam.locator('[data-testid^="edu-q-"]').all()) {
    const right = (await q.textContent())?.includes('검전기') ? 'O' : 'X';
    await q.getByRole('radio', { name: right }).check();
  }
  expect(await fits(page), 'the exam fits 375 px').toBe(true);
  await screenshot(page, 'edu-mobile-exam');
  await exam.getByRole('button', { name: '제출' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /확\s*인/ }).click();
  await expect(page.getByTestId('edu-exam-result')).toContainText('100점 — 합격');
  await screenshot(page, 'edu-mobile-exam-passed');

  // desktop: the department's ledger shows the hours (2 h attended + 1 h online more than before)
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/education/eduLedger');
  const after = await ledgerOf();
  expect(after.completedHours).toBe(before.completedHours + 3);
  const grid = page.getByTestId('edu-ledger');
  const row = grid.locator('tr', { hasText: '박현장' }).filter({ hasText: '정기교육' });
  await expect(row).toContainText(String(after.completedHours));
  await expect(row).toContainText(String(after.requiredHours));
  await expect(grid.getByTestId('edu-ledger-summary')).toContainText('부족');
  await screenshot(page, 'edu-desktop-ledger');
});
