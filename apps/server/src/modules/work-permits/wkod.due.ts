import { sql } from 'drizzle-orm';
import { SAF_WKOD_MENUS, ymdIn } from '@jikim/shared';
import { queryRows } from '../../db/client.js';
import { registerDueProvider } from '../../lib/due-dates.js';
import { plantTimeZone } from '../../lib/plant-time.js';
import { boundResource } from '../../lib/resource/resource.references.js';
import { resourceScope } from '../../lib/resource/resource.repository.js';
import { WKOD_GAS_DUE_JOB } from './wkod.gas-due.js';
import { gasIntervalMin, needsGas, permitKinds } from './wkod.service.js';
import { wkodPermit } from './wkod.tables.js';

/**
 * Gas readings of live permits (issued or active, not past their end; 산업안전보건기준에 관한 규칙 제619조의2, 제241조) on the
 * compliance calendar: per permit of a gas kind (hot work, confined space) with a reading, the module's own next reading
 * (`gasIntervalMin` of the permit: its own interval, else the shortest setting of its kinds — the instant the gas page
 * shows as 다음 측정) on the plant's day of that instant. Owner: the supervisor (else the requester), the supervising
 * department. The permit module's own job warns every 10 minutes (`saf-wkod-gas-due`), so the calendar's escalation
 * leaves these alone. Never "done": the next reading moves the date.
 */
export const registerWorkPermitGasDue = () => registerDueProvider({
  kindCd: 'WKOD_GAS',
  menuId: SAF_WKOD_MENUS.permit,
  ownReminders: WKOD_GAS_DUE_JOB,
  items: async (db, q) => {
    const b = boundResource('safWkodPermit');
    if (!b) throw new Error('due provider WKOD_GAS: resource safWkodPermit is not mounted');
    const rows = await queryRows<{ permit_no: number; kind_cd: string; work_nm: string; gas_interval_min: number | null; owner: string | null; dept: string | null; last: Date }>(db, sql`
      select ${wkodPermit.permitNo} as permit_no, ${wkodPermit.kindCd} as kind_cd, ${wkodPermit.workNm} as work_nm, ${wkodPermit.gasIntervalMin} as gas_interval_min,
             coalesce(${wkodPermit.supervisorUserId}, ${wkodPermit.createUserId}) as owner, ${wkodPermit.superviseDeptCd} as dept, r.last
        from ${wkodPermit}
        join lateral (select max(g.measured_dt) as last from saf_wkod_gas_reading g where g.permit_no = ${wkodPermit.permitNo}) r on r.last is not null
       where ${wkodPermit.plantCd} = ${q.plantCd} and ${wkodPermit.statusCd} in ('ISSUED', 'ACTIVE') and ${wkodPermit.endDt} > now()
         and ${resourceScope(b, q.scope)}
       order by ${wkodPermit.permitNo} limit 2000`);
    const zone = plantTimeZone();
    const out = [];
    for (const p of rows) {
      const kinds = await permitKinds(db, Number(p.permit_no), p.kind_cd);
      if (!needsGas(kinds)) continue;
      const next = new Date(new Date(p.last).getTime() + (await gasIntervalMin(db, { gasIntervalMin: p.gas_interval_min }, kinds)) * 60_000);
      const dueYmd = ymdIn(next, zone);
      if (dueYmd < q.fromYmd || dueYmd > q.toYmd) continue;
      const hm = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(next);
      out.push({
        kindCd: 'WKOD_GAS' as const,
        title: `[가스 측정 ${hm}] ${p.work_nm} (작업허가 ${p.permit_no})`,
        dueYmd,
        ownerUserId: p.owner,
        ownerDeptCd: p.dept,
        link: `/saf/wkodPermit?key=${p.permit_no}`,
        doneYn: 'N' as const,
      });
    }
    return out;
  },
});
