import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.js';
import { vendor } from '../../../db/schema.js';
import { vendorPlant, vendorWorker, vendorWorkerLicence } from '../vendor.tables.js';

type DemoVendor = {
  vendorCd: string; vendorNm: string; vendorTypeCd: string; plantCd: string; bizNo: string; ceoNm: string; telNo: string; addr: string;
  mainWorkKinds: string[]; safetyMgrNm: string; safetyMgrTel: string; statusCd: string;
  plants: { plantCd: string; start: string; end: string; dept: string }[];
};

// biz numbers carry valid check digits (the demo's first three vendors had made-up ones: corrected here)
const VENDORS: DemoVendor[] = [
  {
    vendorCd: 'V0001', vendorNm: '(주)대한플랜트정비', vendorTypeCd: 'VT01', plantCd: '1000', bizNo: '123-81-45672', ceoNm: '한정비', telNo: '041-352-1200',
    addr: '충청남도 당진시 석문면 교로길 30', mainWorkKinds: ['보일러 정비', '용접', '배관'], safetyMgrNm: '김대용', safetyMgrTel: '010-3381-2201', statusCd: 'ACTIVE',
    plants: [{ plantCd: '1000', start: '2025-01-01', end: '2027-12-31', dept: 'D1210' }, { plantCd: '2000', start: '2026-03-01', end: '2027-02-28', dept: 'D2210' }],
  },
  {
    vendorCd: 'V0002', vendorNm: '한국환경산업(주)', vendorTypeCd: 'VT02', plantCd: '1000', bizNo: '214-86-11226', ceoNm: '오환경', telNo: '041-355-7781',
    addr: '충청남도 당진시 송악읍 부곡공단4길 12', mainWorkKinds: ['회처리', '폐수처리', '분진 청소'], safetyMgrNm: '이청정', safetyMgrTel: '010-7712-0945', statusCd: 'ACTIVE',
    plants: [{ plantCd: '1000', start: '2024-07-01', end: '2026-12-31', dept: 'D1230' }],
  },
  {
    vendorCd: 'V0003', vendorNm: '남해가스설비(주)', vendorTypeCd: 'VT01', plantCd: '2000', bizNo: '609-81-33442', ceoNm: '서설비', telNo: '055-642-3300',
    addr: '경상남도 통영시 광도면 안정로 770', mainWorkKinds: ['압축기 정비', '가스배관', '밸브 교체'], safetyMgrNm: '박가스', safetyMgrTel: '010-5521-6630', statusCd: 'ACTIVE',
    plants: [{ plantCd: '2000', start: '2025-04-01', end: '2027-03-31', dept: 'D2210' }],
  },
  {
    vendorCd: 'V0004', vendorNm: '(주)서해전기기술', vendorTypeCd: 'VT01', plantCd: '1000', bizNo: '312-81-20475', ceoNm: '최전기', telNo: '041-358-4410',
    addr: '충청남도 서산시 대산읍 대죽1로 55', mainWorkKinds: ['전기설비 정비', '계측제어', '케이블 포설'], safetyMgrNm: '정안전', safetyMgrTel: '010-2290-7714', statusCd: 'ACTIVE',
    plants: [{ plantCd: '1000', start: '2026-01-01', end: '2026-12-31', dept: 'D1420' }],
  },
  {
    vendorCd: 'V0005', vendorNm: '동방건설(주)', vendorTypeCd: 'VT03', plantCd: '2000', bizNo: '134-86-77126', ceoNm: '윤건설', telNo: '055-644-9120',
    addr: '경상남도 통영시 광도면 죽림4로 21', mainWorkKinds: ['비계 설치', '도장', '토목'], safetyMgrNm: '강현장', safetyMgrTel: '010-6618-3307', statusCd: 'SUSPENDED',
    plants: [{ plantCd: '2000', start: '2025-09-01', end: '2026-08-31', dept: 'D2210' }, { plantCd: '1000', start: '2025-09-01', end: '2026-08-31', dept: 'D1210' }],
  },
];

