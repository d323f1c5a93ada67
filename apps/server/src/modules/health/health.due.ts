import { HEA_DUE_MENU } from '@jikim/shared';
import { registerDueProvider } from '../../lib/due-dates.js';
import { findDue } from './duelist.routes.js';

/**
 * 특수건강진단 (산안법 제130조, 시행규칙 별표 23 cycles) on the compliance calendar: the same per-worker due dates as the
 * module's own due list (`/api/hea/checkup/duelist`, page 특수검진 대상 도래), one item per worker whose next checkup falls
 * in the span; the worker is the owner (their department's heads hear of it when it is overdue). Overdue workers of
 * earlier dates stay on the module's list; the calendar shows each date where it falls.
 */
export const registerHealthDue = () => registerDueProvider({
  kindCd: 'HEA_CHECKUP',
  menuId: HEA_DUE_MENU,
  items: async (db, q) => {
    const rows = await findDue(db, q.scope, { plantCd: q.plantCd, baseYmd: q.today, dueBeforeYmd: q.toYmd });
    return rows
      .filter((r) => r.nextDueYmd >= q.fromYmd)
      .map((r) => ({
        kindCd: 'HEA_CHECKUP' as const,
        title: `[특수건강진단] ${r.userNm} · ${r.hazardNm}`,
        dueYmd: r.nextDueYmd,
        ownerUserId: r.userId,
        ownerDeptCd: r.deptCd,
        link: `/hea/specialDueList?key=${encodeURIComponent(r.userId)}`,
        doneYn: 'N' as const,
      }));
  },
});
