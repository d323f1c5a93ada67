import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { periodCron } from '../../lib/jobs/jobs.js';
import { getTaskClass } from './attachments.registry.js';
import { purge, type TAttachDeps } from './attachments.service.js';

const DAY_SEC = 86_400;
/** an upload still in status W after this long died with its process */
const STALE_WRITE_SEC = 3600;
const BATCH = 500;

export type TCleanupResult = { purged: number; spool: number; groups: number; kept: number };

/** the job's name in the queue (`app.jobs`), its history and the audit log */
export const CLEANUP_JOB = 'attach-cleanup';

/**
 * Abandoned temporary files (status T, not applied within a day), dead reservations (W), and deletions whose blob
 * removal failed (X) lose their blob and row; spool files older than a day go; empty groups go.
 */
export async function runCleanup(deps: Pick<TAttachDeps, 'db' | 'store'>, opts: { now: Date; tempAgeSec?: number }): Promise<TCleanupResult> {
  const tempAge = opts.tempAgeSec ?? DAY_SEC;
  // "now" comes from the job's clock, so a test can run the job a day later without waiting
  const now = sql`${opts.now.toISOString()}::timestamptz`;
  const kept = await keepRecordFiles(deps.db);
  const rows = await queryRows<{ file_no: string | number; storage_key: string }>(deps.db, sql`
    select file_no, storage_key from com_attach_file
     where (status = 'T' and update_dt < ${now} - make_interval(secs => ${tempAge}))
        or (status = 'W' and update_dt < ${now} - make_interval(secs => ${STALE_WRITE_SEC}))
        or status = 'X'
     order by file_no limit ${BATCH}`);
  const purged = await purge(deps, rows.map((r) => ({ fileNo: Number(r.file_no), storageKey: r.storage_key })));
  // spool files are judged by their modification time on disk (real time)
  const spool = await deps.store.sweepSpool(DAY_SEC * 1000);
  const groups = await queryRows(deps.db, sql`
    delete from com_attach_group g
     where g.create_dt < ${now} - make_interval(secs => ${DAY_SEC})
       and not exists (select 1 from com_attach_file f where f.task_class_nm = g.task_class_nm and f.attach_file_id = g.attach_file_id)
    returning 1`);
  const result = { purged, spool, groups: groups.length, kept };
  // a run deletes files: it is recorded like a business write (system job, no user); the queue keeps it as the run's output
  await writeAudit(deps.db, { userId: null, action: 'JOB_RUN', entity: CLEANUP_JOB, entityKey: null, after: result });
  return result;
}

/**
 * Files uploaded to a record before uploads to records were kept at once (status T outside a temporary group) are
 * not abandoned: when their record exists they become permanent instead of being purged (upgrade path).
 */
async function keepRecordFiles(db: DbOrTx): Promise<number> {
  const groups = await queryRows<{ task_class_nm: string; attach_file_id: string }>(db, sql`
    select distinct task_class_nm, attach_file_id from com_attach_file
     where status = 'T' and attach_file_id not like 'tmp\\_%' limit ${BATCH}`);
  let n = 0;
  for (const g of groups) {
    const tc = getTaskClass(g.task_class_nm);
    if (!tc || !(await tc.resolveOwner(db, g.attach_file_id).catch(() => null))) continue;
    const rows = await queryRows(db, sql`
      update com_attach_file set status = 'P', version = version + 1, update_dt = now()
       where task_class_nm = ${g.task_class_nm} and attach_file_id = ${g.attach_file_id} and status = 'T' returning 1`);
    n += rows.length;
  }
  return n;
}

/** declared on the job queue: cron from ATTACH_CLEANUP_INTERVAL, one run at a time over every instance */
export function scheduleCleanup(app: FastifyInstance, deps: TAttachDeps): void {
  app.jobs.schedule(CLEANUP_JOB, periodCron(app.config.attachCleanupSchedule ?? 3600), ({ now }) => runCleanup(deps, { now }), { retryLimit: 2, retryDelay: 60 });
}
