import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RSA_APPR_TYPES, RSA_BUILT_METHODS, RSA_DONE_STATUSES, RSA_MENUS, RSA_MESSAGES, RSA_PART_METHODS, RSA_PART_STAGES,
  rsaPlanResource, ymdIn, zIntParam, zYmd, type TRsaMethod,
} from '@jikim/shared';
import { writeAudit } from '../../lib/audit.js';
import { queryRows } from '../../db/client.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { resourceRoutes, toWire } from '../../lib/resource/resource.routes.js';
import type { ResourceBinding } from '../../lib/resource/resource.repository.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { childRoute } from '../../lib/resource/child-lock.js';
import { loadScoped } from '../../lib/scoped-load.js';
import { resourceApproval } from '../approvals/resource-approval.js';
import { requestOnBehalf } from '../approvals/approvals.service.js';
import { assertEditable } from '../approvals/approval-types.js';
import { currentMatrix } from './matrix.service.js';
import { rsaCodeKo } from './rsa.seed.js';
import {
  assertDeptsOfPlant, assertMeasuresOwned, copyMethodRows, countAssessments, countParticipation, loadCharmTables, loadPlan, openMeasureActions, planApprover, planMatrix, rateAssessment,
} from './rsa.service.js';
import { rsaAssessment, rsaCheckItem, rsaHazard, rsaPlan, rsaPlanParticipant, rsaPlanTarget, rsaPlanTeam } from './rsa.tables.js';

type Row = Record<string, unknown>;

const binding: ResourceBinding = {
  def: rsaPlanResource,
  table: rsaPlan,
  children: {
    targets: { table: rsaPlanTarget, parentKey: 'planNo' },
    team: { table: rsaPlanTeam, parentKey: 'planNo' },
    participants: { table: rsaPlanParticipant, parentKey: 'planNo' },
  },
};

const summary = (r: Row) => [`평가명: ${String(r.planTitle)}`, `평가종류: ${rsaCodeKo(r.kindCd)} / 방법: ${rsaCodeKo(r.methodCd)}`, `기간: ${String(r.planFromYmd)} ~ ${String(r.planToYmd)}`];
// 계획 결재 (RSA_PLAN) and 결과 결재 (RSA_RESULT): both move the plan's workflow (APPROVED / REJECTED / RECALLED) and
// both lock the plan record (beforeWrite below)
resourceApproval({ def: rsaPlanResource, table: rsaPlan, titleKo: '위험성평가 계획', title: (r) => `[위험성평가 계획] ${String(r.planTitle)}`, summary });
resourceApproval({ def: { ...rsaPlanResource, approvalType: RSA_APPR_TYPES.result }, table: rsaPlan, titleKo: '위험성평가 결과', title: (r) => `[위험성평가 결과] ${String(r.planTitle)}`, summary });

async function requestApproval(tx: Parameters<typeof requestOnBehalf>[0], apprTypeCd: string, key: string, record: Row, actorUserId: string) {
  const approvers = await planApprover(tx, record, actorUserId);
  await requestOnBehalf(tx, { apprTypeCd, recordKey: key, requestUserId: actorUserId, approverUserIds: approvers });
}

