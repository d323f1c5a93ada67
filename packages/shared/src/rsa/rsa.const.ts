import { defineWorkflow, type TWorkflowLabel } from '../workflow/definition.js';

// zod-free: the messages and the plan workflow of 위험성평가, and (re-exported) its menus, routes and codes
export * from './rsa.codes.js';
export const RSA_MESSAGES = {
  noMatrix: '사업장의 위험성 매트릭스가 없습니다. 매트릭스를 먼저 등록하세요.',
  otherPlant: '소속 사업장의 매트릭스만 변경할 수 있습니다.',
  methodNotBuilt: '제공되지 않는 평가 방법입니다. 빈도·강도법, 체크리스트법, 3단계 판단법, 핵심요인 기술법, JSA, HAZOP, CHARM 중에서 선택하세요.',
  periodRange: '평가 종료일은 시작일보다 빠를 수 없습니다.',
  partFuture: '참여일은 오늘 이후일 수 없습니다.',
  partWorker: '해당 사업장의 근로자를 찾을 수 없습니다.',
  inApproval: '결재가 진행 중인 위험성평가는 수정할 수 없습니다.',
  completedLocked: '평가가 완료된 위험성평가는 수정할 수 없습니다.',
  deleteCompleted: '평가가 완료된 위험성평가는 삭제할 수 없습니다. (기록 3년 보존, 산업안전보건법 제36조 제3항)',
  deleteStarted: '결재되었거나 평가가 시작된 계획은 삭제할 수 없습니다.',
  planNotFound: '위험성평가 계획을 찾을 수 없습니다.',
  planPlant: '평가의 사업장은 계획의 사업장과 같아야 합니다.',
  noAssessment: '평가 결과(부서·단위작업별 평가)가 한 건 이상 있어야 평가를 완료할 수 있습니다.',
  noParticipation: '근로자 참여 기록(유해·위험요인 파악 또는 결과 검토)이 있어야 평가를 완료할 수 있습니다.',
  noShare: '평가 결과를 근로자에게 공유한 기록(공유 단계의 참여 기록)이 있어야 공유완료할 수 있습니다.',
  measureMissing: (unitWork: string, rowNo: number) => `[${unitWork}] ${rowNo}번째 행은 개선이 필요합니다. 감소대책, 담당자, 조치기한을 모두 입력하세요.`,
  measuresIncomplete: '개선이 필요한 행마다 감소대책, 담당자, 조치기한이 있어야 평가를 완료할 수 있습니다.',
  likelihoodRange: (rowNo: number, max: number) => `${rowNo}번째 행의 가능성(빈도)은 1~${max} 사이로 입력하세요.`,
  severityRange: (rowNo: number, max: number) => `${rowNo}번째 행의 중대성(강도)은 1~${max} 사이로 입력하세요.`,
  residualRange: (rowNo: number) => `${rowNo}번째 행의 개선 후 가능성·중대성은 매트릭스의 단계 안에서 함께 입력하세요.`,
  freqSevRequired: (rowNo: number) => `${rowNo}번째 행의 가능성(빈도)과 중대성(강도)을 입력하세요.`,
  levelRequired: (rowNo: number) => `${rowNo}번째 행의 위험성 수준(상/중/하)과 판단 근거를 입력하세요.`,
  levelHighMeasure: (rowNo: number) => `${rowNo}번째 행은 위험성 수준이 '상'이므로 감소대책을 입력하세요.`,
  checkImproveMeasure: (rowNo: number) => `${rowNo}번째 점검항목은 '보완'이므로 개선대책을 입력하세요.`,
  checkItemsRequired: '체크리스트법은 점검항목을 1개 이상 입력하세요.',
  hazardsRequired: '유해·위험요인을 1개 이상 입력하세요.',
  actionRowRemoved: '개선조치가 등록된 행은 삭제할 수 없습니다.',
  copyNotDraft: '이전 평가는 작성 중이고 평가 결과가 없는 계획에만 가져올 수 있습니다.',
  rowsNotOfMethod: (label: string) => `[${label}] 행은 이 계획의 평가방법에 해당하지 않습니다. 계획의 평가방법에 맞는 행을 입력하세요.`,
  matrixRowRequired: (label: string, rowNo: number) => `[${label}] ${rowNo}번째 행의 가능성(빈도)과 중대성(강도)을 입력하세요.`,
  matrixRowRange: (label: string, rowNo: number) => `[${label}] ${rowNo}번째 행의 가능성·중대성은 계획의 위험성 매트릭스 단계 안에서 입력하세요.`,
  charmHazard: (rowNo: number) => `[CHARM] ${rowNo}번째 행의 유해성 등급을 정할 수 없습니다. 노출기준(값과 단위) 또는 유해·위험문구(H 코드)를 입력하세요.`,
  charmExposure: (rowNo: number) => `[CHARM] ${rowNo}번째 행의 노출수준을 정할 수 없습니다. 작업환경측정 농도 또는 하루 사용량과 비산성·휘발성(액체는 비점)을 입력하세요.`,
  charmOelUnit: (rowNo: number) => `[CHARM] ${rowNo}번째 행의 노출기준은 단위(ppm 또는 mg/㎥)와 함께 입력하세요.`,
  charmMeasuredLimit: (rowNo: number) => `[CHARM] ${rowNo}번째 행의 측정 농도는 노출기준(값과 단위)과 함께 입력하세요.`,
  charmAmountUnit: (rowNo: number) => `[CHARM] ${rowNo}번째 행의 하루 사용량은 단위와 함께 입력하세요.`,
  jsaControl: (rowNo: number) => `[JSA] ${rowNo}번째 행의 안전대책을 입력하세요.`,
  unitWorkNotFound: '단위작업을 찾을 수 없습니다. 평가 부서의 단위작업에서 선택하세요.',
  processNotOfDept: '공정은 부서에 연결된 공정(공정관리)이어야 합니다.',
  unitWorkDuplicate: '같은 부서·공정에 같은 이름의 단위작업이 이미 있습니다.',
  uploadNoFile: '업로드할 엑셀 파일(.xlsx)을 선택하세요.',
  uploadBadFile: '엑셀 파일(.xlsx)의 첫 행에 부서코드, 공정코드, 단위작업 열 제목이 있어야 합니다. (작업내용은 선택)',
  uploadNoRows: '엑셀 파일에 단위작업 행이 없습니다.',
  uploadBadRow: (rowNo: number, column: string) => `${rowNo}행의 [${column}] 값이 올바르지 않습니다. 고친 후 파일 전체를 다시 올리세요.`,
  deptPlant: '부서는 계획의 사업장 소속이어야 합니다.',
  copyNothing: '같은 범위(사업장·주관부서·평가방법)의 이전 평가가 없습니다.',
} as const;

