import {
  accidentWorkflow, nearMissWorkflow, SAF_ACC_CODE_GROUPS as G, SAF_ACC_RULE_DEFAULTS, SAF_LOST_DAYS_DEFAULTS, SAF_NEARMISS_STATUS_GROUP, SAF_NEARMISS_TYPE_GROUP, SAF_NOACC_STATUS_GROUP,
} from '@jikim/shared';
import type { DbOrTx } from '../../../db/client.js';
import { codeGroup, codeMaster } from '../../../db/schema.js';

type Code = [code: string, ko: string, en: string, zh: string, es: string, attr1?: string];

// 재해발생형태 (KOSHA classification, DOMAIN.md)
const TYPES: Code[] = [
  ['FALL', '떨어짐', 'Fall from height', '坠落', 'Caída de altura'], ['SLIP', '넘어짐', 'Slip or trip', '摔倒', 'Resbalón o tropiezo'],
  ['CRUSH', '깔림·뒤집힘', 'Caught under / overturn', '压倒·翻倒', 'Aplastamiento / vuelco'], ['BUMP', '부딪힘', 'Collision', '碰撞', 'Choque'],
  ['STRUCK', '물체에 맞음', 'Struck by object', '物体打击', 'Golpe por objeto'], ['COLLAPSE', '무너짐', 'Collapse', '坍塌', 'Derrumbe'],
  ['CAUGHT', '끼임', 'Caught in', '夹入', 'Atrapamiento'], ['CUT', '절단·베임·찔림', 'Cut or stab', '切割·割伤·刺伤', 'Corte o pinchazo'],
  ['ELEC', '감전', 'Electric shock', '触电', 'Electrocución'], ['EXPLOSION', '폭발', 'Explosion', '爆炸', 'Explosión'],
  ['BURST', '파열', 'Burst', '破裂', 'Rotura'], ['FIRE', '화재', 'Fire', '火灾', 'Incendio'],
  ['OVEREXERT', '불균형 및 무리한 동작', 'Overexertion', '不平衡及过度动作', 'Sobreesfuerzo'], ['TEMP', '이상온도 물체 접촉', 'Contact with hot/cold object', '接触异常温度物体', 'Contacto térmico'],
  ['CHEM', '화학물질 누출·접촉', 'Chemical release or contact', '化学品泄漏·接触', 'Fuga o contacto químico'], ['OXYGEN', '산소결핍', 'Oxygen deficiency', '缺氧', 'Falta de oxígeno'],
  ['DROWN', '빠짐·익사', 'Drowning', '溺水', 'Ahogamiento'], ['TRAFFIC', '사업장 내 교통사고', 'Traffic accident on site', '场内交通事故', 'Accidente de tráfico interno'],
  ['ETC', '기타', 'Other', '其他', 'Otro'],
];
// 기인물·가해물 (common objects of a power plant and a gas terminal)
const OBJECTS: Code[] = [
  ['LADDER', '사다리', 'Ladder', '梯子', 'Escalera'], ['SCAFFOLD', '비계·작업발판', 'Scaffold', '脚手架', 'Andamio'], ['STAIR', '계단·통로', 'Stairs / walkway', '楼梯·通道', 'Escalera / pasillo'],
  ['CONVEYOR', '컨베이어', 'Conveyor', '输送机', 'Cinta transportadora'], ['CRANE', '크레인·호이스트', 'Crane / hoist', '起重机·葫芦', 'Grúa / polipasto'],
  ['ROTATING', '회전기계', 'Rotating machine', '旋转机械', 'Máquina rotativa'], ['HANDTOOL', '수공구', 'Hand tool', '手工具', 'Herramienta manual'],
  ['PIPE', '배관·밸브', 'Pipe / valve', '管道·阀门', 'Tubería / válvula'], ['VESSEL', '압력용기', 'Pressure vessel', '压力容器', 'Recipiente a presión'],
  ['ELECTRIC', '전기설비', 'Electrical equipment', '电气设备', 'Equipo eléctrico'], ['STEAM', '증기·고온유체', 'Steam / hot fluid', '蒸汽·高温流体', 'Vapor / fluido caliente'],
  ['GAS', '가스(LNG 등)', 'Gas (LNG etc.)', '气体(LNG等)', 'Gas (GNL, etc.)'], ['CHEMICAL', '화학물질', 'Chemical', '化学品', 'Producto químico'],
  ['VEHICLE', '차량·지게차', 'Vehicle / forklift', '车辆·叉车', 'Vehículo / carretilla'], ['MATERIAL', '자재·중량물', 'Material / heavy load', '材料·重物', 'Material / carga pesada'],
  ['FLOOR', '바닥·개구부', 'Floor / opening', '地面·开口', 'Suelo / abertura'], ['ETC', '기타', 'Other', '其他', 'Otro'],
];
const WEATHER: Code[] = [
  ['CLEAR', '맑음', 'Clear', '晴', 'Despejado'], ['CLOUDY', '흐림', 'Cloudy', '阴', 'Nublado'], ['RAIN', '비', 'Rain', '雨', 'Lluvia'],
  ['SNOW', '눈', 'Snow', '雪', 'Nieve'], ['WIND', '강풍', 'Strong wind', '大风', 'Viento fuerte'], ['HEAT', '폭염', 'Heat wave', '酷暑', 'Ola de calor'], ['COLD', '한파', 'Cold wave', '寒潮', 'Ola de frío'],
];
const VICTIM_TYPES: Code[] = [['EMPLOYEE', '직원', 'Employee', '员工', 'Empleado'], ['VENDOR', '협력업체 근로자', 'Contractor worker', '协力企业工人', 'Trabajador contratista']];
const EMPLOY_TYPES: Code[] = [
  ['REGULAR', '정규직', 'Permanent', '正式工', 'Fijo'], ['CONTRACT', '계약직', 'Fixed-term', '合同工', 'Temporal'],
  ['DAILY', '일용직', 'Day labourer', '日工', 'Jornalero'], ['DISPATCH', '파견', 'Dispatched', '派遣', 'Cedido'],
];
const INJURY_KINDS: Code[] = [
  ['FRACTURE', '골절', 'Fracture', '骨折', 'Fractura'], ['SPRAIN', '염좌', 'Sprain', '扭伤', 'Esguince'], ['BRUISE', '타박상', 'Bruise', '挫伤', 'Contusión'],
  ['CUT', '찰과상·열상', 'Laceration', '擦伤·裂伤', 'Laceración'], ['BURN', '화상', 'Burn', '烧伤', 'Quemadura'], ['AMPUTATION', '절단', 'Amputation', '截断', 'Amputación'],
  ['ELECTRIC', '전기상해', 'Electrical injury', '电伤', 'Lesión eléctrica'], ['POISON', '중독·질식', 'Poisoning / asphyxia', '中毒·窒息', 'Intoxicación / asfixia'],
  ['ILLNESS', '직업성 질병', 'Occupational illness', '职业病', 'Enfermedad profesional'], ['ETC', '기타', 'Other', '其他', 'Otro'],
];
const BODY_PARTS: Code[] = [
  ['HEAD', '머리', 'Head', '头部', 'Cabeza'], ['EYE', '눈', 'Eye', '眼', 'Ojo'], ['FACE', '얼굴', 'Face', '面部', 'Cara'], ['NECK', '목', 'Neck', '颈部', 'Cuello'],
  ['TRUNK', '몸통', 'Trunk', '躯干', 'Tronco'], ['BACK', '허리', 'Lower back', '腰部', 'Espalda baja'], ['ARM', '팔', 'Arm', '手臂', 'Brazo'],
  ['HAND', '손·손가락', 'Hand / finger', '手·手指', 'Mano / dedo'], ['LEG', '다리', 'Leg', '腿', 'Pierna'], ['FOOT', '발', 'Foot', '脚', 'Pie'],
  ['MULTI', '여러 부위', 'Multiple', '多部位', 'Varias partes'], ['WHOLE', '전신', 'Whole body', '全身', 'Cuerpo entero'],
];
// 유해인자 of the 3-illness rule (중처법 시행령 별표 1 lists the diseases; the factor groups the cases)
const HAZARD_FACTORS: Code[] = [
  ['HEAT', '고열(온열)', 'Heat', '高温', 'Calor'], ['NOISE', '소음', 'Noise', '噪声', 'Ruido'], ['DUST', '분진', 'Dust', '粉尘', 'Polvo'],
  ['LEAD', '납 및 화합물', 'Lead compounds', '铅及其化合物', 'Plomo'], ['BENZENE', '벤젠', 'Benzene', '苯', 'Benceno'], ['H2S', '황화수소', 'Hydrogen sulphide', '硫化氢', 'Sulfuro de hidrógeno'],
  ['CO', '일산화탄소', 'Carbon monoxide', '一氧化碳', 'Monóxido de carbono'], ['SOLVENT', '유기용제', 'Organic solvent', '有机溶剂', 'Disolvente orgánico'],
  ['BIO', '생물학적 인자', 'Biological agent', '生物因素', 'Agente biológico'], ['ETC', '기타', 'Other', '其他', 'Otro'],
];
const CAUSE_KINDS: Code[] = [
  ['UNSAFE_ACT', '직접원인 - 불안전한 행동', 'Direct - unsafe act', '直接原因-不安全行为', 'Directa - acto inseguro'],
  ['UNSAFE_COND', '직접원인 - 불안전한 상태', 'Direct - unsafe condition', '直接原因-不安全状态', 'Directa - condición insegura'],
  ['TECH', '간접원인 - 기술적', 'Indirect - technical', '间接原因-技术', 'Indirecta - técnica'],
  ['EDU', '간접원인 - 교육적', 'Indirect - education', '间接原因-教育', 'Indirecta - formación'],
  ['MGMT', '간접원인 - 관리적', 'Indirect - management', '间接原因-管理', 'Indirecta - gestión'],
];
const CAUSES: Code[] = [
  ['PPE', '보호구 미착용', 'No PPE', '未佩戴防护用品', 'Sin EPP'], ['PROCEDURE', '작업절차 미준수', 'Procedure not followed', '未遵守作业程序', 'Procedimiento incumplido'],
  ['LOTO', '잠금·표지(LOTO) 미실시', 'No LOTO', '未实施上锁挂牌', 'Sin bloqueo/etiquetado'], ['HURRY', '서두름·확인 소홀', 'Haste / no check', '匆忙·疏于确认', 'Prisa / sin comprobar'],
  ['GUARD', '방호장치 결함·해제', 'Guard missing or defeated', '防护装置缺陷·拆除', 'Resguardo ausente'], ['LAYOUT', '작업장 정리정돈 불량', 'Poor housekeeping', '现场整理不良', 'Desorden'],
  ['DEFECT', '설비 결함', 'Equipment defect', '设备缺陷', 'Defecto de equipo'], ['LIGHT', '조명·환경 불량', 'Poor lighting / environment', '照明·环境不良', 'Iluminación deficiente'],
  ['DESIGN', '설계·구조 결함', 'Design flaw', '设计·结构缺陷', 'Defecto de diseño'], ['TRAINING', '교육 부족', 'Insufficient training', '教育不足', 'Formación insuficiente'],
  ['SUPERVISION', '관리감독 소홀', 'Poor supervision', '监督不力', 'Supervisión deficiente'], ['PLAN', '작업계획 미흡', 'Poor work planning', '作业计划不足', 'Planificación deficiente'],
  ['ETC', '기타', 'Other', '其他', 'Otro'],
];
const NEAR_MISS_TYPES: Code[] = [
  ['FALL', '추락·전도 위험', 'Fall or slip hazard', '坠落·摔倒危险', 'Riesgo de caída'], ['CAUGHT', '끼임·협착 위험', 'Caught-in hazard', '夹入危险', 'Riesgo de atrapamiento'],
  ['STRUCK', '낙하·비래 위험', 'Falling object', '落物危险', 'Caída de objetos'], ['ELEC', '감전 위험', 'Electrical hazard', '触电危险', 'Riesgo eléctrico'],
  ['LEAK', '누출(가스·화학물질)', 'Leak (gas / chemical)', '泄漏(气体·化学品)', 'Fuga (gas / químico)'], ['FIRE', '화재·폭발 위험', 'Fire or explosion', '火灾·爆炸危险', 'Incendio o explosión'],
  ['TRAFFIC', '차량·지게차', 'Vehicle / forklift', '车辆·叉车', 'Vehículo / carretilla'], ['ETC', '기타', 'Other', '其他', 'Otro'],
];
const RULE_NAMES: Record<keyof typeof SAF_ACC_RULE_DEFAULTS, string> = {
  OSHA_TREAT_DAYS: '산안법 중대재해: 요양기간 기준(일) — 3개월',
  OSHA_TREAT_PEOPLE: '산안법 중대재해: 요양기간 기준 인원(명)',
  OSHA_INJURED: '산안법 중대재해: 동시 부상자·질병자 수(명)',
  SAPA_TREAT_DAYS: '중처법 중대산업재해: 치료기간 기준(일) — 6개월',
  SAPA_TREAT_PEOPLE: '중처법 중대산업재해: 치료기간 기준 인원(명)',
  SAPA_ILLNESS_COUNT: '중처법 중대산업재해: 동일 유해요인 직업성 질병자 수(명)',
  SAPA_ILLNESS_MONTHS: '중처법 중대산업재해: 직업성 질병 집계 기간(개월)',
  REPORT_LOST_DAYS: '산업재해조사표: 휴업일수 기준(일)',
  REPORT_DUE_MONTHS: '산업재해조사표: 제출기한(개월)',
};

