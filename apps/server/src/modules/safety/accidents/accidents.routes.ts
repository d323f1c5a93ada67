import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accidentInvestigationResource, accidentResource, noAccidentResource, SAF_ACC_MENUS, SAF_ACC_DEADLINE_PORTLET_API, SAF_NOACC_MENU, SAF_NOACC_PORTLET_API, SAF_ACC_MESSAGES, SAF_ACC_MONTHLY_RATES_API, SAF_ACC_RATES_API, SAF_ACC_STATS_API, SAF_ACC_STATS_EXCEL_API, workHoursResource, ZAccidentMonthlyRatesSchema, ZAccidentRatesSchema, ZAccidentStatsSchema,
} from '@jikim/shared';
import { badRequest, conflict, forbidden } from '../../../lib/errors.js';
import { menuRead } from '../../../lib/route-auth.js';
import { resourceRoutes } from '../../../lib/resource/resource.routes.js';
import type { ResourceBinding } from '../../../lib/resource/resource.repository.js';
import { deptSubtree, assertPlantReachable } from '../../../lib/scope.js';
import { requestScope } from '../../../lib/scoped-load.js';
import { queryRows } from '../../../db/client.js';
import { approvalTransition } from '../../../lib/workflow/workflow.service.js';
import { registerResourceAttachments } from '../../attachments/resource-attachments.js';
import { resourceApproval } from '../../approvals/resource-approval.js';
import { openActionCount } from '../../impr/impr.service.js';
import {
  safAccident, safAccidentInvestCause, safAccidentInvestEvent, safAccidentInvestigation, safAccidentInvestMeasure, safAccidentInvestTeam,
  safAccidentChem, safAccidentVictim, safNoAccident, safWorkHours,
} from './accidents.tables.js';
import { emitAccidentFlash } from '../../integration/webhook.events.js';
import { classifyAfterWrite, monthlyRates, noAccidentCards, openCountermeasureActions, openReportDeadlines, plantRates, plantStats, resetNoAccident } from './accidents.service.js';
import { sendStatsXlsx } from './accidents.stats-excel.js';
import { safetyNearMissRoutes } from './nearmiss.routes.js';
import { workHoursUploadRoutes } from './workhours.upload.js';
import { ymdIn } from '../../impr/impr.service.js';

const accidentBinding: ResourceBinding = {
  def: accidentResource,
  table: safAccident,
  children: { victims: { table: safAccidentVictim, parentKey: 'accidentNo' }, chemProds: { table: safAccidentChem, parentKey: 'accidentNo' } },
};
const investigationBinding: ResourceBinding = {
  def: accidentInvestigationResource,
  table: safAccidentInvestigation,
  children: {
    team: { table: safAccidentInvestTeam, parentKey: 'accidentNo' },
    timeline: { table: safAccidentInvestEvent, parentKey: 'accidentNo' },
    causes: { table: safAccidentInvestCause, parentKey: 'accidentNo' },
    countermeasures: { table: safAccidentInvestMeasure, parentKey: 'accidentNo' },
  },
};

registerResourceAttachments(accidentBinding, '사고 사진·관련 문서');

// 사고 등록 결재 (SAF_ACCIDENT): the approval line (incl. the safety team) receives the accident; the registered record is then read-only
const accidentApproval = resourceApproval({
  def: accidentResource, table: safAccident, titleKo: '사고 등록',
  title: (r) => `[사고] ${String(r.occurredYmd)} ${String(r.title)}`,
  summary: (r) => [
    `발생일시: ${String(r.occurredYmd)} ${String(r.occurredTime)}`, `발생장소: ${String(r.place)}`,
    `산안법 중대재해: ${String(r.oshaSeriousYn)} / 중처법 중대산업재해: ${String(r.sapaSeriousYn)}`,
    `산업재해조사표: ${r.investigationReportRequiredYn === 'Y' ? `제출대상 (기한 ${String(r.investigationReportDueYmd)})` : '해당없음'}`,
  ],
});

const accidentRoutes = resourceRoutes(accidentBinding, {
  beforeWrite: async (ctx) => accidentApproval.beforeWrite?.(ctx),
  // the legal classification comes from the saved victims only (the fields are serverOnly: a body cannot set them)
  afterWrite: async ({ tx, req, op, row, before }) => {
    const c = await classifyAfterWrite(tx, row, before);
    Object.assign(row, c);
    // outbound webhooks (issue 32): a new accident is a flash report (속보)
    if (op === 'create' && row.statusCd === 'FLASH') await emitAccidentFlash(tx, row);
    await resetNoAccident(tx, row, req.principal!.userId, req.ip);
  },
  workflow: {
    guards: { noOpenActions: async ({ tx, key }) => (await openActionCount(tx, 'ACCIDENT', String(key))) === 0 },
  },
});

