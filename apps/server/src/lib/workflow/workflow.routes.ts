import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { resourceRowSchema, ZStatusHistory, ZTransitionBody, type TResourceDefinition } from '@jikim/shared';
import type { DbOrTx } from '../../db/client.js';
import { menuParamRead } from '../route-auth.js';
import type { DataScope } from '../scope.js';
import { actionsFor, loadWorkflowRecord, statusHistoryOf, takeTransition, workflowActor, type WorkflowBinding } from './workflow.service.js';

/** the record as the caller may read it (the resource's `redact`) */
type Wire = (req: FastifyRequest, row: Record<string, unknown>) => Record<string, unknown>;

/**
 * The two workflow endpoints of a resource, mounted by resourceRoutes when its definition has `workflow`:
 *   POST base/:key/transition  { action, comment, version } → the updated record (+ allowedActions, separatedActions)
 *   GET  base/:key/history     { list } of transitions, oldest first
 * Both need read on the menu (and the record in the caller's scope); who may take a transition is the
 * transition's `who` (write right, owner, assignee, duty), checked by the engine.
 */
export function mountWorkflowRoutes(
  app: FastifyInstance, b: WorkflowBinding, params: z.ZodType,
  menuScope: (db: DbOrTx, req: FastifyRequest, menuId: string) => Promise<DataScope>, toWire: Wire,
) {
  const def: TResourceDefinition = b.def;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const Row = resourceRowSchema(def);
  const tags = [def.name];

  r.post(`${def.basePath}/:key/transition`, {
    config: menuParamRead(def.menuId, def.menuParam),
    schema: {
      tags, summary: `${def.name} status transition (409 stale or not from this status, 403 not yours)`,
      params, body: ZTransitionBody, response: { 200: Row },
    },
  }, async (req) => {
    const key = (req.params as { key: unknown }).key;
    const p = req.principal!;
    const { row, actions } = await app.db.transaction(async (tx) => {
      const scope = await menuScope(tx, req, def.menuId);
      // a per-value menu's write right (일상점검) counts for records of its value: the record's value first
      const record = def.menuParam ? await loadWorkflowRecord(tx, b, key, scope) : undefined;
      const actor = await workflowActor(tx, p, def.menuId, menuParamOf(def, record));
      const after = await takeTransition(tx, b, key, req.body, actor, scope, req.ip);
      return { row: after, actions: await actionsFor(tx, b, after, actor) };
    });
    return { ...toWire(req, row), ...actions } as z.infer<typeof Row>;
  });

  r.get(`${def.basePath}/:key/history`, {
    config: menuParamRead(def.menuId, def.menuParam),
    schema: { tags, summary: `${def.name} status history, oldest first`, params, response: { 200: ZStatusHistory } },
  }, async (req) => {
    const key = (req.params as { key: unknown }).key;
    const scope = await menuScope(app.db, req, def.menuId);
    await loadWorkflowRecord(app.db, b, key, scope);
    return { list: await statusHistoryOf(app.db, def.name, String(key)) };
  });
}

/** the record's value of the definition's per-value menus (`menuParam`), for the actor's write right */
const menuParamOf = (def: TResourceDefinition, row: Record<string, unknown> | undefined) =>
  def.menuParam && row ? { field: def.menuParam, value: row[def.menuParam] } : undefined;

/** GET of one record: the caller's allowed actions and those segregation of duties refuses them */
export async function actionsOf(db: DbOrTx, b: WorkflowBinding, req: FastifyRequest, row: Record<string, unknown>) {
  return actionsFor(db, b, row, await workflowActor(db, req.principal!, b.def.menuId, menuParamOf(b.def, row)));
}
