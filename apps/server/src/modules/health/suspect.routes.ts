import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HEA_RESULT_MENU, HEA_RESULT_MESSAGES, HEA_SUSPECT_APPR, HEA_SUSPECT_DIAGS, HEA_SUSPECT_STATUS, ZSuspect, ZSuspectCandidate, ZSuspectConsult, ZSuspectConsultInput,
  ZSuspectCreate, ZSuspectRelease,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { deptSubtree, scopeWhere, type DataScope } from '../../lib/scope.js';
import { loadInScope } from '../../lib/scoped-load.js';
import { assertEditable, numericKey, registerApprovalType } from '../approvals/approval-types.js';
import { actor, isUniqueViolation, likeContains, menuScope } from './health.shared.js';
import { heaSuspectConsult, heaSuspectUser } from './suspect.tables.js';

const M = HEA_RESULT_MENU.suspect;
const BASE = '/api/hea/checkup/suspectusers';
const tags = ['hea suspects'];
const zNo = z.coerce.number().int().min(1).max(2_147_483_647);
const diagList = sql.join(HEA_SUSPECT_DIAGS.map((d) => sql`${d}`), sql`, `);
const todayKst = sql`(now() at time zone 'Asia/Seoul')::date`;
const iso = (col: SQL) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type Access = { scope: DataScope; manager: boolean; userId: string };
async function access(db: DbOrTx, req: FastifyRequest): Promise<Access> {
  return { scope: await menuScope(db, req, M), manager: req.menuRights?.canWrite === true, userId: actor(req) };
}
/** suspects are health data: managers read their plant/department scope, read-only users only themselves */
function accessWhere(a: Access, alias: { plant: SQL; dept: SQL; user: SQL }): SQL {
  if (a.scope.vendorCd !== null) return sql`false`;
  if (!a.manager) return sql`${alias.user} = ${a.userId}`;
  return scopeWhere(a.scope, { plant: alias.plant, dept: alias.dept }) ?? sql`true`;
}

function suspectSelect(where: SQL): SQL {
  return sql`select s.hea_suspect_user_no as "heaSuspectUserNo", s.hea_checkup_result_no as "heaCheckupResultNo", s.plant_cd as "plantCd", s.user_id as "userId",
      u.user_nm as "userNm", d.dept_nm as "deptNm", r.checkup_ymd::text as "checkupYmd", s.diag_cd as "diagCd", dg.code_nm as "diagNm", s.status_cd as "statusCd",
      s.designate_reason as "designateReason", s.designate_ymd::text as "designateYmd", s.release_reason as "releaseReason", s.release_ymd::text as "releaseYmd",
      (select count(*) from hea_suspect_consult c where c.hea_suspect_user_no = s.hea_suspect_user_no)::int as "consultCnt",
      (select max(c.consult_ymd)::text from hea_suspect_consult c where c.hea_suspect_user_no = s.hea_suspect_user_no) as "lastConsultYmd",
      s.version, ${iso(sql`s.create_dt`)} as "createDt"
    from hea_suspect_user s
    left join hea_checkup_result r on r.hea_checkup_result_no = s.hea_checkup_result_no
    left join com_user u on u.user_id = s.user_id
    left join com_dept d on d.dept_cd = s.dept_cd
    left join com_code_master dg on dg.code_group_cd = 'HEA_RESULT_DIAG' and dg.code = s.diag_cd
    where ${where}`;
}
const norm = (x: Record<string, unknown>) => ({
  ...(x as z.infer<typeof ZSuspect>), heaSuspectUserNo: Number(x.heaSuspectUserNo), heaCheckupResultNo: Number(x.heaCheckupResultNo),
  consultCnt: Number(x.consultCnt), version: Number(x.version),
});

async function getSuspectRow(db: DbOrTx, no: number) {
  const rows = await queryRows<Record<string, unknown>>(db, suspectSelect(sql`s.hea_suspect_user_no = ${no}`));
  return rows[0] ? norm(rows[0]) : null;
}

/** a suspect the caller may see (404 missing, 403 outside); `lock` takes the row lock */
async function loadSuspect(db: DbOrTx, a: Access, no: number, lock = false) {
  // read-only users reach their own suspect record only; managers their plant / department scope
  const s = await loadInScope<{ status_cd: string; version: number }>(db, a.scope, {
    select: sql`s.status_cd, s.version`, from: sql`hea_suspect_user s`, key: sql`s.hea_suspect_user_no = ${no}`,
    scope: a.manager ? { plant: sql`s.plant_cd`, dept: sql`s.dept_cd` } : {}, restrict: a.manager ? undefined : sql`s.user_id = ${a.userId}`,
    lock: lock ? sql`for update of s` : undefined,
  });
  return { statusCd: s.status_cd, version: Number(s.version) };
}

