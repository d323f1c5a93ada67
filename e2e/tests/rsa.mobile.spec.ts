import { expect, test } from '@playwright/test';
import { loginAs, screenshot } from '../helpers';

test('375 px: a worker reads their department\'s 작업위험성 대장 on the phone (TBM sharing), in Korean', async ({ page }) => {
  await loginAs(page, 'worker01');
  await page.goto('/print/rsaBook/1000/D1310');
  const book = page.getByTestId('print-document');
  await expect(book).toContainText('작업위험성 대장 — 발전1팀');
  // the demo's 정기 assessment of 보일러 노내 점검 (or a newer round of it), with its high risk and measure
  await expect(book).toContainText('보일러 노내 점검');
  await expect(book).toContainText('즉시개선');
  await screenshot(page, 'rsa-book-phone');
  // another department's book is empty for them (department scope)
  await page.goto('/print/rsaBook/1000/D1330');
  await expect(page.getByTestId('print-document')).toContainText('작업위험성 대장 — 연료팀');
  await expect(page.getByTestId('print-grid')).toHaveCount(0);
});
