// References (issue 25): every field of every resource definition whose name looks like a pointer at another record or
// person is declared a reference (checked on create and update) or exempted with a reason; the framework refuses a
// value that names nothing (400), lies outside the caller's reach (403) or belongs to another plant (400).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as shared from '@jikim/shared';
import { allFieldsOf, fileCellsOf, MESSAGES, REFERENCE_MESSAGES, referenceOf, type TResourceDefinition } from '@jikim/shared';
import { auth, createTestApp, login, type TestApp } from '../../test/helpers.js';
import { referenceTargets } from './resource.references.js';

const definitions = (Object.values(shared) as unknown[]).filter((v): v is TResourceDefinition =>
  !!v && typeof v === 'object' && 'basePath' in v && 'fields' in v && 'key' in v && 'i18n' in v);

/** names that point at another record or person */
const LOOKS_LIKE_REFERENCE = [/UserId$/, /^userId$/, /[dD]eptCd$/, /[vV]endorCd$/, /[pP]lantCd$/, /No$/, /Key$/];

describe('reference declarations', () => {
  it('finds the definitions', () => {
    expect(definitions.length).toBeGreaterThan(35);
  });

  it('every reference-looking field is a reference (by type or declaration) or exempted with a reason', () => {
    const undeclared: string[] = [];
    for (const def of definitions) {
      const childKeys = new Set((def.children ?? []).map((c) => c.key));
      for (const { field: f, child } of allFieldsOf(def)) {
        if (f.name === def.key.name && !child) continue;
        if (child && childKeys.has(f.name)) continue;
        if (!LOOKS_LIKE_REFERENCE.some((re) => re.test(f.name))) continue;
        // written by the server only (a workflow hook's action number): never taken from a client
        if (f.serverOnly) continue;
        // a file cell names a file of the record's own attachment group, checked by its own rule (resource.children.ts)
        if (f.type === 'file') continue;
        if (referenceOf(f)) continue;
        const r = f.reference;
        if (r && 'none' in r && r.none.trim().length >= 10) continue;
        undeclared.push(`${def.name}${child ? `.${child}` : ''}.${f.name} (${f.type})`);
      }
    }
    expect(undeclared, `declare each as a reference (type user/dept/vendor/plant, or reference: { to } / { by, to }) or exempt it with
      reference: { none: 'why it points at nothing' } in its definition:\n  ${undeclared.join('\n  ')}`).toEqual([]);
  });

  it('every file cell names one of its definition\'s attachment groups', () => {
    const wrong = definitions.flatMap((def) => fileCellsOf(def).filter((x) => !(def.attachments ?? []).includes(x.group)).map((x) => `${def.name}.${x.collection}.${x.field.name}`));
    expect(wrong).toEqual([]);
    expect(definitions.some((def) => fileCellsOf(def).length > 0)).toBe(true);
  });
});