/** /api/rsa/plans: the plan, its targets, team and participation, the workflow with its two approvals */
export async function rsaPlanRoutes(app: FastifyInstance): Promise<void> {
  const tz = app.config.plantTimeZone ?? 'Asia/Seoul';
  await app.register(resourceRoutes(binding, {
    beforeWrite: async ({ tx, req, op, values, before }) => {
      if (op === 'create') {
        if (!RSA_BUILT_METHODS.includes(values.methodCd as TRsaMethod)) throw badRequest([{ field: 'methodCd', message: RSA_MESSAGES.methodNotBuilt }], RSA_MESSAGES.methodNotBuilt);
        // the plan keeps the matrix version of its start: later matrix changes never regrade it
        values.matrixVersion = (await currentMatrix(tx, String(values.plantCd))).version;
      }
      if (op !== 'delete') await assertDeptsOfPlant(tx, String(values.plantCd ?? before!.plantCd), [values.deptCd, ...((req.body as { targets?: Row[] }).targets ?? []).map((x) => x.targetDeptCd)]);
      if (op === 'create') return;
      const status = String(before!.statusCd);
      if (op === 'delete') {
        if ((RSA_DONE_STATUSES as readonly string[]).includes(status)) throw new AppError(409, RSA_MESSAGES.deleteCompleted, 'RSA_LOCKED');
        if (status !== 'DRAFT' || (await countAssessments(tx, Number(before!.planNo))) > 0) throw new AppError(409, RSA_MESSAGES.deleteStarted, 'RSA_LOCKED');
      }
      // a plan in approval or approved (plan or result) is fixed: header, targets, team and rows (409 APPR_LOCKED);
      // participation goes on through /participate (carrying out the approved plan)
      await assertEditable(tx, RSA_APPR_TYPES.plan, Number(before!.planNo));
      await assertEditable(tx, RSA_APPR_TYPES.result, Number(before!.planNo));
    },
    workflow: {
      guards: {
        hasAssessment: async ({ tx, key }) => (await countAssessments(tx, Number(key))) > 0,
        // 지침 제6조: workers took part in finding hazards or reviewing the result
        hasParticipation: async ({ tx, key }) => (await countParticipation(tx, Number(key), ['FINDING', 'REVIEW'])) > 0,
        measuresOwned: ({ tx, key }) => assertMeasuresOwned(tx, Number(key)),
        hasShare: async ({ tx, key }) => (await countParticipation(tx, Number(key), ['SHARE'])) > 0,
      },
      hooks: {
        requestPlanApproval: ({ tx, key, record, actorUserId }) => requestApproval(tx, RSA_APPR_TYPES.plan, key, record, actorUserId),
        requestResultApproval: ({ tx, key, record, actorUserId }) => requestApproval(tx, RSA_APPR_TYPES.result, key, record, actorUserId),
        openActions: async ({ tx, key, actorUserId }) => {
          await openMeasureActions(tx, (await loadPlan(tx, Number(key)))!, actorUserId);
        },
        markShared: async ({ tx, key }) => {
          await tx.update(rsaPlan).set({ sharedYmd: ymdIn(new Date(), tz) }).where(eq(rsaPlan.planNo, Number(key)));
        },
      },
    },
  }));

  const r = app.withTypeProvider<ZodTypeProvider>();
  // the resource routes' key spelling (digits, 1..2^31-1)
  const Params = z.object({ key: zIntParam().pipe(z.number().min(1)) });
  const scoped = (tx: Parameters<typeof loadScoped>[0], req: Parameters<typeof loadScoped>[1], planNo: number) => loadScoped<Row>(tx, req, {
    from: sql`rsa_plan p`, key: sql`p.plan_no = ${planNo}`, scope: { plant: sql`p.plant_cd` }, menuId: RSA_MENUS.plan, lock: sql`for update of p`,
  });

  // 근로자 참여: a worker records their own part (hazard finding, review, or the results shared with them at a TBM)
  r.post('/api/rsa/plans/:key/participate', {
    config: { ...menuRead(RSA_MENUS.plan), ...childRoute(binding, 'participants', 'participate') },
    schema: {
      tags: ['rsaPlan'], summary: 'record a worker\'s participation (the caller today; with the write right anyone of the plant, any past day); the plan\'s version moves', params: Params,
      body: z.object({
        stageCd: z.enum(RSA_PART_STAGES), partMethodCd: z.enum(RSA_PART_METHODS), opinion: z.string().trim().max(500).nullish(),
        // with the write right: another worker's participation (a survey sheet, a TBM attendance list) and its date
        userId: z.string().trim().min(1).max(50).optional(), partYmd: zYmd.optional(),
      }),
      response: { 200: z.object({ participantNo: z.number(), partYmd: z.string(), version: z.number() }) },
    },
  }, async (req) => {
    const p = req.principal!;
    return app.db.transaction(async (tx) => {
      const plan = await scoped(tx, req, req.params.key);
      if (plan.status_cd === 'SHARED') throw conflict(RSA_MESSAGES.completedLocked);
      const today = ymdIn(new Date(), tz);
      const userId = req.body.userId ?? p.userId;
      const partYmd = req.body.partYmd ?? today;
      if ((userId !== p.userId || partYmd !== today) && req.menuRights?.canWrite !== true) throw forbidden();
      if (partYmd > today) throw badRequest([{ field: 'partYmd', message: RSA_MESSAGES.partFuture }], RSA_MESSAGES.partFuture);
      const [worker] = await queryRows<{ user_id: string }>(tx, sql`
        select user_id from com_user where user_id = ${userId} and user_type = 'U' and plant_cd = ${String(plan.plant_cd)} and use_yn = 'Y'`);
      if (!worker) throw badRequest([{ field: 'userId', message: RSA_MESSAGES.partWorker }], RSA_MESSAGES.partWorker);
      const [{ n }] = (await tx.select({ n: sql<number>`coalesce(max(${rsaPlanParticipant.rowNo}), 0) + 1` }).from(rsaPlanParticipant).where(eq(rsaPlanParticipant.planNo, req.params.key))) as [{ n: number }];
      const [row] = await tx.insert(rsaPlanParticipant).values({
        planNo: req.params.key, userId, stageCd: req.body.stageCd, partMethodCd: req.body.partMethodCd, partYmd, opinion: req.body.opinion ?? null,
        rowNo: Number(n), createUserId: p.userId, updateUserId: p.userId,
      }).returning();
      const [v] = await tx.update(rsaPlan).set({ version: sql`${rsaPlan.version} + 1` }).where(eq(rsaPlan.planNo, req.params.key)).returning({ version: rsaPlan.version });
      await writeAudit(tx, { userId: p.userId, action: 'CREATE', entity: 'rsaPlanParticipant', entityKey: String(row!.participantNo), after: toWire(row as Row), ip: req.ip });
      return { participantNo: row!.participantNo, partYmd, version: v!.version };
    });
  });

  // 이전 평가 가져오기: a draft plan starts from the last completed assessment of the same plant, department and method
  r.post('/api/rsa/plans/:key/copy-forward', {
    config: menuWrite(RSA_MENUS.plan),
    schema: {
      tags: ['rsaPlan'], summary: 'copy the unit works and rows of the last completed plan of the same scope into this draft', params: Params,
      response: { 200: z.object({ copiedFromPlanNo: z.number(), assessments: z.number() }) },
    },
  }, async (req) => {
    const p = req.principal!;
    return app.db.transaction(async (tx) => {
      const plan = await scoped(tx, req, req.params.key);
      if (plan.status_cd !== 'DRAFT' || (await countAssessments(tx, req.params.key)) > 0) throw conflict(RSA_MESSAGES.copyNotDraft);
      const [prev] = await tx.select().from(rsaPlan).where(and(
        eq(rsaPlan.plantCd, String(plan.plant_cd)), eq(rsaPlan.deptCd, String(plan.dept_cd)), eq(rsaPlan.methodCd, String(plan.method_cd)),
        inArray(rsaPlan.statusCd, [...RSA_DONE_STATUSES]), ne(rsaPlan.planNo, req.params.key),
      )).orderBy(desc(rsaPlan.planToYmd), desc(rsaPlan.planNo)).limit(1);
      if (!prev) throw notFound(RSA_MESSAGES.copyNothing);
      const target = (await loadPlan(tx, req.params.key))!;
      const m = await planMatrix(tx, target);
      const olds = await tx.select().from(rsaAssessment).where(eq(rsaAssessment.planNo, prev.planNo)).orderBy(rsaAssessment.assessNo);
      for (const o of olds) {
        const [a] = await tx.insert(rsaAssessment).values({
          planNo: target.planNo, plantCd: target.plantCd, deptCd: o.deptCd, methodCd: target.methodCd, processNm: o.processNm, unitWorkNo: o.unitWorkNo, unitWorkNm: o.unitWorkNm, workDesc: o.workDesc,
          matrixVersion: target.matrixVersion, createUserId: p.userId, updateUserId: p.userId,
        }).returning();
        await copyRows(tx, o.assessNo, a!.assessNo, p.userId);
        const others = await copyMethodRows(tx, o.assessNo, a!.assessNo, p.userId);
        const hazards = await tx.select().from(rsaHazard).where(eq(rsaHazard.assessNo, a!.assessNo));
        await rateAssessment(tx, { ...others, hazards }, target.methodCd, m, await loadCharmTables(tx));
        await writeAudit(tx, { userId: p.userId, action: 'CREATE', entity: 'rsaAssessment', entityKey: String(a!.assessNo), after: { ...toWire(a as Row), copiedFrom: o.assessNo }, ip: req.ip });
      }
      await tx.update(rsaPlan).set({ copiedFromPlanNo: prev.planNo, version: sql`${rsaPlan.version} + 1`, updateUserId: p.userId, updateDt: new Date() }).where(eq(rsaPlan.planNo, target.planNo));
      return { copiedFromPlanNo: prev.planNo, assessments: olds.length };
    });
  });
}

