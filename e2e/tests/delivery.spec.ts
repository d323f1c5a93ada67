import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO_PASSWORD, menuPaths, sessionContext } from '../helpers';

// Web delivery (issue 13): compressed, cached assets and the JavaScript budgets per route, as bytes on the wire in
// Chromium. Every route is opened cold (a fresh browser context, empty cache). The same figures are printed by
// `npm run bench` (apps/server/src/bench/web-delivery.ts).
const budgets = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../apps/web/budgets.json'), 'utf8')) as { loginKb: number; landingKb: number; pageKb: number };
const KB = 1000;
/** code that must not load with a route: the Excel library (only on export/import) and, on /login, the data grid */
const EXCEL = 'xl/worksheets';
const GRID = '"jk-grid"';

type Js = { url: string; wire: number; text: string; gone?: boolean };

/** every JavaScript response of the page, with its encoded (wire) size and decoded text */
function recordJs(page: Page) {
  const pending: Promise<Js>[] = [];
  let inflight = 0;
  let last = Date.now();
  page.on('request', () => {
    inflight++;
    last = Date.now();
  });
  page.on('requestfailed', () => {
    inflight--;
    last = Date.now();
  });
  page.on('requestfinished', (req: Request) => {
    inflight--;
    last = Date.now();
    if (!/\.m?js$/.test(new URL(req.url()).pathname)) return;
    pending.push(
      (async () => {
        const url = new URL(req.url()).pathname;
        // a script that arrives after the page was measured and left (a late chunk) has no body to read any more
        try {
          const [sizes, res] = await Promise.all([req.sizes(), req.response()]);
          return { url, wire: sizes.responseBodySize, text: res ? (await res.body()).toString('latin1') : '' };
        } catch {
          return { url, wire: 0, text: '', gone: true };
        }
      })(),
    );
  });
  return {
    /** waits until the network has been quiet for `quietMs` */
    async settle(quietMs = 800) {
      const t0 = Date.now();
      while (Date.now() - t0 < 30_000 && (inflight > 0 || Date.now() - last < quietMs)) await page.waitForTimeout(50);
    },
    all: () => Promise.all(pending),
    /** forget what was recorded (the next page of the same tab) */
    reset: () => void pending.splice(0),
  };
}
const wire = (js: Js[]) => js.reduce((a, r) => a + r.wire, 0);
const describe = (js: Js[]) => `${(wire(js) / KB).toFixed(1)} kB in ${js.length} files`;

test('the server sends the build precompressed, hashed assets immutable and pages uncached', async ({ request }) => {
  const html = await request.get('/manage/userManage', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(html.status()).toBe(200);
  expect(html.headers()['content-encoding']).toBe('br');
  expect(html.headers()['cache-control']).toBe('no-cache');
  expect(html.headers()['content-type']).toBe('text/html; charset=utf-8');
  const entry = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
  expect(entry).toBeTruthy();

  for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['identity', undefined]] as const) {
    const js = await request.get(entry!, { headers: { 'accept-encoding': accept } });
    expect(js.status()).toBe(200);
    expect(js.headers()['content-encoding'], accept).toBe(encoding);
    expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers()['vary']).toMatch(/accept-encoding/i);
    expect(js.headers()['content-type']).toMatch(/javascript/);
  }
});

