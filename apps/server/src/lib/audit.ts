import type { DbOrTx } from '../db/client.js';
import { auditLog } from '../db/schema.js';

export type AuditEntry = {
  userId: string | null;
  action: string;
  entity: string;
  entityKey?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
};

const SECRET_KEYS = /pwd|password|token|secret/i;

/** drop secrets before anything reaches the audit log */
function redact(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(redact);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEYS.test(k) ? '***' : redact(v);
    return out;
  }
  return value;
}

/** call inside the same transaction as the write it records */
export async function writeAudit(tx: DbOrTx, e: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    userId: e.userId,
    action: e.action,
    entity: e.entity,
    entityKey: e.entityKey ?? null,
    beforeData: redact(e.before),
    afterData: redact(e.after),
    ip: e.ip?.slice(0, 64) ?? null,
  });
}
