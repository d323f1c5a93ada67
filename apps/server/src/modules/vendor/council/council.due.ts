import { sql } from 'drizzle-orm';
import { VND_COUNCIL_MENU } from '@jikim/shared';
import { registerResourceDue } from '../../../lib/due-dates.js';

/**
 * 안전보건협의체 정기회의 (산안법 제64조 제1항 제1호, 시행규칙 제79조: monthly) on the compliance calendar: the next meeting
 * each meeting's minutes set; done once a later meeting of the plant has been held on or after that date
 */
export const registerCouncilDue = () => registerResourceDue({
  kindCd: 'VND_COUNCIL', resource: 'vendorCouncil', due: 'nextMeetingYmd', title: 'councilTitle', titlePrefix: '[협의체 다음 회의] ', ownerDept: 'deptCd',
  route: '/vendor/vendorCouncil',
  done: (c) => sql`exists (select 1 from vnd_council n where n.plant_cd = ${c('plantCd')} and n.meeting_ymd >= ${c('nextMeetingYmd')})`,
}, VND_COUNCIL_MENU);
