import { EDU_MENU } from '@jikim/shared';
import { registerDueProvider } from '../../lib/due-dates.js';
import { EDU_REMIND_JOB } from './reminder.job.js';
import { eduLedger } from './ledger.service.js';

/**
 * 법정교육 (산안법 제29조, 시행규칙 별표 4) on the compliance calendar: per department and half, due on the half's last day,
 * from the same ledger as 법정교육 이수현황 — open while a worker of the department is short of owed hours, done when none
 * is. The ledger's own job (`edu-ledger-remind`) reminds the workers, so the calendar does not remind again.
 */
export const registerEducationDue = () => registerDueProvider({
  kindCd: 'EDU_SHORTFALL',
  menuId: EDU_MENU.ledger,
  ownReminders: EDU_REMIND_JOB,
  items: async (db, q) => {
    const out: { kindCd: 'EDU_SHORTFALL'; title: string; dueYmd: string; ownerUserId: null; ownerDeptCd: string | null; link: string; doneYn: 'Y' | 'N' }[] = [];
    for (let y = Number(q.fromYmd.slice(0, 4)); y <= Number(q.toYmd.slice(0, 4)); y += 1) {
      for (const [half, due] of [['H1', `${y}-06-30`], ['H2', `${y}-12-31`]] as const) {
        if (due < q.fromYmd || due > q.toYmd) continue;
        const rows = await eduLedger(db, { plantCd: q.plantCd, year: y, half, scopeDeptCd: q.scope.allDepts ? null : q.scope.deptCd });
        const byDept = new Map<string, { nm: string; short: Set<string>; all: Set<string> }>();
        for (const r of rows) {
          const k = r.deptCd ?? '';
          const d = byDept.get(k) ?? { nm: r.deptNm ?? k, short: new Set<string>(), all: new Set<string>() };
          d.all.add(r.userId);
          if (r.shortfallHours > 0) d.short.add(r.userId);
          byDept.set(k, d);
        }
        for (const [deptCd, d] of [...byDept.entries()].sort((a, b) => a[1].nm.localeCompare(b[1].nm, 'ko'))) {
          out.push({
            kindCd: 'EDU_SHORTFALL',
            title: `[법정교육 ${half === 'H1' ? '상' : '하'}반기] ${d.nm} ${d.short.size ? `미이수 ${d.short.size}명` : `${d.all.size}명 이수`}`,
            dueYmd: due, ownerUserId: null, ownerDeptCd: deptCd || null,
            link: `/education/eduLedger?year=${y}&half=${half}${deptCd ? `&deptCd=${encodeURIComponent(deptCd)}` : ''}`,
            doneYn: d.short.size ? 'N' : 'Y',
          });
        }
      }
    }
    return out;
  },
});
