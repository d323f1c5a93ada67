import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { JOB_MESSAGES } from '@jikim/shared';
import { buildApp } from '../../app.js';
import { testConfig } from '../../test/config.js';
import { auth, createTestApp, login, type TestApp } from '../../test/helpers.js';
import { periodCron, type TJobContext } from './jobs.js';

// The real queue (pg-boss) on the test database: PGlite by default, PostgreSQL with TEST_DATABASE_URL.
const fast = { jobsEnabled: true, jobPollSec: 0.5, jobCronCheckSec: 1, attachCleanupSchedule: 0 };

const waitFor = async <T>(what: () => Promise<T> | T, ok: (v: T) => boolean, ms = 20_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
};

type Run = { name: string; instance: string; at: number; data: Record<string, unknown>; now: Date; retryCount: number; jobId: string | null };
const runs: Run[] = [];
const declare = (instance: string) => (app: FastifyInstance) => {
  app.jobs.work('test-echo', (c: TJobContext) => { runs.push({ instance, at: Date.now(), ...c }); return { echoed: c.data }; });
  // fails twice, then succeeds: retried with back-off (1 s, then 2 s)
  app.jobs.work('test-flaky', (c) => {
    runs.push({ instance, at: Date.now(), ...c });
    if (c.retryCount < 2) throw new Error(`attempt ${c.retryCount + 1} failed`);
    return { ok: true };
  }, { retryLimit: 3, retryDelay: 1, retryBackoff: true });
  app.jobs.work('test-broken', () => { throw new Error('disk full'); }, { retryLimit: 0 });
  // every minute: the cron check fires at once, so the first run comes within seconds
  app.jobs.schedule('test-cron', '* * * * *', (c) => { runs.push({ instance, at: Date.now(), ...c }); return { instance }; });
};

