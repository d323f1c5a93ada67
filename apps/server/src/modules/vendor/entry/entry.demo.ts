import { addDaysYmd } from '@jikim/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.js';
import { plantToday } from '../../../lib/plant-time.js';
import { statusHistory } from '../../../lib/workflow/workflow.tables.js';
import { vendorEntry, vendorEntryEquipment, vendorEntryPerson, vendorEntryVehicle } from './entry.tables.js';
import { vendorPenalty } from '../penalty/penalty.tables.js';
import { newPassToken } from './entry.service.js';
import { demoDeptHead, seedDemoApproval } from '../../approvals/approvals.demo.js';
import { VND_ENTRY_APPR_TYPE } from '@jikim/shared';


/** workers of my own demo when the vendor has none yet (the worker roster's demo adds more) */
const OWN_WORKERS: Record<string, [nm: string, job: string][]> = {
  V0001: [['홍길동', '배관공'], ['김철수', '용접공'], ['이영호', '비계공'], ['박민수', '전기공']],
  V0002: [['최환경', '환경설비 기사'], ['정수처리', '수처리 기사'], ['한미화', '분석원']],
};

const WORKS: [desc: string, place: string][] = [
  ['보일러 급수배관 보온재 교체', '보일러동 3층'],
  ['석탄이송 컨베이어 벨트 교체', '석탄이송 C-3 컨베이어'],
  ['탈황설비 흡수탑 내부 점검', '탈황설비 흡수탑'],
  ['정비동 외벽 비계 설치', '정비동 외곽'],
  ['폐수처리장 슬러지 수거', '수처리동 폐수처리장'],
  ['터빈동 크레인 정기검사 보조', '터빈동 천장크레인'],
  ['전기실 케이블 포설', '전기실 6.6kV 구역'],
  ['대기오염 측정기 교정', '굴뚝 측정소'],
];
const REJECT_REASONS = ['작업 일정이 계획정비 기간과 겹칩니다. 일정을 조정하세요.', '밀폐공간 작업계획서가 첨부되지 않았습니다.', '출입 인원의 보호구 지급 확인서가 필요합니다.'];

/**
 * A year of entry requests for the demo vendors V0001/V0002 (most approved, some rejected with reasons, a few
 * pending, one draft) and penalties (V0002 near the WARN threshold: 8 points this year). Uses the vendor's existing
 * workers, else creates a few. Once: skipped when entry requests exist.
 */
