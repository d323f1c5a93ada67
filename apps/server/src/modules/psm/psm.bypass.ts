import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PSM_API, PSM_BYPASS_APPROVERS_DEFAULT, PSM_CODE_GROUPS, PSM_DEFAULT_BYPASS_LIMIT_H, PSM_MENUS, PSM_MESSAGES, psmBypassResource, psmBypassRequestUrl,
  zIntParam, ZPsmActiveBypassList, ZPsmBypassCreated, ZPsmBypassRequest, ZPsmBypassStats, wallClock, DEFAULT_PLANT_TIME_ZONE, instantOfPlantTime,
} from '@jikim/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, badRequest, forbidden, outOfScope } from '../../lib/errors.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { assertReferences } from '../../lib/resource/resource.references.js';
import { loadScopedOne, type ResourceBinding } from '../../lib/resource/resource.repository.js';
import { resourceRoutes, toWire } from '../../lib/resource/resource.routes.js';
import type { DataScope } from '../../lib/scope.js';
import { requestScope } from '../../lib/scoped-load.js';
import { notify } from '../notify/notify.service.js';
import { interlockBinding } from './psm.bindings.js';
import { writersOf } from './psm.due.js';
import { psmBypass, psmBypassAlert, psmInterlock } from './psm.tables.js';

type Row = Record<string, unknown>;
const HOUR_MS = 3_600_000;
export const PSM_BYPASS_JOB = 'psm-bypass-overdue';
/** every half hour: a shift change is noticed within 30 minutes */
export const PSM_BYPASS_CRON = '*/30 * * * *';
/** shifts when the code data names none (3 shifts: 06:00, 14:00, 22:00 plant time) */
const DEFAULT_SHIFTS = [{ code: 'A', start: '06:00' }, { code: 'B', start: '14:00' }, { code: 'C', start: '22:00' }];

export const bypassBinding: ResourceBinding = { def: psmBypassResource, table: psmBypass };

/** a bypass date-time of the contract route: with an offset or Z as given; without one, in the plants' zone (PLANT_TIME_ZONE) */
export function parseBypassDt(s: string, tz: string, field: 'startDt' | 'endDt'): Date {
  const d = instantOfPlantTime(s, tz);
  if (Number.isNaN(d.getTime())) throw badRequest([{ field, message: '일시가 올바르지 않습니다.' }], '일시가 올바르지 않습니다.');
  return d;
}

/** the plant's longest bypass without an MOC (code data PSM_BYPASS_LIMIT: code = plant, attr1 = hours) */
export async function bypassLimitHours(db: DbOrTx, plantCd: string): Promise<number> {
  const [c] = await queryRows<{ attr1: string | null }>(db, sql`select attr1 from com_code_master where code_group_cd = ${PSM_CODE_GROUPS.bypassLimit} and code = ${plantCd} and use_yn = 'Y'`);
  const n = Number(c?.attr1);
  return Number.isFinite(n) && n > 0 ? n : PSM_DEFAULT_BYPASS_LIMIT_H;
}

/** the time rules of a bypass: the limit after the start; longer than the plant's limit → a linked MOC */
async function assertBypassTimes(db: DbOrTx, plantCd: string, start: Date, end: Date, mocNo: unknown): Promise<void> {
  if (end.getTime() <= start.getTime()) throw badRequest([{ field: 'endDt', message: PSM_MESSAGES.bypassRange }], PSM_MESSAGES.bypassRange);
  const limit = await bypassLimitHours(db, plantCd);
  if ((end.getTime() - start.getTime()) / HOUR_MS > limit && !mocNo) {
    throw badRequest([{ field: 'mocNo', message: PSM_MESSAGES.bypassMocRequired(limit) }], PSM_MESSAGES.bypassMocRequired(limit));
  }
}

/** the interlock a bypass names, of the bypass's plant (copied: its tag and SIL at the time of the request) */
async function interlockOf(db: DbOrTx, interlockNo: number): Promise<typeof psmInterlock.$inferSelect | undefined> {
  const [il] = await db.select().from(psmInterlock).where(eq(psmInterlock.interlockNo, interlockNo));
  return il;
}

