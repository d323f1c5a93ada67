// `npm run reliability`: bounded, loopback-only reliability checks that print figures (never part of
// `npm test`): bad input derived from every write route's schema, abuse (lockout, rate limit, refresh
// reuse), two instances on one PostgreSQL, faults (PostgreSQL restart under load on a private cluster,
// kill -9 of the server on PGlite), and 64-client mixed load with a check of every acknowledged write.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, queryRows, type DbHandle } from '../db/client.js';
import { seed } from '../seed/index.js';
import { duplicateRequests } from './duplicates.js';
import { invalidPayloads, INJECTIONS, UNICODE, type JsonSchema } from './fuzz.js';
import { freshDatabase, loginAs, ROOT, startServer, stopServer } from './harness.js';
import { summarise } from './load.js';

const LOAD_SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 60);
/** how long the two instances run the scheduled job (cron's resolution is a minute) */
const JOB_SECONDS = Number(process.env.RELIABILITY_JOB_SECONDS ?? 150);
const PG_BASE = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const only = (process.env.RELIABILITY_ONLY ?? 'badinput,abuse,instances,faults,load').split(',');
type Line = { section: string; metric: string; value: string; ok: boolean };
const lines: Line[] = [];
const record = (section: string, metric: string, value: string | number, ok = true) => {
  lines.push({ section, metric, value: String(value), ok });
  console.log(`  ${ok ? '✓' : '✗'} ${metric}: ${value}`);
};

const today = new Date().toISOString().slice(0, 10);
let writeSeq = 0;
const noticeBody = () => ({ plantCd: '1000', noticeTypeCd: 'NT02', importantYn: 'N', noticeTitle: `부하시험 공지 ${process.pid}-${writeSeq++}`, postStartYmd: today, postEndYmd: today, useYn: 'Y' });

/** md5 of every table's content, except counters that move on any request */
async function fingerprint(db: DbHandle): Promise<string> {
  const tables = await queryRows<{ t: string }>(db.db, sql`select tablename as t from pg_tables where schemaname = 'public' and tablename not in ('auth_rate_limit', 'com_error_log') order by 1`);
  const parts: string[] = [];
  for (const { t } of tables) {
    // a refused login is an audited authentication decision (LOGIN_FAIL, ASVS V7.2.1), not a changed row
    const where = t === 'com_audit_log' ? ` where x.action not in ('LOGIN_FAIL', 'LOCKED', 'PASSWORD_FAIL')` : '';
    const [r] = await queryRows<{ h: string }>(db.db, sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t}" x${where}`));
    parts.push(`${t}:${r!.h}`);
  }
  return parts.join(',');
}

