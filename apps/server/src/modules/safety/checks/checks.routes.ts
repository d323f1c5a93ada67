import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkPlanResource, checkResultResource, checkTemplateResource, firstDueAfter, SAF_CHECK_APPR_TYPE, SAF_CHECK_MENUS, SAF_CHECK_MESSAGES,
  SAF_CHECK_WORKFLOW_MESSAGES, WORKFLOW_MESSAGES, ymdIn, type TCheckCycleCd,
} from '@jikim/shared';
import type { DbOrTx } from '../../../db/client.js';
import { menuParamRead } from '../../../lib/route-auth.js';
import { badRequest, conflict, forbidden } from '../../../lib/errors.js';
import { resourceRoutes } from '../../../lib/resource/resource.routes.js';
import { loadScopedOne, resourceScope, type ResourceBinding } from '../../../lib/resource/resource.repository.js';
import type { DataScope } from '../../../lib/scope.js';
import { requestScope } from '../../../lib/scoped-load.js';
import { registerResourceAttachments } from '../../attachments/resource-attachments.js';
import { requestOnBehalf } from '../../approvals/approvals.service.js';
import { resourceApproval } from '../../approvals/resource-approval.js';
import { planApprover } from '../../rsa/rsa.service.js';
import { openActionCount } from '../../impr/impr.service.js';
import { facilityBinding } from '../facilities/facilities.routes.js';
import { safFacility } from '../facilities/facilities.tables.js';
import { answersOf, completeCheck, isAnswered, photosOk, startAnswers, templateApplies, templateAppliesToType, templateTypeNamesSql, typeKo } from './checks.service.js';
import { safCheckAnswer, safCheckPlan, safCheckResult, safCheckTemplate, safCheckTemplateItem, safCheckTemplateType } from './checks.tables.js';

export const templateBinding: ResourceBinding = {
  def: checkTemplateResource, table: safCheckTemplate,
  children: { items: { table: safCheckTemplateItem, parentKey: 'templateNo' }, facilityTypes: { table: safCheckTemplateType, parentKey: 'templateNo' } },
  derived: { facilityTypeNms: (col) => templateTypeNamesSql(col('templateNo')) },
};
export const planBinding: ResourceBinding = { def: checkPlanResource, table: safCheckPlan };
export const resultBinding: ResourceBinding = {
  def: checkResultResource, table: safCheckResult, children: { answers: { table: safCheckAnswer, parentKey: 'checkNo' } },
};

// SAF_CHECK_PHOTO: the photos of a check's items (rights and scope of the check result)
registerResourceAttachments(resultBinding, '안전점검 항목 사진');

// 점검결과 결재 (SAF_CHECK): requested for the checker on completion; approved → 결재완료, returned/recalled → 작성중.
// The check (answers, photos) is locked while the request is live and after its approval.
const checkApproval = resourceApproval({
  def: checkResultResource, table: safCheckResult, titleKo: '점검결과',
  title: (r) => `[${typeKo(r.checkTypeCd)}] ${String(r.checkTitle)}`,
  summary: (r) => [`점검일: ${String(r.checkYmd)}`, `점검장소: ${String(r.placeNm ?? '')}`, `불량: ${String(r.badCount ?? 0)}건`, `종합의견: ${String(r.opinion ?? '')}`],
});

/** the 결재 of a completed check, on behalf of its checker: the department's team leader, else the plant head */
async function requestCheckApproval(tx: DbOrTx, key: string, record: Record<string, unknown>): Promise<void> {
  const checker = String(record.checkerUserId);
  const approvers = await planApprover(tx, record, checker);
  if (approvers.length === 0) throw conflict(SAF_CHECK_WORKFLOW_MESSAGES.noApprover);
  await requestOnBehalf(tx, { apprTypeCd: SAF_CHECK_APPR_TYPE, recordKey: key, requestUserId: checker, approverUserIds: approvers });
}

/** a template of the record's plant (and, for a result, of its check type) */
async function assertTemplate(tx: DbOrTx, templateNo: unknown, plantCd: unknown, checkTypeCd: unknown): Promise<void> {
  const [t] = await tx.select().from(safCheckTemplate).where(eq(safCheckTemplate.templateNo, Number(templateNo))).limit(1);
  if (!t || t.plantCd !== plantCd) throw badRequest([{ field: 'templateNo', message: SAF_CHECK_MESSAGES.noItems }], SAF_CHECK_MESSAGES.noItems);
  if (checkTypeCd !== undefined && t.checkTypeCd !== checkTypeCd) throw badRequest([{ field: 'checkTypeCd', message: SAF_CHECK_MESSAGES.templateType }], SAF_CHECK_MESSAGES.templateType);
}

/** the check menu's plant/department scope for facilities (a per-type restriction names a field of checks only) */
const facilityScope = ({ only: _only, ...scope }: DataScope): DataScope => scope;

const PLAN_MESSAGE = '점검계획이 이 사업장의 계획이 아닙니다.';