test('/login and the shell with the landing page stay within their JavaScript budgets', async ({ browser, baseURL, request }) => {
  // /login, cold
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const rec = recordJs(page);
  await page.goto('/login');
  await expect(page.getByLabel('아이디')).toBeVisible();
  await rec.settle();
  const login = await rec.all();
  console.log(`/login: ${describe(login)}`);
  expect(login.length).toBeGreaterThan(0);
  expect(wire(login), describe(login)).toBeLessThanOrEqual(budgets.loginKb * KB);
  // compressed on the wire: far fewer bytes than the scripts themselves
  expect(wire(login)).toBeLessThan(login.reduce((a, r) => a + r.text.length, 0) / 2);
  expect(login.filter((r) => r.text.includes(EXCEL) || r.text.includes(GRID)).map((r) => r.url), 'grid or Excel code on /login').toEqual([]);

  // logging in opens the landing page
  await page.getByLabel('아이디').fill('admin');
  await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByTestId('landing')).toBeVisible();
  await rec.settle();
  const afterLogin = await rec.all();
  expect(afterLogin.filter((r) => r.text.includes(EXCEL)).map((r) => r.url), 'Excel code with the landing page').toEqual([]);
  const tok = await page.evaluate(() => ({
    userId: localStorage.getItem('jikim.userId') ?? '',
    accessToken: localStorage.getItem('jikim.accessToken') ?? '',
    refreshToken: localStorage.getItem('jikim.refreshToken') ?? '',
  }));
  await context.close();

  // the shell and the landing page, cold, with a session
  const landingContext = await sessionContext(browser, baseURL!, tok);
  const landingPage = await landingContext.newPage();
  const rec2 = recordJs(landingPage);
  await landingPage.goto('/');
  await expect(landingPage.getByTestId('landing')).toBeVisible();
  await rec2.settle();
  const landing = await rec2.all();
  console.log(`shell + landing: ${describe(landing)}`);
  expect(wire(landing), describe(landing)).toBeLessThanOrEqual(budgets.landingKb * KB);
  await landingContext.close();

  // the safety manager's default dashboard has the most module portlets of the roles' defaults (issue 31)
  const res = await request.post(`${baseURL}/login/login`, { data: { username: 'safety01', password: DEMO_PASSWORD } });
  const safetyContext = await sessionContext(browser, baseURL!, (await res.json()) as typeof tok);
  const safetyPage = await safetyContext.newPage();
  const rec3 = recordJs(safetyPage);
  await safetyPage.goto('/');
  await expect(safetyPage.getByTestId('lagging-portlet')).toBeVisible();
  await rec3.settle();
  const safety = await rec3.all();
  console.log(`shell + the safety manager's dashboard: ${describe(safety)}`);
  expect(wire(safety), describe(safety)).toBeLessThanOrEqual(budgets.landingKb * KB);
  await safetyContext.close();
});

// Every menu page, cold, in PARTS tests of about a PARTS-th of the pages each (page i goes to part i % PARTS), so no
// test grows with the menu: each test's time limit is computed from its own page count (PAGE_BUDGET_MS a page), and the
// parts together still open every page. More pages: raise PARTS, not a timeout.
// Cold without a new browser context per page: one tab with the browser cache switched off (DevTools protocol), so every
// page load fetches all its code from the server as a first visit does — the same bytes as a fresh context (checked when
// this was introduced: /saf/safetyCheck 481.3 kB either way) at about two thirds of the time.
const PARTS = 4;
const PAGE_BUDGET_MS = 15_000;
for (let part = 0; part < PARTS; part++) {
  test(`every menu page stays within the page budget and none loads the Excel library when opened (part ${part + 1} of ${PARTS})`, async ({ browser, baseURL, request }) => {
    const { tok, paths: all } = await menuPaths(request);
    expect(all.length).toBeGreaterThan(10);
    const paths = all.filter((_p, i) => i % PARTS === part);
    test.setTimeout(30_000 + paths.length * PAGE_BUDGET_MS);
    const results: { path: string; bytes: number; excel: boolean }[] = [];
    const context = await sessionContext(browser, baseURL!, tok);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const rec = recordJs(page);
    for (const p of paths) {
      rec.reset();
      await page.goto(p);
      await expect(page.locator('.jk-main')).toBeVisible({ timeout: 30_000 });
      await rec.settle(500);
      const js = await rec.all();
      // a cached file would arrive with no bytes on the wire: every script of a cold load has a body
      expect(js.filter((r) => r.wire === 0 && !r.gone).map((r) => r.url), `${p}: scripts not fetched from the server`).toEqual([]);
      results.push({ path: p, bytes: wire(js), excel: js.some((r) => r.text.includes(EXCEL)) });
    }
    await context.close();
    results.sort((a, b) => b.bytes - a.bytes);
    console.log(`part ${part + 1}: ${paths.length} pages; heaviest: ${results.slice(0, 3).map((r) => `${r.path} ${(r.bytes / KB).toFixed(1)} kB`).join(', ')}`);
    expect(results.filter((r) => r.bytes > budgets.pageKb * KB).map((r) => `${r.path}: ${(r.bytes / KB).toFixed(1)} kB`), `over ${budgets.pageKb} kB`).toEqual([]);
    expect(results.filter((r) => r.excel).map((r) => r.path), 'pages that load the Excel library when opened').toEqual([]);
  });
}
