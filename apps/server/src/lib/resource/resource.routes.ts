import { eq, and, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEFAULT_PLANT_TIME_ZONE, displayNameOf, instantOfPlantTime, maskListRow, MESSAGES, splitChildren, TEMP_ATTACH_ID_RE, zIntParam, resourceCreateSchema, resourceFindQuerySchema, resourceListSchema, resourceRowSchema, resourceUpdateSchema,
  type TResourceDefinition,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../audit.js';
import { sendXlsx, type TExportColumn } from '../excel-export.js';
import { badRequest, conflict, forbidden, outOfScope } from '../errors.js';
import { menuParamRead, menuParamWrite } from '../route-auth.js';
import { deptSubtree, type DataScope } from '../scope.js';
import { requestScope } from '../scoped-load.js';
import { loadMenuRights } from '../../modules/auth/principal.js';
import { claimTempGroups, releaseRecordFiles } from '../../modules/attachments/attachments.service.js';
import { resourceChildren } from './resource.children.js';
import { assertReferences, boundResource, registerResource } from './resource.references.js';
import { mountMapPointRoutes, registerMapPoint } from './resource.map-point.js';
import { assertChildSaves } from './child-lock.js';
import { mountCommentRoutes, type CommentOptions } from './resource.comments.js';
import { columnsOf, findAllBatches, findPage, getOne, keyColumn, loadScopedOne, type ResourceBinding } from './resource.repository.js';
import { bindWorkflow, workflowBeforeWrite, type WorkflowOptions } from '../workflow/workflow.service.js';
import { actionsOf, mountWorkflowRoutes } from '../workflow/workflow.routes.js';

export type { ResourceBinding } from './resource.repository.js';

/** create: the temporary attachment group (files picked before the first save) the new record claims */
const ZCreateQuery = z.object({ attachTempId: z.string().regex(TEMP_ATTACH_ID_RE).optional() });

export type ResourceOp = 'find' | 'get' | 'create' | 'update' | 'delete' | 'excel';

export type ResourceOptions = {
  /** mount only these operations (a module writes the others itself) */
  only?: ResourceOp[];
  /** business rule before create/update, inside the transaction; throw an AppError to refuse */
  beforeWrite?: (ctx: { tx: DbOrTx; req: FastifyRequest; op: 'create' | 'update' | 'delete'; values: Record<string, unknown>; before: Record<string, unknown> | null }) => Promise<void> | void;
  /** after a create or update, inside the transaction, with the saved row (tell the new assignee, …) */
  afterWrite?: (ctx: { tx: DbOrTx; req: FastifyRequest; op: 'create' | 'update'; row: Record<string, unknown>; before: Record<string, unknown> | null }) => Promise<void> | void;
  /**
   * after a by-key read in the caller's scope (a read receipt), with the record's collections; answers fields that
   * replace the response's (a fresh read count, the rows a reader may see), or nothing
   */
  afterGet?: (ctx: { db: DbOrTx; req: FastifyRequest; row: Record<string, unknown> }) => Promise<Record<string, unknown> | void> | Record<string, unknown> | void;
  /**
   * the row as this caller may read it (an anonymous observer's name left out for all but administrators): applied to
   * list rows, the Excel export, the record and a transition's answer
   */
  redact?: (req: FastifyRequest, row: Record<string, unknown>) => Record<string, unknown>;
  /** server half of the definition's workflow: async guards and run hooks by name (lib/workflow) */
  workflow?: WorkflowOptions;
  /** the definition's comments (`def.comments`): who may comment now, who deletes anyone's (./resource.comments.ts) */
  comments?: CommentOptions;
};

const LANG: Record<string, 'ko' | 'en' | 'zh' | 'es'> = { kr: 'ko', us: 'en', zh: 'zh', es: 'es' };

/** Dates to ISO strings for the wire (date columns already are YYYY-MM-DD strings) */
export function toWire(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) out[k] = v instanceof Date ? v.toISOString() : v;
  return out;
}

const menuScope = (db: DbOrTx, req: FastifyRequest, menuId: string): Promise<DataScope> => requestScope(db, req, menuId);

/** the scope of a read: a binding with `readerReach` limits callers without the write right on the menu */
async function readScope(db: DbOrTx, req: FastifyRequest, binding: ResourceBinding): Promise<DataScope> {
  const scope = await menuScope(db, req, binding.def.menuId);
  if (!binding.readerReach) return scope;
  return (await loadMenuRights(db, req.principal!, [binding.def.menuId])).canWrite ? scope : { ...scope, readerOnly: true };
}

/**
 * a written row must lie in the writer's scope (plant, department subtree). Vendor users write only rows whose
 * vendor column (`scope.vendor`) is their own vendor; a definition without one refuses them.
 */
