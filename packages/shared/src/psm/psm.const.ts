import { addMonthsYmd } from '../ymd.js';

/**
 * 공정안전관리 (PSM, 산업안전보건법 제44조, 시행규칙 제50조): the process safety information registers, the due list of
 * tests and inspections, the bypass register and the PSM self-audit. Module README: apps/server/src/modules/psm.
 */
export const PSM_MENUS = {
  equipment: 'PSM_EQUIP',
  piping: 'PSM_PIPE',
  valve: 'PSM_VALVE',
  interlock: 'PSM_INTERLOCK',
  detector: 'PSM_DETECTOR',
  area: 'PSM_AREA',
  drawing: 'PSM_DRAWING',
  test: 'PSM_TEST',
  due: 'PSM_DUE',
  bypass: 'PSM_BYPASS',
  board: 'PSM_BYPASS_BOARD',
  audit: 'PSM_AUDIT',
} as const;

export const PSM_API = {
  equipment: '/api/psm/equipment',
  piping: '/api/psm/piping',
  valve: '/api/psm/valves',
  interlock: '/api/psm/interlocks',
  detector: '/api/psm/detectors',
  area: '/api/psm/areas',
  drawing: '/api/psm/drawings',
  test: '/api/psm/tests',
  due: '/api/psm/due',
  bypass: '/api/psm/bypasses',
  bypassActive: '/api/psm/bypasses/active',
  audit: '/api/psm/audits',
} as const;

/** a bypass request of one interlock (contract: `POST /api/psm/interlocks/{interlockNo}/bypasses`) */
export const psmBypassRequestUrl = (interlockNo: number | string) => `${PSM_API.interlock}/${String(interlockNo)}/bypasses`;
/** the Excel import of a register: POST the workbook; `?apply=Y` writes it, without it answers the preview */
export const psmImportUrl = (basePath: string) => `${basePath}/import`;

export const PSM_CODE_GROUPS = {
  equipType: 'PSM_EQUIP_TYPE',
  inspectCycle: 'PSM_INSPECT_CYCLE',
  valveCycle: 'PSM_VALVE_CYCLE',
  interlockCycle: 'PSM_INTERLOCK_CYCLE',
  calCycle: 'PSM_CAL_CYCLE',
  sil: 'PSM_SIL',
  gas: 'PSM_GAS',
  zone: 'PSM_ZONE',
  gasGroup: 'PSM_GAS_GROUP',
  tempClass: 'PSM_TEMP_CLASS',
  drawingType: 'PSM_DRAWING_TYPE',
  dueKind: 'PSM_DUE_KIND',
  testResult: 'PSM_TEST_RESULT',
  bypassStatus: 'PSM_BYPASS_STATUS',
  /** code = plant code, attr1 = the longest bypass in hours without a linked MOC */
  bypassLimit: 'PSM_BYPASS_LIMIT',
  /** code = shift code, attr1 = start HH:mm in plant time (the overdue-bypass alert repeats once per shift) */
  shift: 'PSM_SHIFT',
  /** the 12 elements; attr1 = the audit type (SELF) whose checklist offers them */
  element: 'PSM_ELEMENT',
  auditType: 'PSM_AUDIT_TYPE',
  /** what an MOC names (EQUIP, PIPE, DRAWING): the change's PSM items */
  mocItemKind: 'PSM_MOC_ITEM_KIND',
  auditStatus: 'PSM_AUDIT_STATUS',
  grade: 'PSM_GRADE',
} as const;

export const PSM_DUE_KINDS = ['VALVE_TEST', 'INTERLOCK_TEST', 'DETECTOR_CAL', 'EQUIP_INSPECT'] as const;
export type TPsmDueKind = (typeof PSM_DUE_KINDS)[number];
export const PSM_TEST_RESULTS = ['PASS', 'ADJUSTED', 'FAIL'] as const;

/** the plant's bypass limit when the code data names none (DOMAIN.md: an MOC for long bypasses; 72 h a common site rule) */
export const PSM_DEFAULT_BYPASS_LIMIT_H = 72;

export const PSM_MESSAGES = {
  tagUnknown: (tag: string) => `사업장에 등록되지 않은 태그입니다: ${tag}`,
  bypassRange: '우회 종료 일시는 시작 일시보다 뒤여야 합니다.',
  bypassMocRequired: (hours: number) => `우회 기간이 사업장 한도(${String(hours)}시간)를 넘으면 변경관리(MOC) 번호를 연결해야 합니다.`,
  bypassLevel: (need: string) => `이 인터록(SIL)의 우회는 ${need} 이상이 승인해야 합니다.`,
  bypassOwn: '우회를 요청한 사람은 직접 승인할 수 없습니다.',
  revisionKept: '도면의 개정 이력은 삭제하거나 바꿀 수 없습니다. 새 개정을 추가하세요.',
  revisionCurrent: '현재 개정번호는 개정 이력에 있어야 합니다.',
  testImmutable: '시험·검사 기록은 수정하거나 삭제할 수 없습니다. 새 기록을 입력하세요.',
  importNoFile: '엑셀 파일을 선택하세요.',
  importBadFile: '엑셀(.xlsx) 파일이 아닙니다. 목록의 엑셀 다운로드 양식을 사용하세요.',
  importErrors: (n: number) => `엑셀에 오류가 있는 행이 ${String(n)}개 있습니다. 고친 뒤 다시 올리세요.`,
  importEmpty: '엑셀에 자료 행이 없습니다.',
  importRow: (rowNo: number, why: string) => `${String(rowNo)}행: ${why}`,
  auditScore: '요소별 점수는 0~100 사이여야 합니다.',
  auditIncomplete: '12개 요소의 점수를 모두 입력해야 완료할 수 있습니다.',
} as const;

/** the PSM grade of an audit's total score (DOMAIN.md: P ≥ 90, S 80–<90, M+ 70–<80, M− < 70) */
export type TPsmGrade = 'P' | 'S' | 'M+' | 'M-';
export function psmGradeOf(score: number): TPsmGrade {
  if (score >= 90) return 'P';
  if (score >= 80) return 'S';
  if (score >= 70) return 'M+';
  return 'M-';
}

/** next due = last + cycle in calendar months, clamped to the month's end (2026-01-31 + 1 → 2026-02-28) */
export const psmDueYmd = (lastYmd: string | null, cycleMonths: number | null): string | null =>
  lastYmd && cycleMonths ? addMonthsYmd(lastYmd, cycleMonths) : null;

/**
 * a register's fields the Excel import matches a row by (plant + tag): `key` the definition's generated key, `match` the
 * human key
 */
export const PSM_IMPORT_MAX_ROWS = 5000;

/** record pickers of the registers for other modules' links (issue 28 item 4): an MOC, a HAZOP node, an accident */
export const PSM_EQUIP_PICK = { url: PSM_API.equipment, value: 'equipNo', label: ['tagNo', 'equipNm'], search: 'tagNo', plant: 'plantCd' } as const;
export const PSM_PIPE_PICK = { url: PSM_API.piping, value: 'pipeNo', label: ['tagNo', 'fluidNm'], search: 'tagNo', plant: 'plantCd' } as const;
export const PSM_DRAWING_PICK = { url: PSM_API.drawing, value: 'drawingId', label: ['drawingNo', 'drawingNm', 'revNo'], search: 'drawingNo', plant: 'plantCd' } as const;
