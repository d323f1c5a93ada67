import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCalendarYmd, MESSAGES, SERVER_WITNESSED_KEY } from '@jikim/shared';
import { auth, createTestApp, login, writeFingerprint, type TestApp, type Tokens } from './helpers.js';

/**
 * Generated from the OpenAPI document: every date field of every route (query and JSON body, found by the
 * `format` that the shared date schemas carry) gets 2026-02-30 → 400 naming that field with the §8 text,
 * never 5xx, nothing written. The same request with a real date does not name the field, so the refusal is
 * the calendar check and not some other rule. A request field named like a date without the marker fails.
 */

type TSchema = { type?: string | string[]; format?: string; [SERVER_WITNESSED_KEY]?: unknown; enum?: unknown[]; properties?: Record<string, TSchema>; items?: TSchema; anyOf?: TSchema[]; oneOf?: TSchema[]; allOf?: TSchema[]; minimum?: number; minLength?: number; pattern?: string; default?: unknown };
type TParam = { in: string; name: string; schema?: TSchema };
type TOperation = { parameters?: TParam[]; requestBody?: { content?: Record<string, { schema?: TSchema }> } };
type TCase = { method: string; path: string; where: 'query' | 'body'; field: string; format: string };

const DATE_FORMATS: Record<string, { good: string; bad: string }> = {
  date: { good: '2026-02-28', bad: '2026-02-30' },
  'date-compact': { good: '20260228', bad: '20260230' },
  // a planned plant date-time (a bypass's start and time limit, issue 28): the day is calendar-checked the same way
  'plant-date-time': { good: '2026-02-28 09:00', bad: '2026-02-30 09:00' },
};

let t: TestApp;
let admin: Tokens;
let doc: { paths: Record<string, Record<string, TOperation>> };
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  doc = t.app.swagger() as unknown as typeof doc;
});
afterAll(async () => t?.close());

const variants = (s: TSchema): TSchema[] => [s, ...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];
const dateFormat = (s: TSchema | undefined): string | undefined => (s ? variants(s).map((v) => v.format).find((f) => f !== undefined && f in DATE_FORMATS) : undefined);

/** a plausible value for a schema (the date under test is set afterwards) */
function sample(s: TSchema | undefined): unknown {
  if (!s) return 'x';
  const v = variants(s).find((x) => x.type !== 'null' && (x.type || x.properties || x.enum || x.format)) ?? s;
  const f = dateFormat(v);
  if (f) return DATE_FORMATS[f]!.good;
  if (v.enum?.length) return v.enum[0];
  const type = Array.isArray(v.type) ? v.type.find((x) => x !== 'null') : v.type;
  if (type === 'object' || v.properties) return Object.fromEntries(Object.entries(v.properties ?? {}).map(([k, p]) => [k, sample(p)]));
  if (type === 'array') return [sample(v.items)];
  if (type === 'integer' || type === 'number') return Math.max(1, v.minimum ?? 1);
  if (type === 'boolean') return true;
  return 'x'.repeat(Math.max(1, v.minLength ?? 1));
}

/** date fields under a schema, as dotted paths ("actions.0.dueYmd") */
function dateFields(s: TSchema | undefined, prefix: string, out: { field: string; format: string }[]) {
  if (!s) return;
  for (const v of variants(s)) {
    for (const [k, p] of Object.entries(v.properties ?? {})) {
      const path = prefix ? `${prefix}.${k}` : k;
      const f = dateFormat(p);
      if (f) out.push({ field: path, format: f });
      else dateFields(p, path, out);
    }
    if (v.items) dateFields(v.items, `${prefix}.0`, out);
  }
}

/** every request field whose name says date (…Ymd, …Dt, …Date) */
function dateNamedFields(s: TSchema | undefined, prefix: string, out: { field: string; schema: TSchema }[]) {
  if (!s) return;
  for (const v of variants(s)) {
    for (const [k, p] of Object.entries(v.properties ?? {})) {
      const path = prefix ? `${prefix}.${k}` : k;
      if (/(Ymd|Dt|Date)$/.test(k)) out.push({ field: path, schema: p });
      dateNamedFields(p, path, out);
    }
    if (v.items) dateNamedFields(v.items, `${prefix}.0`, out);
  }
}