async function assertWritable(db: DbOrTx, def: TResourceDefinition, scope: DataScope, values: Record<string, unknown>) {
  // reached through per-value menus (the 일상점검 menu): records of those values only
  if (scope.only && !scope.only.values.includes(values[scope.only.field] as string)) throw forbidden();
  if (scope.vendorCd !== null) {
    const v = def.scope?.vendor;
    if (!v || values[v] !== scope.vendorCd) throw outOfScope();
    return;
  }
  const plant = def.scope?.plant;
  if (plant && !scope.allPlants && values[plant] !== scope.plantCd) throw outOfScope();
  // several department columns: the first is the record's own department (the writer's); the others (an owning
  // department) may lie elsewhere
  const dept = Array.isArray(def.scope?.dept) ? def.scope.dept[0] : def.scope?.dept;
  if (dept && !scope.allDepts) {
    const v = values[dept];
    const ok = typeof v === 'string' && (await queryRows(db, sql`select 1 from ${deptSubtree(scope.deptCd)} s where s.dept_cd = ${v}`)).length > 0;
    if (!ok) throw outOfScope();
  }
}

/** the export's rows with the definition's `listMask` fields masked, as the list shows them */
async function* maskBatches(def: TResourceDefinition, batches: AsyncIterable<Record<string, unknown>[]>, redact?: (row: Record<string, unknown>) => Record<string, unknown>) {
  for await (const rows of batches) yield rows.map((r) => maskListRow(def, redact ? redact(r) : r));
}

function crossCheck(def: TResourceDefinition, values: Record<string, unknown>) {
  const bad = def.validate?.(values);
  if (bad) throw badRequest([bad], bad.message);
}

