import { z } from 'zod';
import { defineResource, zText, zYmd, type TListColumn, type TResourceField, type TSearchField } from '../resource/definition.js';
import { PSM_API, PSM_CODE_GROUPS as G, PSM_MENUS } from './psm.const.js';
import { COMMON_LABELS, i18nOf, type TLabelRow } from './psm.labels.js';
import { plantMapPoint } from '../work-permits/plant-map.js';
import { addDaysYmd } from '../ymd.js';

/**
 * 공정안전자료 registers (산안법 시행규칙 제50조 제1항 제1호): equipment, piping, safety valves, interlocks, fire and gas
 * detectors, explosion-hazard areas and drawings. Each register is scoped by plant (the PSM team of a plant writes its
 * own; operators read). The four registers with a test or inspection cycle share the due columns: `cycleCd` (code data:
 * attr1 = months), `lastYmd`, and the server's `cycleMonths` and `nextDueYmd` (= last + cycle in calendar months).
 */

/** an MOC picked from the change register (its number, title) of the record's plant */
export const PSM_MOC_PICK = { url: '/api/saf/moc', value: 'mocNo', label: ['mocNo', 'mocTitle'], search: 'mocTitle', plant: 'plantCd' } as const;
const TAG = { none: 'a tag painted on the plant (the register row is its record)' } as const;
const plant: TResourceField = { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 };
const tag = (label = 'tagNo'): TResourceField => ({ name: 'tagNo', type: 'text', label, schema: zText(50, { required: true }), required: true, maxLength: 50, span: 8, reference: TAG });
const text = (name: string, max: number, span = 8, required = false): TResourceField =>
  ({ name, type: 'text', label: name, schema: zText(max, { required }), maxLength: max, span, ...(required ? { required } : {}) });
const num = (name: string, decimals = 1, span = 8): TResourceField =>
  ({ name, type: 'number', label: name, schema: z.number().min(-1_000_000).max(1_000_000_000).nullish(), decimals, span });
const code = (name: string, codeGroup: string, required = false, span = 8): TResourceField =>
  ({ name, type: 'select', label: name, schema: required ? z.string().trim().min(1).max(20) : z.string().trim().max(20).nullish(), codeGroup, span, ...(required ? { required } : {}) });
const remark: TResourceField = { name: 'remark', type: 'textarea', label: 'remark', schema: zText(1000), maxLength: 1000, span: 24 };
/** the due columns of a register with a cycle (the server fills cycleMonths and nextDueYmd on every write) */
const dueFields = (cycleGroup: string): TResourceField[] => [
  { ...code('cycleCd', cycleGroup, true), label: 'cycleCd' },
  { name: 'lastYmd', type: 'date', label: 'lastYmd', schema: zYmd.nullish(), span: 8 },
  { name: 'cycleMonths', type: 'number', label: 'cycleMonths', schema: z.number().nullish(), serverOnly: true, inForm: false },
  { name: 'nextDueYmd', type: 'date', label: 'nextDueYmd', schema: zYmd.nullish(), serverOnly: true, inForm: false },
];
const dueColumns: TListColumn[] = [
  { name: 'cycleCd', width: 100, align: 'center' },
  { name: 'lastYmd', width: 110, align: 'center', sortable: true },
  { name: 'nextDueYmd', width: 110, align: 'center', sortable: true },
];
const searchPlant: TSearchField = { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 };
const searchTag: TSearchField = { name: 'tagNo', type: 'text', op: 'contains', label: 'tagNo', width: 6 };
const todayYmd = () => new Date().toISOString().slice(0, 10);
const overdueTone = (r: Record<string, unknown>) => (typeof r.nextDueYmd === 'string' && r.nextDueYmd < todayYmd() ? 'danger' as const : null);
const L = (rows: TLabelRow[]) => i18nOf(COMMON_LABELS, rows);

