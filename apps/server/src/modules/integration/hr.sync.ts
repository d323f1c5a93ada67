import { and, eq, inArray, sql } from 'drizzle-orm';
import { HR_MESSAGES, ZHrDept, ZHrUser, type THrDept, type THrSyncResult, type THrUser } from '@jikim/shared';
import type { DbOrTx } from '../../db/client.js';
import { codeMaster, dept, duty, position, user } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import { integrationActor, type TIntegration } from './integration.tokens.js';

/** a password hash that never verifies: a user created by HR logs in through SSO, or after an administrator's reset */
export const HR_NO_PASSWORD = '!HR_SYNC';
const CHUNK = 2_000;

type TError = { index: number; message: string };
type TReq = { mode: 'upsert' | 'full'; dryRun: boolean };

const chunks = <T,>(xs: T[]): T[][] => Array.from({ length: Math.ceil(xs.length / CHUNK) }, (_, i) => xs.slice(i * CHUNK, (i + 1) * CHUNK));

/** the rows that parse, each with its index; the others as errors naming the first field that failed */
function parseRows<T>(rows: unknown[], schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } }, keyOf: (r: T) => string, errors: TError[]) {
  const ok: { index: number; row: T }[] = [];
  const seen = new Set<string>();
  rows.forEach((raw, index) => {
    const p = schema.safeParse(raw);
    if (!p.success) {
      const i = p.error.issues[0];
      errors.push({ index, message: `${i?.path.map(String).join('.') || '-'}: ${i?.message ?? ''}` });
      return;
    }
    const k = keyOf(p.data);
    if (seen.has(k)) {
      errors.push({ index, message: `${k}: ${HR_MESSAGES.duplicateRow}` });
      return;
    }
    seen.add(k);
    ok.push({ index, row: p.data });
  });
  return ok;
}

async function codeSets(db: DbOrTx) {
  const [plants, depts, positions, duties] = await Promise.all([
    db.select({ c: codeMaster.code }).from(codeMaster).where(and(eq(codeMaster.codeGroupCd, 'COM_PLANT_CD'), eq(codeMaster.useYn, 'Y'))),
    db.select({ c: dept.deptCd, p: dept.plantCd }).from(dept).where(eq(dept.useYn, 'Y')),
    db.select({ c: position.positionCd }).from(position).where(eq(position.useYn, 'Y')),
    db.select({ c: duty.dutyCd }).from(duty).where(eq(duty.useYn, 'Y')),
  ]);
  return {
    plants: new Set(plants.map((x) => x.c)), deptPlant: new Map(depts.map((x) => [x.c, x.p])),
    positions: new Set(positions.map((x) => x.c)), duties: new Set(duties.map((x) => x.c)),
  };
}

/** the fields HR owns on a user (everything else — rights, signature, language, password — stays the product's) */
const HR_USER_FIELDS = ['userNm', 'plantCd', 'deptCd', 'email', 'phoneNo', 'positionCd', 'dutyCd', 'entryYmd'] as const;

/**
 * Users from HR (contract `POST /api/integration/hr/users`): each valid row creates or updates a plant user (a user
 * retired before and sent again comes back); an administrator's or a contractor's account is never touched. `full`
 * retires the active plant users of the plants the call names that it does not list — never when a row was refused
 * (a refused row may be a person who would be retired wrongly). Retired users keep their rows and names. One
 * transaction; every change audited as the integration; `dryRun` answers the same counts and writes nothing.
 */
