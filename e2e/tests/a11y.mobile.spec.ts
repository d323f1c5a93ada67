import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axe, byRule, describeFindings, onlyPages, saveFindings, settle, sidewaysScroll, smallTargets, type TFinding, type TSmallTarget } from '../a11y';
import { menuPaths, sessionContext } from '../helpers';

// Issue 33 on the phone (375 px): every /mobile page has no serious or critical axe violation, no control smaller than
// 44 × 44 px, and no sideways scrolling. The pages are the /mobile routes of admin's menu and every /mobile route the web
// app registers (read from its page registry and router, so a new phone page is checked without being listed here).
const PAGE_BUDGET_MS = 6_000;
const PHONE = { width: 375, height: 812 };
const web = path.resolve(import.meta.dirname, '../../apps/web/src/app');
/** the public phone pages (no login): the site education of entrants and visitors */
const PUBLIC = new Set(['/mobile/entrantLogin', '/mobile/visitLogin', '/mobile/gworkSafetyEdu']);

function registeredPhonePaths(): string[] {
  const text = ['page-registry.ts', 'mobile-routes.ts', 'app.tsx'].map((f) => readFileSync(path.join(web, f), 'utf8')).join('\n');
  return [...new Set([...text.matchAll(/['"](\/mobile\/[A-Za-z0-9_]+)['"]/g)].map((m) => m[1]!))];
}

test('every /mobile page at 375 px: no serious or critical axe violation, touch targets of 44 × 44 px, no sideways scrolling', async ({ browser, baseURL, request }) => {
  const { tok, paths: menu } = await menuPaths(request);
  const allPhone = [...new Set([...menu.filter((p) => p.startsWith('/mobile/')), ...registeredPhonePaths()])].sort();
  expect(allPhone.length).toBeGreaterThan(5);
  const phone = onlyPages(allPhone);
  test.setTimeout(120_000 + phone.length * PAGE_BUDGET_MS * 2);
  const findings: TFinding[] = [];
  const small: TSmallTarget[] = [];
  const sideways: string[] = [];

  const check = async (page: Page, p: string) => {
    findings.push(...(await axe(page, p)));
    small.push(...(await smallTargets(page, p)));
    const over = await sidewaysScroll(page);
    if (over > 0) sideways.push(`${p}: ${over} px`);
  };

  const anon = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul', viewport: PHONE, isMobile: true, hasTouch: true });
  const ap = await anon.newPage();
  for (const p of ['/login', ...phone.filter((x) => PUBLIC.has(x))]) {
    await ap.goto(p);
    await settle(ap, '#root > *', PAGE_BUDGET_MS);
    await check(ap, p);
  }
  await anon.close();

  const context = await sessionContext(browser, baseURL!, tok, PHONE);
  const page = await context.newPage();
  for (const p of ['/', ...phone.filter((x) => !PUBLIC.has(x))]) {
    await page.goto(p);
    await settle(page, '.jk-main', PAGE_BUDGET_MS);
    await check(page, p);
  }
  await context.close();

  saveFindings('a11y-phone.json', { pages: phone.length + 2, byRule: byRule(findings), findings, small, sideways });
  console.log(`a11y phone: ${phone.length + 2} pages; axe by rule ${JSON.stringify(byRule(findings))}; ${small.length} targets under 44 px; ${sideways.length} pages scrolling sideways`);
  expect(describeFindings(findings), 'serious or critical axe violations (page: rule)').toEqual([]);
  expect(small.map((s) => `${s.page}: ${s.what} ${s.width}×${s.height}`), 'touch targets under 44 × 44 px').toEqual([]);
  expect(sideways, 'pages wider than the phone').toEqual([]);
});

// 200 % zoom (640 CSS px) of every menu page is checked in the desktop walk (a11y.spec.ts), each page narrowed after its
// axe check, so the pages are opened once.
