import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client.js';
import { openMeasureActions, loadPlan, planMatrix, rateAssessment } from './rsa.service.js';
import { seedRsaMatrices } from './rsa.seed.js';
import { rsaAssessment, rsaCheckItem, rsaHazard, rsaPlan, rsaPlanParticipant, rsaPlanTarget, rsaPlanTeam } from './rsa.tables.js';

type Hz = [cls: string, nm: string, disaster: string, control: string, l: number, s: number, measure?: string, rl?: number, rs?: number, major?: 'Y'];
type H3 = [cls: string, nm: string, disaster: string, control: string, level: 'HIGH' | 'MEDIUM' | 'LOW', reason: string, measure?: string];
type Ck = [item: string, result: 'OK' | 'IMPROVE' | 'NA', measure?: string];
type Unit = { dept: string; process: string; unit: string; desc: string; hazards?: Hz[]; h3?: H3[]; checks?: Ck[] };
type PlanSeed = {
  plant: string; dept: string; kind: string; method: string; title: string; from: string; to: string; reason?: string; status: string;
  author: string; units: Unit[]; participants: [stage: string, how: string, ymd: string][];
};

const y = new Date(Date.now() + 9 * 3_600_000).getUTCFullYear();
const last = y - 1;
const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

const PLANS: PlanSeed[] = [
  {
    plant: '1000', dept: 'D1210', kind: 'REGULAR', method: 'FREQ_SEV', title: `${last}년 정기 위험성평가 (빈도·강도법)`, from: `${last}-03-03`, to: `${last}-04-30`, status: 'SHARED', author: 'safety01',
    participants: [['FINDING', 'SURVEY', `${last}-03-10`], ['REVIEW', 'MEETING', `${last}-04-22`], ['SHARE', 'TBM', `${last}-05-06`]],
    units: [
      {
        dept: 'D1310', process: '보일러 운전', unit: '보일러 노내 점검', desc: '계획예방정비 기간 중 보일러 노내 수관·버너 상태 점검',
        hazards: [
          ['MECHANICAL', '노내 비계 위 작업 중 추락', 'FALL', '비계 작업발판, 안전대 부착설비', 4, 5, '비계 안전난간 2단 설치, 안전대 이중 체결 의무화', 1, 4, 'Y'],
          ['ENVIRONMENT', '노내 잔류 분진·산소결핍', 'SUFFOCATION', '환기팬 가동', 3, 5, '출입 전·작업 중 2시간마다 산소·CO 측정, 감시인 배치', 1, 4],
          ['ENVIRONMENT', '노내 조명 부족으로 발 헛디딤', 'TRIP', '이동식 조명', 2, 2],
        ],
      },
      {
        dept: 'D1330', process: '석탄 하역 및 저탄장 관리', unit: '석탄 컨베이어 청소', desc: '컨베이어 하부 낙탄 청소',
        hazards: [
          ['MECHANICAL', '운전 중인 컨베이어 롤러에 끼임', 'CAUGHT', '비상정지 풀코드', 4, 4, '청소 전 LOTO 시행, 롤러 방호덮개 보강', 1, 4, 'Y'],
          ['WORK_CHAR', '낙탄 삽질 반복작업', 'MSD', '2인 1조', 2, 2],
          ['CHEMICAL', '석탄 분진 흡입', 'OTHER', '방진마스크 지급', 3, 3, '살수설비 가동시간 확대, 특급 방진마스크 교체', 2, 3],
        ],
      },
      {
        dept: 'D1410', process: '기계설비 정비(용접 포함)', unit: '배관 용접 작업', desc: '저압 배관 보수 용접',
        hazards: [
          ['CHEMICAL', '용접 불티 비산으로 인한 화재', 'FIRE', '화기작업 허가, 소화기 비치', 3, 4, '불티 비산방지포 설치, 화재감시인 배치', 1, 4],
          ['ELECTRICAL', '용접기 케이블 피복 손상 감전', 'SHOCK', '자동전격방지기', 1, 4],
        ],
      },
    ],
  },
  {
    plant: '1000', dept: 'D1210', kind: 'REGULAR', method: 'CHECKLIST', title: `${last}년 정기 위험성평가 (체크리스트법, 전기설비)`, from: `${last}-05-06`, to: `${last}-05-30`, status: 'ASSESSED', author: 'safety01',
    participants: [['FINDING', 'MEETING', `${last}-05-08`]],
    units: [{
      dept: 'D1420', process: '전기설비 정비', unit: '수배전반 점검', desc: '6.6kV 수배전반 정기 점검',
      checks: [
        ['정전 작업 전 검전기로 무전압을 확인하는가', 'OK'],
        ['잠금장치·표지(LOTO)를 부착하고 열쇠를 작업자가 보관하는가', 'IMPROVE', 'LOTO 자물쇠 개인 지급 및 관리대장 비치'],
        ['절연용 보호구(절연장갑·절연화)의 내전압 시험이 유효한가', 'OK'],
        ['활선 근접작업 시 접근한계거리를 표시하는가', 'IMPROVE', '접근한계거리 바닥 표시 및 감시인 배치'],
        ['변압기실 출입 통제가 되는가', 'NA'],
      ],
    }],
  },
  {
    plant: '1000', dept: 'D1210', kind: 'REGULAR', method: 'THREE_STEP', title: `${last}년 정기 위험성평가 (3단계 판단법, 저탄장)`, from: `${last}-06-02`, to: `${last}-06-27`, status: 'SHARED', author: 'safety01',
    participants: [['FINDING', 'TBM', `${last}-06-04`], ['SHARE', 'TBM', `${last}-07-01`]],
    units: [{
      dept: 'D1330', process: '석탄 하역 및 저탄장 관리', unit: '저탄장 중장비 작업', desc: '불도저·페이로더로 저탄 정리',
      h3: [
        ['MECHANICAL', '후진하는 페이로더에 보행자 부딪힘', 'STRUCK', '후진경보기', 'HIGH', '보행 통로와 장비 동선이 겹침', '장비 작업구역 출입통제선 설치, 유도자 배치'],
        ['CHEMICAL', '저탄 자연발화', 'FIRE', '온도 측정 주 1회', 'MEDIUM', '하절기 발열 사례 있음'],
        ['ENVIRONMENT', '하절기 옥외 고열 작업', 'HEAT_ILL', '휴게시설', 'LOW', '폭염 시 작업중지 기준 운영 중'],
      ],
    }],
  },
  {
    plant: '1000', dept: 'D1210', kind: 'OCCASIONAL', method: 'FREQ_SEV', title: `${y}년 수시 위험성평가 — 탈황설비 순환펌프 교체`, from: today, to: today, status: 'ASSESSING', author: 'safety01',
    reason: '탈황설비 흡수탑 순환펌프 교체(설비 변경, 지침 제15조 제2항)',
    participants: [['FINDING', 'MEETING', today]],
    units: [{
      dept: 'D1320', process: '탈황·탈질 설비 운전', unit: '순환펌프 인양·교체', desc: '크레인으로 순환펌프(3.2톤) 인양 후 교체',
      hazards: [
        ['MECHANICAL', '인양 중 펌프 낙하', 'HIT', '줄걸이 용구 점검', 3, 5],
        ['CHEMICAL', '흡수탑 석회석 슬러리 비산', 'CHEM_LEAK', '보안경', 2, 3],
      ],
    }],
  },
  {
    plant: '2000', dept: 'D2210', kind: 'REGULAR', method: 'FREQ_SEV', title: `${last}년 정기 위험성평가 (빈도·강도법)`, from: `${last}-03-03`, to: `${last}-04-25`, status: 'SHARED', author: 'gas01',
    participants: [['FINDING', 'SURVEY', `${last}-03-12`], ['REVIEW', 'MEETING', `${last}-04-18`], ['SHARE', 'TBM', `${last}-04-30`]],
    units: [
      {
        dept: 'D2310', process: 'LNG 하역', unit: '하역암 연결·분리', desc: 'LNG선 하역암 연결 및 퍼지',
        hazards: [
          ['CHEMICAL', 'LNG 누출 시 극저온 동상', 'BURN', '방한 보호구', 3, 4, '연결부 누설검지 강화, 극저온 보호구 교체', 2, 4],
          ['CHEMICAL', '누출가스 점화로 화재·폭발', 'EXPLOSION', '가스검지기, 방폭 공구', 2, 5, '하역 전 ESD 작동시험 의무화', 1, 5, 'Y'],
        ],
      },
      {
        dept: 'D2320', process: '저장탱크 운전', unit: '저장탱크 상부 점검', desc: '탱크 지붕 계기 점검',
        hazards: [
          ['MECHANICAL', '탱크 상부 계단 이동 중 추락', 'FALL', '안전난간', 2, 5, '강풍(10m/s) 시 상부 작업 금지 기준 수립', 1, 5],
          ['ENVIRONMENT', '동절기 계단 결빙 미끄러짐', 'TRIP', '미끄럼방지 테이프', 2, 2],
        ],
      },
    ],
  },
  {
    plant: '2000', dept: 'D2210', kind: 'REGULAR', method: 'CHECKLIST', title: `${last}년 정기 위험성평가 (체크리스트법, 송출설비)`, from: `${last}-05-12`, to: `${last}-05-30`, status: 'ASSESSED', author: 'gas01',
    participants: [['REVIEW', 'MEETING', `${last}-05-28`]],
    units: [{
      dept: 'D2330', process: '기화·송출 설비 운전', unit: '기화기 운전 점검', desc: '해수식 기화기 순회 점검',
      checks: [
        ['가스검지기 경보 설정값(LEL 20%)이 유효한가', 'OK'],
        ['해수 펌프 회전체 방호덮개가 설치되어 있는가', 'IMPROVE', '해수 펌프 커플링 방호덮개 설치'],
        ['점검 통로의 조명(75 lx 이상)이 확보되는가', 'OK'],
      ],
    }],
  },
  {
    plant: '2000', dept: 'D2210', kind: 'REGULAR', method: 'THREE_STEP', title: `${last}년 정기 위험성평가 (3단계 판단법, 압축기 정비)`, from: `${last}-06-09`, to: `${last}-06-27`, status: 'SHARED', author: 'gas01',
    participants: [['FINDING', 'TBM', `${last}-06-10`], ['SHARE', 'TBM', `${last}-07-02`]],
    units: [{
      dept: 'D2320', process: '압축기·펌프 정비', unit: 'BOG 압축기 분해 정비', desc: '증발가스 압축기 정기 분해 점검',
      h3: [
        ['CHEMICAL', '잔류 가스 퍼지 불충분으로 화재', 'FIRE', '질소 퍼지 절차', 'HIGH', '퍼지 후 측정 기록 누락 사례', '퍼지 후 가스농도 측정값 작업허가서 기록 의무화'],
        ['WORK_CHAR', '중량 부품(로터) 인력 운반', 'MSD', '호이스트', 'MEDIUM', '호이스트 사각지대 존재'],
      ],
    }],
  },
];