export async function syncUsers(db: DbOrTx, who: TIntegration, body: TReq & { users: unknown[] }, ctx: { ip: string; todayYmd8: string }): Promise<THrSyncResult> {
  const errors: TError[] = [];
  const rows = parseRows<THrUser>(body.users, ZHrUser, (r) => r.userId.toLowerCase(), errors);
  const codes = await codeSets(db);
  const valid = rows.filter(({ index, row: r }) => {
    const bad = !codes.plants.has(r.plantCd) ? `plantCd: ${HR_MESSAGES.unknownPlant}`
      : r.deptCd && !codes.deptPlant.has(r.deptCd) ? `deptCd: ${HR_MESSAGES.unknownDept}`
        : r.deptCd && codes.deptPlant.get(r.deptCd) !== r.plantCd ? `deptCd: ${HR_MESSAGES.deptOfOtherPlant}`
          : r.positionCd && !codes.positions.has(r.positionCd) ? `positionCd: ${HR_MESSAGES.unknownPosition}`
            : r.dutyCd && !codes.duties.has(r.dutyCd) ? `dutyCd: ${HR_MESSAGES.unknownDuty}` : null;
    if (bad) errors.push({ index, message: bad });
    return !bad;
  });
  const existing = new Map<string, typeof user.$inferSelect>();
  for (const part of chunks(valid.map((v) => v.row.userId))) {
    for (const u of await db.select().from(user).where(inArray(user.userId, part))) existing.set(u.userId, u);
  }
  const creates: THrUser[] = [];
  const updates: { row: THrUser; before: typeof user.$inferSelect }[] = [];
  let unchanged = 0;
  for (const { index, row } of valid) {
    const before = existing.get(row.userId);
    if (!before) {
      creates.push(row);
      continue;
    }
    if (before.userType !== 'U' || before.adminYn === 'Y') {
      errors.push({ index, message: `userId: ${HR_MESSAGES.notHrAccount}` });
      continue;
    }
    const same = HR_USER_FIELDS.every((f) => (before[f] ?? null) === (row[f] ?? null)) && before.retireYn === 'N' && before.useYn === 'Y';
    if (same) unchanged += 1;
    else updates.push({ row, before });
  }
  let retire: string[] = [];
  if (body.mode === 'full') {
    if (errors.length) errors.push({ index: -1, message: HR_MESSAGES.noRetireWithErrors });
    else {
      const plants = [...new Set(valid.map((v) => v.row.plantCd))];
      const listed = new Set(valid.map((v) => v.row.userId));
      const active = plants.length ? await db.select({ id: user.userId }).from(user)
        .where(and(inArray(user.plantCd, plants), eq(user.userType, 'U'), eq(user.adminYn, 'N'), eq(user.retireYn, 'N'))) : [];
      retire = active.map((a) => a.id).filter((id) => !listed.has(id));
    }
  }
  const result = { created: creates.length, updated: updates.length, retired: retire.length, unchanged, errors: errors.sort((a, b) => a.index - b.index) };
  if (body.dryRun || (creates.length + updates.length + retire.length === 0)) return result;

  const actor = integrationActor(who);
  const pick = (r: THrUser) => Object.fromEntries(HR_USER_FIELDS.map((f) => [f, r[f] ?? null])) as Pick<THrUser, (typeof HR_USER_FIELDS)[number]>;
  for (const part of chunks(creates)) {
    await db.insert(user).values(part.map((r) => ({ userId: r.userId, userType: 'U', userPwd: HR_NO_PASSWORD, ...pick(r), userNm: r.userNm, plantCd: r.plantCd, createUserId: actor, updateUserId: actor })));
  }
  for (const r of creates) await writeAudit(db, { userId: actor, action: 'HR_CREATE', entity: 'com_user', entityKey: r.userId, after: pick(r), ip: ctx.ip });
  for (const { row, before } of updates) {
    await db.update(user).set({ ...pick(row), userNm: row.userNm, plantCd: row.plantCd, retireYn: 'N', retireYmd: null, useYn: 'Y', version: sql`${user.version} + 1`, updateUserId: actor, updateDt: new Date() })
      .where(eq(user.userId, row.userId));
    const was = { ...Object.fromEntries(HR_USER_FIELDS.map((f) => [f, before[f] ?? null])), retireYn: before.retireYn, useYn: before.useYn };
    await writeAudit(db, { userId: actor, action: 'HR_UPDATE', entity: 'com_user', entityKey: row.userId, before: was, after: { ...pick(row), retireYn: 'N', useYn: 'Y' }, ip: ctx.ip });
  }
  for (const part of chunks(retire)) {
    await db.update(user).set({ retireYn: 'Y', retireYmd: ctx.todayYmd8, version: sql`${user.version} + 1`, updateUserId: actor, updateDt: new Date() }).where(inArray(user.userId, part));
    // (their sessions end with it: a session of a retired user is no longer active, modules/auth/principal.ts)
  }
  for (const id of retire) await writeAudit(db, { userId: actor, action: 'HR_RETIRE', entity: 'com_user', entityKey: id, before: { retireYn: 'N' }, after: { retireYn: 'Y', retireYmd: ctx.todayYmd8 }, ip: ctx.ip });
  return result;
}

/**
 * Departments from HR (`POST /api/integration/hr/depts`), before its users: created or updated (name, plant, parent,
 * order; the level follows the parent); `full` takes out of use the departments of the plants named that it does not
 * list and that no active user still belongs to (a department with people is reported, not closed).
 */
