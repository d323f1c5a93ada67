import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { CHILD_LOCK_MESSAGES, checkChildChange, type TResourceDefinition, type TWorkflowActor, type TWorkflowWithChildren } from '@jikim/shared';
import type { DbOrTx } from '../../db/client.js';
import { AppError, forbidden } from '../errors.js';
import { requestScope } from '../scoped-load.js';
import { workflowActor } from '../workflow/workflow.service.js';
import { loadScopedOne, type ResourceBinding } from './resource.repository.js';

/**
 * Child rows lock with their record (issue 25). The workflow declares, per child collection, in which statuses its
 * rows may change and by whom (`children` of `defineWorkflow`, packages/shared/src/workflow). The framework's PUT
 * checks the collections it saves; a module's own sub-route that changes a collection (a permit's LOTO points, gas
 * readings, an extension) declares it with `config: { ...menuWrite(M), ...childRoute(binding, 'loto', 'remove') }`
 * and this plugin refuses the request before the handler (409 locked, 403 not the caller's) — for every module at once.
 * `child-lock.test.ts` fails for a child collection or a child sub-route that is not declared.
 */
export type ChildRouteDecl = {
  binding: ResourceBinding;
  collection: string;
  /** the operation named in the collection's lock (`add`, `remove`, `isolate`, …) */
  op: string;
  /** the route parameter holding the record's key (default `key`) */
  param?: string;
  /** menus whose scope may reach the record (default the definition's menu; the first that reaches it wins) */
  menus?: string[];
};

declare module 'fastify' {
  interface FastifyContextConfig {
    child?: ChildRouteDecl;
  }
  interface FastifyInstance {
    /** every declared child sub-route (the child-lock test walks it) */
    childRoutes: { method: string; url: string; binding: ResourceBinding; collection: string; op: string }[];
  }
}

/** the route config part that declares a child sub-route */
export const childRoute = (binding: ResourceBinding, collection: string, op: string, more: Pick<ChildRouteDecl, 'param' | 'menus'> = {}): { child: ChildRouteDecl } => {
  const lock = (binding.def.workflow as TWorkflowWithChildren | undefined)?.children?.[collection];
  // fail at start: a sub-route's operation is declared in the workflow (a 'record' lock covers every operation)
  if (!lock || (lock !== 'record' && !lock.ops?.[op])) throw new Error(`resource ${binding.def.name}: child sub-route ${collection}.${op} is not declared in its workflow's children`);
  return { child: { binding, collection, op, ...more } };
};

const labelOf = (def: TResourceDefinition, collection: string): string => {
  const c = def.children?.find((x) => x.name === collection);
  return (c && def.i18n.ko[c.label]) ?? def.i18n.ko[collection] ?? collection;
};

/** 409 (status) or 403 (who) when this actor may not change rows of `collection` through `op` on the record now */
export function assertChildChange(def: TResourceDefinition, collection: string, op: string, record: Record<string, unknown>, actor: TWorkflowActor): void {
  if (!def.workflow) return;
  const c = checkChildChange(def.workflow as TWorkflowWithChildren, collection, op, record, actor);
  if (c.ok) return;
  if (c.status === 403) throw forbidden(CHILD_LOCK_MESSAGES.notYours(labelOf(def, collection)));
  throw new AppError(409, c.message ?? CHILD_LOCK_MESSAGES.locked(labelOf(def, collection)), 'WF_LOCKED');
}

/** the record in the caller's scope through the first of the menus that reaches it (404/403 as the loaders answer) */
async function loadReachable(db: DbOrTx, req: FastifyRequest, c: ChildRouteDecl, key: unknown): Promise<Record<string, unknown>> {
  let lastErr: unknown = null;
  for (const m of c.menus ?? [c.binding.def.menuId]) {
    try {
      return await loadScopedOne(db, c.binding, key, await requestScope(db, req, m));
    } catch (e) {
      lastErr = e;
    }
  }
  throw lastErr;
}

export const childLockPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('childRoutes', []);
  app.addHook('onRoute', (route) => {
    const c = route.config?.child;
    if (!c) return;
    const def = c.binding.def;
    for (const m of [route.method].flat()) app.childRoutes.push({ method: m, url: route.url, binding: c.binding, collection: c.collection, op: c.op });
    const check: preHandlerHookHandler = async (req) => {
      const key = (req.params as Record<string, unknown>)[c.param ?? 'key'];
      const record = await loadReachable(app.db, req, c, key);
      assertChildChange(def, c.collection, c.op, record, await workflowActor(app.db, req.principal!, def.menuId));
    };
    const own = route.preHandler;
    route.preHandler = [check, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
  });
}, { name: 'child-lock' });

/**
 * The framework's create / update: each collection sent with the record must be savable in the record's status
 * (its lock's `save`; `'record'` locks are the record's own editability, which the workflow check already answered).
 */
export async function assertChildSaves(db: DbOrTx, req: FastifyRequest, def: TResourceDefinition, body: Record<string, unknown>, record: Record<string, unknown>): Promise<void> {
  const wf = def.workflow as TWorkflowWithChildren | undefined;
  if (!wf?.children || !def.children?.length) return;
  const sent = def.children.filter((c) => Array.isArray(body[c.name]) && wf.children![c.name] !== undefined && wf.children![c.name] !== 'record');
  if (!sent.length) return;
  const actor = await workflowActor(db, req.principal!, def.menuId);
  for (const c of sent) assertChildChange(def, c.name, 'save', record, actor);
}
