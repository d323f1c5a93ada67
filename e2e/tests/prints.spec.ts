import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import * as shared from '@jikim/shared';
import type { TResourceDefinition, TResourceField } from '@jikim/shared';
import { apiLogin } from '../helpers';

/**
 * Every printed document, from the registry: each resource definition that declares `print` (the /print/<name>/<key>
 * view), each of its hand-written forms (`print.forms`), and the hand-written print routes of the web app (read from
 * app.tsx, so a new route fails here until it names a sample record below). Each is opened for a demo record, printed to
 * PDF by Chromium, and its text checked: names instead of keys and codes, no empty label rows, and a filled 결재란
 * (names, dates) for a record whose approval or sign-offs are done.
 */
const out = path.resolve(import.meta.dirname, '../../test-results/prints');
const appTsx = readFileSync(path.resolve(import.meta.dirname, '../../apps/web/src/app/app.tsx'), 'utf8');
type Row = Record<string, unknown>;

const defs = (Object.values(shared) as unknown[]).filter((v): v is TResourceDefinition =>
  !!v && typeof v === 'object' && 'basePath' in v && 'fields' in v && 'key' in v && 'i18n' in v && !!(v as TResourceDefinition).print);

/**
 * hand-written print routes that belong to no definition's record: a URL for a demo record, from the records found
 * (`signed`: the demo's record has its approval done, so the 결재란 must be filled)
 */
const HAND_WRITTEN: Record<string, (rows: Map<string, Row>) => string | { url: string; signed: boolean } | null> = {
  // 작업위험성 대장 of a department: the department of a demo risk assessment plan
  rsaBook: (rows) => {
    const plan = rows.get('rsaPlan');
    return plan ? `/print/rsaBook/${String(plan.plantCd)}/${String(plan.deptCd)}` : null;
  },
  // 중대재해처벌법 서류철: the demo's signed binder of the power plant's last half over (its chapters and evidence lists)
  mgtSapa: () => {
    const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit' }).format(new Date()).split('-').map(Number);
    return { url: m! <= 6 ? `/print/mgtSapa/1000/${y! - 1}/H2` : `/print/mgtSapa/1000/${y}/H1`, signed: true };
  },
};

/** statuses a record reaches only through its approval (the target of an approval's APPROVED, and what follows only from there) */
function approvedStatuses(def: TResourceDefinition): Set<string> {
  const wf = def.workflow;
  const done = new Set<string>();
  if (!wf) return done;
  for (const t of wf.transitions) if (t.who.some((w) => w.kind === 'approval' && (w.on ?? 'APPROVED') === 'APPROVED')) done.add(t.to);
  for (let changed = done.size > 0; changed;) {
    changed = false;
    for (const s of wf.statuses) {
      const into = wf.transitions.filter((t) => t.to === s.code);
      if (!done.has(s.code) && into.length && into.every((t) => t.from.every((f) => done.has(f)))) {
        done.add(s.code);
        changed = true;
      }
    }
  }
  return done;
}

const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
const compact = (s: string) => s.replace(/\s+/g, '');
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** the raw keys and codes a printed record must not show: coded/user/vendor/dept values and picked references whose name exists */
function rawKeys(def: TResourceDefinition, row: Row): { code: string[]; labelled: { label: string; value: string }[] } {
  const code: string[] = [];
  const labelled: { label: string; value: string }[] = [];
  const ko = def.i18n.ko;
  const visit = (fields: TResourceField[], r: Row) => {
    for (const f of fields) {
      const nm = shared.nameFieldOf(f);
      const v = r[f.name];
      // the status prints as its workflow label, which may spell an abbreviation (가동 전 안전점검(PSSR))
      if (!nm || v === null || v === undefined || v === '' || f.inPrint === false || f.name === def.workflow?.statusField) continue;
      const values = f.codeList ? String(v).split(',') : [String(v)];
      for (const x of values) {
        if (/^\d+$/.test(x)) labelled.push({ label: ko[f.label] ?? f.label, value: x });
        else if (x.length >= 3 && !String(r[nm] ?? '').includes(x)) code.push(x);
      }
    }
  };
  visit(def.fields, row);
  for (const c of def.children ?? []) for (const r of (row[c.name] as Row[] | undefined) ?? []) visit(c.fields, r);
  return { code: [...new Set(code)], labelled };
}