// 사고조사 결과 결재 (SAF_ACC_INVEST): approved → the accident is INVESTIGATED
const investigationApproval = resourceApproval({
  def: accidentInvestigationResource, table: safAccidentInvestigation, titleKo: '사고조사 결과',
  title: (r) => `[사고조사] 사고 ${String(r.accidentNo)}`,
  summary: (r) => [`조사기간: ${String(r.investFromYmd)} ~ ${String(r.investToYmd ?? '')}`, `조사 결과: ${String(r.summary).slice(0, 200)}`],
  afterStatus: async (tx, recordKey, status, ctx) => {
    // the accident's INVESTIGATE transition (who: approval APPROVED, from RECEIVED)
    if (status === 'APPROVED') await approvalTransition(tx, accidentResource.name, Number(recordKey), status, ctx.userId);
  },
});

const investigationRoutes = resourceRoutes(investigationBinding, {
  beforeWrite: async (ctx) => {
    await investigationApproval.beforeWrite?.(ctx);
    if (ctx.op === 'delete') return;
    const v = { ...ctx.before, ...ctx.values };
    const [a] = await ctx.tx.select().from(safAccident).where(eq(safAccident.accidentNo, Number(v.accidentNo)));
    if (!a) throw badRequest([{ field: 'accidentNo', message: SAF_ACC_MESSAGES.notReceived }], SAF_ACC_MESSAGES.notReceived);
    // the investigation lies where its accident lies (scope), and is written while the accident is received
    if (a.plantCd !== v.plantCd || a.deptCd !== v.deptCd) throw forbidden();
    if (a.statusCd !== 'RECEIVED') throw conflict(SAF_ACC_MESSAGES.notReceived);
  },
  afterWrite: async ({ tx, req, row }) => {
    await openCountermeasureActions(tx, Number(row.accidentNo), req.principal!.userId, req.ip);
    const again = await tx.select().from(safAccidentInvestMeasure).where(eq(safAccidentInvestMeasure.accidentNo, Number(row.accidentNo)));
    const byNo = new Map(again.map((m) => [m.measureNo, m.actionNo]));
    for (const m of (row.countermeasures as Record<string, unknown>[] | undefined) ?? []) m.actionNo = byNo.get(Number(m.measureNo)) ?? null;
  },
});

const workHoursRoutes = resourceRoutes({ def: workHoursResource, table: safWorkHours });
const noAccidentRoutes = resourceRoutes({ def: noAccidentResource, table: safNoAccident });

const ZNoAccidentCard = z.object({
  recordNo: z.number(), plantCd: z.string(), plantNm: z.string().nullable(), deptCd: z.string().nullable(), deptNm: z.string().nullable(),
  startYmd: z.string(), targetDays: z.number(), days: z.number(), lastResetYmd: z.string().nullable(),
});

