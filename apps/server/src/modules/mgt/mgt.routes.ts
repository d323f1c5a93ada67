import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MGT_API, MGT_EVIDENCE_KINDS, MGT_MENUS, MGT_MESSAGES, mgtAppointmentResource, mgtBudgetResource, mgtCommitteeResource, mgtDrillResource,
  mgtLawCheckResource, mgtLawResource, mgtSapaReviewResource, mgtTargetResource, ZMgtIndicatorQuerySchema, ZMgtIndicatorsSchema,
  MGT_LANGS, MGT_SAPA_STATUSES, ZMgtLawCheckCreateSchema, ZMgtLawCheckResultSchema, ZMgtSapaQuerySchema, ZMgtSapaSchema, type TMgtEvidenceKind, type TMgtHalf,
  type TMgtLang,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { badRequest } from '../../lib/errors.js';
import { plantTimeZone, plantToday } from '../../lib/plant-time.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { resourceRoutes } from '../../lib/resource/resource.routes.js';
import type { ResourceBinding } from '../../lib/resource/resource.repository.js';
import { assertPlantReachable } from '../../lib/scope.js';
import { loadScoped, requestScope } from '../../lib/scoped-load.js';
import { resourceApproval } from '../approvals/resource-approval.js';
import { assertEditable, isLocked } from '../approvals/approval-types.js';
import { createAction } from '../impr/impr.service.js';
import { plantIndicators } from './mgt.indicators.js';
import { binderOf, changesSince, evidenceRows, freezeBinder, localizeRows, type TBinderRows } from './mgt.sapa.js';
import { sendEvidenceXlsx } from './mgt.excel.js';
import {
  mgtAppointment, mgtBudget, mgtBudgetExec, mgtCommittee, mgtCommitteeAttendee, mgtCommitteeDecision, mgtDrill, mgtDrillLesson, mgtLaw, mgtLawCheck,
  mgtSapaReview, mgtTarget, mgtTargetActual, mgtTargetObjective,
} from './mgt.tables.js';

type Row = Record<string, unknown>;

const lawBinding: ResourceBinding = { def: mgtLawResource, table: mgtLaw };
const lawCheckBinding: ResourceBinding = { def: mgtLawCheckResource, table: mgtLawCheck };
const targetBinding: ResourceBinding = {
  def: mgtTargetResource, table: mgtTarget,
  children: { objectives: { table: mgtTargetObjective, parentKey: 'targetNo' }, actuals: { table: mgtTargetActual, parentKey: 'targetNo' } },
};
const committeeBinding: ResourceBinding = {
  def: mgtCommitteeResource, table: mgtCommittee,
  children: { attendees: { table: mgtCommitteeAttendee, parentKey: 'committeeNo' }, decisions: { table: mgtCommitteeDecision, parentKey: 'committeeNo' } },
};
const drillBinding: ResourceBinding = { def: mgtDrillResource, table: mgtDrill, children: { lessons: { table: mgtDrillLesson, parentKey: 'drillNo' } } };
const budgetBinding: ResourceBinding = {
  def: mgtBudgetResource, table: mgtBudget, children: { executions: { table: mgtBudgetExec, parentKey: 'budgetNo' } },
  derived: {
    execAmt: (col) => sql`(select coalesce(sum(e.amount), 0)::float8 from mgt_budget_exec e where e.budget_no = ${col('budgetNo')})`,
    execRate: (col) => sql`(select case when ${col('budgetAmt')} > 0 then round(coalesce(sum(e.amount), 0) * 100.0 / ${col('budgetAmt')}, 1)::float8 end
      from mgt_budget_exec e where e.budget_no = ${col('budgetNo')})`,
  },
};
const appointmentBinding: ResourceBinding = {
  def: mgtAppointmentResource, table: mgtAppointment,
  derived: {
    // only the latest appointment of a post warns (an ended one with a successor is history)
    warningCd: (col) => sql`(case when exists (select 1 from mgt_appointment n where n.plant_cd = ${col('plantCd')} and n.dept_cd = ${col('deptCd')} and n.role_cd = ${col('roleCd')}
        and n.appoint_no <> ${col('appointNo')} and coalesce(n.appoint_ymd, '1900-01-01') >= coalesce(${col('appointYmd')}, '1900-01-01') and n.appoint_no > ${col('appointNo')}) then null
      when ${col('userId')} is null or ${col('endYmd')} < (now() at time zone ${plantTimeZone()})::date then 'VACANT'
      when ${col('certExpireYmd')} < (now() at time zone ${plantTimeZone()})::date then 'EXPIRED' end)`,
  },
};
const sapaReviewBinding: ResourceBinding = { def: mgtSapaReviewResource, table: mgtSapaReview };

