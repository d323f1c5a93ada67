import { expect, test, type Page } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** YYYY-MM-DD in Korea today */
const kstToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
const getJson = async <T>(page: Page, url: string, token: string): Promise<T> => {
  const r = await page.request.get(url, { headers: { 'X-Authorization': token } });
  expect(r.status(), await r.text()).toBe(200);
  return (await r.json()) as T;
};

test('1440 px: a department plan shows plan vs actual from the ledger credits, and the departments’ summary', async ({ page }) => {
  const tok = (await apiLogin(page, 'safety01')).accessToken;
  const plans = await getJson<{ list: { planNo: number; planNm: string }[] }>(page, '/api/saf/edu/plans?plantCd=1000&deptCd=D1310&halfCd=H1&limit=20', tok);
  const plan = plans.list[0]!;
  const a = await getJson<{ plannedTotalHours: number; completedHours: number; ratePct: number; items: unknown[] }>(page, `/api/saf/edu/plans/${plan.planNo}/actual`, tok);
  expect(a.completedHours).toBeGreaterThan(0);

  await page.goto(`/education/eduPlan?key=${plan.planNo}`);
  const panel = page.getByTestId('edu-plan-actual');
  // the plan vs actual figures are computed over the ledger: on a loaded machine they may take longer than 10 s
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(panel.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(a.items.length);
  await expect(page.getByTestId('edu-plan-total')).toHaveText(`합계: 계획 ${a.plannedTotalHours}시간 · 이수 ${a.completedHours}시간 · 달성률 ${a.ratePct}%`);
  await panel.scrollIntoViewIfNeeded();
  await screenshot(page, 'edu-desktop-plan-actual');

  await page.goto('/education/eduPlan');
  await page.getByRole('tab', { name: '부서별 계획 대비 실적' }).click();
  const summary = page.getByTestId('edu-plan-summary');
  await summary.getByRole('combobox', { name: '반기' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('상반기').click();
  await summary.getByRole('button', { name: /조\s*회/ }).click();
  await expect(summary.locator('.ant-table-tbody tr', { hasText: plan.planNm })).toBeVisible();
  await screenshot(page, 'edu-desktop-plan-summary');
});

test('1440 px: a worker’s external course with its certificate is confirmed by the education manager and reaches the ledger once', async ({ page }) => {
  const worker = (await apiLogin(page, 'worker01')).accessToken;
  const wh = { 'X-Authorization': worker };
  const ymd = kstToday();
  const created = await page.request.post('/api/saf/edu/externals', {
    headers: wh,
    data: { plantCd: '1000', deptCd: 'D1310', userId: 'worker01', courseNm: 'E2E 위험성평가 실무과정', provider: '안전보건공단 교육원', categoryCd: 'REGULAR', hours: 3, completeYmd: ymd },
  });
  expect(created.status(), await created.text()).toBe(200);
  const ext = (await created.json()) as { extNo: number; statusCd: string };
  expect(ext.statusCd).toBe('REQUESTED');
  const up = await page.request.post('/api/common/attachFile/upload', {
    headers: wh, multipart: { taskClassNm: 'EDU_EXTERNAL_CERT', attachFileId: String(ext.extNo), file: { name: '수료증.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(up.status(), await up.text()).toBe(200);

  const tok = (await apiLogin(page, 'safety01')).accessToken;
  const half = Number(ymd.slice(5, 7)) <= 6 ? 'H1' : 'H2';
  const ledgerUrl = `/api/saf/edu/ledger?plantCd=1000&year=${ymd.slice(0, 4)}&half=${half}&deptCd=D1310`;
  const hours = async () => (await getJson<{ list: { userId: string; categoryCd: string; completedHours: number }[] }>(page, ledgerUrl, tok))
    .list.find((r) => r.userId === 'worker01' && r.categoryCd === 'REGULAR')!.completedHours;
  const before = await hours();

  await page.goto(`/education/eduExternal?key=${ext.extNo}`);
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByLabel('교육명')).toHaveValue('E2E 위험성평가 실무과정');
  await expect(page.getByTestId('wf-status').first()).toHaveText('확인요청');
  await screenshot(page, 'edu-desktop-external-requested');
  await page.locator('[data-action="CONFIRM"]').click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: /확\s*인/ }).click();
  await expect(page.getByTestId('wf-status').first()).toHaveText('확인(인정)');
  await screenshot(page, 'edu-desktop-external-confirmed');
  expect(await hours()).toBe(before + 3);
  // a second confirmation of the same version is refused and credits nothing more
  const again = await page.request.post(`/api/saf/edu/externals/${ext.extNo}/transition`, { headers: { 'X-Authorization': tok }, data: { action: 'CONFIRM', version: 1 } });
  expect(again.status()).toBe(409);
  expect(await hours()).toBe(before + 3);
});

test('1440 px: the exam results list each person’s attempts with score and pass, filtered by course', async ({ page }) => {
  const tok = (await apiLogin(page, 'safety01')).accessToken;
  const h = { 'X-Authorization': tok };
  const my = await getJson<{ list: { courseNo: number; courseNm: string }[] }>(page, '/api/saf/edu/my/courses', tok);
  const course = my.list.find((c) => c.courseNm === '전기작업 안전 (동영상)')!;
  const exam = (await (await page.request.post(`/api/saf/edu/courses/${course.courseNo}/exams`, { headers: h })).json()) as { examNo: number; questions: { questionNo: number }[] };
  const sent = await page.request.post(`/api/saf/edu/exams/${exam.examNo}/submit`, { headers: h, data: { answers: exam.questions.map((q) => ({ questionNo: q.questionNo, answer: '2' })) } });
  const { score } = (await sent.json()) as { score: number };

  await page.goto('/education/eduResult');
  const box = page.getByTestId('edu-result');
  await box.getByRole('combobox', { name: '교육과정' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('전기작업 안전 (동영상)').click();
  await box.getByRole('button', { name: /조\s*회/ }).click();
  const row = box.locator('.ant-table-tbody tr', { hasText: '김안전' }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText(String(score));
  await expect(page.getByTestId('edu-result-summary')).toContainText('응시');
  await screenshot(page, 'edu-desktop-exam-results');
});