/** /api/saf/accidents (+ investigations, working hours, rates) */
export async function safetyAccidentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ZPlantYear = z.object({ plantCd: z.string().trim().min(1).max(10), year: z.coerce.number().int().min(2000).max(2100) });
  /** rates and statistics: read on the register, the caller's plant (every plant with plant-wide access), no vendor users */
  const assertPlant = async (req: FastifyRequest, plantCd: string) => {
    const scope = await requestScope(app.db, req, SAF_ACC_MENUS.accident);
    assertPlantReachable(scope, plantCd);
    return scope;
  };
  // contract: rates of one plant and year from the counting accidents and the hours entered (static path before :key)
  r.get(SAF_ACC_RATES_API, {
    config: menuRead(SAF_ACC_MENUS.accident),
    schema: {
      tags: ['safAccident'], summary: '도수율·강도율·재해율·TRIR·LTIFR of a plant and year (accidents with countYn = Y)',
      querystring: ZPlantYear,
      response: { 200: ZAccidentRatesSchema },
    },
  }, async (req) => {
    await assertPlant(req, req.query.plantCd);
    return plantRates(app.db, req.query.plantCd, req.query.year);
  });
  // rates per month and year to date, of the plant or of a department with its sub-departments (a department-scoped
  // caller may name only a department of their own subtree), with the leading indicators
  r.get(SAF_ACC_MONTHLY_RATES_API, {
    config: menuRead(SAF_ACC_MENUS.accident),
    schema: {
      tags: ['safAccident'], summary: 'rates per month and year to date of a plant or department subtree, with near misses and actions closed on time',
      querystring: ZPlantYear.extend({ deptCd: z.string().trim().min(1).max(30).optional() }),
      response: { 200: ZAccidentMonthlyRatesSchema },
    },
  }, async (req) => {
    const scope = await assertPlant(req, req.query.plantCd);
    const deptCd = req.query.deptCd ?? null;
    if (deptCd !== null) {
      const [d] = await queryRows<{ ok: boolean }>(app.db, sql`
        select ${scope.allDepts ? sql`true` : sql`${deptCd} in ${deptSubtree(scope.deptCd)}`} as ok from com_dept where dept_cd = ${deptCd} and plant_cd = ${req.query.plantCd}`);
      if (!d) throw badRequest([{ field: 'deptCd', message: SAF_ACC_MESSAGES.unknownDept }], SAF_ACC_MESSAGES.unknownDept);
      if (!d.ok) throw forbidden();
    }
    return monthlyRates(app.db, req.query.plantCd, req.query.year, deptCd);
  });
  // statistics by type, cause, causing object, body part and month, and the leading indicators (same rights and scope as the rates)
  r.get(SAF_ACC_STATS_API, {
    config: menuRead(SAF_ACC_MENUS.accident),
    schema: {
      tags: ['safAccident'], summary: 'statistics of a plant and year (counting accidents) and leading indicators',
      querystring: ZPlantYear,
      response: { 200: ZAccidentStatsSchema },
    },
  }, async (req) => {
    await assertPlant(req, req.query.plantCd);
    return plantStats(app.db, req.query.plantCd, req.query.year);
  });
  // the statistics and the monthly rates as .xlsx (typed number cells)
  r.get(SAF_ACC_STATS_EXCEL_API, {
    config: menuRead(SAF_ACC_MENUS.accident),
    schema: { tags: ['safAccident'], summary: 'the statistics and monthly rates of a plant and year as .xlsx', querystring: ZPlantYear },
  }, async (req, reply) => {
    await assertPlant(req, req.query.plantCd);
    const [stats, monthly] = await Promise.all([plantStats(app.db, req.query.plantCd, req.query.year), monthlyRates(app.db, req.query.plantCd, req.query.year, null)]);
    return sendStatsXlsx(reply, stats, monthly, { timeZone: app.config.plantTimeZone, log: req.log });
  });
  await app.register(accidentRoutes);
  await app.register(investigationRoutes);
  // dashboard portlet (spec §7 /api/main/portlet/no-accident): the active records of the caller's plant (all plants
  // for a user with plant-wide access), days counted to today in the plant's time zone
  r.get(SAF_NOACC_PORTLET_API, {
    config: menuRead(SAF_NOACC_MENU),
    schema: { tags: ['portlet'], summary: '무재해 days of the active records', response: { 200: z.object({ today: z.string(), list: z.array(ZNoAccidentCard) }) } },
  }, async (req) => {
    const scope = await requestScope(app.db, req, SAF_NOACC_MENU);
    if (scope.vendorCd !== null) throw forbidden();
    const today = ymdIn(app.jobs.now(), app.config.plantTimeZone ?? 'Asia/Seoul');
    return { today, list: await noAccidentCards(app.db, scope.allPlants ? null : scope.plantCd, today) };
  });
  // dashboard: every open 산업재해조사표 deadline of the caller's plant (all plants with plant-wide access)
  r.get(SAF_ACC_DEADLINE_PORTLET_API, {
    config: menuRead(SAF_ACC_MENUS.accident),
    schema: {
      tags: ['portlet'], summary: 'open 산업재해조사표 deadlines (required, not submitted), nearest first',
      response: { 200: z.object({ today: z.string(), list: z.array(z.object({
        accidentNo: z.number(), plantCd: z.string(), title: z.string(), occurredYmd: z.string(), dueYmd: z.string(), daysLeft: z.number(), statusCd: z.string(),
      })) }) },
    },
  }, async (req) => {
    const scope = await requestScope(app.db, req, SAF_ACC_MENUS.accident);
    if (scope.vendorCd !== null) throw forbidden();
    const today = ymdIn(app.jobs.now(), app.config.plantTimeZone ?? 'Asia/Seoul');
    return { today, list: await openReportDeadlines(app.db, scope, today) };
  });
  await app.register(workHoursRoutes);
  await app.register(noAccidentRoutes);
  await app.register(workHoursUploadRoutes);
  await app.register(safetyNearMissRoutes);
}
