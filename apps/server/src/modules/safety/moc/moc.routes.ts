import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mocResource, SAF_MOC_MENU, ymdIn, zIntParam, ZMocReviewAnswerResultSchema, ZMocReviewAnswerSchema } from '@jikim/shared';
import { menuRead } from '../../../lib/route-auth.js';
import { childRoute } from '../../../lib/resource/child-lock.js';
import { resourceRoutes } from '../../../lib/resource/resource.routes.js';
import type { ResourceBinding } from '../../../lib/resource/resource.repository.js';
import { registerResourceAttachments } from '../../attachments/resource-attachments.js';
import { resourceApproval } from '../../approvals/resource-approval.js';
import { openActionCount } from '../../impr/impr.service.js';
import { alertMocExpiry, MOC_EXPIRY_CRON, MOC_EXPIRY_JOB } from './moc.expiry.js';
import { answeredReviewOf, childCounts, drawingsWithoutRevision, pendingReviewOf, reviewerReach } from './moc.repository.js';
import { answerReview, assertReviewRows, openReview, requestMocApproval } from './moc.service.js';
import { safMoc, safMocPsmItem, safMocPssr, safMocReview } from './moc.tables.js';

export const mocBinding: ResourceBinding = {
  def: mocResource, table: safMoc,
  children: { reviews: { table: safMocReview, parentKey: 'mocNo' }, pssrItems: { table: safMocPssr, parentKey: 'mocNo' }, psmItems: { table: safMocPsmItem, parentKey: 'mocNo' } },
  // a reviewer of another department reaches the change they review (read on the menu, plant check kept)
  ownReach: reviewerReach,
  // reviewerMe: Y = under review and waiting for the caller's answer, A = under review and answered by the caller
  filters: {
    reviewerMe: (v, scope) => (!scope.userId ? undefined : v === 'Y' ? pendingReviewOf(scope.userId) : v === 'A' ? answeredReviewOf(scope.userId) : undefined),
  },
};

// SAF_MOC_DOC: the changed documents (drawings, P&ID, procedures) of a change (rights and scope of the change)
registerResourceAttachments(mocBinding, '변경관리 변경 문서');

// 변경관리 결재 (SAF_MOC): requested when the review is done; approved → 변경 시행, returned/recalled → 작성중. The change
// (and its documents) is locked while the request is live; after approval the implementation and PSSR go on.
const mocApproval = resourceApproval({
  def: mocResource, table: safMoc, titleKo: '변경관리',
  title: (r) => `[변경관리] ${String(r.mocTitle)}`,
  summary: (r) => [`변경구분: ${String(r.mocTypeCd)}`, `변경 내용: ${String(r.description ?? '')}`, `변경 사유: ${String(r.reason ?? '')}`, `변경 문서: ${String(r.documentsChanged ?? '')}`],
});

const ZAnswerParams = z.object({ key: zIntParam().pipe(z.number().min(1)), reviewNo: zIntParam().pipe(z.number().min(1)) });

/** /api/saf/moc: the change request, its reviews and PSSR items, and the workflow through PSSR to completion */
export async function mocRoutes(app: FastifyInstance): Promise<void> {
  const timeZone = app.config.plantTimeZone ?? 'Asia/Seoul';
  app.jobs.schedule(MOC_EXPIRY_JOB, MOC_EXPIRY_CRON, async ({ now }) => alertMocExpiry(app.db, ymdIn(now, timeZone)));
  await app.register(resourceRoutes(mocBinding, {
    beforeWrite: async (ctx) => {
      // a live or approved 결재 locks the change while it is a draft or awaiting approval (a generic request too)
      if (ctx.before && mocResource.approvalLocksIn?.includes(String(ctx.before.statusCd))) await mocApproval.beforeWrite?.(ctx);
      await assertReviewRows(ctx.tx, ctx.req, ctx.op, ctx.values, ctx.before);
    },
    workflow: {
      guards: {
        hasReviewer: async ({ tx, key }) => (await childCounts(tx, 'saf_moc_review', 'decision_cd', 'is not null', key)).n > 0,
        // every reviewer approved or commented
        reviewsDone: async ({ tx, key }) => {
          const c = await childCounts(tx, 'saf_moc_review', 'decision_cd', 'is not null', key);
          return c.n > 0 && c.ok === c.n;
        },
        // at least one PSSR item and every one passed
        pssrPassed: async ({ tx, key }) => {
          const c = await childCounts(tx, 'saf_moc_pssr', 'result_cd', "= 'PASS'", key);
          return c.n > 0 && c.ok === c.n;
        },
        noOpenActions: async ({ tx, key }) => (await openActionCount(tx, 'MOC', String(key))) === 0,
        // issue 28: every drawing the change names has a revision that names this change (psm_drawing_rev.moc_no)
        drawingsRevised: async ({ tx, key }) => (await drawingsWithoutRevision(tx, key)) === 0,
      },
      hooks: {
        openReview: ({ tx, key, record, actorUserId }) => openReview(tx, key, record, actorUserId),
        requestApproval: ({ tx, key, record, actorUserId }) => requestMocApproval(tx, key, record, actorUserId),
      },
    },
  }));

  // a reviewer answers their own row (read right on the menu; the service checks who, when and the version)
  app.withTypeProvider<ZodTypeProvider>().post('/api/saf/moc/:key/reviews/:reviewNo/answer', {
    config: { ...menuRead(SAF_MOC_MENU), ...childRoute(mocBinding, 'reviews', 'answer') },
    schema: {
      tags: [mocResource.name], summary: 'a reviewer answers their own review row (403 another user, 409 outside review or stale)',
      params: ZAnswerParams, body: ZMocReviewAnswerSchema, response: { 200: ZMocReviewAnswerResultSchema },
    },
  }, async (req) => answerReview(app.db, req, mocBinding, req.params.key, req.params.reviewNo, req.body));
}