async function badInput() {
  console.log('\n## bad input (every write route, payloads derived from its schema)');
  const db = await openDatabase({});
  await db.migrate();
  await seed(db.db, { seedDemo: true, adminPassword: undefined, scryptN: 2 ** 10 });
  const config = { ...loadConfig({ ...process.env, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'jikim-rel-')), DATABASE_URL: '' }), logLevel: 'silent', loginRateLimitPerMinute: 1e9, scryptN: 2 ** 10, webDistDir: '/nonexistent' };
  const app = await buildApp({ config, dbHandle: db, logger: false });
  await app.ready();
  const doc = (await app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>> };
  const writes = app.routeRules.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
  let total = 0;
  let fiveXX = 0;
  let accepted = 0;
  const changedBy: string[] = [];
  const fiveXXRoutes = new Set<string>();
  const acceptedBy: string[] = [];
  const paramJunk = ['0', '-1', '99999999999999999999', 'abc', "' OR '1'='1", '..%2F..%2Fetc%2Fpasswd', '%E2%80%AE', encodeURIComponent('가'.repeat(300)), '1.5', '%20', 'null', 'undefined', '%F0%9F%98%80', 'NaN', '1e309', encodeURIComponent('<script>'), '0x10', '-0', '[]', '{}'];
  for (const route of writes) {
    const token = (await app.inject({ method: 'POST', url: '/login/login', payload: { username: 'admin', password: 'demo1234!' } })).json().accessToken as string;
    const openapiPath = route.url.replace(/:(\w+)/g, '{$1}');
    const schema = doc.paths[openapiPath]?.[route.method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema;
    const hasParams = route.url.includes(':');
    const requests: { url: string; body?: unknown; raw?: string; type?: string }[] = [];
    if (schema) {
      const url = route.url.replace(/:(\w+)/g, '999999');
      for (const m of invalidPayloads(schema, 200)) requests.push({ url, body: m.body });
    } else {
      for (const junk of paramJunk) {
        for (const q of ['', `?q=${encodeURIComponent(INJECTIONS[0]!)}`, `?q=${encodeURIComponent(UNICODE[0]!)}`]) {
          const url = hasParams ? route.url.replace(/:(\w+)/g, junk) : route.url;
          requests.push({ url: url + q, raw: '{"broken": ', type: 'application/json' });
          requests.push({ url: url + q, raw: junk, type: 'text/plain' });
          requests.push({ url: url + q, raw: `<x>${junk}</x>`, type: 'application/xml' });
          requests.push({ url: url + q, body: [junk] });
        }
      }
    }
    const before = await fingerprint(db);
    let routeAccepted = 0;
    for (const r of requests) {
      const res = r.raw !== undefined
        ? await app.inject({ method: route.method as 'POST', url: r.url, headers: { 'x-authorization': token, 'content-type': r.type! }, payload: r.raw })
        : await app.inject({ method: route.method as 'POST', url: r.url, headers: { 'x-authorization': token }, payload: r.body as object });
      total += 1;
      if (res.statusCode >= 500) {
        fiveXX += 1;
        fiveXXRoutes.add(`${route.method} ${route.url} (${res.statusCode})`);
      } else if (res.statusCode < 400) routeAccepted += 1;
    }
    accepted += routeAccepted;
    if (routeAccepted) acceptedBy.push(`${route.method} ${route.url} ×${routeAccepted}`);
    if (routeAccepted === 0 && (await fingerprint(db)) !== before) changedBy.push(`${route.method} ${route.url}`);
  }
  // duplicate keys: an existing record posted again answers 409 (a unique constraint is the client's), never 500
  const adminToken = (await app.inject({ method: 'POST', url: '/login/login', payload: { username: 'admin', password: 'demo1234!' } })).json().accessToken as string;
  const dups = await duplicateRequests(app, adminToken);
  const dup5xx: string[] = [];
  for (const d of dups) {
    const res = await app.inject({ method: 'POST', url: d.url, headers: { 'x-authorization': adminToken }, payload: d.body });
    total += 1;
    if (res.statusCode >= 500) dup5xx.push(`POST ${d.url} (${res.statusCode})`);
  }
  record('bad input', 'duplicate records posted again', dups.length);
  record('bad input', '5xx answers to duplicates', dup5xx.length, dup5xx.length === 0);
  if (dup5xx.length) console.log(`    5xx on: ${dup5xx.join('; ')}`);
  record('bad input', 'write routes fuzzed', writes.length);
  record('bad input', 'invalid requests sent', total, total >= writes.length * 200 || writes.length === 0);
  record('bad input', '5xx answers', fiveXX, fiveXX === 0);
  if (fiveXXRoutes.size) console.log(`    5xx on: ${[...fiveXXRoutes].join('; ')}`);
  record('bad input', 'routes whose refused requests changed rows', changedBy.length, changedBy.length === 0);
  if (changedBy.length) console.log(`    changed: ${changedBy.join('; ')}`);
  record('bad input', 'requests accepted (2xx: the generated payload was valid after all)', accepted);
  if (acceptedBy.length) console.log(`    accepted by: ${acceptedBy.join('; ')}`);
  await app.close();
  await db.close();
  rmSync(config.dataDir, { recursive: true, force: true });
}

