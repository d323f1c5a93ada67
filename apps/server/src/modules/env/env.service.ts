import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { addDaysYmd, addMonthsYmd, ENV_ACTION_SOURCE, ENV_CODE_GROUPS, ENV_MESSAGES, ENV_NOTICE_KINDS, envSeg, isLimitExceeded, type TEnvMedia } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { plantToday } from '../../lib/plant-time.js';
import { createAction } from '../impr/impr.service.js';
import { notify } from '../notify/notify.service.js';
import { emitEnvExceed } from '../integration/webhook.events.js';
import { envEia, envLog, envMeasure, envMeasureValue } from './env.tables.js';

type Row = Record<string, unknown>;
type WriteCtx = { tx: DbOrTx; req: FastifyRequest; op: 'create' | 'update' | 'delete'; values: Row; before: Row | null };

const MEDIA_KO: Record<TEnvMedia, string> = { AIR: '대기', WATER: '수질' };
/** the web page of a medium's record kind (notifications and calendar links) */
export const envRoute = (m: TEnvMedia, kind: 'Outlet' | 'Facility' | 'Log' | 'Measure') => `/env/${envSeg(m)}${kind}`;

async function codeName(tx: DbOrTx, group: string, code: string): Promise<string> {
  const [c] = await queryRows<{ code_nm: string }>(tx, sql`select code_nm from com_code_master where code_group_cd = ${group} and code = ${code}`);
  return c?.code_nm ?? code;
}

