import { sql } from 'drizzle-orm';
import { CHM_MENUS } from '@jikim/shared';
import { registerResourceDue } from '../../lib/due-dates.js';
import { SDS_DUE_JOB } from './chm.jobs.js';

/**
 * MSDS 검토 기한 on the compliance calendar: each product's SDS review date (the revision date plus the plant's review
 * cycle, server-computed `sdsDueYmd`); the chemicals' own job (chm-sds-due) reminds the product's owner
 */
export const registerChmDue = () => registerResourceDue({
  kindCd: 'SDS_REVIEW', resource: 'chmChemProd', due: 'sdsDueYmd', title: 'prodNm', titlePrefix: '[MSDS 검토] ', ownerUser: 'ownerUserId',
  route: '/chm/chemProd', ownReminders: SDS_DUE_JOB,
}, CHM_MENUS.product);

/**
 * 유해화학물질 취급시설 정기검사 (화학물질관리법 제24조 제3항) on the compliance calendar: a storage place's facility is
 * due its last inspection plus the cycle in months (the register keeps both); a place out of use is off the calendar
 */
export const registerChmInspectionDue = () => registerResourceDue({
  kindCd: 'CHM_INSPECTION', resource: 'chmStorage', due: 'lastInspectYmd', dueExpr: (c) => sql`${c('lastInspectYmd')} + make_interval(months => ${c('inspectCycleMonths')})`,
  title: 'facilityNm', titlePrefix: '[취급시설 정기검사] ', ownerUser: 'managerUserId', ownerDept: 'deptCd', route: '/chm/chemStorage',
  where: (c) => sql`${c('useYn')} = 'Y' and ${c('inspectCycleMonths')} is not null and ${c('facilityNm')} is not null`,
}, CHM_MENUS.storage);