export const psmEquipmentResource = defineResource({
  name: 'psmEquipment',
  title: 'title',
  basePath: PSM_API.equipment,
  menuId: PSM_MENUS.equipment,
  key: { name: 'equipNo', type: 'number', generated: true },
  fields: [
    plant, tag(), text('equipNm', 100, 8, true),
    code('equipTypeCd', G.equipType, true), text('processNm', 100), text('material', 50),
    num('designPressure', 2), num('designTemp', 1), text('capacity', 50),
    ...dueFields(G.inspectCycle), remark,
  ],
  listColumns: [
    { name: 'plantCd', width: 130 }, { name: 'tagNo', width: 130, link: true, sortable: true }, { name: 'equipNm', width: 200 }, { name: 'equipTypeCd', width: 110, align: 'center' },
    { name: 'processNm', width: 140 }, { name: 'designPressure', width: 110, align: 'right' }, { name: 'designTemp', width: 110, align: 'right' }, { name: 'material', width: 110 },
    { name: 'capacity', width: 110 }, ...dueColumns,
  ],
  searchFields: [searchPlant, searchTag, { name: 'equipTypeCd', type: 'select', op: 'eq', label: 'equipTypeCd', codeGroup: G.equipType, width: 6 }],
  defaultSort: { field: 'tagNo', order: 'asc' },
  scope: { plant: 'plantCd' },
  rowTone: overdueTone,
  i18n: L([
    ['title', '설비 목록', 'Equipment', '设备清单', 'Equipos'], ['equipNo', '설비번호', 'Equipment no.', '设备编号', 'N.º de equipo'],
    ['equipNm', '설비명', 'Name', '设备名称', 'Nombre'], ['equipTypeCd', '설비 구분', 'Type', '设备类别', 'Tipo'], ['equipTypeNm', '설비 구분', 'Type', '设备类别', 'Tipo'],
    ['material', '재질', 'Material', '材质', 'Material'], ['designPressure', '설계압력(MPa)', 'Design pressure (MPa)', '设计压力(MPa)', 'Presión de diseño (MPa)'],
    ['designTemp', '설계온도(℃)', 'Design temperature (°C)', '设计温度(℃)', 'Temperatura de diseño (°C)'], ['capacity', '용량', 'Capacity', '容量', 'Capacidad'],
    ['cycleCd', '검사주기', 'Inspection cycle', '检验周期', 'Ciclo de inspección'], ['cycleNm', '검사주기', 'Inspection cycle', '检验周期', 'Ciclo de inspección'],
    ['lastYmd', '최근 검사일', 'Last inspection', '最近检验日', 'Última inspección'],
  ]),
});

export const psmPipingResource = defineResource({
  name: 'psmPiping',
  title: 'title',
  basePath: PSM_API.piping,
  menuId: PSM_MENUS.piping,
  key: { name: 'pipeNo', type: 'number', generated: true },
  fields: [
    plant, tag('lineTag'), text('fluidNm', 100, 8, true), text('pipeSize', 30), text('material', 50), num('designPressure', 2), num('designTemp', 1),
    text('gasketNm', 100), text('insulationNm', 100), text('processNm', 100), remark,
  ],
  listColumns: [
    { name: 'plantCd', width: 130 }, { name: 'tagNo', width: 170, link: true, sortable: true }, { name: 'fluidNm', width: 130 }, { name: 'pipeSize', width: 90, align: 'center' },
    { name: 'material', width: 110 }, { name: 'designPressure', width: 110, align: 'right' }, { name: 'designTemp', width: 110, align: 'right' },
    { name: 'gasketNm', width: 140 }, { name: 'insulationNm', width: 120 }, { name: 'processNm', width: 140 },
  ],
  searchFields: [searchPlant, { ...searchTag, label: 'lineTag' }, { name: 'fluidNm', type: 'text', op: 'contains', label: 'fluidNm', width: 6 }],
  defaultSort: { field: 'tagNo', order: 'asc' },
  scope: { plant: 'plantCd' },
  i18n: L([
    ['title', '배관 목록', 'Piping', '管道清单', 'Tuberías'], ['pipeNo', '배관번호', 'Pipe no.', '管道编号', 'N.º de tubería'], ['lineTag', '라인번호', 'Line no.', '管线号', 'N.º de línea'],
    ['fluidNm', '유체', 'Fluid', '流体', 'Fluido'], ['pipeSize', '관경', 'Size', '管径', 'Diámetro'], ['material', '재질', 'Material', '材质', 'Material'],
    ['designPressure', '설계압력(MPa)', 'Design pressure (MPa)', '设计压力(MPa)', 'Presión de diseño (MPa)'], ['designTemp', '설계온도(℃)', 'Design temperature (°C)', '设计温度(℃)', 'Temperatura de diseño (°C)'],
    ['gasketNm', '개스킷', 'Gasket', '垫片', 'Junta'], ['insulationNm', '보온·보냉', 'Insulation', '保温·保冷', 'Aislamiento'],
  ]),
});

