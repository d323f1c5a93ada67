import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { DbHandle } from '../../db/client.js';
import { JOB_SCHEMA } from './jobs.schema.js';

/** what a handler receives: the job's data and "now" (the injectable clock; pass it to SQL instead of now()) */
export type TJobContext<T = Record<string, unknown>> = {
  name: string;
  data: T;
  now: Date;
  /** pg-boss job id; null when run directly (tests, `run`) */
  jobId: string | null;
  /** 0 on the first attempt */
  retryCount: number;
};
export type TJobHandler<T = Record<string, unknown>> = (ctx: TJobContext<T>) => Promise<unknown> | unknown;

/** per queue: retries (delay in seconds, doubled each retry when retryBackoff) and how long one run may take */
export type TQueueOptions = {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
  /** 'singleton': at most one active run at a time over every instance (the default of scheduled jobs) */
  policy?: 'standard' | 'singleton';
  /** time zone of the cron expression (default PLANT_TIME_ZONE) */
  tz?: string;
};

export type TJobsOptions = {
  handle: DbHandle;
  /** false: queue not started on this instance (no workers, no cron); handlers can still be `run` */
  enabled: boolean;
  /** seconds between polls of a worker (default 2) */
  pollingIntervalSeconds?: number;
  /** seconds between cron checks (default 30; the cron resolution is one minute) */
  cronMonitorIntervalSeconds?: number;
  /** time zone of cron expressions unless a job names one */
  tz?: string;
  log?: { warn(obj: unknown, msg: string): void; info?(obj: unknown, msg: string): void };
};

type TEntry = { name: string; cron: string | null; handler: TJobHandler; options: TQueueOptions };

const DEFAULT_RETRY: Required<Pick<TQueueOptions, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds'>> = {
  retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60,
};

/**
 * The platform's job queue: pg-boss on the application's own database (PostgreSQL, or PGlite through its `db` option).
 * Modules declare jobs while they register (before the server is ready); the queue starts on ready and stops on close.
 */
export class Jobs {
  readonly #entries = new Map<string, TEntry>();
  readonly #opts: TJobsOptions;
  #boss: PgBoss | null = null;
  #clock: () => Date = () => new Date();

  constructor(opts: TJobsOptions) {
    this.#opts = opts;
  }

  /** a job run by cron (`'0 3 * * *'`; null = declared but not scheduled) and by `send`; singleton by default */
  schedule<T = Record<string, unknown>>(name: string, cron: string | null, handler: TJobHandler<T>, options: TQueueOptions = {}): void {
    this.#declare({ name, cron, handler: handler as TJobHandler, options: { policy: 'singleton', ...options } });
  }

  /** a worker for jobs sent with `send` */
  work<T = Record<string, unknown>>(name: string, handler: TJobHandler<T>, options: TQueueOptions = {}): void {
    this.#declare({ name, cron: null, handler: handler as TJobHandler, options });
  }

