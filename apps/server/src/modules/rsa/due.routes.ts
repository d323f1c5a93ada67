import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RSA_API, RSA_DUE_STATUSES, RSA_MENUS } from '@jikim/shared';
import { plantToday } from '../../lib/plant-time.js';
import { menuRead } from '../../lib/route-auth.js';
import { deptSubtree, assertPlantReachable } from '../../lib/scope.js';
import { requestScope } from '../../lib/scoped-load.js';
import { remindRsaDue, RSA_DUE_CRON, RSA_DUE_JOB, rsaDueList } from './due.service.js';

const DueRow = z.object({
  plantCd: z.string(), deptCd: z.string(), deptNm: z.string().nullable(), status: z.enum(RSA_DUE_STATUSES),
  lastPlanNo: z.number().nullable(), lastPlanTitle: z.string().nullable(), lastKindCd: z.string().nullable(), completedYmd: z.string().nullable(),
  dueYmd: z.string().nullable(), daysLeft: z.number().nullable(), continuousPlanNo: z.number().nullable(),
});

/** GET /api/rsa/plans/due (정기 위험성평가 due list) and the daily reminder job */
export async function rsaDueRoutes(app: FastifyInstance): Promise<void> {
  app.jobs.schedule(RSA_DUE_JOB, RSA_DUE_CRON, async ({ now }) => remindRsaDue(app.db, now));

  app.withTypeProvider<ZodTypeProvider>().get(RSA_API.due, {
    config: menuRead(RSA_MENUS.plan),
    schema: {
      tags: ['rsaPlan'],
      summary: '정기 위험성평가 due state per department of the plant (overdue first, due soon next); the caller\'s plant and departments',
      querystring: z.object({ plantCd: z.string().trim().min(1).max(10), deptCd: z.string().trim().max(30).optional() }),
      response: { 200: z.object({ today: z.string(), list: z.array(DueRow) }) },
    },
  }, async (req) => {
    const scope = await requestScope(app.db, req, RSA_MENUS.plan);
    assertPlantReachable(scope, req.query.plantCd, { vendors: true });
    const today = plantToday();
    const list = await rsaDueList(app.db, {
      plantCd: req.query.plantCd, today, deptLimit: scope.allDepts ? null : deptSubtree(scope.deptCd), ...(req.query.deptCd ? { deptCd: req.query.deptCd } : {}),
    });
    return { today, list };
  });
}
