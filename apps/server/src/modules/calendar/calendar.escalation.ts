import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ALL_PLANTS_CODE, addDaysYmd, CALENDAR_KIND_LABELS, daysBetween } from '@jikim/shared';
import { queryRows, type Db } from '../../db/client.js';
import { dueProviders, type TDueItem } from '../../lib/due-dates.js';
import type { DataScope } from '../../lib/scope.js';
import { deptHeads } from '../impr/impr.escalation.js';
import { ymdIn } from '../impr/impr.service.js';
import { notify } from '../notify/notify.service.js';

/** the job's name in the queue and its history */
export const CALENDAR_ESCALATION_JOB = 'mgt-calendar-escalation';
/** every morning at 07:40 plant time (the queue's cron time zone is PLANT_TIME_ZONE), before the working day */
export const CALENDAR_ESCALATION_CRON = '40 7 * * *';

/**
 * One escalation policy for every kind of the compliance calendar (issue 30 item 2): a reminder a month ahead, weekly
 * inside the 30 days, daily in the last 3 days, and the department's manager on the day after. `left` is the number of
 * days from today to the due date at which a stage is reached; the highest stage reached is sent, once per item, due
 * date and stage.
 */
export const CALENDAR_REMINDER_STAGES = [
  { stage: 'D30', left: 30 },
  { stage: 'D23', left: 23 },
  { stage: 'D16', left: 16 },
  { stage: 'D9', left: 9 },
  { stage: 'D3', left: 3 },
  { stage: 'D2', left: 2 },
  { stage: 'D1', left: 1 },
  { stage: 'D0', left: 0 },
  { stage: 'OVERDUE', left: -1 },
] as const;
export type TCalendarStage = (typeof CALENDAR_REMINDER_STAGES)[number]['stage'];

/** an item first seen later than this many days after its due date is left to the modules' own lists (the job was down) */
const LATE_LIMIT_DAYS = 7;

/** the highest stage an item due on `dueYmd` has reached on `today` (null: more than 30 days ahead) */
export function calendarStageOn(dueYmd: string, today: string): (typeof CALENDAR_REMINDER_STAGES)[number] | null {
  const left = daysBetween(today, dueYmd);
  return [...CALENDAR_REMINDER_STAGES].reverse().find((s) => left <= s.left) ?? null;
}

export type TCalendarEscalationResult = { today: string; checked: number; sent: number; byStage: Partial<Record<TCalendarStage, number>> };

/** every plant of the installation (not the all-plants code) */
async function plants(db: Db): Promise<string[]> {
  const rows = await queryRows<{ code: string }>(db, sql`
    select code from com_code_master where code_group_cd = 'COM_PLANT_CD' and use_yn = 'Y' and code <> ${ALL_PLANTS_CODE} order by code`);
  return rows.map((r) => r.code);
}

const SYSTEM_SCOPE: DataScope = { allPlants: true, plantCd: null, allDepts: true, deptCd: null, vendorCd: null };

/**
 * One item, in one transaction: record every stage reached (ON CONFLICT DO NOTHING on kind/item/due date/stage);
 * notify only when the highest stage reached is new. An item first seen late gets its highest stage only; the lower
 * ones are recorded as sent, so they never come afterwards.
 */
