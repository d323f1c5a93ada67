import { HEA_DUE_MENU, HEA_WORKENV_MENU } from '@jikim/shared';
import { registerDueProvider } from '../../lib/due-dates.js';
import { findDue } from './duelist.routes.js';
import { findWorkenvNext } from './workenv.routes.js';

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

/**
 * 작업환경측정 (산안법 제125조, 시행규칙 제190조) on the compliance calendar: the module's own next measurement date per
 * process and hazardous factor (`findWorkenvNext`, page 다음 측정일: 6 months; 3 after an exceedance; 12 after two
 * results below the limit, never for carcinogens), one item per process and factor whose next date falls in the span.
 * A measurement has no owner in the module (a process has no department): the item has none either. Never "done": the
 * next result moves the date.
 */
export const registerWorkenvDue = () => registerDueProvider({
  kindCd: 'HEA_WORKENV',
  menuId: HEA_WORKENV_MENU.measure,
  items: async (db, q) => {
    const rows = await findWorkenvNext(db, q.scope, { plantCd: q.plantCd, today: q.today });
    return rows
      .filter((r) => r.nextYmd >= q.fromYmd && r.nextYmd <= q.toYmd)
      .map((r) => ({
        kindCd: 'HEA_WORKENV' as const,
        title: `[작업환경측정] ${r.processNm ?? r.processNo} · ${r.hazardNm ?? r.hazardCd}`,
        dueYmd: r.nextYmd,
        ownerUserId: null,
        ownerDeptCd: null,
        link: '/hea/workenvMeasure',
        doneYn: 'N' as const,
      }));
  },
});
