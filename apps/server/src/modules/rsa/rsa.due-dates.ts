import { RSA_MENUS } from '@jikim/shared';
import { registerDueProvider } from '../../lib/due-dates.js';
import { deptSubtree } from '../../lib/scope.js';
import { RSA_DUE_LINK, rsaDueList } from './due.service.js';

/**
 * 정기 위험성평가 on the compliance calendar: the same due list as the plan page's 정기 평가 tab (due.service.ts), the
 * departments whose next yearly assessment falls in the span
 */
export const registerRsaDue = () => registerDueProvider({
  kindCd: 'RSA_DUE',
  menuId: RSA_MENUS.plan,
  ownReminders: 'rsa-due',
  items: async (db, q) => {
    if (q.scope.vendorCd !== null) return [];
    const rows = await rsaDueList(db, { plantCd: q.plantCd, today: q.today, deptLimit: q.scope.allDepts ? null : deptSubtree(q.scope.deptCd) });
    return rows
      .filter((r) => r.dueYmd !== null && r.dueYmd >= q.fromYmd && r.dueYmd <= q.toYmd)
      .map((r) => ({
        kindCd: 'RSA_DUE' as const,
        title: `[정기 위험성평가] ${r.deptNm ?? r.deptCd}`,
        dueYmd: r.dueYmd!,
        ownerUserId: null,
        ownerDeptCd: r.deptCd,
        link: `${RSA_DUE_LINK.route}?key=${RSA_DUE_LINK.key}`,
        doneYn: 'N' as const,
      }));
  },
});