async function approvalRecord(tx: DbOrTx, recordKey: string, kind: '지정' | '해제') {
  const no = Number(recordKey); // canonical (numericKey)
  const s = await getSuspectRow(tx, no);
  if (!s) return null;
  const dept = await queryRows<{ dept_cd: string | null }>(tx, sql`select dept_cd from hea_suspect_user where hea_suspect_user_no = ${no}`);
  return {
    plantCd: s.plantCd,
    deptCd: dept[0]?.dept_cd ?? null,
    title: `[유소견자 ${kind}] ${s.userNm ?? s.userId} (${s.diagCd})`,
    summary: [
      `대상자: ${s.userNm ?? ''} (${s.userId}), ${s.deptNm ?? '-'}`,
      `검진일: ${s.checkupYmd ?? '-'}`,
      `판정: ${s.diagCd} ${s.diagNm ?? ''}`,
      kind === '지정' ? `지정 사유: ${s.designateReason ?? '-'}` : `해제 사유: ${s.releaseReason ?? '-'}`,
      `상담 기록: ${s.consultCnt}건`,
    ],
  };
}

/** approvals of suspects follow the suspect read rule: read-only users only their own record (managers: scope) */
async function suspectAccess(tx: DbOrTx, p: { userId: string }, recordKey: string, rights: { canWrite: boolean }) {
  if (rights.canWrite) return;
  const own = await queryRows(tx, sql`select 1 from hea_suspect_user where hea_suspect_user_no = ${Number(recordKey)} and user_id = ${p.userId}`);
  if (!own.length) throw forbidden();
}

async function moveStatus(tx: DbOrTx, no: number, from: string[], set: SQL, userId: string, apprNo: number) {
  const rows = await queryRows<{ s: string }>(tx, sql`select status_cd as s from hea_suspect_user where hea_suspect_user_no = ${no} for update`);
  if (!rows[0] || !from.includes(rows[0].s)) throw new AppError(409, HEA_RESULT_MESSAGES.suspectNotDesignated);
  await tx.execute(sql`update hea_suspect_user set ${set}, version = version + 1, update_user_id = ${userId}, update_dt = now() where hea_suspect_user_no = ${no}`);
  await writeAudit(tx, { userId, action: 'UPDATE', entity: 'heaSuspectUser', entityKey: String(no), after: { ...(await getSuspectRow(tx, no)), apprRequestNo: apprNo } });
}

// designation: DRAFT → DESIGNATE_REQ → DESIGNATED (rejected or recalled → DRAFT)
registerApprovalType({
  apprTypeCd: HEA_SUSPECT_APPR.designate,
  titleKey: `approvals.type.${HEA_SUSPECT_APPR.designate}`,
  titleKo: '유소견자 지정',
  menuId: M,
  parseKey: numericKey,
  assertAccess: suspectAccess,
  getRecord: (tx, key) => approvalRecord(tx, key, '지정'),
  async onStatus(tx, key, status, ctx) {
    const no = Number(key);
    if (status === 'REQUESTED') await moveStatus(tx, no, ['DRAFT'], sql`status_cd = 'DESIGNATE_REQ'`, ctx.userId, ctx.apprRequestNo);
    else if (status === 'APPROVED') await moveStatus(tx, no, ['DESIGNATE_REQ'], sql`status_cd = 'DESIGNATED', designate_ymd = ${todayKst}`, ctx.userId, ctx.apprRequestNo);
    else await moveStatus(tx, no, ['DESIGNATE_REQ', 'DRAFT'], sql`status_cd = 'DRAFT'`, ctx.userId, ctx.apprRequestNo);
  },
});