// 안전보건 목표·추진계획 결재 (MGT_TARGET)
const targetApproval = resourceApproval({
  def: mgtTargetResource, table: mgtTarget, titleKo: '안전보건 목표·추진계획',
  title: (r) => `[안전보건 목표] ${String(r.targetTitle)}`,
  summary: (r) => [`연도: ${String(r.year)}`, `경영방침: ${String(r.policy ?? '').slice(0, 300)}`],
});
// 중대재해처벌법 이행점검 서류철 결재 (MGT_SAPA): approval freezes the binder
const sapaApproval = resourceApproval({
  def: mgtSapaReviewResource, table: mgtSapaReview, titleKo: '중대재해처벌법 이행점검 서류철',
  title: (r) => `[중처법 이행점검] ${String(r.year)}년 ${r.half === 'H1' ? '상반기' : '하반기'}`,
  summary: (r) => [`사업장: ${String(r.plantCd)}`, `반기: ${String(r.year)} ${String(r.half)}`, `검토 의견: ${String(r.reviewComment ?? '')}`],
  afterStatus: async (tx, recordKey, status) => {
    if (status === 'APPROVED') await freezeBinder(tx, Number(recordKey));
  },
});

// 법규 준수평가 결재 (MGT_LAW_CHECK): the responsible manager approves the half's evaluation of an obligation
const lawCheckApproval = resourceApproval({
  def: mgtLawCheckResource, table: mgtLawCheck, titleKo: '법규 준수평가',
  title: (r) => `[준수평가] ${String(r.year)}년 ${r.half === 'H1' ? '상반기' : '하반기'} ${String(r.article ?? '')} ${String(r.lawTitle ?? '')}`.slice(0, 300),
  summary: (r) => [`평가결과: ${String(r.resultCd)}`, `의견: ${String(r.comment ?? '')}`, `증빙: ${String(r.evidence ?? '')}`, ...(r.actionNo ? [`개선조치: ${String(r.actionNo)}`] : [])],
});

/** a decision / lesson names an assignee and a due date together, or neither (the rows are in the body) */
function pairedRows(req: FastifyRequest, collection: string, message: (rowNo: number) => string): void {
  const rows = (req.body as Record<string, { assigneeUserId?: string | null; dueYmd?: string | null }[] | undefined>)[collection] ?? [];
  const bad = rows.findIndex((d) => !!d.assigneeUserId !== !!d.dueYmd);
  if (bad >= 0) throw badRequest([{ field: `${collection}.${bad}.assigneeUserId`, message: message(bad + 1) }], message(bad + 1));
}

/** every row of a record's decisions/lessons with an assignee and a due date becomes an improvement action, once */
async function openRowActions(
  tx: DbOrTx, o: { table: typeof mgtCommitteeDecision | typeof mgtDrillLesson; parentCol: 'committeeNo' | 'drillNo'; idCol: 'decisionNo' | 'lessonNo' },
  key: string | number, record: Row, actorUserId: string, source: 'OSH_COMMITTEE' | 'DRILL', description: string,
): Promise<void> {
  const t = o.table as typeof mgtCommitteeDecision;
  const parent = (o.table as unknown as Record<string, typeof mgtCommitteeDecision.committeeNo>)[o.parentCol]!;
  const id = (o.table as unknown as Record<string, typeof mgtCommitteeDecision.decisionNo>)[o.idCol]!;
  const open = await tx.select().from(t).where(and(eq(parent, Number(key)), isNull(t.actionNo)));
  for (const d of open as (Row & { content: string; assigneeUserId: string | null; dueYmd: string | null })[]) {
    if (!d.assigneeUserId || !d.dueYmd) continue;
    const a = await createAction(tx, {
      sourceTypeCd: source, sourceKey: String(key), actionTypeCd: 'REQUEST', plantCd: String(record.plantCd), deptCd: String(record.deptCd),
      title: d.content, assigneeUserId: d.assigneeUserId, dueYmd: d.dueYmd, description,
    }, actorUserId);
    await tx.update(t).set({ actionNo: Number(a.actionNo) }).where(eq(id, Number(d[o.idCol])));
  }
}

