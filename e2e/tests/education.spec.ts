import { expect, test } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

test('1440 px: a session shows its attendance QR, the attendee list, and prints the sign-in sheet with signatures', async ({ page, context }) => {
  const tok = await apiLogin(page, 'safety01');
  const h = { 'X-Authorization': tok.accessToken };
  const list = await page.request.get('/api/saf/edu/sessions?plantCd=1000&limit=20', { headers: h });
  const sessions = ((await list.json()) as { list: { sessionNo: number; courseNm: string; attendCnt: number }[] }).list;
  const s = sessions.find((x) => x.attendCnt > 0)!;
  expect(s).toBeTruthy();

  await page.goto(`/education/eduSession?key=${s.sessionNo}`);
  const panel = page.getByTestId('edu-session-attend');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('qr-code')).toBeVisible();
  await expect(panel.getByTestId('edu-qr-link')).toBeVisible();
  await expect(panel).toContainText(`참석자 (${s.attendCnt}명)`);
  await panel.getByTestId('qr-code').scrollIntoViewIfNeeded();
  await screenshot(page, 'edu-desktop-session-qr');

  const [print] = await Promise.all([context.waitForEvent('page'), panel.getByRole('button', { name: /참석자 명단 인쇄/ }).click()]);
  await expect(print.getByTestId('print-document')).toBeVisible();
  await expect(print.getByTestId('print-document')).toContainText('안전보건교육 참석자 명단');
  await expect(print.locator('.pd-grid tbody tr')).toHaveCount(s.attendCnt);
  await print.setViewportSize({ width: 1000, height: 1400 });
  await print.screenshot({ path: 'test-results/screenshots/edu-desktop-sign-sheet.png', fullPage: true });
});
