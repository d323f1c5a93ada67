import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

/**
 * Issue 32 item 3: the administrator subscribes a receiver (started here, on loopback) to events by clicks on 웹훅 — the
 * signing secret is shown once — sends the test event, and sees its delivery and attempt in the history. The receiver
 * checks the contract's signature with that secret.
 */
test('웹훅: subscribed by clicks, the test event is delivered signed and shown in the history', async ({ page }) => {
  const hits: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      hits.push({ headers: req.headers, body: Buffer.concat(parts).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jikim`;
  try {
    await apiLogin(page, 'admin');
    await page.goto('/manage/webhook');
    await page.getByTestId('webhook-add').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('이름').fill('안전팀 수신기 (e2e)');
    await dialog.getByLabel('수신 주소(URL)').fill('not a url');
    await dialog.getByRole('button', { name: '웹훅 등록' }).click();
    await expect(dialog.getByText('http:// 또는 https:// 로 시작하는 주소를 입력하세요.')).toBeVisible();
    await dialog.getByLabel('수신 주소(URL)').fill(url);
    await dialog.getByLabel('사고 속보').check();
    await dialog.getByLabel('중대재해 분류').check();
    await dialog.getByRole('button', { name: '웹훅 등록' }).click();

    const shown = page.getByTestId('webhook-secret');
    await expect(shown).toHaveValue(/^whsec_[A-Za-z0-9_-]{43}$/);
    const secret = await shown.inputValue();
    await screenshot(page, 'webhook-created');
    await page.locator('.ant-modal', { has: shown }).locator('.ant-modal-footer').getByRole('button', { name: '닫기' }).click();
    const row = page.locator('.ant-table-row', { hasText: '안전팀 수신기 (e2e)' });
    await expect(row).toContainText('사고 속보');
    await expect(page.getByText(secret)).toHaveCount(0);

    await row.getByRole('button', { name: '테스트 전송' }).click();
    await expect.poll(() => hits.length).toBe(1);
    const h = hits[0]!;
    const ts = String(h.headers['x-jikim-timestamp']);
    expect(h.headers['x-jikim-signature']).toBe(`sha256=${createHmac('sha256', secret).update(`${ts}.${h.body}`).digest('hex')}`);
    expect(h.headers['x-jikim-event']).toBe('WEBHOOK_TEST');
    expect(JSON.parse(h.body)).toMatchObject({ id: h.headers['x-jikim-delivery'], event: 'WEBHOOK_TEST' });

    const history = page.locator('.ant-card', { hasText: '전송 이력' });
    const delivery = history.locator('.ant-table-row', { hasText: '테스트 이벤트' }).first();
    await expect(delivery).toContainText('성공');
    await expect(delivery).toContainText('안전팀 수신기 (e2e)');
    await delivery.getByRole('button', { name: /expand|펼치기|Expand row/i }).or(delivery.locator('.ant-table-row-expand-icon')).first().click();
    const detail = history.locator('[data-testid^="webhook-delivery-detail-"]');
    await expect(detail).toContainText('received');
    await expect(detail).toContainText('200');
    await screenshot(page, 'webhook-history');

    // switched off: no test event can be sent
    await row.getByRole('switch').click();
    await expect(row.getByRole('button', { name: '테스트 전송' })).toBeDisabled();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