const L = (ko: string, en: string, zh: string, es: string): TWorkflowLabel => ({ ko, en, zh, es });
const writer = [{ kind: 'menuWrite' as const }];

/**
 * 작성 → 계획결재 → 계획완료 → 평가중 → 결과결재 → 평가완료 → 공유완료. The two approvals run through the approvals
 * framework (RSA_PLAN, RSA_RESULT); asking for the result's approval is "completing the assessment": refused while a
 * required measure has no owner, and it turns every required measure into an improvement action.
 */
export const rsaPlanWorkflow = defineWorkflow({
  statusField: 'statusCd',
  // issue 25: in which statuses each child collection may change ('record' = while the record is editable)
  children: { targets: 'record', team: 'record', participants: { save: 'record', ops: { participate: { statuses: ['DRAFT', 'PLAN_REQUESTED', 'PLANNED', 'ASSESSING', 'RESULT_REQUESTED', 'ASSESSED'], message: RSA_MESSAGES.completedLocked } } } },
  initial: 'DRAFT',
  statuses: [
    { code: 'DRAFT', label: L('작성', 'Draft', '草稿', 'Borrador'), color: 'default' },
    { code: 'PLAN_REQUESTED', label: L('계획결재중', 'Plan in approval', '计划审批中', 'Plan en aprobación'), color: 'blue', onEnter: [{ kind: 'run', name: 'requestPlanApproval' }] },
    { code: 'PLANNED', label: L('계획완료', 'Planned', '计划完成', 'Planificada'), color: 'cyan', onEnter: [{ kind: 'notify', to: ['owner'] }] },
    { code: 'ASSESSING', label: L('평가중', 'Assessing', '评估中', 'En evaluación'), color: 'orange' },
    {
      code: 'RESULT_REQUESTED', label: L('결과결재중', 'Result in approval', '结果审批中', 'Resultado en aprobación'), color: 'purple',
      onEnter: [{ kind: 'run', name: 'openActions' }, { kind: 'run', name: 'requestResultApproval' }],
    },
    { code: 'ASSESSED', label: L('평가완료', 'Assessed', '评估完成', 'Evaluada'), color: 'green', onEnter: [{ kind: 'notify', to: ['owner'] }] },
    { code: 'SHARED', label: L('공유완료', 'Shared', '已共享', 'Compartida'), color: 'green', final: true, onEnter: [{ kind: 'run', name: 'markShared' }] },
  ],
  transitions: [
    { action: 'REQUEST_PLAN', label: L('계획 결재요청', 'Request plan approval', '请求计划审批', 'Solicitar aprobación del plan'), from: ['DRAFT'], to: 'PLAN_REQUESTED', who: writer },
    { action: 'APPROVE_PLAN', label: L('계획 승인', 'Approve plan', '批准计划', 'Aprobar plan'), from: ['PLAN_REQUESTED'], to: 'PLANNED', who: [{ kind: 'approval', on: 'APPROVED' }] },
    { action: 'RETURN_PLAN', label: L('계획 반려', 'Return plan', '退回计划', 'Devolver plan'), from: ['PLAN_REQUESTED'], to: 'DRAFT', who: [{ kind: 'approval', on: 'REJECTED' }] },
    { action: 'RECALL_PLAN', label: L('계획 회수', 'Recall plan', '撤回计划', 'Retirar plan'), from: ['PLAN_REQUESTED'], to: 'DRAFT', who: [{ kind: 'approval', on: 'RECALLED' }] },
    { action: 'START', label: L('평가 시작', 'Start assessment', '开始评估', 'Iniciar evaluación'), from: ['PLANNED'], to: 'ASSESSING', who: writer },
    {
      action: 'COMPLETE', label: L('평가완료 결재요청', 'Complete and request approval', '完成并请求审批', 'Completar y solicitar aprobación'), from: ['ASSESSING'], to: 'RESULT_REQUESTED', who: writer,
      guards: [
        { name: 'hasAssessment', message: RSA_MESSAGES.noAssessment },
        { name: 'hasParticipation', message: RSA_MESSAGES.noParticipation },
        { name: 'measuresOwned', message: RSA_MESSAGES.measuresIncomplete },
      ],
    },
    { action: 'APPROVE_RESULT', label: L('결과 승인', 'Approve result', '批准结果', 'Aprobar resultado'), from: ['RESULT_REQUESTED'], to: 'ASSESSED', who: [{ kind: 'approval', on: 'APPROVED' }] },
    { action: 'RETURN_RESULT', label: L('결과 반려', 'Return result', '退回结果', 'Devolver resultado'), from: ['RESULT_REQUESTED'], to: 'ASSESSING', who: [{ kind: 'approval', on: 'REJECTED' }] },
    { action: 'RECALL_RESULT', label: L('결과 회수', 'Recall result', '撤回结果', 'Retirar resultado'), from: ['RESULT_REQUESTED'], to: 'ASSESSING', who: [{ kind: 'approval', on: 'RECALLED' }] },
    {
      action: 'SHARE', label: L('공유완료', 'Mark shared', '标记已共享', 'Marcar compartida'), from: ['ASSESSED'], to: 'SHARED', who: writer,
      guards: [{ name: 'hasShare', message: RSA_MESSAGES.noShare }],
    },
  ],
});

