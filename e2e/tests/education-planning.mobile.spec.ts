import { expect, test, type Page } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

test('375 px: my exam results on 내 교육, the external-course register and a plan’s plan vs actual fit the phone', async ({ page }) => {
  // health01 takes the e-learning exam once (answers picked blindly): the attempt is listed under 내 교육
  const h = { 'X-Authorization': (await apiLogin(page, 'health01')).accessToken };
  const my = (await (await page.request.get('/api/saf/edu/my/courses', { headers: h })).json()) as { list: { courseNo: number; courseNm: string }[] };
  const course = my.list.find((c) => c.courseNm === '전기작업 안전 (동영상)')!;
  const exam = (await (await page.request.post(`/api/saf/edu/courses/${course.courseNo}/exams`, { headers: h })).json()) as { examNo: number; questions: { questionNo: number }[] };
  const sent = await page.request.post(`/api/saf/edu/exams/${exam.examNo}/submit`, { headers: h, data: { answers: exam.questions.map((q) => ({ questionNo: q.questionNo, answer: '1' })) } });
  expect(sent.status()).toBe(200);
  const { score } = (await sent.json()) as { score: number };
  await page.goto('/education/eduMy');
  await expect(page.getByTestId('edu-my-results')).toContainText('전기작업 안전 (동영상)');
  await expect(page.getByTestId('edu-my-results')).toContainText(`${score}점`);
  await page.getByTestId('edu-my-results').scrollIntoViewIfNeeded();
  expect(await fits(page)).toBe(true);
  await screenshot(page, 'edu-phone-my-results');

  await apiLogin(page, 'worker01');
  await page.goto('/education/eduExternal');
  await expect(page.locator('.jk-grid .jk-grid-card', { hasText: '산업안전보건법 개정 설명회' })).toBeVisible();
  await screenshot(page, 'edu-phone-external-list');

  const tok = (await apiLogin(page, 'safety01')).accessToken;
  const r = await page.request.get('/api/saf/edu/plans?plantCd=1000&deptCd=D1410&limit=20', { headers: { 'X-Authorization': tok } });
  const plan = ((await r.json()) as { list: { planNo: number; planNm: string }[] }).list.find((p) => p.planNm.includes('특별교육'))!;
  await page.goto(`/education/eduPlan?key=${plan.planNo}`);
  await expect(page.getByTestId('edu-plan-actual')).toBeVisible();
  await page.getByTestId('edu-plan-actual').scrollIntoViewIfNeeded();
  await screenshot(page, 'edu-phone-plan-actual');
});
