import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES, VND_ENTRY_API, VND_ENTRY_PASS_API, VND_MENUS, vendorEntryResource, ZEntryPassSchema, zPublicToken,
} from '@jikim/shared';
import { queryRows } from '../../../db/client.js';
import { badRequest, forbidden } from '../../../lib/errors.js';
import { plantToday } from '../../../lib/plant-time.js';
import { enforceRateLimit } from '../../../lib/rate-limit.js';
import { menuRead, publicRoute } from '../../../lib/route-auth.js';
import { resourceRoutes } from '../../../lib/resource/resource.routes.js';
import type { ResourceBinding } from '../../../lib/resource/resource.repository.js';
import { loadScoped, requestScope } from '../../../lib/scoped-load.js';
import { resourceApproval } from '../../approvals/resource-approval.js';
import { requestOnBehalf } from '../../approvals/approvals.service.js';
import { vendorEntry, vendorEntryEquipment, vendorEntryPerson, vendorEntryVehicle } from './entry.tables.js';
import {
  assertEntryEligible, assertVendorPlant, defaultSuperviseDept, entryApprover, newPassToken, passState, syncPersons,
} from './entry.service.js';

const binding: ResourceBinding = {
  def: vendorEntryResource,
  table: vendorEntry,
  children: {
    persons: { table: vendorEntryPerson, parentKey: 'entryNo' },
    vehicles: { table: vendorEntryVehicle, parentKey: 'entryNo' },
    equipment: { table: vendorEntryEquipment, parentKey: 'entryNo' },
  },
};

// 출입신청 결재 (VND_ENTRY): the supervising department approves; a request in approval (or approved) is read-only
const approval = resourceApproval({
  def: vendorEntryResource, table: vendorEntry, titleKo: '출입신청',
  title: (r) => `[출입신청] ${String(r.workDesc)}`,
  summary: (r) => [`작업내용: ${String(r.workDesc)}`, `작업장소: ${String(r.place)}`, `출입기간: ${String(r.entryFromYmd)} ~ ${String(r.entryToYmd)}`],
});

const entryRoutes = resourceRoutes(binding, {
  beforeWrite: async (ctx) => {
    await approval.beforeWrite?.(ctx);
    if (ctx.op === 'delete') return;
    const v = { ...ctx.before, ...ctx.values };
    await assertVendorPlant(ctx.tx, String(v.vendorCd), String(v.plantCd));
    // the contract's supervising department when the request names none
    if (!v.superviseDeptCd) {
      const d = await defaultSuperviseDept(ctx.tx, String(v.vendorCd), String(v.plantCd));
      if (!d) throw badRequest([{ field: 'superviseDeptCd', message: MESSAGES.badRequest }]);
      ctx.values.superviseDeptCd = d;
    }
  },
  afterWrite: ({ tx, row }) => syncPersons(tx, Number(row.entryNo), String(row.vendorCd), row),
  workflow: {
    guards: { entryEligible: ({ tx, record }) => assertEntryEligible(tx, record) },
    hooks: {
      // 신청: the supervising department gets the approval (vendor users cannot request one themselves)
      requestApproval: async ({ tx, key, record, actorUserId }) => {
        const approver = await entryApprover(tx, record, actorUserId);
        await requestOnBehalf(tx, { apprTypeCd: vendorEntryResource.approvalType, recordKey: key, requestUserId: actorUserId, approverUserIds: [approver] });
      },
      // 승인: the QR pass
      issuePass: async ({ tx, key }) => {
        await tx.update(vendorEntry).set({ passToken: newPassToken(), approveYmd: plantToday() }).where(eq(vendorEntry.entryNo, Number(key)));
      },
    },
  },
});

/** public pass checks per client address and minute (the gate scans one pass at a time) */
const PASS_RATE_PER_MINUTE = 60;

export async function vendorEntryRoutes(app: FastifyInstance): Promise<void> {
  await app.register(entryRoutes);
  const r = app.withTypeProvider<ZodTypeProvider>();

  // the persons grid's options: the active workers of a vendor (vendor users: their own vendor only)
  r.get(`${VND_ENTRY_API}/workerOptions`, {
    config: menuRead(VND_MENUS.entry),
    schema: {
      tags: ['vendorEntry'], summary: 'workers a request may name (active workers of the vendor)',
      querystring: z.object({ vendorCd: z.string().trim().min(1).max(30) }),
      response: { 200: z.object({ list: z.array(z.object({ workerNo: z.number(), workerNm: z.string() })) }) },
    },
  }, async (req) => {
    const scope = await requestScope(app.db, req, VND_MENUS.entry);
    const { vendorCd } = req.query;
    if (scope.vendorCd !== null && scope.vendorCd !== vendorCd) throw forbidden();
    const plantLimit = scope.vendorCd !== null || scope.allPlants ? sql`true` : sql`w.plant_cd = ${scope.plantCd}`;
    const list = await queryRows<{ workerNo: number; workerNm: string }>(app.db, sql`
      select w.worker_no as "workerNo", w.worker_nm as "workerNm" from vnd_worker w
       where w.vendor_cd = ${vendorCd} and w.use_yn = 'Y' and ${plantLimit} order by w.worker_nm, w.worker_no limit 1000`);
    return { list };
  });

  // the QR pass of an approved request, for the record's readers (the detail shows the QR and prints the pass)
  r.get(`${VND_ENTRY_API}/:key/pass`, {
    config: menuRead(VND_MENUS.entry),
    schema: {
      tags: ['vendorEntry'], summary: 'the QR pass token of an approved request (null before approval)',
      params: z.object({ key: z.coerce.number().int().min(1).max(2_147_483_647) }),
      response: { 200: z.object({ token: z.string().nullable(), pass: ZEntryPassSchema.nullable() }) },
    },
  }, async (req) => {
    const row = await loadScoped<{ pass_token: string | null }>(app.db, req, {
      from: sql`vnd_entry e`, key: sql`e.entry_no = ${req.params.key}`, select: sql`e.pass_token`,
      scope: { plant: sql`e.plant_cd`, dept: sql`e.supervise_dept_cd`, vendor: sql`e.vendor_cd` },
      own: sql`e.create_user_id = ${req.principal!.userId}`, menuId: VND_MENUS.entry,
    });
    if (!row.pass_token) return { token: null, pass: null };
    return { token: row.pass_token, pass: await passState(app.db, row.pass_token) };
  });

  // spec §2: /qr is public — the gate reads whether a pass is valid today; no personal data, no vendor name
  r.get(`${VND_ENTRY_PASS_API}/:token`, {
    config: publicRoute,
    schema: {
      tags: ['vendorEntry'], summary: 'public entry pass state (valid today or not)',
      params: z.object({ token: zPublicToken }),
      response: { 200: ZEntryPassSchema },
    },
  }, async (req) => {
    await enforceRateLimit(app.db, `entrypass:${req.ip}`, { limit: PASS_RATE_PER_MINUTE, windowSec: 60 });
    return passState(app.db, req.params.token);
  });
}
