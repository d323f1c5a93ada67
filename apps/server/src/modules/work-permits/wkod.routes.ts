import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkTransition, MESSAGES, permitResource, permitWorkflow, projectResource, resourceRowSchema, SAF_WKOD_API, SAF_WKOD_MENUS, SAF_WKOD_MESSAGES as M,
  wkodMapResource, WORKFLOW_MESSAGES, ymdIn, addMonthsYmd, zIntParam, ZWkodExtendBody, ZWkodGasInput, ZWkodGasList, ZWkodIssueBody, ZWkodLoto, ZWkodLotoInput, ZWkodLotoStepBody,
  ZWkodPanels, ZWkodPublic, zPublicToken, ZWkodRosterRow, ZWkodStepBody, ZWkodToday, addDaysYmd, SAF_WKOD_GROUPS, type TWorkflowActor, type TWkodGasReading,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, badRequest, conflict, forbidden, outOfScope } from '../../lib/errors.js';
import { enforceRateLimit } from '../../lib/rate-limit.js';
import { resourceRoutes, toWire } from '../../lib/resource/resource.routes.js';
import { assertChildChange, childRoute } from '../../lib/resource/child-lock.js';
import { getOne, loadScopedOne, type ResourceBinding } from '../../lib/resource/resource.repository.js';
import { loadReference } from '../../lib/resource/resource.references.js';
import { menuRead, menuWrite, publicRoute } from '../../lib/route-auth.js';
import { requestScope, type DataScope } from '../../lib/scoped-load.js';
import { assertPlantReachable } from '../../lib/scope.js';
import { bindWorkflow, takeTransition, workflowActor, type WorkflowBinding } from '../../lib/workflow/workflow.service.js';
import { siteEducationMonths } from '../vendor/entry/entry.service.js';
import { alertGasDue, WKOD_GAS_DUE_CRON, WKOD_GAS_DUE_JOB } from './wkod.gas-due.js';
import { registerResourceAttachments } from '../attachments/resource-attachments.js';
import { notify } from '../notify/notify.service.js';
import { emitGasOut } from '../integration/webhook.events.js';
import {
  wkodGasReading, wkodLoto, wkodMap, wkodPermit, wkodPermitKind, wkodPermitChem, wkodPermitMeasure, wkodPermitWindow, wkodPermitWorker, wkodProject, wkodProjectVendor,
  wkodProjectWorker, wkodSignature, wkodSimopsOverride,
} from './wkod.tables.js';
import {
  assertNoRefusal, assertVendorActive, gasIntervalMin, gasLimits, gasRefusal, isSafetyTeam, isSupervisor, judgeGas, latestGas, lotoCounts, needsGas, permitKinds, requiredGases,
  safetyTeamOf, simopsConflicts, workerRefusal, zonedInstant,
} from './wkod.service.js';

type Row = Record<string, unknown>;
const MENU = SAF_WKOD_MENUS.permit;
const P = SAF_WKOD_API.permits;

export const projectBinding: ResourceBinding = {
  def: projectResource, table: wkodProject,
  children: { vendors: { table: wkodProjectVendor, parentKey: 'projectNo' }, workers: { table: wkodProjectWorker, parentKey: 'projectNo' } },
};
export const permitBinding: ResourceBinding = {
  def: permitResource, table: wkodPermit,
  // the names of the picked project, map and roster workers: the detail, the list and the print show names, not numbers
  derived: {
    projectNm: (col) => sql`(select p.project_nm from saf_wkod_project p where p.project_no = ${col('projectNo')})`,
    mapNm: (col) => sql`(select m.map_nm from saf_wkod_map m where m.map_no = ${col('mapNo')})`,
  },
  children: {
    kinds: { table: wkodPermitKind, parentKey: 'permitNo' },
    workers: { table: wkodPermitWorker, parentKey: 'permitNo', derived: { workerNm: (col) => sql`(select w.worker_nm from vnd_worker w where w.worker_no = ${col('workerNo')})` } },
    measures: { table: wkodPermitMeasure, parentKey: 'permitNo' },
    chemProds: { table: wkodPermitChem, parentKey: 'permitNo' },
  },
};
const mapBinding: ResourceBinding = { def: wkodMapResource, table: wkodMap };
registerResourceAttachments(mapBinding, '작업허가 배치도 이미지');

/** transactions inside a dedicated step endpoint: the generic transition refuses those steps (guard viaStepEndpoint) */
const stepTx = new WeakSet<object>();
const FINAL = ['COMPLETED', 'OVER', 'CANCELLED'];

const iso = (v: unknown): string | null => (v == null ? null : new Date(v as string).toISOString());
const kindsOfBody = (main: unknown, body: Row): string[] =>
  [...new Set([String(main), ...(((body.kinds as Row[] | undefined) ?? []).map((k) => String(k.kindCd)))])];

/** record of a permit as the API answers it */
async function permitWire(tx: DbOrTx, key: number): Promise<Row> {
  return toWire((await getOne(tx, permitBinding, key))!);
}