export const psmValveResource = defineResource({
  name: 'psmValve',
  title: 'title',
  basePath: PSM_API.valve,
  menuId: PSM_MENUS.valve,
  key: { name: 'valveNo', type: 'number', generated: true },
  fields: [
    plant, tag(), text('protectedEquip', 100, 8, true), num('setPressure', 3), num('reliefCapacity', 1), text('fluidNm', 100),
    ...dueFields(G.valveCycle), { ...text('sealNo', 30), reference: { none: 'the number on the lead seal of the tested valve' } }, remark,
  ],
  listColumns: [
    { name: 'plantCd', width: 130 }, { name: 'tagNo', width: 130, link: true, sortable: true }, { name: 'protectedEquip', width: 180 }, { name: 'setPressure', width: 110, align: 'right' },
    { name: 'reliefCapacity', width: 120, align: 'right' }, { name: 'fluidNm', width: 100 }, { name: 'sealNo', width: 100, align: 'center' }, ...dueColumns,
  ],
  searchFields: [searchPlant, searchTag, { name: 'cycleCd', type: 'select', op: 'eq', label: 'cycleCd', codeGroup: G.valveCycle, width: 6 }],
  defaultSort: { field: 'tagNo', order: 'asc' },
  scope: { plant: 'plantCd' },
  rowTone: overdueTone,
  i18n: L([
    ['title', '안전밸브 목록', 'Safety valves', '安全阀清单', 'Válvulas de seguridad'], ['valveNo', '안전밸브번호', 'Valve no.', '安全阀编号', 'N.º de válvula'],
    ['protectedEquip', '보호 설비', 'Protected equipment', '保护设备', 'Equipo protegido'], ['setPressure', '설정압력(MPa)', 'Set pressure (MPa)', '整定压力(MPa)', 'Presión de tarado (MPa)'],
    ['reliefCapacity', '분출용량(kg/h)', 'Relief capacity (kg/h)', '排放量(kg/h)', 'Capacidad de alivio (kg/h)'], ['fluidNm', '유체', 'Fluid', '流体', 'Fluido'],
    ['cycleCd', '검사주기', 'Test cycle', '检验周期', 'Ciclo de prueba'], ['cycleNm', '검사주기', 'Test cycle', '检验周期', 'Ciclo de prueba'],
    ['lastYmd', '최근 검사일', 'Last test', '最近检验日', 'Última prueba'], ['sealNo', '봉인번호', 'Seal no.', '铅封号', 'N.º de precinto'],
  ]),
});

