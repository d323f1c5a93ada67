import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ADMIN_MESSAGES, ZSignatureSchema, ZUserCreateSchema, ZUserListQuerySchema, ZUserSchema, ZUserUpdateSchema, pageOf,
} from '@jikim/shared';
import type { DbOrTx } from '../../db/client.js';
import { codeMaster, dept, deptAuthGrp, duty, position, user, vendor } from '../../db/schema.js';
import { conflict, forbidden, outOfScope } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { dataScope, scopeWhere, assertPlantReachable } from '../../lib/scope.js';
import { actor, audit, checkVersion, contains, duplicate, iso, must, ruleError } from './admin.common.js';

const tags = ['manage: user'];
const plant = alias(codeMaster, 'plant');
const ZUserIdParam = z.object({ userId: z.string().min(1).max(50) });

/** the columns of the admin user view (no password hash, no signature image) */
const cols = {
  userId: user.userId, userNm: user.userNm, userType: user.userType, plantCd: user.plantCd, plantNm: plant.codeNm,
  deptCd: user.deptCd, deptNm: dept.deptNm, vendorCd: user.vendorCd, positionCd: user.positionCd, positionNm: position.positionNm,
  dutyCd: user.dutyCd, dutyNm: duty.dutyNm, deptAuthGrpCd: user.deptAuthGrpCd, contType: user.contType, email: user.email,
  phoneNo: user.phoneNo, officeTel: user.officeTel, birthYmd: user.birthYmd, genderCd: user.genderCd, entryYmd: user.entryYmd,
  retireYn: user.retireYn, retireYmd: user.retireYmd, hasSignature: sql<boolean>`${user.signature} is not null`, lang: user.lang,
  adminYn: user.adminYn, useYn: user.useYn, version: user.version, updateUserId: user.updateUserId, updateDt: user.updateDt,
};

type Row = Omit<z.infer<typeof ZUserSchema>, 'updateDt'> & { updateDt: Date | string };
const out = (r: Row) => ({ ...r, hasSignature: Boolean(r.hasSignature), updateDt: iso(r.updateDt)! });

function userScope(req: FastifyRequest): SQL | undefined {
  return scopeWhere(dataScope(req.principal!), { plant: user.plantCd, dept: user.deptCd, vendor: user.vendorCd });
}

function selectUsers(db: DbOrTx, extra: Record<string, SQL> = {}) {
  return db
    .select({ ...cols, ...extra })
    .from(user)
    .leftJoin(plant, and(eq(plant.codeGroupCd, 'COM_PLANT_CD'), eq(plant.code, user.plantCd)))
    .leftJoin(dept, eq(dept.deptCd, user.deptCd))
    .leftJoin(position, eq(position.positionCd, user.positionCd))
    .leftJoin(duty, eq(duty.dutyCd, user.dutyCd));
}

/** one user in the caller's scope: 404 when missing, 403 when outside the caller's plant/department/vendor */
async function loadScoped(db: DbOrTx, req: FastifyRequest, userId: string) {
  const s = userScope(req);
  const [row] = await selectUsers(db, { inScope: s ? sql<boolean>`coalesce((${s}), false)` : sql<boolean>`true` }).where(eq(user.userId, userId));
  const r = must(row) as Row & { inScope: boolean };
  if (!r.inScope) throw outOfScope();
  const { inScope: _i, ...rest } = r;
  return rest as Row;
}

/**
 * Issue 13 (no self-escalation): what a delegated user administrator (a non-administrator with write on ADM_USER)
 * may not do. Administrators pass. The target must not be an administrator nor hold a wider data scope than the
 * writer; the data-scope group and adminYn stay as they are (null on create), also on the writer's own record.
 */
async function assertDelegatedWrite(tx: DbOrTx, req: FastifyRequest, before: { adminYn: string; deptAuthGrpCd: string | null } | null,
  after: { adminYn?: string | null; deptAuthGrpCd?: string | null } | null) {
  const p = req.principal!;
  if (p.isAdmin) return;
  if (before?.adminYn === 'Y' || after?.adminYn === 'Y') throw forbidden(ADMIN_MESSAGES.adminOnlyField);
  if (after && (after.deptAuthGrpCd ?? null) !== (before?.deptAuthGrpCd ?? null)) throw forbidden(ADMIN_MESSAGES.adminOnlyGrant);
  if (before?.deptAuthGrpCd) {
    const [g] = await tx.select({ plant: deptAuthGrp.plantAccessYn, dept: deptAuthGrp.deptAccessYn }).from(deptAuthGrp)
      .where(and(eq(deptAuthGrp.deptAuthGrpCd, before.deptAuthGrpCd), eq(deptAuthGrp.useYn, 'Y')));
    if (g && ((g.plant === 'Y' && p.plantAccessYn !== 'Y') || (g.dept === 'Y' && p.deptAccessYn !== 'Y'))) throw forbidden(ADMIN_MESSAGES.widerScope);
  }
}

