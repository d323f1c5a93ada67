import { ENV_CODE_GROUPS, envLogWorkflow } from '@jikim/shared';
import type { DbOrTx } from '../../db/client.js';
import { codeGroup, codeMaster } from '../../db/schema.js';

/** code, Korean, English, Chinese, Spanish, then attr1–attr3 */
type Code = [code: string, ko: string, en: string, zh: string, es: string, attr1?: string, attr2?: string, attr3?: string];
const G = ENV_CODE_GROUPS;

/**
 * reading items of the operation logs per prevention-facility type (attr1 the type, attr2 the unit): what the plants'
 * 운영일지 forms record for each (대기환경보전법 시행규칙 별표 12 (운영기록 사항), 물환경보전법 시행규칙 별지 제28호 서식);
 * an environment team adds or retires items in 코드관리, never in code
 */
const ITEMS: [type: string, item: string, ko: string, en: string, unit: string][] = [
  ['ESP', 'POWER', '전력사용량(kWh)', 'Power used (kWh)', 'kWh'], ['ESP', 'VOLT', '2차 전압(kV)', 'Secondary voltage (kV)', 'kV'], ['ESP', 'CURR', '2차 전류(mA)', 'Secondary current (mA)', 'mA'],
  ['ESP', 'DUST_OUT', '회수 분진량(t)', 'Dust collected (t)', 't'], ['ESP', 'DP', '차압(mmAq)', 'Pressure drop (mmAq)', 'mmAq'],
  ['BAG', 'POWER', '전력사용량(kWh)', 'Power used (kWh)', 'kWh'], ['BAG', 'DP', '차압(mmAq)', 'Pressure drop (mmAq)', 'mmAq'], ['BAG', 'PULSE', '탈진 주기(초)', 'Pulse interval (s)', 's'],
  ['FGD', 'POWER', '전력사용량(kWh)', 'Power used (kWh)', 'kWh'], ['FGD', 'LIME', '석회석 사용량(t)', 'Limestone used (t)', 't'], ['FGD', 'GYPSUM', '석고 발생량(t)', 'Gypsum produced (t)', 't'],
  ['FGD', 'PH', '흡수탑 pH', 'Absorber pH', 'pH'], ['FGD', 'DP', '차압(mmAq)', 'Pressure drop (mmAq)', 'mmAq'],
  ['SCR', 'NH3', '암모니아 사용량(kg)', 'Ammonia used (kg)', 'kg'], ['SCR', 'TEMP', '촉매층 입구온도(℃)', 'Catalyst inlet temperature (°C)', '℃'], ['SCR', 'DP', '촉매층 차압(mmAq)', 'Catalyst pressure drop (mmAq)', 'mmAq'],
  ['SCR', 'SLIP', '암모니아 슬립(ppm)', 'Ammonia slip (ppm)', 'ppm'],
  ['SCRUB', 'POWER', '전력사용량(kWh)', 'Power used (kWh)', 'kWh'], ['SCRUB', 'CHEM', '약품 사용량(kg)', 'Chemicals used (kg)', 'kg'], ['SCRUB', 'PH', '순환수 pH', 'Recirculation pH', 'pH'],
  ['WWT', 'FLOW_IN', '유입 유량(m³)', 'Inflow (m³)', 'm³'], ['WWT', 'FLOW_OUT', '방류 유량(m³)', 'Discharge (m³)', 'm³'], ['WWT', 'POWER', '전력사용량(kWh)', 'Power used (kWh)', 'kWh'],
  ['WWT', 'CHEM', '약품 사용량(kg)', 'Chemicals used (kg)', 'kg'], ['WWT', 'SLUDGE', '슬러지 발생량(kg)', 'Sludge produced (kg)', 'kg'], ['WWT', 'PH', '방류수 pH', 'Effluent pH', 'pH'],
  ['OWS', 'FLOW_IN', '유입 유량(m³)', 'Inflow (m³)', 'm³'], ['OWS', 'OIL', '회수 유분(L)', 'Oil recovered (L)', 'L'], ['OWS', 'FLOW_OUT', '방류 유량(m³)', 'Discharge (m³)', 'm³'],
];

