import { defineWorkflow, type TWorkflowLabel } from '../../workflow/definition.js';

// zod-free: the public /qr phone form loads these without the resource definition
export const SAF_NEARMISS_MENU = 'SAF_NEARMISS';
export const SAF_NEARMISS_API = '/api/saf/nearmiss';
/** spec §2: /qr is public — anonymous near-miss reports from a plant area's QR code */
export const SAF_NEARMISS_PUBLIC_API = '/api/public/nearmiss';
export const SAF_NEARMISS_TYPE_GROUP = 'SAF_NEARMISS_TYPE';
export const SAF_NEARMISS_STATUS_GROUP = 'SAF_NEARMISS_STATUS';
/** limits of the public form (characters) and of one client address (reports per window) */
export const SAF_NEARMISS_PUBLIC_LIMITS = { title: 100, contents: 2000, areaCd: 30, perWindow: 5, windowSec: 3600 } as const;
/** photos of an anonymous report: at most 3, images only, 10 MB each, uploaded within 10 minutes of the report (the grant's life) */
export const SAF_NEARMISS_PUBLIC_PHOTOS = { maxFiles: 3, exts: ['jpg', 'jpeg', 'png', 'gif'], maxMb: 10, grantSec: 600, taskClassNm: 'SAF_NEARMISS_PHOTO' } as const;

export const SAF_NEARMISS_MESSAGES = {
  measureIncomplete: (rowNo: number) => `${rowNo}번째 개선대책의 담당자와 조치기한을 함께 입력하세요.`,
  unknownPlant: '사업장을 찾을 수 없습니다.',
  received: '제보가 접수되었습니다. 감사합니다.',
  needsDept: '부서를 지정한 후 사고로 전환하세요.',
} as const;

const L = (ko: string, en: string, zh: string, es: string): TWorkflowLabel => ({ ko, en, zh, es });

/** 등록 → 검토완료 (the review turns the improvement measures into improvement actions) */
export const nearMissWorkflow = defineWorkflow({
  statusField: 'statusCd',
  // issue 25: in which statuses each child collection may change ('record' = while the record is editable)
  children: { measures: 'record' },
  initial: 'REGISTERED',
  statuses: [
    { code: 'REGISTERED', label: L('등록', 'Registered', '已登记', 'Registrado'), color: 'blue' },
    { code: 'REVIEWED', label: L('검토완료', 'Reviewed', '已审核', 'Revisado'), color: 'green', final: true, onEnter: [{ kind: 'run', name: 'openActions' }] },
    // something did happen: the report becomes a FLASH accident of the same plant and department (its number in the comment)
    { code: 'CONVERTED', label: L('사고전환', 'Converted to accident', '转为事故', 'Convertido en accidente'), color: 'red', final: true, onEnter: [{ kind: 'run', name: 'toAccident' }] },
  ],
  transitions: [
    // the safety managers review (workers may report with write on the menu, but not review their own findings)
    { action: 'REVIEW', label: L('검토완료', 'Complete review', '完成审核', 'Completar revisión'), from: ['REGISTERED'], to: 'REVIEWED', who: [{ kind: 'duty', dutyCds: ['DUT06'] }] },
    {
      action: 'TO_ACCIDENT', label: L('사고로 전환', 'Convert to accident', '转为事故', 'Convertir en accidente'), from: ['REGISTERED'], to: 'CONVERTED',
      who: [{ kind: 'duty', dutyCds: ['DUT06'] }], danger: true, guards: [{ name: 'hasDept', message: SAF_NEARMISS_MESSAGES.needsDept, test: (r) => !!r.deptCd }],
    },
  ],
});
