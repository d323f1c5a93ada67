import { expect, test } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

/**
 * Issue 32: the administrator issues the HR system's token on 연동 토큰 — shown once — the HR system syncs with it, and
 * the administrator revokes it: the next sync is refused.
 */
test('연동 토큰: issued once by clicks, used by the HR system, revoked by clicks', async ({ page, request }) => {
  await apiLogin(page, 'admin');
  await page.goto('/manage/integrationToken');
  await page.getByTestId('integration-issue').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('이름').fill('그룹 인사시스템 (e2e)');
  await dialog.getByRole('button', { name: '토큰 발급' }).click();
  const shown = page.getByTestId('integration-token');
  await expect(shown).toHaveValue(/^jki_[A-Za-z0-9_-]{43}$/);
  const token = await shown.inputValue();
  await screenshot(page, 'integration-token-issued');
  await page.locator('.ant-modal', { has: shown }).locator('.ant-modal-footer').getByRole('button', { name: '닫기' }).click();
  const row = page.locator('.ant-table-row', { hasText: '그룹 인사시스템 (e2e)' });
  await expect(row).toContainText('사용 중');
  // the token is never shown again
  await expect(page.getByText(token)).toHaveCount(0);

  const sync = () => request.post('/api/integration/hr/users', { headers: { authorization: `Bearer ${token}` }, data: { mode: 'upsert', dryRun: true, users: [] } });
  expect((await sync()).status()).toBe(200);

  await row.getByRole('button', { name: '폐기' }).click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: '폐기' }).click();
  await expect(row.getByRole('button', { name: '폐기' })).toHaveCount(0);
  await expect(row).toContainText(/폐기 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await screenshot(page, 'integration-token-revoked');
  expect((await sync()).status()).toBe(401);
});
