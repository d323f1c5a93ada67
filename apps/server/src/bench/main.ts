// `npm run bench`: a benchmark, never part of `npm test`. Starts the built server on a fresh PostgreSQL
// database and on PGlite, loads a large data set, and measures the HTTP API with autocannon on loopback.
// Then measures the JavaScript each web route downloads in Chromium (web-delivery.ts).
// Prints one table and writes JSON + Markdown to bench-results/.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client.js';
import { hashPassword } from '../lib/password.js';
import { loadBulkCheckupResults, loadBulkData, loadBulkImprActions } from './bulk-data.js';
import { loginAs, ROOT, startServer, stopServer } from './harness.js';
import { httpLoad, loopLoad, type LoadResult } from './load.js';
import { IMPR_EXPLAIN, RESULT_LIST_EXPLAIN, SCENARIOS, type BenchContext } from './scenarios.js';
import { deliveryRows, measureWebDelivery, withinBudgets } from './web-delivery.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const AUDIT_ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 50_000);
const NOTICES = Number(process.env.BENCH_NOTICES ?? 100_000);
const RESULTS = Number(process.env.BENCH_RESULTS ?? 1_000_000);
const IMPR = Number(process.env.BENCH_IMPR ?? 1_000_000);

type Row = { backend: string; scenario: string } & Partial<LoadResult> & { note?: string };
const rows: Row[] = [];
const ratios: Record<string, string> = {};
const explains: string[] = [];

