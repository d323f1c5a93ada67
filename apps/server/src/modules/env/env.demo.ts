import { sql } from 'drizzle-orm';
import { addDaysYmd, addMonthsYmd, cycleCodeOf, isLimitExceeded, nextDueYmd, type TEnvMedia } from '@jikim/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.js';
import { plantToday } from '../../lib/plant-time.js';
import { createAction } from '../impr/impr.service.js';
import { limitOn } from './env.service.js';
import { envEia, envEiaEntry, envFacility, envMeasure, envMeasureValue, envOutlet, envOutletLimit } from './env.tables.js';

type Limit = [pollutant: string, value: number, unit: string, from: string, to?: string, min?: number];
type OutletSpec = {
  key: string; media: TEnvMedia; plantCd: string; deptCd: string; manager: string; code: string; name: string; classCd: string; tms?: boolean; water?: string; source: string;
  limits: Limit[]; measured: string[]; base: Record<string, number>; facilities: [type: string, name: string, capacity: string][];
};

const PERMIT_CHANGE = '2025-07-01';
const OUTLETS: OutletSpec[] = [
  {
    key: 'S1', media: 'AIR', plantCd: '1000', deptCd: 'D1230', manager: 'env01', code: 'A-01', name: '1·2호기 굴뚝', classCd: '1', tms: true, source: '1·2호기 보일러 (500 MW × 2, 유연탄)',
    limits: [['DUST', 15, 'MG_SM3', '2020-01-01', addDaysYmd(PERMIT_CHANGE, -1)], ['DUST', 10, 'MG_SM3', PERMIT_CHANGE], ['NH3', 30, 'PPM', '2020-01-01'], ['HG', 0.05, 'MG_SM3', '2020-01-01']],
    measured: ['NH3', 'HG'], base: { NH3: 4.2, HG: 0.004 },
    facilities: [['ESP', '1호기 전기집진기', '4,500 m³/min'], ['FGD', '1호기 배연탈황설비', '석회석-석고법'], ['SCR', '1호기 탈질설비', '암모니아 환원'], ['ESP', '2호기 전기집진기', '4,500 m³/min'], ['FGD', '2호기 배연탈황설비', '석회석-석고법'], ['SCR', '2호기 탈질설비', '암모니아 환원']],
  },
  {
    key: 'S2', media: 'AIR', plantCd: '1000', deptCd: 'D1230', manager: 'env01', code: 'A-02', name: '3·4호기 굴뚝', classCd: '1', source: '3·4호기 보일러 (500 MW × 2, 유연탄)',
    limits: [
      ['DUST', 15, 'MG_SM3', '2020-01-01', addDaysYmd(PERMIT_CHANGE, -1)], ['DUST', 10, 'MG_SM3', PERMIT_CHANGE], ['SOX', 50, 'PPM', '2020-01-01', addDaysYmd(PERMIT_CHANGE, -1)], ['SOX', 40, 'PPM', PERMIT_CHANGE],
      ['NOX', 70, 'PPM', '2020-01-01', addDaysYmd(PERMIT_CHANGE, -1)], ['NOX', 50, 'PPM', PERMIT_CHANGE],
    ],
    measured: ['DUST', 'SOX', 'NOX'], base: { DUST: 4.1, SOX: 21, NOX: 31 },
    facilities: [['ESP', '3호기 전기집진기', '4,800 m³/min'], ['FGD', '3호기 배연탈황설비', '석회석-석고법'], ['SCR', '3호기 탈질설비', '암모니아 환원'], ['ESP', '4호기 전기집진기', '4,800 m³/min'], ['FGD', '4호기 배연탈황설비', '석회석-석고법'], ['SCR', '4호기 탈질설비', '암모니아 환원']],
  },
  {
    key: 'S3', media: 'AIR', plantCd: '1000', deptCd: 'D1230', manager: 'env01', code: 'A-07', name: '석탄이송설비 집진 배출구', classCd: '4', source: '옥내저탄장 컨베이어 전환탑',
    limits: [['DUST', 20, 'MG_SM3', '2020-01-01']], measured: ['DUST'], base: { DUST: 3.5 }, facilities: [['BAG', '전환탑 여과집진기', '1,200 m³/min']],
  },
  {
    key: 'W1', media: 'WATER', plantCd: '1000', deptCd: 'D1230', manager: 'env01', code: 'W-01', name: '종합폐수처리장 방류구', classCd: '2', water: '서해 (연안, 가 지역)', source: '탈황폐수, 보일러 세정수, 복수탈염 재생폐수',
    limits: [['PH', 8.6, 'PH', '2020-01-01', undefined, 5.8], ['BOD', 30, 'MG_L', '2020-01-01'], ['TOC', 25, 'MG_L', '2020-01-01'], ['SS', 30, 'MG_L', '2020-01-01'], ['TN', 60, 'MG_L', '2020-01-01'], ['TP', 8, 'MG_L', '2020-01-01'], ['NHEX', 5, 'MG_L', '2020-01-01']],
    measured: ['PH', 'BOD', 'TOC', 'SS', 'TN', 'TP', 'NHEX'], base: { PH: 7.2, BOD: 6.5, TOC: 7.8, SS: 9.5, TN: 18, TP: 1.1, NHEX: 0.8 },
    facilities: [['WWT', '종합폐수처리장', '3,000 m³/일 (응집·침전·여과)'], ['OWS', '연료유 저장조 유수분리조', '50 m³/일']],
  },
  {
    key: 'G1', media: 'AIR', plantCd: '2000', deptCd: 'D2220', manager: 'env02', code: 'A-01', name: 'SCV(수중연소식 기화기) 1~4호 배출구', classCd: '3', source: '수중연소식 기화기 4기 (LNG 연소)',
    limits: [['NOX', 40, 'PPM', '2020-01-01'], ['CO', 200, 'PPM', '2020-01-01']], measured: ['NOX', 'CO'], base: { NOX: 18, CO: 35 },
    facilities: [['SCRUB', 'SCV 배기가스 세정탑', '기화기 4기 공용']],
  },
  {
    key: 'G2', media: 'WATER', plantCd: '2000', deptCd: 'D2220', manager: 'env02', code: 'W-01', name: '기지 폐수처리장 방류구', classCd: '4', water: '남해 (연안)', source: 'SCV 산성 응축수, 정비 세정수',
    limits: [['PH', 8.6, 'PH', '2020-01-01', undefined, 5.8], ['BOD', 40, 'MG_L', '2020-01-01'], ['TOC', 30, 'MG_L', '2020-01-01'], ['SS', 40, 'MG_L', '2020-01-01'], ['NHEX', 5, 'MG_L', '2020-01-01']],
    measured: ['PH', 'BOD', 'TOC', 'SS', 'NHEX'], base: { PH: 7.0, BOD: 5.1, TOC: 6.2, SS: 8.8, NHEX: 0.5 },
    facilities: [['WWT', '기지 폐수처리장', '150 m³/일 (중화·응집)'], ['OWS', '하역부두 유수분리조', '20 m³/일']],
  },
];

