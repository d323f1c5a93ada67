import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import type { WorkflowNotice } from '../../lib/workflow/workflow.service.js';
import { isNotificationKind } from './notify.kinds.js';
import { notification, notificationPref } from './notify.tables.js';

export type NotifyInput = {
  /** recipients (users or vendor users); duplicates are sent once */
  userIds: readonly string[];
  /** a registered kind (notify.kinds.ts): the user's e-mail switch is per kind */
  kind: string;
  title: string;
  /** a short summary, shown in the list and as the e-mail text */
  body?: string | null;
  /** the record the notification is about: its web page route and key (opened as route?key=…) */
  link?: { route: string; key: string } | null;
};

/** notification numbers written by transactions not yet seen by the mailer (id → when) */
const waiting = new Map<number, number>();
export const mailWaiting = (): ReadonlyMap<number, number> => waiting;

/**
 * Notify users, in the caller's transaction: the rows commit or roll back with the business write. The
 * e-mail is sent after the commit (at the end of the request, see notify.mailer.ts) to users who have not
 * switched it off for the kind; it never fails the write. Returns the new notification numbers.
 */
export async function notify(tx: DbOrTx, input: NotifyInput): Promise<number[]> {
  if (!isNotificationKind(input.kind)) throw new Error(`unregistered notification kind ${input.kind}`);
  const userIds = [...new Set(input.userIds.filter(Boolean))];
  if (userIds.length === 0) return [];
  const off = await tx.select({ userId: notificationPref.userId }).from(notificationPref)
    .where(and(inArray(notificationPref.userId, userIds), eq(notificationPref.kindCd, input.kind), eq(notificationPref.mailYn, 'N')));
  const offSet = new Set(off.map((o) => o.userId));
  const rows = await tx.insert(notification).values(userIds.map((userId) => ({
    userId,
    kindCd: input.kind,
    title: input.title.slice(0, 300),
    body: input.body ? input.body.slice(0, 2000) : null,
    linkRoute: input.link?.route.slice(0, 200) ?? null,
    linkKey: input.link?.key.slice(0, 200) ?? null,
    mailState: offSet.has(userId) ? 'OFF' : 'PENDING',
  }))).returning({ no: notification.notificationNo, mailState: notification.mailState });
  const now = Date.now();
  for (const r of rows) if (r.mailState === 'PENDING') waiting.set(r.no, now);
  return rows.map((r) => r.no);
}

/**
 * The notifier of declared workflows (lib/workflow `notify` hooks, registered by the notifications plugin):
 * "[<document>] <key> <status>" to the hook's recipients, linked to the record's menu page.
 */
export async function notifyWorkflow(tx: DbOrTx, n: WorkflowNotice): Promise<void> {
  const [m] = await queryRows<{ url: string | null }>(tx, sql`select front_end_url as url from com_menu where menu_id = ${n.menuId}`);
  await notify(tx, {
    userIds: n.toUserIds, kind: 'WORKFLOW_STATUS', title: `[${n.docTitleKo}] ${n.entityKey} ${n.statusLabelKo}`,
    link: m?.url ? { route: m.url, key: n.entityKey } : null,
  });
}
