import { and, asc, count, desc, eq, lte, ne, sql, type SQL } from 'drizzle-orm';
import { addDaysYmd, addMonthsYmd, daysBetween, SAF_CHECK_MENUS } from '@jikim/shared';
import { queryRows, type Db, type DbOrTx } from '../../../db/client.js';
import type { DataScope } from '../../../lib/scope.js';
import { resourceScope, type ResourceBinding } from '../../../lib/resource/resource.repository.js';
import { notify } from '../../notify/notify.service.js';
import { safFacility, safFacilityAlert, safFacilityInspection } from './facilities.tables.js';

/** the facility's last passed inspection moves its next inspection date by its cycle (months, clamped at month ends) */
export async function refreshFacilityDates(tx: DbOrTx, row: Record<string, unknown>): Promise<void> {
  const facilityNo = Number(row.facilityNo);
  const [last] = await tx.select({ ymd: safFacilityInspection.inspectionYmd }).from(safFacilityInspection)
    .where(and(eq(safFacilityInspection.facilityNo, facilityNo), eq(safFacilityInspection.resultCd, 'PASS')))
    .orderBy(desc(safFacilityInspection.inspectionYmd)).limit(1);
  if (!last) {
    if (row.lastInspectionYmd !== null) await tx.update(safFacility).set({ lastInspectionYmd: null }).where(eq(safFacility.facilityNo, facilityNo));
    row.lastInspectionYmd = null;
    return;
  }
  const next = addMonthsYmd(last.ymd, Number(row.inspectionCycleMonths));
  await tx.update(safFacility).set({ lastInspectionYmd: last.ymd, nextInspectionYmd: next }).where(eq(safFacility.facilityNo, facilityNo));
  row.lastInspectionYmd = last.ymd;
  row.nextInspectionYmd = next;
}

/** GET /api/saf/facilities/due: in use, next inspection on or before today + withinDays, the nearest first */
export async function findDueFacilities(db: DbOrTx, binding: ResourceBinding, scope: DataScope, q: { plantCd?: string; withinDays: number }, today: string) {
  const where: SQL | undefined = and(
    resourceScope(binding, scope),
    q.plantCd ? eq(safFacility.plantCd, q.plantCd) : undefined,
    ne(safFacility.useYn, 'N'),
    lte(safFacility.nextInspectionYmd, addDaysYmd(today, q.withinDays)),
  );
  const [rows, [n]] = await Promise.all([
    db.select({
      facilityNo: safFacility.facilityNo, facilityCd: safFacility.facilityCd, facilityNm: safFacility.facilityNm, facilityTypeCd: safFacility.facilityTypeCd,
      facilityTypeNm: sql<string | null>`(select c.code_nm from com_code_master c where c.code_group_cd = 'SAF_FACILITY_TYPE' and c.code = saf_facility.facility_type_cd)`,
      plantCd: safFacility.plantCd, deptCd: safFacility.deptCd,
      deptNm: sql<string | null>`(select d.dept_nm from com_dept d where d.dept_cd = saf_facility.dept_cd)`,
      placeNm: safFacility.placeNm, legalTargetYn: safFacility.legalTargetYn, lastInspectionYmd: safFacility.lastInspectionYmd, nextInspectionYmd: safFacility.nextInspectionYmd,
    }).from(safFacility).where(where).orderBy(asc(safFacility.nextInspectionYmd), asc(safFacility.facilityNo)).limit(1000),
    db.select({ n: count() }).from(safFacility).where(where),
  ]);
  return {
    list: rows.map((r) => {
      const daysLeft = daysBetween(today, r.nextInspectionYmd);
      return { ...r, daysLeft, overdueYn: daysLeft < 0 ? ('Y' as const) : ('N' as const) };
    }),
    totalCount: Number(n?.n ?? 0),
  };
}

/** heads (팀장·처장) of the facility's department, and whoever registered or last changed the facility */
async function facilityRecipients(tx: DbOrTx, f: { deptCd: string; createUserId: string | null; updateUserId: string | null }): Promise<string[]> {
  const heads = await queryRows<{ user_id: string }>(tx, sql`
    select user_id from com_user where dept_cd = ${f.deptCd} and use_yn = 'Y' and retire_yn = 'N' and duty_cd in ('DUT03', 'DUT04')`);
  return [...new Set([...heads.map((h) => h.user_id), f.createUserId, f.updateUserId].filter((x): x is string => !!x))];
}

/**
 * The daily overdue alert: every facility in use whose next inspection date has passed is announced once per due
 * date (saf_facility_alert, written in the same transaction as the notification); a new inspection date announces again.
 */
export async function alertOverdueFacilities(db: Db, today: string): Promise<{ today: string; sent: number }> {
  const overdue = await db.select().from(safFacility)
    .where(and(ne(safFacility.useYn, 'N'), sql`${safFacility.nextInspectionYmd} < ${today}`,
      sql`not exists (select 1 from saf_facility_alert a where a.facility_no = ${safFacility.facilityNo} and a.due_ymd = ${safFacility.nextInspectionYmd})`))
    .orderBy(asc(safFacility.facilityNo)).limit(2000);
  let sent = 0;
  for (const f of overdue) {
    await db.transaction(async (tx) => {
      const ins = await tx.insert(safFacilityAlert).values({ facilityNo: f.facilityNo, dueYmd: f.nextInspectionYmd }).onConflictDoNothing().returning({ n: safFacilityAlert.facilityNo });
      if (ins.length === 0) return;
      await notify(tx, {
        userIds: await facilityRecipients(tx, f), kind: 'SAF_INSPECTION_OVERDUE',
        title: `[설비 검사기한 경과] ${f.facilityNm} (${f.facilityCd}) 검사기한 ${f.nextInspectionYmd}`,
        body: `${f.legalTargetYn === 'Y' ? '안전검사 대상 설비입니다 (산업안전보건법 제93조). ' : ''}검사 후 결과와 합격증명서를 등록하세요.`,
        link: { route: '/saf/facility', key: String(f.facilityNo) },
      });
      sent += 1;
    });
  }
  return { today, sent };
}

export const FACILITY_MENU = SAF_CHECK_MENUS.facility;