/** reading levels per item (the operation logs' usual values; each day varies around them) */
const ITEM_BASE: Record<string, number> = {
  'ESP.POWER': 18500, 'ESP.VOLT': 52, 'ESP.CURR': 610, 'ESP.DUST_OUT': 210, 'ESP.DP': 18, 'BAG.POWER': 2100, 'BAG.DP': 120, 'BAG.PULSE': 30,
  'FGD.POWER': 61000, 'FGD.LIME': 165, 'FGD.GYPSUM': 280, 'FGD.PH': 5.6, 'FGD.DP': 95, 'SCR.NH3': 1850, 'SCR.TEMP': 345, 'SCR.DP': 62, 'SCR.SLIP': 1.1,
  'SCRUB.POWER': 1400, 'SCRUB.CHEM': 85, 'SCRUB.PH': 7.4, 'WWT.FLOW_IN': 2200, 'WWT.FLOW_OUT': 2150, 'WWT.POWER': 3400, 'WWT.CHEM': 420, 'WWT.SLUDGE': 3800, 'WWT.PH': 7.2,
  'OWS.FLOW_IN': 32, 'OWS.OIL': 14, 'OWS.FLOW_OUT': 31,
};

/** a deterministic wobble in [−1, 1) of a key (the demo is the same on every machine) */
function wobble(key: string): number {
  let h = 2166136261;
  for (const c of key) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return ((h >>> 0) % 2000) / 1000 - 1;
}
const round = (v: number) => (v >= 100 ? Math.round(v) : v >= 1 ? Math.round(v * 10) / 10 : Math.round(v * 1000) / 1000);