/** the module's rules on a create or update through the register (also used by the contract route) */
export async function bypassBeforeWrite(db: DbOrTx, values: Row, before: Row | null): Promise<void> {
  const interlockNo = Number(values.interlockNo ?? before?.interlockNo);
  const plantCd = String(values.plantCd ?? before?.plantCd);
  const il = await interlockOf(db, interlockNo);
  if (!il) throw badRequest([{ field: 'interlockNo', message: '인터록이 존재하지 않습니다.' }], '인터록이 존재하지 않습니다.');
  if (il.plantCd !== plantCd) throw badRequest([{ field: 'interlockNo', message: '다른 사업장의 인터록입니다.' }], '다른 사업장의 인터록입니다.');
  if (!before) {
    values.tagNo = il.tagNo;
    values.silCd = il.silCd;
  }
  // date-times arrive as instants: the framework converts a `datetime` field, the contract route its body (parseBypassDt)
  const start = (values.startDt ?? before?.startDt) as Date;
  const end = (values.endDt ?? before?.endDt) as Date;
  await assertBypassTimes(db, plantCd, new Date(start), new Date(end), 'mocNo' in values ? values.mocNo : before?.mocNo);
}

/** duties allowed to approve a bypass of a SIL (code data PSM_SIL attr1, comma-separated; attr2 the level's name) */
async function approversOf(db: DbOrTx, silCd: string): Promise<{ duties: string[]; levelNm: string }> {
  const [c] = await queryRows<{ attr1: string | null; attr2: string | null }>(db, sql`select attr1, attr2 from com_code_master where code_group_cd = ${PSM_CODE_GROUPS.sil} and code = ${silCd}`);
  const duties = c?.attr1 ? c.attr1.split(',').map((x) => x.trim()).filter(Boolean) : (PSM_BYPASS_APPROVERS_DEFAULT[silCd] ?? PSM_BYPASS_APPROVERS_DEFAULT.SIL3!);
  return { duties, levelNm: c?.attr2 ?? '처장' };
}

/** the workflow's server half: the approver's level by SIL, the MOC of a long bypass, who approved and restored when */
export const bypassWorkflow = {
  guards: {
    approverLevel: async ({ tx, record, actorUserId }: { tx: DbOrTx; record: Row; actorUserId: string }) => {
      const { duties, levelNm } = await approversOf(tx, String(record.silCd ?? 'SIL3'));
      const [u] = await queryRows<{ duty_cd: string | null }>(tx, sql`select duty_cd from com_user where user_id = ${actorUserId}`);
      if (!u?.duty_cd || !duties.includes(u.duty_cd)) throw forbidden(PSM_MESSAGES.bypassLevel(levelNm));
      return true;
    },
    mocLinked: async ({ tx, record }: { tx: DbOrTx; record: Row }) => {
      await assertBypassTimes(tx, String(record.plantCd), new Date(record.startDt as Date), new Date(record.endDt as Date), record.mocNo);
      return true;
    },
  },
  hooks: {
    approved: async ({ tx, key, actorUserId }: { tx: DbOrTx; key: string; actorUserId: string }) => {
      await tx.update(psmBypass).set({ approveUserId: actorUserId, approveDt: sql`now()` }).where(eq(psmBypass.bypassNo, Number(key)));
    },
    restored: async ({ tx, key, actorUserId }: { tx: DbOrTx; key: string; actorUserId: string }) => {
      await tx.update(psmBypass).set({ restoreUserId: actorUserId, restoreDt: sql`now()` }).where(eq(psmBypass.bypassNo, Number(key)));
    },
  },
};

