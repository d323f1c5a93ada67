import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { JOB_MESSAGES, ZJobQuerySchema, ZJobRunNowParamsSchema, ZJobRunSchema, pageOf, type TJobRun } from '@jikim/shared';
import { z } from 'zod';
import { writeAudit } from '../audit.js';
import { conflict, notFound } from '../errors.js';
import { queryRows } from '../../db/client.js';
import { adminOnly } from '../route-auth.js';
import { JOB_SCHEMA } from './jobs.schema.js';

type Row = {
  id: string; name: string; state: TJobRun['state']; retry_count: number; retry_limit: number; singleton_key: string | null;
  created_on: Date | string; start_after: Date | string | null; started_on: Date | string | null; completed_on: Date | string | null; output: unknown;
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** a failed attempt's output is pg-boss's serialised error: administrators see its message, never its stack */
function split(state: TJobRun['state'], output: unknown): { error: string | null; output: unknown } {
  const failed = state === 'failed' || state === 'retry';
  if (failed && output && typeof output === 'object') {
    const m = (output as { message?: unknown }).message;
    return { error: typeof m === 'string' ? m.slice(0, 2000) : 'error', output: null };
  }
  return { error: null, output: output ?? null };
}

/**
 * Job history for administrators: the queue's runs (queued, retrying, active, and finished ones until pg-boss's
 * maintenance deletes them: 7 days after they finished), newest first. pg-boss's own queues (`__pgboss__…`) are left out.
 */
export async function jobRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/manage/jobs', {
    config: adminOnly,
    schema: { tags: ['manage: jobs'], summary: '작업 이력 (예약 작업의 실행 상태, 시각, 오류)', querystring: ZJobQuerySchema, response: { 200: pageOf(ZJobRunSchema) } },
  }, async (req) => {
    const q = req.query;
    const conds = [sql`name not like '\\_\\_pgboss\\_\\_%'`];
    if (q.name) conds.push(sql`name = ${q.name}`);
    if (q.state) conds.push(sql`state = ${q.state}::text::${sql.raw(JOB_SCHEMA)}.job_state`);
    const w = sql.join(conds, sql` and `);
    const cols = sql`id::text as id, name, state::text as state, retry_count, retry_limit, singleton_key, created_on, start_after, started_on, completed_on, output`;
    const runs = sql`select ${cols} from ${sql.raw(JOB_SCHEMA)}.job where ${w} union all select ${cols} from ${sql.raw(JOB_SCHEMA)}.archive where ${w}`;
    const rows = await queryRows<Row>(app.db, sql`select * from (${runs}) r order by created_on desc, id limit ${q.limit} offset ${(q.page - 1) * q.limit}`);
    const c = await queryRows<{ n: string | number }>(app.db, sql`select count(*) as n from (${runs}) r`);
    return {
      totalCount: Number(c[0]?.n ?? 0), page: q.page, limit: q.limit,
      list: rows.map((x) => ({
        id: x.id, name: x.name, state: x.state, retryCount: x.retry_count, retryLimit: x.retry_limit, singletonKey: x.singleton_key,
        createdOn: iso(x.created_on)!, startAfter: iso(x.start_after), startedOn: iso(x.started_on), completedOn: iso(x.completed_on),
        ...split(x.state, x.output),
      })),
    };
  });

  // an administrator runs a declared job now (e.g. the cleanup after changing storage): queued like a cron run
  r.post('/api/manage/jobs/:name/run', {
    config: adminOnly,
    schema: { tags: ['manage: jobs'], summary: '작업 즉시 실행 (큐에 등록)', params: ZJobRunNowParamsSchema, response: { 200: z.object({ id: z.string().nullable() }) } },
  }, async (req) => {
    const { name } = req.params;
    if (!app.jobs.names.includes(name)) throw notFound();
    if (!app.jobs.running) throw conflict(JOB_MESSAGES.queueOff);
    const id = await app.jobs.send(name, {});
    await writeAudit(app.db, { userId: req.principal!.userId, action: 'JOB_SEND', entity: name, entityKey: id, after: { name }, ip: req.ip });
    return { id };
  });
}