describe('job queue (pg-boss on the project database)', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(fast, declare('a'));
    // a second server instance on the same database
    second = await buildApp({ config: testConfig(fast), dbHandle: t.db, logger: false });
    declare('b')(second);
    await second.ready();
    admin = (await login(t.app, 'admin')).accessToken;
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('installs its schema in the migration step (test template included) and runs on both instances', async () => {
    expect(await t.rows(sql`select version from pgboss.version`)).toEqual([{ version: expect.anything() }]);
    expect(t.app.jobs.running && second.jobs.running).toBe(true);
  });

  it('runs a scheduled job once per period over two instances', async () => {
    const cron = () => runs.filter((r) => r.name === 'test-cron');
    await waitFor(cron, (l) => l.length >= 1);
    // more cron checks pass on both instances (every second); no second run within the same minute
    await new Promise((r) => setTimeout(r, 3000));
    const l = cron();
    expect(l.length).toBeGreaterThanOrEqual(1);
    const minutes = l.map((r) => Math.floor(r.at / 60_000));
    expect(new Set(minutes).size).toBe(l.length);
    expect(l[0]!.jobId).toMatch(/^[0-9a-f-]{36}$/);
  }, 30_000);

  it('sends a job to a worker; the handler gets its data and the clock', async () => {
    const id = await t.app.jobs.send('test-echo', { recordNo: 7 });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const r = await waitFor(() => runs.find((x) => x.jobId === id), (x) => x !== undefined);
    expect(r?.data).toEqual({ recordNo: 7 });
    expect(Math.abs(r!.now.getTime() - Date.now())).toBeLessThan(30_000);
    // one job, one run, whichever instance took it
    expect(runs.filter((x) => x.jobId === id)).toHaveLength(1);
    // a singleton key with a period keeps one job per key and period, from any instance
    const k1 = await t.app.jobs.send('test-echo', { n: 1 }, { singletonKey: 'rec-1', singletonSeconds: 3600, startAfter: 3600 });
    const k2 = await second.jobs.send('test-echo', { n: 2 }, { singletonKey: 'rec-1', singletonSeconds: 3600, startAfter: 3600 });
    expect(k1).not.toBeNull();
    expect(k2).toBeNull();
  }, 30_000);

  it('retries a failing job with back-off, and keeps the error of a job that gives up', async () => {
    const id = await t.app.jobs.send('test-flaky');
    const done = await waitFor(async () => (await t.app.inject({ url: `/api/manage/jobs?name=test-flaky`, headers: auth(admin) })).json(), (b) => b.list?.[0]?.state === 'completed');
    expect(done.list[0]).toMatchObject({ id, state: 'completed', retryCount: 2, retryLimit: 3, error: null, output: { ok: true } });
    const attempts = runs.filter((x) => x.jobId === id);
    expect(attempts.map((x) => x.retryCount)).toEqual([0, 1, 2]);
    // back-off: the second wait is longer than the first (1 s, then about 2 s)
    const gap1 = attempts[1]!.at - attempts[0]!.at;
    const gap2 = attempts[2]!.at - attempts[1]!.at;
    expect(gap1).toBeGreaterThanOrEqual(900);
    expect(gap2).toBeGreaterThan(gap1);

    const bad = await t.app.jobs.send('test-broken');
    const failed = await waitFor(async () => (await t.app.inject({ url: `/api/manage/jobs?state=failed`, headers: auth(admin) })).json(), (b) => b.list?.some((x: { id: string }) => x.id === bad));
    const row = failed.list.find((x: { id: string }) => x.id === bad);
    expect(row).toMatchObject({ name: 'test-broken', state: 'failed', error: 'disk full', output: null });
    expect(JSON.stringify(failed)).not.toMatch(/at .*\.(ts|js):\d+/);
  }, 40_000);

  it('job history: administrators only, one paging contract, newest first, pg-boss internals left out', async () => {
    const res = await t.app.inject({ url: '/api/manage/jobs?page=1&limit=20', headers: auth(admin) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['limit', 'list', 'page', 'totalCount']);
    expect(body.totalCount).toBeGreaterThanOrEqual(4);
    const created = body.list.map((x: { createdOn: string }) => x.createdOn);
    expect([...created].sort().reverse()).toEqual(created);
    expect(body.list.some((x: { name: string }) => x.name.startsWith('__pgboss__'))).toBe(false);
    const p2 = (await t.app.inject({ url: '/api/manage/jobs?page=2&limit=20', headers: auth(admin) })).json();
    expect(p2.page).toBe(2);
    expect((await t.app.inject({ url: '/api/manage/jobs?limit=7', headers: auth(admin) })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/manage/jobs?state=exploded', headers: auth(admin) })).statusCode).toBe(400);
    const safety = (await login(t.app, 'safety01')).accessToken;
    expect((await t.app.inject({ url: '/api/manage/jobs', headers: auth(safety) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/manage/jobs' })).statusCode).toBe(401);
  });

  it('an administrator runs a declared job now: queued, run once, audited; others may not', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/manage/jobs/test-cron/run', headers: auth(admin) });
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    const r = await waitFor(() => runs.find((x) => x.jobId === id), (x) => x !== undefined);
    expect(r?.name).toBe('test-cron');
    expect(await t.rows(sql`select entity, entity_key, user_id from com_audit_log where action = 'JOB_SEND'`)).toEqual([{ entity: 'test-cron', entity_key: id, user_id: 'admin' }]);
    expect((await t.app.inject({ method: 'POST', url: '/api/manage/jobs/no-such-job/run', headers: auth(admin) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/manage/jobs/bad%20name/run', headers: auth(admin) })).statusCode).toBe(400);
    const safety = (await login(t.app, 'safety01')).accessToken;
    expect((await t.app.inject({ method: 'POST', url: '/api/manage/jobs/test-cron/run', headers: auth(safety) })).statusCode).toBe(403);
  }, 30_000);

  it('a controllable clock: a handler runs directly at any "now" (no sleeping), and queued runs see the set clock', async () => {
    const later = new Date('2030-01-10T00:00:00Z');
    await t.app.jobs.run('test-echo', { stage: 'D+3' }, { now: later });
    expect(runs.at(-1)).toMatchObject({ jobId: null, data: { stage: 'D+3' }, now: later });
    t.app.jobs.setClock(later);
    second.jobs.setClock(later);
    try {
      expect(t.app.jobs.now().toISOString()).toBe(later.toISOString());
      const id = await t.app.jobs.send('test-echo', {});
      const r = await waitFor(() => runs.find((x) => x.jobId === id), (x) => x !== undefined);
      expect(r?.now.toISOString()).toBe(later.toISOString());
    } finally {
      t.app.jobs.setClock(null);
      second.jobs.setClock(null);
    }
    await expect(t.app.jobs.run('no-such-job')).rejects.toThrow(/not declared/);
    expect(() => t.app.jobs.work('late', () => undefined)).toThrow(/after the queue started/);
  }, 30_000);
});

describe('queue off (JOBS=off, the test default)', () => {
  it('declares jobs and runs them directly, but does not start workers or cron', async () => {
    const ran: Date[] = [];
    const t = await createTestApp({}, (app) => app.jobs.schedule('test-off', '* * * * *', ({ now }) => { ran.push(now); }));
    try {
      expect(t.app.jobs.running).toBe(false);
      await expect(t.app.jobs.send('test-off')).rejects.toThrow(/not running/);
      const admin = (await login(t.app, 'admin')).accessToken;
      const res = await t.app.inject({ method: 'POST', url: '/api/manage/jobs/test-off/run', headers: auth(admin) });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(JOB_MESSAGES.queueOff);
      await t.app.jobs.run('test-off', {}, { now: new Date('2031-05-05T00:00:00Z') });
      expect(ran.map((d) => d.toISOString())).toEqual(['2031-05-05T00:00:00.000Z']);
    } finally {
      await t.close();
    }
  });

  it('periods become cron expressions', () => {
    expect(periodCron(0)).toBeNull();
    expect(periodCron(60)).toBe('* * * * *');
    expect(periodCron(15 * 60)).toBe('*/15 * * * *');
    expect(periodCron(3600)).toBe('0 * * * *');
    expect(periodCron(6 * 3600)).toBe('0 */6 * * *');
    expect(periodCron(86400)).toBe('0 3 * * *');
    expect(periodCron('30 2 * * 1')).toBe('30 2 * * 1');
  });
});
