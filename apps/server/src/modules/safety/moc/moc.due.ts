import { sql } from 'drizzle-orm';
import { SAF_MOC_MENU } from '@jikim/shared';
import { registerResourceDue } from '../../../lib/due-dates.js';

/** 임시변경 만료: temporary changes in force (the ones the expiry job reminds, moc.expiry.ts) */
export const registerMocDue = () => registerResourceDue({
  kindCd: 'MOC_EXPIRY', resource: 'safMoc', due: 'expiryYmd', title: 'mocTitle', titlePrefix: '[임시변경 만료] ', ownerUser: 'createUserId', ownerDept: 'deptCd',
  where: (c) => sql`${c('mocTypeCd')} = 'TEMPORARY' and ${c('statusCd')} in ('REVIEW', 'APPROVAL', 'IMPLEMENTATION', 'PSSR', 'COMPLETED')`, route: '/saf/moc',
  ownReminders: 'saf-moc-expiry',
}, SAF_MOC_MENU);
