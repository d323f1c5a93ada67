import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MESSAGES, NOTIFY_API, PAGE_SIZES } from '@jikim/shared';
import { queryRows } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { selfService } from '../../lib/route-auth.js';
import { createMailer, createOutbox } from './notify.mailer.js';
import { isNotificationKind, notificationKinds } from './notify.kinds.js';
import { setWorkflowNotifier } from '../../lib/workflow/workflow.service.js';
import { mailWaiting, notifyWorkflow } from './notify.service.js';
import { notification, notificationPref } from './notify.tables.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** the notification centre: flush() sends the e-mail of committed notifications (jobs call it after their commit) */
    notifications: { flush(): Promise<void> };
  }
}

const zLimit = z.coerce.number().int().refine((n) => (PAGE_SIZES as readonly number[]).includes(n)).default(DEFAULT_PAGE_SIZE);
const zPage = z.coerce.number().int().min(1).max(1_000_000).default(1);
const ZRow = z.object({
  notificationNo: z.number(), kindCd: z.string(), title: z.string(), body: z.string().nullable(), linkRoute: z.string().nullable(),
  linkKey: z.string().nullable(), readYn: z.enum(['Y', 'N']), createDt: z.string(),
});
const ZPref = z.object({ kindCd: z.string(), mailYn: z.enum(['Y', 'N']) });

export const toRow = (n: typeof notification.$inferSelect): z.infer<typeof ZRow> => ({
  notificationNo: n.notificationNo, kindCd: n.kindCd, title: n.title, body: n.body, linkRoute: n.linkRoute, linkKey: n.linkKey,
  readYn: n.readDt ? 'Y' : 'N', createDt: n.createDt.toISOString(),
});

/**
 * /api/notifications: the caller's own notifications (users and vendor users alike; `self` auth, every query
 * filtered by the caller's user id). Also owns the e-mail outbox: after every response that follows a
 * notify(), the committed rows are mailed; a sweep every minute catches the rest.
 */
