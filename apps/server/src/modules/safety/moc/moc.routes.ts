import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mocResource, ymdIn } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../../db/client.js';
import { resourceRoutes } from '../../../lib/resource/resource.routes.js';
import type { ResourceBinding } from '../../../lib/resource/resource.repository.js';
import { openActionCount } from '../../impr/impr.service.js';
import { alertMocExpiry, MOC_EXPIRY_CRON, MOC_EXPIRY_JOB } from './moc.expiry.js';
import { safMoc, safMocPssr, safMocReview } from './moc.tables.js';

export const mocBinding: ResourceBinding = {
  def: mocResource, table: safMoc,
  children: { reviews: { table: safMocReview, parentKey: 'mocNo' }, pssrItems: { table: safMocPssr, parentKey: 'mocNo' } },
};

/** rows of a child table of the change, and how many of them meet `col ok` (fixed SQL fragments, no input) */
const counts = async (tx: DbOrTx, table: 'saf_moc_review' | 'saf_moc_pssr', col: 'decision_cd' | 'result_cd', ok: 'is not null' | "= 'PASS'", key: string) => {
  const [r] = await queryRows<{ n: string; ok: string }>(tx, sql`
    select count(*) as n, count(*) filter (where ${sql.raw(col)} ${sql.raw(ok)}) as ok from ${sql.raw(table)} where moc_no = ${Number(key)}`);
  return { n: Number(r?.n ?? 0), ok: Number(r?.ok ?? 0) };
};

/** /api/saf/moc: the change request, its reviews and PSSR items, and the workflow through PSSR to completion */
export async function mocRoutes(app: FastifyInstance): Promise<void> {
  const timeZone = app.config.plantTimeZone ?? 'Asia/Seoul';
  app.jobs.schedule(MOC_EXPIRY_JOB, MOC_EXPIRY_CRON, async ({ now }) => alertMocExpiry(app.db, ymdIn(now, timeZone)));
  await app.register(resourceRoutes(mocBinding, {
    workflow: {
      guards: {
        hasReviewer: async ({ tx, key }) => (await counts(tx, 'saf_moc_review', 'decision_cd', 'is not null', key)).n > 0,
        // every reviewer approved or commented
        reviewsDone: async ({ tx, key }) => {
          const c = await counts(tx, 'saf_moc_review', 'decision_cd', 'is not null', key);
          return c.n > 0 && c.ok === c.n;
        },
        // at least one PSSR item and every one passed
        pssrPassed: async ({ tx, key }) => {
          const c = await counts(tx, 'saf_moc_pssr', 'result_cd', "= 'PASS'", key);
          return c.n > 0 && c.ok === c.n;
        },
        noOpenActions: async ({ tx, key }) => (await openActionCount(tx, 'MOC', String(key))) === 0,
      },
    },
  }));
}