export async function seedVendorEntryDemo(db: Db): Promise<void> {
  if ((await queryRows(db, sql`select 1 from vnd_entry limit 1`)).length > 0) return;
  const vendors = await queryRows<{ vendor_cd: string; plant_cd: string }>(db, sql`select vendor_cd, plant_cd from com_vendor where vendor_cd in ('V0001', 'V0002') order by vendor_cd`);
  if (vendors.length === 0) return;
  const today = plantToday();
  await db.transaction(async (tx) => {
    const safetyHead = await demoDeptHead(tx, 'D1210');
    for (const [vi, v] of vendors.entries()) {
      // the contract and its supervising department (안전팀) when the vendor master's demo has not made one
      await tx.execute(sql`
        insert into vnd_vendor_plant (vendor_cd, plant_cd, contract_start_ymd, contract_end_ymd, supervise_dept_cd, create_user_id, update_user_id)
        select ${v.vendor_cd}, ${v.plant_cd}, ${`${today.slice(0, 4)}-01-01`}::date - interval '1 year', ${`${today.slice(0, 4)}-12-31`}::date, 'D1210', 'system', 'system'
         where not exists (select 1 from vnd_vendor_plant where vendor_cd = ${v.vendor_cd} and plant_cd = ${v.plant_cd})`);
      let workers = await queryRows<{ worker_no: number; worker_nm: string }>(tx, sql`
        select worker_no, worker_nm from vnd_worker where vendor_cd = ${v.vendor_cd} and use_yn = 'Y' and safety_edu_ymd is not null order by worker_no limit 6`);
      if (workers.length === 0) {
        for (const [nm, job] of OWN_WORKERS[v.vendor_cd] ?? []) {
          await tx.execute(sql`
            insert into vnd_worker (vendor_cd, plant_cd, worker_nm, job_nm, employ_start_ymd, safety_edu_ymd, special_checkup_cd, create_user_id, update_user_id)
            values (${v.vendor_cd}, ${v.plant_cd}, ${nm}, ${job}, ${addDaysYmd(today, -800)}::date, ${addDaysYmd(today, -200)}::date, 'N', 'system', 'system')`);
        }
        workers = await queryRows(tx, sql`select worker_no, worker_nm from vnd_worker where vendor_cd = ${v.vendor_cd} order by worker_no limit 6`);
      }
      const [requester] = await queryRows<{ user_id: string }>(tx, sql`select user_id from com_user where user_type = 'V' and vendor_cd = ${v.vendor_cd} order by user_id limit 1`);
      const by = requester?.user_id ?? 'system';
      // about two requests a month over the past year; the last ones (two pending, one draft) are for the coming weeks
      const n = 22;
      for (let i = 0; i < n; i += 1) {
        const from = i >= n - 3 ? addDaysYmd(today, 4 + (i - (n - 3)) * 6 + vi * 2) : addDaysYmd(today, -360 + i * 16 + vi * 3);
        const to = addDaysYmd(from, 2 + (i % 5));
        const status = i === n - 1 ? 'DRAFT' : i >= n - 3 ? 'REQUESTED' : i % 7 === 3 ? 'REJECTED' : i % 11 === 5 ? 'CANCELLED' : 'APPROVED';
        const [work, place] = WORKS[(i + vi * 3) % WORKS.length]!;
        const created = new Date(Date.parse(`${i >= n - 3 ? addDaysYmd(today, i - n) : addDaysYmd(from, -5)}T01:00:00Z`));
        const [row] = await tx.insert(vendorEntry).values({
          statusCd: status, plantCd: v.plant_cd, vendorCd: v.vendor_cd, superviseDeptCd: 'D1210', workDesc: work, place, entryFromYmd: from, entryToYmd: to,
          approveYmd: status === 'APPROVED' || status === 'CANCELLED' ? addDaysYmd(from, -2) : null,
          passToken: status === 'APPROVED' || status === 'CANCELLED' ? newPassToken() : null,
          createUserId: by, updateUserId: status === 'APPROVED' || status === 'REJECTED' ? 'safety01' : by, createDt: created, updateDt: created,
        }).returning({ no: vendorEntry.entryNo });
        const no = row!.no;
        // approved on the vendor's behalf by the supervising department (안전팀): the request behind 승인
        if (status === 'APPROVED' || status === 'CANCELLED') {
          await seedDemoApproval(tx, {
            apprTypeCd: VND_ENTRY_APPR_TYPE, recordKey: no, plantCd: v.plant_cd, deptCd: 'D1210', vendorCd: v.vendor_cd, title: `출입신청 - ${work}`,
            // a vendor without its own user: the safety team registered it, its leader approved
            ...(requester ? { requestUserId: by, approverUserIds: ['safety01'] } : { requestUserId: 'safety01', approverUserIds: [safetyHead ?? 'e0009'] }), requestDt: created,
          });
        }
        const crew = workers.slice(0, 1 + (i % Math.max(1, workers.length)));
        if (crew.length) await tx.insert(vendorEntryPerson).values(crew.map((w) => ({ entryNo: no, workerNo: w.worker_no, workerNm: w.worker_nm, createUserId: by, updateUserId: by })));
        if (i % 3 === 0) await tx.insert(vendorEntryVehicle).values({ entryNo: no, carNo: `${12 + vi}가 ${3400 + i}`, carKindCd: i % 2 ? 'TRUCK' : 'VAN', createUserId: by, updateUserId: by });
        if (i % 4 === 1) await tx.insert(vendorEntryEquipment).values({ entryNo: no, equipNm: i % 8 === 1 ? '용접기' : '고소작업대', spec: i % 8 === 1 ? 'CO2 350A' : '12m', qty: 1 + (i % 2), createUserId: by, updateUserId: by });
        // the history the workflow would have written
        const hist: [string, string, string, string, string | null][] = [];
        if (status !== 'DRAFT') hist.push(['SUBMIT', 'DRAFT', 'REQUESTED', by, null]);
        if (status === 'APPROVED' || status === 'CANCELLED') hist.push(['APPROVE', 'REQUESTED', 'APPROVED', 'safety01', null]);
        if (status === 'REJECTED') hist.push(['REJECT', 'REQUESTED', 'REJECTED', 'safety01', REJECT_REASONS[i % REJECT_REASONS.length]!]);
        if (status === 'CANCELLED') hist.push(['CANCEL', 'APPROVED', 'CANCELLED', by, '작업 일정 취소']);
        if (hist.length) {
          await tx.insert(statusHistory).values(hist.map(([actionCd, fromStatusCd, toStatusCd, userId, comment]) => ({
            entity: 'vendorEntry', entityKey: String(no), actionCd, fromStatusCd, toStatusCd, userId, comment,
          })));
        }
      }
    }
    // penalties this year: V0002 at 8 points (WARN is 10), V0001 at 4; last year's points do not count
    const y = today.slice(0, 4);
    const pen: [vendorCd: string, ymd: string, kind: string, points: number, src: string, desc: string][] = [
      ['V0002', `${y}-02-14`, 'PPE', 1, 'PATROL', '수처리동 약품 투입 중 보안경 미착용'],
      ['V0002', `${y}-04-03`, 'ENTRY', 2, 'CHECK', '출입증 미패용 인원 2명 작업'],
      ['V0002', `${y}-06-21`, 'PERMIT', 5, 'PERMIT', '밀폐공간 작업허가서의 가스측정 없이 작업 개시'],
      ['V0001', `${y}-03-11`, 'FACILITY', 3, 'PATROL', '보일러동 3층 안전난간 임의 해체 후 미복구'],
      ['V0001', `${y}-05-30`, 'PPE', 1, 'PATROL', '안전대 미체결 고소작업'],
      ['V0001', `${Number(y) - 1}-11-02`, 'PERMIT', 5, 'PERMIT', '화기작업 허가 범위 밖 용접'],
    ];
    const present = new Set(vendors.map((v) => v.vendor_cd));
    const rows = pen.filter((p) => present.has(p[0]) && p[1] <= today);
    if (rows.length) {
      // a protective-equipment violation is one person's: it names the vendor's first worker (shown on the roster)
      const first = new Map((await queryRows<{ vendor_cd: string; worker_no: number }>(tx, sql`select vendor_cd, min(worker_no) as worker_no from vnd_worker group by vendor_cd`))
        .map((w) => [w.vendor_cd, Number(w.worker_no)]));
      await tx.insert(vendorPenalty).values(rows.map(([vendorCd, violationYmd, penaltyKindCd, points, sourceTypeCd, description]) => ({
        plantCd: vendors.find((v) => v.vendor_cd === vendorCd)!.plant_cd, vendorCd, violationYmd, penaltyKindCd, points, sourceTypeCd, description,
        workerNo: penaltyKindCd === 'PPE' ? (first.get(vendorCd) ?? null) : null,
        createUserId: 'safety01', updateUserId: 'safety01',
      })));
    }
  });
}
