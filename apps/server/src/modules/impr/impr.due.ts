import { sql } from 'drizzle-orm';
import { IMPR_MENU } from '@jikim/shared';
import { registerResourceDue } from '../../lib/due-dates.js';

/** 개선조치 기한 on the compliance calendar: every action but a cancelled one; done when DONE */
export const registerImprDue = () => registerResourceDue({
  kindCd: 'IMPR_DUE', resource: 'imprAction', due: 'dueYmd', title: 'title', ownerUser: 'assigneeUserId', ownerDept: 'deptCd',
  where: (c) => sql`${c('statusCd')} <> 'CANCELLED'`, done: (c) => sql`${c('statusCd')} = 'DONE'`, route: '/impr/imprAction',
  ownReminders: 'impr-escalation',
}, IMPR_MENU);
