import PgBoss from 'pg-boss';

/** the job queue's tables live in their own schema, apart from the application's migrations */
export const JOB_SCHEMA = 'pgboss';

/**
 * The SQL that installs or upgrades pg-boss's schema, or null when it is current. It runs in the migration step (after
 * the application's migrations, under the same lock on PostgreSQL), so the test templates carry it and a server starts
 * with `migrate: false` on a ready schema. pg-boss's own plans take an advisory lock as well.
 */
export async function jobSchemaPlan(query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>): Promise<string | null> {
  const exists = await query(`select to_regclass('${JOB_SCHEMA}.version') as name`);
  if (!exists.rows[0]?.name) return PgBoss.getConstructionPlans(JOB_SCHEMA);
  const { rows } = await query(`select version from ${JOB_SCHEMA}.version`);
  const installed = Number(rows[0]?.version ?? 0);
  const current = Number((PgBoss.getConstructionPlans(JOB_SCHEMA).match(/INSERT INTO \S+\.version\(version\) VALUES \('(\d+)'\)/) ?? [])[1] ?? installed);
  return installed < current ? PgBoss.getMigrationPlans(JOB_SCHEMA, String(installed)) : null;
}
