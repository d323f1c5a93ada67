import { createHash, createHmac } from 'node:crypto';
import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_JWT_SECRET } from './global-setup';

export const DEMO_PASSWORD = 'demo1234!';
const root = path.resolve(import.meta.dirname, '..');

/** full-page screenshot into test-results/screenshots/<name>.png */
export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(root, 'test-results/screenshots', `${name}.png`), fullPage: false });
}

/** log in through the login page as a demo user; waits for the landing page */
export async function loginAs(page: Page, userId = 'admin', password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('아이디').fill(userId);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByTestId('landing')).toBeVisible();
}

/** open a menu page the way a person does: home tab, then the menu's entry in the shortcut menu */
export async function openMenu(page: Page, menuId: string) {
  const landing = page.getByTestId('landing');
  if (!(await landing.isVisible())) await page.locator('.jk-tabs [data-path="/"]').click();
  await expect(landing).toBeVisible();
  // retried: the landing may re-render while the previous page's requests settle
  await expect(async () => {
    await landing.locator(`[data-menu-id="${menuId}"]`).first().click({ timeout: 5000 });
    await expect(page.locator(`.jk-tab.is-active`)).not.toHaveAttribute('data-path', '/', { timeout: 3000 });
  }).toPass({ timeout: 40_000 });
}

export const readTokens = (page: Page) =>
  page.evaluate(() => ({ access: localStorage.getItem('jikim.accessToken'), refresh: localStorage.getItem('jikim.refreshToken') }));

const b64url = (v: string | Buffer) => Buffer.from(v).toString('base64url');

