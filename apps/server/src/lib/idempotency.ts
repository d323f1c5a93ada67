import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, lt } from 'drizzle-orm';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEEP_DAYS, IDEMPOTENCY_KEY_RE, IDEMPOTENCY_MESSAGES, IDEMPOTENCY_REPLAYED_HEADER, RETURN_CODES } from '@jikim/shared';
import { AppError, badRequest } from './errors.js';
import { idempotencyKey } from './idempotency.tables.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** the key this request holds (set when it is the first with it) */
    idempotency: { userId: string; key: string } | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const IDEMPOTENCY_CLEANUP_JOB = 'idempotency-cleanup';

/** what a request asks, for comparing a second use of its key: method, address (with its query) and body */
function requestHash(req: FastifyRequest): string {
  return createHash('sha256').update(`${req.method} ${req.url}\n${JSON.stringify(req.body ?? null)}`).digest('hex');
}

/**
 * `Idempotency-Key` on any write of a logged-in user (issue 31 contract; the phone's offline queue sends one UUID per
 * submission). The first request with a key is recorded PENDING before its handler runs (the key's row is inserted
 * first, so two copies arriving together cannot both run) and its answer is stored when sent; a second request with
 * the key answers that stored status and body unchanged (`Idempotent-Replayed: true`) without running; one with the
 * same key but another method, address or body answers 422; one while the first still runs answers 409. A 5xx answer
 * is not kept (the key is freed, the write may be sent again). Keys are per user and kept IDEMPOTENCY_KEEP_DAYS days.
 * A write without the header is unchanged.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('idempotency', null);

  app.addHook('preValidation', async (req: FastifyRequest, reply: FastifyReply) => {
    const raw = req.headers[IDEMPOTENCY_HEADER];
    if (raw === undefined || !WRITES.has(req.method) || !req.principal) return;
    const key = Array.isArray(raw) ? raw[0] ?? '' : raw;
    if (!IDEMPOTENCY_KEY_RE.test(key)) throw badRequest([{ field: IDEMPOTENCY_HEADER, message: IDEMPOTENCY_MESSAGES.badKey }], IDEMPOTENCY_MESSAGES.badKey);
    const userId = req.principal.userId;
    const hash = requestHash(req);
    const idemKey = key.toLowerCase();
    let row: typeof idempotencyKey.$inferSelect | undefined;
    // twice at most: a key freed between the insert and the read (the first answered 5xx) is taken by this request
    for (let i = 0; i < 2 && !row; i++) {
      const inserted = await app.db.insert(idempotencyKey)
        .values({ userId, idemKey, method: req.method, path: req.url.slice(0, 500), bodyHash: hash, statusCd: 'PENDING' })
        .onConflictDoNothing().returning({ k: idempotencyKey.idemKey });
      if (inserted.length) {
        req.idempotency = { userId, key: idemKey };
        return;
      }
      [row] = await app.db.select().from(idempotencyKey).where(and(eq(idempotencyKey.userId, userId), eq(idempotencyKey.idemKey, idemKey)));
    }
    if (!row) throw new AppError(409, IDEMPOTENCY_MESSAGES.pending, RETURN_CODES.conflict);
    if (row.bodyHash !== hash) throw new AppError(422, IDEMPOTENCY_MESSAGES.reused, RETURN_CODES.validation);
    if (row.statusCd !== 'DONE' || row.statusCode === null) throw new AppError(409, IDEMPOTENCY_MESSAGES.pending, RETURN_CODES.conflict);
    reply.code(row.statusCode).header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
    if (row.contentType) reply.header('content-type', row.contentType);
    return reply.send(row.responseBody ?? '');
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const held = req.idempotency;
    if (!held) return payload;
    req.idempotency = null;
    const where = and(eq(idempotencyKey.userId, held.userId), eq(idempotencyKey.idemKey, held.key));
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    try {
      // a server error or an answer that cannot be replayed (a stream) frees the key
      if (reply.statusCode >= 500 || body === null) await app.db.delete(idempotencyKey).where(where);
      else {
        const ct = reply.getHeader('content-type');
        await app.db.update(idempotencyKey)
          .set({ statusCd: 'DONE', statusCode: reply.statusCode, contentType: typeof ct === 'string' ? ct.slice(0, 200) : null, responseBody: body })
          .where(where);
      }
    } catch (e) {
      req.log.error({ err: e }, 'idempotency: the answer could not be kept');
    }
    return payload;
  });

  app.jobs.schedule(IDEMPOTENCY_CLEANUP_JOB, '20 3 * * *', async ({ now }) => {
    const before = new Date(now.getTime() - IDEMPOTENCY_KEEP_DAYS * 86_400_000);
    const gone = await app.db.delete(idempotencyKey).where(lt(idempotencyKey.createDt, before)).returning({ k: idempotencyKey.idemKey });
    return { deleted: gone.length };
  });
}, { name: 'idempotency', dependencies: ['jobs'] });