const CODES: Record<string, Code[]> = {
  [G.AIR.pollutant]: [
    ['DUST', '먼지', 'Particulate matter', '颗粒物', 'Partículas', 'MG_SM3'], ['SOX', '황산화물(SOx)', 'Sulphur oxides', '硫氧化物', 'Óxidos de azufre', 'PPM'],
    ['NOX', '질소산화물(NOx)', 'Nitrogen oxides', '氮氧化物', 'Óxidos de nitrógeno', 'PPM'], ['CO', '일산화탄소', 'Carbon monoxide', '一氧化碳', 'Monóxido de carbono', 'PPM'],
    ['NH3', '암모니아', 'Ammonia', '氨', 'Amoníaco', 'PPM'], ['HCL', '염화수소', 'Hydrogen chloride', '氯化氢', 'Cloruro de hidrógeno', 'PPM'],
    ['HG', '수은', 'Mercury', '汞', 'Mercurio', 'MG_SM3'], ['HF', '불소화합물', 'Fluorides', '氟化物', 'Fluoruros', 'PPM'],
  ],
  [G.WATER.pollutant]: [
    ['PH', '수소이온농도(pH)', 'pH', '氢离子浓度(pH)', 'pH', 'PH'], ['BOD', '생물화학적산소요구량(BOD)', 'BOD', '生化需氧量(BOD)', 'DBO', 'MG_L'],
    ['TOC', '총유기탄소(TOC)', 'Total organic carbon', '总有机碳(TOC)', 'Carbono orgánico total', 'MG_L'], ['SS', '부유물질(SS)', 'Suspended solids', '悬浮物(SS)', 'Sólidos en suspensión', 'MG_L'],
    ['TN', '총질소(T-N)', 'Total nitrogen', '总氮(T-N)', 'Nitrógeno total', 'MG_L'], ['TP', '총인(T-P)', 'Total phosphorus', '总磷(T-P)', 'Fósforo total', 'MG_L'],
    ['NHEX', '노말헥산추출물질(광유류)', 'n-Hexane extractables', '正己烷提取物', 'Extraíbles en n-hexano', 'MG_L'], ['CU', '구리', 'Copper', '铜', 'Cobre', 'MG_L'],
    ['ZN', '아연', 'Zinc', '锌', 'Zinc', 'MG_L'], ['FE', '용해성 철', 'Dissolved iron', '溶解性铁', 'Hierro disuelto', 'MG_L'],
  ],
  [G.unit]: [
    ['MG_SM3', 'mg/Sm³', 'mg/Sm³', 'mg/Sm³', 'mg/Sm³'], ['PPM', 'ppm', 'ppm', 'ppm', 'ppm'], ['MG_L', 'mg/L', 'mg/L', 'mg/L', 'mg/L'], ['PH', 'pH', 'pH', 'pH', 'pH'],
    ['NG_SM3', 'ng-TEQ/Sm³', 'ng-TEQ/Sm³', 'ng-TEQ/Sm³', 'ng-TEQ/Sm³'],
  ],
  [G.AIR.outletClass]: [
    ['1', '1종 (연간 80톤 이상)', 'Class 1 (≥ 80 t/y)', '1类(年80吨以上)', 'Clase 1 (≥ 80 t/año)'], ['2', '2종 (20~80톤)', 'Class 2 (20–80 t/y)', '2类(20~80吨)', 'Clase 2 (20–80 t/año)'],
    ['3', '3종 (10~20톤)', 'Class 3 (10–20 t/y)', '3类(10~20吨)', 'Clase 3 (10–20 t/año)'], ['4', '4종 (2~10톤)', 'Class 4 (2–10 t/y)', '4类(2~10吨)', 'Clase 4 (2–10 t/año)'],
    ['5', '5종 (2톤 미만)', 'Class 5 (< 2 t/y)', '5类(不足2吨)', 'Clase 5 (< 2 t/año)'],
  ],
  [G.WATER.outletClass]: [
    ['1', '1종 (일 2,000㎥ 이상)', 'Class 1 (≥ 2,000 m³/d)', '1类(日2000㎥以上)', 'Clase 1 (≥ 2.000 m³/d)'], ['2', '2종 (700~2,000㎥)', 'Class 2 (700–2,000 m³/d)', '2类(700~2000㎥)', 'Clase 2 (700–2.000 m³/d)'],
    ['3', '3종 (200~700㎥)', 'Class 3 (200–700 m³/d)', '3类(200~700㎥)', 'Clase 3 (200–700 m³/d)'], ['4', '4종 (50~200㎥)', 'Class 4 (50–200 m³/d)', '4类(50~200㎥)', 'Clase 4 (50–200 m³/d)'],
    ['5', '5종 (50㎥ 미만)', 'Class 5 (< 50 m³/d)', '5类(不足50㎥)', 'Clase 5 (< 50 m³/d)'],
  ],
  // 대기환경보전법 시행규칙 별표 11 (DOMAIN.md); water: 물환경보전법 시행규칙 별표 (측정 횟수) — confirm against the rule text
  [G.cycle]: [
    ['AIR_1', '1종: 주 1회 이상', 'Class 1: weekly', '1类：每周1次以上', 'Clase 1: semanal', '7', 'D'],
    ['AIR_2', '2종: 월 2회 이상', 'Class 2: twice a month', '2类：每月2次以上', 'Clase 2: dos veces al mes', '15', 'D'],
    ['AIR_3', '3종: 2개월마다 1회 이상', 'Class 3: every 2 months', '3类：每2个月1次以上', 'Clase 3: cada 2 meses', '2', 'M'],
    ['AIR_4', '4종: 반기마다 1회 이상', 'Class 4: every half-year', '4类：每半年1次以上', 'Clase 4: semestral', '6', 'M'],
    ['AIR_5', '5종: 반기마다 1회 이상', 'Class 5: every half-year', '5类：每半年1次以上', 'Clase 5: semestral', '6', 'M'],
    ['AIR_SPECIAL', '3~5종 특정대기유해물질 기준 초과: 월 2회 이상', 'Classes 3–5 with specified hazardous pollutants: twice a month', '3~5类特定大气有害物质：每月2次', 'Clases 3–5 con contaminantes peligrosos: dos veces al mes', '15', 'D'],
    ['AIR_TMS', 'TMS 부착 배출구(수동측정 항목): 반기마다 1회 이상', 'TMS outlets (manual pollutants): every half-year', 'TMS排放口(手动项目)：每半年1次', 'Salidas con TMS (manual): semestral', '6', 'M'],
    ['WATER_1', '1종: 주 1회 이상', 'Class 1: weekly', '1类：每周1次以上', 'Clase 1: semanal', '7', 'D'],
    ['WATER_2', '2종: 월 2회 이상', 'Class 2: twice a month', '2类：每月2次以上', 'Clase 2: dos veces al mes', '15', 'D'],
    ['WATER_3', '3종: 월 1회 이상', 'Class 3: monthly', '3类：每月1次以上', 'Clase 3: mensual', '1', 'M'],
    ['WATER_4', '4종: 월 1회 이상', 'Class 4: monthly', '4类：每月1次以上', 'Clase 4: mensual', '1', 'M'],
    ['WATER_5', '5종: 분기 1회 이상', 'Class 5: quarterly', '5类：每季度1次以上', 'Clase 5: trimestral', '3', 'M'],
  ],
  [G.AIR.facilityType]: [
    ['ESP', '전기집진시설', 'Electrostatic precipitator', '电除尘设施', 'Electrofiltro'], ['BAG', '여과집진시설', 'Bag filter', '袋式除尘设施', 'Filtro de mangas'],
    ['FGD', '배연탈황시설', 'Flue-gas desulphurisation', '烟气脱硫设施', 'Desulfuración'], ['SCR', '선택적 촉매환원시설(탈질)', 'Selective catalytic reduction', '选择性催化还原(脱硝)', 'Reducción catalítica selectiva'],
    ['SCRUB', '흡수에 의한 시설(세정)', 'Scrubber', '洗涤设施', 'Lavador de gases'],
  ],
  [G.WATER.facilityType]: [
    ['WWT', '폐수처리시설(물리·화학·생물)', 'Wastewater treatment plant', '废水处理设施', 'Depuradora'], ['OWS', '유수분리시설', 'Oil-water separator', '油水分离设施', 'Separador de aceite'],
  ],
  [G.logItem]: ITEMS.map(([type, item, ko, en, unit]) => [`${type}.${item}`, ko, en, ko, en, type, unit]),
  [G.logStatus]: envLogWorkflow.statuses.map((s) => [s.code, s.label.ko, s.label.en, s.label.zh, s.label.es] as Code),
  [G.exceed]: [['Y', '초과', 'Exceeded', '超标', 'Excedido'], ['N', '적합', 'Within limit', '达标', 'Conforme']],
  [G.eiaCategory]: [
    ['AIR', '대기질', 'Air quality', '大气质量', 'Calidad del aire'], ['WATER', '수질', 'Water quality', '水质', 'Calidad del agua'], ['NOISE', '소음·진동', 'Noise and vibration', '噪声·振动', 'Ruido y vibración'],
    ['MARINE', '해양환경', 'Marine environment', '海洋环境', 'Medio marino'], ['ECO', '동·식물상', 'Fauna and flora', '动植物', 'Fauna y flora'], ['SOIL', '토양', 'Soil', '土壤', 'Suelo'],
    ['WASTE', '폐기물', 'Waste', '废弃物', 'Residuos'],
  ],
  [G.eiaCycle]: [
    ['MONTHLY', '월 1회', 'Monthly', '每月', 'Mensual', '1'], ['QUARTERLY', '분기 1회', 'Quarterly', '每季度', 'Trimestral', '3'],
    ['HALF', '반기 1회', 'Half-yearly', '每半年', 'Semestral', '6'], ['YEARLY', '연 1회', 'Yearly', '每年', 'Anual', '12'],
  ],
  [G.eiaResult]: [['DONE', '이행', 'Fulfilled', '已履行', 'Cumplido'], ['PARTIAL', '부분 이행', 'Partly fulfilled', '部分履行', 'Cumplido en parte'], ['NOT', '미이행', 'Not fulfilled', '未履行', 'No cumplido']],
  // site settings: the improvement action an exceedance opens is due in ACTION_DUE_DAYS days
  ENV_SETTING: [['ACTION_DUE_DAYS', '초과 개선조치 기한(일)', 'Exceedance action due (days)', '超标整改期限(天)', 'Plazo de la acción (días)', '14']],
};

