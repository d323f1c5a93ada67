import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  displayNameOf, PSM_DUE_REGISTERS, PSM_IMPORT_MAX_ROWS, PSM_MESSAGES, psmDueYmd, psmImportUrl, resourceCreateSchema,
  type TPsmDueKind, type TResourceDefinition, type TResourceField,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { cellText, readUploadedSheet, type TExcelRow } from '../../lib/excel-upload.js';
import { menuWrite } from '../../lib/route-auth.js';
import { requestScope } from '../../lib/scoped-load.js';
import type { ResourceBinding } from '../../lib/resource/resource.repository.js';
import { toWire } from '../../lib/resource/resource.routes.js';
import { psmDetector, psmEquipment, psmInterlock, psmValve } from './psm.tables.js';

type Row = Record<string, unknown>;

/** the register table of each due kind */
export const DUE_TABLES = { VALVE_TEST: psmValve, INTERLOCK_TEST: psmInterlock, DETECTOR_CAL: psmDetector, EQUIP_INSPECT: psmEquipment } as const;

/** months of a cycle code (code data attr1); 400 naming the field when the code is unknown */
export async function cycleMonthsOf(db: DbOrTx, codeGroup: string, code: string): Promise<number> {
  const [c] = await queryRows<{ attr1: string | null }>(db, sql`select attr1 from com_code_master where code_group_cd = ${codeGroup} and code = ${code} and use_yn = 'Y'`);
  const n = Number(c?.attr1);
  if (!c || !Number.isInteger(n) || n <= 0) throw badRequest([{ field: 'cycleCd', message: `주기 코드 ${code}를 알 수 없습니다.` }], `주기 코드 ${code}를 알 수 없습니다.`);
  return n;
}

/**
 * A register with a cycle: the server copies the cycle's months from code data and computes the next due date (last +
 * cycle in calendar months, clamped to the month's end) on every write.
 */
export async function fillDue(db: DbOrTx, def: TResourceDefinition, values: Row, before: Row | null): Promise<void> {
  const cycleField = def.fields.find((f) => f.name === 'cycleCd');
  if (!cycleField?.codeGroup) return;
  const cycleCd = (values.cycleCd ?? before?.cycleCd) as string | undefined;
  if (!cycleCd) return;
  const last = ('lastYmd' in values ? values.lastYmd : before?.lastYmd) as string | null | undefined;
  const months = await cycleMonthsOf(db, cycleField.codeGroup, cycleCd);
  values.cycleMonths = months;
  values.nextDueYmd = psmDueYmd(last ?? null, months);
}

/** the register of a due kind */
export const dueRegisterOf = (kind: TPsmDueKind) => ({ def: PSM_DUE_REGISTERS[kind], table: DUE_TABLES[kind] });

// ---------------------------------------------------------------- Excel import

type TImportSpec = {
  binding: ResourceBinding;
  /** the fields a row is matched by within its plant (the tag; an area's name; a drawing's number) */
  match: string;
  /** after a row is written (a drawing's revision history) */
  afterRow?: (tx: DbOrTx, userId: string, row: Row) => Promise<void>;
};

const ZImportQuery = z.object({ apply: z.enum(['Y', 'N']).optional() });
const ZImportResult = z.object({
  appliedYn: z.enum(['Y', 'N']), insertCnt: z.number(), updateCnt: z.number(), unchangedCnt: z.number(),
  errors: z.array(z.object({ rowNo: z.number(), message: z.string() })),
  changes: z.array(z.object({ rowNo: z.number(), op: z.enum(['INSERT', 'UPDATE']), key: z.string() })),
});

const LANGS = ['ko', 'en', 'zh', 'es'] as const;
/** the fields a register takes from a workbook (not the key, not server-written ones) */
const importable = (def: TResourceDefinition) => def.fields.filter((f) => !f.serverOnly && f.name !== def.key.name && f.name !== def.workflow?.statusField);

/** header text → field: the field's name, its label or its display name's label in any language (the export's headers) */
function headerMap(def: TResourceDefinition, headers: string[]): Map<string, TResourceField> {
  const out = new Map<string, TResourceField>();
  for (const f of importable(def)) {
    const names = new Set<string>([f.name]);
    const nm = displayNameOf(f);
    for (const l of LANGS) {
      const lab = def.i18n[l][f.label];
      if (lab) names.add(lab);
      if (nm && def.i18n[l][nm]) names.add(def.i18n[l][nm]!);
    }
    for (const h of headers) if (names.has(h.trim()) && !out.has(h)) out.set(h, f);
  }
  return out;
}