/** an access token with the same subject and session as `token`, expired a minute ago */
export function forgeExpiredAccessToken(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const body = b64url(JSON.stringify({ ...payload, iat: now - 3600, exp: now - 60 }));
  const head = b64url(JSON.stringify({ alg: 'HS256' }));
  const sig = createHmac('sha256', E2E_JWT_SECRET).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

/**
 * Log in through the API and put the session where the web app keeps it, without the login page (for tests about
 * other screens). Returns the tokens for API calls the test makes itself.
 */
export async function apiLogin(page: Page, userId = 'admin', password = DEMO_PASSWORD) {
  const res = await page.request.post('/login/login', { data: { username: userId, password } });
  const tok = (await res.json()) as { userId: string; accessToken: string; refreshToken: string };
  await page.goto('/login');
  await page.evaluate((t) => {
    localStorage.setItem('jikim.userId', t.userId);
    localStorage.setItem('jikim.userType', 'U');
    localStorage.setItem('jikim.accessToken', t.accessToken);
    localStorage.setItem('jikim.refreshToken', t.refreshToken);
  }, tok);
  return tok;
}

/**
 * Dismiss an antd notice dialog (error / info: its button only closes it). The static dialogs do not follow the app's
 * reduce-motion setting, so under load a click while one is still zooming in can be lost: click until it is gone.
 */
export async function dismissDialog(page: Page, name: string | RegExp = '확인') {
  const dialog = page.locator('.ant-modal-confirm');
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name }).click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** draw a stroke on the signature pad (components/media SignaturePad) and press 서명 저장; the caller checks the page's answer */
export async function drawSignature(page: Page) {
  const pad = page.getByTestId('signature-pad');
  const save = page.getByRole('button', { name: '서명 저장' });
  // drawn again while the pad does not take it (still disabled while the record loads, or re-mounted by a refetch):
  // a person sees the empty pad and draws once more
  await expect(async () => {
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + 40);
    await page.mouse.down();
    for (let i = 1; i <= 12; i += 1) await page.mouse.move(box.x + 20 + i * 18, box.y + 40 + (i % 2 ? 30 : -10));
    await page.mouse.up();
    await expect(save).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await save.click();
}

/** a vendor user's session the way the vendor login leaves it (POST /api/auth/vendorlogin with the SHA-256 of the password) */
export async function vendorApiLogin(page: Page, userId = 'vendor01', password = DEMO_PASSWORD) {
  const res = await page.request.post('/api/auth/vendorlogin', { data: { userId, userPwdSHA: createHash('sha256').update(password).digest('hex') } });
  expect(res.status(), await res.text()).toBe(200);
  const tok = (await res.json()) as { accessToken: string; refreshToken: string };
  await page.goto('/login');
  await page.evaluate((t) => {
    localStorage.setItem('jikim.userId', t.userId);
    localStorage.setItem('jikim.userType', 'V');
    localStorage.setItem('jikim.accessToken', t.accessToken);
    localStorage.setItem('jikim.refreshToken', t.refreshToken);
  }, { ...tok, userId });
}

/**
 * A WebM recorded by the browser (MediaRecorder) carries no duration; write one into its Segment Info (EBML id 0x4489,
 * float milliseconds) so the player knows the length, as a real lesson file does.
 */
function withDuration(buf: Buffer, ms: number): Buffer {
  const p = buf.indexOf(Buffer.from([0x15, 0x49, 0xa9, 0x66]));
  if (p < 0) throw new Error('no Segment Info');
  const first = buf[p + 4]!;
  let len = 1;
  while (len <= 8 && !(first & (0x80 >> (len - 1)))) len += 1;
  let size = first & (0xff >> len);
  for (let i = 1; i < len; i += 1) size = size * 256 + buf[p + 4 + i]!;
  const start = p + 4 + len;
  const dur = Buffer.alloc(11);
  dur.set([0x44, 0x89, 0x88]);
  dur.writeDoubleBE(ms, 3);
  const sz = Buffer.alloc(len);
  let v = size + dur.length;
  for (let i = len - 1; i >= 0; i -= 1) {
    sz[i] = v & 0xff;
    v = Math.floor(v / 256);
  }
  sz[0]! |= 0x80 >> (len - 1);
  return Buffer.concat([buf.subarray(0, p + 4), sz, buf.subarray(start, start + size), dur, buf.subarray(start + size)]);
}

/** an 8-second lesson video drawn on a canvas and recorded in the browser (no binary fixture in the repository) */
export async function recordLesson(page: Page): Promise<Buffer> {
  const b64 = await page.evaluate(async () => {
    const c = document.createElement('canvas');
    c.width = 320;
    c.height = 180;
    const g = c.getContext('2d')!;
    const rec = new MediaRecorder(c.captureStream(15), { mimeType: 'video/webm' });
    const parts: Blob[] = [];
    rec.ondataavailable = (e) => parts.push(e.data);
    const done = new Promise((r) => { rec.onstop = r; });
    rec.start();
    const t0 = performance.now();
    await new Promise<void>((resolve) => {
      const draw = () => {
        const s = (performance.now() - t0) / 1000;
        g.fillStyle = '#1f4e79';
        g.fillRect(0, 0, 320, 180);
        g.fillStyle = '#fff';
        g.font = '20px sans-serif';
        g.fillText(`Electrical safety ${s.toFixed(1)} s`, 20, 95);
        if (s < 8) requestAnimationFrame(draw);
        else resolve();
      };
      draw();
    });
    rec.stop();
    await done;
    const buf = new Uint8Array(await new Blob(parts, { type: 'video/webm' }).arrayBuffer());
    let bin = '';
    for (let i = 0; i < buf.length; i += 1) bin += String.fromCharCode(buf[i]!);
    return btoa(bin);
  });
  return withDuration(Buffer.from(b64, 'base64'), 8000);
}

/** a browser context at 1440 px whose pages start with the given session (no login page) */
export async function sessionContext(browser: Browser, baseURL: string, tok: { userId: string; accessToken: string; refreshToken: string }, viewport = { width: 1440, height: 900 }) {
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul', viewport, ...(viewport.width < 480 ? { isMobile: true, hasTouch: true } : {}) });
  await context.addInitScript((t) => {
    if (localStorage.getItem('jikim.accessToken')) return;
    localStorage.setItem('jikim.userId', t.userId);
    localStorage.setItem('jikim.userType', 'U');
    localStorage.setItem('jikim.accessToken', t.accessToken);
    localStorage.setItem('jikim.refreshToken', t.refreshToken);
  }, tok);
  return context;
}

/** every leaf menu's route of a user (query values folded into the route name, as the web's router does) */
export async function menuPaths(request: APIRequestContext, userId = 'admin') {
  const tok = (await (await request.post('/login/login', { data: { username: userId, password: DEMO_PASSWORD } })).json()) as { userId: string; accessToken: string; refreshToken: string };
  const menus = (await (await request.get('/api/common/menu/usermenus', { headers: { 'x-authorization': tok.accessToken } })).json()) as { menuId: string; upMenuId: string | null; frontEndUrl: string | null }[];
  const parents = new Set(menus.map((m) => m.upMenuId));
  const paths = [
    ...new Set(
      menus
        .filter((m) => m.frontEndUrl?.startsWith('/') && !parents.has(m.menuId))
        .map((m) => {
          const [p = '', q = ''] = m.frontEndUrl!.split('?', 2);
          const values = [...new URLSearchParams(q).values()].filter(Boolean).map((v) => v.replace(/[^\w가-힣-]/g, ''));
          return p + (values.length ? `_${values.join('_')}` : '');
        }),
    ),
  ].sort();
  return { tok, paths };
}