async function getJson<T>(api: APIRequestContext, token: string, url: string): Promise<T | null> {
  const r = await api.get(url, { headers: { 'X-Authorization': token } });
  return r.ok() ? ((await r.json()) as T) : null;
}

/** a record of the definition to print: one whose approval (or sign-offs) is done when the demo has one */
async function pickRecord(api: APIRequestContext, token: string, def: TResourceDefinition): Promise<{ row: Row; signed: boolean }> {
  const wf = def.workflow;
  const done = approvedStatuses(def);
  const list = async (q: string) => (await getJson<{ list: Row[] }>(api, token, `${def.basePath}?limit=50${q}`))?.list ?? [];
  let rows = await list('');
  const bySearch = wf && def.searchFields.some((s) => s.name === wf.statusField);
  for (const st of done) if (bySearch) rows = [...(await list(`&${wf!.statusField}=${st}`)), ...rows];
  expect(rows.length, `${def.name}: the demo has records to print`).toBeGreaterThan(0);
  const looksApproved = (r: Row) => !!wf && done.has(String(r[wf.statusField]));
  const ordered = [...rows.filter(looksApproved), ...rows.filter((r) => !looksApproved(r))].slice(0, 12);
  const so = def.print?.signOff;
  for (const r of ordered) {
    const key = String(r[def.key.name]);
    if (so) {
      const signs = (await getJson<Record<string, { roleCd: string }[]>>(api, token, so.url.replace('{key}', key)))?.[so.list] ?? [];
      if (so.roles.every((x) => signs.some((s) => s.roleCd === x.code))) return { row: r, signed: true };
    } else if (def.approvalType) {
      const line = await getJson<{ request: { statusCd: string } | null }>(api, token, `/api/manage/apprparam/line?apprTypeCd=${def.approvalType}&recordKey=${key}`);
      // a record shown as approved has the approval behind it (the demo too)
      if (looksApproved(r)) expect(line?.request?.statusCd, `${def.name} ${key} (${String(r[wf!.statusField])}) has a completed approval`).toBe('COMPLETE');
      if (line?.request?.statusCd === 'COMPLETE') return { row: r, signed: true };
    }
  }
  // sign-offs of a workflow: the demo has records that went through every signed step
  if (so) throw new Error(`${def.name}: no demo record carries every sign-off (${so.roles.map((x) => x.code).join(', ')})`);
  return { row: ordered[0]!, signed: false };
}

type Check = { url: string; name: string; def?: TResourceDefinition; row?: Row; signed: boolean };

