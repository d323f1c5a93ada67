import { PassThrough } from 'node:stream';
import { eq, and, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  displayNameOf, zIntParam, resourceCreateSchema, resourceFindQuerySchema, resourceListSchema, resourceRowSchema, resourceUpdateSchema,
  type TResourceDefinition,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../audit.js';
import { badRequest, conflict, forbidden, notFound } from '../errors.js';
import { menuRead, menuWrite } from '../route-auth.js';
import { dataScope, deptSubtree, type DataScope } from '../scope.js';
import { columnsOf, findAllBatches, findPage, getOne, keyColumn, type ResourceBinding } from './resource.repository.js';

export type { ResourceBinding } from './resource.repository.js';

export type ResourceOp = 'find' | 'get' | 'create' | 'update' | 'delete' | 'excel';

export type ResourceOptions = {
  /** mount only these operations (a module writes the others itself) */
  only?: ResourceOp[];
  /** business rule before create/update, inside the transaction; throw an AppError to refuse */
  beforeWrite?: (ctx: { tx: DbOrTx; req: FastifyRequest; op: 'create' | 'update' | 'delete'; values: Record<string, unknown>; before: Record<string, unknown> | null }) => Promise<void> | void;
};

const LANG: Record<string, 'ko' | 'en' | 'zh' | 'es'> = { kr: 'ko', us: 'en', zh: 'zh', es: 'es' };

/** Dates to ISO strings for the wire (date columns already are YYYY-MM-DD strings) */
export function toWire(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) out[k] = v instanceof Date ? v.toISOString() : v;
  return out;
}

async function menuScope(db: DbOrTx, req: FastifyRequest, menuId: string): Promise<DataScope> {
  const r = await queryRows<{ c: string }>(db, sql`select all_plant_access_cd as c from com_menu where menu_id = ${menuId}`);
  return dataScope(req.principal!, r[0]?.c);
}

/** a written row must lie in the writer's scope (plant, department subtree; vendors may not write unscoped tables) */
async function assertWritable(db: DbOrTx, def: TResourceDefinition, scope: DataScope, values: Record<string, unknown>) {
  if (scope.vendorCd !== null) throw forbidden();
  const plant = def.scope?.plant;
  if (plant && !scope.allPlants && values[plant] !== scope.plantCd) throw forbidden();
  const dept = def.scope?.dept;
  if (dept && !scope.allDepts) {
    const v = values[dept];
    const ok = typeof v === 'string' && (await queryRows(db, sql`select 1 from ${deptSubtree(scope.deptCd)} s where s.dept_cd = ${v}`)).length > 0;
    if (!ok) throw forbidden();
  }
}

function crossCheck(def: TResourceDefinition, values: Record<string, unknown>) {
  const bad = def.validate?.(values);
  if (bad) throw badRequest([bad], bad.message);
}

/**
 * Mount find / get / create / update / delete / excel of a resource under def.basePath:
 *   GET    base            find (page, limit ∈ 20/50/100/200/300, sortField, sortOrder, search fields)
 *   GET    base/excel      every matching row as a streamed .xlsx
 *   GET    base/:key       get
 *   POST   base            create
 *   PUT    base/:key       update (body carries the version read; stale → 409)
 *   DELETE base/:key       delete (?version=n; stale → 409)
 * Reads need accessYn on def.menuId, writes writeYn; rows are limited to the caller's scope; every write
 * is audited in its transaction.
 */
