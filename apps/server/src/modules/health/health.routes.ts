import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkupOrgResource, HEA_CODE_GROUP, HEA_CONSENT_TEXT, HEA_MENU, hazardResource } from '@jikim/shared';
import { queryRows } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { menuRead } from '../../lib/route-auth.js';
import { resourceRoutes } from '../../lib/resource/resource.routes.js';
import { baseDataRoutes } from './basedata.routes.js';
import { checkupPlanRuleRoutes } from './checkup-plan-rules.routes.js';
import { checkupPlanRoutes } from './checkup-plan.routes.js';
import { checkupReserveBatchRoutes } from './checkup-reserve-batch.routes.js';
import { dueListRoutes } from './duelist.routes.js';
import { checkupReserveRoutes } from './checkup-reserve.routes.js';
import { checkupTargetRoutes } from './checkup-target.routes.js';
import { checkupResultRoutes } from './results.routes.js';
import { suspectRoutes } from './suspect.routes.js';
import { testItemRoutes } from './testitem.routes.js';
import { heaCheckupOrg, heaHazard } from './health.tables.js';
import { infirmaryRoutes } from './infirmary.routes.js';
import { mskRoutes } from './msk.routes.js';
import { workenvRoutes } from './workenv.routes.js';

const ALL_HEA_MENUS = Object.values(HEA_MENU);

/** health module (hea): /api/hea/baseinfo/... and /api/hea/checkup/... */
export async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  await resourceRoutes({ def: checkupOrgResource, table: heaCheckupOrg })(app);
  await resourceRoutes({ def: hazardResource, table: heaHazard })(app);

  // spec §7 catalogue name for one hospital (same answer as checkuporgs/{id})
  r.get('/api/hea/baseinfo/checkuporg/:heaCheckupOrgNo', {
    config: menuRead(HEA_MENU.checkupOrg, HEA_MENU.checkupPlan, HEA_MENU.checkupReserve),
    schema: { tags: ['heaCheckupOrg'], summary: 'one checkup organisation', params: z.object({ heaCheckupOrgNo: z.coerce.number().int().min(1).max(2_147_483_647) }),
      response: { 200: z.object({ heaCheckupOrgNo: z.number(), plantCd: z.string(), heaCheckupOrgNm: z.string(), dailyCapacity: z.number(), telNo: z.string().nullable(), address: z.string().nullable(), useYn: z.string() }) } },
  }, async (req) => {
    const p = req.principal!;
    const rows = await queryRows<Record<string, unknown>>(app.db, sql`select hea_checkup_org_no as "heaCheckupOrgNo", plant_cd as "plantCd", hea_checkup_org_nm as "heaCheckupOrgNm",
        daily_capacity as "dailyCapacity", tel_no as "telNo", address, use_yn as "useYn" from hea_checkup_org where hea_checkup_org_no = ${req.params.heaCheckupOrgNo}`);
    const row = rows[0];
    // plant scope: other plants' hospitals answer 404 like missing ones (no plant enumeration)
    if (!row || (p.plantAccessYn !== 'Y' && p.userType === 'U' && row.plantCd !== p.plantCd) || p.userType === 'V') throw notFound();
    return { ...row, heaCheckupOrgNo: Number(row.heaCheckupOrgNo), dailyCapacity: Number(row.dailyCapacity) } as never;
  });

  // result diagnosis codes A, B, C1, C2, D1, D2, R, U (code group HEA_RESULT_DIAG)
  r.get('/api/hea/baseinfo/checkupresultdiag', {
    config: menuRead(...ALL_HEA_MENUS),
    schema: { tags: ['hea base'], summary: 'checkup result diagnosis codes', response: { 200: z.array(z.object({ code: z.string(), codeNm: z.string(), sortOrder: z.number() })) } },
  }, async () => {
    const rows = await queryRows<{ code: string; code_nm: string; sort_order: number }>(app.db, sql`select code, code_nm, sort_order from com_code_master
      where code_group_cd = ${HEA_CODE_GROUP.resultDiag} and use_yn = 'Y' order by sort_order, code`);
    return rows.map((x) => ({ code: x.code, codeNm: x.code_nm, sortOrder: Number(x.sort_order) }));
  });

  // the consent popup's legal text (spec §2)
  r.get('/api/hea/checkup/consenttext', {
    config: menuRead(HEA_MENU.checkupReserve, HEA_MENU.checkupPlan),
    schema: { tags: ['hea checkup reservation'], summary: 'checkup result use consent text', response: { 200: z.object({ consentText: z.string() }) } },
  }, async () => ({ consentText: HEA_CONSENT_TEXT }));

  await checkupPlanRoutes(app);
  await checkupTargetRoutes(app);
  await checkupReserveRoutes(app);
  await baseDataRoutes(app);
  await checkupPlanRuleRoutes(app);
  await checkupReserveBatchRoutes(app);
  await dueListRoutes(app);
  // test items and ranges, checkup results, suspects (issue 8, results part)
  await testItemRoutes(app);
  await checkupResultRoutes(app);
  await suspectRoutes(app);
  // infirmary and drugs, musculoskeletal survey, work-environment measurement (issue 8 items 8-10)
  await infirmaryRoutes(app);
  await mskRoutes(app);
  await workenvRoutes(app);
}