/** a site setting of the module (code group ENV_SETTING, attr1), with its seeded default */
export async function envSetting(tx: DbOrTx, code: string, fallback: number): Promise<number> {
  const [c] = await queryRows<{ attr1: string | null }>(tx, sql`select attr1 from com_code_master where code_group_cd = 'ENV_SETTING' and code = ${code} and use_yn = 'Y'`);
  const n = Number(c?.attr1);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

async function outletOf(tx: DbOrTx, media: TEnvMedia, outletNo: unknown) {
  const [o] = await queryRows<{ outlet_no: number; plant_cd: string; dept_cd: string; outlet_nm: string; manager_user_id: string }>(tx,
    sql`select outlet_no, plant_cd, dept_cd, outlet_nm, manager_user_id from env_outlet where outlet_no = ${Number(outletNo)} and media_cd = ${media}`);
  return o ?? null;
}

/** 배출구: the limit periods of one pollutant never overlap (a new permit starts the day after the old one ends) */
export function outletBeforeWrite(media: TEnvMedia) {
  return async (ctx: WriteCtx): Promise<void> => {
    if (ctx.op === 'delete') {
      const used = await queryRows(ctx.tx, sql`select 1 from env_facility where outlet_no = ${ctx.before!.outletNo} union all select 1 from env_measure where outlet_no = ${ctx.before!.outletNo} limit 1`);
      if (used.length) throw conflict('방지시설이나 측정 기록이 있는 배출구는 삭제할 수 없습니다. 사용 여부를 끄세요.');
      return;
    }
    const limits = (ctx.req.body as { limits?: Row[] }).limits;
    if (!Array.isArray(limits)) return;
    const byPollutant = new Map<string, { from: string; to: string | null }[]>();
    for (const l of limits) {
      const k = String(l.pollutantCd);
      byPollutant.set(k, [...(byPollutant.get(k) ?? []), { from: String(l.validFromYmd), to: typeof l.validToYmd === 'string' ? l.validToYmd : null }]);
    }
    for (const [pollutant, periods] of byPollutant) {
      periods.sort((a, b) => a.from.localeCompare(b.from));
      for (let i = 1; i < periods.length; i += 1) {
        const prev = periods[i - 1]!;
        if (prev.to === null || prev.to >= periods[i]!.from) {
          const message = ENV_MESSAGES.limitOverlap(await codeName(ctx.tx, ENV_CODE_GROUPS[media].pollutant, pollutant));
          throw badRequest([{ field: 'limits', message }], message);
        }
      }
    }
  };
}

/** 방지시설: its outlet is of its own plant */
export function facilityBeforeWrite(media: TEnvMedia) {
  return async (ctx: WriteCtx): Promise<void> => {
    if (ctx.op === 'delete') {
      const used = await queryRows(ctx.tx, sql`select 1 from env_log where facility_no = ${ctx.before!.facilityNo} limit 1`);
      if (used.length) throw conflict('운영일지가 있는 시설은 삭제할 수 없습니다. 가동 여부를 끄세요.');
      return;
    }
    const outletNo = ctx.values.outletNo ?? ctx.before?.outletNo;
    const plantCd = ctx.values.plantCd ?? ctx.before?.plantCd;
    const o = outletNo === undefined ? null : await outletOf(ctx.tx, media, outletNo);
    if (o && o.plant_cd !== plantCd) throw badRequest([{ field: 'outletNo', message: ENV_MESSAGES.outletOtherPlant }], ENV_MESSAGES.outletOtherPlant);
  };
}

/**
 * 운영일지: the facility's type and department are the server's (they pick the reading items offered); one log a facility
 * and day; never a day after today (the plant's calendar)
 */
export function logBeforeWrite(media: TEnvMedia) {
  return async (ctx: WriteCtx): Promise<void> => {
    if (ctx.op !== 'create') return;
    const v = ctx.values;
    const [f] = await queryRows<{ plant_cd: string; dept_cd: string; facility_type_cd: string }>(ctx.tx,
      sql`select plant_cd, dept_cd, facility_type_cd from env_facility where facility_no = ${Number(v.facilityNo)} and media_cd = ${media}`);
    if (!f) return; // the reference check answers an unknown facility
    if (f.plant_cd !== v.plantCd) throw badRequest([{ field: 'facilityNo', message: ENV_MESSAGES.facilityOtherPlant }], ENV_MESSAGES.facilityOtherPlant);
    if (String(v.logYmd) > plantToday()) throw badRequest([{ field: 'logYmd', message: ENV_MESSAGES.logFuture }], ENV_MESSAGES.logFuture);
    const dup = await ctx.tx.select({ n: envLog.logNo }).from(envLog).where(and(eq(envLog.facilityNo, Number(v.facilityNo)), eq(envLog.logYmd, String(v.logYmd)))).limit(1);
    if (dup.length) throw conflict(ENV_MESSAGES.logDuplicate);
    v.facilityTypeCd = f.facility_type_cd;
    v.deptCd = f.dept_cd;
  };
}

/** 자가측정 before the write: the outlet is of the record's plant, the day is not in the future, one value a pollutant */
export function measureBeforeWrite(media: TEnvMedia) {
  return async (ctx: WriteCtx): Promise<void> => {
    if (ctx.op === 'delete') {
      if (ctx.before?.actionNo) throw conflict(ENV_MESSAGES.measureHasAction);
      await ctx.tx.delete(envMeasureValue).where(eq(envMeasureValue.measureNo, Number(ctx.before!.measureNo)));
      return;
    }
    const plantCd = ctx.values.plantCd ?? ctx.before?.plantCd;
    const o = await outletOf(ctx.tx, media, ctx.values.outletNo ?? ctx.before?.outletNo);
    if (o && o.plant_cd !== plantCd) throw badRequest([{ field: 'outletNo', message: ENV_MESSAGES.outletOtherPlant }], ENV_MESSAGES.outletOtherPlant);
    const ymd = String(ctx.values.measureYmd ?? ctx.before?.measureYmd);
    if (ymd > plantToday()) throw badRequest([{ field: 'measureYmd', message: ENV_MESSAGES.measureFuture }], ENV_MESSAGES.measureFuture);
    const rows = (ctx.req.body as { values?: Row[] }).values;
    if (Array.isArray(rows)) {
      if (rows.length === 0) throw badRequest([{ field: 'values', message: ENV_MESSAGES.measureNoValues }], ENV_MESSAGES.measureNoValues);
      if (new Set(rows.map((r) => r.pollutantCd)).size !== rows.length) throw badRequest([{ field: 'values', message: ENV_MESSAGES.measureDupPollutant }], ENV_MESSAGES.measureDupPollutant);
    }
  };
}

/** the limit of an outlet and pollutant valid on a day (the latest period starting on or before it) */
export async function limitOn(tx: DbOrTx, outletNo: number, pollutantCd: string, ymd: string) {
  const [l] = await queryRows<{ limit_value: number | null; min_value: number | null; unit_cd: string }>(tx, sql`
    select limit_value, min_value, unit_cd from env_outlet_limit
     where outlet_no = ${outletNo} and pollutant_cd = ${pollutantCd} and valid_from_ymd <= ${ymd} and (valid_to_ymd is null or valid_to_ymd >= ${ymd})
     order by valid_from_ymd desc limit 1`);
  return l ?? null;
}

/**
 * 자가측정 after the write: every value compared with the limit valid on the measuring day, the limit kept with it. The
 * first exceedance of a measurement tells the environment team (the outlet's department and its engineer) at once and
 * opens one improvement action for the engineer; a later correction never opens a second.
 */
export function measureAfterWrite(media: TEnvMedia) {
  return async (ctx: { tx: DbOrTx; req: FastifyRequest; row: Row }): Promise<void> => {
    const { tx, row } = ctx;
    const measureNo = Number(row.measureNo);
    const ymd = String(row.measureYmd);
    const outletNo = Number(row.outletNo);
    const values = await tx.select().from(envMeasureValue).where(eq(envMeasureValue.measureNo, measureNo));
    const exceeded: { pollutantCd: string; value: number; limitValue: number | null; unitCd: string | null }[] = [];
    for (const v of values) {
      const l = await limitOn(tx, outletNo, v.pollutantCd, ymd);
      const over = l ? isLimitExceeded(v.value, { limitValue: l.limit_value, minValue: l.min_value }) : false;
      await tx.update(envMeasureValue).set({ limitValue: l?.limit_value ?? null, minValue: l?.min_value ?? null, unitCd: l?.unit_cd ?? null, exceedYn: over ? 'Y' : 'N' })
        .where(eq(envMeasureValue.valueNo, v.valueNo));
      if (over) exceeded.push({ pollutantCd: v.pollutantCd, value: v.value, limitValue: l?.limit_value ?? null, unitCd: l?.unit_cd ?? null });
    }
    const set: Partial<typeof envMeasure.$inferInsert> = { exceedYn: exceeded.length ? 'Y' : 'N' };
    if (exceeded.length && !row.actionNo) {
      const o = (await outletOf(tx, media, outletNo))!;
      const names = await Promise.all(exceeded.map(async (e) => `${await codeName(tx, ENV_CODE_GROUPS[media].pollutant, e.pollutantCd)} ${e.value}${e.limitValue === null ? '' : ` (기준 ${e.limitValue})`}`));
      const title = `[${MEDIA_KO[media]} 배출허용기준 초과] ${o.outlet_nm} ${ymd}`;
      const description = `${MEDIA_KO[media]} 자가측정 ${measureNo}번 (${ymd}, ${o.outlet_nm}): ${names.join(', ')}. 원인 조사, 방지시설 점검·개선과 재측정, 행정기관 보고 여부를 확인하세요.`;
      const dueDays = await envSetting(tx, 'ACTION_DUE_DAYS', 14);
      const action = await createAction(tx, {
        sourceTypeCd: ENV_ACTION_SOURCE, sourceKey: `${media}-${measureNo}`, actionTypeCd: 'REQUEST', plantCd: o.plant_cd, deptCd: o.dept_cd,
        title: title.slice(0, 200), description, assigneeUserId: o.manager_user_id, dueYmd: addDaysYmd(plantToday(), dueDays), location: o.outlet_nm,
      }, ctx.req.principal?.userId ?? 'system', ctx.req.ip);
      set.actionNo = Number(action.actionNo);
      const team = await queryRows<{ user_id: string }>(tx, sql`select user_id from com_user where dept_cd = ${o.dept_cd} and use_yn = 'Y'`);
      await notify(tx, {
        userIds: [...team.map((u) => u.user_id), o.manager_user_id], kind: ENV_NOTICE_KINDS.exceed, title, body: description,
        link: { route: envRoute(media, 'Measure'), key: String(measureNo) },
      });
      // outbound webhooks (issue 32): measurement exceedance, in this transaction
      await emitEnvExceed(tx, {
        media, measureNo, measureYmd: ymd, plantCd: o.plant_cd, outletNo, outletNm: o.outlet_nm, exceeded, title,
        link: `${envRoute(media, 'Measure')}?key=${measureNo}`,
      });
    }
    await tx.update(envMeasure).set(set).where(eq(envMeasure.measureNo, measureNo));
  };
}

/** 사후환경영향조사: the last entry and the next due date (last entry, or the start, plus the cycle; none after the end) */
export async function eiaAfterWrite(ctx: { tx: DbOrTx; row: Row }): Promise<void> {
  const { tx, row } = ctx;
  const [c] = await queryRows<{ attr1: string | null }>(tx, sql`select attr1 from com_code_master where code_group_cd = ${ENV_CODE_GROUPS.eiaCycle} and code = ${String(row.cycleCd)}`);
  const months = Number(c?.attr1 ?? 1) || 1;
  const [last] = await queryRows<{ ymd: string | null }>(tx, sql`select max(entry_ymd)::text as ymd from env_eia_entry where eia_no = ${Number(row.eiaNo)}`);
  const lastYmd = last?.ymd ?? null;
  let next: string | null = addMonthsYmd(lastYmd ?? String(row.startYmd), months);
  if (typeof row.endYmd === 'string' && next > row.endYmd) next = null;
  await tx.update(envEia).set({ lastYmd, nextDueYmd: next }).where(eq(envEia.eiaNo, Number(row.eiaNo)));
}