// release: DESIGNATED (with a reason) → RELEASE_REQ → RELEASED (rejected or recalled → DESIGNATED)
registerApprovalType({
  apprTypeCd: HEA_SUSPECT_APPR.release,
  titleKey: `approvals.type.${HEA_SUSPECT_APPR.release}`,
  titleKo: '유소견자 해제',
  menuId: M,
  parseKey: numericKey,
  assertAccess: suspectAccess,
  getRecord: (tx, key) => approvalRecord(tx, key, '해제'),
  async onStatus(tx, key, status, ctx) {
    const no = Number(key);
    if (status === 'REQUESTED') await moveStatus(tx, no, ['DESIGNATED'], sql`status_cd = 'RELEASE_REQ'`, ctx.userId, ctx.apprRequestNo);
    else if (status === 'APPROVED') await moveStatus(tx, no, ['RELEASE_REQ'], sql`status_cd = 'RELEASED', release_ymd = ${todayKst}`, ctx.userId, ctx.apprRequestNo);
    else await moveStatus(tx, no, ['RELEASE_REQ', 'DESIGNATED'], sql`status_cd = 'DESIGNATED'`, ctx.userId, ctx.apprRequestNo);
  },
});

/** 유소견자 관리 (menu HEA_SUSPECT): automatic candidates, designation/release records, follow-up consultations */
export async function suspectRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${BASE}/candidates`, {
    config: menuWrite(M),
    schema: { tags, summary: 'automatic candidates: results judged C1, C2, D1, D2 or R whose worker has no live suspect record', querystring: z.object({
      year: z.coerce.number().int().min(1990).max(2100).optional(), deptCd: z.string().trim().max(30).optional(), userNm: z.string().trim().max(100).optional(),
    }), response: { 200: z.array(ZSuspectCandidate) } },
  }, async (req) => {
    const a = await access(app.db, req);
    const parts: SQL[] = [sql`r.diag_cd in (${diagList})`, accessWhere(a, { plant: sql`r.plant_cd`, dept: sql`r.dept_cd`, user: sql`r.user_id` }),
      sql`not exists (select 1 from hea_suspect_user s where s.user_id = r.user_id and (s.status_cd <> 'RELEASED' or s.hea_checkup_result_no = r.hea_checkup_result_no))`,
      // only the worker's latest result counts
      sql`not exists (select 1 from hea_checkup_result n where n.user_id = r.user_id and (n.checkup_ymd, n.hea_checkup_result_no) > (r.checkup_ymd, r.hea_checkup_result_no))`];
    if (req.query.year) parts.push(sql`r.checkup_year = ${req.query.year}`);
    if (req.query.deptCd) parts.push(sql`r.dept_cd in ${deptSubtree(req.query.deptCd)}`);
    if (req.query.userNm) parts.push(sql`u.user_nm like ${likeContains(req.query.userNm)}`);
    const rows = await queryRows<Record<string, unknown>>(app.db, sql`select r.hea_checkup_result_no as "heaCheckupResultNo", p.hea_checkup_plan_nm as "heaCheckupPlanNm",
        r.plant_cd as "plantCd", r.user_id as "userId", u.user_nm as "userNm", d.dept_nm as "deptNm", r.checkup_ymd::text as "checkupYmd", r.diag_cd as "diagCd",
        dg.code_nm as "diagNm", r.work_fitness_cd as "workFitnessCd",
        (select string_agg(t.test_item_nm || ' ' || i.result_value, ', ' order by t.sort_order) from hea_checkup_result_item i
           join hea_test_item t on t.test_item_cd = i.test_item_cd where i.hea_checkup_result_no = r.hea_checkup_result_no and i.abnormal_yn = 'Y') as "abnormalItems"
      from hea_checkup_result r
      left join hea_checkup_plan p on p.hea_checkup_plan_no = r.hea_checkup_plan_no
      left join com_user u on u.user_id = r.user_id
      left join com_dept d on d.dept_cd = r.dept_cd
      left join com_code_master dg on dg.code_group_cd = 'HEA_RESULT_DIAG' and dg.code = r.diag_cd
      where ${sql.join(parts, sql` and `)}
      order by r.checkup_ymd desc nulls last, r.hea_checkup_result_no desc nulls last limit 1000`);
    return rows.map((x) => ({ ...(x as z.infer<typeof ZSuspectCandidate>), heaCheckupResultNo: Number(x.heaCheckupResultNo) }));
  });

  r.get(BASE, {
    config: menuRead(M),
    schema: { tags, summary: 'suspect records (own only for read-only users)', querystring: z.object({
      statusCd: z.enum(HEA_SUSPECT_STATUS).optional(), userNm: z.string().trim().max(100).optional(), includeReleasedYn: z.enum(['Y', 'N']).default('N'),
    }), response: { 200: z.array(ZSuspect) } },
  }, async (req) => {
    const a = await access(app.db, req);
    const parts: SQL[] = [accessWhere(a, { plant: sql`s.plant_cd`, dept: sql`s.dept_cd`, user: sql`s.user_id` })];
    if (req.query.statusCd) parts.push(sql`s.status_cd = ${req.query.statusCd}`);
    else if (req.query.includeReleasedYn === 'N') parts.push(sql`s.status_cd <> 'RELEASED'`);
    if (req.query.userNm) parts.push(sql`u.user_nm like ${likeContains(req.query.userNm)}`);
    const rows = await queryRows<Record<string, unknown>>(app.db, sql`${suspectSelect(sql.join(parts, sql` and `))} order by s.create_dt desc, s.hea_suspect_user_no desc limit 2000`);
    return rows.map(norm);
  });

  // spec §7 "suspect user create": registers the record (DRAFT); designation then goes through approval HEA_SUSPECT_DESIGNATE
  r.post(BASE, {
    config: menuWrite(M),
    schema: { tags, summary: 'register a suspect from a C1/C2/D1/D2/R result (then request approval HEA_SUSPECT_DESIGNATE)', body: ZSuspectCreate, response: { 200: ZSuspect } },
  }, async (req) => {
    const a = await access(app.db, req);
    try {
      return await app.db.transaction(async (tx) => {
        const res = await queryRows<{ plant_cd: string; dept_cd: string | null; user_id: string; diag_cd: string }>(tx, sql`select r.plant_cd, r.dept_cd, r.user_id, r.diag_cd
          from hea_checkup_result r where r.hea_checkup_result_no = ${req.body.heaCheckupResultNo}`);
        if (!res[0]) throw notFound();
        const ok = await queryRows(tx, sql`select 1 from hea_checkup_result r where r.hea_checkup_result_no = ${req.body.heaCheckupResultNo}
          and ${accessWhere(a, { plant: sql`r.plant_cd`, dept: sql`r.dept_cd`, user: sql`r.user_id` })}`);
        if (!ok.length) throw forbidden();
        if (!(HEA_SUSPECT_DIAGS as readonly string[]).includes(res[0].diag_cd)) {
          throw badRequest([{ field: 'heaCheckupResultNo', message: HEA_RESULT_MESSAGES.suspectNotCandidate }], HEA_RESULT_MESSAGES.suspectNotCandidate);
        }
        const live = await queryRows(tx, sql`select 1 from hea_suspect_user where user_id = ${res[0].user_id} and status_cd <> 'RELEASED'`);
        if (live.length) throw conflict(HEA_RESULT_MESSAGES.suspectDuplicate);
        const [ins] = await tx.insert(heaSuspectUser).values({
          heaCheckupResultNo: req.body.heaCheckupResultNo, plantCd: res[0].plant_cd, deptCd: res[0].dept_cd, userId: res[0].user_id, diagCd: res[0].diag_cd,
          designateReason: req.body.designateReason ?? null, createUserId: a.userId, updateUserId: a.userId,
        }).returning({ no: heaSuspectUser.heaSuspectUserNo });
        const row = (await getSuspectRow(tx, ins!.no))!;
        await writeAudit(tx, { userId: a.userId, action: 'CREATE', entity: 'heaSuspectUser', entityKey: String(ins!.no), after: row, ip: req.ip });
        return row;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(HEA_RESULT_MESSAGES.suspectDuplicate);
      throw err;
    }
  });

  r.get(`${BASE}/:heaSuspectUserNo`, {
    config: menuRead(M),
    schema: { tags, summary: 'one suspect', params: z.object({ heaSuspectUserNo: zNo }), response: { 200: ZSuspect } },
  }, async (req) => {
    const a = await access(app.db, req);
    await loadSuspect(app.db, a, req.params.heaSuspectUserNo);
    return (await getSuspectRow(app.db, req.params.heaSuspectUserNo))!;
  });

  // spec §7 "suspect user delete": only a record not (yet) in approval
  r.delete(`${BASE}/:heaSuspectUserNo`, {
    config: menuWrite(M),
    schema: { tags, summary: 'delete a DRAFT suspect record (?version)', params: z.object({ heaSuspectUserNo: zNo }), querystring: z.object({ version: zNo }),
      response: { 200: z.object({ heaSuspectUserNo: z.number() }) } },
  }, async (req) => {
    const a = await access(app.db, req);
    const no = req.params.heaSuspectUserNo;
    return app.db.transaction(async (tx) => {
      const cur = await loadSuspect(tx, a, no, true);
      if (cur.version !== req.query.version) throw conflict();
      await assertEditable(tx, HEA_SUSPECT_APPR.designate, no);
      if (cur.statusCd !== 'DRAFT') throw new AppError(409, HEA_RESULT_MESSAGES.suspectLocked, 'APPR_LOCKED');
      const before = await getSuspectRow(tx, no);
      await tx.delete(heaSuspectUser).where(eq(heaSuspectUser.heaSuspectUserNo, no));
      await writeAudit(tx, { userId: a.userId, action: 'DELETE', entity: 'heaSuspectUser', entityKey: String(no), before, ip: req.ip });
      return { heaSuspectUserNo: no };
    });
  });

  // release reason on a designated suspect (the release itself is the approval HEA_SUSPECT_RELEASE)
  r.put(`${BASE}/:heaSuspectUserNo/release`, {
    config: menuWrite(M),
    schema: { tags, summary: 'set the release reason of a DESIGNATED suspect (then request approval HEA_SUSPECT_RELEASE)', params: z.object({ heaSuspectUserNo: zNo }),
      body: ZSuspectRelease, response: { 200: ZSuspect } },
  }, async (req) => {
    const a = await access(app.db, req);
    const no = req.params.heaSuspectUserNo;
    return app.db.transaction(async (tx) => {
      const cur = await loadSuspect(tx, a, no, true);
      if (cur.version !== req.body.version) throw conflict();
      // the lock first: a release in approval (or approved) answers APPR_LOCKED, not a status message
      await assertEditable(tx, HEA_SUSPECT_APPR.release, no);
      if (cur.statusCd !== 'DESIGNATED') throw new AppError(409, HEA_RESULT_MESSAGES.suspectNotDesignated);
      const before = await getSuspectRow(tx, no);
      await tx.update(heaSuspectUser).set({ releaseReason: req.body.releaseReason ?? '', version: cur.version + 1, updateUserId: a.userId, updateDt: new Date() })
        .where(and(eq(heaSuspectUser.heaSuspectUserNo, no), eq(heaSuspectUser.version, cur.version)));
      const after = (await getSuspectRow(tx, no))!;
      await writeAudit(tx, { userId: a.userId, action: 'UPDATE', entity: 'heaSuspectUser', entityKey: String(no), before, after, ip: req.ip });
      return after;
    });
  });

  // ---- follow-up consultations ----
  const consultSelect = (where: SQL) => sql`select hea_suspect_consult_no as "heaSuspectConsultNo", hea_suspect_user_no as "heaSuspectUserNo", consult_ymd::text as "consultYmd",
      consultant_nm as "consultantNm", consult_content as "consultContent", next_action as "nextAction", next_consult_ymd::text as "nextConsultYmd", version,
      create_user_id as "createUserId", ${iso(sql`create_dt`)} as "createDt" from hea_suspect_consult where ${where}`;
  const normC = (x: Record<string, unknown>) => ({ ...(x as z.infer<typeof ZSuspectConsult>), heaSuspectConsultNo: Number(x.heaSuspectConsultNo), heaSuspectUserNo: Number(x.heaSuspectUserNo), version: Number(x.version) });
  const checkConsultDate = async (tx: DbOrTx, ymd: string) => {
    const f = await queryRows<{ future: boolean }>(tx, sql`select ${ymd}::date > ${todayKst} as future`);
    if (f[0]?.future === true || String(f[0]?.future) === 'true') throw badRequest([{ field: 'consultYmd', message: HEA_RESULT_MESSAGES.consultDate }], HEA_RESULT_MESSAGES.consultDate);
  };

  r.get(`${BASE}/:heaSuspectUserNo/consults`, {
    config: menuRead(M),
    schema: { tags, summary: 'consultations of a suspect', params: z.object({ heaSuspectUserNo: zNo }), response: { 200: z.array(ZSuspectConsult) } },
  }, async (req) => {
    await loadSuspect(app.db, await access(app.db, req), req.params.heaSuspectUserNo);
    const rows = await queryRows<Record<string, unknown>>(app.db, sql`${consultSelect(sql`hea_suspect_user_no = ${req.params.heaSuspectUserNo}`)} order by consult_ymd desc, hea_suspect_consult_no desc`);
    return rows.map(normC);
  });

  r.post(`${BASE}/:heaSuspectUserNo/consults`, {
    config: menuWrite(M),
    schema: { tags, summary: 'record a follow-up consultation', params: z.object({ heaSuspectUserNo: zNo }), body: ZSuspectConsultInput, response: { 200: ZSuspectConsult } },
  }, async (req) => {
    const a = await access(app.db, req);
    const no = req.params.heaSuspectUserNo;
    return app.db.transaction(async (tx) => {
      const cur = await loadSuspect(tx, a, no, true);
      if (cur.statusCd === 'RELEASED') throw new AppError(409, HEA_RESULT_MESSAGES.suspectNotDesignated);
      await checkConsultDate(tx, req.body.consultYmd);
      const b = req.body;
      const [ins] = await tx.insert(heaSuspectConsult).values({
        heaSuspectUserNo: no, consultYmd: b.consultYmd, consultantNm: b.consultantNm ?? '', consultContent: b.consultContent ?? '', nextAction: b.nextAction ?? null,
        nextConsultYmd: b.nextConsultYmd ?? null, createUserId: a.userId, updateUserId: a.userId,
      }).returning({ no: heaSuspectConsult.heaSuspectConsultNo });
      const row = normC((await queryRows<Record<string, unknown>>(tx, consultSelect(sql`hea_suspect_consult_no = ${ins!.no}`)))[0]!);
      await writeAudit(tx, { userId: a.userId, action: 'CREATE', entity: 'heaSuspectConsult', entityKey: String(ins!.no), after: row, ip: req.ip });
      return row;
    });
  });

  r.put('/api/hea/checkup/suspectconsults/:heaSuspectConsultNo', {
    config: menuWrite(M),
    schema: { tags, summary: 'correct a consultation (version)', params: z.object({ heaSuspectConsultNo: zNo }),
      body: ZSuspectConsultInput.extend({ version: z.number().int().min(1) }), response: { 200: ZSuspectConsult } },
  }, async (req) => {
    const a = await access(app.db, req);
    const cno = req.params.heaSuspectConsultNo;
    return app.db.transaction(async (tx) => {
      const cur = await queryRows<Record<string, unknown>>(tx, sql`${consultSelect(sql`hea_suspect_consult_no = ${cno}`)} for update`);
      if (!cur[0]) throw notFound();
      const before = normC(cur[0]);
      await loadSuspect(tx, a, before.heaSuspectUserNo);
      if (before.version !== req.body.version) throw conflict();
      await checkConsultDate(tx, req.body.consultYmd);
      const b = req.body;
      await tx.update(heaSuspectConsult).set({
        consultYmd: b.consultYmd, consultantNm: b.consultantNm ?? '', consultContent: b.consultContent ?? '', nextAction: b.nextAction ?? null, nextConsultYmd: b.nextConsultYmd ?? null,
        version: before.version + 1, updateUserId: a.userId, updateDt: new Date(),
      }).where(and(eq(heaSuspectConsult.heaSuspectConsultNo, cno), eq(heaSuspectConsult.version, before.version)));
      const after = normC((await queryRows<Record<string, unknown>>(tx, consultSelect(sql`hea_suspect_consult_no = ${cno}`)))[0]!);
      await writeAudit(tx, { userId: a.userId, action: 'UPDATE', entity: 'heaSuspectConsult', entityKey: String(cno), before, after, ip: req.ip });
      return after;
    });
  });

  r.delete('/api/hea/checkup/suspectconsults/:heaSuspectConsultNo', {
    config: menuWrite(M),
    schema: { tags, summary: 'delete a consultation (?version)', params: z.object({ heaSuspectConsultNo: zNo }), querystring: z.object({ version: zNo }),
      response: { 200: z.object({ heaSuspectConsultNo: z.number() }) } },
  }, async (req) => {
    const a = await access(app.db, req);
    const cno = req.params.heaSuspectConsultNo;
    return app.db.transaction(async (tx) => {
      const cur = await queryRows<Record<string, unknown>>(tx, sql`${consultSelect(sql`hea_suspect_consult_no = ${cno}`)} for update`);
      if (!cur[0]) throw notFound();
      const before = normC(cur[0]);
      await loadSuspect(tx, a, before.heaSuspectUserNo);
      if (before.version !== req.query.version) throw conflict();
      await tx.delete(heaSuspectConsult).where(eq(heaSuspectConsult.heaSuspectConsultNo, cno));
      await writeAudit(tx, { userId: a.userId, action: 'DELETE', entity: 'heaSuspectConsult', entityKey: String(cno), before, ip: req.ip });
      return { heaSuspectConsultNo: cno };
    });
  });
}
