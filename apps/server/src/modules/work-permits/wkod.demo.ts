import { sql } from 'drizzle-orm';
import { addDaysYmd, ymdIn } from '@jikim/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.js';
import { statusHistory } from '../../lib/workflow/workflow.tables.js';
import {
  wkodGasReading, wkodLoto, wkodMap, wkodPermit, wkodPermitKind, wkodPermitMeasure, wkodPermitWindow, wkodPermitWorker, wkodProject, wkodProjectVendor,
  wkodProjectWorker, wkodSignature, wkodSimopsOverride,
} from './wkod.tables.js';
import { zonedInstant } from './wkod.service.js';
import { demoSignature } from '../approvals/approvals.demo.js';

const TZ = 'Asia/Seoul';
type Plant = '1000' | '2000';
type Proj = { plant: Plant; nm: string; contract: string; dept: string; vendor: string; sub?: string; kinds: string; months: [number, number] };
const PROJECTS: Proj[] = [
  { plant: '1000', nm: '보일러 #2 과열기 튜브 교체', contract: 'C-2026-0112', dept: 'D1410', vendor: 'V0001', sub: 'V0002', kinds: 'HOT,HEIGHT,HEAVY', months: [-11, -8] },
  { plant: '1000', nm: '1호기 계획예방정비 (터빈·발전기)', contract: 'C-2026-0241', dept: 'D1410', vendor: 'V0001', kinds: 'GENERAL,ELECTRIC,HEAVY', months: [-7, -5] },
  { plant: '1000', nm: '탈황 흡수탑 내부 라이닝 보수', contract: 'C-2026-0307', dept: 'D1410', vendor: 'V0001', sub: 'V0002', kinds: 'CONFINED,HOT', months: [-4, -2] },
  { plant: '1000', nm: '석탄 컨베이어 C-3 벨트·롤러 교체', contract: 'C-2026-0415', dept: 'D1410', vendor: 'V0001', kinds: 'GENERAL,HEAVY,ELECTRIC', months: [-1, 2] },
  { plant: '2000', nm: 'LNG 저장탱크 #3 배관 용접 보수', contract: 'G-2026-0031', dept: 'D2210', vendor: 'V0003', kinds: 'HOT,CONFINED', months: [-10, -7] },
  { plant: '2000', nm: '기화기 해수 배관 굴착·교체', contract: 'G-2026-0077', dept: 'D2210', vendor: 'V0003', kinds: 'EXCAVATION,HOT,HEAVY', months: [-2, 2] },
];
/** work per kind: name, area of each plant, LOTO point */
const WORK: Record<string, { nm: [string, string]; area: [string, string]; loto?: [string, string] }> = {
  HOT: { nm: ['과열기 튜브 절단·용접', 'BOG 배관 플랜지 용접'], area: ['E_BOILER', 'G_BOG'], loto: ['급수 차단밸브 FW-201', 'THERMAL'] },
  CONFINED: { nm: ['흡수탑 내부 라이닝 점검', '저장탱크 하부 점검구 진입'], area: ['E_FGD', 'G_TANK'], loto: ['흡수탑 순환펌프 P-3A 전원', 'ELECTRIC'] },
  ELECTRIC: { nm: ['6.6kV 모터 차단기 정비', '송출펌프 MCC 정비'], area: ['E_SWITCHYARD', 'G_SENDOUT'], loto: ['6.6kV 차단기 52-M3', 'ELECTRIC'] },
  HEIGHT: { nm: ['보일러 7층 비계 설치', '하역부두 로딩암 상부 점검'], area: ['E_BOILER', 'G_JETTY'] },
  EXCAVATION: { nm: ['냉각수 배관 굴착', '기화기 해수 배관 굴착'], area: ['E_WATER', 'G_VAPORIZER'] },
  HEAVY: { nm: ['터빈 케이싱 인양', '기화기 튜브 번들 인양'], area: ['E_TURBINE', 'G_VAPORIZER'] },
  GENERAL: { nm: ['컨베이어 롤러 교체', '송출설비 도장'], area: ['E_COAL', 'G_SENDOUT'] },
};
const MEASURES: Record<string, string[]> = {
  HOT: ['HOT_REMOVE', 'HOT_EXTING', 'HOT_WATCH', 'HOT_SPARK'], CONFINED: ['CNF_VENT', 'CNF_ATTEND', 'CNF_RESCUE', 'CNF_COUNT'], ELECTRIC: ['ELE_LOTO', 'ELE_TEST', 'ELE_EARTH'],
  HEIGHT: ['HGT_HARNESS', 'HGT_SCAFFOLD', 'HGT_BELOW'], EXCAVATION: ['EXC_UTILITY', 'EXC_SLOPE'], HEAVY: ['HVY_PLAN', 'HVY_SIGNAL', 'HVY_RIGGING'], GENERAL: ['GEN_TBM', 'GEN_FENCE'],
};
const PAST_STATUSES = ['COMPLETED', 'COMPLETED', 'COMPLETED', 'COMPLETED', 'COMPLETED', 'OVER', 'CANCELLED', 'COMPLETED', 'REJECTED', 'COMPLETED'];
const SAFETY: Record<Plant, string> = { '1000': 'safety01', '2000': 'gas01' };

