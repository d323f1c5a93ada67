import multipart from '@fastify/multipart';
import { and, between, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ENV_CODE_GROUPS, ENV_MEDIA, ENV_MENUS, ENV_MESSAGES, envApi, MESSAGES, zIntParam, type TEnvMedia } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { cellText, readUploadedSheet, type TExcelUpload } from '../../lib/excel-upload.js';
import { sendXlsx } from '../../lib/excel-export.js';
import { plantToday } from '../../lib/plant-time.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { assertPlantReachable } from '../../lib/scope.js';
import { requestScope } from '../../lib/scoped-load.js';
import { monthDays } from './env.repository.js';
import { envLog, envLogValue } from './env.tables.js';

/** the month sheet's fixed columns (row 1 titles); every other column is a reading item by its name or code */
export const LOG_SHEET_COLS = { day: '일자', hours: '가동시간(h)', weather: '날씨', remark: '특이사항' } as const;
const MSG = {
  noFile: '운영일지 엑셀 파일을 선택하세요.',
  badFile: `운영일지 엑셀(.xlsx) 양식이 아닙니다. 첫 행에 ${LOG_SHEET_COLS.day}, ${LOG_SHEET_COLS.hours}와 항목 열이 있어야 합니다. 양식을 내려받아 쓰세요.`,
};

type TItem = { code: string; codeNm: string };
export type TLogSheetRow = {
  rowNo: number; logYmd: string | null; opHours: number | null; weather: string | null; remark: string | null; values: { itemCd: string; value: number | null }[];
  action: 'CREATE' | 'UPDATE' | 'LOCKED' | 'ERROR' | 'SKIP'; logNo: number | null; errors: string[];
};

const ZQuery = z.object({ facilityNo: zIntParam().pipe(z.number().min(1)), ym: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) });
const ZRow = z.object({
  rowNo: z.number(), logYmd: z.string().nullable(), opHours: z.number().nullable(), weather: z.string().nullable(), remark: z.string().nullable(),
  values: z.array(z.object({ itemCd: z.string(), value: z.number().nullable() })), action: z.enum(['CREATE', 'UPDATE', 'LOCKED', 'ERROR', 'SKIP']), logNo: z.number().nullable(), errors: z.array(z.string()),
});
const ZAnswer = z.object({ mode: z.enum(['preview', 'apply']), facilityNo: z.number(), ym: z.string(), rows: z.array(ZRow), created: z.number(), updated: z.number(), refused: z.number() });

const num = (t: string): number | null => (t === '' ? null : Number(t.replace(/,/g, '')));

/** the day of a row: a date cell, `YYYY-MM-DD`, or the day number of the month */
function dayOf(t: string, ym: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}/.test(t)) return t.slice(0, 10);
  if (/^\d{1,2}$/.test(t)) return `${ym}-${t.padStart(2, '0')}`;
  return null;
}

/** the sheet's rows read against the facility's items and the month's existing logs (nothing written) */
export function readLogSheet(sheet: TExcelUpload, ym: string, items: TItem[], existing: Map<string, { logNo: number; statusCd: string }>, today: string): TLogSheetRow[] {
  if (!sheet.headers.includes(LOG_SHEET_COLS.day)) throw badRequest(undefined, MSG.badFile);
  const fixed = new Set<string>(Object.values(LOG_SHEET_COLS));
  const cols: { header: string; item: TItem }[] = [];
  for (const h of sheet.headers) {
    if (fixed.has(h)) continue;
    const item = items.find((i) => i.codeNm === h || i.code === h);
    if (!item) throw badRequest(undefined, ENV_MESSAGES.uploadUnknownItem(h));
    cols.push({ header: h, item });
  }
  const seen = new Set<string>();
  return sheet.rows.map((row) => {
    const t = (c: string) => cellText(row.cells[c]);
    const errors: string[] = [];
    const dayTxt = t(LOG_SHEET_COLS.day);
    const logYmd = dayOf(dayTxt, ym);
    const values = cols.map((c) => {
      const v = num(t(c.header));
      if (v !== null && !Number.isFinite(v)) errors.push(ENV_MESSAGES.uploadBadValue(row.rowNo, c.item.codeNm));
      return { itemCd: c.item.code, value: v !== null && Number.isFinite(v) ? v : null };
    });
    const hours = num(t(LOG_SHEET_COLS.hours));
    if (hours !== null && (!Number.isFinite(hours) || hours < 0 || hours > 24)) errors.push(ENV_MESSAGES.uploadBadValue(row.rowNo, LOG_SHEET_COLS.hours));
    const base = {
      rowNo: row.rowNo, logYmd, opHours: hours !== null && Number.isFinite(hours) ? hours : null, weather: t(LOG_SHEET_COLS.weather).slice(0, 30) || null,
      remark: t(LOG_SHEET_COLS.remark).slice(0, 1000) || null, values,
    };
    // a row with nothing entered (a day not yet run) is skipped, not refused
    if (values.every((v) => v.value === null) && base.opHours === null && !base.remark) return { ...base, action: 'SKIP' as const, logNo: null, errors: [] };
    if (!logYmd || !logYmd.startsWith(`${ym}-`) || Number.isNaN(Date.parse(logYmd)) || seen.has(logYmd)) errors.push(ENV_MESSAGES.uploadBadDay(row.rowNo));
    else if (logYmd > today) errors.push(ENV_MESSAGES.logFuture);
    if (logYmd) seen.add(logYmd);
    const ex = logYmd ? existing.get(logYmd) : undefined;
    if (errors.length) return { ...base, action: 'ERROR' as const, logNo: ex?.logNo ?? null, errors };
    if (ex && ex.statusCd !== 'WRITTEN') return { ...base, action: 'LOCKED' as const, logNo: ex.logNo, errors: [ENV_MESSAGES.uploadLocked(row.rowNo)] };
    return { ...base, action: ex ? 'UPDATE' as const : 'CREATE' as const, logNo: ex?.logNo ?? null, errors: [] };
  });
}