async function abuse() {
  console.log('\n## abuse');
  const db = await openDatabase({});
  await db.migrate();
  await seed(db.db, { seedDemo: true, adminPassword: undefined, scryptN: 2 ** 10 });
  const config = { ...loadConfig({ ...process.env, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'jikim-rel-')), DATABASE_URL: '' }), logLevel: 'silent', loginRateLimitPerMinute: 30, refreshReuseGraceSec: 0, webDistDir: '/nonexistent' };
  const app = await buildApp({ config, dbHandle: db, logger: false });
  await app.ready();
  const guesses = async (username: string, ip: string) => {
    const codes: Record<number, number> = {};
    for (let i = 0; i < 40; i += 1) {
      const res = await app.inject({ method: 'POST', url: '/login/login', payload: { username, password: `guess-${i}` }, remoteAddress: ip });
      codes[res.statusCode] = (codes[res.statusCode] ?? 0) + 1;
    }
    return codes;
  };
  // five failures lock the id for this client (423 from the fifth on, no hashing); the per-IP limit answers 429 past 30 a minute
  const codes = await guesses('e0010', '127.0.0.9');
  record('abuse', '40 password guesses from one IP (status: count)', JSON.stringify(codes), codes[401] === 4 && codes[423] === 26 && codes[429] === 10);
  const ghost = await guesses('no-such-user', '127.0.0.12');
  record('abuse', 'the same 40 guesses at an unknown id answer alike', JSON.stringify(ghost), JSON.stringify(ghost) === JSON.stringify(codes));
  for (let i = 0; i < 5; i += 1) await app.inject({ method: 'POST', url: '/login/login', payload: { username: 'e0012', password: `guess-${i}` }, remoteAddress: '127.0.0.13' });
  const right = await app.inject({ method: 'POST', url: '/login/login', payload: { username: 'e0012', password: 'demo1234!' }, remoteAddress: '127.0.0.13' });
  record('abuse', 'right password after 5 wrong ones, from the guessing IP (locked)', right.statusCode, right.statusCode === 423);
  const victim = await app.inject({ method: 'POST', url: '/login/login', payload: { username: 'e0010', password: 'demo1234!' }, remoteAddress: '127.0.0.10' });
  record('abuse', 'right password from another IP (no lockout of the victim)', victim.statusCode, victim.statusCode === 200);
  const forged = await app.inject({ method: 'POST', url: '/login/login', payload: { username: 'e0010', password: 'x' }, remoteAddress: '127.0.0.9', headers: { 'x-forwarded-for': '198.51.100.1' } });
  record('abuse', 'forged X-Forwarded-For from the rate-limited IP', forged.statusCode, forged.statusCode === 429);
  const t = (await app.inject({ method: 'POST', url: '/login/login', payload: { username: 'e0011', password: 'demo1234!' }, remoteAddress: '127.0.0.11' })).json();
  const first = await app.inject({ url: '/api/auth/refresh', headers: { 'x-authorization': t.refreshToken } });
  await new Promise((r) => setTimeout(r, 50));
  const reuse = await app.inject({ url: '/api/auth/refresh', headers: { 'x-authorization': t.refreshToken } });
  const after = await app.inject({ url: '/api/auth/refresh', headers: { 'x-authorization': first.json().refreshToken } });
  record('abuse', 'spent refresh token reused → family revoked (reuse, then newer token)', `${reuse.statusCode}, ${after.statusCode}`, first.statusCode === 200 && reuse.statusCode === 401 && after.statusCode === 401);
  await app.close();
  await db.close();
  rmSync(config.dataDir, { recursive: true, force: true });
}

