import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { facilityResource, SAF_CHECK_MENUS, SAF_FACILITY_MESSAGES, ymdIn, ZFacilityDueQuerySchema, ZFacilityDueSchema } from '@jikim/shared';
import { conflict } from '../../../lib/errors.js';
import { menuRead } from '../../../lib/route-auth.js';
import { resourceRoutes } from '../../../lib/resource/resource.routes.js';
import type { ResourceBinding } from '../../../lib/resource/resource.repository.js';
import { requestScope } from '../../../lib/scoped-load.js';
import { registerResourceAttachments } from '../../attachments/resource-attachments.js';
import { alertOverdueFacilities, findDueFacilities, refreshFacilityDates } from './facilities.service.js';
import { safFacility, safFacilityInspection } from './facilities.tables.js';
import { facilityUploadRoutes } from './facilities.upload.js';

export const facilityBinding: ResourceBinding = {
  def: facilityResource, table: safFacility, children: { inspections: { table: safFacilityInspection, parentKey: 'facilityNo' } },
};

// SAF_FACILITY_CERT: inspection certificates (합격증명서) of a facility
registerResourceAttachments(facilityBinding, '설비 검사 합격증명서');

export const FACILITY_OVERDUE_JOB = 'saf-facility-overdue';
/** every morning at 07:30 plant time */
export const FACILITY_OVERDUE_CRON = '30 7 * * *';

/** /api/saf/facilities: the facility master with its inspections, the due list and the overdue alert job */
export async function facilityRoutes(app: FastifyInstance): Promise<void> {
  const timeZone = app.config.plantTimeZone ?? 'Asia/Seoul';
  app.jobs.schedule(FACILITY_OVERDUE_JOB, FACILITY_OVERDUE_CRON, async ({ now }) => alertOverdueFacilities(app.db, ymdIn(now, timeZone)));
  const r = app.withTypeProvider<ZodTypeProvider>();

  // the due list (contract: { list: [{ facilityNo, facilityNm, nextInspectionYmd, overdueYn, … }], totalCount })
  r.get('/api/saf/facilities/due', {
    config: menuRead(SAF_CHECK_MENUS.facility),
    schema: { tags: ['safFacility'], summary: 'facilities due for inspection within withinDays (and overdue)', querystring: ZFacilityDueQuerySchema, response: { 200: ZFacilityDueSchema } },
  }, async (req) => {
    const scope = await requestScope(app.db, req, SAF_CHECK_MENUS.facility);
    return findDueFacilities(app.db, facilityBinding, scope, req.query, ymdIn(new Date(), timeZone));
  });

  await app.register(resourceRoutes(facilityBinding, {
    // the facility code is unique in its plant
    beforeWrite: async ({ tx, op, values, before }) => {
      if (op === 'delete') return;
      const [dup] = await tx.select({ n: safFacility.facilityNo }).from(safFacility)
        .where(and(eq(safFacility.plantCd, String(values.plantCd)), eq(safFacility.facilityCd, String(values.facilityCd)),
          before ? ne(safFacility.facilityNo, Number(before.facilityNo)) : undefined)).limit(1);
      if (dup) throw conflict(SAF_FACILITY_MESSAGES.duplicateCode);
    },
    afterWrite: ({ tx, row }) => refreshFacilityDates(tx, row),
  }));
  await app.register(facilityUploadRoutes);
}
