import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shared from '@jikim/shared';
import { checkChildChange, childLockProblems, isEditableStatus, type TResourceDefinition, type TWorkflowWithChildren } from '@jikim/shared';
import { validValue, type JsonSchema } from '../../bench/fuzz.js';
import { auth, createTestApp, login, writeFingerprint, type TestApp, type Tokens } from '../../test/helpers.js';
import { columnsOf, keyColumn } from './resource.repository.js';

/**
 * Child rows lock with their record (issue 25), enumerated so that a new collection or a new child sub-route that is
 * not declared fails here: every child collection of every definition with a workflow has a lock in the workflow;
 * every write route below a record (`<basePath>/:key/…`) is the framework's, a workflow step, a declared child
 * sub-route (`childRoute(...)`), or exempted below with its reason; and every declared child sub-route answers 409
 * with nothing written, as an administrator, for a demo record in each status its lock does not allow.
 */

/** write routes below a record that change no child collection of the record (reason given) */
const NOT_CHILD_ROUTES: Record<string, string> = {
  'POST /api/psm/interlocks/:interlockNo/bypasses': 'creates a bypass record of the interlock (the issue 28 contract route; the bypass is its own record with its workflow, not a collection of the interlock)',
  'POST /api/vendor/vendors/:vendorCd/users': 'creates a login account of the vendor (user management, not a collection of the vendor record)',
  'PUT /api/vendor/vendors/:vendorCd/users/:userId/lock': 'locks a login account (user management)',
  'PUT /api/vendor/vendors/:vendorCd/users/:userId/unlock': 'unlocks a login account (user management)',
  'POST /api/rsa/plans/:key/copy-forward': 'copies an earlier assessment into the draft plan through its own draft check (a new assessment, not plan rows)',
  'POST /api/saf/edu/courses/:courseNo/exams': 'starts the caller\'s exam attempt (the course has no workflow; an attempt is the taker\'s record)',
  'POST /api/saf/edu/courses/:courseNo/vendor-completions': 'records completions of contractor workers (the course has no workflow)',
  'POST /api/saf/edu/sessions/:sessionNo/qr': 'a short-lived token, nothing stored',
  'POST /api/saf/edu/sessions/:sessionNo/sign': 'attendance of a session (no workflow): the instructor\'s signature credits the attendee',
  // chemicals (issue 26)
  'POST /api/baseinfo/chemprod/:key/renewal': 'starts a new SDS revision of the product (no workflow; the old revision is kept as history, under the product\'s version)',
  'POST /api/chm/matcheckrequest/:key/confirm': 'a reviewer answers their own review row; the request has no declared workflow (its status follows the answers, under its version)',
  'POST /api/chm/matcheckrequest/:key/reject': 'a reviewer answers their own review row; the request has no declared workflow (its status follows the answers, under its version)',
};

const definitions = (): TResourceDefinition[] =>
  (Object.values(shared) as unknown[]).filter((d): d is TResourceDefinition => !!d && typeof d === 'object' && 'basePath' in d && 'fields' in d && 'listColumns' in d);
const wfOf = (d: TResourceDefinition) => d.workflow as TWorkflowWithChildren | undefined;

let t: TestApp;
let admin: Tokens;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(async () => t?.close());

