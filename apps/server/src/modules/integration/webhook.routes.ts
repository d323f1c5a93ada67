import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  WEBHOOK_API, WEBHOOK_DELIVERY_API, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_MESSAGES, WEBHOOK_SECRET_PREFIX, WEBHOOK_TEST_EVENT,
  ZWebhookDeliveryDetail, ZWebhookDeliveryPage, ZWebhookDeliveryQuery, ZWebhookSub, ZWebhookSubCreate, ZWebhookSubCreated, ZWebhookSubUpdate,
  type TWebhookDelivery, type TWebhookDeliveryDetail, type TWebhookPayload, type TWebhookSub,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/errors.js';
import { adminOnly } from '../../lib/route-auth.js';
import {
  deliverOnce, insertDeliveries, onWebhookEmitted, sealSecret, secretCipherKey, WEBHOOK_DELIVER_JOB, WEBHOOK_SWEEP_JOB,
} from './webhook.service.js';
import { webhookAttempt, webhookDelivery, webhookSub } from './webhook.tables.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;
const SubNo = z.object({ subNo: z.coerce.number().int().min(1).max(2_147_483_647) });
const DeliveryNo = z.object({ deliveryNo: z.coerce.number().int().min(1).max(2_147_483_647) });

type TSubRow = typeof webhookSub.$inferSelect;
const subOut = (r: TSubRow, last?: { dt: Date | null; st: string | null }): TWebhookSub => ({
  subNo: r.subNo, subNm: r.subNm, url: r.url, events: r.events.split(',').filter(Boolean), formatCd: r.formatCd as TWebhookSub['formatCd'],
  activeYn: r.activeYn as 'Y' | 'N', createUserId: r.createUserId, createDt: r.createDt.toISOString(), updateDt: r.updateDt.toISOString(),
  secretHint: r.secretHint, lastDeliveryDt: iso(last?.dt ?? null), lastStatusCd: last?.st ?? null,
});
/** what the audit log keeps of a subscription (never the secret) */
const subAudit = (r: TSubRow) => ({ ...subOut(r), lastDeliveryDt: undefined, lastStatusCd: undefined });

type TDeliveryRow = typeof webhookDelivery.$inferSelect & { subNm: string | null };
const deliveryOut = (r: TDeliveryRow): TWebhookDelivery => ({
  deliveryNo: r.deliveryNo, deliveryId: r.deliveryId, subNo: r.subNo, subNm: r.subNm, event: r.event, plantCd: r.plantCd, title: r.title,
  statusCd: r.statusCd as TWebhookDelivery['statusCd'], attemptCnt: r.attemptCnt, createDt: r.createDt.toISOString(), lastAttemptDt: iso(r.lastAttemptDt),
  deliveredDt: iso(r.deliveredDt), lastStatusCode: r.lastStatusCode, lastError: r.lastError, resendOfNo: r.resendOfNo,
});

async function deliveryDetail(db: DbOrTx, deliveryNo: number): Promise<TWebhookDeliveryDetail> {
  const [d] = await db.select({ d: webhookDelivery, subNm: webhookSub.subNm }).from(webhookDelivery)
    .leftJoin(webhookSub, eq(webhookSub.subNo, webhookDelivery.subNo)).where(eq(webhookDelivery.deliveryNo, deliveryNo));
  if (!d) throw notFound();
  const attempts = await db.select().from(webhookAttempt).where(eq(webhookAttempt.deliveryNo, deliveryNo)).orderBy(webhookAttempt.attemptNo);
  return {
    ...deliveryOut({ ...d.d, subNm: d.subNm }), payload: d.d.payload,
    attempts: attempts.map((a) => ({ attemptNo: a.attemptNo, tryNo: a.tryNo, startedDt: a.startedDt.toISOString(), durationMs: a.durationMs, statusCode: a.statusCode, responseExcerpt: a.responseExcerpt, error: a.error })),
  };
}

/**
 * Outbound webhooks (issue 32 item 3): administrators keep the subscriptions (secret answered once), read the
 * delivery history with its attempts, resend a delivery and send a test event. The queue delivers with retries.
 */