async function printAndCheck(page: Page, c: Check) {
  await page.goto(c.url);
  const doc = page.getByTestId('print-document');
  await expect(doc, `${c.name}: the document renders`).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('print-button')).toBeEnabled();
  // no label/value row without its value (an empty optional field is left out); a hand-written legal form (산업재해조사표)
  // keeps the blank boxes of its official layout
  const emptyLabels = await doc.locator('table.pd-table:not(.pd-grid) tr').evaluateAll((trs) => trs.flatMap((tr) => {
    const cells = Array.from(tr.children);
    const empty: string[] = [];
    for (let i = 0; i + 1 < cells.length; i += 2) if (cells[i]!.tagName === 'TH' && !cells[i + 1]!.textContent?.trim()) empty.push(cells[i]!.textContent ?? '');
    return empty;
  }));
  if (c.def) expect(emptyLabels, `${c.name}: no empty label rows`).toEqual([]);
  // the 결재란: names and days in every box of a record whose approval / sign-offs are done
  const appr = doc.getByTestId('print-approval').first();
  if (c.signed) {
    const boxes = await appr.locator('td.pd-appr-sign').evaluateAll((tds) => tds.map((td) => td.querySelector('.pd-appr-name')?.textContent ?? ''));
    const days = await appr.locator('td.pd-appr-date').allTextContents();
    expect(boxes.length, `${c.name}: 결재란 boxes`).toBeGreaterThan(1);
    expect(boxes.every((b) => b.trim() !== ''), `${c.name}: every 결재란 box names its signer (${boxes.join(' | ')})`).toBe(true);
    expect(days.every((d) => /^\d{4}\.\d{2}\.\d{2}$/.test(d.trim())), `${c.name}: every 결재란 box has its day (${days.join(' | ')})`).toBe(true);
    expect(await appr.locator('img').evaluateAll((imgs) => imgs.length > 0 && imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)), `${c.name}: signatures shown`).toBe(true);
  }
  const file = path.join(out, `${c.name}.pdf`);
  writeFileSync(file, await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }));
  const text = pdfText(file);
  const flat = compact(text);
  expect(flat.length, `${c.name}: the PDF has text`).toBeGreaterThan(50);
  for (const bad of ['undefined', 'null', '[objectObject]', 'NaN', 'Invalid Date']) expect(flat, `${c.name}: no "${bad}" in the PDF`).not.toContain(bad);
  // a code value (E_BOILER, HOT_REMOVE) never shows where its name should
  expect(text.match(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g) ?? [], `${c.name}: no code values in the PDF`).toEqual([]);
  if (c.signed) {
    const names = await appr.locator('.pd-appr-name').allTextContents();
    for (const n of names) expect(flat, `${c.name}: the PDF names ${n}`).toContain(compact(n));
  }
  if (c.def && c.row) {
    const keys = rawKeys(c.def, c.row);
    for (const k of keys.code) expect(text, `${c.name}: the raw key ${k} is printed as its name`).not.toMatch(new RegExp(`(^|[^A-Za-z0-9_])${escapeRe(k)}($|[^A-Za-z0-9_])`));
    for (const k of keys.labelled) expect(text, `${c.name}: "${k.label} ${k.value}" is printed as a name`).not.toMatch(new RegExp(`${escapeRe(k.label)}[ \\t]+${k.value}([ \\t]|$)`, 'm'));
    // the names the record carries for its references are on paper
    for (const f of c.def.fields) {
      const nm = shared.nameFieldOf(f);
      const v = nm ? c.row[nm] : null;
      if (typeof v === 'string' && v && f.inPrint !== false && (f.inForm !== false || f.serverOnly)) expect(flat, `${c.name}: prints ${f.name} as ${v}`).toContain(compact(v));
    }
  }
}

test('every print view renders to PDF with names, its 결재란 and no raw keys', async ({ page }) => {
  test.setTimeout(240_000);
  mkdirSync(out, { recursive: true });
  const admin = await apiLogin(page, 'admin');
  const api = page.request;
  const checks: Check[] = [];
  const picked = new Map<string, Row>();
  for (const def of defs) {
    const { row, signed } = await pickRecord(api, admin.accessToken, def);
    picked.set(def.name, row);
    const key = String(row[def.key.name]);
    // the full record as its print loads it (children, names)
    const full = (await getJson<Row>(api, admin.accessToken, `${def.basePath}/${encodeURIComponent(key)}`)) ?? row;
    checks.push({ url: `/print/${def.name}/${encodeURIComponent(key)}`, name: def.name, def, row: full, signed });
    for (const f of def.print?.forms ?? []) {
      if (!f.when || f.when(full)) checks.push({ url: `/print/${f.path}/${encodeURIComponent(key)}`, name: `${def.name}-${f.path}`, signed: false });
    }
  }
  // the web app's hand-written print routes: each is a definition's form or named in HAND_WRITTEN
  const forms = new Set(defs.flatMap((d) => (d.print?.forms ?? []).map((f) => f.path)));
  const routes = [...appTsx.matchAll(/path="\/print\/([A-Za-z]+)\//g)].map((m) => m[1]!);
  for (const r of routes) {
    if (forms.has(r)) continue;
    const make = HAND_WRITTEN[r];
    expect(make, `print route /print/${r}/… is a definition's form or has a sample in HAND_WRITTEN`).toBeTruthy();
    const sample = make!(picked);
    expect(sample, `a demo record for /print/${r}`).toBeTruthy();
    checks.push(typeof sample === 'string' ? { url: sample, name: r, signed: false } : { ...sample!, name: r });
  }
  expect(checks.length).toBeGreaterThan(defs.length);
  for (const c of checks) await printAndCheck(page, c);
});