/**
 * The rows of an earlier assessment as the start of a new one: what was the measure last time is now part of the
 * current controls, and the residual rating (where given) is the starting rating; measures, owners, due dates and
 * action links are not carried over (a 상 / 보완 row asks for a new measure at its next save).
 */
async function copyRows(tx: Parameters<typeof loadPlan>[0], fromAssessNo: number, toAssessNo: number, userId: string): Promise<void> {
  const hz = await tx.select().from(rsaHazard).where(eq(rsaHazard.assessNo, fromAssessNo)).orderBy(rsaHazard.rowNo, rsaHazard.hazardNo);
  if (hz.length) {
    await tx.insert(rsaHazard).values(hz.map((h, i) => ({
      assessNo: toAssessNo, hazardLibNo: h.hazardLibNo, hazardClassCd: h.hazardClassCd, hazardNm: h.hazardNm, disasterTypeCd: h.disasterTypeCd,
      currentControl: [h.currentControl, h.measure].filter(Boolean).join(' / ').slice(0, 500) || null,
      likelihood: h.residualLikelihood ?? h.likelihood, severity: h.residualSeverity ?? h.severity,
      levelCd: h.levelCd, levelReason: h.levelReason, majorYn: h.majorYn,
      rowNo: i + 1, createUserId: userId, updateUserId: userId,
    })));
  }
  const ck = await tx.select().from(rsaCheckItem).where(eq(rsaCheckItem.assessNo, fromAssessNo)).orderBy(rsaCheckItem.rowNo, rsaCheckItem.checkNo);
  if (ck.length) {
    await tx.insert(rsaCheckItem).values(ck.map((c, i) => ({
      assessNo: toAssessNo, itemText: c.itemText, resultCd: c.resultCd, rowNo: i + 1, createUserId: userId, updateUserId: userId,
    })));
  }
}