describe('child rows lock with their record: declarations', () => {
  it('finds the definitions (the enumeration cannot silently find nothing)', () => {
    const withKids = definitions().filter((d) => d.workflow && d.children?.length);
    expect(withKids.map((d) => d.name)).toEqual(expect.arrayContaining(['safWkodPermit', 'safAccident', 'safMoc', 'vendorEntry', 'rsaPlan']));
    expect(t.app.childRoutes.length).toBeGreaterThanOrEqual(8);
  });

  it('every child collection of every definition with a workflow declares its lock, with the workflow\'s statuses', () => {
    const problems: string[] = [];
    for (const d of definitions()) {
      const wf = wfOf(d);
      if (!wf) continue;
      // a serverOnly collection is never taken from a body (the server writes it: a document's revisions), so no lock
      for (const c of d.children ?? []) if (!c.serverOnly && !wf.children?.[c.name]) problems.push(`${d.name}.${c.name}: no lock in the workflow's children`);
      problems.push(...childLockProblems(wf).map((p) => `${d.name}.${p}`));
      // a declared lock names a collection of the definition or one reached by a child sub-route
      const routed = new Set(t.app.childRoutes.filter((r) => r.binding.def.name === d.name).map((r) => r.collection));
      for (const name of Object.keys(wf.children ?? {})) {
        if (!d.children?.some((c) => c.name === name) && !routed.has(name)) problems.push(`${d.name}.${name}: declared but neither a collection nor a sub-route`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every write route below a record is the framework\'s, a workflow step, a declared child sub-route or exempted', () => {
    const defs = definitions();
    const declared = new Set(t.app.childRoutes.map((r) => `${r.method} ${r.url}`));
    const problems: string[] = [];
    for (const r of t.app.routeRules) {
      if (r.method === 'GET') continue;
      const d = defs.find((x) => new RegExp(`^${x.basePath}/:\\w+/`).test(r.url));
      if (!d) continue;
      const sub = r.url.slice(r.url.indexOf('/', d.basePath.length + 2) + 1);
      const steps = new Set((d.workflow?.transitions ?? []).map((x) => x.endpoint).filter(Boolean));
      const name = `${r.method} ${r.url}`;
      // a definition's comments (def.comments): each person's own remarks under the record, not a collection of it
      const isComment = !!d.comments && (sub === 'comments' || sub.startsWith('comments/'));
      if (sub === 'transition' || isComment || steps.has(sub) || declared.has(name) || NOT_CHILD_ROUTES[name]) continue;
      problems.push(`${name}: declare it with childRoute(binding, collection, op) (or exempt it with a reason)`);
    }
    expect(problems).toEqual([]);
    for (const k of Object.keys(NOT_CHILD_ROUTES)) expect(t.app.routeRules.some((r) => `${r.method} ${r.url}` === k), `stale exemption ${k}`).toBe(true);
  });
});

describe('child rows lock with their record: every declared child sub-route refuses outside its statuses', () => {
  it('answers 409 with nothing written, for a demo record in each status its lock does not allow', async () => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>> };
    const problems: string[] = [];
    let tried = 0;
    for (const r of t.app.childRoutes) {
      const def = r.binding.def;
      const wf = wfOf(def)!;
      const cols = columnsOf(r.binding) as Record<string, PgColumn>;
      const actor = { userId: 'admin', canWrite: true, dutyCd: 'DUT06', vendorCd: null };
      for (const s of wf.statuses) {
        if (checkChildChange(wf, r.collection, r.op, { [wf.statusField]: s.code, createUserId: 'admin' }, actor).ok) continue;
        const [row] = (await t.app.db.select({ k: keyColumn(r.binding) }).from(r.binding.table).where(eq(cols[wf.statusField]!, s.code)).limit(1)) as { k: unknown }[];
        if (!row) continue;
        tried += 1;
        const openapi = r.url.replace(/:(\w+)/g, '{$1}');
        const schema = doc.paths[openapi]?.[r.method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema;
        const body = schema ? validValue(schema) : undefined;
        const url = r.url.replace(':key', String(row.k)).replace(/:(\w+)/g, '1');
        const before = await writeFingerprint(t);
        const res = await t.app.inject({ method: r.method as 'POST', url, headers: auth(admin), ...(body === undefined ? {} : { payload: body as object }) });
        const name = `${r.method} ${r.url} (${r.collection}.${r.op}) on a ${s.code} ${def.name}`;
        if (res.statusCode !== 409) problems.push(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if ((await writeFingerprint(t)) !== before) problems.push(`${name}: something was written`);
      }
    }
    expect(problems).toEqual([]);
    expect(tried).toBeGreaterThanOrEqual(10);
  }, 120_000);

  it('the engine: \'record\' follows the record, an undeclared operation is refused, who and message come from the lock', () => {
    const wf = wfOf(shared.permitResource)!;
    const actor = { userId: 'u1', canWrite: false, dutyCd: null, vendorCd: 'V1' };
    const rec = (statusCd: string) => ({ statusCd, createUserId: 'u0', vendorCd: 'V1' });
    for (const s of wf.statuses) expect(checkChildChange(wf, 'workers', 'save', rec(s.code), actor).ok, s.code).toBe(isEditableStatus(wf, s.code));
    expect(checkChildChange(wf, 'loto', 'remove', rec('DRAFT'), actor)).toEqual({ ok: true });
    expect(checkChildChange(wf, 'loto', 'remove', rec('APPROVED'), actor)).toMatchObject({ ok: false, status: 409, message: shared.SAF_WKOD_MESSAGES.lotoRemoveLocked });
    expect(checkChildChange(wf, 'loto', 'remove', rec('DRAFT'), { ...actor, vendorCd: 'V2' })).toMatchObject({ ok: false, status: 403 });
    expect(checkChildChange(wf, 'loto', 'explode', rec('DRAFT'), actor)).toMatchObject({ ok: false, status: 409, reason: 'undeclared' });
  });
});