/** a demo user's signature (their stored one, else a drawn-looking mark), read once */
const signatureOf = new Map<string, string | null>();

type TPermitIn = { plant: Plant; projectNo: number; vendor: string; dept: string; kind: string; extra?: string; ymd: string; start: string; end: string; status: string; workers: number[]; mapNo: number; x: number; y: number; note?: string };

async function insertPermit(tx: DbOrTx, p: TPermitIn, n: number): Promise<number> {
  const w = WORK[p.kind]!;
  const i = p.plant === '1000' ? 0 : 1;
  const requester = p.plant === '1000' ? 'vendor01' : SAFETY[p.plant];
  const startDt = zonedInstant(p.ymd, p.start, TZ);
  const endDt = zonedInstant(p.ymd, p.end, TZ);
  const issued = ['ISSUED', 'ACTIVE', 'SUSPENDED', 'COMPLETED', 'OVER'].includes(p.status);
  const [row] = await tx.insert(wkodPermit).values({
    plantCd: p.plant, projectNo: p.projectNo, vendorCd: p.vendor, statusCd: p.status, kindCd: p.kind, workNm: w.nm[i]!, workContents: `${w.nm[i]!} (${p.ymd})`,
    workYmd: p.ymd, startDt, endDt, startTm: p.start, endTm: p.end, areaCd: w.area[i]!, placeDesc: null, mapNo: p.mapNo, mapX: p.x, mapY: p.y,
    requestDeptCd: p.dept, superviseDeptCd: p.dept, requesterUserId: requester, supervisorUserId: SAFETY[p.plant], issuerUserId: issued ? SAFETY[p.plant] : null,
    ppeCds: p.kind === 'HOT' ? 'HELMET,SHOES,FACE_SHIELD,GLOVES' : p.kind === 'CONFINED' ? 'HELMET,SCBA,HARNESS' : 'HELMET,SHOES', fireWatcherNm: p.kind === 'HOT' ? '박화기' : null,
    requestDt: p.status === 'DRAFT' ? null : startDt, approveDt: issued || p.status === 'APPROVED' ? startDt : null, issueDt: issued ? startDt : null,
    closeDt: ['COMPLETED', 'OVER', 'CANCELLED'].includes(p.status) ? endDt : null, statusNote: p.note ?? null,
    createUserId: requester, updateUserId: requester,
  }).returning({ no: wkodPermit.permitNo });
  const no = row!.no;
  if (p.extra) await tx.insert(wkodPermitKind).values({ permitNo: no, kindCd: p.extra, rowNo: 1 });
  if (p.workers.length) await tx.insert(wkodPermitWorker).values(p.workers.map((workerNo, k) => ({ permitNo: no, workerNo, vendorCd: p.vendor, roleCd: k === 0 ? 'LEADER' : 'WORKER', rowNo: k + 1 })));
  await tx.insert(wkodPermitMeasure).values((MEASURES[p.kind] ?? []).map((measureCd, k) => ({ permitNo: no, measureCd, checkYn: 'Y', rowNo: k + 1 })));
  await tx.insert(wkodPermitWindow).values({ permitNo: no, seq: 1, startDt, endDt, createUserId: requester });
  if (w.loto && p.status !== 'DRAFT') {
    const released = ['COMPLETED', 'OVER', 'CANCELLED'].includes(p.status);
    await tx.insert(wkodLoto).values({
      permitNo: no, rowNo: 1, equipmentNm: w.loto[0], energyTypeCd: w.loto[1], isolationMethod: '차단·잠금·표지', lockNo: `L-${String(100 + (n % 900))}`, tagNo: `T-${String(100 + (n % 900))}`,
      isolatedUserId: issued ? requester : null, isolatedDt: issued ? startDt : null, verifiedUserId: issued ? SAFETY[p.plant] : null, verifiedDt: issued ? startDt : null, zeroEnergyYn: issued ? 'Y' : null,
      releasedUserId: released && issued ? requester : null, releasedDt: released && issued ? endDt : null, createUserId: requester, updateUserId: requester,
    });
  }
  const gas = [p.kind, p.extra].some((k) => k === 'HOT' || k === 'CONFINED');
  if (gas && issued) {
    const at = new Date(startDt.getTime() - 15 * 60_000);
    await tx.insert(wkodGasReading).values({ permitNo: no, measuredDt: at, measurerUserId: SAFETY[p.plant], measurerNm: sql`(select user_nm from com_user where user_id = ${SAFETY[p.plant]})`, o2Pct: 20.9, lelPct: 0, h2sPpm: 0, coPpm: 2, co2Pct: p.kind === 'CONFINED' ? 0.05 : null, resultCd: 'OK', createUserId: SAFETY[p.plant] });
    await tx.update(wkodPermit).set({ lastGasDt: at }).where(sql`${wkodPermit.permitNo} = ${no}`);
  }
  // the sign-offs of the steps taken (신청 · 감독부서 승인 · 안전팀 허가): the permit's 결재란
  const signed = ({ DRAFT: 0, REQUESTED: 1, CANCELLED: 1, REJECTED: 1, APPROVED: 2 } as Record<string, number>)[p.status] ?? 3;
  const signers: [string, string, Date][] = [
    ['REQUESTER', requester, new Date(startDt.getTime() - 26 * 3_600_000)], ['SUPERVISOR', SAFETY[p.plant], new Date(startDt.getTime() - 20 * 3_600_000)],
    ['ISSUER', SAFETY[p.plant], new Date(startDt.getTime() - 30 * 60_000)],
  ];
  const signs = [];
  for (const [roleCd, userId, signedDt] of signers.slice(0, signed)) {
    if (!signatureOf.has(userId)) {
      const [u] = await queryRows<{ user_nm: string; signature: string | null }>(tx, sql`select user_nm, signature from com_user where user_id = ${userId}`);
      signatureOf.set(userId, u ? (u.signature ?? demoSignature(u.user_nm)) : null);
    }
    const signature = signatureOf.get(userId);
    if (signature) signs.push({ permitNo: no, roleCd, userId, signature, signedDt });
  }
  if (signs.length) await tx.insert(wkodSignature).values(signs);
  // the history the workflow would have written, step by step up to the status
  const path: [string, string, string][] = [['REQUEST', 'DRAFT', 'REQUESTED'], ['APPROVE', 'REQUESTED', 'APPROVED'], ['ISSUE', 'APPROVED', 'ISSUED'], ['START', 'ISSUED', 'ACTIVE']];
  const until: Record<string, number> = { DRAFT: 0, REQUESTED: 1, APPROVED: 2, ISSUED: 3, ACTIVE: 4, SUSPENDED: 4, COMPLETED: 4, OVER: 4, CANCELLED: 1, REJECTED: 1 };
  const steps = path.slice(0, until[p.status] ?? 0);
  const tail: Record<string, [string, string, string]> = {
    SUSPENDED: ['SUSPEND', 'ACTIVE', 'SUSPENDED'], COMPLETED: ['COMPLETE', 'ACTIVE', 'COMPLETED'], OVER: ['OVER', 'ACTIVE', 'OVER'], CANCELLED: ['CANCEL', 'REQUESTED', 'CANCELLED'], REJECTED: ['REJECT', 'REQUESTED', 'REJECTED'],
  };
  if (tail[p.status]) steps.push(tail[p.status]!);
  if (steps.length) {
    await tx.insert(statusHistory).values(steps.map(([a, f, t2]) => ({
      entity: 'safWkodPermit', entityKey: String(no), actionCd: a, fromStatusCd: f, toStatusCd: t2, comment: ['OVER', 'CANCEL', 'REJECT', 'SUSPEND'].includes(a) ? (p.note ?? null) : null,
      userId: ['REQUEST', 'START', 'COMPLETE', 'CANCEL'].includes(a) ? requester : SAFETY[p.plant],
    })));
  }
  return no;
}