async function teamLeader(db: DbOrTx, deptCd: string): Promise<string> {
  const [u] = await queryRows<{ user_id: string }>(db, sql`select user_id from com_user where dept_cd = ${deptCd} and duty_cd = 'DUT03' and use_yn = 'Y' order by user_id limit 1`);
  return u?.user_id ?? 'safety01';
}

const addDays = (ymd: string, d: number) => new Date(Date.parse(`${ymd}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);

/**
 * Per plant: completed 정기 assessments of each built method (빈도·강도법 shared with workers, 체크리스트법 approved,
 * 3단계 판단법 shared), their measures as improvement actions (the older ones done); plant 1000 also has a 수시
 * assessment in progress (a pump replacement). gas01 writes its own plant's risk assessment (per-user menus).
 */
export async function seedRsaDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedRsaMatrices(tx);
    for (const m of ['RSA_PLAN', 'RSA_ASSESS', 'RSA_REGISTER', 'RSA_MATRIX']) {
      await tx.execute(sql`insert into com_user_menu (user_id, menu_id, access_yn, write_yn) values ('gas01', ${m}, 'Y', 'Y') on conflict do nothing`);
    }
  });
  if ((await queryRows(db, sql`select 1 from rsa_plan limit 1`)).length) return;
  await db.transaction(async (tx) => {
    for (const p of PLANS) {
      const [mx] = await queryRows<{ v: number }>(tx, sql`select max(version) as v from rsa_matrix where plant_cd = ${p.plant}`);
      const [plan] = await tx.insert(rsaPlan).values({
        statusCd: 'ASSESSING', plantCd: p.plant, deptCd: p.dept, kindCd: p.kind, methodCd: p.method, planTitle: p.title, planFromYmd: p.from, planToYmd: p.to,
        reason: p.reason ?? null, matrixVersion: mx!.v, createUserId: p.author, updateUserId: p.author, createDt: new Date(`${p.from}T01:00:00Z`),
      }).returning();
      const no = plan!.planNo;
      const depts = [...new Set(p.units.map((u) => u.dept))];
      await tx.insert(rsaPlanTarget).values(depts.map((d, i) => ({ planNo: no, targetDeptCd: d, processNm: p.units.find((u) => u.dept === d)!.process, rowNo: i + 1, createUserId: p.author, updateUserId: p.author })));
      const leaders = await Promise.all(depts.map((d) => teamLeader(tx, d)));
      await tx.insert(rsaPlanTeam).values([
        { planNo: no, userId: p.author, roleNm: '평가 총괄(안전관리자)', rowNo: 1, createUserId: p.author, updateUserId: p.author },
        ...leaders.map((u, i) => ({ planNo: no, userId: u, roleNm: '관리감독자', rowNo: i + 2, createUserId: p.author, updateUserId: p.author })),
      ]);
      // the workers who took part: the members (not the leaders) of the assessed departments
      const workers = await queryRows<{ user_id: string }>(tx, sql`
        select user_id from com_user where dept_cd in (${sql.join(depts.map((d) => sql`${d}`), sql`, `)}) and duty_cd = 'DUT01' and use_yn = 'Y' order by user_id limit 6`);
      if (p.plant === '1000' && depts.includes('D1310')) workers.unshift({ user_id: 'worker01' });
      let row = 1;
      for (const [stage, how, ymd] of p.participants) {
        for (const w of workers.slice(0, 4)) {
          await tx.insert(rsaPlanParticipant).values({
            planNo: no, userId: w.user_id, stageCd: stage, partMethodCd: how, partYmd: ymd, rowNo: row, createUserId: p.author, updateUserId: p.author,
            opinion: stage === 'FINDING' && row === 1 ? '작업 중 실제로 아찔했던 사례를 공유함' : null,
          });
          row += 1;
        }
      }
      const m = await planMatrix(tx, plan!);
      for (const u of p.units) {
        const owner = await teamLeader(tx, u.dept);
        const [a] = await tx.insert(rsaAssessment).values({
          planNo: no, plantCd: p.plant, deptCd: u.dept, methodCd: p.method, processNm: u.process, unitWorkNm: u.unit, workDesc: u.desc, matrixVersion: plan!.matrixVersion,
          createUserId: p.author, updateUserId: p.author,
        }).returning();
        const due = addDays(p.to, 30);
        const hz = [
          ...(u.hazards ?? []).map(([cls, nm, dis, ctl, l, s, measure, rl, rs, major], i) => ({
            hazardClassCd: cls, hazardNm: nm, disasterTypeCd: dis, currentControl: ctl, likelihood: l, severity: s, measure: measure ?? null,
            ownerUserId: measure ? owner : null, dueYmd: measure ? due : null, residualLikelihood: rl ?? null, residualSeverity: rs ?? null, majorYn: major ?? 'N', rowNo: i + 1,
          })),
          ...(u.h3 ?? []).map(([cls, nm, dis, ctl, level, reason, measure], i) => ({
            hazardClassCd: cls, hazardNm: nm, disasterTypeCd: dis, currentControl: ctl, levelCd: level, levelReason: reason, measure: measure ?? null,
            ownerUserId: measure ? owner : null, dueYmd: measure ? due : null, rowNo: i + 1,
          })),
        ];
        if (hz.length) await tx.insert(rsaHazard).values(hz.map((h) => ({ ...h, assessNo: a!.assessNo, createUserId: p.author, updateUserId: p.author })));
        if (u.checks?.length) {
          await tx.insert(rsaCheckItem).values(u.checks.map(([item, result, measure], i) => ({
            assessNo: a!.assessNo, itemText: item, resultCd: result, measure: measure ?? null, ownerUserId: measure ? owner : null, dueYmd: measure ? due : null,
            rowNo: i + 1, createUserId: p.author, updateUserId: p.author,
          })));
        }
        const hazards = await tx.select().from(rsaHazard).where(eq(rsaHazard.assessNo, a!.assessNo));
        await rateAssessment(tx, { hazards }, p.method, m);
      }
      const all: [string, string, string, string][] = [
        ['REQUEST_PLAN', 'DRAFT', 'PLAN_REQUESTED', p.from], ['APPROVE_PLAN', 'PLAN_REQUESTED', 'PLANNED', p.from], ['START', 'PLANNED', 'ASSESSING', p.from],
        ['COMPLETE', 'ASSESSING', 'RESULT_REQUESTED', p.to], ['APPROVE_RESULT', 'RESULT_REQUESTED', 'ASSESSED', p.to],
      ];
      const steps = p.status === 'ASSESSING' ? all.slice(0, 3) : all;
      if (p.status !== 'ASSESSING') {
        // completed: the measures became actions when the result went to approval; the older ones are done by now
        await openMeasureActions(tx, (await loadPlan(tx, no))!, p.author);
        await tx.update(rsaPlan).set({ statusCd: p.status, sharedYmd: p.status === 'SHARED' ? p.participants.at(-1)![2] : null }).where(eq(rsaPlan.planNo, no));
        await tx.execute(sql`
          update impr_action set status_cd = 'DONE', done_ymd = due_ymd, result = '감소대책 이행 완료 (사진 첨부)', version = version + 3
           where source_type_cd = 'RISK_ASSESSMENT' and source_key = ${String(no)} and due_ymd < ${today} and action_no % 4 <> 0`);
      }
      if (p.status === 'SHARED') steps.push(['SHARE', 'ASSESSED', 'SHARED', p.participants.at(-1)![2]]);
      for (const [act, from, to, ymd] of steps) {
        await tx.execute(sql`
          insert into com_status_history (entity, entity_key, action_cd, from_status_cd, to_status_cd, comment, user_id, create_dt)
          values ('rsaPlan', ${String(no)}, ${act}, ${from}, ${to}, null, ${p.author}, ${`${ymd}T02:00:00Z`}::timestamptz)`);
      }
    }
  });
}
