import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  WEBHOOK_DELIVERY_HEADER, WEBHOOK_EVENT_HEADER, WEBHOOK_EVENT_LABELS_KO, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER,
  type TWebhookDeliveryStatus, type TWebhookEvent, type TWebhookPayload,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { parseKey } from '../attachments/attachments.crypto.js';
import { webhookAttempt, webhookDelivery, webhookSub } from './webhook.tables.js';

/** the job that delivers one delivery (data `{ deliveryNo }`), retried by the queue with back-off */
export const WEBHOOK_DELIVER_JOB = 'webhook-deliver';
/** every minute: deliveries the immediate dispatch missed (emitted by a job, a crash, a long transaction) */
export const WEBHOOK_SWEEP_JOB = 'webhook-sweep';
/** per attempt; a slower receiver counts as failed and is retried */
export const WEBHOOK_TIMEOUT_MS = 10_000;
const EXCERPT_BYTES = 1024;

// ---------------------------------------------------------------- the outbox

export type TWebhookEmit = {
  event: TWebhookEvent;
  plantCd: string | null;
  /** the record's key fields, a title and the web app's path of the record; no personal data beyond the event's need */
  data: Record<string, unknown> & { title: string; link: string | null };
  occurredAt?: Date;
};

type TListener = (deliveryNos: number[]) => void;
const listeners = new Set<TListener>();
/** an app's dispatcher hears of new delivery rows (still uncommitted); it sends them once they are visible */
export function onWebhookEmitted(fn: TListener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/**
 * Emit an event in the caller's transaction: one delivery row per active subscription of the event. The rows commit
 * or roll back with the business write (a rolled-back write sends nothing); the job queue delivers them after the
 * commit. Never throws for a missing subscription; answers the delivery numbers.
 */
export async function emitWebhook(tx: DbOrTx, e: TWebhookEmit): Promise<number[]> {
  const subs = await tx.select({ subNo: webhookSub.subNo }).from(webhookSub)
    .where(and(eq(webhookSub.activeYn, 'Y'), sql`(',' || ${webhookSub.events} || ',') like ${`%,${e.event},%`}`));
  if (subs.length === 0) return [];
  const occurredAt = (e.occurredAt ?? new Date()).toISOString();
  const nos = await insertDeliveries(tx, subs.map((s) => s.subNo), e.event, e.plantCd, e.data, occurredAt, null, null);
  for (const l of listeners) l(nos);
  return nos;
}

/** delivery rows with their payloads (one uuid each, which is the payload's `id` and the X-Jikim-Delivery header) */
export async function insertDeliveries(
  tx: DbOrTx, subNos: number[], event: string, plantCd: string | null, data: TWebhookPayload['data'], occurredAt: string,
  resendOfNo: number | null, userId: string | null,
): Promise<number[]> {
  const rows = subNos.map((subNo) => {
    const id = randomUUID();
    const payload: TWebhookPayload = { id, event, occurredAt, plantCd, data };
    return { deliveryId: id, subNo, event, plantCd, title: String(data.title).slice(0, 300), payload: JSON.stringify(payload), resendOfNo, createUserId: userId };
  });
  const out = await tx.insert(webhookDelivery).values(rows).returning({ no: webhookDelivery.deliveryNo });
  return out.map((r) => r.no);
}

// ---------------------------------------------------------------- secrets

/**
 * The subscription secret at rest: AES-256-GCM under a key derived (HKDF) from FILE_ENCRYPTION_KEY — the server
 * needs the raw secret to sign, so it cannot keep a hash. Without a key (a configuration that has none), kept as is.
 */
export function secretCipherKey(fileEncryptionKey: string | undefined): Buffer | null {
  const base = parseKey(fileEncryptionKey);
  return base ? Buffer.from(hkdfSync('sha256', base, 'jikim', 'webhook-secret-v1', 32)) : null;
}

export function sealSecret(key: Buffer | null, secret: string): string {
  if (!key) return `plain:${secret}`;
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  const ct = Buffer.concat([c.update(secret, 'utf8'), c.final()]);
  return `v1:${Buffer.concat([iv, ct, c.getAuthTag()]).toString('base64')}`;
}

export function openSecret(key: Buffer | null, sealed: string): string {
  if (sealed.startsWith('plain:')) return sealed.slice(6);
  if (!sealed.startsWith('v1:') || !key) throw new Error('webhook secret cannot be read (FILE_ENCRYPTION_KEY changed or missing)');
  const b = Buffer.from(sealed.slice(3), 'base64');
  const d = createDecipheriv('aes-256-gcm', key, b.subarray(0, 12));
  d.setAuthTag(b.subarray(b.length - 16));
  return Buffer.concat([d.update(b.subarray(12, b.length - 16)), d.final()]).toString('utf8');
}

/** `sha256=<hex HMAC-SHA256(secret, "<timestamp>.<body>")>` (contract) */
export const signatureOf = (secret: string, timestamp: string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

// ---------------------------------------------------------------- formats

/** the Slack-compatible incoming webhook body: one Korean text */
export function slackText(p: TWebhookPayload): string {
  const label = WEBHOOK_EVENT_LABELS_KO[p.event as TWebhookEvent] ?? p.event;
  const lines = [`[지킴] ${label}${p.plantCd ? ` · 사업장 ${p.plantCd}` : ''}`, String(p.data.title)];
  if (p.data.link) lines.push(`바로가기: ${p.data.link}`);
  return lines.join('\n');
}

export const bodyOf = (formatCd: string, payload: string): string =>
  formatCd === 'SLACK' ? JSON.stringify({ text: slackText(JSON.parse(payload) as TWebhookPayload) }) : payload;

// ---------------------------------------------------------------- one attempt

async function excerptOf(res: Response): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let n = 0;
  try {
    while (n < EXCERPT_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      n += value.length;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(parts).subarray(0, EXCERPT_BYTES).toString('utf8').replace(/\uFFFD+$/, '').slice(0, 500);
}

export type TAttemptResult = { deliveryNo: number; skipped?: boolean; statusCd?: TWebhookDeliveryStatus; statusCode?: number | null; retry?: boolean };

/**
 * Deliver one delivery once: claim it (PENDING or RETRY → SENDING, so two workers never send it at once), POST the
 * body signed, log the attempt, and record DELIVERED (2xx), RETRY or, at the last attempt, FAILED. Redirects are not
 * followed (a 3xx is a failure). `retry` tells the job to throw so the queue tries again after its back-off.
 */
export async function deliverOnce(db: DbOrTx, secretKey: Buffer | null, deliveryNo: number, now: Date): Promise<TAttemptResult> {
  const [d] = await queryRows<{ delivery_no: number; delivery_id: string; sub_no: number; event: string; payload: string; attempt_cnt: number }>(db, sql`
    update com_webhook_delivery set status_cd = 'SENDING', attempt_cnt = attempt_cnt + 1, last_attempt_dt = ${now.toISOString()}::timestamptz
     where delivery_no = ${deliveryNo} and status_cd in ('PENDING', 'RETRY')
     returning delivery_no, delivery_id, sub_no, event, payload, attempt_cnt`);
  if (!d) return { deliveryNo, skipped: true };
  const tryNo = Number(d.attempt_cnt);
  const [sub] = await db.select().from(webhookSub).where(eq(webhookSub.subNo, Number(d.sub_no)));
  const started = Date.now();
  let statusCode: number | null = null;
  let excerpt: string | null = null;
  let error: string | null = null;
  if (!sub || sub.activeYn !== 'Y') {
    error = '구독이 사용 중지되어 보내지 않았습니다.';
  } else {
    try {
      const body = bodyOf(sub.formatCd, d.payload);
      const timestamp = String(Math.floor(Date.now() / 1000));
      const res = await fetch(sub.url, {
        method: 'POST', body, redirect: 'manual', signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        headers: {
          'content-type': 'application/json; charset=utf-8', 'user-agent': 'Jikim-Webhook/1',
          [WEBHOOK_TIMESTAMP_HEADER]: timestamp, [WEBHOOK_SIGNATURE_HEADER]: signatureOf(openSecret(secretKey, sub.secretEnc), timestamp, body),
          [WEBHOOK_EVENT_HEADER]: d.event, [WEBHOOK_DELIVERY_HEADER]: d.delivery_id,
        },
      });
      statusCode = res.status;
      excerpt = await excerptOf(res).catch(() => null);
      if (res.status < 200 || res.status > 299) error = res.status >= 300 && res.status < 400 ? `HTTP ${res.status} (redirect not followed)` : `HTTP ${res.status}`;
    } catch (err) {
      const e = err as Error & { cause?: { code?: string; message?: string } };
      error = e.name === 'TimeoutError' ? `timeout after ${WEBHOOK_TIMEOUT_MS / 1000} s` : [e.message, e.cause?.code ?? e.cause?.message].filter(Boolean).join(': ');
    }
  }
  const durationMs = Date.now() - started;
  const ok = error === null;
  const inactive = !sub || sub.activeYn !== 'Y';
  const statusCd: TWebhookDeliveryStatus = ok ? 'DELIVERED' : inactive || tryNo >= WEBHOOK_MAX_ATTEMPTS ? 'FAILED' : 'RETRY';
  await db.insert(webhookAttempt).values({ deliveryNo, tryNo, startedDt: now, durationMs, statusCode, responseExcerpt: excerpt, error: error?.slice(0, 500) ?? null });
  await db.update(webhookDelivery).set({
    statusCd, lastStatusCode: statusCode, lastError: error?.slice(0, 500) ?? null, ...(ok ? { deliveredDt: now } : {}),
  }).where(eq(webhookDelivery.deliveryNo, deliveryNo));
  return { deliveryNo, statusCd, statusCode, retry: statusCd === 'RETRY' };
}
