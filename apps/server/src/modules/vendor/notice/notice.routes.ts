import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VND_MENUS, vendorNoticeResource, ymdIn, zIntParam } from '@jikim/shared';
import { outOfScope } from '../../../lib/errors.js';
import { menuRead, menuWrite } from '../../../lib/route-auth.js';
import { resourceRoutes } from '../../../lib/resource/resource.routes.js';
import { loadScopedOne, type ResourceBinding } from '../../../lib/resource/resource.repository.js';
import { requestScope } from '../../../lib/scoped-load.js';
import { registerResourceAttachments } from '../../attachments/resource-attachments.js';
import { checkTargets, noticeReach, receiptsOf, recordReceipt, runNoticeReminders, VND_NOTICE_REMIND_CRON, VND_NOTICE_REMIND_JOB } from './notice.service.js';
import { vendorNotice, vendorNoticeRead, vendorNoticeTarget } from './notice.tables.js';

const binding: ResourceBinding = {
  def: vendorNoticeResource, table: vendorNotice,
  children: { targets: { table: vendorNoticeTarget, parentKey: 'noticeNo' } },
};

registerResourceAttachments(binding, '협력업체 공지 첨부파일');

const ZReceipt = z.object({
  vendorCd: z.string(), vendorNm: z.string().nullable(), readCount: z.number(), userCount: z.number(),
  users: z.array(z.object({ userId: z.string(), userNm: z.string().nullable(), readDt: z.string().nullable() })),
});

/** 협력업체 공지 `/api/vendor/notices`: the register from the definition, receipts, the unread reminder */
export async function vendorNoticeRoutes(app: FastifyInstance): Promise<void> {
  // the vendor's reach depends on today's plant date (posting embargo), taken from the queue's clock like the jobs
  binding.vendorReach = (vendorCd) => noticeReach(vendorCd, ymdIn(app.jobs.now(), app.config.plantTimeZone ?? 'Asia/Seoul'));
  app.jobs.schedule(VND_NOTICE_REMIND_JOB, VND_NOTICE_REMIND_CRON, ({ now }) => runNoticeReminders(app, now), { retryLimit: 2, retryDelay: 300 });

  await app.register(resourceRoutes(binding, {
    beforeWrite: ({ op, values, before, req }) => {
      if (op !== 'delete') checkTargets(values, req.body as Record<string, unknown>, before);
    },
    // a vendor user opening a notice: the receipt (first opening only)
    afterGet: async ({ db, req, row }) => {
      const p = req.principal!;
      if (p.userType === 'V' && p.vendorCd) await recordReceipt(db, Number(row.noticeNo), p.userId, p.vendorCd);
    },
  }));

  const r = app.withTypeProvider<ZodTypeProvider>();
  // the caller's own receipts (the list shows the rest in bold); plant users have none
  r.get('/api/vendor/notices/read-keys', {
    config: menuRead(VND_MENUS.notice),
    schema: { tags: ['vendorNotice'], summary: 'notice numbers the caller has opened (vendor users)', response: { 200: z.object({ noticeNos: z.array(z.number()) }) } },
  }, async (req) => {
    const rows = await app.db.select({ n: vendorNoticeRead.noticeNo }).from(vendorNoticeRead).where(eq(vendorNoticeRead.userId, req.principal!.userId));
    return { noticeNos: rows.map((x) => x.n) };
  });

  // the plant side only: per target vendor, who read it and when, and who has not
  r.get('/api/vendor/notices/:key/receipts', {
    config: menuWrite(VND_MENUS.notice),
    schema: {
      tags: ['vendorNotice'], summary: 'read receipts per target vendor (plant users with write on VND_NOTICE)',
      params: z.object({ key: zIntParam().pipe(z.number().min(1)) }), response: { 200: z.object({ list: z.array(ZReceipt) }) },
    },
  }, async (req) => {
    const scope = await requestScope(app.db, req, VND_MENUS.notice);
    if (scope.vendorCd !== null) throw outOfScope();
    await loadScopedOne(app.db, binding, req.params.key, scope);
    return { list: await receiptsOf(app.db, req.params.key) };
  });
}