/** codes and names of the coded fields (a cell may hold either, as the export shows names) */
async function codeBook(db: DbOrTx, def: TResourceDefinition): Promise<Map<string, Map<string, string>>> {
  const groups = [...new Set(importable(def).map((f) => (f.type === 'plant' ? 'COM_PLANT_CD' : f.codeGroup)).filter((g): g is string => !!g))];
  const out = new Map<string, Map<string, string>>(groups.map((g) => [g, new Map()]));
  if (!groups.length) return out;
  const rows = await queryRows<{ g: string; code: string; nm: string }>(db, sql`
    select code_group_cd as g, code, code_nm as nm from com_code_master where code_group_cd in (${sql.join(groups.map((g) => sql`${g}`), sql`, `)}) and use_yn = 'Y'`);
  for (const r of rows) {
    out.get(r.g)!.set(r.code, r.code);
    if (!out.get(r.g)!.has(r.nm)) out.get(r.g)!.set(r.nm, r.code);
  }
  return out;
}

/** one workbook row as the definition's values (cells converted to the field's type), or the reason it cannot be */
function rowValues(def: TResourceDefinition, map: Map<string, TResourceField>, codes: Map<string, Map<string, string>>, row: TExcelRow): Row | string {
  const v: Row = {};
  for (const [h, f] of map) {
    const raw = row.cells[h];
    const s = cellText(raw);
    if (s === '') { v[f.name] = null; continue; }
    const group = f.type === 'plant' ? 'COM_PLANT_CD' : f.codeGroup;
    if (group) {
      const c = codes.get(group)?.get(s);
      if (!c) return `${def.i18n.ko[f.label] ?? f.name} "${s}"을(를) 알 수 없습니다.`;
      v[f.name] = c;
    } else if (f.type === 'number' || f.type === 'cost') {
      const n = typeof raw === 'number' ? raw : Number(s.replace(/,/g, ''));
      if (!Number.isFinite(n)) return `${def.i18n.ko[f.label] ?? f.name}은(는) 숫자여야 합니다.`;
      v[f.name] = n;
    } else v[f.name] = f.type === 'date' ? s.slice(0, 10) : s;
  }
  return v;
}

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || (a !== null && b !== null && a !== undefined && b !== undefined && String(a) === String(b));

/**
 * `POST <basePath>/import` (multipart `file`): the register's rows from a workbook in the layout of its Excel export
 * (headers = the list's column titles; coded cells by code or name). Without `apply=Y` it answers the preview (rows to
 * insert, to update, unchanged, and every bad row); with `apply=Y` it writes them in one transaction (each row audited)
 * or, when a row is bad, refuses the whole file with 400. Rows are matched by plant and `match` (the tag); a row of a
 * plant outside the caller's scope is a bad row.
 */