describe('reference checks on create and update', () => {
  let t: TestApp;
  let gas: string;
  let safety: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    gas = (await login(t.app, 'gas01')).accessToken;
    safety = (await login(t.app, 'safety01')).accessToken;
    admin = (await login(t.app, 'admin')).accessToken;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('every declared target is a mounted resource and every kind field exists', () => {
    const known = referenceTargets();
    const wrong: string[] = [];
    for (const def of definitions) {
      for (const { field: f, child } of allFieldsOf(def)) {
        const r = f.reference;
        if (!r || 'none' in r) continue;
        const names = 'by' in r ? Object.values(r.to) : [r.to];
        for (const n of names) if (!known.has(n)) wrong.push(`${def.name}.${f.name} → ${n}`);
        // the kind field: a field of the record, or of the same child row (an MOC's PSM item: kind + key)
        const kinds = [...def.fields, ...(def.children ?? []).filter((c) => c.name === child).flatMap((c) => c.fields)];
        if ('by' in r && !kinds.some((x) => x.name === r.by)) wrong.push(`${def.name}.${f.name}: no field ${r.by}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  const action = (over: Record<string, unknown>) => ({
    plantCd: '2000', deptCd: 'D2210', actionTypeCd: 'REQUEST', sourceTypeCd: 'ETC', title: '참조 시험', assigneeUserId: 'gas01', dueYmd: '2030-01-10', ...over,
  });
  const post = (token: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/impr/actions', headers: auth(token), payload });

  it('finding 4: an action cannot hang on another plant\'s accident (403), nor on a source that does not exist (400)', async () => {
    const [acc] = await t.rows<{ no: number }>(sql`select accident_no as no from saf_accident where plant_cd = '1000' order by 1 limit 1`);
    const before = await t.rows<{ n: string }>(sql`select count(*)::text as n from impr_action`);
    const foreign = await post(gas, action({ sourceTypeCd: 'ACCIDENT', sourceKey: String(acc!.no) }));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(REFERENCE_MESSAGES.outOfScope('[발생원 번호]'));
    const missing = await post(gas, action({ sourceTypeCd: 'ACCIDENT', sourceKey: '99999999' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(REFERENCE_MESSAGES.missing('[발생원 번호]'));
    expect(missing.json().fields).toEqual([{ field: 'sourceKey', message: REFERENCE_MESSAGES.missing('[발생원 번호]') }]);
    expect(await t.rows(sql`select count(*)::text as n from impr_action`)).toEqual(before);
    // an administrator reaches every plant, but a plant-2000 action still cannot hang on a plant-1000 accident
    const other = await post(admin, action({ sourceTypeCd: 'ACCIDENT', sourceKey: String(acc!.no) }));
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(REFERENCE_MESSAGES.otherPlant('[발생원 번호]'));
    // its own plant's accident is fine; a free-text source (ETC) points at nothing
    const [own] = await t.rows<{ no: number }>(sql`select accident_no as no from saf_accident where plant_cd = '2000' order by 1 limit 1`);
    if (own) expect((await post(gas, action({ sourceTypeCd: 'ACCIDENT', sourceKey: String(own.no) }))).statusCode).toBe(200);
    expect((await post(gas, action({ sourceTypeCd: 'ETC', sourceKey: '회의록 3쪽' }))).statusCode).toBe(200);
  });

  it('finding 4: the assignee must exist and be of the action\'s plant', async () => {
    const foreign = await post(gas, action({ assigneeUserId: 'worker01' }));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(REFERENCE_MESSAGES.outOfScope('[담당자]'));
    // (an assignee who does not exist is the module's own rule, with its own message: 400)
    expect((await post(gas, action({ assigneeUserId: 'nobody-here' }))).statusCode).toBe(400);
    // the administrator may reach both plants, but a plant-1000 person is not the assignee of a plant-2000 action
    const admins = await post(admin, action({ assigneeUserId: 'worker01' }));
    expect(admins.statusCode).toBe(400);
    expect(admins.json().message).toBe(REFERENCE_MESSAGES.otherPlant('[담당자]'));
    // nobody of plant 1000 was told about an action they cannot open
    expect(await t.rows(sql`select 1 from com_notification where user_id = 'worker01' and title like '%참조 시험%'`)).toEqual([]);
  });

  it('an update checks the changed references only, with the same answers', async () => {
    const created = await post(safety, action({ plantCd: '1000', deptCd: 'D1210', assigneeUserId: 'worker01' }));
    expect(created.statusCode).toBe(200);
    const row = created.json();
    const put = (over: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/impr/actions/${row.actionNo}`, headers: auth(safety), payload: { ...row, ...over } });
    const moved = await put({ assigneeUserId: 'gas01' });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().returnCode).toBe('OUT_OF_SCOPE');
    expect((await put({ ownerVendorCd: 'V9999' })).statusCode).toBe(400);
    expect((await put({ ownerDeptCd: 'D2210' })).statusCode).toBe(403);
    // an unchanged assignee who has since moved plants does not block an edit of something else
    await t.rows(sql`update com_user set plant_cd = '2000' where user_id = 'e0005'`);
    await t.rows(sql`update impr_action set assignee_user_id = 'e0005' where action_no = ${row.actionNo}`);
    const fresh = (await t.app.inject({ url: `/api/impr/actions/${row.actionNo}`, headers: auth(safety) })).json();
    const edit = await t.app.inject({ method: 'PUT', url: `/api/impr/actions/${row.actionNo}`, headers: auth(safety), payload: { ...fresh, title: '바뀐 제목' } });
    expect(edit.statusCode).toBe(200);
    await t.rows(sql`update com_user set plant_cd = '1000' where user_id = 'e0005'`);
  });

  it('a scope refusal of a record says so, not "no menu permission" (issue 34)', async () => {
    const [a] = await t.rows<{ no: number }>(sql`select action_no as no from impr_action where plant_cd = '1000' order by 1 limit 1`);
    const res = await t.app.inject({ url: `/api/impr/actions/${a!.no}`, headers: auth(gas) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: MESSAGES.outOfScope, returnCode: 'OUT_OF_SCOPE' });
  });
});