type Refs = { plantCd: string; deptCd: string | null; positionCd: string | null; dutyCd: string | null; deptAuthGrpCd: string | null; vendorCd: string | null; userType: string };

/** every reference must exist and be in use; the department must belong to the plant; writers stay inside their scope */
async function checkRefs(tx: DbOrTx, req: FastifyRequest, b: Refs) {
  const p = req.principal!;
  const [pl] = await tx.select({ code: codeMaster.code }).from(codeMaster).where(and(eq(codeMaster.codeGroupCd, 'COM_PLANT_CD'), eq(codeMaster.code, b.plantCd), eq(codeMaster.useYn, 'Y')));
  if (!pl) throw ruleError(ADMIN_MESSAGES.invalidReference, 'plantCd');
  if (b.deptCd) {
    const [d] = await tx.select({ plantCd: dept.plantCd }).from(dept).where(and(eq(dept.deptCd, b.deptCd), eq(dept.useYn, 'Y')));
    if (!d) throw ruleError(ADMIN_MESSAGES.invalidReference, 'deptCd');
    if (d.plantCd !== b.plantCd) throw ruleError(ADMIN_MESSAGES.wrongPlant, 'deptCd');
  }
  const checks: [string | null, SQL, string][] = [
    [b.positionCd, sql`select 1 from com_position where position_cd = ${b.positionCd} and use_yn = 'Y'`, 'positionCd'],
    [b.dutyCd, sql`select 1 from com_duty where duty_cd = ${b.dutyCd} and use_yn = 'Y'`, 'dutyCd'],
    [b.deptAuthGrpCd, sql`select 1 from com_dept_auth_grp where dept_auth_grp_cd = ${b.deptAuthGrpCd} and use_yn = 'Y'`, 'deptAuthGrpCd'],
    [b.vendorCd, sql`select 1 from com_vendor where vendor_cd = ${b.vendorCd} and use_yn = 'Y'`, 'vendorCd'],
  ];
  for (const [v, q, field] of checks) {
    if (v && ((await tx.execute(q)) as unknown as { rows: unknown[] }).rows.length === 0) throw ruleError(ADMIN_MESSAGES.invalidReference, field);
  }
  if (b.userType === 'V' && !b.vendorCd) throw ruleError(ADMIN_MESSAGES.invalidReference, 'vendorCd');
  // a writer limited to their plant/department may only place users there; broader data scope needs the flags
  const scope = dataScope(p);
  assertPlantReachable(scope, b.plantCd, { vendors: true });
  if (!scope.allDepts && b.deptCd) {
    const sub = await tx.execute(sql`select 1 from com_dept where dept_cd = ${b.deptCd} and dept_cd in (
      with recursive s as (select dept_cd from com_dept where dept_cd = ${scope.deptCd} union all select d.dept_cd from com_dept d join s on d.pdept_cd = s.dept_cd) select dept_cd from s)`);
    if ((sub as unknown as { rows: unknown[] }).rows.length === 0) throw outOfScope();
  }
  if (scope.vendorCd !== null && b.vendorCd !== scope.vendorCd) throw outOfScope();
}