async function remindItem(db: Db, item: TDueItem, today: string, now: Date): Promise<TCalendarStage | null> {
  const top = calendarStageOn(item.dueYmd, today);
  if (!top) return null;
  const ref = (item.link ?? item.title).slice(0, 300);
  return db.transaction(async (tx) => {
    const reached = CALENDAR_REMINDER_STAGES.filter((s) => s.left >= top.left);
    const inserted = await queryRows<{ stage: string }>(tx, sql`
      insert into mgt_calendar_reminder (kind_cd, item_ref, due_ymd, stage, sent_dt)
      values ${sql.join(reached.map((s) => sql`(${item.kindCd}, ${ref}, ${item.dueYmd}, ${s.stage}, ${now.toISOString()}::timestamptz)`), sql`, `)}
      on conflict do nothing
      returning stage`);
    if (!inserted.some((r) => r.stage === top.stage)) return null;

    // the owner; without one, the owning department's heads; on the day after, the heads as well (the manager)
    let ownerDept = item.ownerDeptCd;
    if (!ownerDept && item.ownerUserId) {
      const [u] = await queryRows<{ dept_cd: string | null }>(tx, sql`select dept_cd from com_user where user_id = ${item.ownerUserId}`);
      ownerDept = u?.dept_cd ?? null;
    }
    const to: string[] = [];
    if (item.ownerUserId) to.push(item.ownerUserId);
    if (top.stage === 'OVERDUE' || to.length === 0) to.push(...await deptHeads(tx, ownerDept));
    const users = to.length === 0 ? [] : await queryRows<{ user_id: string }>(tx, sql`
      select user_id from com_user where user_id in (${sql.join([...new Set(to)].map((u) => sql`${u}`), sql`, `)}) and use_yn = 'Y' and retire_yn = 'N'`);
    if (users.length === 0) return null; // recorded, nobody to tell (a vacant department): not again for this stage
    const left = daysBetween(today, item.dueYmd);
    const when = left > 0 ? `D-${left}` : left === 0 ? '오늘' : `${-left}일 경과`;
    const kindKo = CALENDAR_KIND_LABELS[item.kindCd].ko;
    const q = item.link?.indexOf('?key=') ?? -1;
    await notify(tx, {
      userIds: users.map((u) => u.user_id),
      kind: top.stage === 'OVERDUE' ? 'CAL_OVERDUE' : 'CAL_DUE',
      title: `[${kindKo} ${when}] ${item.title}`,
      body: `기한 ${item.dueYmd} (${when}) · ${kindKo}`,
      link: item.link ? (q > 0 ? { route: item.link.slice(0, q), key: decodeURIComponent(item.link.slice(q + 5)) } : { route: item.link, key: '' }) : null,
    });
    return top.stage;
  });
}

/**
 * The daily escalation of the compliance calendar: for every plant, the due items of every provider that has no
 * reminders of its own (TDueProvider.ownReminders), from LATE_LIMIT_DAYS back to 30 days ahead, not done.
 * "Today" is the plant-local date of the queue's clock.
 */
export async function runCalendarEscalation(app: FastifyInstance, now: Date): Promise<TCalendarEscalationResult> {
  const today = ymdIn(now, app.config.plantTimeZone ?? 'Asia/Seoul');
  const result: TCalendarEscalationResult = { today, checked: 0, sent: 0, byStage: {} };
  const providers = dueProviders().filter((p) => !p.ownReminders);
  const fromYmd = addDaysYmd(today, -LATE_LIMIT_DAYS);
  const toYmd = addDaysYmd(today, 30);
  for (const plantCd of await plants(app.db)) {
    for (const p of providers) {
      const items = await p.items(app.db, { plantCd, fromYmd, toYmd, today, scope: SYSTEM_SCOPE });
      for (const item of items) {
        if (item.doneYn === 'Y') continue;
        result.checked += 1;
        const stage = await remindItem(app.db, item, today, now);
        if (stage) {
          result.sent += 1;
          result.byStage[stage] = (result.byStage[stage] ?? 0) + 1;
        }
      }
    }
  }
  // a job is outside a request: send the e-mail of what was committed now
  if (app.hasDecorator('notifications')) await app.notifications.flush();
  return result;
}

/** declare the daily job on the queue (one run at a time over every instance) */
export function registerCalendarEscalation(app: FastifyInstance): void {
  app.jobs.schedule(CALENDAR_ESCALATION_JOB, CALENDAR_ESCALATION_CRON, ({ now }) => runCalendarEscalation(app, now), { retryLimit: 2, retryDelay: 300 });
}
