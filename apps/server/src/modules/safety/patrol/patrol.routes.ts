import { and, asc, eq, isNull, lte, max, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addDaysYmd, patrolFindingResource, patrolPlanResource, SAF_PATROL_CYCLE_GROUP, SAF_PATROL_CYCLES, SAF_PATROL_DUE_PLANS_API, SAF_PATROL_MENU, SAF_PATROL_MESSAGES, ymdIn,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../../db/client.js';
import { AppError, badRequest, forbidden } from '../../../lib/errors.js';
import { menuRead } from '../../../lib/route-auth.js';
import { resourceRoutes } from '../../../lib/resource/resource.routes.js';
import { loadScopedOne, resourceScope, type ResourceBinding } from '../../../lib/resource/resource.repository.js';
import { requestScope } from '../../../lib/scoped-load.js';
import { registerResourceAttachments } from '../../attachments/resource-attachments.js';
import { createAction, onActionSettled, openActionCount } from '../../impr/impr.service.js';
import { takeFollowTransition } from '../../../lib/workflow/workflow.service.js';
import { safetyMonthlyStatRoutes } from './patrol.stats.js';
import { safPatrolFinding, safPatrolPlan, safPatrolRound } from './patrol.tables.js';

export const patrolBinding: ResourceBinding = {
  def: patrolFindingResource, table: safPatrolFinding,
  // the linked plan's name (the form's plan picker shows it without a call)
  derived: { planNm: (col) => sql`(select p.plan_nm from saf_patrol_plan p where p.plan_no = ${col('planNo')})` },
};
export const patrolPlanBinding: ResourceBinding = { def: patrolPlanResource, table: safPatrolPlan, children: { rounds: { table: safPatrolRound, parentKey: 'planNo' } } };

/** the cycle in days: the code row's attr1 (data), else the law's number */
async function cycleDays(tx: DbOrTx, cycleCd: string): Promise<number> {
  const [c] = await queryRows<{ attr1: string | null }>(tx, sql`select attr1 from com_code_master where code_group_cd = ${SAF_PATROL_CYCLE_GROUP} and code = ${cycleCd}`);
  const days = Number(c?.attr1);
  return Number.isInteger(days) && days > 0 ? days : (SAF_PATROL_CYCLES.find((x) => x.code === cycleCd)?.days ?? 7);
}

/**
 * A plan's patrols and dates after a change of its rows or of a finding linked to it: each row's findings count is the
 * number of findings linked on its date (a finding being deleted left out), the last patrol is the latest row, the next
 * due date the last + the cycle days (never before the start).
 */
async function refreshPatrolPlan(tx: DbOrTx, planNo: number, leaveOutFindingNo: number | null = null): Promise<{ lastPatrolYmd: string | null; nextDueYmd: string }> {
  await tx.execute(sql`update saf_patrol_round r set finding_count = (
      select count(*)::int from saf_patrol_finding f
       where f.plan_no = r.plan_no and f.patrol_ymd = r.patrol_ymd and f.finding_no <> ${leaveOutFindingNo ?? -1})
    where r.plan_no = ${planNo}`);
  const [plan] = await tx.select({ startYmd: safPatrolPlan.startYmd, cycleCd: safPatrolPlan.cycleCd }).from(safPatrolPlan).where(eq(safPatrolPlan.planNo, planNo)).limit(1);
  if (!plan) return { lastPatrolYmd: null, nextDueYmd: '' };
  const [r] = await tx.select({ last: max(safPatrolRound.patrolYmd) }).from(safPatrolRound).where(eq(safPatrolRound.planNo, planNo));
  const last = r?.last ?? null;
  const next = last ? addDaysYmd(last, await cycleDays(tx, plan.cycleCd)) : plan.startYmd;
  const due = next < plan.startYmd ? plan.startYmd : next;
  await tx.update(safPatrolPlan).set({ lastPatrolYmd: last, nextDueYmd: due }).where(eq(safPatrolPlan.planNo, planNo));
  return { lastPatrolYmd: last, nextDueYmd: due };
}

/**
 * A finding linked to a plan: the plan as the finding menu's scope reaches it (another plant's or department's plan
 * is refused: 400 when it is missing or of another plant than the finding, 403 outside the writer's scope); the plan's
 * due date at linking time is kept as the occurrence the patrol answers.
 */
async function linkPlan(tx: DbOrTx, req: FastifyRequest, values: Record<string, unknown>, before: Record<string, unknown> | null): Promise<void> {
  if (!('planNo' in values) || values.planNo === undefined) return;
  const planNo = values.planNo === null ? null : Number(values.planNo);
  if (planNo === null) {
    values.planDueYmd = null;
    return;
  }
  const plantCd = values.plantCd ?? before?.plantCd;
  if (before && Number(before.planNo) === planNo && before.plantCd === plantCd) return;
  const scope = await requestScope(tx, req, SAF_PATROL_MENU);
  let plan: Record<string, unknown>;
  try {
    plan = await loadScopedOne(tx, patrolPlanBinding, planNo, scope);
  } catch (e) {
    if (e instanceof AppError && e.statusCode === 404) throw badRequest([{ field: 'planNo', message: SAF_PATROL_MESSAGES.planMissing }], SAF_PATROL_MESSAGES.planMissing);
    throw e;
  }
  if (plan.plantCd !== plantCd) throw badRequest([{ field: 'planNo', message: SAF_PATROL_MESSAGES.planPlant }], SAF_PATROL_MESSAGES.planPlant);
  values.planDueYmd = plan.nextDueYmd ?? null;
}

/**
 * After a finding is saved under a plan: the plan's patrol of that date is recorded when the plan has none (a patrol
 * done, by the finding's author), then the plan's counts and dates follow (the old plan's too when it moved).
 */
async function afterFinding(tx: DbOrTx, row: Record<string, unknown>, before: Record<string, unknown> | null, userId: string): Promise<void> {
  const planNo = row.planNo === null || row.planNo === undefined ? null : Number(row.planNo);
  const ymd = String(row.patrolYmd);
  if (planNo !== null) {
    const [had] = await tx.select({ n: safPatrolRound.roundNo }).from(safPatrolRound)
      .where(and(eq(safPatrolRound.planNo, planNo), eq(safPatrolRound.patrolYmd, ymd))).limit(1);
    if (!had) {
      const [pos] = await queryRows<{ n: number }>(tx, sql`select coalesce(max(row_no), 0)::int + 1 as n from saf_patrol_round where plan_no = ${planNo}`);
      await tx.insert(safPatrolRound).values({ planNo, patrolYmd: ymd, patrolUserId: userId, note: null, rowNo: pos?.n ?? 1, createUserId: userId, updateUserId: userId });
    }
    await refreshPatrolPlan(tx, planNo);
  }
  const old = before?.planNo === null || before?.planNo === undefined ? null : Number(before.planNo);
  if (old !== null && old !== planNo) await refreshPatrolPlan(tx, old);
}

// SAF_PATROL_PHOTO: the finding's photos
registerResourceAttachments(patrolBinding, '순회점검 지적 사진');

// what a contractor may change on a finding assigned to it: its answer only
const VENDOR_WRITABLE = new Set(['vendorAnswer']);

/** /api/saf/patrol/findings: findings of patrols and joint patrols; the contractor answers its own */
export async function patrolRoutes(app: FastifyInstance): Promise<void> {
  // 순회점검 계획: the server keeps the last patrol (latest row) and the next due date (last + cycle days, or the start)
  await app.register(resourceRoutes(patrolPlanBinding, {
    afterWrite: async ({ tx, row }) => {
      const d = await refreshPatrolPlan(tx, Number(row.planNo));
      row.lastPatrolYmd = d.lastPatrolYmd;
      row.nextDueYmd = d.nextDueYmd;
      // the rows' findings counts as refreshed
      const counts = new Map((await tx.select({ k: safPatrolRound.roundNo, n: safPatrolRound.findingCount }).from(safPatrolRound)
        .where(eq(safPatrolRound.planNo, Number(row.planNo)))).map((x) => [x.k, x.n]));
      if (Array.isArray(row.rounds)) for (const x of row.rounds as Record<string, unknown>[]) x.findingCount = counts.get(Number(x.roundNo)) ?? null;
    },
    // a plan with linked findings keeps them: unlink first (the findings name it)
    beforeWrite: async ({ tx, op, before }) => {
      if (op !== 'delete' || !before) return;
      await tx.update(safPatrolFinding).set({ planNo: null, planDueYmd: null }).where(eq(safPatrolFinding.planNo, Number(before.planNo)));
    },
  }));

  // the plans a finding may be linked to: in use, of the plant, in the caller's scope of the finding menu, due by today
  const timeZone = app.config.plantTimeZone ?? 'Asia/Seoul';
  app.withTypeProvider<ZodTypeProvider>().get(SAF_PATROL_DUE_PLANS_API, {
    config: menuRead(SAF_PATROL_MENU),
    schema: {
      tags: ['safPatrolFinding'], summary: 'patrol plans due by today (or a given date) that a finding may be linked to',
      querystring: z.object({ plantCd: z.string().trim().min(1).max(10), ymd: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional() }),
      response: {
        200: z.object({
          list: z.array(z.object({
            planNo: z.number(), planNm: z.string(), patrolTypeCd: z.string(), placeNm: z.string().nullable(), vendorCd: z.string().nullable(), vendorNm: z.string().nullable(),
            deptCd: z.string(), nextDueYmd: z.string().nullable(),
          })),
        }),
      },
    },
  }, async (req) => {
    const scope = await requestScope(app.db, req, SAF_PATROL_MENU);
    const asOf = req.query.ymd ?? ymdIn(new Date(), timeZone);
    const list = await app.db.select({
      planNo: safPatrolPlan.planNo, planNm: safPatrolPlan.planNm, patrolTypeCd: safPatrolPlan.patrolTypeCd, placeNm: safPatrolPlan.placeNm,
      vendorCd: safPatrolPlan.vendorCd, vendorNm: sql<string | null>`(select v.vendor_nm from com_vendor v where v.vendor_cd = saf_patrol_plan.vendor_cd)`,
      deptCd: safPatrolPlan.deptCd, nextDueYmd: safPatrolPlan.nextDueYmd,
    }).from(safPatrolPlan)
      .where(and(eq(safPatrolPlan.plantCd, req.query.plantCd), ne(safPatrolPlan.useYn, 'N'), lte(safPatrolPlan.nextDueYmd, asOf), resourceScope(patrolPlanBinding, scope)))
      .orderBy(asc(safPatrolPlan.nextDueYmd), asc(safPatrolPlan.planNo)).limit(200);
    return { list };
  });
  await app.register(safetyMonthlyStatRoutes);
  // a finding in 개선조치 중 closes when its last action is done (issue 34); a cancelled action leaves it to the staff
  onActionSettled('PATROL', async ({ tx, sourceKey, statusCd, actorUserId }) => {
    // a hand-made action may name a source key that is no finding number: nothing to follow
    if (statusCd !== 'DONE' || !/^\d{1,9}$/.test(sourceKey)) return;
    const [f] = await tx.select({ s: safPatrolFinding.statusCd }).from(safPatrolFinding).where(eq(safPatrolFinding.findingNo, Number(sourceKey)));
    if (f?.s !== 'ACTION' || (await openActionCount(tx, 'PATROL', sourceKey)) > 0) return;
    await takeFollowTransition(tx, patrolFindingResource.name, Number(sourceKey), 'CLOSE', ['ACTION'], actorUserId, SAF_PATROL_MESSAGES.closedByAction);
  });
  await app.register(resourceRoutes(patrolBinding, {
    beforeWrite: async ({ tx, req, op, values, before }) => {
      if (req.principal?.userType === 'V') {
        // a contractor neither records nor deletes findings, and changes nothing but its answer
        const changed = before ? Object.keys(values).filter((k) => !VENDOR_WRITABLE.has(k) && (values[k] ?? null) !== (before[k] ?? null)) : ['new'];
        if (op !== 'update' || changed.length) throw forbidden(SAF_PATROL_MESSAGES.vendorAnswerOnly);
        return;
      }
      if (op === 'delete') {
        // the plan's counts without this finding (the patrol row itself stays: the patrol was done)
        if (before?.planNo !== null && before?.planNo !== undefined) await refreshPatrolPlan(tx, Number(before.planNo), Number(before.findingNo));
        return;
      }
      await linkPlan(tx, req, values, before);
    },
    afterWrite: ({ tx, req, row, before }) => afterFinding(tx, row, before, req.principal!.userId),
    workflow: {
      guards: {
        hasAnswer: ({ record }) => typeof record.vendorAnswer === 'string' && record.vendorAnswer.trim() !== '',
        actionFields: ({ record }) => !!record.assigneeUserId && !!record.dueYmd,
        noOpenActions: async ({ tx, key }) => (await openActionCount(tx, 'PATROL', String(key))) === 0,
      },
      hooks: {
        // the finding becomes one improvement action (PATROL, the finding number), once
        openAction: async ({ tx, key, record, actorUserId }) => {
          if (record.actionNo) return;
          const a = await createAction(tx, {
            sourceTypeCd: 'PATROL', sourceKey: String(key), actionTypeCd: 'REQUEST', plantCd: String(record.plantCd), deptCd: String(record.deptCd),
            title: String(record.content).split('\n')[0]!.slice(0, 200), assigneeUserId: String(record.assigneeUserId), dueYmd: String(record.dueYmd),
            location: String(record.placeNm), ownerVendorCd: (record.vendorCd as string | null) ?? null,
            description: `${String(record.patrolYmd)} ${record.patrolTypeCd === 'JOINT' ? '합동점검' : '순회점검'} 지적사항\n${String(record.content)}`,
          }, actorUserId);
          await tx.update(safPatrolFinding).set({ actionNo: Number(a.actionNo) }).where(and(eq(safPatrolFinding.findingNo, Number(key)), isNull(safPatrolFinding.actionNo)));
        },
      },
    },
  }));
}
