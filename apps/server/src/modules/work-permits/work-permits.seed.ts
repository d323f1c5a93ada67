import { permitWorkflow, SAF_WKOD_DEFAULTS, SAF_WKOD_GROUPS as G, SAF_WKOD_SETTINGS } from '@jikim/shared';
import type { DbOrTx } from '../../db/client.js';
import { codeGroup, codeMaster } from '../../db/schema.js';
import { attachSetting } from '../attachments/attachments.tables.js';

type Code = [code: string, ko: string, en: string, zh: string, es: string, attr1?: string, attr2?: string, attr3?: string];

const KINDS: Code[] = [
  ['GENERAL', '일반위험작업', 'General hazardous work', '一般危险作业', 'Trabajo peligroso general'],
  ['HOT', '화기작업', 'Hot work', '动火作业', 'Trabajo en caliente'],
  ['CONFINED', '밀폐공간 출입', 'Confined space entry', '密闭空间进入', 'Entrada a espacio confinado'],
  ['ELECTRIC', '정전·전기작업', 'Electrical isolation work', '停电·电气作业', 'Trabajo eléctrico con corte'],
  ['HEIGHT', '고소작업', 'Work at height', '高处作业', 'Trabajo en altura'],
  ['EXCAVATION', '굴착작업', 'Excavation', '挖掘作业', 'Excavación'],
  ['HEAVY', '중량물 인양', 'Heavy lifting', '重物吊装', 'Izaje de cargas pesadas'],
  ['RADIATION', '방사선 작업', 'Radiation work', '辐射作业', 'Trabajo con radiación'],
];
/** plant areas (attr1 = plant) */
const AREAS: Code[] = [
  ['E_BOILER', '보일러동', 'Boiler house', '锅炉房', 'Edificio de calderas', '1000'],
  ['E_TURBINE', '터빈동', 'Turbine hall', '汽轮机房', 'Sala de turbinas', '1000'],
  ['E_COAL', '저탄장·컨베이어', 'Coal yard and conveyors', '储煤场·输送机', 'Parque de carbón y cintas', '1000'],
  ['E_FGD', '탈황설비', 'Flue gas desulphurisation', '脱硫设备', 'Desulfuración', '1000'],
  ['E_SWITCHYARD', '변전소·개폐소', 'Switchyard', '变电站', 'Subestación', '1000'],
  ['E_WATER', '수처리동', 'Water treatment', '水处理站', 'Tratamiento de agua', '1000'],
  ['G_TANK', 'LNG 저장탱크', 'LNG storage tanks', 'LNG储罐', 'Tanques de GNL', '2000'],
  ['G_JETTY', '하역부두', 'Unloading jetty', '卸船码头', 'Muelle de descarga', '2000'],
  ['G_VAPORIZER', '기화설비', 'Vaporisers', '气化设备', 'Vaporizadores', '2000'],
  ['G_BOG', 'BOG 압축기동', 'BOG compressor house', 'BOG压缩机房', 'Compresores de BOG', '2000'],
  ['G_SENDOUT', '송출설비', 'Send-out facilities', '外输设备', 'Instalaciones de emisión', '2000'],
];
const PPE: Code[] = [
  ['HELMET', '안전모', 'Helmet', '安全帽', 'Casco'], ['SHOES', '안전화', 'Safety shoes', '安全鞋', 'Calzado de seguridad'],
  ['HARNESS', '안전대(전신식)', 'Full-body harness', '全身式安全带', 'Arnés'], ['GLOVES', '보호장갑', 'Gloves', '防护手套', 'Guantes'],
  ['FACE_SHIELD', '용접면·보안경', 'Welding shield / goggles', '焊接面罩·护目镜', 'Careta de soldar / gafas'],
  ['SCBA', '공기호흡기·송기마스크', 'SCBA / airline respirator', '空气呼吸器·送风面罩', 'Equipo autónomo / línea de aire'],
  ['INSULATED', '절연장갑·절연화', 'Insulating gloves and boots', '绝缘手套·绝缘鞋', 'Guantes y botas aislantes'],
  ['EARPLUG', '귀마개', 'Ear protection', '耳塞', 'Protección auditiva'], ['DOSIMETER', '개인선량계', 'Personal dosimeter', '个人剂量计', 'Dosímetro personal'],
];
/** checklist items per kind (attr1 = kind) */
const MEASURES: Code[] = [
  ['GEN_TBM', '작업 전 TBM 실시', 'Toolbox talk held', '作业前TBM', 'Charla previa realizada', 'GENERAL'],
  ['GEN_FENCE', '작업구역 통제·표지 설치', 'Area barricaded and signed', '作业区域隔离·标识', 'Zona vallada y señalizada', 'GENERAL'],
  ['HOT_REMOVE', '반경 11m 이내 가연물 제거·방호', 'Combustibles within 11 m removed or covered', '11米内可燃物清除·防护', 'Combustibles a 11 m retirados o cubiertos', 'HOT'],
  ['HOT_EXTING', '소화기 비치', 'Fire extinguisher at hand', '配备灭火器', 'Extintor disponible', 'HOT'],
  ['HOT_WATCH', '화기감시자 배치', 'Fire watcher posted', '配置动火监护人', 'Vigilante de fuego asignado', 'HOT'],
  ['HOT_SPARK', '불티 비산방지 조치', 'Spark containment', '防火花飞溅措施', 'Contención de chispas', 'HOT'],
  // 밀폐공간 작업 프로그램 (안전보건규칙 제619조, 제618조 적정공기; LEL a site rule): the standard checklist of every confined-space permit
  ['CNF_VENT', '환기 실시(작업 전·중)', 'Ventilation before and during work', '作业前·中通风', 'Ventilación antes y durante', 'CONFINED'],
  ['CNF_GAS', '산소·유해가스 측정(O₂ 18~23.5%, H₂S 10ppm 미만, CO 30ppm 미만, LEL 10% 미만)', 'Gas test: O2 18–23.5 %, H2S < 10 ppm, CO < 30 ppm, LEL < 10 %', '气体检测: O2 18~23.5%, H2S <10ppm, CO <30ppm, LEL <10%', 'Medición de gases: O2 18–23,5 %, H2S < 10 ppm, CO < 30 ppm, LEL < 10 %', 'CONFINED'],
  ['CNF_ATTEND', '감시인 상주', 'Attendant posted outside', '监护人在外值守', 'Vigía en el exterior', 'CONFINED'],
  ['CNF_RESCUE', '구조장비(공기호흡기·삼각대) 비치', 'Rescue equipment ready', '备有救援设备', 'Equipo de rescate listo', 'CONFINED'],
  ['CNF_COMM', '내외부 연락수단(무전기 등) 확보', 'Communication between inside and outside', '内外联络手段(对讲机等)', 'Comunicación interior–exterior', 'CONFINED'],
  ['CNF_COUNT', '출입자 명부 기록·출입 인원 확인', 'Entry log kept, entrants counted in and out', '出入人员登记·确认人数', 'Registro de entradas y control de personas', 'CONFINED'],
  ['ELE_LOTO', '전원 차단·잠금·표지(LOTO)', 'Power isolated, locked and tagged', '断电·上锁·挂牌', 'Energía aislada, bloqueada y etiquetada', 'ELECTRIC'],
  ['ELE_TEST', '검전기로 무전압 확인', 'Absence of voltage tested', '验电确认无电压', 'Ausencia de tensión comprobada', 'ELECTRIC'],
  ['ELE_EARTH', '단락 접지 설치', 'Short-circuit earthing fitted', '安装短路接地', 'Puesta a tierra instalada', 'ELECTRIC'],
  ['HGT_HARNESS', '안전대 부착설비 확인', 'Anchor points checked', '确认安全带挂点', 'Puntos de anclaje verificados', 'HEIGHT'],
  ['HGT_SCAFFOLD', '비계·작업발판 점검(태그)', 'Scaffold inspected and tagged', '脚手架检查(挂牌)', 'Andamio inspeccionado', 'HEIGHT'],
  ['HGT_BELOW', '하부 출입통제', 'Area below closed', '下方禁止通行', 'Zona inferior cerrada', 'HEIGHT'],
  ['EXC_UTILITY', '매설물(가스·전력) 확인', 'Buried gas and power lines located', '确认埋设物(燃气·电力)', 'Servicios enterrados localizados', 'EXCAVATION'],
  ['EXC_SLOPE', '흙막이·경사 확보', 'Shoring or slope in place', '支护·放坡', 'Entibado o talud', 'EXCAVATION'],
  ['HVY_PLAN', '인양계획서 작성', 'Lifting plan written', '编制吊装计划', 'Plan de izaje', 'HEAVY'],
  ['HVY_SIGNAL', '신호수 배치', 'Signaller posted', '配置信号员', 'Señalero asignado', 'HEAVY'],
  ['HVY_RIGGING', '줄걸이 용구 점검', 'Rigging gear inspected', '检查吊索具', 'Eslingas inspeccionadas', 'HEAVY'],
  ['RAD_AREA', '방사선 관리구역 설정', 'Controlled area set up', '设置辐射管理区', 'Zona controlada delimitada', 'RADIATION'],
  ['RAD_DOSE', '개인선량계 착용', 'Dosimeters worn', '佩戴个人剂量计', 'Dosímetros puestos', 'RADIATION'],
];
const ENERGY: Code[] = [
  ['ELECTRIC', '전기', 'Electrical', '电气', 'Eléctrica'], ['MECHANICAL', '기계', 'Mechanical', '机械', 'Mecánica'],
  ['HYDRAULIC', '유압', 'Hydraulic', '液压', 'Hidráulica'], ['PNEUMATIC', '공압', 'Pneumatic', '气动', 'Neumática'],
  ['CHEMICAL', '화학(가스·유체)', 'Chemical (gas, fluid)', '化学(气体·流体)', 'Química (gas, fluido)'], ['THERMAL', '열(증기·고온)', 'Thermal (steam, heat)', '热(蒸汽·高温)', 'Térmica (vapor, calor)'],
];
/** limits (산업안전보건기준에 관한 규칙 제618조 적정공기; LEL a site rule): attr1 = min (inclusive), attr2 = max (exclusive) */
const GAS_LIMITS: Code[] = [
  ['o2Pct', '산소(O₂) %', 'Oxygen (O2) %', '氧气(O2) %', 'Oxígeno (O2) %', '18', '23.5'],
  ['lelPct', '가연성가스(LEL) %', 'Flammable gas (LEL) %', '可燃气体(LEL) %', 'Gas inflamable (LEL) %', '', '10'],
  ['h2sPpm', '황화수소(H₂S) ppm', 'Hydrogen sulphide (H2S) ppm', '硫化氢(H2S) ppm', 'Sulfuro de hidrógeno (H2S) ppm', '', '10'],
  ['coPpm', '일산화탄소(CO) ppm', 'Carbon monoxide (CO) ppm', '一氧化碳(CO) ppm', 'Monóxido de carbono (CO) ppm', '', '30'],
  ['co2Pct', '이산화탄소(CO₂) %', 'Carbon dioxide (CO2) %', '二氧化碳(CO2) %', 'Dióxido de carbono (CO2) %', '', '1.5'],
];
const SETTINGS: Code[] = [
  [`${SAF_WKOD_SETTINGS.gasIntervalPrefix}HOT`, '가스 측정 주기(분): 화기작업', 'Gas reading interval (min): hot work', '气体检测周期(分): 动火', 'Intervalo de gas (min): caliente', String(SAF_WKOD_DEFAULTS.gasIntervalMin)],
  [`${SAF_WKOD_SETTINGS.gasIntervalPrefix}CONFINED`, '가스 측정 주기(분): 밀폐공간', 'Gas reading interval (min): confined space', '气体检测周期(分): 密闭空间', 'Intervalo de gas (min): confinado', '60'],
  [SAF_WKOD_SETTINGS.simopsDistance, '동시작업(SIMOPS) 충돌 거리(m)', 'SIMOPS conflict distance (m)', '交叉作业冲突距离(m)', 'Distancia de conflicto SIMOPS (m)', String(SAF_WKOD_DEFAULTS.simopsDistanceM)],
  [SAF_WKOD_SETTINGS.gasPastWindow, '가스 측정 시각 소급 허용(분)', 'Gas reading: how far back its time may be (min)', '气体检测时间可追溯(分)', 'Lectura de gas: retroactividad máxima (min)', String(SAF_WKOD_DEFAULTS.gasPastWindowMin)],
];
/** kind pairs always in conflict when their windows overlap in the plant (attr1, attr2 = kinds) */
const SIMOPS_PAIRS: Code[] = [
  ['HOT_CONFINED', '화기작업 × 밀폐공간 출입', 'Hot work × confined space', '动火 × 密闭空间', 'Caliente × confinado', 'HOT', 'CONFINED'],
  ['HOT_EXCAVATION', '화기작업 × 굴착(가스배관 인근)', 'Hot work × excavation near gas lines', '动火 × 挖掘(燃气管附近)', 'Caliente × excavación cerca de gas', 'HOT', 'EXCAVATION'],
  ['HEAVY_HEIGHT', '중량물 인양 × 고소작업', 'Heavy lifting × work at height', '重物吊装 × 高处作业', 'Izaje × altura', 'HEAVY', 'HEIGHT'],
  ['RADIATION_ANY', '방사선 작업 × 일반위험작업', 'Radiation × general work', '辐射 × 一般作业', 'Radiación × general', 'RADIATION', 'GENERAL'],
];
/** licences a worker (role WORKER or LEADER) must hold for a kind (attr1 = kind, attr2 = VND_LICENCE_KIND) */
const KIND_LICENCES: Code[] = [
  ['HOT_WELD', '화기작업: 용접기능사', 'Hot work: welding craftsman', '动火: 焊接技能士', 'Caliente: soldadura', 'HOT', 'WELD'],
  ['CONFINED_CONFINED', '밀폐공간: 밀폐공간 작업 특별교육', 'Confined space: special training', '密闭空间: 特别教育', 'Confinado: formación especial', 'CONFINED', 'CONFINED'],
  ['ELECTRIC_ELEC', '정전·전기작업: 전기기능사', 'Electrical: electrician', '电气: 电气技能士', 'Eléctrico: electricista', 'ELECTRIC', 'ELEC'],
  ['HEAVY_RIGGING', '중량물 인양: 신호수(줄걸이) 교육', 'Heavy lifting: rigging training', '吊装: 信号及吊索教育', 'Izaje: eslingado', 'HEAVY', 'RIGGING'],
];
const ROLES_V: Code[] = [['PRIME', '원도급', 'Prime', '总承包', 'Principal'], ['SUB', '하도급', 'Sub-contractor', '分包', 'Subcontratista']];
const ROLES_W: Code[] = [
  ['LEADER', '작업책임자', 'Work leader', '作业负责人', 'Responsable'], ['WORKER', '작업자', 'Worker', '作业人员', 'Trabajador'],
  ['FIRE_WATCHER', '화기감시자', 'Fire watcher', '动火监护人', 'Vigilante de fuego'], ['ATTENDANT', '밀폐공간 감시인', 'Confined-space attendant', '密闭空间监护人', 'Vigía de espacio confinado'],
];
const PROJECT_STATUS: Code[] = [['ONGOING', '진행중', 'Ongoing', '进行中', 'En curso'], ['DONE', '완료', 'Done', '已完成', 'Terminada'], ['STOPPED', '중지', 'Stopped', '中止', 'Detenida']];

