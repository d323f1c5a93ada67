import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDaysYmd, daysBetween, IMPR_ASSIGNEE_STATUSES, IMPR_MENU, imprActionWorkflow } from '@jikim/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.js';
import { emitImprOverdue } from '../integration/webhook.events.js';
import { notify } from '../notify/notify.service.js';
import { ymdIn } from './impr.service.js';

/** the job's name in the queue and its history */
export const IMPR_ESCALATION_JOB = 'impr-escalation';
/** every morning at 08:00 plant time (the queue's cron time zone is PLANT_TIME_ZONE) */
export const IMPR_ESCALATION_CRON = '0 8 * * *';

/**
 * Duties (com_duty) that make a user the head of their department for the escalation: 팀장 (DUT03) and 처장 (DUT04).
 * Every active user of the responsible department holding one of them is reminded from 3 days overdue.
 */
export const IMPR_DEPT_HEAD_DUTIES = ['DUT03', 'DUT04'] as const;

/** the stages, lowest first: days past the due date, notification kind, title label */
export const IMPR_REMINDER_STAGES = [
  { stage: 'DUE', days: 0, kind: 'IMPR_DUE', label: '개선조치 기한 도래' },
  { stage: 'D3', days: 3, kind: 'IMPR_OVERDUE', label: '개선조치 기한 경과 3일' },
  { stage: 'D7', days: 7, kind: 'IMPR_OVERDUE', label: '개선조치 기한 경과 7일' },
] as const;
export type TImprReminderStage = (typeof IMPR_REMINDER_STAGES)[number]['stage'];
export type TImprEscalationResult = { today: string; checked: number; sent: Record<TImprReminderStage, number> };

const BATCH = 500;
const LINK_ROUTE = '/impr/imprAction';
const STATUS_KO: Record<string, string> = Object.fromEntries(imprActionWorkflow.statuses.map((s) => [s.code, s.label.ko]));


/** the highest stage an action due on `dueYmd` has reached on `today` (null: not due yet) */
export function stageOn(dueYmd: string, today: string): (typeof IMPR_REMINDER_STAGES)[number] | null {
  const over = daysBetween(dueYmd, today);
  return [...IMPR_REMINDER_STAGES].reverse().find((s) => over >= s.days) ?? null;
}

const assigneeStatuses = sql.join(IMPR_ASSIGNEE_STATUSES.map((s) => sql`${s}`), sql`, `);

type TActionRow = {
  action_no: number; title: string; status_cd: string; plant_cd: string; dept_cd: string; owner_dept_cd: string | null;
  assignee_user_id: string; due_ymd: string; assignee_nm: string | null; assignee_dept_cd: string | null; resp_dept_nm: string | null;
};

/** active heads (IMPR_DEPT_HEAD_DUTIES) of a department */
export async function deptHeads(tx: DbOrTx, deptCd: string | null): Promise<string[]> {
  if (!deptCd) return [];
  const rows = await queryRows<{ user_id: string }>(tx, sql`
    select user_id from com_user
     where dept_cd = ${deptCd} and use_yn = 'Y' and retire_yn = 'N'
       and duty_cd in (${sql.join(IMPR_DEPT_HEAD_DUTIES.map((d) => sql`${d}`), sql`, `)})
     order by user_id`);
  return rows.map((r) => r.user_id);
}

/**
 * The plant's safety managers: active plant users (type U) of the plant with write on the register. Rights as
 * loadMenuRights (auth/principal.ts) computes them for one user, here for a set: through an active authority group
 * or a per-user menu row, on a menu that is switched on and open to the plant's type.
 */
async function plantSafetyManagers(tx: DbOrTx, plantCd: string): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(tx, sql`
    select u.user_id from com_user u
      join com_menu m on m.menu_id = ${IMPR_MENU} and m.use_yn = 'Y'
      left join com_code_master p on p.code_group_cd = 'COM_PLANT_CD' and p.code = u.plant_cd
     where u.plant_cd = ${plantCd} and u.user_type = 'U' and u.use_yn = 'Y' and u.retire_yn = 'N'
       and (m.plant_type_auth is null or m.plant_type_auth = '' or position(coalesce(p.attr1, '-') in m.plant_type_auth) > 0)
       and exists (
         select 1 from (
           select gm.access_yn, gm.write_yn
             from com_user_auth_grp ug
             join com_auth_grp g on g.auth_grp_cd = ug.auth_grp_cd and g.use_yn = 'Y'
             join com_auth_grp_menu gm on gm.auth_grp_cd = ug.auth_grp_cd
            where ug.user_id = u.user_id and gm.menu_id = ${IMPR_MENU}
           union all
           select um.access_yn, um.write_yn from com_user_menu um where um.user_id = u.user_id and um.menu_id = ${IMPR_MENU}
         ) x where x.access_yn = 'Y' and x.write_yn = 'Y')
     order by u.user_id`);
  return rows.map((r) => r.user_id);
}

/**
 * One action, in one transaction: record every stage reached (ON CONFLICT DO NOTHING: the PK action/stage/due date
 * makes a stage happen once per due date); notify only when the highest stage reached is new. An action first seen
 * late (the job was down, or it became overdue while open elsewhere) gets the highest stage only; the lower ones are
 * recorded as sent so they never come afterwards.
 */
