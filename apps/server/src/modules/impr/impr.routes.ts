import { and, asc, count, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMPR_ASSIGNEE_STATUSES, IMPR_MENU, IMPR_OPEN_STATUSES, imprActionResource, pageOf, resourceRowSchema, ZPageQuerySchema,
  type TImprPortlet,
} from '@jikim/shared';
import { menuRead } from '../../lib/route-auth.js';
import { resourceRoutes, toWire } from '../../lib/resource/resource.routes.js';
import { selection, resourceScope, type ResourceBinding } from '../../lib/resource/resource.repository.js';
import { requestScope } from '../../lib/scoped-load.js';
import { registerResourceAttachments } from '../attachments/resource-attachments.js';
import { imprAction } from './impr.tables.js';
import { actionSettled, afterPhotoCount, assertAssignee, notifyAssigned, ymdIn } from './impr.service.js';
import { registerImprEscalation } from './impr.escalation.js';

const binding: ResourceBinding = { def: imprActionResource, table: imprAction };

// IMPR_BEFORE / IMPR_AFTER: photos of an action; its assignee (or owning vendor) adds them without write on the menu
registerResourceAttachments(binding, '개선조치 사진 (개선 전·후)');

/** the register (find, get, create, update, delete, excel, transition, history) from the definition */
const registerRoutes = (timeZone: string) => resourceRoutes(binding, {
  beforeWrite: async ({ tx, op, values }) => {
    if (op !== 'delete') await assertAssignee(tx, values);
  },
  afterWrite: ({ tx, row, before }) => notifyAssigned(tx, row, before),
  workflow: {
    guards: { hasAfterPhoto: async ({ tx, key }) => (await afterPhotoCount(tx, key)) > 0 },
    hooks: {
      // the assignee's comment on 확인요청 becomes the result only when none is saved: a saved 조치결과 is kept and the
      // comment stays in the history (issue 34)
      recordResult: async ({ tx, key, comment }) => {
        if (comment) {
          await tx.update(imprAction).set({ result: comment })
            .where(and(eq(imprAction.actionNo, Number(key)), sql`coalesce(btrim(${imprAction.result}), '') = ''`));
        }
      },
      // the source record follows its action (a patrol finding closes when its last action is done)
      settleSource: ({ tx, record, toStatusCd, actorUserId }) => actionSettled(tx, record, toStatusCd, actorUserId),
      markDone: async ({ tx, key }) => {
        await tx.update(imprAction).set({ doneYmd: ymdIn(new Date(), timeZone) }).where(eq(imprAction.actionNo, Number(key)));
      },
    },
  },
});

const Row = resourceRowSchema(imprActionResource);

/** the caller's own actions: assigned to them, or (vendor users) owned by their vendor */
function mineWhere(p: { userId: string; userType: string; vendorCd: string | null }): SQL {
  const me = eq(imprAction.assigneeUserId, p.userId);
  return p.userType === 'V' && p.vendorCd ? or(me, eq(imprAction.ownerVendorCd, p.vendorCd))! : me;
}

export async function imprRoutes(app: FastifyInstance): Promise<void> {
  registerImprEscalation(app);
  await app.register(registerRoutes(app.config.plantTimeZone ?? 'Asia/Seoul'));
  const r = app.withTypeProvider<ZodTypeProvider>();

  // 내 개선조치 (the phone page): my actions still waiting for me, the nearest due date first; `all=Y` adds the rest
  r.get('/api/impr/actions/mine', {
    config: menuRead(IMPR_MENU),
    schema: {
      tags: ['imprAction'], summary: 'my improvement actions (assignee or my vendor)',
      querystring: ZPageQuerySchema.extend({ all: z.enum(['Y', 'N']).default('N') }),
      response: { 200: pageOf(Row) },
    },
  }, async (req) => {
    const { page, limit, all } = req.query;
    const scope = await requestScope(app.db, req, IMPR_MENU);
    const where = and(mineWhere(req.principal!), resourceScope(binding, scope), all === 'Y' ? undefined : inArray(imprAction.statusCd, [...IMPR_OPEN_STATUSES]));
    const [rows, [n]] = await Promise.all([
      app.db.select(selection(binding)).from(imprAction).where(where).orderBy(asc(imprAction.dueYmd), asc(imprAction.actionNo)).limit(limit).offset((page - 1) * limit),
      app.db.select({ n: count() }).from(imprAction).where(where),
    ]);
    return { list: (rows as Record<string, unknown>[]).map((x) => toWire(x) as z.infer<typeof Row>), totalCount: Number(n?.n ?? 0), page, limit };
  });

  // dashboard portlet (spec §7 /api/main/portlet/improvement)
  r.get('/api/main/portlet/improvement', {
    config: menuRead(IMPR_MENU),
    schema: {
      tags: ['portlet'], summary: 'improvement actions: mine, overdue, this month’s closure rate',
      response: {
        200: z.object({
          mine: z.array(z.object({ actionNo: z.number(), title: z.string(), statusCd: z.string(), dueYmd: z.string(), overdue: z.boolean() })),
          myOpenCount: z.number(), overdueCount: z.number(), monthDueCount: z.number(), monthDoneCount: z.number(), closureRate: z.number().nullable(),
        }),
      },
    },
  }, async (req): Promise<TImprPortlet> => {
    const today = ymdIn(app.jobs.now(), app.config.plantTimeZone ?? 'Asia/Seoul');
    const monthFrom = `${today.slice(0, 8)}01`;
    const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    const nextMonth = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
    const scope = await requestScope(app.db, req, IMPR_MENU);
    const inScope = resourceScope(binding, scope);
    const mineOpen = and(mineWhere(req.principal!), inScope, inArray(imprAction.statusCd, [...IMPR_ASSIGNEE_STATUSES]));
    const [mine, [myOpen], [overdue], [month]] = await Promise.all([
      app.db.select({ actionNo: imprAction.actionNo, title: imprAction.title, statusCd: imprAction.statusCd, dueYmd: imprAction.dueYmd })
        .from(imprAction).where(mineOpen).orderBy(asc(imprAction.dueYmd), asc(imprAction.actionNo)).limit(5),
      app.db.select({ n: count() }).from(imprAction).where(mineOpen),
      app.db.select({ n: count() }).from(imprAction).where(and(inScope, inArray(imprAction.statusCd, [...IMPR_OPEN_STATUSES]), lt(imprAction.dueYmd, today))),
      app.db.select({
        due: count(),
        done: sql<number>`count(*) filter (where ${imprAction.statusCd} = 'DONE')`,
      }).from(imprAction).where(and(inScope, sql`${imprAction.dueYmd} >= ${monthFrom} and ${imprAction.dueYmd} < ${nextMonth}`, sql`${imprAction.statusCd} <> 'CANCELLED'`)),
    ]);
    const due = Number(month?.due ?? 0);
    const done = Number(month?.done ?? 0);
    return {
      mine: mine.map((m) => ({ ...m, overdue: m.dueYmd < today })),
      myOpenCount: Number(myOpen?.n ?? 0),
      overdueCount: Number(overdue?.n ?? 0),
      monthDueCount: due,
      monthDoneCount: done,
      closureRate: due === 0 ? null : Math.round((done / due) * 1000) / 10,
    };
  });
}