export const psmInterlockResource = defineResource({
  name: 'psmInterlock',
  title: 'title',
  basePath: PSM_API.interlock,
  menuId: PSM_MENUS.interlock,
  key: { name: 'interlockNo', type: 'number', generated: true },
  fields: [
    plant, tag(), text('interlockNm', 100, 8, true), { ...text('tripCondition', 300, 12, true), type: 'textarea' }, { ...text('tripAction', 300, 12, true), type: 'textarea' },
    code('silCd', G.sil, true), text('processNm', 100), ...dueFields(G.interlockCycle), remark,
  ],
  listColumns: [
    { name: 'plantCd', width: 130 }, { name: 'tagNo', width: 130, link: true, sortable: true }, { name: 'interlockNm', width: 200 }, { name: 'tripCondition', width: 220 },
    { name: 'tripAction', width: 220 }, { name: 'silCd', width: 80, align: 'center' }, { name: 'processNm', width: 120 }, ...dueColumns,
  ],
  searchFields: [searchPlant, searchTag, { name: 'silCd', type: 'select', op: 'eq', label: 'silCd', codeGroup: G.sil, width: 6 }],
  defaultSort: { field: 'tagNo', order: 'asc' },
  scope: { plant: 'plantCd' },
  rowTone: overdueTone,
  i18n: L([
    ['title', '인터록 목록', 'Interlocks', '联锁清单', 'Enclavamientos'], ['interlockNo', '인터록번호', 'Interlock no.', '联锁编号', 'N.º de enclavamiento'],
    ['interlockNm', '인터록명', 'Name', '联锁名称', 'Nombre'], ['tripCondition', '작동 조건', 'Trip condition', '动作条件', 'Condición de disparo'],
    ['tripAction', '작동 내용', 'Action', '动作内容', 'Acción'], ['silCd', 'SIL', 'SIL', 'SIL', 'SIL'], ['silNm', 'SIL', 'SIL', 'SIL', 'SIL'],
    ['cycleCd', '시험주기', 'Test cycle', '测试周期', 'Ciclo de prueba'], ['cycleNm', '시험주기', 'Test cycle', '测试周期', 'Ciclo de prueba'],
    ['lastYmd', '최근 시험일', 'Last test', '最近测试日', 'Última prueba'],
  ]),
});

/** a detector sits on a map of its plant (`mapNo`, `mapX`/`mapY` as fractions of the image; the 감지기 배치도 draws them) */
const detectorMap = plantMapPoint(PSM_API.detector);
/** a detector's calibration: overdue or never done red (as the due list flags it), due within 30 days amber (its pin on the map too) */
const calibrationTone = (r: Record<string, unknown>) => {
  if (typeof r.nextDueYmd !== 'string') return 'danger' as const;
  if (r.nextDueYmd < todayYmd()) return 'danger' as const;
  return r.nextDueYmd <= addDaysYmd(todayYmd(), 30) ? 'warning' as const : null;
};

export const psmDetectorResource = defineResource({
  name: 'psmDetector',
  title: 'title',
  basePath: PSM_API.detector,
  menuId: PSM_MENUS.detector,
  key: { name: 'detectorNo', type: 'number', generated: true },
  fields: [
    plant, tag(), code('gasCd', G.gas, true), text('location', 200, 16, true), text('measureRange', 50), num('alarm1', 2), num('alarm2', 2), text('unitNm', 20),
    ...dueFields(G.calCycle), ...detectorMap.fields, remark,
  ],
  listColumns: [
    { name: 'plantCd', width: 130 }, { name: 'tagNo', width: 120, link: true, sortable: true }, { name: 'gasCd', width: 100, align: 'center' }, { name: 'location', width: 220 },
    { name: 'measureRange', width: 110 }, { name: 'alarm1', width: 90, align: 'right' }, { name: 'alarm2', width: 90, align: 'right' }, { name: 'unitNm', width: 80, align: 'center' },
    ...dueColumns,
  ],
  searchFields: [searchPlant, searchTag, { name: 'gasCd', type: 'select', op: 'eq', label: 'gasCd', codeGroup: G.gas, width: 6 }],
  defaultSort: { field: 'tagNo', order: 'asc' },
  scope: { plant: 'plantCd' },
  rowTone: calibrationTone,
  mapPoint: detectorMap.mapPoint,
  i18n: L([
    ['title', '가스·화재 감지기', 'Fire and gas detectors', '气体·火灾探测器', 'Detectores de gas y fuego'], ['detectorNo', '감지기번호', 'Detector no.', '探测器编号', 'N.º de detector'],
    ['gasCd', '감지 대상', 'Detects', '探测对象', 'Detecta'], ['gasNm', '감지 대상', 'Detects', '探测对象', 'Detecta'], ['location', '설치 위치', 'Location', '安装位置', 'Ubicación'],
    ['measureRange', '측정범위', 'Range', '测量范围', 'Rango'], ['alarm1', '1차 경보', 'Alarm 1', '一级报警', 'Alarma 1'], ['alarm2', '2차 경보', 'Alarm 2', '二级报警', 'Alarma 2'],
    ['unitNm', '단위', 'Unit', '单位', 'Unidad'], ['mapNo', '배치도', 'Plant map', '平面图', 'Plano'], ['mapNm', '배치도', 'Plant map', '平面图', 'Plano'],
    ['mapX', '배치도 X(0–1)', 'Map X (0–1)', '平面图X(0–1)', 'Plano X (0–1)'], ['mapY', '배치도 Y(0–1)', 'Map Y (0–1)', '平面图Y(0–1)', 'Plano Y (0–1)'],
    ['rowTone_danger', '교정 지남', 'Calibration overdue', '校准逾期', 'Calibración vencida'], ['rowTone_warning', '교정 임박', 'Calibration due soon', '即将校准', 'Calibración próxima'],
    ['cycleCd', '교정주기', 'Calibration cycle', '校准周期', 'Ciclo de calibración'], ['cycleNm', '교정주기', 'Calibration cycle', '校准周期', 'Ciclo de calibración'],
    ['lastYmd', '최근 교정일', 'Last calibration', '最近校准日', 'Última calibración'],
  ]),
});