/** a plan for a facility: the facility of the plan's plant, and a template that applies to its type (or a group above it) */
async function assertFacilityTemplate(tx: DbOrTx, facilityNo: unknown, templateNo: unknown, plantCd: unknown): Promise<void> {
  if (facilityNo === null || facilityNo === undefined) return;
  const [f] = await tx.select({ plantCd: safFacility.plantCd, typeCd: safFacility.facilityTypeCd }).from(safFacility).where(eq(safFacility.facilityNo, Number(facilityNo))).limit(1);
  if (!f || f.plantCd !== plantCd) throw badRequest([{ field: 'facilityNo', message: SAF_CHECK_MESSAGES.facilityPlant }], SAF_CHECK_MESSAGES.facilityPlant);
  if (!(await templateApplies(tx, Number(templateNo), f.typeCd))) {
    throw badRequest([{ field: 'templateNo', message: SAF_CHECK_MESSAGES.templateFacility }], SAF_CHECK_MESSAGES.templateFacility);
  }
}

/** a facility type listed twice on a template */
function assertDistinctTypes(rows: unknown): void {
  if (!Array.isArray(rows)) return;
  const seen = new Set<string>();
  rows.forEach((r: { facilityTypeCd?: unknown }, i) => {
    const cd = String(r.facilityTypeCd ?? '');
    if (seen.has(cd)) throw badRequest([{ field: 'facilityTypes', message: SAF_CHECK_MESSAGES.duplicateType(i + 1) }], SAF_CHECK_MESSAGES.duplicateType(i + 1));
    seen.add(cd);
  });
}