/** time of a full streamed export and the server's peak resident memory (VmHWM) around it */
async function excelExport(server: { url: string; proc: { pid?: number } }, ctx: BenchContext): Promise<string> {
  const hwm = () => {
    try {
      const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.proc.pid}/status`, 'utf8'));
      return m ? Number(m[1]) / 1024 : NaN;
    } catch {
      return NaN;
    }
  };
  const before = hwm();
  const t0 = performance.now();
  const res = await fetch(`${server.url}/api/manage/notice/excel`, { headers: ctx.admin });
  if (!res.ok) return `failed: HTTP ${res.status}`;
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  const secs = (performance.now() - t0) / 1000;
  return `${secs.toFixed(1)} s, ${(bytes / 2 ** 20).toFixed(1)} MiB xlsx, server peak RSS ${before.toFixed(0)} → ${hwm().toFixed(0)} MiB`;
}

async function runBackend(backend: 'postgres' | 'pglite') {
  console.log(`\n## ${backend}`);
  const env: Record<string, string> = {};
  let pgBase: string | undefined;
  let dbName: string | undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `jikim-bench-${backend}-`));
  env.DATA_DIR = dataDir;
  if (backend === 'postgres') {
    pgBase = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    dbName = `jikim_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: pgBase });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(pgBase);
    u.pathname = `/${dbName}`;
    env.DATABASE_URL = u.toString();
  } else {
    env.DATABASE_URL = '';
  }
  try {
    const cold = await startServer(env);
    rows.push({ backend, scenario: 'cold start (migrate + demo seed)', note: `${(cold.ms / 1000).toFixed(2)} s` });
    await stopServer(cold.proc);

    const t0 = performance.now();
    const db = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATABASE_URL ? undefined : path.join(dataDir, 'pglite') });
    await loadBulkData(db.db, { users: USERS, auditRows: AUDIT_ROWS, notices: NOTICES, passwordHash: await hashPassword('bench-unused-password', 2 ** 10) });
    await db.close();
    rows.push({ backend, scenario: `bulk load (${USERS.toLocaleString()} users, ${AUDIT_ROWS.toLocaleString()} audit rows, ${NOTICES.toLocaleString()} notices)`, note: `${((performance.now() - t0) / 1000).toFixed(1)} s` });
    // health checkup results (issue 8): loaded after the users they belong to
    const t1 = performance.now();
    const rdb = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATABASE_URL ? undefined : path.join(dataDir, 'pglite') });
    await loadBulkCheckupResults(rdb.db, { rows: RESULTS });
    await rdb.close();
    rows.push({ backend, scenario: `bulk load (${RESULTS.toLocaleString()} checkup results)`, note: `${((performance.now() - t1) / 1000).toFixed(1)} s` });
    // improvement actions (issue 14): the register every safety module feeds
    const t2 = performance.now();
    const idb = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATABASE_URL ? undefined : path.join(dataDir, 'pglite') });
    await loadBulkImprActions(idb.db, { rows: IMPR });
    await idb.close();
    rows.push({ backend, scenario: `bulk load (${IMPR.toLocaleString()} improvement actions)`, note: `${((performance.now() - t2) / 1000).toFixed(1)} s` });

    const warm = await startServer(env);
    rows.push({ backend, scenario: 'warm start', note: `${(warm.ms / 1000).toFixed(2)} s` });
    const ctx: BenchContext = {
      url: warm.url,
      admin: { 'x-authorization': (await loginAs(warm.url)).accessToken },
      safety: { 'x-authorization': (await loginAs(warm.url, 'safety01')).accessToken },
      health: { 'x-authorization': (await loginAs(warm.url, 'health01')).accessToken },
    };
    const byName: Record<string, LoadResult> = {};
    for (const s of SCENARIOS) {
      const spec = await s.prepare(ctx);
      if (!spec) {
        rows.push({ backend, scenario: s.name, note: 'not available in this build' });
        continue;
      }
      const r = await httpLoad(warm.url, spec, s.connections ?? CONNECTIONS, SECONDS);
      byName[s.name] = r;
      rows.push({ backend, scenario: s.name, ...r });
      console.log(`  ${s.name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, errors ${r.errors + r.non2xx}`);
    }
    const bare = byName['bare route (GET /healthz)'];
    const authed = byName['authenticated route (GET /api/auth/valid)'];
    const checked = byName['permission-checked record read (GET /api/manage/user/:id, safety01)'];
    if (bare && authed) ratios[`${backend}: framework overhead (authenticated ÷ bare, req/s)`] = (authed.rps / bare.rps).toFixed(2);
    if (bare && checked) ratios[`${backend}: framework overhead (permission-checked read ÷ bare, req/s)`] = (checked.rps / bare.rps).toFixed(2);
    rows.push({ backend, scenario: `Excel export of ${NOTICES.toLocaleString()} notices (GET /api/manage/notice/excel)`, note: await excelExport(warm, ctx) });
    await stopServer(warm.proc);

    // the results list's query plans on the loaded million rows (health, issue 8)
    if (backend === 'postgres' && (RESULTS > 0 || IMPR > 0)) {
      const c = new pg.Client({ connectionString: env.DATABASE_URL });
      await c.connect();
      for (const q of [...(RESULTS > 0 ? RESULT_LIST_EXPLAIN : []), ...(IMPR > 0 ? IMPR_EXPLAIN : [])]) {
        const plan = await c.query(`explain (analyze, buffers) ${q.text}`, q.values);
        explains.push(`-- ${q.name}\n${plan.rows.map((x: Record<string, string>) => x['QUERY PLAN']).join('\n')}`);
      }
      await c.end();
    }

    // the physical limit: each scenario's SQL straight through the pg driver at the scenario's concurrency
    if (backend === 'postgres') {
      for (const list of SCENARIOS.filter((s) => s.rawSql)) {
        const api = byName[list.name];
        if (!list.rawSql || !api) continue;
        const conns = list.connections ?? CONNECTIONS;
        const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: Math.min(10, conns * list.rawSql.length) });
        const q = list.rawSql;
        const raw = await loopLoad(() => Promise.all(q.map((x) => pool.query(x.text, x.values))), conns, SECONDS);
        await pool.end();
        rows.push({ backend, scenario: `raw pg driver: ${list.name} SQL`, ...raw });
        ratios[`postgres: ${list.name}: API ÷ raw SQL (req/s)`] = (api.rps / raw.rps).toFixed(2);
        ratios[`postgres: ${list.name}: API ÷ raw SQL (p50 latency)`] = (api.p50 / raw.p50).toFixed(2);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (pgBase && dbName) {
      const admin = new pg.Client({ connectionString: pgBase });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
}

function table(): string {
  const fmt = (n: number | undefined, d = 1) => (n === undefined || Number.isNaN(n) ? '' : n.toFixed(d));
  const lines = [
    '| backend | scenario | req/s | p50 ms | p95 ms | p99 ms | errors | note |',
    '|---|---|---:|---:|---:|---:|---:|---|',
    ...rows.map((r) => `| ${r.backend} | ${r.scenario} | ${fmt(r.rps, 0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.requests === undefined ? '' : (r.errors ?? 0) + (r.non2xx ?? 0)} | ${r.note ?? ''} |`),
    '',
    '| ratio | value |',
    '|---|---:|',
    ...Object.entries(ratios).map(([k, v]) => `| ${k} | ${v} |`),
  ];
  return lines.join('\n');
}

const machine = {
  date: new Date().toISOString(),
  cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}`,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  os: `${os.type()} ${os.release()}`,
  seconds: SECONDS,
  connections: CONNECTIONS,
};
console.log(`Jikim benchmark — ${machine.cpus}, ${machine.memoryGiB} GiB, Node ${machine.node}; ${SECONDS} s per scenario, ${CONNECTIONS} connections`);
// BENCH_BACKENDS=none: only the web delivery measurement
for (const b of (process.env.BENCH_BACKENDS ?? 'postgres,pglite').split(',').filter((x) => x === 'postgres' || x === 'pglite') as ('postgres' | 'pglite')[]) await runBackend(b);
// web delivery (issue 13): JavaScript on the wire per route in Chromium against the built server (embedded database)
if (process.env.BENCH_WEB !== 'off') {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jikim-bench-web-'));
  console.log('\n## web delivery (Chromium, cold cache per route)');
  try {
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      const d = await measureWebDelivery(server.url, { log: (l) => console.log(l) });
      for (const r of deliveryRows(d)) rows.push({ backend: 'web', ...r });
      if (!withinBudgets(d)) process.exitCode = 1;
    } finally {
      await stopServer(server.proc);
    }
  } catch (err) {
    rows.push({ backend: 'web', scenario: 'JS per route', note: `not measured: ${(err as Error).message.split('\n')[0]}` });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const md = `# Jikim benchmark ${machine.date}\n\nMachine: ${machine.cpus}, ${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}. ${SECONDS} s per scenario, ${CONNECTIONS} connections, loopback.\n\n${table()}\n`;
console.log(`\n${table()}`);
const outDir = path.join(ROOT, 'bench-results');
mkdirSync(outDir, { recursive: true });
const stamp = machine.date.replace(/[:.]/g, '-');
writeFileSync(path.join(outDir, `bench-${stamp}.json`), JSON.stringify({ machine, rows, ratios }, null, 2));
writeFileSync(path.join(outDir, `bench-${stamp}.md`), md);
if (explains.length) {
  writeFileSync(path.join(outDir, `bench-${stamp}-results-explain.txt`), `${explains.join('\n\n')}\n`);
  console.log(`\n${explains.join('\n\n')}`);
}
console.log(`\nwritten to ${path.relative(process.cwd(), outDir)}/bench-${stamp}.{json,md}`);
