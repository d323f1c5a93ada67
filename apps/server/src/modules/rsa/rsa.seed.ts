import { sql } from 'drizzle-orm';
import { RSA_CODE_GROUPS as G, rsaPlanWorkflow } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { codeGroup, codeMaster } from '../../db/schema.js';
import { seedDefaultMatrix } from './matrix.service.js';

type Code = [code: string, ko: string, en: string, zh: string, es: string, attr1?: string];

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

/** structural codes of risk assessment (every installation) and the default 5×5 matrix of every plant */
export async function seedRsaBase(tx: DbOrTx): Promise<void> {
  const groups: [string, string, Code[]][] = [
    [G.kind, '위험성평가 종류', KINDS], [G.method, '위험성평가 방법', METHODS],
    [G.status, '위험성평가 상태', rsaPlanWorkflow.statuses.map((s) => [s.code, s.label.ko, s.label.en, s.label.zh, s.label.es] as Code)],
    [G.hazardClass, '유해·위험요인 분류', HAZARD_CLASSES], [G.hazard, '유해·위험요인', HAZARDS], [G.disasterType, '재해형태', DISASTER_TYPES],
    [G.level3, '위험성 수준(3단계)', LEVEL3], [G.checkResult, '체크리스트 결과', CHECK_RESULTS], [G.stage, '근로자 참여 단계', STAGES],
    [G.partMethod, '근로자 참여 방법', PART_METHODS], [G.yn, '예/아니오', YN],
  ];
  // hazards and disaster types are a site's data (add and rename in 코드관리); the rest are structural
  const structural = new Set<string>([G.kind, G.method, G.status, G.level3, G.checkResult, G.stage, G.yn]);
  await tx.insert(codeGroup).values(groups.map(([g, nm]) => ({ codeGroupCd: g, codeGroupNm: nm, systemYn: structural.has(g) ? 'Y' : 'N', codeGroupDesc: g === G.hazard ? 'attr1 = 유해·위험요인 분류' : null })))
    .onConflictDoNothing();
  await tx.insert(codeMaster).values(groups.flatMap(([g, , codes]) => codes.map(([code, ko, en, zh, es, attr1], i) => ({
    codeGroupCd: g, code, codeNm: ko, codeNmI18n: { en, zh, es }, attr1: attr1 ?? null, sortOrder: i + 1, createUserId: 'system', updateUserId: 'system',
  })))).onConflictDoNothing();
  await seedRsaMatrices(tx);
}

/** version 1 = the default 5×5 for every plant that has no matrix yet */
export async function seedRsaMatrices(tx: DbOrTx): Promise<void> {
  const plants = await queryRows<{ code: string }>(tx, sql`select code from com_code_master where code_group_cd = 'COM_PLANT_CD' and code <> '0000'`);
  for (const p of plants) await seedDefaultMatrix(tx, p.code);
}