async function instances() {
  console.log('\n## two instances on one PostgreSQL');
  const fresh = await freshDatabase(PG_BASE, 'jikim_rel_two');
  const dirs = [mkdtempSync(path.join(os.tmpdir(), 'jikim-a-')), mkdtempSync(path.join(os.tmpdir(), 'jikim-b-'))];
  try {
    // started together: the migration advisory lock must serialise them (pg-boss's schema included); both run the job
    // queue with the attachment cleanup every minute (cron's resolution), checking the cron every 5 s
    const periodSec = 60;
    const started = Date.now();
    const [a, b] = await Promise.all(dirs.map((d) => startServer({
      DATABASE_URL: fresh.url, DATA_DIR: d, JOBS: 'on', ATTACH_CLEANUP_INTERVAL: '1m', JOB_CRON_CHECK_INTERVAL: '5s', JOB_POLL_INTERVAL: '1s',
    })));
    record('instances', 'both instances started together on an empty database', 'yes');
    const tok = await loginAs(a!.url, 'safety01');
    const onB = await fetch(`${b!.url}/api/manage/wokerinfo`, { headers: { 'x-authorization': tok.accessToken } });
    record('instances', 'token issued by A works on B', onB.status, onB.status === 200);
    const race = await Promise.all([a!, b!].flatMap((s) => [0, 1].map(() => fetch(`${s.url}/api/auth/refresh`, { headers: { 'x-authorization': tok.refreshToken } }).then((r) => r.status))));
    record('instances', 'one refresh token raced 4× across A and B (200s)', race.filter((s) => s === 200).length, race.filter((s) => s === 200).length === 1);
    const out = await fetch(`${a!.url}/login/logout`, { method: 'POST', headers: { 'x-authorization': tok.accessToken } });
    const afterLogout = await fetch(`${b!.url}/api/manage/wokerinfo`, { headers: { 'x-authorization': tok.accessToken } });
    record('instances', 'logout on A ends the session on B', `${out.status} → ${afterLogout.status}`, afterLogout.status === 401);
    // scheduled work: both instances check the cron; the job must run once per period (minute), never twice
    const readyAt = Date.now();
    await new Promise((r) => setTimeout(r, JOB_SECONDS * 1000));
    await Promise.all([stopServer(a!.proc), stopServer(b!.proc)]);
    const startedSlot = Math.floor(started / 1000 / periodSec);
    const endSlot = Math.floor(Date.now() / 1000 / periodSec);
    const client = new pg.Client({ connectionString: fresh.url });
    await client.connect();
    const { rows } = await client.query<{ t: string }>(`select extract(epoch from audit_dt)::float8 as t from com_audit_log where action = 'JOB_RUN' and entity = 'attach-cleanup' order by audit_dt`);
    const queued = await client.query<{ state: string; n: string }>(`select state::text, count(*) as n from (select state from pgboss.job where name = 'attach-cleanup' union all select state from pgboss.archive where name = 'attach-cleanup') j group by 1 order by 1`);
    await client.end();
    const times = rows.map((r) => Number(r.t));
    const slots = times.map((t) => Math.floor(t / periodSec));
    const distinct = new Set(slots).size;
    const minGap = times.slice(1).reduce((m, t, i) => Math.min(m, t - times[i]!), Infinity);
    const afterReady = (Date.now() - readyAt) / 1000;
    record('instances', `scheduled cleanup on the job queue (cron every minute, 2 instances, ${afterReady.toFixed(0)} s): runs, minutes spanned, minutes with a run, closest two runs`,
      `${times.length} runs, ${endSlot - startedSlot + 1} minutes, ${distinct} minutes with a run, ${Number.isFinite(minGap) ? minGap.toFixed(1) : '-'} s apart`,
      times.length >= 2 && distinct === times.length && times.length <= endSlot - startedSlot + 1);
    record('instances', 'cleanup jobs in the queue by state', queued.rows.map((r) => `${r.state} ${r.n}`).join(', ') || '-', queued.rows.every((r) => r.state === 'completed') && queued.rows.reduce((n, r) => n + Number(r.n), 0) === times.length);
  } finally {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    await fresh.drop();
  }
}

