import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { z } from 'zod';
import { CLOCK_SKEW_SEC, SERVER_TIME_MESSAGES, SERVER_WITNESSED_KEY, type TServerWitnessed } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../db/client.js';
import { badRequest } from './errors.js';

/**
 * Times of events the server witnesses are the server's (issue 25). A request date-time field declared with
 * `zServerWitnessedAt({ group, code, defaultMin })` (packages/shared/src/dates.ts) is checked on every route whose
 * body carries it, before the handler: later than the server's clock (beyond CLOCK_SKEW_SEC) → 400 naming the field;
 * earlier than the setting's window (com_code_master group/code attr1 minutes) → 400; a value a few seconds ahead (a
 * phone's clock) becomes the server's now. The handler never sees a time ahead of the server.
 */

type Marked = { path: string[]; w: TServerWitnessed };
type ZAny = z.ZodType & { _zod: { def: Record<string, unknown> } };

function metaOf(s: ZAny): TServerWitnessed | undefined {
  return (s.meta?.() as Record<string, unknown> | undefined)?.[SERVER_WITNESSED_KEY] as TServerWitnessed | undefined;
}

/** the marked fields under a zod schema (objects and their wrappers; arrays by index are not marked in any route) */
export function witnessedFields(schema: unknown, path: string[] = [], out: Marked[] = [], depth = 0): Marked[] {
  const s = schema as ZAny | undefined;
  if (!s?._zod || depth > 12) return out;
  const w = metaOf(s);
  if (w) {
    out.push({ path, w });
    return out;
  }
  const def = s._zod.def;
  if (def.innerType) return witnessedFields(def.innerType, path, out, depth + 1);
  if (def.type === 'pipe') return witnessedFields(def.in, path, out, depth + 1);
  if (def.type === 'object') for (const [k, v] of Object.entries(def.shape as Record<string, unknown>)) witnessedFields(v, [...path, k], out, depth + 1);
  return out;
}

/** minutes of the past window: the setting's attr1, or the declared default */
export async function witnessWindowMin(db: DbOrTx, w: TServerWitnessed): Promise<number> {
  const [r] = await queryRows<{ v: string | null }>(db, sql`select attr1 as v from com_code_master where code_group_cd = ${w.group} and code = ${w.code} and use_yn = 'Y'`);
  const n = Number(r?.v);
  return r?.v != null && Number.isFinite(n) && n >= 0 ? n : w.defaultMin;
}

/** check one value against the server's clock: the value to keep (clamped to now within the skew) or a 400 */
export async function checkWitnessed(db: DbOrTx, w: TServerWitnessed, field: string, value: string, now: Date): Promise<string> {
  const at = Date.parse(value);
  if (at > now.getTime() + CLOCK_SKEW_SEC * 1000) throw badRequest([{ field, message: SERVER_TIME_MESSAGES.future }], SERVER_TIME_MESSAGES.future);
  const min = await witnessWindowMin(db, w);
  if (at < now.getTime() - min * 60_000) {
    const m = SERVER_TIME_MESSAGES.tooOld(min);
    throw badRequest([{ field, message: m }], m);
  }
  return at > now.getTime() ? now.toISOString() : value;
}

export const serverTimePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const marked = witnessedFields(route.schema?.body);
    if (!marked.length) return;
    const check: preHandlerHookHandler = async (req) => {
      const now = app.jobs?.now?.() ?? new Date();
      for (const m of marked) {
        let holder = req.body as Record<string, unknown> | null | undefined;
        for (const k of m.path.slice(0, -1)) holder = holder?.[k] as Record<string, unknown> | undefined;
        const k = m.path.at(-1)!;
        const v = holder?.[k];
        if (typeof v === 'string' && holder) holder[k] = await checkWitnessed(app.db, m.w, m.path.join('.'), v, now);
      }
    };
    const own = route.preHandler;
    route.preHandler = [check, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
  });
}, { name: 'server-time' });
