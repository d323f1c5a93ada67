import { inArray, eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyInstance } from 'fastify';
import { user } from '../../db/schema.js';
import { apprNotification } from './approvals.tables.js';
import type { NewNotification } from './approvals.service.js';

/** the SMTP transport of an app (none when SMTP_URL is unset); made at registration, closed with the app */
export function createMailer(app: FastifyInstance): Transporter | null {
  if (!app.config.smtpUrl) return null;
  const t = nodemailer.createTransport(app.config.smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  app.addHook('onClose', async () => t.close());
  return t;
}

const KIND_TEXT: Record<string, string> = {
  PENDING: '결재할 문서가 도착했습니다. 지킴(Jikim) 결재함에서 확인하세요.',
  COMPLETE: '요청하신 결재가 완료되었습니다.',
  REJECT: '요청하신 결재가 반려되었습니다. 반려 사유를 확인하세요.',
};

/**
 * E-mail the notifications made by a committed transaction. Runs after the commit and never fails the
 * request: the outcome (mail_dt or mail_error) is written on the notification row.
 */
export async function mailNotifications(app: FastifyInstance, t: Transporter | null, notes: NewNotification[]): Promise<void> {
  if (!t || notes.length === 0) return;
  const users = await app.db.select({ userId: user.userId, email: user.email }).from(user).where(inArray(user.userId, [...new Set(notes.map((n) => n.userId))]));
  const emailOf = new Map(users.map((u) => [u.userId, u.email]));
  for (const n of notes) {
    const to = emailOf.get(n.userId);
    if (!to) continue;
    try {
      await t.sendMail({ from: app.config.smtpFrom, to, subject: n.title, text: `${KIND_TEXT[n.kindCd] ?? ''}\n\n${n.title}\n\n결재함: /appr/apprInbox  (모바일: /mobile/apprWhich)` });
      await app.db.update(apprNotification).set({ mailTo: to, mailDt: new Date() }).where(eq(apprNotification.notificationNo, n.notificationNo));
    } catch (err) {
      app.log.warn({ err, notificationNo: n.notificationNo }, 'approval e-mail failed');
      await app.db.update(apprNotification).set({ mailTo: to, mailError: String((err as Error).message).slice(0, 500) }).where(eq(apprNotification.notificationNo, n.notificationNo)).catch(() => undefined);
    }
  }
}
