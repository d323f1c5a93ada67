/**
 * The notification centre (apps/server/src/modules/notify): the kinds every module may send, and the API paths
 * the web uses. A module adds its kinds here (one line each) and their labels to the web's notify.i18n.ts.
 */
// WORKFLOW_STATUS: a declared workflow's `notify` hook on entering a status (lib/workflow)
// IMPR_ASSIGNED: an improvement action was handed to you; IMPR_DUE / IMPR_OVERDUE: its escalation reminders
// VND_LICENCE_EXPIRY: a contractor worker's licence expires within 30 days (job vnd-licence-expiry)
// VND_PENALTY_WARN: a contractor's yearly penalty points crossed the warning threshold (its users and the supervising department)
// VND_NOTICE_UNREAD: a contractor notice still unread N days after posting (vendor/notice)
// EDU_SHORTFALL: legal education hours still short one month / one week before the half-year ends (education; worker and manager)
// SAF_INSPECTION_OVERDUE: a facility's inspection date has passed (safety/facilities, once per facility and due date)
// SAF_MOC_EXPIRY: a temporary change (MOC) expires within 14 days (safety/moc, once per change and expiry date)
// SAF_MOC_REVIEW: you are a reviewer of a change that entered technical review; SAF_MOC_REVIEWED: every reviewer of your change answered (safety/moc)
// RSA_DUE: a department's yearly 정기 위험성평가 is due within N days or overdue (rsa; the plant's 안전관리자 and the team leader, once per stage and due date)
// CAL_DUE: a due item of the compliance calendar comes closer (a month ahead, weekly inside 30 days, daily in the last 3); CAL_OVERDUE: it passed yesterday (owner and the department's head)
// WKOD_GAS_OUT: an out-of-limit gas reading suspended a work permit; WKOD_GAS_DUE: a permit's next gas reading is overdue (work-permits)
// PSM_DUE: a PSM test or inspection (valve, interlock, detector, equipment) is due within 30 days or overdue (psm, the register's writers)
// PSM_BYPASS_OVERDUE: an active interlock bypass passed its time limit (psm; approver and the PSM team, once per shift)
export const NOTIFICATION_KINDS = ['APPR_PENDING', 'APPR_COMPLETE', 'APPR_REJECT', 'APPR_REFERENCE', 'WORKFLOW_STATUS', 'IMPR_ASSIGNED', 'IMPR_DUE', 'IMPR_OVERDUE',
  'VND_LICENCE_EXPIRY', 'VND_PENALTY_WARN', 'VND_NOTICE_UNREAD', 'EDU_SHORTFALL', 'SAF_INSPECTION_OVERDUE', 'SAF_MOC_EXPIRY', 'WKOD_GAS_OUT', 'WKOD_GAS_DUE',
  'SAF_MOC_REVIEW', 'SAF_MOC_REVIEWED', 'RSA_DUE', 'CAL_DUE', 'CAL_OVERDUE', 'PSM_DUE', 'PSM_BYPASS_OVERDUE', 'VISIT_ARRIVAL'] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFY_API = {
  list: '/api/notifications',
  unreadCount: '/api/notifications/unread-count',
  readOne: (notificationNo: number) => `/api/notifications/${notificationNo}/read`,
  readAll: '/api/notifications/read-all',
  preferences: '/api/notifications/preferences',
} as const;

export type TNotificationRow = {
  notificationNo: number;
  kindCd: string;
  title: string;
  body: string | null;
  linkRoute: string | null;
  linkKey: string | null;
  readYn: 'Y' | 'N';
  createDt: string;
};

export type TNotificationPref = { kindCd: string; mailYn: 'Y' | 'N' };