/** structural codes of the accident register (every installation); the legal numbers are rows (attr1), not code */
export async function seedAccidentBase(tx: DbOrTx): Promise<void> {
  await tx.insert(codeGroup).values([
    { codeGroupCd: G.status, codeGroupNm: '사고 상태', systemYn: 'Y', codeGroupDesc: '워크플로 정의(packages/shared/src/safety/accidents)와 같은 코드' },
    { codeGroupCd: G.type, codeGroupNm: '재해발생형태', systemYn: 'N' },
    { codeGroupCd: G.object, codeGroupNm: '기인물·가해물', systemYn: 'N' },
    { codeGroupCd: G.weather, codeGroupNm: '날씨', systemYn: 'N' },
    { codeGroupCd: G.victimType, codeGroupNm: '재해자 구분', systemYn: 'Y' },
    { codeGroupCd: G.employType, codeGroupNm: '고용형태', systemYn: 'N' },
    { codeGroupCd: G.injuryKind, codeGroupNm: '상해종류', systemYn: 'N' },
    { codeGroupCd: G.bodyPart, codeGroupNm: '상해부위', systemYn: 'N' },
    { codeGroupCd: G.hazardFactor, codeGroupNm: '직업성 질병 유해인자', systemYn: 'N' },
    { codeGroupCd: G.causeKind, codeGroupNm: '사고원인 구분', systemYn: 'Y' },
    { codeGroupCd: G.cause, codeGroupNm: '사고원인', systemYn: 'N' },
    { codeGroupCd: G.lostDays, codeGroupNm: '근로손실일수(신체장해등급별)', systemYn: 'N', codeGroupDesc: 'attr1 = 근로손실일수. 사망·1~3급 7,500일' },
    { codeGroupCd: G.rule, codeGroupNm: '사고 법정분류 기준', systemYn: 'N', codeGroupDesc: 'attr1 = 기준값. 법령 개정 시 값만 바꿉니다' },
    { codeGroupCd: SAF_NEARMISS_TYPE_GROUP, codeGroupNm: '아차사고 유형', systemYn: 'N' },
    { codeGroupCd: SAF_NEARMISS_STATUS_GROUP, codeGroupNm: '아차사고 상태', systemYn: 'Y' },
    { codeGroupCd: SAF_NOACC_STATUS_GROUP, codeGroupNm: '무재해 기록 상태', systemYn: 'Y' },
  ]).onConflictDoNothing();
  const rows = (group: string, codes: Code[]) => codes.map(([code, ko, en, zh, es, attr1], i) => ({
    codeGroupCd: group, code, codeNm: ko, codeNmI18n: { en, zh, es }, attr1: attr1 ?? null, sortOrder: i + 1, createUserId: 'system', updateUserId: 'system',
  }));
  const statuses: Code[] = accidentWorkflow.statuses.map((s) => [s.code, s.label.ko, s.label.en, s.label.zh, s.label.es]);
  const nmStatuses: Code[] = nearMissWorkflow.statuses.map((s) => [s.code, s.label.ko, s.label.en, s.label.zh, s.label.es]);
  const lost: Code[] = Object.entries(SAF_LOST_DAYS_DEFAULTS).map(([code, days]) => {
    const g = code.replace('GRADE_', '');
    return code === 'DEATH'
      ? [code, '사망', 'Death', '死亡', 'Muerte', String(days)]
      : [code, `신체장해 ${g}급`, `Disability grade ${g}`, `伤残${g}级`, `Discapacidad grado ${g}`, String(days)];
  });
  const rules: Code[] = Object.entries(SAF_ACC_RULE_DEFAULTS).map(([code, v]) => [code, RULE_NAMES[code as keyof typeof RULE_NAMES], code, code, code, String(v)]);
  await tx.insert(codeMaster).values([
    ...rows(G.status, statuses), ...rows(G.type, TYPES), ...rows(G.object, OBJECTS), ...rows(G.weather, WEATHER), ...rows(G.victimType, VICTIM_TYPES),
    ...rows(G.employType, EMPLOY_TYPES), ...rows(G.injuryKind, INJURY_KINDS), ...rows(G.bodyPart, BODY_PARTS), ...rows(G.hazardFactor, HAZARD_FACTORS),
    ...rows(G.causeKind, CAUSE_KINDS), ...rows(G.cause, CAUSES), ...rows(G.lostDays, lost), ...rows(G.rule, rules),
    ...rows(SAF_NEARMISS_TYPE_GROUP, NEAR_MISS_TYPES), ...rows(SAF_NEARMISS_STATUS_GROUP, nmStatuses),
    ...rows(SAF_NOACC_STATUS_GROUP, [['ACTIVE', '진행중', 'Counting', '进行中', 'En curso'], ['RESET', '재해로 종료', 'Reset by accident', '因事故终止', 'Reiniciado por accidente']]),
  ]).onConflictDoNothing();
}
