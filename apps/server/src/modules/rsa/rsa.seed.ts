import { sql } from 'drizzle-orm';
import {
  CHARM_DEFAULT_ACTION_LEVELS, CHARM_DEFAULT_AMOUNT, CHARM_DEFAULT_BOILING, CHARM_DEFAULT_CMR, CHARM_DEFAULT_EXPOSURE, CHARM_DEFAULT_HCODES, CHARM_DEFAULT_MEASURED,
  CHARM_DEFAULT_OEL, CHARM_DEFAULT_SCORE, CHARM_DEFAULT_TIME, RSA_CODE_GROUPS as G, RSA_DUE_DEFAULTS, RSA_DUE_SETTING_GROUP, rsaPlanWorkflow,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { codeGroup, codeMaster } from '../../db/schema.js';
import { seedRsaHazardLibBase } from './hazard-lib.seed.js';
import { seedDefaultMatrix } from './matrix.service.js';

type Code = [code: string, ko: string, en: string, zh: string, es: string, attr1?: string, attr2?: string];

const KINDS: Code[] = [
  ['INITIAL', '최초', 'Initial', '首次', 'Inicial'],
  ['REGULAR', '정기', 'Regular', '定期', 'Periódica'],
  ['OCCASIONAL', '수시', 'Occasional', '随时', 'Ocasional'],
  ['CONTINUOUS', '상시', 'Continuous', '常时', 'Continua'],
];
const METHODS: Code[] = [
  ['FREQ_SEV', '빈도·강도법', 'Likelihood × severity', '频率·强度法', 'Probabilidad × gravedad'],
  ['CHECKLIST', '체크리스트법', 'Checklist', '检查表法', 'Lista de verificación'],
  ['THREE_STEP', '3단계 판단법', 'Three-level judgement', '三级判断法', 'Juicio en tres niveles'],
  ['ONE_POINT', '핵심요인 기술법', 'One point sheet', '核心因素描述法', 'Hoja de un punto'],
  ['JSA', 'JSA', 'Job safety analysis', '作业安全分析', 'Análisis de seguridad del trabajo'],
  ['HAZOP', 'HAZOP', 'HAZOP', 'HAZOP', 'HAZOP'],
  ['CHARM', 'CHARM', 'CHARM (chemical exposure)', 'CHARM（化学品暴露）', 'CHARM (exposición química)'],
];
/** 유해·위험요인 분류 (DOMAIN.md; 지침 별표 예시) */
/** Korean name of a kind or method code (approval summaries, which are snapshotted in Korean) */
export const rsaCodeKo = (code: unknown): string => [...KINDS, ...METHODS].find((c) => c[0] === code)?.[1] ?? String(code ?? '');

const HAZARD_CLASSES: Code[] = [
  ['MECHANICAL', '기계적 요인', 'Mechanical', '机械因素', 'Mecánico'],
  ['ELECTRICAL', '전기적 요인', 'Electrical', '电气因素', 'Eléctrico'],
  ['CHEMICAL', '화학(물질)적 요인', 'Chemical', '化学因素', 'Químico'],
  ['BIOLOGICAL', '생물학적 요인', 'Biological', '生物因素', 'Biológico'],
  ['WORK_CHAR', '작업특성 요인', 'Work characteristics', '作业特性因素', 'Características del trabajo'],
  ['ENVIRONMENT', '작업환경 요인', 'Work environment', '作业环境因素', 'Entorno de trabajo'],
];
/** 유해·위험요인 (attr1 = 분류) */
const HAZARDS: Code[] = [
  ['M_CAUGHT', '협착·끼임 위험 부분(회전체, 롤러)', 'Nip points', '夹挤部位', 'Puntos de atrapamiento', 'MECHANICAL'],
  ['M_FALL_EDGE', '추락 위험 개구부·단부', 'Open edges', '坠落开口', 'Bordes abiertos', 'MECHANICAL'],
  ['M_FLYING', '낙하·비래물', 'Falling or flying objects', '落物飞物', 'Objetos que caen', 'MECHANICAL'],
  ['M_SLIP', '미끄러운 바닥·통로', 'Slippery floors', '地面湿滑', 'Suelos resbaladizos', 'MECHANICAL'],
  ['E_SHOCK', '충전부 접촉(감전)', 'Live parts', '带电部位', 'Partes activas', 'ELECTRICAL'],
  ['E_ARC', '아크·정전기', 'Arc flash and static', '电弧·静电', 'Arco y estática', 'ELECTRICAL'],
  ['C_TOXIC', '유해물질 흡입·접촉', 'Toxic substances', '有害物质', 'Sustancias tóxicas', 'CHEMICAL'],
  ['C_FIRE', '인화성 가스·액체(화재·폭발)', 'Flammables', '易燃物', 'Inflamables', 'CHEMICAL'],
  ['B_INFECT', '감염성 병원체', 'Pathogens', '病原体', 'Patógenos', 'BIOLOGICAL'],
  ['W_NOISE', '소음', 'Noise', '噪声', 'Ruido', 'WORK_CHAR'],
  ['W_HEAVY', '중량물 취급', 'Heavy loads', '重物搬运', 'Cargas pesadas', 'WORK_CHAR'],
  ['W_REPEAT', '반복작업·부적절한 자세', 'Repetition and posture', '重复作业', 'Repetición y postura', 'WORK_CHAR'],
  ['N_HEAT', '고열·한랭(온열)', 'Heat and cold', '高温·低温', 'Calor y frío', 'ENVIRONMENT'],
  ['N_LIGHT', '조명 부족', 'Poor lighting', '照明不足', 'Iluminación deficiente', 'ENVIRONMENT'],
  ['N_CONFINED', '밀폐공간(산소결핍·유해가스)', 'Confined space', '密闭空间', 'Espacio confinado', 'ENVIRONMENT'],
];
/** 재해형태 (KOSHA 산업재해 기록·분류 기준) */
const DISASTER_TYPES: Code[] = [
  ['FALL', '떨어짐', 'Fall from height', '坠落', 'Caída de altura'],
  ['TRIP', '넘어짐', 'Slip or trip', '跌倒', 'Tropiezo'],
  ['CAUGHT', '끼임', 'Caught in', '夹挤', 'Atrapamiento'],
  ['STRUCK', '부딪힘', 'Struck against', '碰撞', 'Golpe'],
  ['HIT', '물체에 맞음', 'Struck by object', '物体打击', 'Golpeado por objeto'],
  ['COLLAPSE', '무너짐', 'Collapse', '坍塌', 'Derrumbe'],
  ['CUT', '절단·베임·찔림', 'Cut', '切割', 'Corte'],
  ['SHOCK', '감전', 'Electric shock', '触电', 'Electrocución'],
  ['FIRE', '화재', 'Fire', '火灾', 'Incendio'],
  ['EXPLOSION', '폭발', 'Explosion', '爆炸', 'Explosión'],
  ['BURN', '화상', 'Burn', '烧伤', 'Quemadura'],
  ['CHEM_LEAK', '화학물질 누출·접촉', 'Chemical exposure', '化学品泄漏', 'Exposición química'],
  ['SUFFOCATION', '질식', 'Suffocation', '窒息', 'Asfixia'],
  ['MSD', '근골격계질환', 'Musculoskeletal disorder', '肌肉骨骼疾病', 'Trastorno musculoesquelético'],
  ['HEAT_ILL', '온열질환', 'Heat illness', '热相关疾病', 'Golpe de calor'],
  ['OTHER', '기타', 'Other', '其他', 'Otro'],
];
const LEVEL3: Code[] = [['HIGH', '상', 'High', '高', 'Alto'], ['MEDIUM', '중', 'Medium', '中', 'Medio'], ['LOW', '하', 'Low', '低', 'Bajo']];
const CHECK_RESULTS: Code[] = [['OK', '적정', 'Adequate', '适当', 'Adecuado'], ['IMPROVE', '보완', 'Needs improvement', '需补充', 'Mejorar'], ['NA', '해당없음', 'Not applicable', '不适用', 'No aplica']];
const STAGES: Code[] = [
  ['FINDING', '유해·위험요인 파악', 'Hazard finding', '危险因素识别', 'Identificación'],
  ['REVIEW', '결과 검토', 'Review of results', '结果审查', 'Revisión'],
  ['SHARE', '결과 공유', 'Sharing of results', '结果共享', 'Difusión'],
];
const PART_METHODS: Code[] = [
  ['MEETING', '검토회의', 'Review meeting', '审查会议', 'Reunión'],
  ['SURVEY', '설문·청취조사', 'Survey', '问卷调查', 'Encuesta'],
  ['TBM', 'TBM 공유', 'Toolbox meeting', '班前会', 'Charla de seguridad'],
  ['SUGGESTION', '아차사고·제안', 'Near miss or suggestion', '险兆·建议', 'Casi accidente o sugerencia'],
  ['EDUCATION', '교육', 'Training', '培训', 'Formación'],
];
const YN: Code[] = [['Y', '예', 'Yes', '是', 'Sí'], ['N', '아니오', 'No', '否', 'No']];
/** HAZOP guide words (KOSHA GUIDE) */
const GUIDE_WORDS: Code[] = [
  ['NONE', '없음', 'No', '无', 'No'], ['MORE', '증가', 'More', '增加', 'Más'], ['LESS', '감소', 'Less', '减少', 'Menos'],
  ['REVERSE', '역', 'Reverse', '相反', 'Inverso'], ['PART', '부분', 'Part of', '部分', 'Parte de'], ['OTHER', '기타', 'Other than', '其他', 'Otro'],
];
/**
 * CHARM (KOSHA): the inputs' codes and every band as code data (attr1 the number), seeded with KOSHA's values (see the
 * README for the source and what could not be confirmed). A site or a KOSHA revision changes them in 코드관리.
 */
const bound = (m: [string, number][]) => Object.fromEntries(m.map(([k, v]) => [k, String(v)]));
const amountBound = bound(CHARM_DEFAULT_AMOUNT);
const CHARM_AMOUNTS: Code[] = [
  ['SMALL', '소량 (g·mL 단위, 하루 1kg·1L 미만)', 'Small (g, mL; under 1 kg or 1 L a day)', '少量（g、mL；每天不足1kg/1L）', 'Pequeña (g, mL; menos de 1 kg o 1 L al día)', amountBound.SMALL],
  ['MEDIUM', '중량 (kg·L 단위, 하루 1톤·1㎥ 미만)', 'Medium (kg, L; under 1 t or 1 m³ a day)', '中量（kg、L；每天不足1吨/1m³）', 'Media (kg, L; menos de 1 t o 1 m³ al día)', amountBound.MEDIUM],
  ['LARGE', '대량 (톤·㎥ 단위)', 'Large (t, m³)', '大量（吨、m³）', 'Grande (t, m³)'],
];
const boilBound = bound(CHARM_DEFAULT_BOILING);
const CHARM_VOLATILITIES: Code[] = [
  ['LOW', '낮음 (액체: 비점 150℃ 초과 / 고체: 펠렛·덩어리, 먼지 거의 없음)', 'Low (liquid: bp above 150 ℃ / solid: pellets, little dust)', '低（液体：沸点高于150℃／固体：颗粒、几乎无粉尘）', 'Baja (líquido: ebullición > 150 ℃ / sólido: gránulos, poco polvo)'],
  ['MEDIUM', '중간 (액체: 비점 50~150℃ / 고체: 결정·입자, 먼지가 곧 가라앉음)', 'Medium (liquid: bp 50–150 ℃ / solid: crystals, dust settles)', '中（液体：沸点50~150℃／固体：结晶、粉尘很快沉降）', 'Media (líquido: ebullición 50–150 ℃ / sólido: cristales, el polvo se asienta)', boilBound.MEDIUM],
  ['HIGH', '높음 (액체: 비점 50℃ 미만, 기체 / 고체: 미세 분말, 먼지가 날림)', 'High (liquid: bp below 50 ℃, gas / solid: fine powder, dust clouds)', '高（液体：沸点低于50℃、气体／固体：细粉、粉尘飞扬）', 'Alta (líquido: ebullición < 50 ℃, gas / sólido: polvo fino, nubes de polvo)', boilBound.HIGH],
];
const timeNames: Record<string, [string, string, string, string]> = {
  REGULAR: ['하루 30분 이상 또는 주 2회 이상', '30 min a day or more, or twice a week or more', '每天30分钟以上或每周2次以上', '30 min al día o más, o dos veces por semana o más'],
  BRIEF: ['하루 30분 미만이고 주 1회 이하 (노출수준 1단계 낮춤)', 'Under 30 min a day and at most weekly (one level lower)', '每天不足30分钟且每周1次以下（降低一级）', 'Menos de 30 min al día y como mucho semanal (un nivel menos)'],
};
const CHARM_TIME: Code[] = CHARM_DEFAULT_TIME.map(([c, adj]) => [c, ...timeNames[c]!, String(adj)] as Code);
const CHARM_EXPOSURE: Code[] = CHARM_DEFAULT_EXPOSURE.map(([c, lvl]) => [c, `사용량 ${c.split('.')[0]!} × 비산성·휘발성 ${c.split('.')[1]!}`, c, c, c, String(lvl)] as Code);
const CHARM_MEASURED: Code[] = CHARM_DEFAULT_MEASURED.map(([lvl, pct]) => [lvl, `노출수준 ${lvl}: 측정 농도가 노출기준의 ${String(pct)}% 초과`, `Level ${lvl}: measured above ${String(pct)} % of the limit`, `暴露水平${lvl}：检测浓度超过限值的${String(pct)}%`, `Nivel ${lvl}: medido por encima del ${String(pct)} % del límite`, String(pct)]);
const oelUnitNm: Record<string, string> = { PPM: 'ppm', MG_M3: 'mg/㎥' };
const CHARM_OEL: Code[] = CHARM_DEFAULT_OEL.map(([c, v]) => {
  const [unit, grade] = c.split('.') as [string, string];
  const u = oelUnitNm[unit]!;
  return [c, `유해성 ${grade}: 노출기준 ${String(v)} ${u} 이하`, `Grade ${grade}: limit up to ${String(v)} ${u}`, `危害${grade}：限值不超过${String(v)} ${u}`, `Grado ${grade}: límite hasta ${String(v)} ${u}`, String(v)];
});
const CHARM_HCODES: Code[] = CHARM_DEFAULT_HCODES.map(([h, g]) => {
  const cmr = CHARM_DEFAULT_CMR.includes(h);
  return [h, `${h} → 유해성 ${String(g)}${cmr ? ' (CMR)' : ''}`, `${h} → grade ${String(g)}`, `${h} → 危害${String(g)}`, `${h} → grado ${String(g)}`, String(g), cmr ? 'CMR' : undefined];
});
const CHARM_SCORE: Code[] = CHARM_DEFAULT_SCORE.map(([lvl, min]) => [lvl, `위험성 수준 ${lvl}: 점수 ${String(min)} 이상`, `Level ${lvl}: score ${String(min)} or more`, `风险水平${lvl}：分数${String(min)}以上`, `Nivel ${lvl}: puntuación ${String(min)} o más`, String(min)]);
const charmLevelNames: [string, string, string, string][] = [
  ['1 (낮음: 현재 관리 유지)', '1 (low: keep current controls)', '1（低：维持现有管理）', '1 (bajo: mantener los controles)'],
  ['2 (보통: 관리 계획에 따라 개선)', '2 (moderate: improve as planned)', '2（中：按计划改善）', '2 (moderado: mejorar según el plan)'],
  ['3 (높음: 개선 필요)', '3 (high: improve)', '3（高：需改善）', '3 (alto: mejorar)'],
  ['4 (매우 높음: 즉시 개선)', '4 (very high: act now)', '4（很高：立即改善）', '4 (muy alto: actuar ya)'],
];
const CHARM_LEVELS: Code[] = charmLevelNames.map((n, i) => [String(i + 1), ...n, CHARM_DEFAULT_ACTION_LEVELS.includes(i + 1) ? 'Y' : 'N'] as Code);
const CHARM_OEL_UNITS: Code[] = [['PPM', 'ppm (가스·증기)', 'ppm (gas, vapour)', 'ppm（气体、蒸气）', 'ppm (gas, vapor)'], ['MG_M3', 'mg/㎥ (분진·미스트·흄)', 'mg/m³ (dust, mist, fume)', 'mg/m³（粉尘、雾、烟）', 'mg/m³ (polvo, niebla, humo)']];
const CHARM_AMOUNT_UNITS: Code[] = [
  ['G', 'g', 'g', 'g', 'g'], ['ML', 'mL', 'mL', 'mL', 'mL'], ['KG', 'kg', 'kg', 'kg', 'kg'], ['L', 'L', 'L', 'L', 'L'], ['TON', '톤', 't', '吨', 't'], ['M3', '㎥', 'm³', 'm³', 'm³'],
];
const CHARM_STATES: Code[] = [['GAS', '기체', 'Gas', '气体', 'Gas'], ['LIQUID', '액체', 'Liquid', '液体', 'Líquido'], ['SOLID', '고체', 'Solid', '固体', 'Sólido']];
const CHARM_BASIS: Code[] = [
  ['CMR', 'CMR (H 코드)', 'CMR (H code)', 'CMR（H代码）', 'CMR (código H)'], ['OEL', '노출기준', 'Exposure limit', '接触限值', 'Límite de exposición'],
  ['HCODE', 'H 코드', 'H codes', 'H代码', 'Códigos H'], ['MEASURED', '작업환경측정', 'Measurement', '检测结果', 'Medición'],
  ['AMOUNT', '사용량×휘발성', 'Amount × volatility', '用量×挥发性', 'Cantidad × volatilidad'], ['ENTERED', '직접 입력(이전)', 'Entered (earlier)', '手动输入（以前）', 'Introducido (antes)'],
];

/**
 * 정기 위험성평가 due rule (지침 제15조; attr1 the number): the 정기 cycle in months, the days before the due date that
 * a department counts as due soon (and is reminded), and the months back an active 상시 plan exempts a department
 */
const DUE_SETTINGS: Code[] = [
  ['CYCLE_MONTHS', '정기 평가 주기 (개월)', 'Regular assessment cycle (months)', '定期评估周期（月）', 'Ciclo de la evaluación periódica (meses)', String(RSA_DUE_DEFAULTS.cycleMonths)],
  ['SOON_DAYS', '도래 알림 기준 (기한 전 일수)', 'Due-soon notice (days before the due date)', '到期提醒（到期前天数）', 'Aviso de vencimiento (días antes)', String(RSA_DUE_DEFAULTS.soonDays)],
  ['CONTINUOUS_MONTHS', '상시 평가 인정 기간 (개월)', 'Continuous assessment counts for (months)', '常时评估认可期间（月）', 'La evaluación continua cuenta (meses)', String(RSA_DUE_DEFAULTS.continuousMonths)],
];

/** structural codes of risk assessment (every installation) and the default 5×5 matrix of every plant */
export async function seedRsaBase(tx: DbOrTx): Promise<void> {
  const groups: [string, string, Code[]][] = [
    [G.kind, '위험성평가 종류', KINDS], [G.method, '위험성평가 방법', METHODS],
    [G.status, '위험성평가 상태', rsaPlanWorkflow.statuses.map((s) => [s.code, s.label.ko, s.label.en, s.label.zh, s.label.es] as Code)],
    [G.hazardClass, '유해·위험요인 분류', HAZARD_CLASSES], [G.hazard, '유해·위험요인', HAZARDS], [G.disasterType, '재해형태', DISASTER_TYPES],
    [G.level3, '위험성 수준(3단계)', LEVEL3], [G.checkResult, '체크리스트 결과', CHECK_RESULTS], [G.stage, '근로자 참여 단계', STAGES],
    [G.partMethod, '근로자 참여 방법', PART_METHODS], [G.yn, '예/아니오', YN], [G.guideWord, 'HAZOP 가이드워드', GUIDE_WORDS],
    [G.charmAmount, 'CHARM 사용량', CHARM_AMOUNTS], [G.charmVolatility, 'CHARM 비산성·휘발성', CHARM_VOLATILITIES], [G.charmTime, 'CHARM 작업시간 (attr1 = 노출수준 보정)', CHARM_TIME],
    [G.charmExposure, 'CHARM 노출수준표 (사용량.비산성 → attr1 노출수준)', CHARM_EXPOSURE], [G.charmMeasured, 'CHARM 측정 노출수준 (attr1 = 노출기준 대비 % 초과)', CHARM_MEASURED],
    [G.charmOel, 'CHARM 노출기준 유해성 등급 (attr1 = 노출기준 이하)', CHARM_OEL], [G.charmHCode, 'CHARM H 코드 유해성 등급 (attr1 = 등급, attr2 = CMR)', CHARM_HCODES],
    [G.charmScore, 'CHARM 위험성 수준 구간 (attr1 = 최저 점수)', CHARM_SCORE], [G.charmLevel, 'CHARM 위험성 수준 (attr1 = 개선 필요)', CHARM_LEVELS],
    [G.charmOelUnit, 'CHARM 노출기준 단위', CHARM_OEL_UNITS], [G.charmAmountUnit, 'CHARM 사용량 단위', CHARM_AMOUNT_UNITS], [G.charmState, 'CHARM 상태', CHARM_STATES],
    [G.charmBasis, 'CHARM 산정 근거', CHARM_BASIS],
    [RSA_DUE_SETTING_GROUP, '정기 위험성평가 기한 설정 (attr1 = 값)', DUE_SETTINGS],
  ];
  // hazards and disaster types are a site's data (add and rename in 코드관리); the rest are structural
  const structural = new Set<string>([
    G.kind, G.method, G.status, G.level3, G.checkResult, G.stage, G.yn, G.charmAmount, G.charmVolatility, G.charmOelUnit, G.charmAmountUnit, G.charmState, G.charmBasis,
  ]);
  await tx.insert(codeGroup).values(groups.map(([g, nm]) => ({ codeGroupCd: g, codeGroupNm: nm, systemYn: structural.has(g) ? 'Y' : 'N', codeGroupDesc: g === G.hazard ? 'attr1 = 유해·위험요인 분류' : null })))
    .onConflictDoNothing();
  await tx.insert(codeMaster).values(groups.flatMap(([g, , codes]) => codes.map(([code, ko, en, zh, es, attr1, attr2], i) => ({
    codeGroupCd: g, code, codeNm: ko, codeNmI18n: { en, zh, es }, attr1: attr1 ?? null, attr2: attr2 ?? null, sortOrder: i + 1, createUserId: 'system', updateUserId: 'system',
  })))).onConflictDoNothing();
  await seedRsaMatrices(tx);
  // 유해·위험요인 목록: the control kinds of its standard controls
  await seedRsaHazardLibBase(tx);
}

/** version 1 = the default 5×5 for every plant that has no matrix yet */
export async function seedRsaMatrices(tx: DbOrTx): Promise<void> {
  const plants = await queryRows<{ code: string }>(tx, sql`select code from com_code_master where code_group_cd = 'COM_PLANT_CD' and code <> '0000'`);
  for (const p of plants) await seedDefaultMatrix(tx, p.code);
}
