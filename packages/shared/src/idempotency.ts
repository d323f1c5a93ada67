/**
 * Offline queues (issue 31): a write sent again after a lost answer carries the same `Idempotency-Key` and is applied
 * once. Contract: the same key twice creates one record and answers the same body both times; the same key with a
 * different request answers 422.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** a replayed answer says so */
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotent-replayed';
/** a key is a UUID the client generates per submission */
export const IDEMPOTENCY_KEY_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** how long a key is remembered (days): longer than a phone stays offline in practice */
export const IDEMPOTENCY_KEEP_DAYS = 14;

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Idempotency-Key는 UUID 형식이어야 합니다.',
  reused: '같은 Idempotency-Key로 다른 요청이 이미 처리되었습니다. 새 요청에는 새 키를 사용하세요.',
  pending: '같은 요청을 처리하는 중입니다. 잠시 후 다시 확인하세요.',
} as const;
