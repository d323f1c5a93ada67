import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  nearMissResource, SAF_NEARMISS_MESSAGES, SAF_NEARMISS_PUBLIC_API, SAF_NEARMISS_PUBLIC_LIMITS as LIM, SAF_NEARMISS_PUBLIC_PHOTOS as PHOTOS, ZPublicNearMissSchema,
} from '@jikim/shared';
import { queryRows } from '../../../db/client.js';
import { writeAudit } from '../../../lib/audit.js';
import { badRequest } from '../../../lib/errors.js';
import { enforceRateLimit } from '../../../lib/rate-limit.js';
import { publicRoute } from '../../../lib/route-auth.js';
import { resourceRoutes } from '../../../lib/resource/resource.routes.js';
import type { ResourceBinding } from '../../../lib/resource/resource.repository.js';
import { sealUploadGrant } from '../../attachments/attachments.public.js';
import { registerResourceAttachments } from '../../attachments/resource-attachments.js';
import { safNearMiss, safNearMissMeasure } from './accidents.tables.js';
import { nearMissToAccident, openNearMissActions } from './accidents.service.js';

const binding: ResourceBinding = { def: nearMissResource, table: safNearMiss, children: { measures: { table: safNearMissMeasure, parentKey: 'nearMissNo' } } };
registerResourceAttachments(binding, '아차사고 사진');

/** /api/saf/nearmiss (register, review → improvement actions) and the public anonymous report */
export async function safetyNearMissRoutes(app: FastifyInstance): Promise<void> {
  await app.register(resourceRoutes(binding, {
    workflow: {
      hooks: {
        openActions: ({ tx, record, actorUserId }) => openNearMissActions(tx, record, actorUserId),
        toAccident: async ({ tx, record, actorUserId }) => { await nearMissToAccident(tx, record, actorUserId); },
      },
    },
  }));

  // spec §2 (/qr is public): an anonymous report from a plant area's QR code. Rate-limited per client address;
  // the answer says only that it was received (no number, nothing of other reports) and carries a sealed grant for
  // up to 3 photos into the new report's group (POST /api/public/attachFile/upload), which reads nothing
  app.withTypeProvider<ZodTypeProvider>().post(SAF_NEARMISS_PUBLIC_API, {
    config: publicRoute,
    bodyLimit: 16 * 1024,
    schema: {
      tags: ['safNearMiss'], summary: 'anonymous near-miss report (public, rate-limited per client address)',
      body: ZPublicNearMissSchema,
      response: { 200: z.object({ received: z.literal(true), message: z.string(), photoGrant: z.string() }) },
    },
  }, async (req) => {
    await enforceRateLimit(app.db, `nearmiss:${req.ip}`, { limit: LIM.perWindow, windowSec: LIM.windowSec });
    const b = req.body;
    const plant = await queryRows(app.db, sql`select 1 from com_code_master where code_group_cd = 'COM_PLANT_CD' and code = ${b.plantCd} and use_yn = 'Y'`);
    if (plant.length === 0) throw badRequest([{ field: 'plantCd', message: SAF_NEARMISS_MESSAGES.unknownPlant }], SAF_NEARMISS_MESSAGES.unknownPlant);
    const no = await app.db.transaction(async (tx) => {
      const values: typeof safNearMiss.$inferInsert = {
        statusCd: nearMissResource.workflow.initial, plantCd: b.plantCd, areaCd: b.areaCd ?? null, title: String(b.title), contents: String(b.contents), anonymousYn: 'Y',
      };
      const [row] = await tx.insert(safNearMiss).values(values).returning();
      await writeAudit(tx, { userId: 'anonymous', action: 'CREATE', entity: nearMissResource.name, entityKey: String(row!.nearMissNo), after: { ...row, createDt: row!.createDt.toISOString(), updateDt: row!.updateDt.toISOString() }, ip: req.ip });
      return row!.nearMissNo;
    });
    const { taskClassNm, maxFiles, exts, maxMb, grantSec } = PHOTOS;
    const photoGrant = sealUploadGrant(app.config.jwtSecret, { taskClassNm, attachFileId: String(no), maxFiles, exts: [...exts], maxMb }, grantSec);
    return { received: true as const, message: SAF_NEARMISS_MESSAGES.received, photoGrant };
  });
}