export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['integration: webhooks'];
  const key = secretCipherKey(app.config.fileEncryptionKey);

  // ---- delivery by the queue: one attempt per run; a failed one throws, so the queue retries after 30, 60, 120, 240 s
  app.jobs.work<{ deliveryNo: number }>(WEBHOOK_DELIVER_JOB, async ({ data, now }) => {
    const res = await deliverOnce(app.db, key, Number(data.deliveryNo), now);
    if (res.retry) throw new Error(`webhook delivery ${res.deliveryNo}: ${res.statusCode ?? 'no answer'}, will retry`);
    return res;
  }, { retryLimit: WEBHOOK_MAX_ATTEMPTS - 1, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 });

  const send = async (deliveryNo: number, startAfter?: number) => {
    if (!app.jobs.running) return; // JOBS=off (API tests): deliveries wait for a worker instance or a direct run
    await app.jobs.send(WEBHOOK_DELIVER_JOB, { deliveryNo }, startAfter ? { startAfter } : {})
      .catch((err: unknown) => app.log.warn({ err, deliveryNo }, 'webhook delivery not queued (the sweep will)'));
  };

  // ---- after the commit: emitted rows are queued as soon as they are visible (a rolled-back one never is)
  const waiting = new Map<number, number>();
  let timer: NodeJS.Timeout | null = null;
  const arm = (ms: number) => {
    if (!timer) timer = setTimeout(() => { timer = null; void dispatch(); }, ms);
  };
  async function dispatch(): Promise<void> {
    if (waiting.size === 0 || !app.jobs.running) return;
    try {
      const nos = [...waiting.keys()];
      const seen = await app.db.select({ no: webhookDelivery.deliveryNo, st: webhookDelivery.statusCd }).from(webhookDelivery).where(inArray(webhookDelivery.deliveryNo, nos));
      for (const s of seen) {
        waiting.delete(s.no);
        if (s.st === 'PENDING') await send(s.no);
      }
    } catch (err) {
      app.log.warn({ err }, 'webhook dispatch failed (the sweep will send)');
    }
    // rolled back, or a transaction still open after a minute: forgotten here, the sweep remains
    for (const [no, at] of waiting) if (Date.now() - at > 60_000) waiting.delete(no);
    if (waiting.size) arm(1000);
  }
  const off = onWebhookEmitted((nos) => {
    if (!app.jobs.running) return;
    for (const n of nos) waiting.set(n, Date.now());
    arm(200);
  });
  app.addHook('onClose', async () => {
    off();
    if (timer) clearTimeout(timer);
  });

  // ---- the sweep: PENDING rows nobody queued, and attempts whose process died (SENDING for 15 minutes)
  app.jobs.schedule(WEBHOOK_SWEEP_JOB, '* * * * *', async ({ now }) => {
    const t = now.toISOString();
    await queryRows(app.db, sql`
      update com_webhook_delivery set status_cd = case when attempt_cnt >= ${WEBHOOK_MAX_ATTEMPTS} then 'FAILED' else 'RETRY' end,
             last_error = 'attempt interrupted'
       where status_cd = 'SENDING' and last_attempt_dt < ${t}::timestamptz - interval '15 minutes'`);
    const rows = await queryRows<{ no: number }>(app.db, sql`
      select delivery_no as no from com_webhook_delivery
       where (status_cd = 'PENDING' and create_dt < ${t}::timestamptz - interval '1 minute')
          or (status_cd = 'RETRY' and last_attempt_dt < ${t}::timestamptz - interval '15 minutes')
       order by delivery_no limit 200`);
    for (const x of rows) await send(Number(x.no));
    return { queued: rows.length };
  }, { retryLimit: 1, retryDelay: 60 });

  /** one attempt now (the administrator sees the answer at once); a failure goes on through the queue's retries */
  const attemptNow = async (deliveryNo: number) => {
    const res = await deliverOnce(app.db, key, deliveryNo, app.jobs.now());
    if (res.retry) await send(deliveryNo, 30);
    return deliveryDetail(app.db, deliveryNo);
  };

  // ---------------------------------------------------------------- subscriptions
  r.get(WEBHOOK_API, {
    config: adminOnly,
    schema: { tags, summary: 'webhook subscriptions (never the secret) with their last delivery', response: { 200: z.object({ list: z.array(ZWebhookSub) }) } },
  }, async () => {
    const rows = await app.db.select().from(webhookSub).orderBy(desc(webhookSub.subNo));
    const last = await queryRows<{ sub_no: number; dt: Date | string | null; st: string | null }>(app.db, sql`
      select distinct on (sub_no) sub_no, create_dt as dt, status_cd as st from com_webhook_delivery order by sub_no, delivery_no desc`);
    const bySub = new Map(last.map((l) => [Number(l.sub_no), { dt: l.dt ? new Date(l.dt) : null, st: l.st }]));
    return { list: rows.map((x) => subOut(x, bySub.get(x.subNo))) };
  });

  r.post(WEBHOOK_API, {
    config: adminOnly,
    schema: { tags, summary: 'subscribe a URL to events: the answer carries the signing secret once', body: ZWebhookSubCreate, response: { 200: ZWebhookSubCreated } },
  }, async (req) => {
    const secret = `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
    const userId = req.principal!.userId;
    return app.db.transaction(async (tx) => {
      const [row] = await tx.insert(webhookSub).values({
        subNm: req.body.subNm, url: req.body.url, events: [...new Set(req.body.events)].join(','), formatCd: req.body.formatCd, activeYn: req.body.activeYn,
        secretEnc: sealSecret(key, secret), secretHint: secret.slice(-4), createUserId: userId, updateUserId: userId,
      }).returning();
      await writeAudit(tx, { userId, action: 'CREATE', entity: 'com_webhook_sub', entityKey: String(row!.subNo), after: subAudit(row!), ip: req.ip });
      return { ...subOut(row!), secret };
    });
  });

  r.patch(`${WEBHOOK_API}/:subNo`, {
    config: adminOnly,
    schema: { tags, summary: 'change a subscription (name, URL, events, format, active)', params: SubNo, body: ZWebhookSubUpdate, response: { 200: ZWebhookSub } },
  }, async (req) => app.db.transaction(async (tx) => {
    const [before] = await tx.select().from(webhookSub).where(eq(webhookSub.subNo, req.params.subNo)).for('update');
    if (!before) throw notFound();
    const b = req.body;
    const [row] = await tx.update(webhookSub).set({
      ...(b.subNm !== undefined ? { subNm: b.subNm } : {}), ...(b.url !== undefined ? { url: b.url } : {}),
      ...(b.events !== undefined ? { events: [...new Set(b.events)].join(',') } : {}), ...(b.formatCd !== undefined ? { formatCd: b.formatCd } : {}),
      ...(b.activeYn !== undefined ? { activeYn: b.activeYn } : {}), updateUserId: req.principal!.userId, updateDt: new Date(),
    }).where(eq(webhookSub.subNo, req.params.subNo)).returning();
    await writeAudit(tx, { userId: req.principal!.userId, action: 'UPDATE', entity: 'com_webhook_sub', entityKey: String(row!.subNo), before: subAudit(before), after: subAudit(row!), ip: req.ip });
    return subOut(row!);
  }));

  r.delete(`${WEBHOOK_API}/:subNo`, {
    config: adminOnly,
    schema: { tags, summary: 'delete a subscription and its delivery history', params: SubNo, response: { 200: z.object({ deleted: z.literal(true) }) } },
  }, async (req) => app.db.transaction(async (tx) => {
    const [before] = await tx.select().from(webhookSub).where(eq(webhookSub.subNo, req.params.subNo)).for('update');
    if (!before) throw notFound();
    await tx.delete(webhookSub).where(eq(webhookSub.subNo, req.params.subNo));
    await writeAudit(tx, { userId: req.principal!.userId, action: 'DELETE', entity: 'com_webhook_sub', entityKey: String(before.subNo), before: subAudit(before), ip: req.ip });
    return { deleted: true as const };
  }));

  r.post(`${WEBHOOK_API}/:subNo/test`, {
    config: adminOnly,
    schema: { tags, summary: 'send a test event to one subscription now; answers the delivery with its attempt', params: SubNo, response: { 200: ZWebhookDeliveryDetail } },
  }, async (req) => {
    const userId = req.principal!.userId;
    const no = await app.db.transaction(async (tx) => {
      const [sub] = await tx.select().from(webhookSub).where(eq(webhookSub.subNo, req.params.subNo));
      if (!sub) throw notFound();
      if (sub.activeYn !== 'Y') throw conflict(WEBHOOK_MESSAGES.inactive);
      const [n] = await insertDeliveries(tx, [sub.subNo], WEBHOOK_TEST_EVENT, null, { title: `지킴 웹훅 테스트 이벤트입니다 (${sub.subNm}).`, link: null }, app.jobs.now().toISOString(), null, userId);
      await writeAudit(tx, { userId, action: 'TEST', entity: 'com_webhook_sub', entityKey: String(sub.subNo), after: { deliveryNo: n }, ip: req.ip });
      return n!;
    });
    return attemptNow(no);
  });

  // ---------------------------------------------------------------- deliveries
  r.get(WEBHOOK_DELIVERY_API, {
    config: adminOnly,
    schema: { tags, summary: 'webhook deliveries, newest first (filter by subscription, status, event)', querystring: ZWebhookDeliveryQuery, response: { 200: ZWebhookDeliveryPage } },
  }, async (req) => {
    const q = req.query;
    const where: SQL[] = [];
    if (q.subNo) where.push(eq(webhookDelivery.subNo, q.subNo));
    if (q.statusCd) where.push(eq(webhookDelivery.statusCd, q.statusCd));
    if (q.event) where.push(eq(webhookDelivery.event, q.event));
    const cond = where.length ? and(...where) : undefined;
    const rows = await app.db.select({ d: webhookDelivery, subNm: webhookSub.subNm }).from(webhookDelivery).leftJoin(webhookSub, eq(webhookSub.subNo, webhookDelivery.subNo))
      .where(cond).orderBy(desc(webhookDelivery.deliveryNo)).limit(q.limit).offset((q.page - 1) * q.limit);
    const [c] = await app.db.select({ n: sql<number>`count(*)::int` }).from(webhookDelivery).where(cond);
    return { list: rows.map((x) => deliveryOut({ ...x.d, subNm: x.subNm })), totalCount: Number(c?.n ?? 0), page: q.page, limit: q.limit };
  });

  r.get(`${WEBHOOK_DELIVERY_API}/:deliveryNo`, {
    config: adminOnly,
    schema: { tags, summary: 'one delivery: the payload and every attempt (status, answer excerpt, duration, error)', params: DeliveryNo, response: { 200: ZWebhookDeliveryDetail } },
  }, async (req) => deliveryDetail(app.db, req.params.deliveryNo));

  r.post(`${WEBHOOK_DELIVERY_API}/:deliveryNo/resend`, {
    config: adminOnly,
    schema: { tags, summary: 'send a delivery again: a new delivery (new id) of the same event and data, tried now', params: DeliveryNo, response: { 200: ZWebhookDeliveryDetail } },
  }, async (req) => {
    const userId = req.principal!.userId;
    const no = await app.db.transaction(async (tx) => {
      const [d] = await tx.select().from(webhookDelivery).where(eq(webhookDelivery.deliveryNo, req.params.deliveryNo));
      if (!d) throw notFound();
      const [sub] = await tx.select().from(webhookSub).where(eq(webhookSub.subNo, d.subNo));
      if (!sub || sub.activeYn !== 'Y') throw conflict(WEBHOOK_MESSAGES.inactive);
      const p = JSON.parse(d.payload) as TWebhookPayload;
      const [n] = await insertDeliveries(tx, [d.subNo], d.event, d.plantCd, p.data, p.occurredAt, d.deliveryNo, userId);
      await writeAudit(tx, { userId, action: 'RESEND', entity: 'com_webhook_delivery', entityKey: String(d.deliveryNo), after: { deliveryNo: n }, ip: req.ip });
      return n!;
    });
    return attemptNow(no);
  });
}