/**
 * A year of construction projects and permits for both plants (deterministic, once): past permits mostly completed
 * (some over, cancelled, rejected); today's permits in every live status, one issued over a SIMOPS conflict with the
 * safety team's reason, one suspended after an out-of-limit gas reading.
 */
export async function seedWorkPermitDemo(db: Db, now = new Date()): Promise<void> {
  signatureOf.clear();
  if ((await queryRows(db, sql`select 1 from saf_wkod_project limit 1`)).length) return;
  const today = ymdIn(now, TZ);
  await db.transaction(async (tx) => {
    const maps: Record<Plant, number> = { '1000': 0, '2000': 0 };
    for (const [plant, nm, w] of [['1000', '서해화력발전소 전체 배치도', 900], ['2000', '남해LNG기지 전체 배치도', 1200]] as const) {
      const [m] = await tx.insert(wkodMap).values({ plantCd: plant, mapNm: nm, widthM: w, heightM: Math.round(w * 0.6), createUserId: SAFETY[plant], updateUserId: SAFETY[plant] }).returning({ no: wkodMap.mapNo });
      maps[plant] = m!.no;
    }
    let n = 0;
    for (const pr of PROJECTS) {
      const startYmd = addDaysYmd(today, pr.months[0] * 30);
      const endYmd = addDaysYmd(today, pr.months[1] * 30);
      const [p] = await tx.insert(wkodProject).values({
        plantCd: pr.plant, projectNm: pr.nm, contractNo: pr.contract, poNo: `PO-${pr.contract.slice(2)}`, startYmd, endYmd, superviseDeptCd: pr.dept, supervisorUserId: SAFETY[pr.plant],
        vendorCd: pr.vendor, workKindCds: pr.kinds, licenceItems: '용접기능사, 밀폐공간 작업 특별교육, 신호수 교육', statusCd: pr.months[1] < 0 ? 'DONE' : 'ONGOING',
        contents: `${pr.nm} — 계약 ${pr.contract}`, createUserId: SAFETY[pr.plant], updateUserId: SAFETY[pr.plant],
      }).returning({ no: wkodProject.projectNo });
      const projectNo = p!.no;
      await tx.insert(wkodProjectVendor).values([{ projectNo, vendorCd: pr.vendor, roleCd: 'PRIME', rowNo: 1 }, ...(pr.sub ? [{ projectNo, vendorCd: pr.sub, roleCd: 'SUB', rowNo: 2 }] : [])]);
      const workers = await queryRows<{ worker_no: number }>(tx, sql`select worker_no from vnd_worker where vendor_cd = ${pr.vendor} and plant_cd = ${pr.plant} and use_yn = 'Y' order by worker_no limit 8`);
      const nos = workers.map((x) => Number(x.worker_no));
      if (nos.length) await tx.insert(wkodProjectWorker).values(nos.map((workerNo, k) => ({ projectNo, workerNo, vendorCd: pr.vendor, roleNm: k === 0 ? '작업반장' : '작업자', rowNo: k + 1 })));
      const kinds = pr.kinds.split(',');
      // past permits: every 6 days over the project's period (up to yesterday)
      const from = pr.months[0] * 30;
      const to = Math.min(pr.months[1] * 30, -1);
      for (let d = from; d <= to; d += 6) {
        n += 1;
        const kind = kinds[n % kinds.length]!;
        await insertPermit(tx, {
          plant: pr.plant, projectNo, vendor: pr.vendor, dept: pr.dept, kind, ymd: addDaysYmd(today, d), start: '08:30', end: n % 3 === 0 ? '12:00' : '17:00',
          status: PAST_STATUSES[n % PAST_STATUSES.length]!, workers: nos.slice(0, 3), mapNo: maps[pr.plant], x: 0.2 + (n % 7) / 10, y: 0.2 + (n % 5) / 8,
          note: ({ OVER: '작업시간 내 미완료, 익일 재신청', CANCELLED: '설비 운전 일정 변경으로 취소', REJECTED: '안전조치 계획 보완 요청' } as Record<string, string>)[PAST_STATUSES[n % PAST_STATUSES.length]!],
        }, n);
      }
    }
    // today: live permits of the ongoing projects
    const ongoing = await queryRows<{ project_no: number; plant_cd: Plant; vendor_cd: string; supervise_dept_cd: string }>(tx, sql`
      select project_no, plant_cd, vendor_cd, supervise_dept_cd from saf_wkod_project where status_cd = 'ONGOING' order by project_no`);
    const workersOf = async (projectNo: number) => (await queryRows<{ worker_no: number }>(tx, sql`select worker_no from saf_wkod_project_worker where project_no = ${projectNo} order by row_no limit 3`)).map((x) => Number(x.worker_no));
    for (const pr of ongoing) {
      const base = { plant: pr.plant_cd, projectNo: Number(pr.project_no), vendor: pr.vendor_cd, dept: pr.supervise_dept_cd, ymd: today, mapNo: maps[pr.plant_cd], workers: await workersOf(Number(pr.project_no)) };
      const todays: Omit<TPermitIn, keyof typeof base>[] = [
        { kind: 'GENERAL', start: '08:00', end: '17:00', status: 'ACTIVE', x: 0.3, y: 0.4 },
        { kind: 'ELECTRIC', start: '09:00', end: '12:00', status: 'ISSUED', x: 0.6, y: 0.3 },
        { kind: 'HEIGHT', start: '13:00', end: '17:00', status: 'APPROVED', x: 0.7, y: 0.6 },
        { kind: 'HEAVY', start: '10:00', end: '15:00', status: 'REQUESTED', x: 0.45, y: 0.7 },
        { kind: 'GENERAL', start: '14:00', end: '18:00', status: 'DRAFT', x: 0.2, y: 0.2 },
      ];
      for (const x of todays) {
        n += 1;
        await insertPermit(tx, { ...base, ...x }, n);
      }
      // a hot-work permit suspended after an out-of-limit reading
      n += 1;
      const hot = await insertPermit(tx, { ...base, kind: 'HOT', start: '08:00', end: '17:00', status: 'SUSPENDED', x: 0.52, y: 0.45, note: '가스 측정 부적합: lelPct' }, n);
      const outAt = new Date(now.getTime() - 40 * 60_000);
      await tx.insert(wkodGasReading).values({ permitNo: hot, measuredDt: outAt, measurerUserId: SAFETY[pr.plant_cd], measurerNm: sql`(select user_nm from com_user where user_id = ${SAFETY[pr.plant_cd]})`, o2Pct: 20.6, lelPct: 14, h2sPpm: 0, coPpm: 4, resultCd: 'OUT', outGases: 'lelPct', createUserId: SAFETY[pr.plant_cd] });
      await tx.update(wkodPermit).set({ lastGasDt: outAt }).where(sql`${wkodPermit.permitNo} = ${hot}`);
      // a second permit in the same area as the active one, issued over the SIMOPS conflict with the safety team's reason
      n += 1;
      const active = await queryRows<{ permit_no: number }>(tx, sql`select permit_no from saf_wkod_permit where project_no = ${Number(pr.project_no)} and work_ymd = ${today}::date and status_cd = 'ACTIVE' limit 1`);
      const over = await insertPermit(tx, { ...base, kind: 'GENERAL', start: '11:00', end: '16:00', status: 'ISSUED', x: 0.31, y: 0.41 }, n);
      const reason = '같은 구역 작업이나 칸막이로 분리하고 감시인을 공동 배치함';
      await tx.update(wkodPermit).set({ simopsOverrideReason: reason, simopsOverrideUserId: SAFETY[pr.plant_cd], simopsOverrideDt: now }).where(sql`${wkodPermit.permitNo} = ${over}`);
      if (active[0]) await tx.insert(wkodSimopsOverride).values({ permitNo: over, otherPermitNo: Number(active[0].permit_no), reason, userId: SAFETY[pr.plant_cd] });
    }
  });
}