function operations(): { method: string; path: string; op: TOperation }[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
}

function casesOf(): TCase[] {
  const out: TCase[] = [];
  for (const { method, path, op } of operations()) {
    for (const p of op.parameters ?? []) {
      const f = p.in === 'query' ? dateFormat(p.schema) : undefined;
      if (f) out.push({ method, path, where: 'query', field: p.name, format: f });
    }
    const json = op.requestBody?.content?.['application/json']?.schema;
    const found: { field: string; format: string }[] = [];
    dateFields(json, '', found);
    for (const f of found) out.push({ method, path, where: 'body', field: f.field, format: f.format });
  }
  return out;
}

function setPath(obj: Record<string, unknown>, dotted: string, value: unknown) {
  const keys = dotted.split('.');
  let cur: Record<string, unknown> = obj;
  for (const k of keys.slice(0, -1)) cur = cur[k] as Record<string, unknown>;
  cur[keys.at(-1)!] = value;
}

async function send(c: TCase, value: string) {
  const op = doc.paths[c.path]![c.method.toLowerCase()]!;
  const params = (op.parameters ?? []).filter((p) => p.in === 'path');
  const url = c.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(sample(params.find((p) => p.name === name)?.schema))));
  if (c.where === 'query') {
    const q = new URLSearchParams({ [c.field]: value });
    return t.app.inject({ method: c.method as 'GET', url: `${url}?${q}`, headers: auth(admin) });
  }
  const body = sample(op.requestBody!.content!['application/json']!.schema) as Record<string, unknown>;
  setPath(body, c.field, value);
  return t.app.inject({ method: c.method as 'POST', url, headers: auth(admin), payload: body });
}

const namesField = (res: { json(): unknown }, field: string) =>
  ((res.json() as { fields?: { field: string; message: string }[] }).fields ?? []).find((f) => f.field === field);