export function resourceRoutes(binding: ResourceBinding, options: ResourceOptions = {}) {
  const { def, table } = binding;
  const on = (op: ResourceOp) => !options.only || options.only.includes(op);
  const Row = resourceRowSchema(def);
  const List = resourceListSchema(def);
  const Find = resourceFindQuerySchema(def);
  const Create = resourceCreateSchema(def);
  const Update = resourceUpdateSchema(def);
  const keyParam = def.key.type === 'number' ? zIntParam().pipe(z.number().min(1)) : z.string().trim().min(1).max(50);
  const Params = z.object({ key: keyParam });
  const base = def.basePath;
  const tags = [def.name];
  const cols = columnsOf(binding);
  const key = keyColumn(binding);
  const hasCol = (n: string) => n in cols;

  const plugin = async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    const splitQuery = (q: Record<string, unknown>) => {
      const { page, limit, sortField, sortOrder, ...filters } = q as { page: number; limit: number; sortField?: string; sortOrder?: 'asc' | 'desc' };
      return { page, limit, sortField, sortOrder, filters };
    };

    if (on('find')) {
      r.get(base, {
        config: menuRead(def.menuId),
        schema: { tags, summary: `${def.name} find (server paging)`, querystring: Find, response: { 200: List } },
      }, async (req) => {
        const q = splitQuery(req.query as Record<string, unknown>);
        const scope = await menuScope(app.db, req, def.menuId);
        const { rows, totalCount } = await findPage(app.db, binding, scope, q);
        return { list: rows.map(toWire), totalCount, page: q.page, limit: q.limit } as z.infer<typeof List>;
      });
    }

    if (on('excel')) {
      r.get(`${base}/excel`, {
        config: menuRead(def.menuId),
        schema: { tags, summary: `${def.name} Excel export of every matching row (streamed .xlsx)`, querystring: Find },
      }, async (req, reply) => {
        const q = splitQuery(req.query as Record<string, unknown>);
        const scope = await menuScope(app.db, req, def.menuId);
        const lang = LANG[req.principal!.lang] ?? 'ko';
        const labels = { ...def.i18n.ko, ...def.i18n[lang] };
        const fields = new Map(def.fields.map((f) => [f.name, f]));
        // coded columns show their names, as the grid does
        const columns = def.listColumns.map((c) => {
          const f = fields.get(c.name);
          const nm = f ? displayNameOf(f) : null;
          return { header: labels[c.label ?? f?.label ?? c.name] ?? c.name, key: nm ?? c.name, width: Math.max(10, Math.round((c.width ?? 200) / 7)) };
        });
        const out = new PassThrough();
        const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
        const ws = wb.addWorksheet(labels[def.title] ?? def.name);
        ws.columns = columns;
        ws.getRow(1).font = { bold: true };
        ws.getRow(1).commit();
        void (async () => {
          try {
            for await (const batch of findAllBatches(app.db, binding, scope, q)) {
              for (const row of batch) ws.addRow(columns.map((c) => formatCell(row[c.key]))).commit();
            }
            ws.commit();
            await wb.commit();
          } catch (err) {
            req.log.error({ err }, 'excel export failed');
            out.destroy(err as Error);
          }
        })();
        const fileName = `${labels[def.title] ?? def.name}.xlsx`;
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${def.name}.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
          .send(out);
      });
    }

    if (on('get')) {
      r.get(`${base}/:key`, {
        config: menuRead(def.menuId),
        schema: { tags, summary: `${def.name} get`, params: Params, response: { 200: Row } },
      }, async (req) => {
        const scope = await menuScope(app.db, req, def.menuId);
        const row = await getOne(app.db, binding, req.params.key, scope);
        if (row) return toWire(row) as z.infer<typeof Row>;
        if (await getOne(app.db, binding, req.params.key)) throw forbidden();
        throw notFound();
      });
    }

    if (on('create')) {
      r.post(base, {
        config: menuWrite(def.menuId),
        schema: { tags, summary: `${def.name} create`, body: Create, response: { 200: Row } },
      }, async (req) => {
        const values = { ...(req.body as Record<string, unknown>) };
        crossCheck(def, values);
        const p = req.principal!;
        const created = await app.db.transaction(async (tx) => {
          const scope = await menuScope(tx, req, def.menuId);
          await assertWritable(tx, def, scope, values);
          await options.beforeWrite?.({ tx, req, op: 'create', values, before: null });
          if (!def.key.generated && (await getOne(tx, binding, values[def.key.name]))) throw conflict(DUPLICATE_KEY);
          const insert: Record<string, unknown> = { ...values, createUserId: p.userId, updateUserId: p.userId };
          if (hasCol('version')) insert.version = 1;
          const [ins] = (await tx.insert(table).values(insert).returning({ k: key })) as { k: unknown }[];
          const row = (await getOne(tx, binding, ins!.k))!;
          await writeAudit(tx, { userId: p.userId, action: 'CREATE', entity: def.name, entityKey: String(ins!.k), after: toWire(row), ip: req.ip });
          return row;
        });
        return toWire(created) as z.infer<typeof Row>;
      });
    }

    if (on('update')) {
      r.put(`${base}/:key`, {
        config: menuWrite(def.menuId),
        schema: { tags, summary: `${def.name} update (409 when the version is stale)`, params: Params, body: Update, response: { 200: Row } },
      }, async (req) => {
        const { version, ...values } = req.body as Record<string, unknown> & { version: number };
        crossCheck(def, values);
        const p = req.principal!;
        const updated = await app.db.transaction(async (tx) => {
          const scope = await menuScope(tx, req, def.menuId);
          const before = await getOne(tx, binding, req.params.key);
          if (!before) throw notFound();
          await assertWritable(tx, def, scope, before);
          await assertWritable(tx, def, scope, { ...before, ...values });
          await options.beforeWrite?.({ tx, req, op: 'update', values, before });
          const res = (await tx
            .update(table)
            .set({ ...values, version: sql`${cols.version} + 1`, updateUserId: p.userId, updateDt: sql`now()` })
            .where(and(eq(key, req.params.key), eq(cols.version!, version)))
            .returning({ k: key })) as { k: unknown }[];
          if (res.length === 0) throw conflict();
          const after = (await getOne(tx, binding, req.params.key))!;
          await writeAudit(tx, { userId: p.userId, action: 'UPDATE', entity: def.name, entityKey: String(req.params.key), before: toWire(before), after: toWire(after), ip: req.ip });
          return after;
        });
        return toWire(updated) as z.infer<typeof Row>;
      });
    }

    if (on('delete')) {
      r.delete(`${base}/:key`, {
        config: menuWrite(def.menuId),
        schema: {
          tags, summary: `${def.name} delete (?version=n; 409 when stale)`, params: Params,
          querystring: z.object({ version: zIntParam().pipe(z.number().min(1)).optional() }),
          response: { 200: z.object({ deleted: z.number() }) },
        },
      }, async (req) => {
        const p = req.principal!;
        const { version } = req.query as { version?: number };
        await app.db.transaction(async (tx) => {
          const scope = await menuScope(tx, req, def.menuId);
          const before = await getOne(tx, binding, req.params.key);
          if (!before) throw notFound();
          await assertWritable(tx, def, scope, before);
          await options.beforeWrite?.({ tx, req, op: 'delete', values: {}, before });
          const cond = version !== undefined ? and(eq(key, req.params.key), eq(cols.version!, version)) : eq(key, req.params.key);
          const res = (await tx.delete(table).where(cond).returning({ k: key })) as unknown[];
          if (res.length === 0) throw conflict();
          await writeAudit(tx, { userId: p.userId, action: 'DELETE', entity: def.name, entityKey: String(req.params.key), before: toWire(before), ip: req.ip });
        });
        return { deleted: 1 };
      });
    }
  };
  Object.defineProperty(plugin, 'name', { value: `${def.name}Routes` });
  return plugin;
}

const KST = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false,
});

export const DUPLICATE_KEY = '이미 존재하는 코드입니다.';

function formatCell(v: unknown): string | number | null {
  if (v === null || v === undefined) return null;
  // plants are in Korea: timestamps in the sheet are Korean local time
  if (v instanceof Date) return KST.format(v);
  if (Array.isArray(v)) return v.join(', ');
  if (typeof v === 'number') return v;
  return String(v);
}