const NAMES: Record<string, string> = {
  [G.AIR.pollutant]: '대기 오염물질', [G.WATER.pollutant]: '수질 오염물질', [G.unit]: '환경 측정 단위', [G.AIR.outletClass]: '대기 배출구 종별', [G.WATER.outletClass]: '폐수배출시설 종별',
  [G.cycle]: '자가측정 주기', [G.AIR.facilityType]: '대기 방지시설 종류', [G.WATER.facilityType]: '수질 방지시설 종류', [G.logItem]: '운영일지 기록 항목', [G.logStatus]: '운영일지 상태',
  [G.exceed]: '배출허용기준 초과 여부', [G.eiaCategory]: '사후환경영향조사 분야', [G.eiaCycle]: '협의내용 이행 주기', [G.eiaResult]: '협의내용 이행 결과', ENV_SETTING: '환경 설정',
};

/** 환경 (air and water) code data every installation needs; a plant's environment team edits them in 코드관리 */
export async function seedEnvBase(tx: DbOrTx): Promise<void> {
  const fixed = new Set<string>([G.logStatus, G.exceed]);
  await tx.insert(codeGroup).values(Object.entries(NAMES).map(([codeGroupCd, codeGroupNm]) => ({ codeGroupCd, codeGroupNm, systemYn: fixed.has(codeGroupCd) ? 'Y' : 'N' }))).onConflictDoNothing();
  await tx.insert(codeMaster).values(Object.entries(CODES).flatMap(([g, codes]) => codes.map(([code, ko, en, zh, es, attr1, attr2, attr3], i) => ({
    codeGroupCd: g, code, codeNm: ko, codeNmI18n: { en, zh, es }, attr1: attr1 ?? null, attr2: attr2 ?? null, attr3: attr3 ?? null, sortOrder: i + 1, createUserId: 'system', updateUserId: 'system',
  })))).onConflictDoNothing();
}
