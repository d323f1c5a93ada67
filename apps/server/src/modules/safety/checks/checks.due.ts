import { sql } from 'drizzle-orm';
import { SAF_CHECK_MENUS } from '@jikim/shared';
import { registerResourceDue } from '../../../lib/due-dates.js';

/** 점검 도래 (the check plans' next due dates) and 설비 법정검사 (the facilities' next inspection dates), plans in use */
export const registerCheckDue = () => {
  registerResourceDue({
    kindCd: 'CHECK_DUE', resource: 'safCheckPlan', due: 'nextDueYmd', title: 'planNm', titlePrefix: '[점검] ', ownerUser: 'checkerUserId', ownerDept: 'deptCd',
    where: (c) => sql`${c('useYn')} = 'Y'`, route: '/saf/safetyCheckPlan',
    // daily to monthly cycles: the checker's own due list is the reminder
    ownReminders: 'check-due-list',
  }, SAF_CHECK_MENUS.plan);
  registerResourceDue({
    kindCd: 'FAC_INSPECTION', resource: 'safFacility', due: 'nextInspectionYmd', title: 'facilityNm', titlePrefix: '[설비검사] ', ownerDept: 'deptCd',
    where: (c) => sql`${c('useYn')} = 'Y'`, route: '/saf/facility',
  }, SAF_CHECK_MENUS.facility);
};
