import { and, eq } from 'drizzle-orm';
import { VND_PENALTY_MESSAGES, vendorPenaltyResource } from '@jikim/shared';
import { badRequest } from '../../../lib/errors.js';
import { vendorWorker } from '../vendor.tables.js';
import { resourceRoutes } from '../../../lib/resource/resource.routes.js';
import type { ResourceBinding } from '../../../lib/resource/resource.repository.js';
import { registerResourceAttachments } from '../../attachments/resource-attachments.js';
import { assertVendorPlant } from '../entry/entry.service.js';
import { applyThresholds, kindPoints } from './penalty.service.js';
import { vendorPenalty } from './penalty.tables.js';

const binding: ResourceBinding = { def: vendorPenaltyResource, table: vendorPenalty };

// VND_PENALTY: photos of a violation, rights and scope of the penalty menu
registerResourceAttachments(binding, '협력업체 벌점 사진');

/** /api/vendor/penalties: the register from the definition; points from the kind; thresholds after every write */
export const vendorPenaltyRoutes = resourceRoutes(binding, {
  beforeWrite: async ({ tx, op, values, before }) => {
    if (op === 'delete') return;
    const v = { ...before, ...values };
    await assertVendorPlant(tx, String(v.vendorCd), String(v.plantCd));
    if (v.workerNo !== null && v.workerNo !== undefined) {
      const w = await tx.select({ n: vendorWorker.workerNo }).from(vendorWorker)
        .where(and(eq(vendorWorker.workerNo, Number(v.workerNo)), eq(vendorWorker.vendorCd, String(v.vendorCd)))).limit(1);
      if (w.length === 0) throw badRequest([{ field: 'workerNo', message: VND_PENALTY_MESSAGES.workerVendor }], VND_PENALTY_MESSAGES.workerVendor);
    }
    const kindPts = await kindPoints(tx, String(v.penaltyKindCd));
    // empty points = the kind's points; an entered value stays (1..VND_PENALTY_MAX_POINTS by the field rule)
    if (values.points === null || values.points === undefined) values.points = op === 'update' && before?.penaltyKindCd === v.penaltyKindCd && before?.points ? before.points : kindPts;
  },
  afterWrite: async ({ tx, req, row }) => {
    await applyThresholds(tx, String(row.vendorCd), String(row.violationYmd), req.principal!.userId);
  },
});
