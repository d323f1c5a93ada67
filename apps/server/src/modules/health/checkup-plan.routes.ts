import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, HEA_CODE_GROUP, HEA_MENU, HEA_MESSAGES, PAGE_SIZES, ZCheckupPlan, ZCheckupPlanInput, zYmd } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { scopeWhere, type DataScope, assertPlantReachable } from '../../lib/scope.js';
import { assertEditable, numericKey, registerApprovalType } from '../approvals/approval-types.js';
import { heaCheckupPlan, heaCheckupPlanOrg } from './health.tables.js';
import { actor, likeContains, loadPlan, menuScope } from './health.shared.js';

export const HEA_CHECKUP_PLAN_APPR = 'HEA_CHECKUP_PLAN';
const BASE = '/api/hea/checkup/checkupplans';
const tags = ['hea checkup plan'];
const iso = (col: ReturnType<typeof sql>) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type PlanRow = z.infer<typeof ZCheckupPlan>;

const FindQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().refine((n) => (PAGE_SIZES as readonly number[]).includes(n)).default(DEFAULT_PAGE_SIZE),
  plantCd: z.string().trim().max(10).optional(),
  heaCheckupClassCd: z.string().trim().max(30).optional(),
  heaCheckupPlanNm: z.string().trim().max(200).optional(),
  /** plans whose period touches [fromYmd, toYmd] */
  fromYmd: zYmd.optional(),
  toYmd: zYmd.optional(),
});

function planSelect(where: ReturnType<typeof sql>, tail: ReturnType<typeof sql> = sql``) {
  return sql`select p.hea_checkup_plan_no as "heaCheckupPlanNo", p.plant_cd as "plantCd", pl.code_nm as "plantNm",
      p.hea_checkup_class_cd as "heaCheckupClassCd", c.code_nm as "heaCheckupClassNm", p.hea_checkup_plan_nm as "heaCheckupPlanNm",
      p.hea_checkup_start_ymd::text as "heaCheckupStartYmd", p.hea_checkup_end_ymd::text as "heaCheckupEndYmd",
      p.hea_checkup_start_ymd::text || ' ~ ' || p.hea_checkup_end_ymd::text as "heaCheckupPlanPeriod",
      coalesce((select json_agg(json_build_object('heaCheckupOrgNo', o.hea_checkup_org_no, 'heaCheckupOrgNm', o.hea_checkup_org_nm) order by o.hea_checkup_org_nm)
        from hea_checkup_plan_org po join hea_checkup_org o on o.hea_checkup_org_no = po.hea_checkup_org_no
        where po.hea_checkup_plan_no = p.hea_checkup_plan_no), '[]'::json) as hospitals,
      (select count(*) from hea_checkup_user cu where cu.hea_checkup_plan_no = p.hea_checkup_plan_no)::int as "targetCnt",
      p.remark, p.appr_status_cd as "apprStatusCd", p.version, p.create_user_id as "createUserId", ${iso(sql`p.create_dt`)} as "createDt",
      p.update_user_id as "updateUserId", ${iso(sql`p.update_dt`)} as "updateDt"
    from hea_checkup_plan p
    left join com_code_master pl on pl.code_group_cd = 'COM_PLANT_CD' and pl.code = p.plant_cd
    left join com_code_master c on c.code_group_cd = ${HEA_CODE_GROUP.checkupClass} and c.code = p.hea_checkup_class_cd
    where ${where} ${tail}`;
}

const normalize = (r: Record<string, unknown>): PlanRow => {
  const hospitals = typeof r.hospitals === 'string' ? JSON.parse(r.hospitals) : r.hospitals;
  return { ...(r as PlanRow), hospitals, heaCheckupPlanNo: Number(r.heaCheckupPlanNo), version: Number(r.version), targetCnt: Number(r.targetCnt) };
};

export async function getPlanRow(db: DbOrTx, planNo: number): Promise<PlanRow | null> {
  const rows = await queryRows<Record<string, unknown>>(db, planSelect(sql`p.hea_checkup_plan_no = ${planNo}`));
  return rows[0] ? normalize(rows[0]) : null;
}