export const psmAreaResource = defineResource({
  name: 'psmArea',
  title: 'title',
  basePath: PSM_API.area,
  menuId: PSM_MENUS.area,
  key: { name: 'areaNo', type: 'number', generated: true },
  fields: [
    plant, text('areaNm', 100, 16, true), code('zoneCd', G.zone, true), code('gasGroupCd', G.gasGroup, true), code('tempClassCd', G.tempClass, true),
    { ...text('drawingRef', 50), label: 'drawingRef' }, text('sourceNm', 200, 16), remark,
  ],
  listColumns: [
    { name: 'plantCd', width: 130 }, { name: 'areaNm', width: 220, link: true, sortable: true }, { name: 'zoneCd', width: 90, align: 'center' }, { name: 'gasGroupCd', width: 90, align: 'center' },
    { name: 'tempClassCd', width: 90, align: 'center' }, { name: 'drawingRef', width: 150 }, { name: 'sourceNm', width: 220 },
  ],
  searchFields: [searchPlant, { name: 'zoneCd', type: 'select', op: 'eq', label: 'zoneCd', codeGroup: G.zone, width: 6 }, { name: 'areaNm', type: 'text', op: 'contains', label: 'areaNm', width: 6 }],
  defaultSort: { field: 'areaNm', order: 'asc' },
  scope: { plant: 'plantCd' },
  i18n: L([
    ['title', '폭발위험장소', 'Explosion-hazard areas', '爆炸危险场所', 'Áreas clasificadas'], ['areaNo', '장소번호', 'Area no.', '场所编号', 'N.º de área'],
    ['areaNm', '장소', 'Area', '场所', 'Área'], ['zoneCd', '종별', 'Zone', '区域', 'Zona'], ['zoneNm', '종별', 'Zone', '区域', 'Zona'],
    ['gasGroupCd', '가스 그룹', 'Gas group', '气体组别', 'Grupo de gas'], ['gasGroupNm', '가스 그룹', 'Gas group', '气体组别', 'Grupo de gas'],
    ['tempClassCd', '온도 등급', 'Temperature class', '温度组别', 'Clase de temperatura'], ['tempClassNm', '온도 등급', 'Temperature class', '温度组别', 'Clase de temperatura'],
    ['drawingRef', '구분도 도면번호', 'Classification drawing', '划分图编号', 'Plano de clasificación'], ['sourceNm', '누출원', 'Release sources', '释放源', 'Fuentes de escape'],
  ]),
});

/** the drawings' files: one group per drawing; each revision row names its own file of the group (`revisions.fileNo`) */
export const PSM_DRAWING_FILES = 'PSM_DRAWING';

