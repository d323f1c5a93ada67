import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkPlanResource, checkResultResource, checkTemplateResource, firstDueAfter, SAF_CHECK_MENUS, SAF_CHECK_MESSAGES, WORKFLOW_MESSAGES, ymdIn,
  type TCheckCycleCd,
} from '@jikim/shared';
import type { DbOrTx } from '../../../db/client.js';
import { badRequest, conflict } from '../../../lib/errors.js';
import { menuRead } from '../../../lib/route-auth.js';
import { resourceRoutes } from '../../../lib/resource/resource.routes.js';
import { loadScopedOne, type ResourceBinding } from '../../../lib/resource/resource.repository.js';
import { requestScope } from '../../../lib/scoped-load.js';
import { registerResourceAttachments } from '../../attachments/resource-attachments.js';
import { openActionCount } from '../../impr/impr.service.js';
import { answersOf, completeCheck, isAnswered, photosOk, startAnswers } from './checks.service.js';
import { safCheckAnswer, safCheckPlan, safCheckResult, safCheckTemplate, safCheckTemplateItem } from './checks.tables.js';

export const templateBinding: ResourceBinding = {
  def: checkTemplateResource, table: safCheckTemplate, children: { items: { table: safCheckTemplateItem, parentKey: 'templateNo' } },
};
export const planBinding: ResourceBinding = { def: checkPlanResource, table: safCheckPlan };
export const resultBinding: ResourceBinding = {
  def: checkResultResource, table: safCheckResult, children: { answers: { table: safCheckAnswer, parentKey: 'checkNo' } },
};

// SAF_CHECK_PHOTO: the photos of a check's items (rights and scope of the check result)
registerResourceAttachments(resultBinding, '안전점검 항목 사진');

/** a template of the record's plant (and, for a result, of its check type) */
async function assertTemplate(tx: DbOrTx, templateNo: unknown, plantCd: unknown, checkTypeCd: unknown): Promise<void> {
  const [t] = await tx.select().from(safCheckTemplate).where(eq(safCheckTemplate.templateNo, Number(templateNo))).limit(1);
  if (!t || t.plantCd !== plantCd) throw badRequest([{ field: 'templateNo', message: SAF_CHECK_MESSAGES.noItems }], SAF_CHECK_MESSAGES.noItems);
  if (checkTypeCd !== undefined && t.checkTypeCd !== checkTypeCd) throw badRequest([{ field: 'checkTypeCd', message: SAF_CHECK_MESSAGES.templateType }], SAF_CHECK_MESSAGES.templateType);
}

const PLAN_MESSAGE = '점검계획이 이 사업장의 계획이 아닙니다.';

/** /api/saf/checks/...: templates, plans (the due list) and results, from the definitions */
export async function safetyCheckRoutes(app: FastifyInstance): Promise<void> {
  const timeZone = app.config.plantTimeZone ?? 'Asia/Seoul';
  const r = app.withTypeProvider<ZodTypeProvider>();

  await app.register(resourceRoutes(templateBinding));

  await app.register(resourceRoutes(planBinding, {
    beforeWrite: async ({ tx, op, values }) => {
      if (op !== 'delete') await assertTemplate(tx, values.templateNo, values.plantCd, values.checkTypeCd);
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
    beforeWrite: async ({ tx, op, values, before }) => {
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
      },
    },
  }));

  // a new check's starting answers: the template's items with last time's answers copied (the phone page starts here)
  r.get('/api/saf/checks/templates/:key/start', {
    config: menuRead(SAF_CHECK_MENUS.result),
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
    const { answers, copiedFromCheckNo } = await startAnswers(app.db, req.params.key, req.query.placeNm || null);
    return { templateNo: req.params.key, templateNm: String(t.templateNm), checkTypeCd: String(t.checkTypeCd), plantCd: String(t.plantCd), copiedFromCheckNo, answers };
  });

  // templates of a plant for a check type (the phone page's picker)
  r.get('/api/saf/checks/templates/options', {
    config: menuRead(SAF_CHECK_MENUS.result),
    schema: {
      tags: ['safCheckResult'], summary: 'templates in use for a check type',
      querystring: z.object({ plantCd: z.string().trim().min(1).max(10), checkTypeCd: z.string().trim().max(20).optional() }),
      response: { 200: z.object({ list: z.array(z.object({ templateNo: z.number(), templateNm: z.string(), checkTypeCd: z.string(), areaNm: z.string().nullable() })) }) },
    },
  }, async (req) => {
    const scope = await requestScope(app.db, req, SAF_CHECK_MENUS.result);
    // another plant's templates only with all-plant access
    if (!scope.allPlants && scope.plantCd !== req.query.plantCd) return { list: [] };
    const rows = await app.db.select({
      templateNo: safCheckTemplate.templateNo, templateNm: safCheckTemplate.templateNm, checkTypeCd: safCheckTemplate.checkTypeCd, areaNm: safCheckTemplate.areaNm,
    }).from(safCheckTemplate)
      .where(and(eq(safCheckTemplate.plantCd, req.query.plantCd), ne(safCheckTemplate.useYn, 'N'),
        req.query.checkTypeCd ? eq(safCheckTemplate.checkTypeCd, req.query.checkTypeCd) : undefined))
      .orderBy(safCheckTemplate.templateNm).limit(200);
    return { list: rows };
  });
}
