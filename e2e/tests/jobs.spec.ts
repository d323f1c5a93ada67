import { expect, test } from '@playwright/test';
import { apiLogin, openMenu, screenshot } from '../helpers';

// Issue 14 item 3: the job history page of the job queue (administrators), reached through 시스템관리.
test('an administrator runs the attachment cleanup now and sees its runs in 작업이력', async ({ page }) => {
  test.setTimeout(90_000);
  const tok = await apiLogin(page, 'admin');
  const headers = { 'x-authorization': tok.accessToken };
  const first = await page.request.post('/api/manage/jobs/attach-cleanup/run', { headers });
  expect(first.status()).toBe(200);
  await page.goto('/');
  await openMenu(page, 'ADM_JOBS');
  await expect(page.locator('.jk-tab.is-active')).toHaveAttribute('data-path', '/manage/jobHistory');
  const table = page.locator('.ant-table').first();
  // the worker polls every 2 s: the run ends up 완료 (reload with the search button)
  await expect(async () => {
    await page.getByRole('button', { name: '조회' }).click();
    await expect(table.locator('tr.ant-table-row', { hasText: 'attach-cleanup' }).first()).toContainText('완료', { timeout: 2000 });
  }).toPass({ timeout: 40_000 });
  // other scheduled jobs (reminders, the gas-reading watch) may run meanwhile: look at the cleanup's own rows
  const cleanup = table.locator('tr.ant-table-row', { hasText: 'attach-cleanup' });
  await expect(cleanup.first()).toContainText('"purged":0');
  // run it again from the page
  await cleanup.first().getByRole('button', { name: '지금 실행' }).click();
  await expect(page.getByText('작업을 큐에 등록했습니다.')).toBeVisible();
  await expect(async () => {
    await page.getByRole('button', { name: '조회' }).click();
    await expect(cleanup.filter({ hasText: '완료' })).toHaveCount(2, { timeout: 2000 });
  }).toPass({ timeout: 40_000 });
  await screenshot(page, 'jobs-history-desktop');
  // a non-administrator gets no history
  const safety = await page.request.post('/login/login', { data: { username: 'safety01', password: 'demo1234!' } });
  const denied = await page.request.get('/api/manage/jobs', { headers: { 'x-authorization': (await safety.json()).accessToken } });
  expect(denied.status()).toBe(403);
});
