import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  INTEGRATION_TOKEN_API, INTEGRATION_TOKEN_PREFIX, ZIntegrationToken, ZIntegrationTokenCreate, ZIntegrationTokenCreated, type TIntegrationScope,
} from '@jikim/shared';
import type { DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { notFound, unauthorized } from '../../lib/errors.js';
import { adminOnly } from '../../lib/route-auth.js';
import { integrationToken } from './integration.tables.js';

/** the system a request of an integration route acts for */
export type TIntegration = { tokenNo: number; tokenNm: string; scopeCd: TIntegrationScope };

declare module 'fastify' {
  interface FastifyRequest {
    integration: TIntegration | null;
  }
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** who the audit log names for a change made by an integration */
export const integrationActor = (i: TIntegration) => `INTEGRATION:${i.tokenNo}`.slice(0, 50);

/**
 * The integration a request carries: `Authorization: Bearer jki_…` of a live token of the route's scope, else 401
 * (a person's access token, a revoked token, another scope's token). Stamps the token's last use.
 */
export async function verifyIntegration(db: DbOrTx, req: FastifyRequest, scope: TIntegrationScope): Promise<TIntegration> {
  const raw = req.headers.authorization;
  const value = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  const token = value.startsWith('Bearer ') ? value.slice(7).trim() : '';
  if (!token.startsWith(INTEGRATION_TOKEN_PREFIX) || token.length > 200) throw unauthorized('INVALID_TOKEN');
  const [row] = await db.select().from(integrationToken).where(eq(integrationToken.tokenHash, hashOf(token)));
  if (!row || row.revokeYn !== 'N' || row.scopeCd !== scope) throw unauthorized('INVALID_TOKEN');
  await db.update(integrationToken).set({ lastUsedDt: new Date() }).where(eq(integrationToken.tokenNo, row.tokenNo));
  return { tokenNo: row.tokenNo, tokenNm: row.tokenNm, scopeCd: row.scopeCd as TIntegrationScope };
}

const out = (r: typeof integrationToken.$inferSelect) => ({
  tokenNo: r.tokenNo, tokenNm: r.tokenNm, scopeCd: r.scopeCd as TIntegrationScope, createUserId: r.createUserId, createDt: r.createDt.toISOString(),
  lastUsedDt: r.lastUsedDt?.toISOString() ?? null, revokeYn: r.revokeYn as 'Y' | 'N', revokeDt: r.revokeDt?.toISOString() ?? null,
});

/** administrators keep the integration tokens: list, create (the token answered once), revoke; each change audited */
export async function integrationTokenRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['integration'];
  r.get(INTEGRATION_TOKEN_API, {
    config: adminOnly,
    schema: { tags, summary: 'integration tokens (never the token itself)', response: { 200: z.object({ list: z.array(ZIntegrationToken) }) } },
  }, async () => ({ list: (await app.db.select().from(integrationToken).orderBy(desc(integrationToken.tokenNo))).map(out) }));

  r.post(INTEGRATION_TOKEN_API, {
    config: adminOnly,
    schema: { tags, summary: 'create an integration token: the answer carries the token once; only its hash is kept', body: ZIntegrationTokenCreate, response: { 200: ZIntegrationTokenCreated } },
  }, async (req) => {
    const token = `${INTEGRATION_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    return app.db.transaction(async (tx) => {
      const [row] = await tx.insert(integrationToken).values({ tokenNm: req.body.tokenNm, scopeCd: req.body.scopeCd, tokenHash: hashOf(token), createUserId: req.principal!.userId }).returning();
      await writeAudit(tx, { userId: req.principal!.userId, action: 'CREATE', entity: 'com_integration_token', entityKey: String(row!.tokenNo), after: out(row!), ip: req.ip });
      return { ...out(row!), token };
    });
  });

  r.post(`${INTEGRATION_TOKEN_API}/:tokenNo/revoke`, {
    config: adminOnly,
    schema: { tags, summary: 'revoke an integration token (at once, for good)', params: z.object({ tokenNo: z.coerce.number().int().min(1).max(2_147_483_647) }), response: { 200: ZIntegrationToken } },
  }, async (req) => app.db.transaction(async (tx) => {
    const [before] = await tx.select().from(integrationToken).where(eq(integrationToken.tokenNo, req.params.tokenNo)).for('update');
    if (!before) throw notFound();
    if (before.revokeYn === 'Y') return out(before);
    const [row] = await tx.update(integrationToken).set({ revokeYn: 'Y', revokeDt: new Date(), revokeUserId: req.principal!.userId })
      .where(eq(integrationToken.tokenNo, req.params.tokenNo)).returning();
    await writeAudit(tx, { userId: req.principal!.userId, action: 'REVOKE', entity: 'com_integration_token', entityKey: String(row!.tokenNo), before: out(before), after: out(row!), ip: req.ip });
    return out(row!);
  }));
}
