import { PSM_CODE_GROUPS as G, PSM_ELEMENTS, psmAuditWorkflow, psmBypassWorkflow } from '@jikim/shared';
import type { DbOrTx } from '../../db/client.js';
import { codeGroup, codeMaster } from '../../db/schema.js';

/** [code, ko, en, zh, es, attr1?, attr2?] */
type Code = [code: string, ko: string, en: string, zh: string, es: string, attr1?: string, attr2?: string];

/**
 * PSM code data (the legal basis of every cycle: README.md "Cycles"). Cycles: attr1 = months. SIL: attr1 = duties allowed
 * to approve a bypass (comma-separated), attr2 = the level's name in messages. Bypass limit: code = plant, attr1 = hours.
 * Shifts: attr1 = start time in plant time.
 */
const CODES: Record<string, Code[]> = {
  [G.equipType]: [
    ['VESSEL', '압력용기', 'Pressure vessel', '压力容器', 'Recipiente a presión'], ['TANK', '저장탱크', 'Storage tank', '储罐', 'Tanque'],
    ['PUMP', '펌프', 'Pump', '泵', 'Bomba'], ['COMPRESSOR', '압축기', 'Compressor', '压缩机', 'Compresor'],
    ['HEAT_EXCH', '열교환기', 'Heat exchanger', '换热器', 'Intercambiador'], ['VAPORISER', '기화기', 'Vaporiser', '气化器', 'Vaporizador'],
    ['BOILER', '보일러', 'Boiler', '锅炉', 'Caldera'], ['TURBINE', '터빈', 'Turbine', '汽轮机', 'Turbina'], ['GENERATOR', '발전기', 'Generator', '发电机', 'Generador'],
    ['ETC', '기타', 'Other', '其他', 'Otro'],
  ],
  // 산안법 시행규칙 제126조 (안전검사 주기): 압력용기 — 설치 후 3년 이내 최초, 이후 2년마다 (PSM 확인 사업장 4년마다)
  [G.inspectCycle]: [
    ['M12', '1년', '1 year', '1年', '1 año', '12'], ['M24', '2년(압력용기 안전검사)', '2 years (pressure vessel)', '2年(压力容器)', '2 años (recipiente)', '24'],
    ['M36', '3년(최초 안전검사)', '3 years (first inspection)', '3年(首次检验)', '3 años (primera)', '36'], ['M48', '4년(PSM 확인 사업장)', '4 years (PSM site)', '4年(PSM确认企业)', '4 años (sitio PSM)', '48'],
  ],
  // 안전보건규칙 제261조 제3항: 안전밸브 검사 주기
  [G.valveCycle]: [
    ['Y1', '1년(공정유체 직접 접촉)', '1 year (fluid touches disc)', '1年(直接接触)', '1 año (contacto directo)', '12'],
    ['Y2', '2년(파열판 후단 설치)', '2 years (rupture disc upstream)', '2年(爆破片后)', '2 años (disco de ruptura)', '24'],
    ['Y4', '4년(PSM 이행상태평가 우수)', '4 years (PSM grade P)', '4年(PSM优秀)', '4 años (PSM grado P)', '48'],
  ],
  // IEC 61511-1 16.3: proof test interval from the SIL verification (site data)
  [G.interlockCycle]: [
    ['M6', '6개월', '6 months', '6个月', '6 meses', '6'], ['M12', '1년', '1 year', '1年', '1 año', '12'], ['M24', '2년(정기보수 주기)', '2 years (turnaround)', '2年(大修周期)', '2 años (parada)', '24'],
  ],
  // KOSHA GUIDE P-166 가스누출감지경보기 설치·유지 지침: 정기 교정 (site practice 분기·반기)
  [G.calCycle]: [['M3', '3개월(분기)', '3 months', '3个月', '3 meses', '3'], ['M6', '6개월(반기)', '6 months', '6个月', '6 meses', '6'], ['M12', '1년', '1 year', '1年', '1 año', '12']],
  [G.sil]: [
    ['SIL0', '해당없음(BPCS)', 'None (BPCS)', '无(BPCS)', 'Ninguno (BPCS)', 'DUT02,DUT03,DUT04,DUT05,DUT06', '교대 책임자'],
    ['SIL1', 'SIL 1', 'SIL 1', 'SIL 1', 'SIL 1', 'DUT02,DUT03,DUT04,DUT05,DUT06', '교대 책임자'],
    ['SIL2', 'SIL 2', 'SIL 2', 'SIL 2', 'SIL 2', 'DUT03,DUT04,DUT05', '팀장'],
    ['SIL3', 'SIL 3', 'SIL 3', 'SIL 3', 'SIL 3', 'DUT04,DUT05', '처장'],
  ],
  [G.gas]: [
    ['CH4', '메탄(LNG)', 'Methane (LNG)', '甲烷(LNG)', 'Metano (GNL)'], ['H2', '수소', 'Hydrogen', '氢气', 'Hidrógeno'], ['NH3', '암모니아', 'Ammonia', '氨', 'Amoníaco'],
    ['CO', '일산화탄소', 'Carbon monoxide', '一氧化碳', 'Monóxido de carbono'], ['H2S', '황화수소', 'Hydrogen sulphide', '硫化氢', 'Sulfuro de hidrógeno'],
    ['O2', '산소', 'Oxygen', '氧气', 'Oxígeno'], ['FLAME', '화염', 'Flame', '火焰', 'Llama'], ['SMOKE', '연기', 'Smoke', '烟雾', 'Humo'], ['HEAT', '열', 'Heat', '热', 'Calor'],
  ],
  // KS C IEC 60079-10-1 (폭발위험장소 구분), 안전보건규칙 제230조
  [G.zone]: [['Z0', '0종 장소', 'Zone 0', '0区', 'Zona 0'], ['Z1', '1종 장소', 'Zone 1', '1区', 'Zona 1'], ['Z2', '2종 장소', 'Zone 2', '2区', 'Zona 2']],
  [G.gasGroup]: [['IIA', 'IIA', 'IIA', 'IIA', 'IIA'], ['IIB', 'IIB', 'IIB', 'IIB', 'IIB'], ['IIC', 'IIC', 'IIC', 'IIC', 'IIC']],
  [G.tempClass]: ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'].map((t) => [t, t, t, t, t] as Code),
  [G.drawingType]: [
    ['PFD', '공정흐름도(PFD)', 'PFD', '工艺流程图(PFD)', 'PFD'], ['PID', '공정배관계장도(P&ID)', 'P&ID', '管道仪表流程图(P&ID)', 'P&ID'],
    ['SLD', '전기 단선도', 'Single-line diagram', '电气单线图', 'Diagrama unifilar'], ['LAYOUT', '배치도', 'Layout', '平面布置图', 'Disposición'],
    ['HAC', '폭발위험장소 구분도', 'Hazardous area classification', '爆炸危险区域划分图', 'Clasificación de áreas'],
  ],
  [G.dueKind]: [
    ['VALVE_TEST', '안전밸브 검사', 'Safety valve test', '安全阀检验', 'Prueba de válvula'], ['INTERLOCK_TEST', '인터록 시험', 'Interlock test', '联锁测试', 'Prueba de enclavamiento'],
    ['DETECTOR_CAL', '감지기 교정', 'Detector calibration', '探测器校准', 'Calibración de detector'], ['EQUIP_INSPECT', '설비 검사', 'Equipment inspection', '设备检验', 'Inspección de equipo'],
  ],
  [G.testResult]: [['PASS', '적합', 'Pass', '合格', 'Conforme'], ['ADJUSTED', '조정 후 적합', 'Pass after adjustment', '调整后合格', 'Conforme tras ajuste'], ['FAIL', '부적합', 'Fail', '不合格', 'No conforme']],
  [G.bypassStatus]: psmBypassWorkflow.statuses.map((s) => [s.code, s.label.ko, s.label.en, s.label.zh, s.label.es] as Code),
  [G.bypassLimit]: [['1000', '서해화력발전소', 'Power plant', '电厂', 'Central', '72'], ['2000', '남해LNG기지', 'LNG terminal', 'LNG接收站', 'Terminal GNL', '72']],
  [G.shift]: [['A', '주간조', 'Day shift', '白班', 'Turno de día', '06:00'], ['B', '오후조', 'Afternoon shift', '中班', 'Turno de tarde', '14:00'], ['C', '야간조', 'Night shift', '夜班', 'Turno de noche', '22:00']],
  [G.element]: PSM_ELEMENTS.map(([c, ko, en, zh, es]) => [c, ko, en, zh, es, 'SELF'] as Code),
  [G.auditType]: [['SELF', '자체감사', 'Self-audit', '自我审核', 'Autoauditoría']],
  [G.mocItemKind]: [['EQUIP', '설비', 'Equipment', '设备', 'Equipo'], ['PIPE', '배관', 'Line', '管道', 'Línea'], ['DRAWING', '도면', 'Drawing', '图纸', 'Plano']],
  [G.auditStatus]: psmAuditWorkflow.statuses.map((s) => [s.code, s.label.ko, s.label.en, s.label.zh, s.label.es] as Code),
  [G.grade]: [['P', 'P (우수)', 'P', 'P', 'P'], ['S', 'S (양호)', 'S', 'S', 'S'], ['M+', 'M+ (보통)', 'M+', 'M+', 'M+'], ['M-', 'M- (불량)', 'M-', 'M-', 'M-']],
};
const NAMES: Record<string, string> = {
  [G.equipType]: 'PSM 설비 구분', [G.inspectCycle]: 'PSM 설비 검사주기 (attr1 개월)', [G.valveCycle]: '안전밸브 검사주기 (attr1 개월)', [G.interlockCycle]: '인터록 시험주기 (attr1 개월)',
  [G.calCycle]: '감지기 교정주기 (attr1 개월)', [G.sil]: 'SIL (attr1 우회 승인 직책, attr2 승인 수준)', [G.gas]: '감지 대상 가스', [G.zone]: '폭발위험장소 종별', [G.gasGroup]: '가스 그룹',
  [G.tempClass]: '온도 등급', [G.drawingType]: '공정 도면 구분', [G.dueKind]: 'PSM 시험·검사 구분', [G.testResult]: 'PSM 시험 결과', [G.bypassStatus]: '인터록 우회 상태',
  [G.bypassLimit]: '인터록 우회 한도 (code 사업장, attr1 시간: 넘으면 MOC 필요)', [G.shift]: '교대조 (attr1 시작시각)', [G.element]: 'PSM 12대 요소 (attr1 감사 구분)',
  [G.auditType]: 'PSM 감사 구분', [G.mocItemKind]: '변경관리 대상 구분 (PSM)', [G.auditStatus]: 'PSM 자체감사 상태', [G.grade]: 'PSM 등급',
};
/** groups a site edits (cycles, limits, shifts, SIL approvers); the others are structural */
const EDITABLE = new Set<string>([G.equipType, G.inspectCycle, G.valveCycle, G.interlockCycle, G.calCycle, G.sil, G.gas, G.bypassLimit, G.shift]);

/** PSM codes every installation needs */
export async function seedPsmBase(tx: DbOrTx): Promise<void> {
  await tx.insert(codeGroup).values(Object.entries(NAMES).map(([codeGroupCd, codeGroupNm]) => ({ codeGroupCd, codeGroupNm, systemYn: EDITABLE.has(codeGroupCd) ? 'N' : 'Y' }))).onConflictDoNothing();
  await tx.insert(codeMaster).values(Object.entries(CODES).flatMap(([g, codes]) => codes.map(([code, ko, en, zh, es, attr1, attr2], i) => ({
    codeGroupCd: g, code, codeNm: ko, codeNmI18n: { en, zh, es }, attr1: attr1 ?? null, attr2: attr2 ?? null, sortOrder: i + 1, createUserId: 'system', updateUserId: 'system',
  })))).onConflictDoNothing();
}
