// Web delivery (issue 13): JavaScript bytes on the wire per route, measured in Chromium (playwright-core driving
// /usr/bin/chromium) against the built server. Every route is measured cold, in a fresh browser context (empty
// cache): /login; the shell with the landing page; every menu page the administrator has. "Wire" is the encoded
// response body (brotli/gzip as the server sent it), "raw" the decoded JavaScript.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { loginAs, ROOT } from './harness.js';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
export type Budgets = { loginKb: number; landingKb: number; pageKb: number };
/** the budgets in kB (1000 bytes), shared with the browser test and the chunk script */
export const loadBudgets = (): Budgets => JSON.parse(readFileSync(path.join(ROOT, 'apps/web/budgets.json'), 'utf8')) as Budgets;

export type JsLoad = { route: string; path: string; wire: number; raw: number; files: string[]; encodings: string[]; forbidden: string[] };
export type WebDelivery = {
  login: JsLoad;
  landing: JsLoad;
  /** what the login page adds when the user logs in and the landing page opens (cache warm from /login) */
  loginToLanding: JsLoad;
  pages: JsLoad[];
  heaviest: JsLoad | undefined;
  budgets: Budgets;
  headers: Record<string, string>;
};
type Session = { userId: string; accessToken: string; refreshToken: string };

/** code that must not reach the login route: the Excel library and the data grid (no chart library exists yet) */
const MARKERS: [string, string][] = [
  ['exceljs', 'xl/worksheets'],
  ['data grid', '"jk-grid"'],
];

/** records every JavaScript response of a page; `settle` waits until the network has been quiet */
function watch(page: Page) {
  const js: Promise<{ url: string; wire: number; raw: number; encoding: string; forbidden: string[] }>[] = [];
  let inflight = 0;
  let last = Date.now();
  page.on('request', () => {
    inflight++;
    last = Date.now();
  });
  const done = () => {
    inflight = Math.max(0, inflight - 1);
    last = Date.now();
  };
  page.on('requestfailed', done);
  page.on('requestfinished', (req: Request) => {
    done();
    const { pathname } = new URL(req.url());
    if (!/\.m?js$/.test(pathname)) return;
    js.push(
      (async () => {
        const [sizes, res] = await Promise.all([req.sizes(), req.response()]);
        const body = res ? await res.body() : Buffer.alloc(0);
        const text = body.toString('latin1');
        return {
          url: pathname,
          wire: sizes.responseBodySize,
          raw: body.length,
          encoding: res?.headers()['content-encoding'] ?? 'identity',
          forbidden: MARKERS.filter(([, m]) => text.includes(m)).map(([n]) => n),
        };
      })(),
    );
  });
  return {
    async settle(quietMs = 800, maxMs = 30_000) {
      const t0 = Date.now();
      while (Date.now() - t0 < maxMs && (inflight > 0 || Date.now() - last < quietMs)) await page.waitForTimeout(100);
    },
    async collect(route: string, at: string, skip = new Set<string>()): Promise<JsLoad> {
      const all = (await Promise.all(js)).filter((r) => !skip.has(r.url));
      return {
        route,
        path: at,
        wire: all.reduce((a, r) => a + r.wire, 0),
        raw: all.reduce((a, r) => a + r.raw, 0),
        files: all.map((r) => r.url),
        encodings: [...new Set(all.map((r) => r.encoding))],
        forbidden: [...new Set(all.flatMap((r) => r.forbidden))],
      };
    },
  };
}

async function withPage<T>(browser: Browser, session: Session | null, fn: (page: Page, w: ReturnType<typeof watch>) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul', viewport: { width: 1440, height: 900 } });
  try {
    if (session) {
      // the session where the web app keeps it, before its scripts run (page code in a string: no DOM types here)
      const t = JSON.stringify(session);
      await context.addInitScript({
        content: `(() => { const t = ${t}; if (localStorage.getItem('jikim.accessToken')) return;
          localStorage.setItem('jikim.userId', t.userId); localStorage.setItem('jikim.userType', 'U');
          localStorage.setItem('jikim.accessToken', t.accessToken); localStorage.setItem('jikim.refreshToken', t.refreshToken); })();`,
      });
    }
    const page = await context.newPage();
    return await fn(page, watch(page));
  } finally {
    await context.close();
  }
}

/** a menu's browser path (web app's routeOf: query values appended after an underscore) */
function routeOf(frontEndUrl: string): string {
  const [rawPath = '', query = ''] = frontEndUrl.trim().split('?', 2);
  const values = [...new URLSearchParams(query).values()].filter(Boolean).map((v) => v.replace(/[^\w가-힣-]/g, ''));
  return '/' + rawPath.split('/').filter(Boolean).join('/') + (values.length ? '_' + values.join('_') : '');
}

/** the administrator's menu pages (leaves with an internal frontEndUrl) */
async function menuPages(url: string, token: string): Promise<{ name: string; path: string }[]> {
  const res = await fetch(`${url}/api/common/menu/usermenus`, { headers: { 'x-authorization': token } });
  if (!res.ok) throw new Error(`usermenus: HTTP ${res.status}`);
  const menus = (await res.json()) as { menuId: string; menuNm?: string; upMenuId?: string | null; frontEndUrl?: string | null }[];
  const parents = new Set(menus.map((m) => m.upMenuId).filter(Boolean));
  const out = new Map<string, string>();
  for (const m of menus) {
    const u = m.frontEndUrl?.trim();
    if (!u || parents.has(m.menuId) || /^(https?:|mailto:|tel:)/i.test(u) || !u.startsWith('/')) continue;
    const p = routeOf(u);
    if (!out.has(p)) out.set(p, m.menuNm ?? m.menuId);
  }
  return [...out].map(([p, name]) => ({ name, path: p }));
}

