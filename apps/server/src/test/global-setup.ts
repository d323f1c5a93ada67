import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client.js';
import { seed } from '../seed/index.js';
import { TEST_SCRYPT_N } from './config.js';

/**
 * Build the seeded database once per run; every test file then starts from a copy of it:
 * - PostgreSQL (TEST_DATABASE_URL): a template database, cloned per file with CREATE DATABASE … TEMPLATE;
 * - PGlite: a dump of the data directory, loaded per file into a fresh in-memory instance.
 */
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `jikim_tpl_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const db = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    await db.migrate();
    await seed(db.db, { seedDemo: true, adminPassword: undefined, scryptN: TEST_SCRYPT_N });
    await db.close();
    provide('pgTemplate', name);
    return async () => {
      // clones still open at teardown are dropped by name prefix
      const res = await admin.query(`select datname from pg_database where datname like $1 or datname = $2`, [`${name.replace('tpl', 't')}%`, name]);
      for (const r of res.rows as { datname: string }[]) await admin.query(`drop database if exists ${r.datname} with (force)`);
      await admin.end();
    };
  }
  const db = await openDatabase({ dataDir: undefined });
  await db.migrate();
  await seed(db.db, { seedDemo: true, adminPassword: undefined, scryptN: TEST_SCRYPT_N });
  const dump = await db.dump!();
  await db.close();
  {
    const file = path.join(tmpdir(), `jikim-seed-${process.pid}.tar.gz`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    provide('pgliteDump', file);
  }
  return undefined;
}