export async function syncDepts(db: DbOrTx, who: TIntegration, body: TReq & { depts: unknown[] }, ctx: { ip: string }): Promise<THrSyncResult> {
  const errors: TError[] = [];
  const rows = parseRows<THrDept>(body.depts, ZHrDept, (r) => r.deptCd, errors);
  const codes = await codeSets(db);
  const sent = new Map(rows.map((r) => [r.row.deptCd, r.row]));
  const all = new Map((await db.select().from(dept)).map((d) => [d.deptCd, d]));
  const valid = rows.filter(({ index, row: r }) => {
    const parentPlant = r.pdeptCd ? (sent.get(r.pdeptCd)?.plantCd ?? all.get(r.pdeptCd)?.plantCd) : r.plantCd;
    const bad = !codes.plants.has(r.plantCd) ? `plantCd: ${HR_MESSAGES.unknownPlant}`
      : r.pdeptCd && !parentPlant ? `pdeptCd: ${HR_MESSAGES.unknownParent}`
        : parentPlant !== r.plantCd ? `pdeptCd: ${HR_MESSAGES.deptOfOtherPlant}` : null;
    if (bad) errors.push({ index, message: bad });
    return !bad;
  });
  // levels from the parents: a kept parent's own level + 1, a parent sent in the same call counted up its chain
  const parentOf = (cd: string) => sent.get(cd)?.pdeptCd ?? all.get(cd)?.pdeptCd ?? null;
  const levelOf = (cd: string): number => {
    let n = 1;
    for (let p = parentOf(cd), guard = 0; p && guard < 50; p = parentOf(p), guard++) {
      const kept = all.get(p);
      if (kept && !sent.has(p)) return n + kept.deptLvl;
      n += 1;
    }
    return n;
  };
  const creates: THrDept[] = [];
  const updates: { row: THrDept; before: typeof dept.$inferSelect }[] = [];
  let unchanged = 0;
  for (const { row } of valid) {
    const before = all.get(row.deptCd);
    if (!before) creates.push(row);
    else if (before.deptNm === row.deptNm && before.plantCd === row.plantCd && (before.pdeptCd ?? null) === (row.pdeptCd ?? null)
      && (row.sortOrder == null || before.sortOrder === row.sortOrder) && before.useYn === 'Y') unchanged += 1;
    else updates.push({ row, before });
  }
  let close: string[] = [];
  if (body.mode === 'full') {
    if (errors.length) errors.push({ index: -1, message: HR_MESSAGES.noRetireWithErrors });
    else {
      const plants = new Set(valid.map((v) => v.row.plantCd));
      const candidates = [...all.values()].filter((d) => plants.has(d.plantCd) && d.useYn === 'Y' && !sent.has(d.deptCd)).map((d) => d.deptCd);
      const peopled = new Set(candidates.length ? (await db.select({ d: user.deptCd }).from(user)
        .where(and(inArray(user.deptCd, candidates), eq(user.retireYn, 'N'), eq(user.useYn, 'Y')))).map((x) => x.d) : []);
      close = candidates.filter((d) => !peopled.has(d));
    }
  }
  const result = { created: creates.length, updated: updates.length, retired: close.length, unchanged, errors: errors.sort((a, b) => a.index - b.index) };
  if (body.dryRun || (creates.length + updates.length + close.length === 0)) return result;
  const actor = integrationActor(who);
  const vals = (r: THrDept) => ({ deptNm: r.deptNm, plantCd: r.plantCd, pdeptCd: r.pdeptCd ?? null, deptLvl: levelOf(r.deptCd), ...(r.sortOrder == null ? {} : { sortOrder: r.sortOrder }) });
  for (const r of creates) {
    await db.insert(dept).values({ deptCd: r.deptCd, ...vals(r), createUserId: actor, updateUserId: actor });
    await writeAudit(db, { userId: actor, action: 'HR_CREATE', entity: 'com_dept', entityKey: r.deptCd, after: vals(r), ip: ctx.ip });
  }
  for (const { row, before } of updates) {
    await db.update(dept).set({ ...vals(row), useYn: 'Y', version: sql`${dept.version} + 1`, updateUserId: actor, updateDt: new Date() }).where(eq(dept.deptCd, row.deptCd));
    await writeAudit(db, { userId: actor, action: 'HR_UPDATE', entity: 'com_dept', entityKey: row.deptCd, before: { deptNm: before.deptNm, plantCd: before.plantCd, pdeptCd: before.pdeptCd, useYn: before.useYn }, after: vals(row), ip: ctx.ip });
  }
  for (const cd of close) {
    await db.update(dept).set({ useYn: 'N', version: sql`${dept.version} + 1`, updateUserId: actor, updateDt: new Date() }).where(eq(dept.deptCd, cd));
    await writeAudit(db, { userId: actor, action: 'HR_CLOSE', entity: 'com_dept', entityKey: cd, before: { useYn: 'Y' }, after: { useYn: 'N' }, ip: ctx.ip });
  }
  return result;
}
