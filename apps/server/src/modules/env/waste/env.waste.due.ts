import { sql } from 'drizzle-orm';
import { ENV_WASTE_MENUS } from '@jikim/shared';
import { registerResourceDue } from '../../../lib/due-dates.js';
import { limitDaysSql } from './env.waste.service.js';

/**
 * 폐기물 보관기한 on the compliance calendar: a lot in storage is due on its first day in storage plus its kind's limit
 * (ENV_WASTE_KIND attr1: 45 or 60 days, 폐기물관리법 시행규칙 별표 5); handed over, it is done. The calendar's escalation
 * reminds the registrant and the department as for every due date.
 */
export const registerWasteDue = () => registerResourceDue({
  kindCd: 'WASTE_STORAGE', resource: 'envWaste', due: 'storedSinceYmd', dueExpr: (c) => sql`${c('storedSinceYmd')} + ${limitDaysSql(c('wasteKindCd'))}`,
  title: 'storagePlaceNm', titlePrefix: '[폐기물 보관기한] ', ownerUser: 'createUserId', ownerDept: 'deptCd', route: '/env/wasteStorage',
  done: (c) => sql`${c('statusCd')} <> 'STORED'`,
}, ENV_WASTE_MENUS.storage);