describe('dates from the OpenAPI document', () => {
  it('finds the date fields of the API (the generator cannot silently find nothing)', () => {
    const cases = casesOf();
    expect(cases.length).toBeGreaterThanOrEqual(70);
    const keys = new Set(cases.map((c) => `${c.method} ${c.path} ${c.where}.${c.field}`));
    for (const k of [
      'GET /api/manage/auditlog query.fromDt', 'PUT /api/manage/user/{userId} body.retireYmd', 'POST /api/manage/appr/delegates body.toYmd',
      'GET /api/hea/checkup/rsrvdates query.fromYmd', 'POST /api/hea/msk/surveys body.actions.0.dueYmd', 'GET /api/manage/notice query.postStartYmdFrom',
    ]) expect(keys, k).toContain(k);
  });

  it('every request field named like a date carries a calendar-checked date schema', () => {
    const unmarked: string[] = [];
    for (const { method, path, op } of operations()) {
      const named: { field: string; schema: TSchema }[] = [];
      for (const p of op.parameters ?? []) if (p.in === 'query' && /(Ymd|Dt|Date)$/.test(p.name)) named.push({ field: p.name, schema: p.schema ?? {} });
      for (const c of Object.values(op.requestBody?.content ?? {})) dateNamedFields(c.schema, '', named);
      for (const n of named) if (!dateFormat(n.schema)) unmarked.push(`${method} ${path} ${n.field}`);
    }
    expect(unmarked).toEqual([]);
  });

  it('isCalendarYmd', () => {
    for (const s of ['2026-02-28', '2024-02-29', '2000-02-29', '2026-12-31']) expect(isCalendarYmd(s), s).toBe(true);
    for (const s of ['2026-02-30', '2025-02-29', '1900-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-2-3', '20260228', '2026-02-28T00:00:00Z', '']) expect(isCalendarYmd(s), s).toBe(false);
  });

  it('2026-02-30 in every date field of every route → 400 naming the field with the §8 text, nothing written', async () => {
    const problems: string[] = [];
    const cases = casesOf();
    for (const c of cases) {
      const name = `${c.method} ${c.path} ${c.where}.${c.field}`;
      const before = await writeFingerprint(t);
      const bad = await send(c, DATE_FORMATS[c.format]!.bad);
      if (bad.statusCode !== 400) problems.push(`${name}: ${bad.statusCode} ${bad.body.slice(0, 200)}`);
      else {
        const f = namesField(bad, c.field);
        if (!f) problems.push(`${name}: 400 without the field: ${bad.body.slice(0, 300)}`);
        else if (f.message !== MESSAGES.badRequest) problems.push(`${name}: message ${f.message}`);
      }
      if ((await writeFingerprint(t)) !== before) problems.push(`${name}: something was written`);
      // control: a real day in the same request is not what is refused
      const good = await send(c, DATE_FORMATS[c.format]!.good);
      if (good.statusCode >= 500) problems.push(`${name} with a real date: ${good.statusCode}`);
      // (a business rule may still refuse that day with its own text, e.g. outside the plan period)
      if (good.statusCode === 400 && namesField(good, c.field)?.message === MESSAGES.badRequest) problems.push(`${name}: a real date is refused too: ${good.body.slice(0, 300)}`);
      for (const w of ['2026-13-01', '2025-02-29', '2026-2-3']) {
        if (c.format !== 'date') break;
        const r = await send(c, w);
        if (r.statusCode !== 400 || !namesField(r, c.field)) problems.push(`${name} = ${w}: ${r.statusCode}`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});

/**
 * Issue 25: a request date-time is the time of an event the server witnesses, so it carries the marker of
 * `zServerWitnessedAt` (the server refuses it ahead of its clock or before the setting's window) — or it is exempted
 * here with its reason. Every marked field of every route, a day ahead and a year back → 400 naming it, nothing written.
 */
const DATE_TIME_EXEMPT: Record<string, string> = {};

function dateTimeFields(s: TSchema | undefined, prefix: string, out: { field: string; schema: TSchema }[]) {
  if (!s) return;
  for (const v of variants(s)) {
    for (const [k, p] of Object.entries(v.properties ?? {})) {
      const path = prefix ? `${prefix}.${k}` : k;
      if (variants(p).some((x) => x.format === 'date-time') || /At$/.test(k)) out.push({ field: path, schema: p });
      else dateTimeFields(p, path, out);
    }
    if (v.items) dateTimeFields(v.items, `${prefix}.0`, out);
  }
}
const witnessed = (s: TSchema) => variants(s).some((x) => x[SERVER_WITNESSED_KEY] !== undefined);

describe('request date-times are the server\'s (issue 25)', () => {
  const found = () => operations().flatMap(({ method, path, op }) => {
    const out: { field: string; schema: TSchema }[] = [];
    for (const p of op.parameters ?? []) if (p.in === 'query' && (p.schema?.format === 'date-time' || /At$/.test(p.name))) out.push({ field: p.name, schema: p.schema ?? {} });
    for (const c of Object.values(op.requestBody?.content ?? {})) dateTimeFields(c.schema, '', out);
    return out.map((f) => ({ method, path, ...f }));
  });

  it('every request date-time field carries the server-witnessed marker or an exemption', () => {
    const all = found();
    expect(all.map((f) => `${f.method} ${f.path} ${f.field}`)).toContain('POST /api/saf/wkod/permits/{key}/gas-readings measuredAt');
    expect(all.filter((f) => !witnessed(f.schema) && !DATE_TIME_EXEMPT[`${f.method} ${f.path} ${f.field}`]).map((f) => `${f.method} ${f.path} ${f.field}`)).toEqual([]);
  });

  it('a marked field a day ahead or a year back → 400 naming it, nothing written', async () => {
    const problems: string[] = [];
    for (const f of found().filter((x) => witnessed(x.schema))) {
      for (const [what, value] of [['a day ahead', new Date(Date.now() + 86_400_000)], ['a year back', new Date(Date.now() - 365 * 86_400_000)]] as const) {
        const before = await writeFingerprint(t);
        const res = await send({ method: f.method, path: f.path, where: 'body', field: f.field, format: 'date-time' }, value.toISOString());
        const name = `${f.method} ${f.path} ${f.field} ${what}`;
        if (res.statusCode !== 400 || !namesField(res, f.field)) problems.push(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if ((await writeFingerprint(t)) !== before) problems.push(`${name}: something was written`);
      }
    }
    expect(problems).toEqual([]);
  });
});