/** 단위작업 Excel upload: column titles of the first row and the row cap */
export const RSA_UNIT_WORK_UPLOAD_COLUMNS = { dept: '부서코드', process: '공정코드', unitWork: '단위작업', desc: '작업내용' } as const;
export const RSA_UNIT_WORK_UPLOAD_MAX_ROWS = 2000;

/** statuses in which the plan's assessments may still be written */
export const RSA_EDITABLE_STATUSES = ['DRAFT', 'PLANNED', 'ASSESSING'] as const;
/** statuses of a completed assessment (kept, never deleted) */
export const RSA_DONE_STATUSES = ['ASSESSED', 'SHARED'] as const;

// ---- 유해·위험요인 목록 (hazard and standard-controls library) ----
/**
 * 유해·위험요인 Excel upload: column titles of the first row (one row per standard control; rows of the same 분류 and
 * 유해·위험요인 make one hazard) and the row cap
 */
export const RSA_HAZARD_UPLOAD_COLUMNS = {
  hazardClass: '분류', hazardNm: '유해·위험요인', situation: '작업상황', disasterType: '재해형태', controlKind: '대책구분', control: '안전대책',
} as const;
export const RSA_HAZARD_UPLOAD_MAX_ROWS = 2000;
export const RSA_HAZARD_MESSAGES = {
  duplicate: '같은 분류에 같은 이름의 유해·위험요인이 이미 있습니다.',
  uploadBadFile: '엑셀 파일(.xlsx)의 첫 행에 분류, 유해·위험요인, 대책구분, 안전대책 열 제목이 있어야 합니다. (작업상황, 재해형태는 선택)',
  uploadNoRows: '엑셀 파일에 유해·위험요인 행이 없습니다.',
  inUse: '평가에서 선택된 유해·위험요인은 삭제할 수 없습니다. 사용을 \'아니오\'로 바꾸세요.',
  badCode: (label: string) => `[${label}] 값이 코드관리에 없는 코드입니다.`,
  /** a picked library hazard that is not one of the plan's plant (or not in use) */
  notOfPlant: (label: string, rowNo: number) => `[${label}] ${rowNo}번째 행의 유해·위험요인은 계획 사업장의 유해·위험요인 목록에서 선택하세요.`,
} as const;