export const psmDrawingResource = defineResource({
  name: 'psmDrawing',
  title: 'title',
  basePath: PSM_API.drawing,
  menuId: PSM_MENUS.drawing,
  key: { name: 'drawingId', type: 'number', generated: true },
  fields: [
    plant, { ...text('drawingNo', 50, 8, true), reference: { none: 'the drawing number printed in its title block' } }, code('drawingTypeCd', G.drawingType, true),
    text('drawingNm', 200, 14, true), { ...text('revNo', 10, 4, true), reference: { none: 'a revision mark of the drawing (0, 1, A …)' } }, { name: 'effectiveYmd', type: 'date', label: 'effectiveYmd', schema: zYmd, required: true, span: 6 },
    text('processNm', 100), remark,
    // the current revision's file name (the server's, from the revision row of revNo): the list and the Excel export show it
    { name: 'currentFileNm', type: 'text', label: 'currentFileNm', schema: z.string().nullish(), serverOnly: true, inForm: false },
  ],
  children: [{
    name: 'revisions', label: 'revisions', key: 'revisionNo', rowNoField: 'rowNo', maxRows: 100,
    fields: [
      { name: 'revNo', type: 'text', label: 'revNo', schema: zText(10), maxLength: 10, required: true, reference: { none: 'a revision mark of the drawing (0, 1, A …)' } },
      { name: 'effectiveYmd', type: 'date', label: 'effectiveYmd', schema: zYmd.nullish(), required: true },
      { name: 'revDesc', type: 'text', label: 'revDesc', schema: zText(300), maxLength: 300 },
      { name: 'mocNo', type: 'number', label: 'mocNo', schema: z.number().int().min(1).max(2_147_483_647).nullish(), reference: { to: 'safMoc', pick: PSM_MOC_PICK } },
      // the revision's own drawing file (a file of this drawing's group; kept once named)
      { name: 'fileNo', type: 'file', label: 'fileNo', group: PSM_DRAWING_FILES, schema: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullish() },
    ],
    columns: [{ name: 'revNo', width: 80 }, { name: 'effectiveYmd', width: 130 }, { name: 'revDesc', width: 300 }, { name: 'mocNo', width: 200 }, { name: 'fileNo', width: 220 }],
  }],
  listColumns: [
    { name: 'plantCd', width: 130 }, { name: 'drawingNo', width: 160, link: true, sortable: true }, { name: 'drawingTypeCd', width: 150, align: 'center' },
    { name: 'drawingNm', width: 260 }, { name: 'revNo', width: 70, align: 'center' }, { name: 'effectiveYmd', width: 110, align: 'center', sortable: true }, { name: 'processNm', width: 140 },
    { name: 'currentFileNm', width: 220 },
  ],
  searchFields: [searchPlant, { name: 'drawingTypeCd', type: 'select', op: 'eq', label: 'drawingTypeCd', codeGroup: G.drawingType, width: 6 }, { name: 'drawingNo', type: 'text', op: 'contains', label: 'drawingNo', width: 6 }],
  defaultSort: { field: 'drawingNo', order: 'asc' },
  scope: { plant: 'plantCd' },
  attachments: [PSM_DRAWING_FILES],
  i18n: L([
    ['title', '공정 도면', 'Process drawings', '工艺图纸', 'Planos de proceso'], ['drawingId', '관리번호', 'Record no.', '管理编号', 'N.º de registro'], ['drawingNo', '도면번호', 'Drawing no.', '图号', 'N.º de plano'],
    ['drawingTypeCd', '도면 구분', 'Type', '图纸类别', 'Tipo'], ['drawingTypeNm', '도면 구분', 'Type', '图纸类别', 'Tipo'], ['drawingNm', '도면명', 'Title', '图纸名称', 'Título'],
    ['revNo', '개정번호', 'Revision', '版本号', 'Revisión'], ['effectiveYmd', '시행일', 'Effective', '生效日', 'Vigente desde'], ['revisions', '개정 이력', 'Revisions', '修订记录', 'Revisiones'],
    ['revDesc', '개정 내용', 'Change', '修订内容', 'Cambio'], ['mocNo', '변경관리(MOC)', 'MOC', '变更管理(MOC)', 'MOC'], [PSM_DRAWING_FILES, '도면 파일', 'Drawing files', '图纸文件', 'Archivos de plano'],
    ['fileNo', '도면 파일', 'Drawing file', '图纸文件', 'Archivo de plano'], ['fileNm', '도면 파일', 'Drawing file', '图纸文件', 'Archivo de plano'],
    ['currentFileNm', '현재 도면 파일', 'Current drawing file', '现行图纸文件', 'Archivo vigente'],
  ]),
});

