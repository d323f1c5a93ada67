import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// Accessibility checks of the browser tests (issue 33): axe-core, injected from the npm package into the page, with the
// WCAG 2.0/2.1 A and AA rules; only serious and critical findings count.
// evaluated through the DevTools protocol, not as a <script>: the app's Content-Security-Policy stays as it is
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type TFinding = { page: string; rule: string; impact: string; nodes: number; targets: string[]; details: string[] };

/** wait until a page has drawn its data: the app frame or page root is there and nothing is loading any more */
export async function settle(page: Page, root = '#root > *', budgetMs = 8_000) {
  await expect(page.locator(root).first()).toBeVisible({ timeout: 30_000 });
  const t0 = Date.now();
  await page.waitForLoadState('networkidle', { timeout: budgetMs }).catch(() => undefined);
  // spinners of lists and lazy parts
  await expect(page.locator('.ant-spin-spinning, .jk-loading'))
    .toHaveCount(0, { timeout: Math.max(1_000, budgetMs - (Date.now() - t0)) })
    .catch(() => undefined);
}

/** the serious and critical WCAG 2 A/AA violations of the page as it is now */
export async function axe(page: Page, name: string): Promise<TFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const res = await page.evaluate(async () => {
    type Node = { target: unknown[]; html: string; any: { data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null }[] };
    const w = window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string | null; nodes: Node[] }[] }> } };
    const r = await w.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)),
      // what the node is and, for contrast, its colours: enough to find the part that draws it
      details: v.nodes.slice(0, 10).map((n) => {
        const d = n.any.find((a) => a.data?.contrastRatio)?.data;
        return `${n.html.slice(0, 160)}${d ? ` fg ${d.fgColor} bg ${d.bgColor} ${d.contrastRatio}:1` : ''}`;
      }),
    }));
  });
  return res
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ page: name, rule: v.id, impact: v.impact, nodes: v.nodes, targets: v.targets, details: v.details }));
}

/** the findings with their details into test-results/<file>.json (the figures of the closing note, and where to look) */
export function saveFindings(file: string, data: unknown) {
  const dir = path.resolve(import.meta.dirname, '../test-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, file), JSON.stringify(data, null, 1));
}

/** A11Y_ONLY=<regex> narrows the pages while fixing (never set in CI) */
export const onlyPages = (paths: string[]) => (process.env.A11Y_ONLY ? paths.filter((p) => new RegExp(process.env.A11Y_ONLY!).test(p)) : paths);

/** page × rule counts by rule, for the test's log (the before/after figures of issue 33) */
export function byRule(findings: TFinding[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const f of findings) out[f.rule] = (out[f.rule] ?? 0) + 1;
  return out;
}

export const describeFindings = (findings: TFinding[]) => findings.map((f) => `${f.page}: ${f.rule} (${f.impact}, ${f.nodes}×) ${f.targets.join(' ')}`);

export type TSmallTarget = { page: string; what: string; width: number; height: number };

/**
 * Controls a finger hits that are smaller than `min` × `min` CSS px (issue 33: 44 × 44 on the phone pages). A control
 * inside its label (checkbox, radio) is measured by the label, a select's input by the select; links inside running
 * text are the WCAG exception and not counted; hidden and inert controls neither.
 */
export async function smallTargets(page: Page, name: string, min = 44): Promise<TSmallTarget[]> {
  const found = await page.evaluate((m) => {
    const sel = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="link"], [role="combobox"]';
    const out: { what: string; width: number; height: number }[] = [];
    const seen = new Set<Element>();
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
      if (el.closest('[aria-hidden="true"], [inert], .jk-sr-only, .jk-skip')) continue;
      if ((el as HTMLButtonElement).disabled) continue;
      const target = (el.matches('input, [role="combobox"]') && el.closest('label, .ant-select, .ant-picker, .ant-input-number, .ant-input-affix-wrapper')) || el;
      if (seen.has(target)) continue;
      seen.add(target);
      const r = target.getBoundingClientRect();
      const cs = getComputedStyle(target);
      if (r.width === 0 || r.height === 0 || cs.visibility === 'hidden' || cs.display === 'none' || Number(cs.opacity) === 0) continue;
      // a link in running text (WCAG 2.5.5/2.5.8 inline exception)
      if (el.tagName === 'A' && cs.display === 'inline' && (el.parentElement?.textContent?.trim().length ?? 0) > (el.textContent?.trim().length ?? 0) + 10) continue;
      if (r.width + 0.5 < m || r.height + 0.5 < m) {
        const label = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || '').trim().slice(0, 24);
        const cls = typeof target.className === 'string' ? target.className.split(/\s+/).filter(Boolean).slice(0, 2).join('.') : '';
        out.push({ what: `${target.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${label ? ` "${label}"` : ''}`, width: Math.round(r.width), height: Math.round(r.height) });
      }
    }
    return out;
  }, min);
  return found.map((f) => ({ page: name, ...f }));
}

/** how far the page scrolls sideways (0 when it fits the window) */
export const sidewaysScroll = (page: Page) => page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