/** the module's code groups: kinds, areas, PPE, checklists, energies, gas limits, settings, SIMOPS pairs, licences per kind */
export async function seedWorkPermitBase(tx: DbOrTx): Promise<void> {
  await tx.insert(codeGroup).values([
    { codeGroupCd: G.kind, codeGroupNm: '작업허가 종류', systemYn: 'Y' },
    { codeGroupCd: G.area, codeGroupNm: '작업허가 구역', systemYn: 'N', codeGroupDesc: 'attr1 = 사업장' },
    { codeGroupCd: G.ppe, codeGroupNm: '작업허가 보호구', systemYn: 'N' },
    { codeGroupCd: G.measure, codeGroupNm: '작업허가 안전조치', systemYn: 'N', codeGroupDesc: 'attr1 = 작업종류' },
    { codeGroupCd: G.energy, codeGroupNm: 'LOTO 에너지 종류', systemYn: 'N' },
    { codeGroupCd: G.gasLimit, codeGroupNm: '가스 측정 허용 기준', systemYn: 'N', codeGroupDesc: 'attr1 = 하한(이상), attr2 = 상한(미만). 안전보건규칙 제618조' },
    { codeGroupCd: G.setting, codeGroupNm: '작업허가 설정', systemYn: 'N', codeGroupDesc: 'attr1 = 값' },
    { codeGroupCd: G.simopsPair, codeGroupNm: '동시작업 충돌 작업종류 쌍', systemYn: 'N', codeGroupDesc: 'attr1, attr2 = 작업종류' },
    { codeGroupCd: G.kindLicence, codeGroupNm: '작업종류별 필요 자격', systemYn: 'N', codeGroupDesc: 'attr1 = 작업종류, attr2 = 자격(VND_LICENCE_KIND)' },
    { codeGroupCd: G.status, codeGroupNm: '작업허가 상태', systemYn: 'Y', codeGroupDesc: '워크플로 정의(packages/shared/src/work-permits)와 같은 코드' },
    { codeGroupCd: G.projectStatus, codeGroupNm: '공사 상태', systemYn: 'Y' },
    { codeGroupCd: G.vendorRole, codeGroupNm: '공사 참여 구분', systemYn: 'Y' },
    { codeGroupCd: G.workerRole, codeGroupNm: '작업허가 작업자 역할', systemYn: 'Y' },
  ]).onConflictDoNothing();
  const rows = (group: string, codes: Code[]) => codes.map(([code, ko, en, zh, es, attr1, attr2], i) => ({
    codeGroupCd: group, code, codeNm: ko, codeNmI18n: { en, zh, es }, attr1: attr1 || null, attr2: attr2 ?? null, sortOrder: i + 1, createUserId: 'system', updateUserId: 'system',
  }));
  const statuses: Code[] = permitWorkflow.statuses.map((s) => [s.code, s.label.ko, s.label.en, s.label.zh, s.label.es]);
  await tx.insert(codeMaster).values([
    ...rows(G.kind, KINDS), ...rows(G.area, AREAS), ...rows(G.ppe, PPE), ...rows(G.measure, MEASURES), ...rows(G.energy, ENERGY), ...rows(G.gasLimit, GAS_LIMITS),
    ...rows(G.setting, SETTINGS), ...rows(G.simopsPair, SIMOPS_PAIRS), ...rows(G.kindLicence, KIND_LICENCES), ...rows(G.status, statuses),
    ...rows(G.projectStatus, PROJECT_STATUS), ...rows(G.vendorRole, ROLES_V), ...rows(G.workerRole, ROLES_W),
  ]).onConflictDoNothing();
  // the plant/area map images administrators upload (one image per map, shown with the permits' pins)
  await tx.insert(attachSetting).values({
    taskClassNm: 'SAF_WKOD_MAP', taskClassDesc: '작업허가 배치도 이미지', acceptExt: 'png,jpg,jpeg,gif', limitCnt: 1, limitSize: 20, dragDropYn: 'Y', multipleSelYn: 'N',
    previewYn: 'Y', pictureExplainYn: 'N', encryptYn: 'N', useYn: 'Y', createUserId: 'system', updateUserId: 'system',
  }).onConflictDoNothing();
}
