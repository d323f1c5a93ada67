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