/** plan input checks against the database: class code exists, hospitals belong to the plan's plant and are in use */
async function checkRefs(tx: DbOrTx, b: z.infer<typeof ZCheckupPlanInput>) {
  const cls = await queryRows(tx, sql`select 1 from com_code_master where code_group_cd = ${HEA_CODE_GROUP.checkupClass} and code = ${b.heaCheckupClassCd} and use_yn = 'Y'`);
  if (!cls.length) throw badRequest([{ field: 'heaCheckupClassCd', message: 'heaCheckupClassCd' }]);
  const plant = await queryRows(tx, sql`select 1 from com_code_master where code_group_cd = 'COM_PLANT_CD' and code = ${b.plantCd} and code <> '0000'`);
  if (!plant.length) throw badRequest([{ field: 'plantCd', message: 'plantCd' }]);
  const orgNos = [...new Set(b.heaCheckupOrgNos)];
  if (orgNos.length) {
    const ok = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from hea_checkup_org
      where hea_checkup_org_no in (${sql.join(orgNos.map((n) => sql`${n}`), sql`, `)}) and plant_cd = ${b.plantCd} and use_yn = 'Y'`);
    if (Number(ok[0]!.n) !== orgNos.length) throw badRequest([{ field: 'heaCheckupOrgNos', message: 'heaCheckupOrgNos' }]);
  }
  return orgNos;
}

function assertPlantWritable(scope: DataScope, plantCd: string) {
  assertPlantReachable(scope, plantCd);
}

// plan approval through the approvals framework (document type HEA_CHECKUP_PLAN)
registerApprovalType({
  apprTypeCd: HEA_CHECKUP_PLAN_APPR,
  titleKey: 'approvals.type.HEA_CHECKUP_PLAN',
  titleKo: '건강검진 계획',
  menuId: HEA_MENU.checkupPlan,
  parseKey: numericKey, // the framework hands getRecord/onStatus canonical keys only
  async getRecord(tx, recordKey) {
    const no = Number(recordKey);
    const p = await getPlanRow(tx, no);
    if (!p) return null;
    return {
      plantCd: p.plantCd,
      deptCd: null,
      title: `[${p.heaCheckupClassNm ?? p.heaCheckupClassCd}] ${p.heaCheckupPlanNm}`,
      summary: [
        `검진구분: ${p.heaCheckupClassNm ?? p.heaCheckupClassCd}`,
        `계획명: ${p.heaCheckupPlanNm}`,
        `검진기간: ${p.heaCheckupPlanPeriod}`,
        `검진기관: ${p.hospitals.map((h) => h.heaCheckupOrgNm).join(', ') || '-'}`,
        `대상자 수: ${p.targetCnt}명`,
      ],
    };
  },
  async onStatus(tx, recordKey, status) {
    await tx.update(heaCheckupPlan).set({ apprStatusCd: status }).where(eq(heaCheckupPlan.heaCheckupPlanNo, Number(recordKey)));
  },
});

/**
 * The plan and everything that is part of it (hospitals, optional-item rules, the target list) are the approved
 * document: every route changing them calls this under the plan row lock (409 APPR_LOCKED while the approval is in
 * progress or complete). Reservations and results are the plan being carried out, not part of it, and stay open.
 */
export const assertPlanEditable = (tx: DbOrTx, planNo: number) => assertEditable(tx, HEA_CHECKUP_PLAN_APPR, planNo);

export async function checkupPlanRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const Params = z.object({ heaCheckupPlanNo: z.coerce.number().int().min(1).max(2_147_483_647) });

  r.get(BASE, {
    config: menuRead(HEA_MENU.checkupPlan),
    schema: { tags, summary: 'checkup plans (server paging, plant scope)', querystring: FindQuery,
      response: { 200: z.object({ list: z.array(ZCheckupPlan), totalCount: z.number(), page: z.number(), limit: z.number() }) } },
  }, async (req) => {
    const q = req.query;
    const scope = await menuScope(app.db, req, HEA_MENU.checkupPlan);
    const parts = [sql`true`];
    const sw = scopeWhere(scope, { plant: sql`p.plant_cd` });
    if (sw) parts.push(sw);
    if (q.plantCd) parts.push(sql`p.plant_cd = ${q.plantCd}`);
    if (q.heaCheckupClassCd) parts.push(sql`p.hea_checkup_class_cd = ${q.heaCheckupClassCd}`);
    if (q.heaCheckupPlanNm) parts.push(sql`p.hea_checkup_plan_nm like ${likeContains(q.heaCheckupPlanNm)}`);
    if (q.fromYmd) parts.push(sql`p.hea_checkup_end_ymd >= ${q.fromYmd}::date`);
    if (q.toYmd) parts.push(sql`p.hea_checkup_start_ymd <= ${q.toYmd}::date`);
    const where = sql.join(parts, sql` and `);
    const [rows, cnt] = await Promise.all([
      queryRows<Record<string, unknown>>(app.db, planSelect(where, sql`order by p.hea_checkup_start_ymd desc, p.hea_checkup_plan_no desc limit ${q.limit} offset ${(q.page - 1) * q.limit}`)),
      queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from hea_checkup_plan p where ${where}`),
    ]);
    return { list: rows.map(normalize), totalCount: Number(cnt[0]!.n), page: q.page, limit: q.limit };
  });

  r.get(`${BASE}/:heaCheckupPlanNo`, {
    config: menuRead(HEA_MENU.checkupPlan),
    schema: { tags, summary: 'checkup plan detail (target screen header)', params: Params, response: { 200: ZCheckupPlan } },
  }, async (req) => {
    const scope = await menuScope(app.db, req, HEA_MENU.checkupPlan);
    await loadPlan(app.db, scope, req.params.heaCheckupPlanNo);
    return (await getPlanRow(app.db, req.params.heaCheckupPlanNo))!;
  });

  r.post(BASE, {
    config: menuWrite(HEA_MENU.checkupPlan),
    schema: { tags, summary: 'create a checkup plan', body: ZCheckupPlanInput, response: { 200: ZCheckupPlan } },
  }, async (req) => {
    const b = req.body;
    const scope = await menuScope(app.db, req, HEA_MENU.checkupPlan);
    assertPlantWritable(scope, b.plantCd);
    return app.db.transaction(async (tx) => {
      const orgNos = await checkRefs(tx, b);
      const [ins] = await tx.insert(heaCheckupPlan).values({
        plantCd: b.plantCd, heaCheckupClassCd: b.heaCheckupClassCd, heaCheckupPlanNm: b.heaCheckupPlanNm ?? '', heaCheckupStartYmd: b.heaCheckupStartYmd,
        heaCheckupEndYmd: b.heaCheckupEndYmd, remark: b.remark ?? null, createUserId: actor(req), updateUserId: actor(req),
      }).returning({ no: heaCheckupPlan.heaCheckupPlanNo });
      const no = ins!.no;
      if (orgNos.length) await tx.insert(heaCheckupPlanOrg).values(orgNos.map((o) => ({ heaCheckupPlanNo: no, heaCheckupOrgNo: o, createUserId: actor(req), updateUserId: actor(req) })));
      const row = (await getPlanRow(tx, no))!;
      await writeAudit(tx, { userId: actor(req), action: 'CREATE', entity: 'heaCheckupPlan', entityKey: String(no), after: row, ip: req.ip });
      return row;
    });
  });

  r.put(`${BASE}/:heaCheckupPlanNo`, {
    config: menuWrite(HEA_MENU.checkupPlan),
    schema: { tags, summary: 'update a checkup plan (version; stale → 409; locked while approval is in progress or complete)', params: Params,
      body: ZCheckupPlanInput.and(z.object({ version: z.number().int().min(1) })), response: { 200: ZCheckupPlan } },
  }, async (req) => {
    const b = req.body;
    const no = req.params.heaCheckupPlanNo;
    const scope = await menuScope(app.db, req, HEA_MENU.checkupPlan);
    return app.db.transaction(async (tx) => {
      const head = await loadPlan(tx, scope, no, true);
      assertPlantWritable(scope, b.plantCd);
      if (head.version !== b.version) throw conflict();
      await assertEditable(tx, HEA_CHECKUP_PLAN_APPR, no);
      const before = (await getPlanRow(tx, no))!;
      if (b.plantCd !== head.plantCd && before.targetCnt > 0) throw new AppError(409, HEA_MESSAGES.planHasTargets);
      const orgNos = await checkRefs(tx, b);
      await tx.update(heaCheckupPlan).set({
        plantCd: b.plantCd, heaCheckupClassCd: b.heaCheckupClassCd, heaCheckupPlanNm: b.heaCheckupPlanNm ?? '', heaCheckupStartYmd: b.heaCheckupStartYmd,
        heaCheckupEndYmd: b.heaCheckupEndYmd, remark: b.remark ?? null, version: head.version + 1, updateUserId: actor(req), updateDt: new Date(),
      }).where(and(eq(heaCheckupPlan.heaCheckupPlanNo, no), eq(heaCheckupPlan.version, b.version)));
      await tx.delete(heaCheckupPlanOrg).where(eq(heaCheckupPlanOrg.heaCheckupPlanNo, no));
      if (orgNos.length) await tx.insert(heaCheckupPlanOrg).values(orgNos.map((o) => ({ heaCheckupPlanNo: no, heaCheckupOrgNo: o, createUserId: actor(req), updateUserId: actor(req) })));
      const row = (await getPlanRow(tx, no))!;
      await writeAudit(tx, { userId: actor(req), action: 'UPDATE', entity: 'heaCheckupPlan', entityKey: String(no), before, after: row, ip: req.ip });
      return row;
    });
  });

  r.delete(`${BASE}/:heaCheckupPlanNo`, {
    config: menuWrite(HEA_MENU.checkupPlan),
    schema: { tags, summary: 'delete a checkup plan without targets (?version)', params: Params,
      querystring: z.object({ version: z.coerce.number().int().min(1) }), response: { 200: z.object({ heaCheckupPlanNo: z.number() }) } },
  }, async (req) => {
    const no = req.params.heaCheckupPlanNo;
    const scope = await menuScope(app.db, req, HEA_MENU.checkupPlan);
    return app.db.transaction(async (tx) => {
      const head = await loadPlan(tx, scope, no, true);
      if (head.version !== req.query.version) throw conflict();
      await assertEditable(tx, HEA_CHECKUP_PLAN_APPR, no);
      const before = (await getPlanRow(tx, no))!;
      if (before.targetCnt > 0) throw new AppError(409, HEA_MESSAGES.planHasTargets);
      await tx.delete(heaCheckupPlan).where(eq(heaCheckupPlan.heaCheckupPlanNo, no));
      await writeAudit(tx, { userId: actor(req), action: 'DELETE', entity: 'heaCheckupPlan', entityKey: String(no), before, ip: req.ip });
      return { heaCheckupPlanNo: no };
    });
  });
}
