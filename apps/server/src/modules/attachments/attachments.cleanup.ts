import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { purge, type TAttachDeps } from './attachments.service.js';

const DAY_SEC = 86_400;
/** an upload still in status W after this long died with its process */
const STALE_WRITE_SEC = 3600;
const BATCH = 500;

/**
 * Claim a periodic job for this run across every instance: one UPDATE … WHERE last_run_dt is old enough … RETURNING.
 * Two instances racing get one row between them (the row lock serialises the upsert), so the job runs once.
 */
export async function claimJob(db: DbOrTx, jobNm: string, periodSec: number): Promise<boolean> {
  const rows = await queryRows(db, sql`
    insert into com_attach_job (job_nm, last_run_dt) values (${jobNm}, now())
    on conflict (job_nm) do update set last_run_dt = now()
     where com_attach_job.last_run_dt <= now() - make_interval(secs => ${periodSec})
    returning job_nm`);
  return rows.length > 0;
}

export type TCleanupResult = { claimed: boolean; purged: number; spool: number; groups: number };

/**
 * Abandoned temporary files (status T, not applied within a day), dead reservations (W), and deletions whose blob
 * removal failed (X) lose their blob and row; spool files older than a day go; empty groups go.
 */
export async function runCleanup(deps: Pick<TAttachDeps, 'db' | 'store'>, periodSec: number, opts: { tempAgeSec?: number } = {}): Promise<TCleanupResult> {
  const claimed = await claimJob(deps.db, 'attach-cleanup', periodSec);
  if (!claimed) return { claimed, purged: 0, spool: 0, groups: 0 };
  const tempAge = opts.tempAgeSec ?? DAY_SEC;
  const rows = await queryRows<{ file_no: string | number; storage_key: string }>(deps.db, sql`
    select file_no, storage_key from com_attach_file
     where (status = 'T' and update_dt < now() - make_interval(secs => ${tempAge}))
        or (status = 'W' and update_dt < now() - make_interval(secs => ${STALE_WRITE_SEC}))
        or status = 'X'
     order by file_no limit ${BATCH}`);
  const purged = await purge(deps, rows.map((r) => ({ fileNo: Number(r.file_no), storageKey: r.storage_key })));
  const spool = await deps.store.sweepSpool(DAY_SEC * 1000);
  const groups = await queryRows(deps.db, sql`
    delete from com_attach_group g
     where g.create_dt < now() - make_interval(secs => ${DAY_SEC})
       and not exists (select 1 from com_attach_file f where f.task_class_nm = g.task_class_nm and f.attach_file_id = g.attach_file_id)
    returning 1`);
  const result = { purged, spool, groups: groups.length };
  await queryRows(deps.db, sql`update com_attach_job set last_result = ${JSON.stringify(result)} where job_nm = 'attach-cleanup'`);
  // a run deletes files: it is recorded like a business write (system job, no user)
  await writeAudit(deps.db, { userId: null, action: 'JOB_RUN', entity: 'attach-cleanup', entityKey: null, after: result });
  return { claimed, ...result };
}

/** every instance ticks; claimJob lets one of them work per period */
export function startCleanupTimer(app: FastifyInstance, deps: TAttachDeps): void {
  const periodSec = app.config.attachCleanupIntervalSec ?? 0;
  if (!periodSec) return;
  const tick = () => {
    runCleanup(deps, periodSec).catch((err: unknown) => app.log.warn({ err }, 'attachment cleanup failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // tick once per period (at most hourly); claimJob keeps it to one run per period across instances
    timer = setInterval(tick, Math.max(1, Math.min(periodSec, 3600)) * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
