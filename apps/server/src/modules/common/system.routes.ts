import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_PLANT_TIME_ZONE } from '@jikim/shared';
import { publicRoute } from '../../lib/route-auth.js';

/** liveness, readiness and the client's environment marker */
export async function systemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/healthz', { schema: { tags: ['system'], response: { 200: z.object({ status: z.string() }) } } }, async () => ({ status: 'ok' }));
  r.get('/readyz', {
    schema: { tags: ['system'], response: { 200: z.object({ status: z.string(), db: z.string() }), 503: z.object({ status: z.string(), db: z.string() }) } },
  }, async (_req, reply) => {
    try {
      await Promise.race([
        app.dbHandle.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000)),
      ]);
      return { status: 'ok', db: app.dbHandle.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', db: app.dbHandle.kind });
    }
  });
  r.get('/api/common/env', {
    config: publicRoute,
    schema: { tags: ['system'], summary: '실행 환경 (개발/로컬 표시용, 사업장 시간대)', response: { 200: z.object({ appEnv: z.string(), plantTimeZone: z.string() }) } },
  }, async () => ({ appEnv: app.config.appEnv, plantTimeZone: app.config.plantTimeZone ?? DEFAULT_PLANT_TIME_ZONE }));
}