type Ack = { id: number };
async function writeLoop(url: string, token: string, seconds: number, concurrency: number, writeShare: number, stop?: () => boolean) {
  const acks: Ack[] = [];
  const lat: number[] = [];
  let errors = 0;
  let timeouts = 0;
  const end = Date.now() + seconds * 1000;
  const started = Date.now();
  const reads = ['/api/manage/wokerinfo', '/api/common/menu/usermenus', '/api/manage/notice?limit=20'];
  await Promise.all(Array.from({ length: concurrency }, async (_, w) => {
    let i = 0;
    while (Date.now() < end && !stop?.()) {
      i += 1;
      const isWrite = ((w * 7 + i) % 100) / 100 < writeShare;
      const t0 = performance.now();
      try {
        const res = isWrite
          ? await fetch(`${url}/api/manage/notice`, { method: 'POST', headers: { 'x-authorization': token, 'content-type': 'application/json' }, body: JSON.stringify(noticeBody()), signal: AbortSignal.timeout(10_000) })
          : await fetch(`${url}${reads[i % reads.length]}`, { headers: { 'x-authorization': token }, signal: AbortSignal.timeout(10_000) });
        const body = await res.text();
        lat.push(performance.now() - t0);
        if (res.status !== 200) errors += 1;
        else if (isWrite) acks.push({ id: (JSON.parse(body) as { noticeNo: number }).noticeNo });
      } catch (e) {
        if ((e as Error).name === 'TimeoutError') timeouts += 1;
        else errors += 1;
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  }));
  return { acks, errors, timeouts, stats: summarise(lat, (Date.now() - started) / 1000, errors, 0) };
}

async function missingNotices(dbUrl: string, acks: Ack[]): Promise<number> {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const res = await c.query('select count(*)::int as n from com_notice where notice_no = any($1::int[])', [acks.map((a) => a.id)]);
  await c.end();
  return acks.length - (res.rows[0] as { n: number }).n;
}

async function faults() {
  console.log('\n## faults');
  // a private PostgreSQL cluster, so that restarting it disturbs nothing else on the machine
  const version = execFileSync('ls', ['/usr/lib/postgresql']).toString().trim().split('\n').pop()!;
  const cluster = `jikimrel${process.pid}`;
  const port = 5490 + (process.pid % 9);
  const dataDir = path.join(os.tmpdir(), `${cluster}-data`);
  execFileSync('pg_createcluster', [version, cluster, '-p', String(port), '-d', dataDir, '--start', '--', '--auth=trust'], { stdio: 'ignore' });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'jikim-fault-'));
  try {
    const base = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const fresh = await freshDatabase(base, 'jikim_fault');
    const s = await startServer({ DATABASE_URL: fresh.url, DATA_DIR: dir });
    const tok = await loginAs(s.url);
    const readiness: { t: number; status: number }[] = [];
    let polling = true;
    const t0 = Date.now();
    const poller = (async () => {
      while (polling) {
        const st = await fetch(`${s.url}/readyz`, { signal: AbortSignal.timeout(3000) }).then((r) => r.status).catch(() => 0);
        readiness.push({ t: Date.now() - t0, status: st });
        await new Promise((r) => setTimeout(r, 200));
      }
    })();
    const restartAt = 6000;
    const restart = (async () => {
      await new Promise((r) => setTimeout(r, restartAt));
      // async: the load and the readiness poll must keep running while PostgreSQL restarts
      await promisify(execFile)('pg_ctlcluster', [version, cluster, 'restart']);
    })();
    const load = await writeLoop(s.url, tok.accessToken, 20, 16, 0.3);
    await restart;
    polling = false;
    await poller;
    const down = readiness.filter((r) => r.t >= restartAt && r.status !== 200);
    const backAt = readiness.find((r) => r.t > (down[0]?.t ?? restartAt) && r.status === 200);
    record('faults', 'PostgreSQL restart: /readyz reported unready', down.length > 0 ? `yes (${down.length} polls)` : 'no (restart was quicker than the poll)');
    record('faults', 'PostgreSQL restart: ready again after', backAt && down[0] ? `${((backAt.t - down[0].t) / 1000).toFixed(1)} s` : 'n/a', !!backAt);
    record('faults', 'requests during the 20 s (acknowledged writes / errors / hung past 10 s)', `${load.stats.requests} (${load.acks.length} / ${load.errors} / ${load.timeouts})`, load.timeouts === 0);
    const lost = await missingNotices(fresh.url, load.acks);
    record('faults', 'acknowledged writes lost', lost, lost === 0);
    await stopServer(s.proc);
    await fresh.drop();
  } finally {
    try {
      execFileSync('pg_dropcluster', [version, cluster, '--stop'], { stdio: 'ignore' });
    } catch {
      /* already gone */
    }
    rmSync(dir, { recursive: true, force: true });
  }

  // kill -9 on the embedded database during writes
  const pdir = mkdtempSync(path.join(os.tmpdir(), 'jikim-kill-'));
  try {
    const s = await startServer({ DATABASE_URL: '', DATA_DIR: pdir });
    const tok = await loginAs(s.url);
    let killed = false;
    setTimeout(() => {
      killed = true;
      s.proc.kill('SIGKILL');
    }, 3000);
    const load = await writeLoop(s.url, tok.accessToken, 5, 8, 1, () => killed);
    if (s.proc.exitCode === null && s.proc.signalCode === null) await new Promise((r) => s.proc.once('exit', r));
    const again = await startServer({ DATABASE_URL: '', DATA_DIR: pdir });
    const tok2 = await loginAs(again.url);
    let missing = 0;
    for (const a of load.acks) {
      const r = await fetch(`${again.url}/api/manage/notice/${a.id}`, { headers: { 'x-authorization': tok2.accessToken } });
      if (r.status !== 200) missing += 1;
    }
    record('faults', 'kill -9 during PGlite writes: database reopened', `yes (${(again.ms / 1000).toFixed(1)} s)`);
    record('faults', 'kill -9 during PGlite writes: acknowledged writes lost', `${missing} of ${load.acks.length}`, missing === 0);
    await stopServer(again.proc);
  } finally {
    rmSync(pdir, { recursive: true, force: true });
  }
}