/** response headers of the entry script and index.html, as a browser asking for brotli gets them */
async function deliveryHeaders(url: string): Promise<Record<string, string>> {
  const html = await fetch(`${url}/login`, { headers: { 'accept-encoding': 'br, gzip' } });
  const text = await html.text();
  const entry = /<script[^>]+src="([^"]+\.js)"/.exec(text)?.[1];
  const out: Record<string, string> = {
    'index.html content-encoding': html.headers.get('content-encoding') ?? 'identity',
    'index.html cache-control': html.headers.get('cache-control') ?? '',
  };
  if (entry) {
    const js = await fetch(`${url}${entry}`, { headers: { 'accept-encoding': 'br, gzip' } });
    await js.arrayBuffer();
    out['entry script content-encoding'] = js.headers.get('content-encoding') ?? 'identity';
    out['entry script cache-control'] = js.headers.get('cache-control') ?? '';
    out['entry script vary'] = js.headers.get('vary') ?? '';
  }
  return out;
}

export async function measureWebDelivery(url: string, opts: { executablePath?: string; log?: (line: string) => void } = {}): Promise<WebDelivery> {
  const log = opts.log ?? (() => undefined);
  const browser = await chromium.launch({ executablePath: opts.executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const session = { userId: 'admin', ...(await loginAs(url)) };
    // /login cold, then the login itself: the landing page on top of what /login already loaded
    const [login, loginToLanding] = await withPage(browser, null, async (page, w) => {
      await page.goto(`${url}/login`);
      await page.getByLabel('아이디').waitFor();
      await w.settle();
      const first = await w.collect('/login', '/login');
      await page.getByLabel('아이디').fill('admin');
      await page.getByLabel('비밀번호').fill('demo1234!');
      await page.getByRole('button', { name: '로그인' }).click();
      await page.getByTestId('landing').waitFor({ timeout: 60_000 });
      await w.settle();
      return [first, await w.collect('login → landing (added)', '/', new Set(first.files))];
    });
    log(`  /login: ${kb(login.wire)} kB JS on the wire`);
    const landing = await withPage(browser, session, async (page, w) => {
      await page.goto(`${url}/`);
      await page.getByTestId('landing').waitFor({ timeout: 60_000 });
      await w.settle();
      return w.collect('shell + landing', '/');
    });
    log(`  shell + landing: ${kb(landing.wire)} kB`);
    const pages: JsLoad[] = [];
    for (const m of await menuPages(url, session.accessToken)) {
      const r = await withPage(browser, session, async (page, w) => {
        await page.goto(`${url}${m.path}`);
        await page.locator('.jk-main').waitFor({ timeout: 60_000 });
        await w.settle();
        return w.collect(`page ${m.name}`, m.path);
      });
      pages.push(r);
      log(`  ${m.path}: ${kb(r.wire)} kB`);
    }
    pages.sort((a, b) => b.wire - a.wire);
    return { login, landing, loginToLanding, pages, heaviest: pages[0], budgets: loadBudgets(), headers: await deliveryHeaders(url) };
  } finally {
    await browser.close();
  }
}

export const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** table rows for the benchmark: the three budgeted routes first, then the five heaviest pages */
export function deliveryRows(d: WebDelivery): { scenario: string; note: string }[] {
  // grid/Excel code is forbidden on /login only; Excel code on no route (it loads on export/import)
  const line = (r: JsLoad, budgetKb?: number) => {
    const verdict = budgetKb === undefined ? '' : r.wire <= budgetKb * 1000 ? `, within the ${budgetKb} kB budget` : `, OVER the ${budgetKb} kB budget`;
    const shown = r === d.login ? r.forbidden : r.forbidden.filter((f) => f === 'exceljs');
    const bad = shown.length ? `; loads ${shown.join(', ')}` : '';
    return `${kb(r.wire)} kB on the wire (${kb(r.raw)} kB raw, ${r.files.length} files, ${r.encodings.join('/')})${verdict}${bad}`;
  };
  const rows = [
    { scenario: 'JS per route: /login', note: line(d.login, d.budgets.loginKb) },
    { scenario: 'JS per route: shell + landing (/)', note: line(d.landing, d.budgets.landingKb) },
    { scenario: 'JS per route: login → landing (added to /login)', note: line(d.loginToLanding) },
  ];
  if (d.heaviest) rows.push({ scenario: `JS per route: heaviest page ${d.heaviest.path} of ${d.pages.length}`, note: line(d.heaviest, d.budgets.pageKb) });
  for (const p of d.pages.slice(1, 5)) rows.push({ scenario: `JS per route: ${p.path}`, note: line(p) });
  rows.push({ scenario: 'delivery headers', note: Object.entries(d.headers).map(([k, v]) => `${k}: ${v || '(none)'}`).join('; ') });
  return rows;
}

/** true when every budget holds and /login loads no forbidden code */
export function withinBudgets(d: WebDelivery): boolean {
  return d.login.wire <= d.budgets.loginKb * 1000 && !d.login.forbidden.length && d.landing.wire <= d.budgets.landingKb * 1000 && d.pages.every((p) => p.wire <= d.budgets.pageKb * 1000 && !p.forbidden.includes('exceljs'));
}