async function notifyRoutesPlugin(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const outbox = createOutbox(root, createMailer(root));
  root.decorate('notifications', { flush: outbox.flush });
  // declared workflows' `notify` hooks land in the centre: "<document> <key>: <status>", linked to the record's menu page
  setWorkflowNotifier(notifyWorkflow);
  // after the response the handler's transaction has committed: mail what it notified
  root.addHook('onResponse', async () => {
    if (mailWaiting().size) void outbox.flush();
  });
  let sweep: NodeJS.Timeout | null = null;
  root.addHook('onReady', async () => {
    sweep = setInterval(() => void outbox.flush(), 60_000);
    sweep.unref();
  });
  root.addHook('onClose', async () => {
    if (sweep) clearInterval(sweep);
    await outbox.flush();
  });

  app.get(NOTIFY_API.list, {
    config: selfService,
    schema: {
      tags, summary: 'my notifications, newest first (paged)',
      querystring: z.object({ page: zPage, limit: zLimit, unreadYn: z.enum(['Y', 'N']).optional(), kindCd: z.string().max(50).optional() }),
      response: { 200: z.object({ list: z.array(ZRow), totalCount: z.number(), page: z.number(), limit: z.number() }) },
    },
  }, async (req) => {
    const me = req.principal!.userId;
    const { page, limit, unreadYn, kindCd } = req.query;
    const where = and(eq(notification.userId, me), unreadYn === 'Y' ? isNull(notification.readDt) : undefined, kindCd ? eq(notification.kindCd, kindCd) : undefined);
    const [list, [c]] = await Promise.all([
      app.db.select().from(notification).where(where).orderBy(desc(notification.createDt), desc(notification.notificationNo)).limit(limit).offset((page - 1) * limit),
      app.db.select({ n: sql<string | number>`count(*)` }).from(notification).where(where),
    ]);
    return { list: list.map(toRow), totalCount: Number(c?.n ?? 0), page, limit };
  });

  app.get(NOTIFY_API.unreadCount, {
    config: selfService,
    schema: { tags, summary: 'how many of my notifications are unread', response: { 200: z.object({ count: z.number() }) } },
  }, async (req) => {
    const [c] = await queryRows<{ n: string | number }>(app.db, sql`select count(*) as n from com_notification where user_id = ${req.principal!.userId} and read_dt is null`);
    return { count: Number(c?.n ?? 0) };
  });

  app.patch('/api/notifications/:notificationNo/read', {
    config: selfService,
    schema: {
      tags, summary: 'mark one of my notifications read', params: z.object({ notificationNo: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
      response: { 200: z.object({ updated: z.number() }) },
    },
  }, async (req) => {
    const me = req.principal!.userId;
    const [n] = await app.db.select({ readDt: notification.readDt }).from(notification).where(and(eq(notification.notificationNo, req.params.notificationNo), eq(notification.userId, me)));
    // another user's notification is as absent as a missing one
    if (!n) throw notFound();
    if (n.readDt) return { updated: 0 };
    const rows = await app.db.update(notification).set({ readDt: new Date() })
      .where(and(eq(notification.notificationNo, req.params.notificationNo), eq(notification.userId, me), isNull(notification.readDt))).returning({ n: notification.notificationNo });
    return { updated: rows.length };
  });

  app.patch(NOTIFY_API.readAll, {
    config: selfService,
    schema: { tags, summary: 'mark all my notifications read (optionally of one kind)', body: z.object({ kindCd: z.string().max(50).optional() }).optional(), response: { 200: z.object({ updated: z.number() }) } },
  }, async (req) => {
    const rows = await app.db.update(notification).set({ readDt: new Date() })
      .where(and(eq(notification.userId, req.principal!.userId), isNull(notification.readDt), req.body?.kindCd ? eq(notification.kindCd, req.body.kindCd) : undefined))
      .returning({ n: notification.notificationNo });
    return { updated: rows.length };
  });

  async function prefsOf(me: string) {
    const rows = await app.db.select().from(notificationPref).where(eq(notificationPref.userId, me));
    const off = new Map(rows.map((r) => [r.kindCd, r.mailYn]));
    return notificationKinds().map((kindCd) => ({ kindCd, mailYn: off.get(kindCd) === 'N' ? ('N' as const) : ('Y' as const) }));
  }

  app.get(NOTIFY_API.preferences, {
    config: selfService,
    schema: { tags, summary: 'my e-mail switch per notification kind (on unless switched off)', response: { 200: z.array(ZPref) } },
  }, async (req) => prefsOf(req.principal!.userId));

  app.put(NOTIFY_API.preferences, {
    config: selfService,
    schema: { tags, summary: 'switch e-mail on or off per kind (the kinds given; others unchanged)', body: z.object({ items: z.array(ZPref).min(1).max(200) }), response: { 200: z.array(ZPref) } },
  }, async (req) => {
    const me = req.principal!.userId;
    const bad = req.body.items.findIndex((i) => !isNotificationKind(i.kindCd));
    if (bad >= 0) throw badRequest([{ field: `items[${bad}].kindCd`, message: MESSAGES.badRequest }]);
    await app.db.transaction(async (tx) => {
      const want = new Map(req.body.items.map((i) => [i.kindCd, i.mailYn])); // the last of a repeated kind wins
      await tx.delete(notificationPref).where(and(eq(notificationPref.userId, me), inArray(notificationPref.kindCd, [...want.keys()])));
      const off = [...want].filter(([, yn]) => yn === 'N');
      if (off.length) await tx.insert(notificationPref).values(off.map(([kindCd]) => ({ userId: me, kindCd, mailYn: 'N' })));
    });
    return prefsOf(me);
  });
}

export const notifyRoutes = fp(notifyRoutesPlugin, { name: 'notifications' });