async function load() {
  console.log(`\n## load: 64 clients, mixed reads and writes (20% writes), ${LOAD_SECONDS} s, PostgreSQL`);
  const fresh = await freshDatabase(PG_BASE, 'jikim_rel_load');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'jikim-load-'));
  try {
    const s = await startServer({ DATABASE_URL: fresh.url, DATA_DIR: dir });
    const tok = await loginAs(s.url);
    const r = await writeLoop(s.url, tok.accessToken, LOAD_SECONDS, 64, 0.2);
    record('load', 'requests / per second', `${r.stats.requests} / ${r.stats.rps.toFixed(0)}`);
    record('load', 'errors / hung past 10 s', `${r.errors} / ${r.timeouts}`, r.errors === 0 && r.timeouts === 0);
    record('load', 'latency p50 / p95 / p99', `${r.stats.p50.toFixed(1)} / ${r.stats.p95.toFixed(1)} / ${r.stats.p99.toFixed(1)} ms`);
    const lost = await missingNotices(fresh.url, r.acks);
    record('load', `acknowledged writes missing afterwards (of ${r.acks.length})`, lost, lost === 0);
    await stopServer(s.proc);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await fresh.drop();
  }
}

const started = Date.now();
console.log(`Jikim reliability — ${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}`);
if (only.includes('badinput')) await badInput();
if (only.includes('abuse')) await abuse();
if (only.includes('instances')) await instances();
if (only.includes('faults')) await faults();
if (only.includes('load')) await load();
const md = ['| section | check | figure | ok |', '|---|---|---|---|', ...lines.map((l) => `| ${l.section} | ${l.metric} | ${l.value} | ${l.ok ? 'yes' : '**NO**'} |`)].join('\n');
console.log(`\n${md}\n\ntotal ${((Date.now() - started) / 1000).toFixed(0)} s`);
const outDir = path.join(ROOT, 'bench-results');
mkdirSync(outDir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
writeFileSync(path.join(outDir, `reliability-${stamp}.json`), JSON.stringify({ date: new Date().toISOString(), lines }, null, 2));
writeFileSync(path.join(outDir, `reliability-${stamp}.md`), `# Jikim reliability ${new Date().toISOString()}\n\n${md}\n`);
process.exit(lines.every((l) => l.ok) ? 0 : 1);