/** /api/mgt: the management system's registers (declared) and the contract routes (indicators, binder, law checks) */
export async function mgtRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  await app.register(resourceRoutes(lawBinding));
  await app.register(resourceRoutes(appointmentBinding));
  await app.register(resourceRoutes(budgetBinding));
  await app.register(resourceRoutes(sapaReviewBinding, sapaApproval));
  await app.register(resourceRoutes(targetBinding, {
    beforeWrite: async (ctx) => {
      // an approved (or in-approval) plan keeps its policy and objectives; the actuals and the reviews go on
      if (ctx.op === 'create' || !ctx.before) return;
      const key = ctx.before.targetNo as number;
      if (!(await isLocked(ctx.tx, 'MGT_TARGET', String(key)))) return;
      if (ctx.op === 'delete') return assertEditable(ctx.tx, 'MGT_TARGET', key);
      const body = ctx.req.body as Row;
      const same = (f: string) => body[f] === undefined || String(body[f] ?? '') === String(ctx.before![f] ?? '');
      let changed = !['plantCd', 'deptCd', 'year', 'targetTitle', 'policy'].every(same);
      if (!changed && Array.isArray(body.objectives)) {
        const cur = await ctx.tx.select().from(mgtTargetObjective).where(eq(mgtTargetObjective.targetNo, key)).orderBy(mgtTargetObjective.rowNo, mgtTargetObjective.objectiveNo);
        const norm = (o: Row) => [o.objective, o.indicatorCd, o.targetValue === null || o.targetValue === undefined ? null : Number(o.targetValue), o.resources ?? null, o.ownerUserId ?? null, o.dueYmd ?? null].map((v) => String(v ?? '')).join('|');
        changed = JSON.stringify(cur.map((o) => norm(o as Row))) !== JSON.stringify((body.objectives as Row[]).map(norm));
      }
      if (changed) await assertEditable(ctx.tx, 'MGT_TARGET', key);
    },
  }));
  // the approval callbacks are registered by resourceApproval; its lock check is replaced by the finer one above
  void targetApproval;

  await app.register(resourceRoutes(committeeBinding, {
    beforeWrite: ({ req, op }) => { if (op !== 'delete') pairedRows(req, 'decisions', MGT_MESSAGES.decisionIncomplete); },
    workflow: {
      hooks: {
        openActions: ({ tx, key, record, actorUserId }) =>
          openRowActions(tx, { table: mgtCommitteeDecision, parentCol: 'committeeNo', idCol: 'decisionNo' }, key, record, actorUserId, 'OSH_COMMITTEE',
            `${String(record.meetingTitle)} (${String(record.meetingYmd)}) 의결사항`),
      },
    },
  }));
  await app.register(resourceRoutes(drillBinding, {
    beforeWrite: ({ req, op }) => { if (op !== 'delete') pairedRows(req, 'lessons', MGT_MESSAGES.lessonIncomplete); },
    workflow: {
      guards: {
        resultEntered: async ({ tx, key }) => {
          const [d] = await tx.select().from(mgtDrill).where(eq(mgtDrill.drillNo, Number(key)));
          return !!d?.doneYmd && d.participantCount !== null && !!d.result?.trim();
        },
      },
      hooks: {
        openActions: ({ tx, key, record, actorUserId }) =>
          openRowActions(tx, { table: mgtDrillLesson, parentCol: 'drillNo', idCol: 'lessonNo' }, key, record, actorUserId, 'DRILL',
            `${String(record.drillTitle)} (${String(record.doneYmd ?? record.planYmd)}) 훈련 교훈`),
      },
    },
  }));
  // the checks are read and exported through the definition and created only by the contract route below; the comment
  // and evidence are corrected by PUT until the 결재 is requested (the approval lock answers 409 after)
  await app.register(resourceRoutes(lawCheckBinding, { ...lawCheckApproval, only: ['find', 'excel', 'get', 'update'] }));

  /** the caller reaches the plant on the menu (every plant with plant-wide access: the CEO group) */
  const assertPlant = async (req: FastifyRequest, menuId: string, plantCd: string) => {
    const scope = await requestScope(app.db, req, menuId);
    assertPlantReachable(scope, plantCd);
  };

  // contract: indicators per month (and the year, month null) against the plans' targets
  r.get(MGT_API.indicators, {
    config: menuRead(MGT_MENUS.indicators, MGT_MENUS.sapa),
    schema: { tags: ['mgt'], summary: 'lagging and leading indicators of a plant and year per month, with targets', querystring: ZMgtIndicatorQuerySchema, response: { 200: ZMgtIndicatorsSchema } },
  }, async (req) => {
    const { plantCd, year, deptCd } = req.query;
    await assertPlant(req, MGT_MENUS.indicators, plantCd);
    if (deptCd) {
      // the department through the scoped loader: in the caller's department subtree (404/403), and of the plant asked
      const d = await loadScoped<{ plant_cd: string }>(app.db, req, {
        from: sql`com_dept`, key: sql`dept_cd = ${deptCd}`, scope: { plant: sql`plant_cd`, dept: sql`dept_cd` }, menuId: MGT_MENUS.indicators,
      });
      if (d.plant_cd !== plantCd) throw badRequest([{ field: 'deptCd', message: MGT_MESSAGES.deptOtherPlant }], MGT_MESSAGES.deptOtherPlant);
    }
    return { list: await plantIndicators(app.db, plantCd, year, deptCd ?? null) };
  });

  // contract: the 중대재해처벌법 binder of a plant's half (frozen once signed)
  r.get(MGT_API.sapa, {
    config: menuRead(MGT_MENUS.sapa),
    schema: { tags: ['mgt'], summary: 'the nine duties of 시행령 제4조 and the 제5조 check of a plant and half, with evidence counts', querystring: ZMgtSapaQuerySchema, response: { 200: ZMgtSapaSchema } },
  }, async (req) => {
    await assertPlant(req, MGT_MENUS.sapa, req.query.plantCd);
    return (await binderOf(app.db, req.query.plantCd, req.query.year, req.query.half)).binder;
  });

  const kindCds = Object.keys(MGT_EVIDENCE_KINDS) as [TMgtEvidenceKind, ...TMgtEvidenceKind[]];
  const ZEvidenceRow = z.object({ key: z.string(), title: z.string(), ymd: z.string().nullable(), statusNm: z.string().nullable() });
  const ZEvidenceRows = z.array(ZEvidenceRow);
  // the texts of the evidence rows and the Excel in the interface language: `lang` (the print's), else the caller's
  const ZLangQuery = ZMgtSapaQuerySchema.extend({ lang: z.enum(MGT_LANGS).optional() });
  const USER_LANG: Record<string, TMgtLang> = { kr: 'ko', ko: 'ko', us: 'en', en: 'en', zh: 'zh', es: 'es' };
  const langOf = (req: FastifyRequest, q: { lang?: TMgtLang | undefined }): TMgtLang => q.lang ?? USER_LANG[req.principal?.lang ?? ''] ?? 'ko';
  const localize = async (kindCd: TMgtEvidenceKind, rows: TBinderRows[TMgtEvidenceKind], lang: TMgtLang) =>
    (await localizeRows(app.db, { [kindCd]: rows ?? [] }, lang))[kindCd] ?? [];
  // the records behind one evidence count (the binder's drawer, print); a signed half answers its frozen rows
  r.get(`${MGT_API.sapa}/evidence`, {
    config: menuRead(MGT_MENUS.sapa),
    schema: {
      tags: ['mgt'], summary: 'the records behind one evidence kind of a plant\'s half',
      querystring: ZLangQuery.extend({ kindCd: z.enum(kindCds) }),
      response: { 200: z.object({ kindCd: z.string(), count: z.number(), list: ZEvidenceRows, frozenYn: z.enum(['Y', 'N']) }) },
    },
  }, async (req) => {
    const { plantCd, year, half, kindCd } = req.query;
    await assertPlant(req, MGT_MENUS.sapa, plantCd);
    const lang = langOf(req, req.query);
    const b = await binderOf(app.db, plantCd, year, half);
    if (b.frozen) {
      const list = await localize(kindCd, b.rows[kindCd], lang);
      return { kindCd, count: list.length, list, frozenYn: 'Y' as const };
    }
    const e = await evidenceRows(app.db, plantCd, year, half, kindCd);
    return { kindCd, count: e.count, list: await localize(kindCd, e.rows, lang), frozenYn: 'N' as const };
  });
  // the whole binder with every evidence list (the A4 print)
  r.get(`${MGT_API.sapa}/full`, {
    config: menuRead(MGT_MENUS.sapa),
    schema: {
      tags: ['mgt'], summary: 'the binder with the records behind every count (print)', querystring: ZLangQuery,
      response: { 200: z.object({ binder: ZMgtSapaSchema, rows: z.record(z.string(), ZEvidenceRows), plantNm: z.string().nullable() }) },
    },
  }, async (req) => {
    const { plantCd, year, half } = req.query;
    await assertPlant(req, MGT_MENUS.sapa, plantCd);
    const lang = langOf(req, req.query);
    const b = await binderOf(app.db, plantCd, year, half);
    const [p] = await queryRows<{ nm: string; i18n: Record<string, string> | null }>(app.db, sql`
      select code_nm as nm, code_nm_i18n as i18n from com_code_master where code_group_cd = 'COM_PLANT_CD' and code = ${plantCd}`);
    const plantNm = p ? ((lang !== 'ko' && p.i18n?.[lang]) || p.nm) : null;
    return { binder: b.binder, rows: await localizeRows(app.db, b.rows, lang) as Record<string, z.infer<typeof ZEvidenceRows>>, plantNm };
  });
  // Excel: every evidence list of the half, one sheet
  r.get(MGT_API.sapaExcel, {
    config: menuRead(MGT_MENUS.sapa),
    schema: { tags: ['mgt'], summary: 'the evidence lists of a plant\'s half as .xlsx', querystring: ZLangQuery },
  }, async (req, reply) => {
    const { plantCd, year, half } = req.query;
    await assertPlant(req, MGT_MENUS.sapa, plantCd);
    const lang = langOf(req, req.query);
    const b = await binderOf(app.db, plantCd, year, half);
    return sendEvidenceXlsx(reply, { binder: b.binder, rows: await localizeRows(app.db, b.rows, lang) }, lang);
  });

  // "changed since signed": a signed half's frozen evidence against the live records now (nothing for a live half)
  const ZChangedRows = z.array(ZEvidenceRow);
  r.get(`${MGT_API.sapa}/changes`, {
    config: menuRead(MGT_MENUS.sapa),
    schema: {
      tags: ['mgt'], summary: 'what differs between a signed half\'s frozen binder and the live records now', querystring: ZLangQuery,
      response: {
        200: z.object({
          signedYn: z.enum(['Y', 'N']), frozenDt: z.string().nullable(),
          duties: z.array(z.object({ dutyNo: z.number(), frozenStatusCd: z.enum(MGT_SAPA_STATUSES), liveStatusCd: z.enum(MGT_SAPA_STATUSES) })),
          kinds: z.array(z.object({
            kindCd: z.string(), frozenCount: z.number(), liveCount: z.number(), added: ZChangedRows, removed: ZChangedRows,
            changed: z.array(z.object({ before: ZEvidenceRow, after: ZEvidenceRow })),
          })),
        }),
      },
    },
  }, async (req) => {
    const { plantCd, year, half } = req.query;
    await assertPlant(req, MGT_MENUS.sapa, plantCd);
    const lang = langOf(req, req.query);
    const c = await changesSince(app.db, plantCd, year, half);
    const kinds = [];
    for (const k of c.kinds) {
      const [added, removed, before, after] = await Promise.all([k.added, k.removed, k.changed.map((x) => x.before), k.changed.map((x) => x.after)]
        .map((rows) => localize(k.kindCd, rows, lang)));
      kinds.push({ ...k, added: added!, removed: removed!, changed: before!.map((b, i) => ({ before: b, after: after![i]! })) });
    }
    return { ...c, kinds };
  });

  // contract: one compliance evaluation; 미준수 opens exactly one improvement action (LAW)
  r.post(MGT_API.lawChecks, {
    config: menuWrite(MGT_MENUS.lawChecks),
    schema: { tags: ['mgt'], summary: 'evaluate one obligation for a half (NONCOMPLY opens an improvement action)', body: ZMgtLawCheckCreateSchema, response: { 200: ZMgtLawCheckResultSchema } },
  }, async (req) => {
    const b = req.body;
    const userId = req.principal!.userId;
    return app.db.transaction(async (tx) => {
      const law = await loadScoped<{ law_no: number; plant_cd: string; dept_cd: string; article: string; law_title: string; owner_user_id: string | null; use_yn: string }>(tx, req, {
        from: sql`mgt_law`, key: sql`law_no = ${b.lawNo}`, scope: { plant: sql`plant_cd` }, menuId: MGT_MENUS.lawChecks, notFoundMessage: MGT_MESSAGES.lawNotFound, lock: sql`for update`,
      });
      if (law.use_yn !== 'Y') throw badRequest([{ field: 'lawNo', message: MGT_MESSAGES.lawNotApplicable }], MGT_MESSAGES.lawNotApplicable);
      const [dup] = await queryRows(tx, sql`select 1 from mgt_law_check where law_no = ${b.lawNo} and year = ${b.year} and half = ${b.half}`);
      if (dup) throw badRequest([{ field: 'lawNo', message: MGT_MESSAGES.checkExists }], MGT_MESSAGES.checkExists);
      const [check] = await tx.insert(mgtLawCheck).values({
        lawNo: b.lawNo, plantCd: law.plant_cd, year: b.year, half: b.half, lawTitle: law.law_title, article: law.article,
        resultCd: b.resultCd, comment: b.comment ?? null, evidence: b.evidence ?? null, createUserId: userId, updateUserId: userId,
      }).returning();
      let actionNo: number | null = null;
      if (b.resultCd === 'NONCOMPLY') {
        // the obligation's owner acts (the evaluator when the register names none); 30 days to fix by default
        const due = new Date(`${plantToday()}T00:00:00Z`);
        due.setUTCDate(due.getUTCDate() + 30);
        const a = await createAction(tx, {
          sourceTypeCd: 'LAW', sourceKey: String(check!.checkNo), actionTypeCd: 'REQUEST', plantCd: law.plant_cd, deptCd: law.dept_cd,
          title: `[법규 미준수] ${law.article} ${law.law_title}`.slice(0, 300), assigneeUserId: law.owner_user_id ?? userId, dueYmd: due.toISOString().slice(0, 10),
          description: `${b.year}년 ${b.half === 'H1' ? '상반기' : '하반기'} 준수평가: ${b.comment ?? ''}`,
        }, userId, req.ip);
        actionNo = Number(a.actionNo);
        await tx.update(mgtLawCheck).set({ actionNo }).where(eq(mgtLawCheck.checkNo, check!.checkNo));
      }
      const out = { ...check!, actionNo };
      await writeAudit(tx, { userId, action: 'CREATE', entity: mgtLawCheckResource.name, entityKey: String(check!.checkNo), after: out, ip: req.ip });
      return {
        checkNo: out.checkNo, lawNo: out.lawNo, plantCd: out.plantCd, year: out.year, half: out.half as TMgtHalf,
        resultCd: out.resultCd as 'COMPLY' | 'NONCOMPLY' | 'NA', comment: out.comment, evidence: out.evidence, actionNo, version: out.version,
      };
    });
  });
}
