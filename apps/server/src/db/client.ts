import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import * as schema from './schema.js';
import { ensurePrivateDir, privatizeTree } from '../lib/private-dir.js';
import { jobSchemaPlan } from '../lib/jobs/jobs.schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** what a transaction callback receives; same query API as Db */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * Independent reads at once on the pool (each on its own connection), one after another inside a transaction: a
 * transaction holds one connection, which runs one query at a time (pg queues them today and refuses them from pg 9).
 */
export async function inParallel<T extends readonly unknown[]>(db: DbOrTx, tasks: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(tasks.map((t) => t()))) as unknown as T;
  const out: unknown[] = [];
  for (const t of tasks) out.push(await t());
  return out as unknown as T;
}

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** run migrations (idempotent, safe with several instances starting at once) */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * raw SQL for the job queue (pg-boss's `db` option): parameters when `values` is given; without them the text may hold
   * several statements (pg-boss's schema plans), and the last statement's rows are answered
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** PGlite only: the data directory as a gzipped tarball */
  dump?(): Promise<Blob>;
};

export type DbOptions = {
  /** postgres://… → node-postgres pool; otherwise PGlite */
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined = in memory */
  dataDir?: string | undefined;
  poolSize?: number;
  /** PGlite only: start from a dump made by dump() (tests clone one seeded database this way) */
  loadDataDir?: Blob | undefined;
};

const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));
// any 64-bit constant; serialises migrations of instances that start together
const MIGRATION_LOCK_KEY = 7_041_933_001;

export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
    });
    // A dropped connection (e.g. a database restart) must not crash the process: idle clients report
    // on the pool, checked-out clients (say, between two statements of a transaction) on themselves.
    // The failing query still rejects; the broken client is discarded on release and the pool reconnects.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
          // the job queue's own schema (pg-boss), installed or upgraded here so that start-up and test templates have it
          const plan = await jobSchemaPlan((text) => client.query(text));
          if (plan) await client.query(plan);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      async ping() {
        await db.execute(sql`select 1`);
      },
      async close() {
        await pool.end();
      },
      executeSql: (text, values) => pool.query(text, values),
    };
  }
  if (options.dataDir) ensurePrivateDir(options.dataDir);
  const client = new PGlite({ dataDir: options.dataDir, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  await client.waitReady;
  // PGlite writes its files through its own file layer: tighten what it created (and what an older install left)
  if (options.dataDir) privatizeTree(options.dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const executeSql = async (text: string, values?: unknown[]) => {
    // PGlite's query() takes one statement; exec() takes several (no parameters) and answers each one's result
    if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
    const results = await client.exec(text);
    return { rows: results[results.length - 1]?.rows ?? [] };
  };
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      const plan = await jobSchemaPlan(executeSql);
      if (plan) await client.exec(plan);
    },
    executeSql,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (!client.closed) await client.close();
    },
    async dump() {
      return client.dumpDataDir('gzip');
    },
  };
}

/** raw SQL returning rows; both drivers answer { rows } */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
