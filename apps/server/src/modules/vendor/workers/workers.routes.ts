import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  maskListRow, resourceFindQuerySchema, resourceListSchema, VND_API, VND_WORKER_MESSAGES, vendorWorkerResource,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../../db/client.js';
import { AppError, notFound, outOfScope } from '../../../lib/errors.js';
import { plantTimeZone } from '../../../lib/plant-time.js';
import { menuRead } from '../../../lib/route-auth.js';
import { findPage, type ResourceBinding } from '../../../lib/resource/resource.repository.js';
import { resourceRoutes, toWire } from '../../../lib/resource/resource.routes.js';
import { requestScope } from '../../../lib/scoped-load.js';
import { registerResourceAttachments } from '../../attachments/resource-attachments.js';
import { vendorWorker, vendorWorkerLicence } from '../vendor.tables.js';
import { registerLicenceExpiry } from './licence-expiry.js';

const binding: ResourceBinding = {
  def: vendorWorkerResource,
  table: vendorWorker,
  children: { licences: { table: vendorWorkerLicence, parentKey: 'workerNo' } },
  // what the roster shows beside each worker (indexed lookups per row of the page: completion by worker and course
  // type, penalty by worker and date, licence by worker); "today" is the plant's calendar day, not the server's
  derived: {
    siteEduYmd: (col) => sql`(select max(c.complete_ymd)::text from saf_edu_completion c
      where c.vendor_worker_no = ${col('workerNo')} and c.course_type_cd in ('ENTRANT', 'VISITOR', 'GAS_WORKER'))`,
    warningCount: (col) => sql`(select count(*)::int from vnd_penalty p where p.worker_no = ${col('workerNo')} and p.violation_ymd > (now() at time zone ${plantTimeZone()})::date - 365)`,
    expiredLicenceCount: (col) => sql`(select count(*)::int from vnd_worker_licence l where l.worker_no = ${col('workerNo')} and l.expiry_ymd < (now() at time zone ${plantTimeZone()})::date)`,
  },
};

// VND_WORKER: licence scans of a worker; rights and scope from the definition (vendor users: their own workers)
registerResourceAttachments(binding, '협력업체 근로자 자격증 사본');

/** a worker works at one of the plants of their vendor: its main plant or a contracted plant */
async function assertContractedPlant(tx: DbOrTx, vendorCd: unknown, plantCd: unknown) {
  const [v] = await queryRows<{ ok: boolean }>(tx, sql`
    select (v.plant_cd = ${String(plantCd)} or exists (select 1 from vnd_vendor_plant vp where vp.vendor_cd = v.vendor_cd and vp.plant_cd = ${String(plantCd)})) as ok
      from com_vendor v where v.vendor_cd = ${String(vendorCd)}`);
  if (!v) throw new AppError(400, VND_WORKER_MESSAGES.vendorMissing);
  if (!v.ok) throw new AppError(400, VND_WORKER_MESSAGES.plantNotContracted);
}

const { vendorCd: _v, ...findShape } = resourceFindQuerySchema(vendorWorkerResource).shape;
const ZWorkersOfQuery = z.object(findShape);

/** 근로자 명부: the roster (resource), one vendor's roster, the licence expiry job */
export async function vendorWorkerRoutes(app: FastifyInstance): Promise<void> {
  registerLicenceExpiry(app);
  await app.register(resourceRoutes(binding, {
    beforeWrite: async ({ tx, op, values, before }) => {
      if (op === 'delete') return;
      const merged = { ...before, ...values };
      await assertContractedPlant(tx, merged.vendorCd, merged.plantCd);
    },
  }));
  const r = app.withTypeProvider<ZodTypeProvider>();

  // spec contract: one vendor's roster, paged, phone numbers and birth dates masked; vendor users their own vendor only
  r.get('/api/vendor/vendors/:vendorCd/workers', {
    config: menuRead(vendorWorkerResource.menuId),
    schema: {
      tags: ['vendorWorker'], summary: '협력업체 근로자 명부 (연락처·생년월일 마스킹)',
      params: z.object({ vendorCd: z.string().trim().min(1).max(30) }), querystring: ZWorkersOfQuery,
      response: { 200: resourceListSchema(vendorWorkerResource) },
    },
  }, async (req) => {
    const scope = await requestScope(app.db, req, vendorWorkerResource.menuId);
    const { vendorCd } = req.params;
    if (scope.vendorCd !== null && scope.vendorCd !== vendorCd) throw outOfScope();
    // plant users: a vendor whose main plant or one of whose contracted plants is theirs
    const [v] = await queryRows<{ reachable: boolean }>(app.db, sql`
      select (${scope.allPlants || scope.vendorCd !== null} or v.plant_cd = ${scope.plantCd ?? '-'}
              or exists (select 1 from vnd_vendor_plant vp where vp.vendor_cd = v.vendor_cd and vp.plant_cd = ${scope.plantCd ?? '-'})) as reachable
        from com_vendor v where v.vendor_cd = ${vendorCd}`);
    if (!v) throw notFound();
    if (!v.reachable) throw outOfScope();
    const { page, limit, sortField, sortOrder, ...filters } = req.query as Record<string, unknown> & { page: number; limit: number; sortField?: string; sortOrder?: 'asc' | 'desc' };
    const { rows, totalCount, totalCappedYn } = await findPage(app.db, binding, scope, { page, limit, sortField, sortOrder, filters: { ...filters, vendorCd } });
    return { list: rows.map((row) => maskListRow(vendorWorkerResource, toWire(row))), totalCount, totalCappedYn, page, limit } as z.infer<ReturnType<typeof resourceListSchema>>;
  });
}

export const VND_WORKERS_OF = VND_API.workersOf;