async function remindOne(db: Db, actionNo: number, today: string, now: Date): Promise<TImprReminderStage | null> {
  return db.transaction(async (tx) => {
    const [a] = await queryRows<TActionRow>(tx, sql`
      select a.action_no, a.title, a.status_cd, a.plant_cd, a.dept_cd, a.owner_dept_cd, a.assignee_user_id,
             to_char(a.due_ymd, 'YYYY-MM-DD') as due_ymd, u.user_nm as assignee_nm, u.dept_cd as assignee_dept_cd,
             d.dept_nm as resp_dept_nm
        from impr_action a
        left join com_user u on u.user_id = a.assignee_user_id
        left join com_dept d on d.dept_cd = coalesce(a.owner_dept_cd, u.dept_cd, a.dept_cd)
       where a.action_no = ${actionNo} and a.status_cd in (${assigneeStatuses})
         for update of a`);
    if (!a) return null; // closed or handed back since the scan
    const top = stageOn(a.due_ymd, today);
    if (!top) return null;
    const reached = IMPR_REMINDER_STAGES.filter((s) => s.days <= top.days);
    const inserted = await queryRows<{ stage: string }>(tx, sql`
      insert into impr_action_reminder (action_no, stage, due_ymd, sent_dt)
      values ${sql.join(reached.map((s) => sql`(${a.action_no}, ${s.stage}, ${a.due_ymd}, ${now.toISOString()}::timestamptz)`), sql`, `)}
      on conflict do nothing
      returning stage`);
    if (!inserted.some((r) => r.stage === top.stage)) return null;

    const to = [a.assignee_user_id];
    if (top.days >= 3) {
      // the responsible department: the owning department, else the assignee's (a vendor user has none: the requesting one)
      to.push(...await deptHeads(tx, a.owner_dept_cd ?? a.assignee_dept_cd ?? a.dept_cd));
    }
    if (top.days >= 7) to.push(...await plantSafetyManagers(tx, a.plant_cd));
    const over = daysBetween(a.due_ymd, today);
    const assignee = `${a.assignee_nm ?? a.assignee_user_id}${a.resp_dept_nm ? ` (${a.resp_dept_nm})` : ''}`;
    await notify(tx, {
      userIds: to,
      kind: top.kind,
      title: `[${top.label}] ${a.action_no} ${a.title}`,
      body: `조치기한 ${a.due_ymd}${over === 0 ? ' (오늘)' : ` (${over}일 경과)`} · 담당자 ${assignee} · 상태 ${STATUS_KO[a.status_cd] ?? a.status_cd}`,
      link: { route: LINK_ROUTE, key: String(a.action_no) },
    });
    // outbound webhooks (issue 32): the overdue stages, in this transaction
    if (top.kind === 'IMPR_OVERDUE') {
      await emitImprOverdue(tx, { actionNo: Number(a.action_no), plantCd: a.plant_cd, title: `[${top.label}] ${a.action_no} ${a.title}`, stage: top.stage, dueYmd: a.due_ymd, overdueDays: over }, now);
    }
    return top.stage;
  });
}

/**
 * The daily escalation (issue 14 item 6): open actions still waiting for their assignee (IMPR_ASSIGNEE_STATUSES) are
 * reminded on the due date (assignee), 3 days overdue (+ the responsible department's heads) and 7 days overdue
 * (+ the plant's safety managers). "Today" is the plant-local date of the queue's clock.
 */
export async function runImprEscalation(app: FastifyInstance, now: Date): Promise<TImprEscalationResult> {
  const today = ymdIn(now, app.config.plantTimeZone ?? 'Asia/Seoul');
  const d3 = addDaysYmd(today, -3);
  const d7 = addDaysYmd(today, -7);
  const result: TImprEscalationResult = { today, checked: 0, sent: { DUE: 0, D3: 0, D7: 0 } };
  let after = 0;
  for (;;) {
    // impr_action_status_due_idx (status_cd, due_ymd): only actions at or past their due date; `pending` = the
    // highest stage reached is not recorded yet for this due date
    const rows = await queryRows<{ action_no: number; pending: boolean }>(app.db, sql`
      select a.action_no,
             not exists (
               select 1 from impr_action_reminder r
                where r.action_no = a.action_no and r.due_ymd = a.due_ymd
                  and r.stage = case when a.due_ymd <= ${d7} then 'D7' when a.due_ymd <= ${d3} then 'D3' else 'DUE' end
             ) as pending
        from impr_action a
       where a.status_cd in (${assigneeStatuses}) and a.due_ymd <= ${today} and a.action_no > ${after}
       order by a.action_no
       limit ${BATCH}`);
    if (rows.length === 0) break;
    result.checked += rows.length;
    after = Number(rows[rows.length - 1]!.action_no);
    for (const r of rows) {
      if (!r.pending) continue;
      const stage = await remindOne(app.db, Number(r.action_no), today, now);
      if (stage) result.sent[stage] += 1;
    }
    if (rows.length < BATCH) break;
  }
  // a job is outside a request: send the e-mail of what was committed now
  if (app.hasDecorator('notifications')) await app.notifications.flush();
  return result;
}

/** declare the daily job on the queue (one run at a time over every instance) */
export function registerImprEscalation(app: FastifyInstance): void {
  app.jobs.schedule(IMPR_ESCALATION_JOB, IMPR_ESCALATION_CRON, ({ now }) => runImprEscalation(app, now), { retryLimit: 2, retryDelay: 300 });
}