export async function workPermitRoutes(app: FastifyInstance): Promise<void> {
  const timeZone = app.config.plantTimeZone ?? 'Asia/Seoul';
  const now = () => new Date();
  app.jobs.schedule(WKOD_GAS_DUE_JOB, WKOD_GAS_DUE_CRON, async ({ now: at }) => alertGasDue(app.db, at));
  const wf = {
    guards: {
      // 신청: the vendor's permit names workers; every worker is eligible (reason names the worker)
      workersEligible: async ({ tx, record }: { tx: DbOrTx; record: Row }) => {
        const workers = await tx.select().from(wkodPermitWorker).where(eq(wkodPermitWorker.permitNo, Number(record.permitNo)));
        if (record.vendorCd && workers.length === 0) return false;
        assertNoRefusal(await workerRefusal(tx, record, await permitKinds(tx, Number(record.permitNo), String(record.kindCd)), workers));
        return true;
      },
      isSupervisor: async ({ tx, record, actorUserId }: { tx: DbOrTx; record: Row; actorUserId: string }) => isSupervisor(tx, actorUserId, record),
      viaStepEndpoint: ({ tx }: { tx: DbOrTx }) => stepTx.has(tx),
    },
  };
  const wfb: WorkflowBinding = bindWorkflow(permitBinding, wf);

  await app.register(resourceRoutes(projectBinding));
  await app.register(resourceRoutes(mapBinding));
  await app.register(resourceRoutes(permitBinding, {
    workflow: wf,
    beforeWrite: async ({ tx, req, op, values, before }) => {
      // (updates and deletes outside DRAFT / REJECTED: the workflow's editableStatuses, refused by the framework)
      if (op === 'delete') return;
      const v = { ...before, ...values };
      values.startDt = zonedInstant(String(v.workYmd), String(v.startTm), timeZone);
      values.endDt = zonedInstant(String(v.workYmd), String(v.endTm), timeZone);
      if (op === 'create') values.requesterUserId = req.principal!.userId;
      // the workers sent are checked on save too (roster, education, licences)
      const body = req.body as Row;
      if (Array.isArray(body.workers)) assertNoRefusal(await workerRefusal(tx, v, kindsOfBody(v.kindCd, body), body.workers as Row[]));
    },
    afterWrite: async ({ tx, row }) => {
      // the first window follows the form while the permit is a draft
      const permitNo = Number(row.permitNo);
      await tx.delete(wkodPermitWindow).where(and(eq(wkodPermitWindow.permitNo, permitNo), eq(wkodPermitWindow.seq, 1)));
      await tx.insert(wkodPermitWindow).values({ permitNo, seq: 1, startDt: new Date(row.startDt as string), endDt: new Date(row.endDt as string), createUserId: String(row.createUserId ?? '') });
    },
  }));

  const r = app.withTypeProvider<ZodTypeProvider>();
  const Key = z.object({ key: zIntParam() });
  const Row = resourceRowSchema(permitResource);

  /** load the permit for a step: row lock, scope, version */
  async function loadForStep(tx: DbOrTx, req: FastifyRequest, key: number, version: number | null) {
    const scope = await requestScope(tx, req, MENU);
    const actor = await workflowActor(tx, req.principal!, MENU);
    await tx.select({ k: wkodPermit.permitNo }).from(wkodPermit).where(eq(wkodPermit.permitNo, key)).for('update');
    const before = await loadScopedOne(tx, permitBinding, key, scope);
    if (version !== null && before.version !== version) throw conflict();
    return { scope, actor, before };
  }
  /** the engine's refusals (status, who, comment) in the order of the generic endpoint */
  function assertMayTake(before: Row, action: string, actor: TWorkflowActor, comment: string | null) {
    const c = checkTransition(permitWorkflow, before, action, actor, comment);
    if (c.ok) return;
    if (c.status === 400) throw badRequest([{ field: 'comment', message: c.message }], c.message);
    if (c.status === 403) throw forbidden(c.message);
    throw new AppError(409, c.message, c.reason === 'guard' ? 'WF_GUARD' : 'WF_STATUS');
  }
  async function take(tx: DbOrTx, req: FastifyRequest, key: number, action: string, version: number, comment: string | null, actor: TWorkflowActor, scope: DataScope | null) {
    stepTx.add(tx);
    try {
      await takeTransition(tx, wfb, key, { action, comment, version }, actor, scope, req.ip);
    } finally {
      stepTx.delete(tx);
    }
  }
  async function sign(tx: DbOrTx, permitNo: number, roleCd: string, userId: string, signature: string | null | undefined) {
    if (!signature) return;
    await tx.insert(wkodSignature).values({ permitNo, roleCd, userId, signature })
      .onConflictDoUpdate({ target: [wkodSignature.permitNo, wkodSignature.roleCd], set: { userId, signature, signedDt: sql`now()` } });
  }

  type StepCtx = { tx: DbOrTx; req: FastifyRequest; before: Row; actor: TWorkflowActor; kinds: string[]; key: number; body: z.infer<typeof ZWkodIssueBody> };
  const STEPS: { action: string; role?: string; summary: string; pre?: (c: StepCtx) => Promise<void>; post?: (c: StepCtx) => Promise<Row> }[] = [
    {
      action: 'REQUEST', role: 'REQUESTER', summary: '신청 (작업자 자격 확인, 신청자 서명; 거래정지 업체 409 VENDOR_SUSPENDED)',
      pre: async (c) => assertVendorActive(c.tx, c.before.vendorCd),
      post: async () => ({ requestDt: sql`now()` }),
    },
    { action: 'APPROVE', role: 'SUPERVISOR', summary: '감독부서 승인 (감독자 서명)', post: async (c) => ({ approveDt: sql`now()`, supervisorUserId: c.before.supervisorUserId ?? c.actor.userId }) },
    { action: 'REJECT', summary: '반려 (사유 필수, 신청자가 고쳐 다시 신청)', post: async (c) => ({ statusNote: c.body.comment ?? null }) },
    {
      action: 'ISSUE', role: 'ISSUER', summary: '안전팀 허가: 409 LOTO_INCOMPLETE / GAS_READING_REQUIRED / GAS_OUT_OF_LIMIT / SIMOPS_CONFLICT (conflicts)',
      pre: async (c) => {
        const reason = c.body.overrideReason?.trim() || null;
        if (reason && !(await isSafetyTeam(c.tx, c.actor.userId, String(c.before.plantCd)))) throw forbidden(M.overrideOnlySafety);
        await assertVendorActive(c.tx, c.before.vendorCd);
        if ((await lotoCounts(c.tx, c.key)).unverified > 0) throw new AppError(409, M.lotoIncomplete, 'LOTO_INCOMPLETE');
        const gas = await gasRefusal(c.tx, c.before, c.kinds, now());
        if (gas) throw new AppError(409, gas === 'GAS_OUT_OF_LIMIT' ? M.gasOutOfLimit : M.gasRequired, gas);
        await simopsGate(c, new Date(c.before.startDt as string), new Date(c.before.endDt as string), reason);
      },
      post: async (c) => ({ issueDt: sql`now()`, issuerUserId: c.actor.userId }),
    },
    { action: 'START', summary: '작업 시작 (허가 → 작업중)' },
    {
      action: 'RESUME', summary: '재개: 허용 기준 안의 최근 측정 후 안전팀 (→ 허가)',
      pre: async (c) => {
        // the latest reading is OK and within the interval (its time is the server's: never ahead of the clock)
        const gas = await gasRefusal(c.tx, c.before, c.kinds, now());
        if (gas === 'GAS_READING_REQUIRED') throw new AppError(409, M.gasRequired, gas);
        const last = await latestGas(c.tx, c.key);
        if (!last || last.result_cd !== 'OK') throw new AppError(409, M.gasNotOk, 'GAS_OUT_OF_LIMIT');
      },
    },
    {
      action: 'COMPLETE', summary: '완료: 모든 LOTO 해제 (409 LOTO_NOT_RELEASED)',
      pre: async (c) => {
        if ((await lotoCounts(c.tx, c.key)).unreleased > 0) throw new AppError(409, M.lotoNotReleased, 'LOTO_NOT_RELEASED');
      },
      post: async (c) => ({ closeDt: sql`now()`, statusNote: c.body.comment ?? null }),
    },
    { action: 'OVER', summary: '종료: 작업시간이 끝났으나 완료되지 않음 (안전팀, 의견 필수)', post: async (c) => ({ closeDt: sql`now()`, statusNote: c.body.comment ?? null }) },
    { action: 'CANCEL', summary: '취소 (사유 필수)', post: async (c) => ({ closeDt: sql`now()`, statusNote: c.body.comment ?? null }) },
  ];

  /** SIMOPS: refuse with the conflicts, or record the safety team's override on both permits */
  async function simopsGate(c: StepCtx, start: Date, end: Date, reason: string | null) {
    const conflicts = await simopsConflicts(c.tx, c.before, c.kinds, start, end);
    if (conflicts.length === 0) return;
    if (!reason) throw new AppError(409, M.simopsConflict, 'SIMOPS_CONFLICT', undefined, conflicts);
    await c.tx.update(wkodPermit).set({ simopsOverrideReason: reason, simopsOverrideUserId: c.actor.userId, simopsOverrideDt: sql`now()` }).where(eq(wkodPermit.permitNo, c.key));
    await c.tx.insert(wkodSimopsOverride).values(conflicts.map((o) => ({ permitNo: c.key, otherPermitNo: o.permitNo, reason, userId: c.actor.userId })));
    for (const no of [c.key, ...conflicts.map((o) => o.permitNo)]) {
      await writeAudit(c.tx, {
        userId: c.actor.userId, action: 'SIMOPS_OVERRIDE', entity: permitResource.name, entityKey: String(no), ip: c.req.ip,
        after: { permitNo: c.key, conflicts, reason },
      });
    }
  }

  for (const s of STEPS) {
    // the path is the transition's declared endpoint (the web posts there)
    const path = permitWorkflow.transitions.find((x) => x.action === s.action)?.endpoint;
    if (!path) throw new Error(`work permit step ${s.action} declares no endpoint`);
    r.post(`${P}/:key/${path}`, {
      config: menuRead(MENU),
      schema: { tags: [permitResource.name], summary: s.summary, params: Key, body: s.action === 'ISSUE' ? ZWkodIssueBody : ZWkodStepBody, response: { 200: Row } },
    }, async (req) => {
      const key = req.params.key;
      const body = req.body as z.infer<typeof ZWkodIssueBody>;
      const comment = body.comment?.trim() || null;
      const row = await app.db.transaction(async (tx) => {
        const { scope, actor, before } = await loadForStep(tx, req, key, body.version);
        assertMayTake(before, s.action, actor, comment);
        const c: StepCtx = { tx, req, before, actor, kinds: await permitKinds(tx, key, String(before.kindCd)), key, body };
        await s.pre?.(c);
        await take(tx, req, key, s.action, body.version, comment, actor, scope);
        const set = await s.post?.(c);
        if (set) await tx.update(wkodPermit).set(set).where(eq(wkodPermit.permitNo, key));
        if (s.role) await sign(tx, key, s.role, actor.userId, body.signature);
        return permitWire(tx, key);
      });
      return row as z.infer<typeof Row>;
    });
  }

  // 연장: a new end on the work day or the next; the SIMOPS check runs for the added time; the windows keep the history
  r.post(`${P}/:key/extend`, {
    config: { ...menuRead(MENU), ...childRoute(permitBinding, 'windows', 'extend') },
    schema: { tags: [permitResource.name], summary: '작업시간 연장 (당일 또는 다음 날, 추가 시간의 SIMOPS 확인, 이력 보관)', params: Key, body: ZWkodExtendBody, response: { 200: Row } },
  }, async (req) => {
    const key = req.params.key;
    const b = req.body;
    const row = await app.db.transaction(async (tx) => {
      const { actor, before } = await loadForStep(tx, req, key, b.version);
      assertChildChange(permitResource, 'windows', 'extend', before, actor);
      const mine = actor.canWrite || actor.userId === before.createUserId || (actor.vendorCd != null && actor.vendorCd === before.vendorCd)
        || (await isSafetyTeam(tx, actor.userId, String(before.plantCd)));
      if (!mine) throw forbidden(WORKFLOW_MESSAGES.notYours);
      if (b.endYmd !== before.workYmd && b.endYmd !== addDaysYmd(String(before.workYmd), 1)) throw badRequest([{ field: 'endYmd', message: M.extendDay }], M.extendDay);
      const oldEnd = new Date(before.endDt as string);
      const newEnd = zonedInstant(b.endYmd, b.endTm, timeZone);
      if (newEnd.getTime() <= oldEnd.getTime()) throw badRequest([{ field: 'endTm', message: M.extendLater }], M.extendLater);
      const reason = b.overrideReason?.trim() || null;
      if (reason && !(await isSafetyTeam(tx, actor.userId, String(before.plantCd)))) throw forbidden(M.overrideOnlySafety);
      const c: StepCtx = { tx, req, before, actor, kinds: await permitKinds(tx, key, String(before.kindCd)), key, body: { version: b.version } };
      await simopsGate(c, oldEnd, newEnd, reason);
      const [last] = await queryRows<{ seq: number }>(tx, sql`select coalesce(max(seq), 0) as seq from saf_wkod_permit_window where permit_no = ${key}`);
      await tx.insert(wkodPermitWindow).values({ permitNo: key, seq: Number(last?.seq ?? 0) + 1, startDt: new Date(before.startDt as string), endDt: newEnd, reason: b.reason, createUserId: actor.userId });
      const res = await tx.update(wkodPermit).set({ endDt: newEnd, endTm: b.endTm, version: sql`${wkodPermit.version} + 1`, updateUserId: actor.userId, updateDt: sql`now()` })
        .where(and(eq(wkodPermit.permitNo, key), eq(wkodPermit.version, b.version))).returning({ k: wkodPermit.permitNo });
      if (res.length === 0) throw conflict();
      const after = await permitWire(tx, key);
      await writeAudit(tx, { userId: actor.userId, action: 'EXTEND', entity: permitResource.name, entityKey: String(key), before: toWire(before), after: { ...after, extendReason: b.reason }, ip: req.ip });
      return after;
    });
    return row as z.infer<typeof Row>;
  });

  // ----- gas readings: the server judges against SAF_WKOD_GAS_LIMIT; an OUT reading suspends an issued / active permit
  async function gasList(tx: DbOrTx, permit: Row) {
    const key = Number(permit.permitNo);
    const rows = await tx.select().from(wkodGasReading).where(eq(wkodGasReading.permitNo, key)).orderBy(sql`${wkodGasReading.measuredDt} desc, ${wkodGasReading.readingNo} desc`);
    const kinds = await permitKinds(tx, key, String(permit.kindCd));
    let nextDueDt: string | null = null;
    if (needsGas(kinds) && !FINAL.includes(String(permit.statusCd)) && rows[0]) {
      nextDueDt = new Date(rows[0].measuredDt.getTime() + (await gasIntervalMin(tx, permit, kinds)) * 60_000).toISOString();
    }
    const overdue = nextDueDt !== null && ['ISSUED', 'ACTIVE'].includes(String(permit.statusCd)) && Date.parse(nextDueDt) < Date.now();
    return {
      list: rows.map((g) => ({ ...g, measuredDt: g.measuredDt.toISOString(), createDt: undefined, createUserId: undefined })) as TWkodGasReading[],
      nextDueDt, overdue, statusCd: String(permit.statusCd), version: Number(permit.version),
    };
  }
  const gasMenus = [MENU, SAF_WKOD_MENUS.gas];
  async function loadPermitRead(tx: DbOrTx, req: FastifyRequest, key: number) {
    // the gas page's users read the permit through either menu: the scope of the first menu they hold
    let lastErr: unknown = null;
    for (const m of gasMenus) {
      try {
        return await loadScopedOne(tx, permitBinding, key, await requestScope(tx, req, m));
      } catch (e) {
        lastErr = e;
      }
    }
    throw lastErr;
  }
  r.get(`${P}/:key/gas-readings`, {
    config: menuRead(...gasMenus),
    schema: { tags: [permitResource.name], summary: '가스 측정 기록 (최근 순) 과 다음 측정 예정', params: Key, response: { 200: ZWkodGasList } },
  }, async (req) => gasList(app.db, await loadPermitRead(app.db, req, req.params.key)));

  r.post(`${P}/:key/gas-readings`, {
    config: { ...menuWrite(...gasMenus), ...childRoute(permitBinding, 'gasReadings', 'add', { menus: gasMenus }) },
    schema: { tags: [permitResource.name], summary: '가스 측정 기록: 기준 판정, 부적합이면 작업중지 (SUSPENDED) 와 알림', params: Key, body: ZWkodGasInput, response: { 200: ZWkodGasList } },
  }, async (req) => {
    const key = req.params.key;
    const b = req.body;
    const p = req.principal!;
    return app.db.transaction(async (tx) => {
      await tx.select({ k: wkodPermit.permitNo }).from(wkodPermit).where(eq(wkodPermit.permitNo, key)).for('update');
      const permit = await loadPermitRead(tx, req, key);
      assertChildChange(permitResource, 'gasReadings', 'add', permit, { userId: p.userId, canWrite: true, dutyCd: null, vendorCd: p.userType === 'V' ? p.vendorCd : null });
      const kinds = await permitKinds(tx, key, String(permit.kindCd));
      if (!needsGas(kinds)) throw badRequest(undefined, M.gasNotApplicable);
      const missing = requiredGases(kinds).filter((g) => b[g] == null);
      if (missing.length) throw badRequest(missing.map((field) => ({ field, message: M.gasValuesRequired })), M.gasValuesRequired);
      const judged = judgeGas(await gasLimits(tx), b);
      // measuredAt was checked against the server's clock and its window before this handler (lib/server-time.ts)
      const measuredDt = b.measuredAt ? new Date(b.measuredAt) : now();
      const [u] = await queryRows<{ user_nm: string | null }>(tx, sql`select user_nm from com_user where user_id = ${p.userId}`);
      const [ins] = await tx.insert(wkodGasReading).values({
        permitNo: key, measuredDt, measurerUserId: p.userId, measurerNm: b.measurerNm ?? u?.user_nm ?? null, pointDesc: b.pointDesc ?? null,
        o2Pct: b.o2Pct ?? null, lelPct: b.lelPct ?? null, h2sPpm: b.h2sPpm ?? null, coPpm: b.coPpm ?? null, co2Pct: b.co2Pct ?? null, ...judged, createUserId: p.userId,
      }).returning();
      await tx.update(wkodPermit).set({ lastGasDt: sql`greatest(${wkodPermit.lastGasDt}, ${measuredDt.toISOString()}::timestamptz)` }).where(eq(wkodPermit.permitNo, key));
      await writeAudit(tx, { userId: p.userId, action: 'GAS_READING', entity: permitResource.name, entityKey: String(key), after: { ...ins!, measuredDt: measuredDt.toISOString(), createDt: undefined }, ip: req.ip });
      if (judged.resultCd === 'OUT' && ['ISSUED', 'ACTIVE'].includes(String(permit.statusCd))) {
        const note = `가스 측정 부적합: ${judged.outGases ?? ''}`;
        const system: TWorkflowActor = { userId: p.userId, canWrite: false, dutyCd: null, system: true };
        await takeTransition(tx, wfb, key, { action: 'SUSPEND', comment: note, version: Number(permit.version) }, system, null, req.ip);
        await tx.update(wkodPermit).set({ statusNote: note }).where(eq(wkodPermit.permitNo, key));
        const to = [...new Set([...(await safetyTeamOf(tx, String(permit.plantCd))), ...(permit.supervisorUserId ? [String(permit.supervisorUserId)] : [])])];
        await notify(tx, {
          userIds: to, kind: 'WKOD_GAS_OUT', title: `[작업허가] ${key} ${String(permit.workNm)} 작업중지`, body: note,
          link: { route: '/saf/wkodPermit', key: String(key) },
        });
        await emitGasOut(tx, { permitNo: key, plantCd: String(permit.plantCd), workNm: String(permit.workNm), outGases: judged.outGases ?? null });
      }
      return gasList(tx, (await getOne(tx, permitBinding, key))!);
    });
  });

  // ----- lockout / tagout points: added before issue; isolate → verify (zero energy) → release, each stamps user and time
  /** the field's name in the messages of a LOTO point's equipment reference */
  const LOTO_EQUIP_LABEL = '설비(태그)';
  const lotoWire = (l: typeof wkodLoto.$inferSelect) => ({
    lotoNo: l.lotoNo, permitNo: l.permitNo, equipmentNm: l.equipmentNm, equipNo: l.equipNo, energyTypeCd: l.energyTypeCd, isolationMethod: l.isolationMethod, lockNo: l.lockNo, tagNo: l.tagNo,
    isolatedUserId: l.isolatedUserId, isolatedDt: iso(l.isolatedDt), verifiedUserId: l.verifiedUserId, verifiedDt: iso(l.verifiedDt), zeroEnergyYn: l.zeroEnergyYn,
    releasedUserId: l.releasedUserId, releasedDt: iso(l.releasedDt), version: l.version,
  });
  const userNm = (c: SQLWrapper) => sql<string | null>`(select u.user_nm from com_user u where u.user_id = ${c})`;
  const lotoOf = async (tx: DbOrTx, key: number) => (await tx.select({
    l: wkodLoto,
    energyTypeNm: sql<string | null>`(select cm.code_nm from com_code_master cm where cm.code_group_cd = ${SAF_WKOD_GROUPS.energy} and cm.code = ${wkodLoto.energyTypeCd})`,
    isolatedUserNm: userNm(wkodLoto.isolatedUserId), verifiedUserNm: userNm(wkodLoto.verifiedUserId), releasedUserNm: userNm(wkodLoto.releasedUserId),
    equipTagNo: sql<string | null>`(select e.tag_no from psm_equipment e where e.equip_no = saf_wkod_loto.equip_no)`,
  }).from(wkodLoto).where(eq(wkodLoto.permitNo, key)).orderBy(wkodLoto.lotoNo)).map(({ l, ...names }) => ({ ...lotoWire(l), ...names }));
  const ZLotoList = z.object({ list: z.array(ZWkodLoto) });
  /** write on the permit (its requester, vendor, the menu's writers or the safety team), permit in scope */
  async function loadPermitWrite(tx: DbOrTx, req: FastifyRequest, key: number) {
    const { actor, before } = await loadForStep(tx, req, key, null);
    const ok = actor.canWrite || actor.userId === before.createUserId || (await isSafetyTeam(tx, actor.userId, String(before.plantCd)));
    if (!ok || (actor.vendorCd != null && actor.vendorCd !== before.vendorCd)) throw forbidden();
    return { actor, before };
  }
  r.post(`${P}/:key/loto`, {
    config: { ...menuWrite(MENU), ...childRoute(permitBinding, 'loto', 'add') },
    schema: { tags: [permitResource.name], summary: 'LOTO 지점 추가 (허가 전)', params: Key, body: ZWkodLotoInput, response: { 200: ZLotoList } },
  }, async (req) => app.db.transaction(async (tx) => {
    const { actor, before } = await loadPermitWrite(tx, req, req.params.key);
    assertChildChange(permitResource, 'loto', 'add', before, actor);
    // issue 28: a point picked from the PSM equipment register is resolved through the scoped loader (the caller's reach
    // on the register, the permit's plant); its tag and name stand for the equipment when no name is typed
    let equipmentNm = req.body.equipmentNm ?? '';
    if (req.body.equipNo) {
      const eq = await loadReference(tx, req, { to: 'psmEquipment', value: req.body.equipNo, field: 'equipNo', label: LOTO_EQUIP_LABEL, recordPlant: String(before.plantCd) });
      if (!equipmentNm) equipmentNm = `${String(eq.tagNo)} ${String(eq.equipNm ?? '')}`.trim().slice(0, 200);
    }
    const [ins] = await tx.insert(wkodLoto).values({
      ...req.body, equipNo: req.body.equipNo ?? null, equipmentNm, permitNo: req.params.key, createUserId: actor.userId, updateUserId: actor.userId,
    }).returning();
    await writeAudit(tx, { userId: actor.userId, action: 'LOTO_ADD', entity: permitResource.name, entityKey: String(req.params.key), after: lotoWire(ins!), ip: req.ip });
    return { list: await lotoOf(tx, req.params.key) };
  }));
  r.get(`${P}/:key/loto`, {
    config: menuRead(MENU),
    schema: { tags: [permitResource.name], summary: 'LOTO 지점', params: Key, response: { 200: ZLotoList } },
  }, async (req) => {
    await loadScopedOne(app.db, permitBinding, req.params.key, await requestScope(app.db, req, MENU));
    return { list: await lotoOf(app.db, req.params.key) };
  });
  const LotoKey = z.object({ key: zIntParam(), lotoNo: zIntParam() });
  const LOTO_STEPS = ['isolate', 'verify', 'release', 'remove'] as const;
  for (const step of LOTO_STEPS) {
    r.post(`${P}/:key/loto/:lotoNo/${step}`, {
      config: { ...menuWrite(MENU), ...childRoute(permitBinding, 'loto', step) },
      schema: { tags: [permitResource.name], summary: `LOTO ${step} (version; verify: zeroEnergyYn)`, params: LotoKey, body: ZWkodLotoStepBody, response: { 200: ZLotoList } },
    }, async (req) => app.db.transaction(async (tx) => {
      const { key, lotoNo } = req.params;
      const { actor, before } = await loadPermitWrite(tx, req, key);
      const [l] = await tx.select().from(wkodLoto).where(and(eq(wkodLoto.lotoNo, lotoNo), eq(wkodLoto.permitNo, key))).for('update');
      if (!l) throw new AppError(404, MESSAGES.notFound);
      if (l.version !== req.body.version) throw conflict();
      // in which statuses and by whom: the permit workflow's lock of its LOTO points (issue 25), again under the row lock
      assertChildChange(permitResource, 'loto', step, before, actor);
      let set: Partial<typeof wkodLoto.$inferInsert>;
      if (step === 'remove') {
        await tx.delete(wkodLoto).where(eq(wkodLoto.lotoNo, lotoNo));
        await writeAudit(tx, { userId: actor.userId, action: 'LOTO_REMOVE', entity: permitResource.name, entityKey: String(key), before: lotoWire(l), ip: req.ip });
        return { list: await lotoOf(tx, key) };
      }
      if (step === 'isolate') {
        if (l.releasedDt) throw new AppError(409, M.lotoOrder, 'LOTO_ORDER');
        set = { isolatedUserId: actor.userId, isolatedDt: new Date(), verifiedUserId: null, verifiedDt: null, zeroEnergyYn: null };
      } else if (step === 'verify') {
        if (!l.isolatedDt || l.releasedDt) throw new AppError(409, M.lotoOrder, 'LOTO_ORDER');
        set = { verifiedUserId: actor.userId, verifiedDt: new Date(), zeroEnergyYn: req.body.zeroEnergyYn ?? 'N' };
      } else {
        if (!l.isolatedDt || l.releasedDt) throw new AppError(409, M.lotoOrder, 'LOTO_ORDER');
        set = { releasedUserId: actor.userId, releasedDt: new Date() };
      }
      const [after] = await tx.update(wkodLoto).set({ ...set, version: sql`${wkodLoto.version} + 1`, updateUserId: actor.userId, updateDt: sql`now()` })
        .where(and(eq(wkodLoto.lotoNo, lotoNo), eq(wkodLoto.version, req.body.version))).returning();
      if (!after) throw conflict();
      await writeAudit(tx, { userId: actor.userId, action: `LOTO_${step.toUpperCase()}`, entity: permitResource.name, entityKey: String(key), before: lotoWire(l), after: lotoWire(after), ip: req.ip });
      return { list: await lotoOf(tx, key) };
    }));
  }

  // ----- the detail's panels in one answer: LOTO, windows, signatures, gas readings, SIMOPS overrides naming the permit
  r.get(`${P}/:key/panels`, {
    config: menuRead(MENU),
    schema: { tags: [permitResource.name], summary: '상세 패널: LOTO, 작업시간 이력, 서명, 가스 측정, 동시작업 승인', params: Key, response: { 200: ZWkodPanels } },
  }, async (req) => {
    const key = req.params.key;
    const permit = await loadScopedOne(app.db, permitBinding, key, await requestScope(app.db, req, MENU));
    const windows = await app.db.select().from(wkodPermitWindow).where(eq(wkodPermitWindow.permitNo, key)).orderBy(wkodPermitWindow.seq);
    const signatures = await queryRows<{ role_cd: string; user_id: string; user_nm: string | null; signature: string; signed_dt: Date }>(app.db, sql`
      select s.role_cd, s.user_id, u.user_nm, s.signature, s.signed_dt from saf_wkod_signature s left join com_user u on u.user_id = s.user_id where s.permit_no = ${key} order by s.signature_no`);
    const overrides = await queryRows<{ permit_no: number; other_permit_no: number; reason: string; user_id: string | null; override_dt: Date | null }>(app.db, sql`
      select permit_no, other_permit_no, reason, user_id, override_dt from saf_wkod_simops_override where permit_no = ${key} or other_permit_no = ${key} order by override_no`);
    return {
      loto: await lotoOf(app.db, key),
      windows: windows.map((w) => ({ seq: w.seq, startDt: w.startDt.toISOString(), endDt: w.endDt.toISOString(), reason: w.reason, createUserId: w.createUserId, createDt: w.createDt.toISOString() })),
      signatures: signatures.map((s) => ({ roleCd: s.role_cd, userId: s.user_id, userNm: s.user_nm, signature: s.signature, signedDt: new Date(s.signed_dt).toISOString() })),
      gas: await gasList(app.db, permit),
      overrides: overrides.map((o) => ({ permitNo: Number(o.permit_no === key ? o.other_permit_no : o.permit_no), reason: o.reason, userId: o.user_id, overrideDt: iso(o.override_dt) })),
    };
  });

  // ----- pickers: projects and maps of a plant, a project's roster with education and licences
  const Plant = z.object({ plantCd: z.string().trim().min(1).max(10) });
  r.get(`${SAF_WKOD_API.projects}/options`, {
    config: menuRead(MENU, SAF_WKOD_MENUS.project),
    schema: { tags: [projectResource.name], summary: '공사 선택 목록 (사업장, 진행중)', querystring: Plant, response: { 200: z.object({ list: z.array(z.object({ projectNo: z.number(), projectNm: z.string() })) }) } },
  }, async (req) => {
    const scope = await requestScope(app.db, req, MENU);
    if (!scope.allPlants && scope.vendorCd === null && scope.plantCd !== req.query.plantCd) throw outOfScope();
    const rows = await queryRows<{ project_no: number; project_nm: string }>(app.db, sql`
      select project_no, project_nm from saf_wkod_project where plant_cd = ${req.query.plantCd} and status_cd = 'ONGOING'
        and (${scope.vendorCd}::text is null or vendor_cd = ${scope.vendorCd} or exists (select 1 from saf_wkod_project_vendor v where v.project_no = saf_wkod_project.project_no and v.vendor_cd = ${scope.vendorCd}))
      order by project_no desc limit 300`);
    return { list: rows.map((x) => ({ projectNo: Number(x.project_no), projectNm: x.project_nm })) };
  });
  r.get(`${SAF_WKOD_API.maps}/options`, {
    config: menuRead(MENU, SAF_WKOD_MENUS.status),
    schema: { tags: [wkodMapResource.name], summary: '배치도 선택 목록', querystring: Plant, response: { 200: z.object({ list: z.array(z.object({ mapNo: z.number(), mapNm: z.string() })) }) } },
  }, async (req) => {
    // a picker is scoped like a list (issue 25): the map list's own plant scope; contractors see their plant's maps
    assertPlantReachable(await requestScope(app.db, req, MENU), req.query.plantCd, { vendors: true });
    const rows = await app.db.select({ mapNo: wkodMap.mapNo, mapNm: wkodMap.mapNm }).from(wkodMap).where(and(eq(wkodMap.plantCd, req.query.plantCd), eq(wkodMap.useYn, 'Y'))).orderBy(wkodMap.mapNo);
    return { list: rows };
  });
  r.get(SAF_WKOD_API.roster, {
    config: menuRead(MENU, SAF_WKOD_MENUS.project),
    schema: {
      tags: [projectResource.name], summary: '공사 작업자 명부 후보 (참여 업체의 근로자; 교육·자격 유효 여부)',
      querystring: z.object({ projectNo: zIntParam(), onRoster: z.enum(['Y', 'N']).optional() }), response: { 200: z.object({ list: z.array(ZWkodRosterRow) }) },
    },
  }, async (req) => {
    const project = await loadScopedOne(app.db, projectBinding, req.query.projectNo, await requestScope(app.db, req, SAF_WKOD_MENUS.project).catch(() => requestScope(app.db, req, MENU)));
    const today = ymdIn(now(), timeZone);
    const rows = await queryRows<{ worker_no: number; worker_nm: string; vendor_cd: string; vendor_nm: string | null; on_roster: boolean; edu_ymd: string | null; licences: string | null; expired: number }>(app.db, sql`
      select w.worker_no, w.worker_nm, w.vendor_cd, v.vendor_nm,
             exists (select 1 from saf_wkod_project_worker pw where pw.project_no = ${Number(project.projectNo)} and pw.worker_no = w.worker_no) as on_roster,
             greatest(w.safety_edu_ymd, (select max(c.complete_ymd) from saf_edu_completion c where c.vendor_worker_no = w.worker_no and c.course_type_cd in ('ENTRANT', 'VISITOR', 'GAS_WORKER')))::text as edu_ymd,
             (select string_agg(coalesce(k.code_nm, l.licence_kind_cd) || case when l.expiry_ymd is not null then ' (~' || l.expiry_ymd::text || ')' else '' end, ', ' order by l.licence_no)
                from vnd_worker_licence l left join com_code_master k on k.code_group_cd = 'VND_LICENCE_KIND' and k.code = l.licence_kind_cd where l.worker_no = w.worker_no) as licences,
             (select count(*) from vnd_worker_licence l where l.worker_no = w.worker_no and l.expiry_ymd < ${today}::date)::int as expired
        from vnd_worker w left join com_vendor v on v.vendor_cd = w.vendor_cd
       where w.use_yn = 'Y' and w.plant_cd = ${String(project.plantCd)}
         and (w.vendor_cd = ${String(project.vendorCd)} or w.vendor_cd in (select pv.vendor_cd from saf_wkod_project_vendor pv where pv.project_no = ${Number(project.projectNo)}))
       order by w.vendor_cd, w.worker_nm, w.worker_no`);
    const since = addMonthsYmd(today, -(await siteEducationMonths(app.db)));
    return {
      list: rows.filter((x) => req.query.onRoster !== 'Y' || x.on_roster).map((x) => ({
        workerNo: Number(x.worker_no), workerNm: x.worker_nm, vendorCd: x.vendor_cd, vendorNm: x.vendor_nm, onRoster: x.on_roster,
        eduYmd: x.edu_ymd, eduValid: x.edu_ymd != null && x.edu_ymd >= since, licences: x.licences, licencesValid: Number(x.expired) === 0,
      })),
    };
  });

  // ----- today's permits of a plant (현황 map, the phone's gas page)
  r.get(SAF_WKOD_API.today, {
    config: menuRead(MENU, SAF_WKOD_MENUS.status, SAF_WKOD_MENUS.gas),
    schema: { tags: [permitResource.name], summary: '오늘의 작업허가 (사업장): 현황 지도와 모바일 가스 측정', querystring: Plant.extend({ ymd: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional() }), response: { 200: ZWkodToday } },
  }, async (req) => {
    const scope = await requestScope(app.db, req, MENU).catch(() => requestScope(app.db, req, SAF_WKOD_MENUS.gas));
    if (!scope.allPlants && scope.vendorCd === null && scope.plantCd !== req.query.plantCd) throw outOfScope();
    const ymd = req.query.ymd ?? ymdIn(now(), timeZone);
    const rows = await queryRows<Row>(app.db, sql`
      select p.permit_no, p.work_nm, p.kind_cd, p.area_cd, p.status_cd, p.start_dt, p.end_dt, p.map_no, p.map_x, p.map_y, p.last_gas_dt, v.vendor_nm
        from saf_wkod_permit p left join com_vendor v on v.vendor_cd = p.vendor_cd
       where p.plant_cd = ${req.query.plantCd} and (p.work_ymd = ${ymd}::date or (p.status_cd in ('ISSUED', 'ACTIVE', 'SUSPENDED') and p.end_dt > now()))
         and p.status_cd not in ('DRAFT', 'CANCELLED') and (${scope.vendorCd}::text is null or p.vendor_cd = ${scope.vendorCd})
       order by p.start_dt, p.permit_no limit 500`);
    return {
      list: rows.map((x) => ({
        permitNo: Number(x.permit_no), workNm: String(x.work_nm), kindCd: String(x.kind_cd), areaCd: String(x.area_cd), statusCd: String(x.status_cd),
        startDt: iso(x.start_dt)!, endDt: iso(x.end_dt)!, mapNo: x.map_no == null ? null : Number(x.map_no), mapX: x.map_x == null ? null : Number(x.map_x), mapY: x.map_y == null ? null : Number(x.map_y),
        lastGasDt: iso(x.last_gas_dt), vendorNm: (x.vendor_nm as string | null) ?? null,
      })),
    };
  });

  // ----- public status (QR on the printed permit): keyed by the permit's random public token, never its number (the
  // numbers are sequential: they would walk every permit); nothing personal; rate-limited per client address
  r.get(`${SAF_WKOD_API.public}/:token`, {
    config: publicRoute,
    schema: { tags: [permitResource.name], summary: '작업허가 공개 상태 (QR): 번호, 종류, 구역, 시간, 상태, 최근 가스 측정 시각', params: z.object({ token: zPublicToken }), response: { 200: ZWkodPublic } },
  }, async (req) => {
    await enforceRateLimit(app.db, `wkod-public:${req.ip}`, { limit: 60, windowSec: 60 });
    const [x] = await queryRows<Row>(app.db, sql`
      select p.permit_no, p.kind_cd, k.code_nm as kind_nm, p.area_cd, a.code_nm as area_nm, p.start_dt, p.end_dt, p.status_cd, s.code_nm as status_nm, p.last_gas_dt
        from saf_wkod_permit p
        left join com_code_master k on k.code_group_cd = 'SAF_WKOD_KIND' and k.code = p.kind_cd
        left join com_code_master a on a.code_group_cd = 'SAF_WKOD_AREA' and a.code = p.area_cd
        left join com_code_master s on s.code_group_cd = 'SAF_WKOD_STATUS' and s.code = p.status_cd
       where p.public_token = ${req.params.token} and p.status_cd <> 'DRAFT'`);
    if (!x) throw new AppError(404, MESSAGES.notFound);
    return {
      permitNo: Number(x.permit_no), kindCd: String(x.kind_cd), kindNm: (x.kind_nm as string | null) ?? null, areaCd: String(x.area_cd), areaNm: (x.area_nm as string | null) ?? null,
      startDt: iso(x.start_dt)!, endDt: iso(x.end_dt)!, statusCd: String(x.status_cd), statusNm: (x.status_nm as string | null) ?? null, lastGasDt: iso(x.last_gas_dt),
    };
  });
}