const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권'];
const GIVEN = ['민수', '영호', '성진', '재현', '동욱', '상철', '광수', '정훈', '태식', '준영', '병철', '현우', '기석', '승민', '용준', '만수', '대근'];
const JOBS: [job: string, licence: string][] = [
  ['용접공', 'WELD'], ['전기공', 'ELEC'], ['배관공', 'GAS'], ['비계공', 'SCAFFOLD'], ['지게차 운전원', 'FORKLIFT'],
  ['크레인 운전원', 'CRANE'], ['고소작업자', 'AERIAL'], ['보온공', 'CONFINED'], ['신호수', 'RIGGING'], ['보일러공', 'BOILER'],
];
const DAY_MS = 86_400_000;
const ymd = (d: Date) => d.toISOString().slice(0, 10);
const plus = (days: number) => ymd(new Date(Date.now() + days * DAY_MS));

/** five vendors with their plants, ~15 workers each with licences (some expiring within 30 days, one expired) */
export async function seedVendorMasterDemo(db: Db): Promise<void> {
  if ((await queryRows(db, sql`select 1 from vnd_worker limit 1`)).length > 0) return;
  let seed = 19;
  const rand = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  await db.transaction(async (tx) => {
    for (const v of VENDORS) {
      const { plants, ...row } = v;
      await tx.insert(vendor).values({ ...row, createUserId: 'system', updateUserId: 'system' })
        .onConflictDoUpdate({ target: vendor.vendorCd, set: { ...row, updateUserId: 'system' } });
      await tx.delete(vendorPlant).where(sql`${vendorPlant.vendorCd} = ${v.vendorCd}`);
      await tx.insert(vendorPlant).values(plants.map((p) => ({
        vendorCd: v.vendorCd, plantCd: p.plantCd, contractStartYmd: p.start, contractEndYmd: p.end, superviseDeptCd: p.dept, createUserId: 'system', updateUserId: 'system',
      })));
    }
    let n = 0;
    for (const v of VENDORS) {
      for (let i = 0; i < 15; i += 1) {
        n += 1;
        const [job, lic] = JOBS[(i + n) % JOBS.length]!;
        // a worker is registered at the vendor's own plant (issue 34: a 2000 vendor's roster listed under 1000 read as a mix-up);
        // a contract elsewhere lets the vendor register workers there when it sends them
        const plantCd = v.plantCd;
        const year = 1965 + Math.floor(rand() * 35);
        const birth = `${year}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;
        const phone = `010-${String(2000 + Math.floor(rand() * 7999))}-${String(1000 + Math.floor(rand() * 8999))}`;
        const [w] = await tx.insert(vendorWorker).values({
          vendorCd: v.vendorCd, plantCd, workerNm: `${SURNAMES[Math.floor(rand() * SURNAMES.length)]}${GIVEN[Math.floor(rand() * GIVEN.length)]}`,
          birthYmd: birth, phoneNo: phone, jobNm: job, employStartYmd: plus(-30 - Math.floor(rand() * 1500)), safetyEduYmd: plus(-10 - Math.floor(rand() * 300)),
          specialCheckupCd: i % 5 === 0 ? 'Y' : i % 7 === 0 ? 'D' : 'N', createUserId: 'system', updateUserId: 'system',
        }).returning({ workerNo: vendorWorker.workerNo });
        // expiry: most in one to three years; in each vendor two within 30 days; one expired licence in the whole demo
        const expiry = i === 3 ? plus(12 + (n % 10)) : i === 8 ? plus(25) : v.vendorCd === 'V0002' && i === 5 ? plus(-20) : plus(200 + Math.floor(rand() * 900));
        const licences = [{ kind: lic, expiry }];
        if (i % 4 === 0) licences.push({ kind: 'CONFINED', expiry: plus(100 + Math.floor(rand() * 600)) });
        await tx.insert(vendorWorkerLicence).values(licences.map((l, k) => ({
          workerNo: w!.workerNo, licenceKindCd: l.kind, licenceNumber: `${l.kind.slice(0, 2)}-${String(2015 + ((n + k) % 10))}-${String(100000 + n * 37 + k).slice(-6)}`,
          issueYmd: plus(-400 - Math.floor(rand() * 2000)), expiryYmd: l.expiry, createUserId: 'system', updateUserId: 'system',
        })));
      }
    }
  });
}