export function registerImport(app: FastifyInstance, spec: TImportSpec): void {
  const { def, table } = spec.binding;
  const Create = resourceCreateSchema(def);
  const cols = table as unknown as Record<string, Parameters<typeof eq>[0]>;
  const keyCol = cols[def.key.name]!;
  const plantField = def.scope!.plant!;
  app.withTypeProvider<ZodTypeProvider>().post(psmImportUrl(def.basePath), {
    config: menuWrite(def.menuId),
    schema: {
      tags: [def.name], summary: `${def.name} Excel import: the preview, or with apply=Y the rows written (matched by plant and ${spec.match})`,
      consumes: ['multipart/form-data'], querystring: ZImportQuery, response: { 200: ZImportResult },
    },
  }, async (req, reply) => {
    const sheet = await readUploadedSheet(req, reply, { maxRows: PSM_IMPORT_MAX_ROWS, messages: { noFile: PSM_MESSAGES.importNoFile, badFile: PSM_MESSAGES.importBadFile } });
    const map = headerMap(def, sheet.headers);
    if (![...map.values()].some((f) => f.name === spec.match) || ![...map.values()].some((f) => f.name === plantField)) throw badRequest(undefined, PSM_MESSAGES.importBadFile);
    if (!sheet.rows.length) throw badRequest(undefined, PSM_MESSAGES.importEmpty);
    const apply = req.query.apply === 'Y';
    const run = async (tx: DbOrTx) => {
      const scope = await requestScope(tx, req, def.menuId);
      const codes = await codeBook(tx, def);
      const errors: { rowNo: number; message: string }[] = [];
      const plan: { rowNo: number; op: 'INSERT' | 'UPDATE'; values: Row; before: Row | null }[] = [];
      let unchanged = 0;
      const seen = new Set<string>();
      for (const row of sheet.rows) {
        const fail = (why: string) => errors.push({ rowNo: row.rowNo, message: PSM_MESSAGES.importRow(row.rowNo, why) });
        const got = rowValues(def, map, codes, row);
        if (typeof got === 'string') { fail(got); continue; }
        const plant = got[plantField] as string | null;
        const k = got[spec.match] as string | null;
        if (!plant || !k) { fail('사업장과 식별 항목은 필수입니다.'); continue; }
        if (scope.vendorCd !== null || (!scope.allPlants && plant !== scope.plantCd)) { fail('이 사업장의 자료를 쓸 권한이 없습니다.'); continue; }
        if (seen.has(`${plant}|${k}`)) { fail('같은 사업장·식별 항목의 행이 두 번 있습니다.'); continue; }
        seen.add(`${plant}|${k}`);
        const [before] = (await tx.select().from(table).where(and(eq(cols[plantField]!, plant), eq(cols[spec.match]!, k)))) as Row[];
        const merged = { ...(before ? Object.fromEntries(importable(def).map((f) => [f.name, before[f.name]])) : {}), ...got };
        const parsed = Create.safeParse(merged);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          const f = def.fields.find((x) => x.name === issue.path[0]);
          fail(`${f ? (def.i18n.ko[f.label] ?? f.name) : String(issue.path[0])}: ${f?.required && merged[f.name] == null ? '필수 입력 항목입니다.' : '값이 올바르지 않습니다.'}`);
          continue;
        }
        const values = Object.fromEntries(Object.keys(got).map((n) => [n, (parsed.data as Row)[n] ?? null]));
        if (before && Object.keys(values).every((n) => same(values[n], before[n]))) { unchanged += 1; continue; }
        plan.push({ rowNo: row.rowNo, op: before ? 'UPDATE' : 'INSERT', values, before: before ?? null });
      }
      const changes = plan.map((p) => ({ rowNo: p.rowNo, op: p.op, key: `${String(p.values[plantField])}/${String(p.values[spec.match])}` }));
      const result = { insertCnt: plan.filter((p) => p.op === 'INSERT').length, updateCnt: plan.filter((p) => p.op === 'UPDATE').length, unchangedCnt: unchanged, errors, changes: changes.slice(0, 500) };
      if (!apply) return { appliedYn: 'N' as const, ...result };
      if (errors.length) throw new AppError(400, PSM_MESSAGES.importErrors(errors.length), 'VALIDATION', errors.slice(0, 100).map((e) => ({ field: `row${e.rowNo}`, message: e.message })));
      const userId = req.principal!.userId;
      for (const p of plan) {
        await fillDue(tx, def, p.values, p.before);
        let saved: Row | undefined;
        if (p.before) {
          [saved] = (await tx.update(table).set({ ...p.values, version: sql`version + 1`, updateUserId: userId, updateDt: sql`now()` })
            .where(eq(keyCol, p.before[def.key.name])).returning()) as Row[];
        } else {
          [saved] = (await tx.insert(table).values({ ...p.values, createUserId: userId, updateUserId: userId }).returning()) as Row[];
        }
        await spec.afterRow?.(tx, userId, saved!);
        await writeAudit(tx, {
          userId, action: p.before ? 'UPDATE' : 'CREATE', entity: def.name, entityKey: String(saved![def.key.name]), ip: req.ip,
          ...(p.before ? { before: toWire(p.before) } : {}), after: { ...toWire(saved!), importedFrom: 'excel' },
        });
      }
      return { appliedYn: 'Y' as const, ...result };
    };
    return apply ? app.db.transaction(run) : run(app.db);
  });
}

/** the request's user (the tester of a test record) */
export const principalOf = (req: FastifyRequest) => req.principal!.userId;
