import { sql } from 'drizzle-orm';
import { SAF_ACC_MENUS } from '@jikim/shared';
import { registerResourceDue } from '../../../lib/due-dates.js';

/**
 * 산업재해조사표 제출기한 (산안법 시행규칙 제73조: within a month of an accident with 3 or more days off): accidents that
 * require the report; done when its submission date is recorded
 */
export const registerAccidentDue = () => registerResourceDue({
  kindCd: 'ACC_REPORT_DUE', resource: 'safAccident', due: 'investigationReportDueYmd', title: 'title', titlePrefix: '[산업재해조사표] ',
  ownerUser: 'reporterUserId', ownerDept: 'deptCd',
  where: (c) => sql`${c('investigationReportRequiredYn')} = 'Y'`, done: (c) => sql`${c('investigationReportSubmitYmd')} is not null`, route: '/saf/accident',
}, SAF_ACC_MENUS.accident);
