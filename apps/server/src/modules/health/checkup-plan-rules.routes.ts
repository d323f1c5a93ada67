import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fullAge, HEA_MENU, HEA_PLAN_MESSAGES, matchingRules, ZOptionRule, ZOptionRulesSave, type TOptionRule } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, conflict } from '../../lib/errors.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { scopeWhere } from '../../lib/scope.js';
import { assertEditable } from '../approvals/approval-types.js';
import { HEA_CHECKUP_PLAN_APPR } from './checkup-plan.routes.js';
import { heaPlanOptionRule } from './checkup-plan.tables.js';
import { heaCheckupPlan } from './health.tables.js';
import { actor, loadPlan, menuScope } from './health.shared.js';

const BASE = '/api/hea/checkup/checkupplans/:heaCheckupPlanNo/optionrules';
const tags = ['hea checkup plan'];
const Params = z.object({ heaCheckupPlanNo: z.coerce.number().int().min(1).max(2_147_483_647) });

export async function listRules(db: DbOrTx, planNo: number): Promise<TOptionRule[]> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`select rule_no as "ruleNo", hea_checkup_plan_no as "heaCheckupPlanNo", rule_nm as "ruleNm",
      sex_cd as "sexCd", age_from as "ageFrom", age_to as "ageTo", test_item_cds as "testItemCds", choose_cnt as "chooseCnt", sort_order as "sortOrder"
    from hea_plan_option_rule where hea_checkup_plan_no = ${planNo} order by sort_order, rule_no`);
  return rows.map((r) => ({
    ...(r as TOptionRule), ruleNo: Number(r.ruleNo), heaCheckupPlanNo: Number(r.heaCheckupPlanNo), chooseCnt: Number(r.chooseCnt), sortOrder: Number(r.sortOrder),
    ageFrom: r.ageFrom === null ? null : Number(r.ageFrom), ageTo: r.ageTo === null ? null : Number(r.ageTo),
    testItemCds: (typeof r.testItemCds === 'string' ? JSON.parse(r.testItemCds) : r.testItemCds) as string[],
  }));
}

/**
 * 선택검사항목 규칙 of a plan. The list is saved as a whole with the plan's version (stale → 409; the plan's version
 * goes up), refused while the plan's approval is in progress or complete. Test items are referenced by code.
 */
export async function checkupPlanRuleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(BASE, {
    config: menuRead(HEA_MENU.checkupPlan),
    schema: { tags, summary: 'optional-item rules of a plan', params: Params, response: { 200: z.array(ZOptionRule) } },
  }, async (req) => {
    const scope = await menuScope(app.db, req, HEA_MENU.checkupPlan);
    const plan = await loadPlan(app.db, scope, req.params.heaCheckupPlanNo);
    return listRules(app.db, plan.heaCheckupPlanNo);
  });

  r.put(BASE, {
    config: menuWrite(HEA_MENU.checkupPlan),
    schema: { tags, summary: 'replace the optional-item rules of a plan (plan version; stale → 409)', params: Params, body: ZOptionRulesSave,
      response: { 200: z.object({ version: z.number(), rules: z.array(ZOptionRule) }) } },
  }, async (req) => {
    const b = req.body;
    const scope = await menuScope(app.db, req, HEA_MENU.checkupPlan);
    return app.db.transaction(async (tx) => {
      const plan = await loadPlan(tx, scope, req.params.heaCheckupPlanNo, true);
      if (plan.version !== b.version) throw conflict();
      await assertEditable(tx, HEA_CHECKUP_PLAN_APPR, plan.heaCheckupPlanNo);
      const before = await listRules(tx, plan.heaCheckupPlanNo);
      await tx.delete(heaPlanOptionRule).where(eq(heaPlanOptionRule.heaCheckupPlanNo, plan.heaCheckupPlanNo));
      if (b.rules.length) {
        await tx.insert(heaPlanOptionRule).values(b.rules.map((x, i) => ({
          heaCheckupPlanNo: plan.heaCheckupPlanNo, ruleNm: x.ruleNm ?? '', sexCd: x.sexCd, ageFrom: x.ageFrom, ageTo: x.ageTo, testItemCds: x.testItemCds,
          chooseCnt: x.chooseCnt, sortOrder: i + 1, createUserId: actor(req), updateUserId: actor(req),
        })));
      }
      await tx.update(heaCheckupPlan).set({ version: plan.version + 1, updateUserId: actor(req), updateDt: new Date() })
        .where(and(eq(heaCheckupPlan.heaCheckupPlanNo, plan.heaCheckupPlanNo), eq(heaCheckupPlan.version, plan.version)));
      const rules = await listRules(tx, plan.heaCheckupPlanNo);
      await writeAudit(tx, { userId: actor(req), action: 'UPDATE', entity: 'heaPlanOptionRule', entityKey: String(plan.heaCheckupPlanNo), before, after: rules, ip: req.ip });
      return { version: plan.version + 1, rules };
    });
  });

  r.get(`${BASE}/eligible`, {
    config: menuRead(HEA_MENU.checkupPlan),
    schema: { tags, summary: 'the rules that apply to one target (sex, full age on the plan start)', params: Params,
      querystring: z.object({ userId: z.string().trim().min(1).max(50) }),
      response: { 200: z.object({ userId: z.string(), genderCd: z.string().nullable(), age: z.number().nullable(), rules: z.array(ZOptionRule) }) } },
  }, async (req) => {
    const scope = await menuScope(app.db, req, HEA_MENU.checkupPlan);
    const plan = await loadPlan(app.db, scope, req.params.heaCheckupPlanNo);
    const deptScope = scopeWhere(scope, { dept: sql`cu.dept_cd` });
    const u = await queryRows<{ gender_cd: string | null; birth_ymd: string | null }>(app.db, sql`select u.gender_cd, u.birth_ymd from hea_checkup_user cu
      join com_user u on u.user_id = cu.user_id where cu.hea_checkup_plan_no = ${plan.heaCheckupPlanNo} and cu.user_id = ${req.query.userId}
      ${deptScope ? sql`and ${deptScope}` : sql``}`);
    if (!u[0]) throw new AppError(400, HEA_PLAN_MESSAGES.targetNotFound);
    const age = u[0].birth_ymd && /^\d{8}$/.test(u[0].birth_ymd) ? fullAge(u[0].birth_ymd, plan.heaCheckupStartYmd) : null;
    const genderCd = u[0].gender_cd?.trim() || null;
    return { userId: req.query.userId, genderCd, age, rules: matchingRules(await listRules(app.db, plan.heaCheckupPlanNo), genderCd, age) };
  });
}