/** the shift of a plant-time instant: `YYYY-MM-DD-<code>` of the last shift start at or before it */
export function shiftKeyOf(now: Date, timeZone: string, shifts: { code: string; start: string }[]): string {
  const local = wallClock(now, timeZone);
  const ymd = local.toISOString().slice(0, 10);
  const hm = local.toISOString().slice(11, 16);
  const sorted = [...shifts].sort((a, b) => a.start.localeCompare(b.start));
  const cur = [...sorted].reverse().find((s) => s.start <= hm);
  if (cur) return `${ymd}-${cur.code}`;
  const prev = new Date(Date.parse(`${ymd}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return `${prev}-${sorted[sorted.length - 1]!.code}`;
}

async function shiftsOf(db: DbOrTx): Promise<{ code: string; start: string }[]> {
  const rows = await queryRows<{ code: string; attr1: string | null }>(db, sql`select code, attr1 from com_code_master where code_group_cd = ${PSM_CODE_GROUPS.shift} and use_yn = 'Y' order by sort_order`);
  const ok = rows.filter((r) => r.attr1 && /^\d{2}:\d{2}$/.test(r.attr1)).map((r) => ({ code: r.code, start: r.attr1! }));
  return ok.length ? ok : DEFAULT_SHIFTS;
}

/**
 * Active bypasses past their time limit: the approver and the plant's PSM team (writers of the bypass register) are told
 * once per shift (psm_bypass_alert, same transaction), until the bypass is restored.
 */
export async function alertOverdueBypasses(db: Db, now: Date, timeZone: string): Promise<{ shiftKey: string; sent: number }> {
  const shiftKey = shiftKeyOf(now, timeZone, await shiftsOf(db));
  const due = await db.select().from(psmBypass).where(and(eq(psmBypass.statusCd, 'ACTIVE'), lt(psmBypass.endDt, now))).orderBy(asc(psmBypass.bypassNo)).limit(1000);
  let sent = 0;
  for (const b of due) {
    await db.transaction(async (tx) => {
      const ins = await tx.insert(psmBypassAlert).values({ bypassNo: b.bypassNo, shiftKey }).onConflictDoNothing().returning({ n: psmBypassAlert.bypassNo });
      if (!ins.length) return;
      const team = await writersOf(tx, b.plantCd, PSM_MENUS.bypass);
      const hours = Math.floor((now.getTime() - b.endDt.getTime()) / HOUR_MS);
      await notify(tx, {
        userIds: [...new Set([b.approveUserId, ...team].filter((x): x is string => !!x))], kind: 'PSM_BYPASS_OVERDUE',
        title: `[인터록 우회 기한 경과] ${b.tagNo ?? ''} (${String(hours)}시간 경과)`,
        body: '즉시 복구하거나, 연장이 필요하면 새 우회 요청(장기: 변경관리 연결)을 승인받으세요.', link: { route: '/psm/bypass', key: String(b.bypassNo) },
      });
      sent += 1;
    });
  }
  return { shiftKey, sent };
}

const ZPlantQuery = z.object({ plantCd: z.string().trim().max(10).optional() });
const ZInterlockParams = z.object({ interlockNo: zIntParam().pipe(z.number().min(1)) });

/** the plants a caller may list: a vendor none, a plant user their own (another plant asked: 403) */
function plantFilter(scope: DataScope, plantCd: string | undefined) {
  if (scope.vendorCd !== null) throw outOfScope();
  if (scope.allPlants) return plantCd ? sql`b.plant_cd = ${plantCd}` : sql`true`;
  if (plantCd && plantCd !== scope.plantCd) throw outOfScope();
  return sql`b.plant_cd = ${scope.plantCd}`;
}

/** the bypass register (declared), the contract's request route, the active board, statistics and the overdue job */
export async function psmBypassRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const timeZone = app.config.plantTimeZone ?? 'Asia/Seoul';
  app.jobs.schedule(PSM_BYPASS_JOB, PSM_BYPASS_CRON, async ({ now }) => alertOverdueBypasses(app.db, now, timeZone));

  // the fixed paths before the register's `/:key`
  r.get(PSM_API.bypassActive, {
    config: menuRead(PSM_MENUS.board, PSM_MENUS.bypass),
    schema: { tags: ['psm'], summary: 'active bypasses of a plant (the control-room board), the overdue ones first', querystring: ZPlantQuery, response: { 200: ZPsmActiveBypassList } },
  }, async (req) => {
    const scope = await requestScope(app.db, req, PSM_MENUS.board);
    const rows = await queryRows<Row & { bypass_no: number; interlock_no: number; tag_no: string; start_dt: Date; end_dt: Date; overdue: boolean }>(app.db, sql`
      select b.bypass_no, b.interlock_no, coalesce(b.tag_no, i.tag_no) as tag_no, b.start_dt, b.end_dt, b.end_dt < now() as overdue, i.interlock_nm, b.sil_cd, b.plant_cd,
             b.reason, b.interim_measures, b.version, (select u.user_nm from com_user u where u.user_id = b.approve_user_id) as approve_user_nm
        from psm_bypass b join psm_interlock i on i.interlock_no = b.interlock_no
       where b.status_cd = 'ACTIVE' and ${plantFilter(scope, req.query.plantCd || undefined)}
       order by (b.end_dt < now()) desc, b.end_dt, b.bypass_no limit 500`);
    const iso = (d: unknown) => (d instanceof Date ? d : new Date(String(d))).toISOString();
    return {
      list: rows.map((x) => ({
        bypassNo: x.bypass_no, interlockNo: x.interlock_no, tagNo: x.tag_no, startDt: iso(x.start_dt), endDt: iso(x.end_dt), overdueYn: x.overdue ? 'Y' as const : 'N' as const,
        interlockNm: x.interlock_nm as string, silCd: x.sil_cd as string | null, plantCd: x.plant_cd as string, reason: x.reason as string, interimMeasures: x.interim_measures as string,
        approveUserNm: x.approve_user_nm as string | null, version: Number(x.version),
      })),
    };
  });

  r.get(`${PSM_API.bypass}/stats`, {
    config: menuRead(PSM_MENUS.bypass),
    schema: { tags: ['psm'], summary: 'per interlock: bypasses approved, their hours (restored: as restored; active: until now) and how many ran past the limit', querystring: ZPlantQuery, response: { 200: ZPsmBypassStats } },
  }, async (req) => {
    const scope = await requestScope(app.db, req, PSM_MENUS.bypass);
    const rows = await queryRows<{ interlock_no: number; tag_no: string; n: string; h: string; o: string }>(app.db, sql`
      select b.interlock_no, i.tag_no, count(*) as n,
             coalesce(sum(extract(epoch from (coalesce(b.restore_dt, now()) - coalesce(b.approve_dt, b.start_dt))) / 3600), 0) as h,
             count(*) filter (where coalesce(b.restore_dt, now()) > b.end_dt) as o
        from psm_bypass b join psm_interlock i on i.interlock_no = b.interlock_no
       where b.status_cd in ('ACTIVE', 'RESTORED') and ${plantFilter(scope, req.query.plantCd || undefined)}
       group by b.interlock_no, i.tag_no order by count(*) desc, i.tag_no limit 500`);
    return { list: rows.map((x) => ({ interlockNo: x.interlock_no, tagNo: x.tag_no, bypassCnt: Number(x.n), totalHours: Math.round(Number(x.h) * 10) / 10, overdueCnt: Number(x.o) })) };
  });

  // contract: a bypass request of one interlock
  r.post(psmBypassRequestUrl(':interlockNo'), {
    config: menuWrite(PSM_MENUS.bypass),
    schema: { tags: ['psm'], summary: 'request a bypass of an interlock (reason, interim measures, start and time limit); longer than the plant limit: mocNo required', params: ZInterlockParams, body: ZPsmBypassRequest, response: { 200: ZPsmBypassCreated } },
  }, async (req) => app.db.transaction(async (tx) => createBypass(tx, req, req.params.interlockNo, req.body)));

  await app.register(resourceRoutes(bypassBinding, {
    beforeWrite: async ({ tx, op, values, before }) => { if (op !== 'delete') await bypassBeforeWrite(tx, values, before); },
    workflow: bypassWorkflow,
  }));
}

/** the contract route's create: the interlock in the caller's scope, the same rules, audited; answers key, status, version */
async function createBypass(tx: DbOrTx, req: FastifyRequest, interlockNo: number, body: z.infer<typeof ZPsmBypassRequest>) {
  const tz = req.server.config.plantTimeZone ?? DEFAULT_PLANT_TIME_ZONE;
  const scope = await requestScope(tx, req, PSM_MENUS.bypass);
  if (scope.vendorCd !== null) throw outOfScope();
  const il = await loadScopedOne(tx, interlockBinding, interlockNo, scope);
  if (!scope.allPlants && il.plantCd !== scope.plantCd) throw outOfScope();
  const values: Row = { plantCd: il.plantCd, interlockNo, reason: body.reason, interimMeasures: body.interimMeasures, startDt: parseBypassDt(body.startDt, tz, 'startDt'), endDt: parseBypassDt(body.endDt, tz, 'endDt'), mocNo: body.mocNo ?? null };
  await bypassBeforeWrite(tx, values, null);
  await assertReferences(tx, req, psmBypassResource, scope, values, null, values);
  const userId = req.principal!.userId;
  const [row] = await tx.insert(psmBypass).values({ ...(values as typeof psmBypass.$inferInsert), statusCd: 'REQUESTED', createUserId: userId, updateUserId: userId }).returning();
  if (!row) throw new AppError(500, 'insert failed');
  await writeAudit(tx, { userId, action: 'CREATE', entity: psmBypassResource.name, entityKey: String(row.bypassNo), after: toWire(row), ip: req.ip });
  return { bypassNo: row.bypassNo, statusCd: 'REQUESTED' as const, version: row.version };
}