async function facilityFor(db: DbOrTx, media: TEnvMedia, facilityNo: number) {
  const [f] = await queryRows<{ facility_no: number; plant_cd: string; dept_cd: string; facility_type_cd: string; facility_nm: string }>(db,
    sql`select facility_no, plant_cd, dept_cd, facility_type_cd, facility_nm from env_facility where facility_no = ${facilityNo} and media_cd = ${media}`);
  if (!f) throw new AppError(404, MESSAGES.notFound);
  return f;
}

const itemsOf = (db: DbOrTx, typeCd: string) => queryRows<{ code: string; code_nm: string }>(db,
  sql`select code, code_nm from com_code_master where code_group_cd = ${ENV_CODE_GROUPS.logItem} and attr1 = ${typeCd} and use_yn = 'Y' order by sort_order, code`)
  .then((rows) => rows.map((r) => ({ code: r.code, codeNm: r.code_nm })));


/**
 * 운영일지 month sheet: the template of a facility and month (its items as columns, the days as rows, what is entered
 * already), and the upload of the filled sheet: `mode=preview` reads it (the rows, each CREATE / UPDATE / LOCKED / ERROR,
 * nothing written), `mode=apply` writes the good rows in one transaction (approved days are never touched).
 */
export async function envLogUploadRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5, fieldSize: 100, parts: 6 } });
  for (const m of ENV_MEDIA) {
    const api = envApi(m);
    const menu = ENV_MENUS[m].log;
    const tags = [m === 'AIR' ? 'envAirLog' : 'envWaterLog'];

    r.get(api.logTemplate, {
      config: menuRead(menu),
      schema: { tags, summary: 'the month sheet of a facility (.xlsx): a row per day, a column per reading item, with what is entered already', querystring: ZQuery },
    }, async (req, reply) => {
      const { facilityNo, ym } = req.query;
      const f = await facilityFor(app.db, m, facilityNo);
      assertPlantReachable(await requestScope(app.db, req, menu), f.plant_cd);
      const items = await itemsOf(app.db, f.facility_type_cd);
      const logs = await queryRows<{ log_ymd: string; op_hours: number | null; weather: string | null; remark: string | null; item_cd: string | null; value: number | null }>(app.db, sql`
        select l.log_ymd::text as log_ymd, l.op_hours, l.weather, l.remark, v.item_cd, v.value from env_log l left join env_log_value v on v.log_no = l.log_no
         where l.facility_no = ${facilityNo} and l.log_ymd between ${`${ym}-01`} and ${monthDays(ym).at(-1)!}`);
      const rows = monthDays(ym).map((d) => {
        const mine = logs.filter((l) => l.log_ymd === d);
        const row: Record<string, unknown> = { day: d, hours: mine[0]?.op_hours ?? null, weather: mine[0]?.weather ?? null, remark: mine[0]?.remark ?? null };
        for (const l of mine) if (l.item_cd) row[l.item_cd] = l.value;
        return row;
      });
      return sendXlsx(reply, {
        fileName: `운영일지_${f.facility_nm}_${ym}.xlsx`, asciiName: `oplog-${facilityNo}-${ym}.xlsx`, sheetName: `${ym}`, timeZone: app.config.plantTimeZone, log: req.log,
        columns: [
          { key: 'day', header: LOG_SHEET_COLS.day, width: 12, kind: 'date' }, { key: 'hours', header: LOG_SHEET_COLS.hours, width: 12 },
          ...items.map((i) => ({ key: i.code, header: i.codeNm, width: Math.max(12, i.codeNm.length * 2) })),
          { key: 'weather', header: LOG_SHEET_COLS.weather, width: 10 }, { key: 'remark', header: LOG_SHEET_COLS.remark, width: 40 },
        ],
        batches: (async function* () { yield rows; })(),
      });
    });

    r.post(api.logUpload, {
      config: menuWrite(menu),
      schema: {
        tags, summary: 'upload a facility\'s month sheet: mode=preview answers the rows (nothing written); mode=apply writes the good ones (approved days untouched)',
        consumes: ['multipart/form-data'], querystring: ZQuery.extend({ mode: z.enum(['preview', 'apply']).default('preview') }), response: { 200: ZAnswer },
      },
    }, async (req, reply) => {
      const { facilityNo, ym, mode } = req.query;
      const f = await facilityFor(app.db, m, facilityNo);
      const scope = await requestScope(app.db, req, menu);
      if (scope.vendorCd !== null) throw new AppError(403, MESSAGES.outOfScope);
      assertPlantReachable(scope, f.plant_cd);
      const sheet = await readUploadedSheet(req, reply, { maxRows: 40, messages: MSG });
      const items = await itemsOf(app.db, f.facility_type_cd);
      const p = req.principal!;
      return app.db.transaction(async (tx) => {
        // the month's logs of the facility, locked while the sheet is read and written (a concurrent approval waits)
        const existing = await tx.select({ logNo: envLog.logNo, logYmd: envLog.logYmd, statusCd: envLog.statusCd }).from(envLog)
          .where(and(eq(envLog.facilityNo, facilityNo), between(envLog.logYmd, `${ym}-01`, monthDays(ym).at(-1)!))).for('update');
        const rows = readLogSheet(sheet, ym, items, new Map(existing.map((e) => [e.logYmd, { logNo: e.logNo, statusCd: e.statusCd }])), plantToday());
        let created = 0;
        let updated = 0;
        if (mode === 'apply') {
          for (const row of rows) {
            if (row.action !== 'CREATE' && row.action !== 'UPDATE') continue;
            const head = { opHours: row.opHours, weather: row.weather, remark: row.remark };
            let logNo = row.logNo;
            if (row.action === 'CREATE') {
              const [ins] = await tx.insert(envLog).values({
                mediaCd: m, plantCd: f.plant_cd, facilityNo, logYmd: row.logYmd!, facilityTypeCd: f.facility_type_cd, deptCd: f.dept_cd, ...head, createUserId: p.userId, updateUserId: p.userId,
              }).returning({ no: envLog.logNo });
              logNo = ins!.no;
              created += 1;
            } else {
              await tx.update(envLog).set({ ...head, version: sql`${envLog.version} + 1`, updateUserId: p.userId, updateDt: sql`now()` }).where(eq(envLog.logNo, logNo!));
              await tx.delete(envLogValue).where(eq(envLogValue.logNo, logNo!));
              updated += 1;
            }
            await tx.insert(envLogValue).values(row.values.map((v, i) => ({ logNo: logNo!, itemCd: v.itemCd, value: v.value, rowNo: i + 1, createUserId: p.userId, updateUserId: p.userId })));
            row.logNo = logNo;
          }
          await writeAudit(tx, { userId: p.userId, action: 'ENV_LOG_UPLOAD', entity: tags[0]!, entityKey: `${facilityNo}:${ym}`, after: { created, updated, refused: rows.filter((x) => x.action === 'ERROR' || x.action === 'LOCKED').length, logNos: rows.filter((x) => x.action === 'CREATE' || x.action === 'UPDATE').map((x) => x.logNo) }, ip: req.ip });
        }
        return { mode, facilityNo, ym, rows, created, updated, refused: rows.filter((x) => x.action === 'ERROR' || x.action === 'LOCKED').length };
      });
    });
  }
}