/** /api/saf/checks/...: templates, plans (the due list) and results, from the definitions */
export async function safetyCheckRoutes(app: FastifyInstance): Promise<void> {
  const timeZone = app.config.plantTimeZone ?? 'Asia/Seoul';
  const r = app.withTypeProvider<ZodTypeProvider>();

  await app.register(resourceRoutes(templateBinding, {
    // the child rows travel in the body (values hold the parent's fields)
    beforeWrite: ({ req, op }) => {
      if (op !== 'delete') assertDistinctTypes((req.body as Record<string, unknown> | undefined)?.facilityTypes);
    },
  }));

  await app.register(resourceRoutes(planBinding, {
    beforeWrite: async ({ tx, op, values }) => {
      if (op === 'delete') return;
      await assertTemplate(tx, values.templateNo, values.plantCd, values.checkTypeCd);
      await assertFacilityTemplate(tx, values.facilityNo, values.templateNo, values.plantCd);
    },
    // the server keeps the next due date: the start until the first check, then from the last check (cycle changes too)
    afterWrite: async ({ tx, row }) => {
      const start = String(row.startYmd);
      const last = row.lastCheckYmd ? String(row.lastCheckYmd) : null;
      const next = last ? firstDueAfter(row.cycleCd as TCheckCycleCd, start, last) : start;
      await tx.update(safCheckPlan).set({ nextDueYmd: next }).where(eq(safCheckPlan.planNo, Number(row.planNo)));
      row.nextDueYmd = next;
    },
  }));

  await app.register(resourceRoutes(resultBinding, {
    beforeWrite: async (ctx) => {
      const { tx, op, values, before } = ctx;
      // in approval or approved: 409 APPR_LOCKED
      await checkApproval.beforeWrite?.(ctx);
      // answers are locked from completion on (종결 is final and locked by the workflow itself)
      if (before && before.statusCd !== 'DRAFT') throw conflict(WORKFLOW_MESSAGES.locked);
      if (op === 'delete') return;
      await assertTemplate(tx, values.templateNo ?? before?.templateNo, values.plantCd, values.checkTypeCd);
      const planNo = values.planNo ?? before?.planNo;
      if (planNo !== null && planNo !== undefined) {
        const [p] = await tx.select({ plantCd: safCheckPlan.plantCd }).from(safCheckPlan).where(eq(safCheckPlan.planNo, Number(planNo))).limit(1);
        if (!p || p.plantCd !== values.plantCd) throw badRequest([{ field: 'planNo', message: PLAN_MESSAGE }], PLAN_MESSAGE);
      }
    },
    workflow: {
      guards: {
        answered: async ({ tx, key }) => {
          const answers = await answersOf(tx, Number(key));
          return answers.length > 0 && answers.every(isAnswered);
        },
        photos: async ({ tx, key }) => photosOk(tx, Number(key), await answersOf(tx, Number(key))),
        signed: ({ record }) => typeof record.signature === 'string' && record.signature.length > 0,
        noOpenActions: async ({ tx, key }) => (await openActionCount(tx, 'CHECK', String(key))) === 0,
      },
      hooks: {
        completeCheck: ({ tx, key, actorUserId }) => completeCheck(tx, Number(key), actorUserId, ymdIn(new Date(), timeZone)),
        requestApproval: ({ tx, key, record }) => requestCheckApproval(tx, key, record),
      },
    },
  }));

  // a new check's starting answers: the template's items with last time's answers copied (the phone page starts here)
  r.get('/api/saf/checks/templates/:key/start', {
    config: menuParamRead(SAF_CHECK_MENUS.result, checkResultResource.menuParam),
    schema: {
      tags: ['safCheckResult'], summary: 'starting answers of a new check (template items + last answers)',
      params: z.object({ key: z.coerce.number().int().min(1).max(2_147_483_647) }),
      querystring: z.object({ placeNm: z.string().trim().max(200).optional() }),
      response: {
        200: z.object({
          templateNo: z.number(), templateNm: z.string(), checkTypeCd: z.string(), plantCd: z.string(), copiedFromCheckNo: z.number().nullable(),
          answers: z.array(z.object({
            categoryNm: z.string(), itemNm: z.string(), answerScaleCd: z.string(), photoRequiredYn: z.string().nullable(),
            answerCd: z.string().nullable(), score: z.number().nullable(), comment: z.string().nullable(),
          })),
        }),
      },
    },
  }, async (req) => {
    // the template as the check menu's scope reaches it (plant): 404 missing, 403 another plant
    const scope = await requestScope(app.db, req, SAF_CHECK_MENUS.result);
    const t = await loadScopedOne(app.db, templateBinding, req.params.key, scope);
    // a caller with the per-type check menus only: a template of one of its types
    if (scope.only && !scope.only.values.includes(String(t.checkTypeCd))) throw forbidden();
    const { answers, copiedFromCheckNo } = await startAnswers(app.db, req.params.key, req.query.placeNm || null);
    return { templateNo: req.params.key, templateNm: String(t.templateNm), checkTypeCd: String(t.checkTypeCd), plantCd: String(t.plantCd), copiedFromCheckNo, answers };
  });

  // templates of a plant for a check type (the phone page's picker)
  r.get('/api/saf/checks/templates/options', {
    config: menuParamRead(SAF_CHECK_MENUS.result, checkResultResource.menuParam),
    schema: {
      tags: ['safCheckResult'], summary: 'templates in use for a check type',
      querystring: z.object({
        plantCd: z.string().trim().min(1).max(10), checkTypeCd: z.string().trim().max(20).optional(),
        // only the templates that apply to this facility's type (or a group above it)
        facilityNo: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
      }),
      response: { 200: z.object({ list: z.array(z.object({ templateNo: z.number(), templateNm: z.string(), checkTypeCd: z.string(), areaNm: z.string().nullable() })) }) },
    },
  }, async (req) => {
    const scope = await requestScope(app.db, req, SAF_CHECK_MENUS.result);
    // another plant's templates only with all-plant access
    if (!scope.allPlants && scope.plantCd !== req.query.plantCd) return { list: [] };
    // the facility as the check menu's scope reaches it (404 missing, 403 outside the caller's plant/department)
    const facility = req.query.facilityNo === undefined ? null : await loadScopedOne(app.db, facilityBinding, req.query.facilityNo, facilityScope(scope));
    const rows = await app.db.select({
      templateNo: safCheckTemplate.templateNo, templateNm: safCheckTemplate.templateNm, checkTypeCd: safCheckTemplate.checkTypeCd, areaNm: safCheckTemplate.areaNm,
    }).from(safCheckTemplate)
      .where(and(eq(safCheckTemplate.plantCd, req.query.plantCd), ne(safCheckTemplate.useYn, 'N'),
        req.query.checkTypeCd ? eq(safCheckTemplate.checkTypeCd, req.query.checkTypeCd) : undefined,
        scope.only ? inArray(safCheckTemplate.checkTypeCd, scope.only.values) : undefined,
        facility ? templateAppliesToType(String(facility.facilityTypeCd)) : undefined))
      .orderBy(safCheckTemplate.templateNm).limit(200);
    return { list: rows };
  });

  // the facilities a checker may check (the phone page's picker): the check menu's scope, facilities in use
  r.get('/api/saf/checks/facilities/options', {
    config: menuParamRead(SAF_CHECK_MENUS.result, checkResultResource.menuParam),
    schema: {
      tags: ['safCheckResult'], summary: 'facilities in use of a plant in the caller\'s scope (check a facility)',
      querystring: z.object({ plantCd: z.string().trim().min(1).max(10) }),
      response: { 200: z.object({ list: z.array(z.object({ facilityNo: z.number(), facilityCd: z.string(), facilityNm: z.string(), facilityTypeCd: z.string(), placeNm: z.string().nullable() })) }) },
    },
  }, async (req) => {
    const scope = await requestScope(app.db, req, SAF_CHECK_MENUS.result);
    const rows = await app.db.select({
      facilityNo: safFacility.facilityNo, facilityCd: safFacility.facilityCd, facilityNm: safFacility.facilityNm, facilityTypeCd: safFacility.facilityTypeCd, placeNm: safFacility.placeNm,
    }).from(safFacility)
      .where(and(eq(safFacility.plantCd, req.query.plantCd), ne(safFacility.useYn, 'N'), resourceScope(facilityBinding, facilityScope(scope))))
      .orderBy(safFacility.facilityNm, safFacility.facilityNo).limit(500);
    return { list: rows };
  });
}