/** the test and inspection records' certificates */
export const PSM_TEST_FILES = 'PSM_TEST_CERT';

/**
 * 시험·검사 기록: one test of a safety valve, an interlock, a detector's calibration or an equipment inspection. The tester
 * is the server's user; a passing (or adjusted) result moves the item's last date and so its next due date; a record is
 * never changed afterwards (a new record corrects it).
 */
export const psmTestResource = defineResource({
  name: 'psmTest',
  title: 'title',
  basePath: PSM_API.test,
  menuId: PSM_MENUS.test,
  key: { name: 'testNo', type: 'number', generated: true },
  fields: [
    plant, code('kindCd', G.dueKind, true), tag(), { name: 'testYmd', type: 'date', label: 'testYmd', schema: zYmd, required: true, span: 8 },
    code('resultCd', G.testResult, true), text('measured', 100), { ...text('sealNo', 30), reference: { none: 'the number on the new lead seal' } },
    { name: 'testUserId', type: 'user', label: 'testUserId', schema: z.string().nullish(), serverOnly: true, inForm: false },
    remark,
  ],
  listColumns: [
    { name: 'testNo', width: 80, align: 'center', sortable: true }, { name: 'plantCd', width: 130 }, { name: 'kindCd', width: 140, align: 'center' }, { name: 'tagNo', width: 130, link: true },
    { name: 'testYmd', width: 110, align: 'center', sortable: true }, { name: 'resultCd', width: 90, align: 'center' }, { name: 'measured', width: 150 }, { name: 'sealNo', width: 100 },
    { name: 'testUserId', width: 100, align: 'center' },
  ],
  searchFields: [searchPlant, { name: 'kindCd', type: 'select', op: 'eq', label: 'kindCd', codeGroup: G.dueKind, width: 6 }, searchTag, { name: 'testYmd', type: 'dateRange', op: 'dateRange', label: 'testYmd', width: 6 }],
  defaultSort: { field: 'testNo', order: 'desc' },
  scope: { plant: 'plantCd' },
  attachments: [PSM_TEST_FILES],
  rowTone: (r) => (r.resultCd === 'FAIL' ? 'danger' : null),
  i18n: L([
    ['title', '시험·검사 기록', 'Test records', '测试·检验记录', 'Registros de pruebas'], ['testNo', '기록번호', 'Record no.', '记录编号', 'N.º de registro'],
    ['kindCd', '구분', 'Kind', '类别', 'Tipo'], ['kindNm', '구분', 'Kind', '类别', 'Tipo'], ['testYmd', '시험·검사일', 'Date', '测试日期', 'Fecha'],
    ['resultCd', '결과', 'Result', '结果', 'Resultado'], ['resultNm', '결과', 'Result', '结果', 'Resultado'], ['measured', '측정값(분출압력 등)', 'Measured value', '测量值', 'Valor medido'],
    ['sealNo', '봉인번호', 'Seal no.', '铅封号', 'N.º de precinto'], ['testUserId', '시험자', 'Tested by', '测试人', 'Probado por'], ['testUserNm', '시험자', 'Tested by', '测试人', 'Probado por'],
    [PSM_TEST_FILES, '성적서', 'Certificate', '检验报告', 'Certificado'],
  ]),
});

/** the registers with a cycle, per due kind: their definition and the table the server binds */
export const PSM_DUE_REGISTERS = {
  VALVE_TEST: psmValveResource,
  INTERLOCK_TEST: psmInterlockResource,
  DETECTOR_CAL: psmDetectorResource,
  EQUIP_INSPECT: psmEquipmentResource,
} as const;

/** every register the Excel import serves */
export const PSM_REGISTERS = [psmEquipmentResource, psmPipingResource, psmValveResource, psmInterlockResource, psmDetectorResource, psmAreaResource, psmDrawingResource] as const;
