import { z } from 'zod';
import { pageOf, ZPageQuerySchema } from '../admin/index.js';

/**
 * Outbound webhooks (issue 32 item 3): an administrator subscribes a URL to events; each event becomes a delivery row
 * written in the business write's transaction (outbox), delivered by the job queue with retries, signed:
 * `X-Jikim-Timestamp: <unix seconds>`, `X-Jikim-Signature: sha256=<hex HMAC-SHA256(secret, "<timestamp>.<body>")>`.
 */
export const WEBHOOK_API = '/api/manage/integration/webhooks';
export const WEBHOOK_DELIVERY_API = '/api/manage/integration/webhooks/deliveries';

/** the events a subscription may name (a fixed, registered list) */
export const WEBHOOK_EVENTS = ['ACC_FLASH', 'ACC_SERIOUS', 'WKOD_GAS_OUT', 'IMPR_OVERDUE', 'ENV_EXCEED'] as const;
export type TWebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** the event of an administrator's "send test event" (never subscribed to) */
export const WEBHOOK_TEST_EVENT = 'WEBHOOK_TEST';
export const WEBHOOK_EVENT_LABELS_KO: Record<TWebhookEvent | typeof WEBHOOK_TEST_EVENT, string> = {
  ACC_FLASH: '사고 속보', ACC_SERIOUS: '중대재해 분류', WKOD_GAS_OUT: '가스 측정 부적합 작업중지', IMPR_OVERDUE: '개선조치 기한 경과', ENV_EXCEED: '배출허용기준 초과', WEBHOOK_TEST: '테스트 이벤트',
};
export const WEBHOOK_FORMATS = ['JSON', 'SLACK'] as const;
export type TWebhookFormat = (typeof WEBHOOK_FORMATS)[number];
export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SENDING', 'RETRY', 'DELIVERED', 'FAILED'] as const;
export type TWebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
/** attempts of one delivery before it is FAILED (the first one and 4 retries) */
export const WEBHOOK_MAX_ATTEMPTS = 5;
export const WEBHOOK_SIGNATURE_HEADER = 'X-Jikim-Signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'X-Jikim-Timestamp';
export const WEBHOOK_EVENT_HEADER = 'X-Jikim-Event';
export const WEBHOOK_DELIVERY_HEADER = 'X-Jikim-Delivery';
/** a subscription's secret: this prefix and 43 characters of base64url (256 random bits) */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const WEBHOOK_MESSAGES = {
  badUrl: '웹훅 주소는 http:// 또는 https:// 로 시작하는 올바른 URL이어야 합니다.',
  noEvents: '구독할 이벤트를 하나 이상 선택하세요.',
  inactive: '사용 중지된 구독입니다. 사용으로 바꾼 뒤 보내세요.',
} as const;

const zUrl = z.string().trim().min(1, WEBHOOK_MESSAGES.badUrl).max(1000).refine((s) => {
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0 && !u.username && !u.password;
  } catch {
    return false;
  }
}, WEBHOOK_MESSAGES.badUrl);

export const ZWebhookSub = z.object({
  subNo: z.number().int(), subNm: z.string(), url: z.string(), events: z.array(z.string()), formatCd: z.enum(WEBHOOK_FORMATS),
  activeYn: z.enum(['Y', 'N']), createUserId: z.string().nullable(), createDt: z.string(), updateDt: z.string(),
  /** the last 4 characters of the secret, to tell secrets apart */
  secretHint: z.string(),
  lastDeliveryDt: z.string().nullable(), lastStatusCd: z.string().nullable(),
});
export type TWebhookSub = z.infer<typeof ZWebhookSub>;
export const ZWebhookSubCreate = z.object({
  subNm: z.string().trim().min(1).max(100), url: zUrl,
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, WEBHOOK_MESSAGES.noEvents).max(WEBHOOK_EVENTS.length),
  formatCd: z.enum(WEBHOOK_FORMATS).default('JSON'), activeYn: z.enum(['Y', 'N']).default('Y'),
});
export type TWebhookSubCreate = z.input<typeof ZWebhookSubCreate>;
export const ZWebhookSubUpdate = z.object({
  subNm: z.string().trim().min(1).max(100).optional(), url: zUrl.optional(),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, WEBHOOK_MESSAGES.noEvents).max(WEBHOOK_EVENTS.length).optional(),
  formatCd: z.enum(WEBHOOK_FORMATS).optional(), activeYn: z.enum(['Y', 'N']).optional(),
});
/** the secret is answered once, at creation */
export const ZWebhookSubCreated = ZWebhookSub.extend({ secret: z.string() });

export const ZWebhookAttempt = z.object({
  attemptNo: z.number().int(), tryNo: z.number().int(), startedDt: z.string(), durationMs: z.number().int(),
  statusCode: z.number().int().nullable(), responseExcerpt: z.string().nullable(), error: z.string().nullable(),
});
export type TWebhookAttempt = z.infer<typeof ZWebhookAttempt>;
export const ZWebhookDelivery = z.object({
  deliveryNo: z.number().int(), deliveryId: z.string(), subNo: z.number().int(), subNm: z.string().nullable(), event: z.string(),
  plantCd: z.string().nullable(), title: z.string().nullable(), statusCd: z.enum(WEBHOOK_DELIVERY_STATUSES), attemptCnt: z.number().int(),
  createDt: z.string(), lastAttemptDt: z.string().nullable(), deliveredDt: z.string().nullable(), lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(), resendOfNo: z.number().int().nullable(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;
export const ZWebhookDeliveryDetail = ZWebhookDelivery.extend({ payload: z.string(), attempts: z.array(ZWebhookAttempt) });
export type TWebhookDeliveryDetail = z.infer<typeof ZWebhookDeliveryDetail>;
export const ZWebhookDeliveryQuery = ZPageQuerySchema.extend({
  subNo: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  statusCd: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
  event: z.enum([...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT]).optional(),
});
export const ZWebhookDeliveryPage = pageOf(ZWebhookDelivery);

/** the generic JSON body of a delivery (format JSON); SLACK sends `{ text }` in Korean */
export type TWebhookPayload = {
  id: string; event: string; occurredAt: string; plantCd: string | null;
  data: Record<string, unknown> & { title: string; link: string | null };
};
