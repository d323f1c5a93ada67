import { sql } from 'drizzle-orm';
import { SAF_PATROL_PLAN_MENU } from '@jikim/shared';
import { registerResourceDue } from '../../../lib/due-dates.js';

/** 순회점검 도래: the patrol plans' next due dates (weekly, construction sites every 2 days), plans in use */
export const registerPatrolDue = () => registerResourceDue({
  kindCd: 'PATROL_DUE', resource: 'safPatrolPlan', due: 'nextDueYmd', title: 'planNm', titlePrefix: '[순회점검] ', ownerUser: 'patrolUserId', ownerDept: 'deptCd',
  where: (c) => sql`${c('useYn')} = 'Y'`, route: '/saf/patrolPlan',
  // a cycle of days: the patrol's own due list on the phone is its reminder
  ownReminders: 'patrol-due-list',
}, SAF_PATROL_PLAN_MENU);