/** a `datetime` field's plant date-time (`YYYY-MM-DD HH:mm` in the plants' zone, or with an offset) as the instant it names */
export function plantInstants(def: TResourceDefinition, values: Record<string, unknown>, tz: string): void {
  for (const f of def.fields) {
    const v = values[f.name];
    if (f.type !== 'datetime' || typeof v !== 'string') continue;
    const d = instantOfPlantTime(v, tz);
    if (Number.isNaN(d.getTime())) throw badRequest([{ field: f.name, message: MESSAGES.badRequest }], MESSAGES.badRequest);
    values[f.name] = d;
  }
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
  if (binding.slice && (!hasCol(binding.slice.field) || def.fields.some((f) => f.name === binding.slice!.field))) {
    throw new Error(`resource ${def.name}: slice ${binding.slice.field} must be a column that is not a field`);
  }
  for (const name of Object.keys(binding.derived ?? {})) {
    // a serverOnly field, or the name of an optionsFrom pick (the project's name of a permit's projectNo)
    if (!def.fields.some((f) => (f.name === name && f.serverOnly) || f.optionsFrom?.label === name) || hasCol(name)) {
      throw new Error(`resource ${def.name}: derived ${name} must be a serverOnly field or an optionsFrom label without a column`);
    }
  }
  const wfb = def.workflow ? bindWorkflow(binding, options.workflow) : null;
  // a reference target for other definitions, and the labels of its columns for constraint errors
  registerResource(binding);
  // a record on a plant map: the declaration checked, its readers read the maps' images
  registerMapPoint(def);
  // child collections (null when the definition declares none): read with the record, saved in its transaction
  const kids = resourceChildren(def, binding.children);
  /** the record's plant (its `scope.plant` column): department cells of its child rows must be of it */
  const plantOf = (row: Record<string, unknown>): string | null => {
    const v = def.scope?.plant ? row[def.scope.plant] : null;
    return typeof v === 'string' && v ? v : null;
  };
  const withKids = async (db: DbOrTx, row: Record<string, unknown>, k: unknown) => (kids ? { ...row, ...(await kids.load(db, k)) } : row);
  /** the wire row as the caller may read it (options.redact) */
  const readable = (req: FastifyRequest, row: Record<string, unknown>) => (options.redact ? options.redact(req, toWire(row)) : toWire(row));

  const plugin = async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    const splitQuery = (q: Record<string, unknown>) => {
      const { page, limit, sortField, sortOrder, ...filters } = q as { page: number; limit: number; sortField?: string; sortOrder?: 'asc' | 'desc' };
      return { page, limit, sortField, sortOrder, filters };
    };

    if (on('find')) mountMapPointRoutes(app, binding, boundResource);

    if (on('find')) {
      r.get(base, {
        config: menuParamRead(def.menuId, def.menuParam),
        schema: { tags, summary: `${def.name} find (server paging)`, querystring: Find, response: { 200: List } },
      }, async (req) => {
        const q = splitQuery(req.query as Record<string, unknown>);
        const scope = await readScope(app.db, req, binding);
        const { rows, totalCount, totalCappedYn } = await findPage(app.db, binding, scope, q);
        // collections answered with each list row (binding.listChildren): one query per collection for the page
        const withRows = kids && binding.listChildren?.length
          ? await kids.loadMany(app.db, rows.map((row) => row[def.key.name]), binding.listChildren).then((m) => rows.map((row) => ({ ...row, ...m.get(row[def.key.name]) })))
          : rows;
        return { list: withRows.map((row) => maskListRow(def, readable(req, row))), totalCount, totalCappedYn, page: q.page, limit: q.limit } as z.infer<typeof List>;
      });
    }

    if (on('excel')) {
      r.get(`${base}/excel`, {
        config: menuParamRead(def.menuId, def.menuParam),
        schema: { tags, summary: `${def.name} Excel export of every matching row (streamed .xlsx)`, querystring: Find },
      }, async (req, reply) => {
        const q = splitQuery(req.query as Record<string, unknown>);
        const scope = await readScope(app.db, req, binding);
        const lang = LANG[req.principal!.lang] ?? 'ko';
        const labels = { ...def.i18n.ko, ...def.i18n[lang] };
        const fields = new Map(def.fields.map((f) => [f.name, f]));
        // coded columns show their names, as the grid does; numbers and dates are typed cells, other fields stay text
        const columns: TExportColumn[] = def.listColumns.map((c) => {
          const f = fields.get(c.name);
          const nm = f ? displayNameOf(f) : null;
          const kind = !f ? 'auto' : nm ? 'text' : f.type === 'number' || f.type === 'cost' ? 'number' : f.type === 'date' ? 'date' : f.type === 'datetime' ? 'auto' : 'text';
          return { header: labels[c.label ?? f?.label ?? c.name] ?? c.name, key: nm ?? c.name, width: Math.max(10, Math.round((c.width ?? 200) / 7)), kind };
        });
        const title = labels[def.title] ?? def.name;
        return sendXlsx(reply, {
          fileName: `${title}.xlsx`, asciiName: `${def.name}.xlsx`, sheetName: title, columns,
          batches: maskBatches(def, findAllBatches(app.db, binding, scope, q), options.redact ? (row) => options.redact!(req, row) : undefined), timeZone: app.config.plantTimeZone, log: req.log,
        });
      });
    }

    if (on('get')) {
      r.get(`${base}/:key`, {
        config: menuParamRead(def.menuId, def.menuParam),
        schema: { tags, summary: `${def.name} get`, params: Params, response: { 200: Row } },
      }, async (req) => {
        const scope = await readScope(app.db, req, binding);
        const row = await withKids(app.db, await loadScopedOne(app.db, binding, req.params.key, scope), req.params.key);
        // the module's part of the answer (a read count, the revisions a reader may see) over the record and its rows
        const extra = await options.afterGet?.({ db: app.db, req, row });
        const out = readable(req, extra ? { ...row, ...extra } : row);
        if (wfb) return { ...out, ...(await actionsOf(app.db, wfb, req, row)) } as z.infer<typeof Row>;
        return out as z.infer<typeof Row>;
      });
    }

    if (on('create')) {
      r.post(base, {
        config: menuParamWrite(def.menuId, def.menuParam),
        schema: { tags, summary: `${def.name} create`, body: Create, querystring: ZCreateQuery, response: { 200: Row } },
      }, async (req) => {
        const body = req.body as Record<string, unknown>;
        const values = splitChildren(def, body).parent;
        crossCheck(def, values);
        plantInstants(def, values, app.config.plantTimeZone ?? DEFAULT_PLANT_TIME_ZONE);
        kids?.check(body, true);
        const p = req.principal!;
        const created = await app.db.transaction(async (tx) => {
          const scope = await menuScope(tx, req, def.menuId);
          await assertWritable(tx, def, scope, values);
          if (wfb) workflowBeforeWrite(wfb, { op: 'create', values, before: null });
          if (wfb) await assertChildSaves(tx, req, def, body, { ...values, [wfb.wf.statusField]: wfb.wf.initial });
          await options.beforeWrite?.({ tx, req, op: 'create', values, before: null });
          // after the module's own rules (their messages stay), every reference the module did not check
          await assertReferences(tx, req, def, scope, values, null, body);
          if (!def.key.generated && (await getOne(tx, binding, values[def.key.name]))) throw conflict(DUPLICATE_KEY);
          const insert: Record<string, unknown> = { ...values, createUserId: p.userId, updateUserId: p.userId };
          if (binding.slice) insert[binding.slice.field] = binding.slice.value;
          if (hasCol('version')) insert.version = 1;
          const [ins] = (await tx.insert(table).values(insert).returning({ k: key })) as { k: unknown }[];
          // the record's values as the hooks left them (a server-set kind picks the rows a collection is offered)
          await kids?.save(tx, ins!.k, { ...body, ...values }, p.userId, plantOf(values), { create: true });
          let row = await withKids(tx, (await getOne(tx, binding, ins!.k))!, ins!.k);
          if (options.afterWrite) {
            await options.afterWrite({ tx, req, op: 'create', row, before: null });
            // the answer shows what afterWrite wrote (server-computed rows and values)
            row = await withKids(tx, (await getOne(tx, binding, ins!.k))!, ins!.k);
          }
          await writeAudit(tx, { userId: p.userId, action: 'CREATE', entity: def.name, entityKey: String(ins!.k), after: toWire(row), ip: req.ip });
          // files picked before this first save (a temporary attachment group) become the new record's
          await claimTempGroups(tx, p, def.attachments ?? [], (req.query as { attachTempId?: string }).attachTempId, String(ins!.k), req.ip);
          return row;
        });
        return readable(req, created) as z.infer<typeof Row>;
      });
    }

    if (on('update')) {
      r.put(`${base}/:key`, {
        config: menuParamWrite(def.menuId, def.menuParam),
        schema: { tags, summary: `${def.name} update (409 when the version is stale)`, params: Params, body: Update, response: { 200: Row } },
      }, async (req) => {
        const { version, ...body } = req.body as Record<string, unknown> & { version: number };
        const values = splitChildren(def, body).parent;
        crossCheck(def, values);
        plantInstants(def, values, app.config.plantTimeZone ?? DEFAULT_PLANT_TIME_ZONE);
        kids?.check(body, false);
        const p = req.principal!;
        const updated = await app.db.transaction(async (tx) => {
          const scope = await menuScope(tx, req, def.menuId);
          const before = await loadScopedOne(tx, binding, req.params.key, scope);
          await assertWritable(tx, def, scope, before);
          await assertWritable(tx, def, scope, { ...before, ...values });
          if (wfb) workflowBeforeWrite(wfb, { op: 'update', values, before });
          if (wfb) await assertChildSaves(tx, req, def, body, before);
          const beforeAll = await withKids(tx, before, req.params.key);
          await options.beforeWrite?.({ tx, req, op: 'update', values, before });
          await assertReferences(tx, req, def, scope, { ...before, ...values }, before, body);
          const res = (await tx
            .update(table)
            .set({ ...values, version: sql`${cols.version} + 1`, updateUserId: p.userId, updateDt: sql`now()` })
            .where(and(eq(key, req.params.key), eq(cols.version!, version)))
            .returning({ k: key })) as { k: unknown }[];
          if (res.length === 0) throw conflict();
          // the rows are saved under the parent's version: a stale version never reaches them
          await kids?.save(tx, req.params.key, body, p.userId, plantOf({ ...before, ...values }));
          let after = await withKids(tx, (await getOne(tx, binding, req.params.key))!, req.params.key);
          if (options.afterWrite) {
            await options.afterWrite({ tx, req, op: 'update', row: after, before });
            after = await withKids(tx, (await getOne(tx, binding, req.params.key))!, req.params.key);
          }
          await writeAudit(tx, { userId: p.userId, action: 'UPDATE', entity: def.name, entityKey: String(req.params.key), before: toWire(beforeAll), after: toWire(after), ip: req.ip });
          return after;
        });
        return readable(req, updated) as z.infer<typeof Row>;
      });
    }

    if (on('delete')) {
      r.delete(`${base}/:key`, {
        config: menuParamWrite(def.menuId, def.menuParam),
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
          const before = await loadScopedOne(tx, binding, req.params.key, scope);
          await assertWritable(tx, def, scope, before);
          if (wfb) workflowBeforeWrite(wfb, { op: 'delete', values: {}, before });
          await options.beforeWrite?.({ tx, req, op: 'delete', values: {}, before });
          const beforeAll = await withKids(tx, before, req.params.key);
          await kids?.removeAll(tx, req.params.key);
          const cond = version !== undefined ? and(eq(key, req.params.key), eq(cols.version!, version)) : eq(key, req.params.key);
          const res = (await tx.delete(table).where(cond).returning({ k: key })) as unknown[];
          if (res.length === 0) throw conflict();
          await writeAudit(tx, { userId: p.userId, action: 'DELETE', entity: def.name, entityKey: String(req.params.key), before: toWire(beforeAll), ip: req.ip });
          // the record's files go with it (a later record with the same key must not inherit them)
          await releaseRecordFiles(tx, p, def.attachments ?? [], String(req.params.key), req.ip);
        });
        return { deleted: 1 };
      });
    }

    if (wfb) mountWorkflowRoutes(app, wfb, Params, menuScope, readable);
    if (def.comments || binding.comments) mountCommentRoutes(app, binding, options.comments ?? {}, Params, menuScope);
  };
  Object.defineProperty(plugin, 'name', { value: `${def.name}Routes` });
  return plugin;
}

export const DUPLICATE_KEY = '이미 존재하는 코드입니다.';