  /**
   * queue a job; `startAfter` delays it (seconds, or a Date); `singletonKey` with `singletonSeconds` keeps one job per key
   * and period over every instance (e.g. per record and reminder stage). Answers the job id, or null when such a job
   * already exists.
   */
  async send(name: string, data: Record<string, unknown> = {}, options: PgBoss.SendOptions = {}): Promise<string | null> {
    if (!this.#entries.has(name)) throw new Error(`job ${name} is not declared`);
    if (!this.#boss) throw new Error('the job queue is not running on this instance (JOBS=off)');
    return this.#boss.send(name, data, options);
  }

  /** run a handler directly, now, in this process (tests, an administrator's "run now"); `now` sets the clock for it */
  async run(name: string, data: Record<string, unknown> = {}, opts: { now?: Date } = {}): Promise<unknown> {
    const e = this.#entries.get(name);
    if (!e) throw new Error(`job ${name} is not declared`);
    return e.handler({ name, data, now: opts.now ?? this.now(), jobId: null, retryCount: 0 });
  }

  /** the jobs' clock: real time unless a test set one */
  now(): Date {
    return this.#clock();
  }

  /** tests: make "now" whatever they need (escalation after 3 days without sleeping); null restores real time */
  setClock(clock: (() => Date) | Date | null): void {
    this.#clock = clock === null ? () => new Date() : clock instanceof Date ? () => new Date(clock.getTime()) : clock;
  }

  get names(): string[] {
    return [...this.#entries.keys()];
  }

  get running(): boolean {
    return this.#boss !== null;
  }

  #declare(e: TEntry): void {
    if (this.#boss) throw new Error(`job ${e.name} declared after the queue started`);
    if (this.#entries.has(e.name)) throw new Error(`job ${e.name} declared twice`);
    if (!/^[A-Za-z0-9_.-]+$/.test(e.name)) throw new Error(`job name ${e.name}: letters, digits, _ . - only`);
    this.#entries.set(e.name, e);
  }

  async start(): Promise<void> {
    if (!this.#opts.enabled || this.#boss) return;
    const { handle } = this.#opts;
    const boss = new PgBoss({
      db: { executeSql: (text, values) => handle.executeSql(text, values) },
      schema: JOB_SCHEMA,
      // the schema is installed by the migration step (db/client.ts)
      migrate: false,
      ...(this.#opts.cronMonitorIntervalSeconds ? { cronMonitorIntervalSeconds: this.#opts.cronMonitorIntervalSeconds, cronWorkerIntervalSeconds: Math.min(5, this.#opts.cronMonitorIntervalSeconds) } : {}),
    });
    boss.on('error', (err) => this.#opts.log?.warn({ err }, 'job queue error'));
    await boss.start();
    for (const e of this.#entries.values()) {
      const q = { ...DEFAULT_RETRY, ...e.options, policy: e.options.policy ?? 'standard' };
      const queue = { name: e.name, retryLimit: q.retryLimit, retryDelay: q.retryDelay, retryBackoff: q.retryBackoff, expireInSeconds: q.expireInSeconds, policy: q.policy };
      if (await boss.getQueue(e.name)) await boss.updateQueue(e.name, queue);
      else {
        // another instance may create it at the same moment
        await boss.createQueue(e.name, queue).catch(async () => boss.updateQueue(e.name, queue));
      }
      if (e.cron) await boss.schedule(e.name, e.cron, {}, { tz: e.options.tz ?? this.#opts.tz ?? 'UTC' });
      else await boss.unschedule(e.name);
      await boss.work<Record<string, unknown>>(e.name, { pollingIntervalSeconds: this.#opts.pollingIntervalSeconds || 2, includeMetadata: true }, async ([job]) => {
        if (!job) return undefined;
        const out = await e.handler({ name: e.name, data: job.data ?? {}, now: this.now(), jobId: job.id, retryCount: job.retryCount });
        // pg-boss keeps an object as the run's output (shown in the job history)
        return out !== null && typeof out === 'object' ? out : out === undefined ? undefined : { value: out };
      });
    }
    this.#boss = boss;
  }

  async stop(): Promise<void> {
    const boss = this.#boss;
    this.#boss = null;
    // let a running handler finish (up to 10 s); the database is closed by its owner afterwards
    if (boss) await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** `app.jobs`: declare jobs while registering; the queue starts when the server is ready (JOBS=on) */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const jobs = new Jobs({
    handle: app.dbHandle,
    enabled: app.config.jobsEnabled ?? false,
    pollingIntervalSeconds: app.config.jobPollSec,
    cronMonitorIntervalSeconds: app.config.jobCronCheckSec,
    tz: app.config.plantTimeZone,
    log: app.log,
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
}, { name: 'jobs' });

/**
 * A period (seconds) as a cron expression: whole minutes dividing an hour, whole hours dividing a day, or one day.
 * 0 → null (off). A string with spaces is taken as a cron expression as it is.
 */
export function periodCron(period: number | string): string | null {
  if (typeof period === 'string') return period.trim() || null;
  if (!period) return null;
  const min = Math.max(1, Math.round(period / 60));
  if (min < 60 && 60 % min === 0) return min === 1 ? '* * * * *' : `*/${min} * * * *`;
  const h = Math.round(min / 60);
  if (h < 24 && 24 % h === 0) return h === 1 ? '0 * * * *' : `0 */${h} * * *`;
  return '0 3 * * *';
}