export async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get('/api/manage/user', {
    config: menuRead('ADM_USER', 'ADM_AUTH_GRP'),
    schema: { tags, summary: '사용자 목록 (서버 페이징, 소속 범위 제한)', querystring: ZUserListQuerySchema, response: { 200: pageOf(ZUserSchema) } },
  }, async (req) => {
    const q = req.query;
    const cond = and(
      userScope(req),
      q.plantCd ? eq(user.plantCd, q.plantCd) : undefined,
      q.deptCd ? sql`${user.deptCd} in (with recursive s as (select dept_cd from com_dept where dept_cd = ${q.deptCd} union all select d.dept_cd from com_dept d join s on d.pdept_cd = s.dept_cd) select dept_cd from s)` : undefined,
      q.userNm ? contains(user.userNm, q.userNm) : undefined,
      q.userId ? contains(user.userId, q.userId) : undefined,
      q.userType ? eq(user.userType, q.userType) : undefined,
      q.retireYn ? eq(user.retireYn, q.retireYn) : undefined,
      q.useYn ? eq(user.useYn, q.useYn) : undefined,
    );
    // the page walks the (plant, name, id) index and joins only its rows; the count reads the index alone
    const [rows, counted] = await Promise.all([
      selectUsers(db).where(cond).orderBy(asc(user.userNm), asc(user.userId)).limit(q.limit).offset((q.page - 1) * q.limit),
      db.select({ n: sql<string>`count(*)` }).from(user).where(cond),
    ]);
    const total = Number(counted[0]?.n ?? 0);
    return { totalCount: total, page: q.page, limit: q.limit, list: rows.map((x) => out(x as unknown as Row)) };
  });

  r.get('/api/manage/user/:userId', {
    config: menuRead('ADM_USER'),
    schema: { tags, summary: '사용자 상세', params: ZUserIdParam, response: { 200: ZUserSchema } },
  }, async (req) => out(await loadScoped(db, req, req.params.userId)));

  r.post('/api/manage/user', {
    config: menuWrite('ADM_USER'),
    schema: { tags, summary: '사용자 등록', body: ZUserCreateSchema, response: { 200: ZUserSchema } },
  }, async (req) => {
    const b = req.body;
    const pwd = await hashPassword(b.userPwd, app.config.scryptN);
    await db.transaction(async (tx) => {
      await assertDelegatedWrite(tx, req, null, b);
      await checkRefs(tx, req, b);
      const [exists] = await tx.select({ userId: user.userId }).from(user).where(eq(user.userId, b.userId));
      if (exists) throw duplicate(ADMIN_MESSAGES.duplicate);
      const { userPwd: _p, ...fields } = b;
      await tx.insert(user).values({ ...fields, userPwd: pwd, createUserId: actor(req), updateUserId: actor(req) });
      await audit(tx, req, 'CREATE', 'com_user', b.userId, null, fields);
    });
    return out(await loadScoped(db, req, b.userId));
  });

  r.put('/api/manage/user/:userId', {
    config: menuWrite('ADM_USER'),
    schema: { tags, summary: '사용자 수정 (version 필수, 오래된 version은 409)', params: ZUserIdParam, body: ZUserUpdateSchema, response: { 200: ZUserSchema } },
  }, async (req) => {
    const b = req.body;
    const id = req.params.userId;
    const pwd = b.userPwd ? await hashPassword(b.userPwd, app.config.scryptN) : null;
    await db.transaction(async (tx) => {
      const before = checkVersion(await loadScoped(tx, req, id), b.version);
      await assertDelegatedWrite(tx, req, before, b);
      if (id === req.principal!.userId && (b.adminYn !== before.adminYn || b.useYn === 'N' || b.retireYn === 'Y')) throw forbidden(ADMIN_MESSAGES.adminOnlyField);
      await checkRefs(tx, req, b);
      const { userPwd: _p, version, ...fields } = b;
      const retireYmd = fields.retireYn === 'Y' ? (fields.retireYmd ?? new Date().toISOString().slice(0, 10).replace(/-/g, '')) : null;
      const res = await tx.update(user)
        .set({ ...fields, retireYmd, ...(pwd ? { userPwd: pwd, pwdChangeDt: new Date() } : {}), version: version + 1, updateUserId: actor(req), updateDt: new Date() })
        .where(and(eq(user.userId, id), eq(user.version, version))).returning({ userId: user.userId });
      if (!res.length) throw conflict();
      await audit(tx, req, 'UPDATE', 'com_user', id, before, { ...fields, retireYmd, passwordReset: Boolean(pwd) });
      // a retired or disabled user, or a reset password, ends the user's sessions
      if (fields.retireYn === 'Y' || fields.useYn === 'N' || pwd) {
        await tx.execute(sql`update auth_session set revoked_dt = now(), revoke_reason = 'ADMIN' where user_id = ${id} and revoked_dt is null`);
      }
    });
    return out(await loadScoped(db, req, id));
  });

  // users keep their history (approvals, checkups, audit): delete means retire, never a row removal
  r.delete('/api/manage/user/:userId', {
    config: menuWrite('ADM_USER'),
    schema: { tags, summary: '사용자 퇴직 처리 (행은 보존)', params: ZUserIdParam, querystring: z.object({ version: z.coerce.number().int().min(1) }), response: { 200: ZUserSchema } },
  }, async (req) => {
    const id = req.params.userId;
    await db.transaction(async (tx) => {
      const before = checkVersion(await loadScoped(tx, req, id), req.query.version);
      await assertDelegatedWrite(tx, req, before, null);
      if (id === req.principal!.userId) throw forbidden(ADMIN_MESSAGES.adminOnlyField);
      const ymd = new Date().toISOString().slice(0, 10).replace(/-/g, '');
      await tx.update(user).set({ retireYn: 'Y', retireYmd: ymd, useYn: 'N', version: before.version + 1, updateUserId: actor(req), updateDt: new Date() }).where(eq(user.userId, id));
      await tx.execute(sql`update auth_session set revoked_dt = now(), revoke_reason = 'ADMIN' where user_id = ${id} and revoked_dt is null`);
      await audit(tx, req, 'DELETE', 'com_user', id, before, { retireYn: 'Y', retireYmd: ymd, useYn: 'N' });
    });
    return out(await loadScoped(db, req, id));
  });

  // spec §7 "user signature": the image is stored as a data URL; the worker info carries it to the signature pad
  r.get('/api/manage/user/signature/:userId', {
    config: menuRead('ADM_USER'),
    schema: { tags, summary: '사용자 서명 이미지', params: ZUserIdParam, response: { 200: z.object({ userId: z.string(), signature: z.string().nullable() }) } },
  }, async (req) => {
    await loadScoped(db, req, req.params.userId);
    const [row] = await db.select({ signature: user.signature }).from(user).where(eq(user.userId, req.params.userId));
    return { userId: req.params.userId, signature: row?.signature ?? null };
  });

  r.put('/api/manage/user/signature/:userId', {
    config: menuWrite('ADM_USER'),
    schema: { tags, summary: '사용자 서명 저장 (PNG/JPEG data URL)', params: ZUserIdParam, body: ZSignatureSchema.extend({ version: z.number().int().min(1) }), response: { 200: ZUserSchema } },
  }, async (req) => {
    const id = req.params.userId;
    await db.transaction(async (tx) => {
      const before = checkVersion(await loadScoped(tx, req, id), req.body.version);
      await assertDelegatedWrite(tx, req, before, null);
      await tx.update(user).set({ signature: req.body.signature, version: before.version + 1, updateUserId: actor(req), updateDt: new Date() }).where(eq(user.userId, id));
      await audit(tx, req, 'UPDATE', 'com_user.signature', id, { hasSignature: before.hasSignature }, { hasSignature: true, bytes: req.body.signature.length });
    });
    return out(await loadScoped(db, req, id));
  });

  r.delete('/api/manage/user/signature/:userId', {
    config: menuWrite('ADM_USER'),
    schema: { tags, summary: '사용자 서명 삭제', params: ZUserIdParam, querystring: z.object({ version: z.coerce.number().int().min(1) }), response: { 200: ZUserSchema } },
  }, async (req) => {
    const id = req.params.userId;
    await db.transaction(async (tx) => {
      const before = checkVersion(await loadScoped(tx, req, id), req.query.version);
      await assertDelegatedWrite(tx, req, before, null);
      await tx.update(user).set({ signature: null, version: before.version + 1, updateUserId: actor(req), updateDt: new Date() }).where(eq(user.userId, id));
      await audit(tx, req, 'DELETE', 'com_user.signature', id, { hasSignature: before.hasSignature }, { hasSignature: false });
    });
    return out(await loadScoped(db, req, id));
  });

  // options for the user form: positions, duties, data-scope groups, vendors (read by whoever may read users)
  r.get('/api/manage/user/options', {
    config: menuRead('ADM_USER'),
    schema: {
      tags, summary: '사용자 등록 화면 선택 항목 (직위, 직책, 부서권한그룹, 협력업체)',
      response: { 200: z.object({
        positions: z.array(z.object({ code: z.string(), codeNm: z.string(), useYn: z.string() })),
        duties: z.array(z.object({ code: z.string(), codeNm: z.string(), useYn: z.string() })),
        deptAuthGrps: z.array(z.object({ code: z.string(), codeNm: z.string(), useYn: z.string() })),
        vendors: z.array(z.object({ code: z.string(), codeNm: z.string(), useYn: z.string(), plantCd: z.string() })),
      }) },
    },
  }, async (req) => {
    const scope = dataScope(req.principal!);
    const [positions, duties, deptAuthGrps, vendors] = await Promise.all([
      db.select({ code: position.positionCd, codeNm: position.positionNm, useYn: position.useYn }).from(position).orderBy(asc(position.sortOrder)),
      db.select({ code: duty.dutyCd, codeNm: duty.dutyNm, useYn: duty.useYn }).from(duty).orderBy(asc(duty.sortOrder)),
      db.select({ code: deptAuthGrp.deptAuthGrpCd, codeNm: deptAuthGrp.deptAuthGrpNm, useYn: deptAuthGrp.useYn }).from(deptAuthGrp).orderBy(asc(deptAuthGrp.deptAuthGrpCd)),
      db.select({ code: vendor.vendorCd, codeNm: vendor.vendorNm, useYn: vendor.useYn, plantCd: vendor.plantCd }).from(vendor)
        .where(scopeWhere(scope, { plant: vendor.plantCd, vendor: vendor.vendorCd })).orderBy(asc(vendor.vendorNm)),
    ]);
    return { positions, duties, deptAuthGrps, vendors };
  });
}