async function cycleOf(db: DbOrTx, code: string) {
  const [c] = await queryRows<{ attr1: string | null; attr2: string | null }>(db, sql`select attr1, attr2 from com_code_master where code_group_cd = 'ENV_MEASURE_CYCLE' and code = ${code}`);
  return { amount: Number(c?.attr1 ?? 1) || 1, unit: (c?.attr2 === 'D' ? 'D' : 'M') as 'D' | 'M' };
}

/**
 * 환경 demo (issue 27), both plants: outlets with a permit change on 2025-07-01 (stricter dust, SOx, NOx at the power
 * plant), prevention facilities, two years of daily operation logs (approved, the last two days written, a few gaps),
 * self-measurements on each outlet's cycle with a few exceedances (each with its improvement action), and the
 * impact-assessment follow-up of a construction project at each plant.
 */
export async function seedEnvDemo(db: Db): Promise<void> {
  if ((await queryRows(db, sql`select 1 from env_outlet limit 1`)).length) return;
  const today = plantToday();
  const start = addDaysYmd(today, -730);
  await db.transaction(async (tx) => {
    for (const o of OUTLETS) {
      const [row] = await tx.insert(envOutlet).values({
        mediaCd: o.media, plantCd: o.plantCd, deptCd: o.deptCd, outletCd: o.code, outletNm: o.name, classCd: o.classCd, tmsYn: o.tms ? 'Y' : 'N', receivingWater: o.water ?? null,
        startYmd: '2019-06-01', managerUserId: o.manager, sourceDesc: o.source, createUserId: o.manager, updateUserId: o.manager,
      }).returning({ no: envOutlet.outletNo });
      const outletNo = row!.no;
      await tx.insert(envOutletLimit).values(o.limits.map(([pollutantCd, limitValue, unitCd, validFromYmd, validToYmd, minValue]) => ({
        outletNo, pollutantCd, limitValue, minValue: minValue ?? null, unitCd, validFromYmd, validToYmd: validToYmd ?? null,
        permitRef: validFromYmd === PERMIT_CHANGE ? `${o.plantCd === '1000' ? '충남' : '경남'}-대기-2025-0${o.key.slice(1)} (변경허가)` : `${o.plantCd === '1000' ? '충남' : '경남'}-${o.media === 'AIR' ? '대기' : '수질'}-2019-0${o.key.slice(1)}`,
        createUserId: o.manager, updateUserId: o.manager,
      })));
      for (const [type, name, cap] of o.facilities) {
        await tx.insert(envFacility).values({
          mediaCd: o.media, plantCd: o.plantCd, deptCd: o.deptCd, facilityTypeCd: type, facilityNm: name, outletNo, capacityDesc: cap, installYmd: '2019-06-01',
          managerUserId: o.manager, emittingDesc: o.source, createUserId: o.manager, updateUserId: o.manager,
        });
      }
      // self-measurements on the outlet's cycle, the last one recent (the water outfall a day late)
      const cycle = await cycleOf(tx, cycleCodeOf(o.media, o.classCd, { tmsYn: o.tms ? 'Y' : 'N' }));
      const days: string[] = [];
      for (let d = start; d <= today; d = nextDueYmd(d, cycle)) days.push(d);
      if (o.key === 'W1') days.pop();
      for (const [i, ymd] of days.entries()) {
        // the exceedances of the two years: dust after the stricter permit, a rainy-season SS, the SCV's NOx in autumn
        const over: Record<string, number> = {};
        if (o.key === 'S2' && (i === days.length - 2)) over.DUST = 11.2;
        if (o.key === 'S2' && i === Math.floor(days.length * 0.75)) over.NOX = 56;
        if (o.key === 'W1' && i === Math.floor(days.length * 0.4)) over.SS = 38.5;
        if (o.key === 'G1' && i === days.length - 3) over.NOX = 44;
        const vals = await Promise.all(o.measured.map(async (p) => {
          const value = over[p] ?? round(o.base[p]! * (1 + 0.25 * wobble(`${o.key}${ymd}${p}`)));
          const l = await limitOn(tx, outletNo, p, ymd);
          const exceed = !!l && isLimitExceeded(value, { limitValue: l.limit_value, minValue: l.min_value });
          return { pollutantCd: p, value, limitValue: l?.limit_value ?? null, minValue: l?.min_value ?? null, unitCd: l?.unit_cd ?? null, exceedYn: exceed ? 'Y' : 'N' };
        }));
        const exceedYn = vals.some((v) => v.exceedYn === 'Y') ? 'Y' : 'N';
        const [m] = await tx.insert(envMeasure).values({
          mediaCd: o.media, plantCd: o.plantCd, outletNo, measureYmd: ymd, agencyNm: o.plantCd === '1000' ? '(주)충남환경측정센터' : '(재)경남환경분석원', exceedYn,
          createUserId: o.manager, updateUserId: o.manager,
        }).returning({ no: envMeasure.measureNo });
        await tx.insert(envMeasureValue).values(vals.map((v, r) => ({ measureNo: m!.no, ...v, rowNo: r + 1, createUserId: o.manager, updateUserId: o.manager })));
        if (exceedYn === 'Y') {
          const what = vals.filter((v) => v.exceedYn === 'Y').map((v) => `${v.pollutantCd} ${v.value} (기준 ${v.limitValue})`).join(', ');
          const a = await createAction(tx, {
            sourceTypeCd: 'ENV', sourceKey: `${o.media}-${m!.no}`, actionTypeCd: 'REQUEST', plantCd: o.plantCd, deptCd: o.deptCd, assigneeUserId: o.manager, location: o.name,
            title: `[${o.media === 'AIR' ? '대기' : '수질'} 배출허용기준 초과] ${o.name} ${ymd}`,
            description: `자가측정 ${m!.no}번 (${ymd}): ${what}. 원인 조사, 방지시설 점검·개선과 재측정, 행정기관 보고 여부를 확인하세요.`, dueYmd: addDaysYmd(ymd, 14),
          }, o.manager);
          await tx.execute(sql`update env_measure set action_no = ${Number(a.actionNo)} where measure_no = ${m!.no}`);
        }
      }
    }
    // two years of daily logs of every facility: approved up to three days ago, the last two written; a few days missing
    await tx.execute(sql`
      insert into env_log (media_cd, status_cd, plant_cd, facility_no, log_ymd, facility_type_cd, dept_cd, op_hours, weather, create_user_id, update_user_id, create_dt, update_dt)
      select f.media_cd, case when d::date < ${addDaysYmd(today, -2)}::date then 'APPROVED' else 'WRITTEN' end, f.plant_cd, f.facility_no, d::date, f.facility_type_cd, f.dept_cd,
             case when (f.facility_no + extract(doy from d)::int) % 53 = 0 then 16 else 24 end,
             (array['맑음','맑음','구름많음','흐림','비','맑음'])[1 + (f.facility_no + extract(doy from d)::int) % 6],
             f.manager_user_id, f.manager_user_id, d + interval '17 hours', d + interval '17 hours'
        from env_facility f cross join generate_series(${start}::date, ${addDaysYmd(today, -1)}::date, interval '1 day') d
       where (f.facility_no * 7 + extract(doy from d)::int) % 101 <> 0 and not (d::date = ${addDaysYmd(today, -1)}::date and f.facility_type_cd = 'OWS')`);
    const base = Object.entries(ITEM_BASE);
    await tx.execute(sql`
      insert into env_log_value (log_no, item_cd, value, row_no, create_user_id, update_user_id)
      select l.log_no, c.code,
             round((b.v * (1 + 0.12 * (((hashtext(l.log_no::text || c.code) & 1023) / 511.5) - 1)))::numeric, case when b.v >= 100 then 0 when b.v >= 1 then 1 else 3 end)::float8,
             c.sort_order, l.create_user_id, l.create_user_id
        from env_log l
        join com_code_master c on c.code_group_cd = 'ENV_LOG_ITEM' and c.attr1 = l.facility_type_cd
        join (values ${sql.join(base.map(([k, v]) => sql`(${k}, ${v}::float8)`), sql`, `)}) as b(k, v) on b.k = c.code`);
    await tx.execute(sql`insert into com_status_history (entity, entity_key, action_cd, from_status_cd, to_status_cd, user_id, create_dt)
      select case when media_cd = 'AIR' then 'envAirLog' else 'envWaterLog' end, log_no::text, 'APPROVE', 'WRITTEN', 'APPROVED', create_user_id, create_dt + interval '1 hour'
        from env_log where status_cd = 'APPROVED'`);

    // 사후환경영향조사: a construction project at each plant, its agreed items with a year of ledger entries
    const projects = [
      { plantCd: '1000', deptCd: 'D1230', manager: 'env01', project: '서해화력 회처리장 증설사업', start: addMonthsYmd(today, -14), items: [
        ['NOISE', 'MONTHLY', '부지경계 4개 지점 소음 월 1회 측정 (주간 65 dB(A) 이하 유지)', '주간 52~58 dB(A), 기준 이내'],
        ['AIR', 'QUARTERLY', '공사장 비산먼지 분기 1회 측정, 살수차 상시 운영', 'PM-10 48~61 ㎍/㎥, 살수 1일 4회'],
        ['MARINE', 'HALF', '배수로 하류 해역 수질(COD, SS) 반기 1회 조사', 'COD 1.8 mg/L, SS 6.2 mg/L'],
        ['ECO', 'YEARLY', '인근 갯벌 저서생물 연 1회 조사', '출현종 42종, 착공 전 대비 변화 없음'],
      ] },
      { plantCd: '2000', deptCd: 'D2220', manager: 'env02', project: '제2 LNG 저장탱크(20만 kL) 증설사업', start: addMonthsYmd(today, -9), items: [
        ['NOISE', 'MONTHLY', '부지경계 소음·진동 월 1회 측정', '주간 55 dB(A), 진동 42 dB(V)'],
        ['MARINE', 'QUARTERLY', '취·배수구 주변 해수 온도 분기 1회 관측', '배수구 ±1.2 ℃ 이내'],
      ] },
    ] as const;
    for (const p of projects) {
      for (const [categoryCd, cycleCd, itemText, result] of p.items) {
        const months = { MONTHLY: 1, QUARTERLY: 3, HALF: 6, YEARLY: 12 }[cycleCd];
        const entries: string[] = [];
        // the last entry is missed on the monthly noise item of the power plant (overdue on the calendar)
        const stopAt = p.plantCd === '1000' && categoryCd === 'NOISE' ? addMonthsYmd(today, -2) : today;
        for (let d = addMonthsYmd(p.start, months); d <= stopAt; d = addMonthsYmd(d, months)) entries.push(d);
        const last = entries.at(-1) ?? null;
        const [e] = await tx.insert(envEia).values({
          plantCd: p.plantCd, deptCd: p.deptCd, categoryCd, projectNm: p.project, itemText, cycleCd, managerUserId: p.manager, startYmd: p.start, notifyYmd: addDaysYmd(p.start, 12),
          lastYmd: last, nextDueYmd: addMonthsYmd(last ?? p.start, months), createUserId: p.manager, updateUserId: p.manager,
        }).returning({ no: envEia.eiaNo });
        if (entries.length) {
          await tx.insert(envEiaEntry).values(entries.map((d) => ({ eiaNo: e!.no, entryYmd: d, resultCd: 'DONE', content: result, createUserId: p.manager, updateUserId: p.manager })));
        }
      }
    }
  });
}
