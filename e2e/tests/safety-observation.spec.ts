import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs, screenshot } from '../helpers';

/**
 * issue 31 at 1440 px: the safety manager finds a worker's at-risk observation in the register, turns it into an
 * improvement action, and reads the statistics by category, area and month (the demo's 18 months).
 */
test('behaviour observations: the register, an at-risk observation turned into an action, and the statistics', async ({ page, request }) => {
  const login = await request.post('/login/login', { data: { username: 'worker01', password: DEMO_PASSWORD } });
  const worker = ((await login.json()) as { accessToken: string }).accessToken;
  const task = `컨베이어 벨트 이음 작업 ${Date.now() % 100000}`;
  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  const created = await request.post('/api/saf/observations', {
    headers: { 'X-Authorization': worker },
    data: {
      plantCd: '1000', deptCd: 'D1310', areaCd: 'E_COAL', taskNm: task, obsYmd: today, obsTime: '09:40', peopleCnt: 2, feedbackYn: 'Y',
      tallies: [{ categoryCd: 'PPE', safeCnt: 2, riskCnt: 0 }, { categoryCd: 'PROCEDURE', safeCnt: 1, riskCnt: 1, note: 'LOTO 잠금장치 미부착' }],
    },
  });
  expect(created.status()).toBe(200);

  await loginAs(page, 'safety01');
  await page.goto('/saf/observation');
  const row = page.locator('.jk-grid .ant-table-tbody tr', { hasText: task });
  await expect(row).toBeVisible();
  await screenshot(page, 'saf-observation-list');
  await row.getByText(task).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByLabel('비고 2', { exact: true })).toHaveValue('LOTO 잠금장치 미부착');
  await expect(drawer.getByLabel('관찰자', { exact: true })).toHaveValue('박현장');
  await expect(drawer.getByText('파일을 이곳에 끌어다 놓거나 클릭하여 선택하세요.')).toBeVisible();
  await screenshot(page, 'saf-observation-detail');
  // the action needs an assignee and a due date: the safety manager sets them, saves, then makes the action
  await drawer.getByLabel('조치기한').fill('2031-06-30');
  await drawer.getByLabel('조치기한').press('Enter');
  await drawer.getByLabel('조치 담당자', { exact: true }).click();
  const popup = page.locator('.ant-modal').filter({ hasText: '사용자 검색' });
  await popup.getByLabel('이름').fill('박현장');
  await popup.getByRole('button', { name: '조회' }).click();
  await popup.getByRole('row', { name: /worker01/ }).getByRole('button', { name: '선택' }).click();
  const saved = page.waitForResponse((r) => r.url().includes('/api/saf/observations/') && r.request().method() === 'PUT');
  await drawer.getByRole('button', { name: /저\s*장/ }).click();
  expect((await saved).status()).toBe(200);
  await expect(drawer).toBeHidden();
  await row.getByText(task).click();
  await page.locator('[data-action="TO_ACTION"]').click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: /확\s*인/ }).click();
  await expect(page.getByRole('dialog').getByTestId('wf-head').getByTestId('wf-status')).toHaveText('개선조치 중');

  await page.goto('/saf/observationStat');
  await expect(page.getByTestId('obs-stat-total')).toBeVisible();
  await expect(page.getByTestId('obs-stat-category')).toContainText('보호구');
  await expect(page.getByTestId('obs-stat-area')).toContainText('보일러동');
  await expect(page.getByTestId('obs-chart-month')).toBeVisible();
  await screenshot(page, 'saf-observation-stat');
});
