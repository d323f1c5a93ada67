import { eq, inArray, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/client.js';
import { user } from '../../db/schema.js';
import { mailWaiting } from './notify.service.js';
import { notification } from './notify.tables.js';

/** how long a notification waits for its e-mail at most (older PENDING rows are left unsent) */
const MAX_AGE_MIN = 24 * 60;
/** the leftover sweep (rows whose request ended before the commit was visible, or another instance's) */
const SWEEP_MS = 60_000;
const BATCH = 100;

/** the SMTP transport of an app (none when SMTP_URL is unset); closed with the app */
export function createMailer(app: FastifyInstance): Transporter | null {
  if (!app.config.smtpUrl) return null;
  const t = nodemailer.createTransport(app.config.smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  app.addHook('onClose', async () => t.close());
  return t;
}

type Claimed = { notification_no: string | number; user_id: string; title: string; body: string | null; link_route: string | null; link_key: string | null };

/** the page a notification opens, as a path (the e-mail has no host: the web address differs per site) */
export const linkPath = (route: string | null, key: string | null): string | null =>
  route ? (key ? `${route}?key=${encodeURIComponent(key)}` : route) : null;

/**
 * The mail outbox of one app. flush() claims committed PENDING rows (SENDING, skip-locked so instances never
 * send one twice), sends each and records SENT / FAILED (with the error) / NO_ADDRESS on the row. A row
 * of a rolled-back transaction does not exist, so it is never sent. Failures are logged, never thrown.
 */
export function createOutbox(app: FastifyInstance, t: Transporter | null) {
  let running: Promise<void> | null = null;
  let again = false;

  async function claim(): Promise<Claimed[]> {
    return queryRows<Claimed>(app.db, sql`
      update com_notification set mail_state = 'SENDING'
       where notification_no in (
         select notification_no from com_notification
          where mail_state = 'PENDING' and create_dt > now() - make_interval(mins => ${MAX_AGE_MIN})
          order by notification_no limit ${BATCH} for update skip locked)
      returning notification_no, user_id, title, body, link_route, link_key`);
  }

  async function sendBatch(rows: Claimed[]): Promise<void> {
    const users = await app.db.select({ userId: user.userId, email: user.email }).from(user).where(inArray(user.userId, [...new Set(rows.map((r) => r.user_id))]));
    const emailOf = new Map(users.map((u) => [u.userId, u.email]));
    for (const r of rows) {
      const no = Number(r.notification_no);
      const to = emailOf.get(r.user_id);
      if (!to) {
        await app.db.update(notification).set({ mailState: 'NO_ADDRESS' }).where(eq(notification.notificationNo, no));
        continue;
      }
      const link = linkPath(r.link_route, r.link_key);
      try {
        await t!.sendMail({ from: app.config.smtpFrom, to, subject: r.title, text: [r.body ?? '', r.title, link ? `지킴(Jikim): ${link}` : ''].filter(Boolean).join('\n\n') });
        await app.db.update(notification).set({ mailState: 'SENT', mailTo: to, mailDt: new Date(), mailError: null }).where(eq(notification.notificationNo, no));
      } catch (err) {
        app.log.warn({ err, notificationNo: no }, 'notification e-mail failed');
        await app.db.update(notification).set({ mailState: 'FAILED', mailTo: to, mailError: String((err as Error).message).slice(0, 500) }).where(eq(notification.notificationNo, no));
      }
    }
  }

  async function run(): Promise<void> {
    do {
      again = false;
      for (;;) {
        const seenAt = Date.now();
        const rows = await claim();
        const waiting = mailWaiting() as Map<number, number>;
        for (const r of rows) waiting.delete(Number(r.notification_no));
        // rows of rolled-back (or long-running) transactions are forgotten after a minute; the sweep remains
        for (const [no, at] of waiting) if (seenAt - at > SWEEP_MS) waiting.delete(no);
        if (rows.length === 0) break;
        await sendBatch(rows);
      }
    } while (again);
  }

  /** send what is waiting; resolves when done (never rejects) */
  function flush(): Promise<void> {
    if (!t) {
      (mailWaiting() as Map<number, number>).clear(); // no SMTP: the rows stay PENDING (in-app only)
      return Promise.resolve();
    }
    if (running) {
      again = true;
      return running;
    }
    running = run().catch((err) => app.log.warn({ err }, 'notification e-mail dispatch failed')).finally(() => (running = null));
    return running;
  }
  return { flush };
}
