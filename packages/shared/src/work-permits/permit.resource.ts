import { z } from 'zod';
import { defineResource, zText, zYmd } from '../resource/definition.js';
import { defineWorkflow, type TWorkflowLabel } from '../workflow/definition.js';
import { CHM_PROD_PICK, CHM_QTY_UNITS } from '../chm/chm.links.js';
import { SAF_WKOD_API, SAF_WKOD_GROUPS as G, SAF_WKOD_MENUS, SAF_WKOD_MESSAGES, wkodPublicPath, zWkodHm } from './wkod.const.js';

const L = (ko: string, en: string, zh: string, es: string): TWorkflowLabel => ({ ko, en, zh, es });
/** the safety team: the plant's safety managers (duty DUT06), as the improvement actions' escalation picks them */
export const SAF_WKOD_SAFETY_DUTIES = ['DUT06'];
const safety = [{ kind: 'duty' as const, dutyCds: SAF_WKOD_SAFETY_DUTIES }];
const requester = [{ kind: 'owner' as const }, { kind: 'vendor' as const, field: 'vendorCd' }, { kind: 'menuWrite' as const }];
// the supervising department's people: plant users only (a contractor never approves or rejects its own request)
const supervisor = [{ kind: 'field' as const, field: 'supervisorUserId' }, { kind: 'menuWrite' as const, staff: true }];
/** steps with their own endpoint (checks with detailed answers): the generic transition refuses them */
const viaStep = { name: 'viaStepEndpoint', message: SAF_WKOD_MESSAGES.viaStep };

/**
 * 작성 → 신청 → 감독부서 승인 → 안전팀 허가 → 작업중 → 완료. 반려 goes back to the requester (editable, may be requested
 * again); a bad gas reading suspends (SUSPENDED) until the safety team resumes after a good one (back to ISSUED, the
 * crew starts again); 종료(OVER: the window ended without completion) and 취소 are final.
 */
export const permitWorkflow = defineWorkflow({
  statusField: 'statusCd',
  initial: 'DRAFT',
  // edited while a draft or sent back; afterwards only the steps (and LOTO, gas, extension endpoints) change it
  editableStatuses: ['DRAFT', 'REJECTED'],
  statuses: [
    { code: 'DRAFT', label: L('작성', 'Draft', '草稿', 'Borrador'), color: 'blue' },
    { code: 'REQUESTED', label: L('신청', 'Requested', '已申请', 'Solicitado'), color: 'gold', onEnter: [{ kind: 'notify', to: [{ field: 'supervisorUserId' }] }] },
    { code: 'APPROVED', label: L('감독부서 승인', 'Approved by supervisor', '监督部门已批准', 'Aprobado por supervisión'), color: 'cyan' },
    { code: 'ISSUED', label: L('안전팀 허가', 'Issued', '已许可', 'Emitido'), color: 'geekblue', onEnter: [{ kind: 'notify', to: ['owner'] }] },
    { code: 'ACTIVE', label: L('작업중', 'In progress', '作业中', 'En curso'), color: 'orange' },
    { code: 'SUSPENDED', label: L('작업중지(가스)', 'Suspended (gas)', '暂停(气体)', 'Suspendido (gas)'), color: 'volcano', onEnter: [{ kind: 'notify', to: ['owner', { field: 'supervisorUserId' }] }] },
    { code: 'COMPLETED', label: L('완료', 'Completed', '已完成', 'Completado'), color: 'green', final: true },
    { code: 'REJECTED', label: L('반려', 'Rejected', '已驳回', 'Rechazado'), color: 'red', onEnter: [{ kind: 'notify', to: ['owner'] }] },
    { code: 'OVER', label: L('종료(미완료)', 'Closed (not completed)', '终止(未完成)', 'Cerrado (sin completar)'), color: 'magenta', final: true },
    { code: 'CANCELLED', label: L('취소', 'Cancelled', '已取消', 'Cancelado'), color: 'default', final: true },
  ],
  transitions: [
    { action: 'REQUEST', endpoint: 'request', moduleUi: true, label: L('신청', 'Request', '申请', 'Solicitar'), from: ['DRAFT', 'REJECTED'], to: 'REQUESTED', who: requester, guards: [{ name: 'workersEligible', message: SAF_WKOD_MESSAGES.noWorkers }] },
    { action: 'APPROVE', endpoint: 'approve', moduleUi: true, label: L('감독부서 승인', 'Approve', '批准', 'Aprobar'), from: ['REQUESTED'], to: 'APPROVED', who: supervisor, guards: [{ name: 'isSupervisor', message: SAF_WKOD_MESSAGES.notSupervisor }] },
    { action: 'REJECT', endpoint: 'reject', label: L('반려', 'Reject', '驳回', 'Rechazar'), from: ['REQUESTED', 'APPROVED'], to: 'REJECTED', who: [...supervisor, ...safety], commentRequired: true, danger: true, guards: [{ name: 'isSupervisor', message: SAF_WKOD_MESSAGES.notSupervisor }] },
    { action: 'ISSUE', endpoint: 'issue', moduleUi: true, label: L('허가', 'Issue', '许可', 'Emitir'), from: ['APPROVED'], to: 'ISSUED', who: safety, guards: [viaStep] },
    { action: 'START', endpoint: 'start', label: L('작업 시작', 'Start work', '开始作业', 'Iniciar trabajo'), from: ['ISSUED'], to: 'ACTIVE', who: [...requester, ...safety] },
    { action: 'SUSPEND', label: L('작업중지', 'Suspend', '暂停', 'Suspender'), from: ['ISSUED', 'ACTIVE'], to: 'SUSPENDED', who: [{ kind: 'approval', on: 'GAS_OUT' }] },
    { action: 'RESUME', endpoint: 'resume', label: L('재개', 'Resume', '恢复', 'Reanudar'), from: ['SUSPENDED'], to: 'ISSUED', who: safety, guards: [viaStep] },
    { action: 'COMPLETE', endpoint: 'complete', label: L('완료', 'Complete', '完成', 'Completar'), from: ['ACTIVE'], to: 'COMPLETED', who: [...requester, ...safety], guards: [viaStep] },
    { action: 'OVER', endpoint: 'over', label: L('종료', 'Close (over)', '终止', 'Cerrar'), from: ['ISSUED', 'ACTIVE', 'SUSPENDED'], to: 'OVER', who: safety, commentRequired: true, danger: true, guards: [viaStep] },
    { action: 'CANCEL', endpoint: 'cancel', label: L('취소', 'Cancel', '取消', 'Cancelar'), from: ['DRAFT', 'REQUESTED', 'APPROVED', 'ISSUED', 'REJECTED'], to: 'CANCELLED', who: [...requester, ...safety], commentRequired: true, danger: true, guards: [viaStep] },
  ],
  // the requester, the supervising approver and the issuing safety manager are three people (issue 25)
  separation: [{ rule: 'WKOD_REQUEST_APPROVE_ISSUE', actions: ['REQUEST', 'APPROVE', 'ISSUE'], message: SAF_WKOD_MESSAGES.separation }],
  // issue 25: the rows of the permit lock with it. The form's collections follow the record (작성, 반려); LOTO points are
  // added until issue but removed only while the requester edits (a point the supervisor saw is not taken away after the
  // request — reject and request again); isolate/verify before and during the work, release when it ends; gas readings
  // until the permit is closed; an extension while issued or active.
  children: {
    kinds: 'record', workers: 'record', measures: 'record', chemProds: 'record',
    loto: {
      ops: {
        add: { statuses: ['DRAFT', 'REQUESTED', 'APPROVED', 'REJECTED'], who: [...requester, ...safety], message: SAF_WKOD_MESSAGES.lotoLocked },
        remove: { statuses: ['DRAFT', 'REJECTED'], who: [...requester, ...safety], message: SAF_WKOD_MESSAGES.lotoRemoveLocked },
        isolate: { statuses: ['DRAFT', 'REQUESTED', 'APPROVED', 'ISSUED', 'ACTIVE', 'SUSPENDED', 'REJECTED'], who: [...requester, ...safety] },
        verify: { statuses: ['DRAFT', 'REQUESTED', 'APPROVED', 'ISSUED', 'ACTIVE', 'SUSPENDED', 'REJECTED'], who: [...requester, ...safety] },
        release: { statuses: ['ISSUED', 'ACTIVE', 'SUSPENDED', 'OVER', 'CANCELLED'], who: [...requester, ...safety], message: SAF_WKOD_MESSAGES.lotoReleaseActive },
      },
    },
    gasReadings: { ops: { add: { statuses: ['DRAFT', 'REQUESTED', 'APPROVED', 'ISSUED', 'ACTIVE', 'SUSPENDED', 'REJECTED'], message: SAF_WKOD_MESSAGES.gasClosed } } },
    windows: { ops: { extend: { statuses: ['ISSUED', 'ACTIVE'], who: [...requester, ...safety] } } },
  },
});

const id = z.number().int().min(1).max(2_147_483_647);
const unit = z.number().min(0).max(1);

export const permitResource = defineResource({
  name: 'safWkodPermit',
  title: 'title',
  basePath: SAF_WKOD_API.permits,
  menuId: SAF_WKOD_MENUS.permit,
  key: { name: 'permitNo', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), codeGroup: G.status, inForm: false },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 6 },
    { name: 'projectNo', type: 'number', reference: { to: 'safWkodProject' }, label: 'projectNo', schema: id.nullish(), span: 6, optionsFrom: { url: `${SAF_WKOD_API.projects}/options?plantCd={plantCd}`, value: 'projectNo', label: 'projectNm' } },
    { name: 'vendorCd', type: 'vendor', label: 'vendorCd', schema: z.string().trim().max(30).nullish(), span: 6 },
    { name: 'kindCd', type: 'select', label: 'kindCd', schema: z.string().trim().min(1).max(30), codeGroup: G.kind, required: true, span: 6 },
    { name: 'workNm', type: 'text', label: 'workNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 12 },
    { name: 'workYmd', type: 'date', label: 'workYmd', schema: zYmd, required: true, span: 4 },
    { name: 'startTm', type: 'time', label: 'startTm', schema: zWkodHm, required: true, span: 4 },
    { name: 'endTm', type: 'time', label: 'endTm', schema: zWkodHm, required: true, span: 4 },
    { name: 'startDt', type: 'text', label: 'startDt', schema: z.string().nullish(), serverOnly: true, inForm: false },
    { name: 'endDt', type: 'text', label: 'endDt', schema: z.string().nullish(), serverOnly: true, inForm: false },
    { name: 'areaCd', type: 'select', label: 'areaCd', schema: z.string().trim().min(1).max(30), codeGroup: G.area, codeOwner: { attr: 'attr1', field: 'plantCd' }, required: true, span: 6 },
    { name: 'placeDesc', type: 'text', label: 'placeDesc', schema: zText(200), maxLength: 200, span: 18 },
    { name: 'mapNo', type: 'number', reference: { to: 'safWkodMap' }, label: 'mapNo', schema: id.nullish(), span: 6, optionsFrom: { url: `${SAF_WKOD_API.maps}/options?plantCd={plantCd}`, value: 'mapNo', label: 'mapNm' } },
    { name: 'mapX', type: 'number', label: 'mapX', schema: unit.nullish(), span: 3, inPrint: false },
    { name: 'mapY', type: 'number', label: 'mapY', schema: unit.nullish(), span: 3, inPrint: false },
    { name: 'requestDeptCd', type: 'dept', label: 'requestDeptCd', schema: z.string().trim().min(1).max(30), required: true, span: 6 },
    { name: 'superviseDeptCd', type: 'dept', label: 'superviseDeptCd', schema: z.string().trim().min(1).max(30), required: true, span: 6 },
    { name: 'supervisorUserId', type: 'user', label: 'supervisorUserId', schema: z.string().trim().max(50).nullish(), span: 6 },
    { name: 'coopDeptCds', type: 'text', label: 'coopDeptCds', schema: zText(300), maxLength: 300, span: 6, codeList: 'dept' },
    { name: 'ppeCds', type: 'text', label: 'ppeCds', schema: zText(300), maxLength: 300, span: 12, codeList: G.ppe },
    { name: 'fireWatcherNm', type: 'text', label: 'fireWatcherNm', schema: zText(100), maxLength: 100, span: 6 },
    { name: 'gasIntervalMin', type: 'number', label: 'gasIntervalMin', schema: z.number().int().min(10).max(720).nullish(), span: 6 },
    { name: 'workContents', type: 'textarea', label: 'workContents', schema: zText(4000), maxLength: 4000, span: 24 },
    { name: 'lastGasDt', type: 'text', label: 'lastGasDt', schema: z.string().nullish(), serverOnly: true, inForm: false },
    { name: 'issuerUserId', type: 'user', label: 'issuerUserId', schema: z.string().nullish(), serverOnly: true, inForm: false },
    { name: 'simopsOverrideReason', type: 'text', label: 'simopsOverrideReason', schema: z.string().nullish(), serverOnly: true, inForm: false },
    { name: 'statusNote', type: 'text', label: 'statusNote', schema: z.string().nullish(), serverOnly: true, inForm: false },
    // the entrant login's code (printed on the permit; the contractor hands it to the listed workers)
    { name: 'entrantCd', type: 'text', label: 'entrantCd', schema: z.string().nullish(), serverOnly: true, span: 6 },
  ],
  children: [
    {
      name: 'kinds', label: 'kinds', key: 'permitKindNo', rowNoField: 'rowNo', maxRows: 7,
      fields: [{ name: 'kindCd', type: 'select', label: 'kindCd', schema: z.string().trim().max(30).nullish(), codeGroup: G.kind, required: true }],
    },
    {
      name: 'workers', label: 'workers', key: 'permitWorkerNo', rowNoField: 'rowNo', maxRows: 60,
      fields: [
        { name: 'workerNo', type: 'number', reference: { to: 'vendorWorker' }, label: 'workerNo', schema: id.nullish(), required: true, optionsFrom: { url: `${SAF_WKOD_API.roster}?projectNo={projectNo}&onRoster=Y`, value: 'workerNo', label: 'workerNm' } },
        { name: 'vendorCd', type: 'vendor', label: 'vendorCd', schema: z.string().trim().max(30).nullish(), required: true },
        { name: 'roleCd', type: 'select', label: 'roleCd', schema: z.string().trim().max(20).nullish(), codeGroup: G.workerRole, required: true },
      ],
      columns: [{ name: 'workerNo', width: 180 }, { name: 'vendorCd', width: 200 }, { name: 'roleCd', width: 140 }],
    },
    {
      name: 'measures', label: 'measures', key: 'permitMeasureNo', rowNoField: 'rowNo', maxRows: 80,
      // the standard measures of the permit's kinds (code data SAF_WKOD_MEASURE, attr1 = kind): 밀폐공간's ventilation, gas
      // readings, attendant, rescue equipment, communication and entry log as 화기작업's fire watch and extinguisher
      offer: { codeGroup: G.measure, attr: 'attr1', field: 'measureCd', from: ['kindCd', 'kinds.kindCd'] },
      fields: [
        { name: 'measureCd', type: 'select', label: 'measureCd', schema: z.string().trim().max(30).nullish(), codeGroup: G.measure, required: true },
        { name: 'checkYn', type: 'switch', label: 'checkYn', schema: z.enum(['Y', 'N']).nullish() },
        { name: 'remark', type: 'text', label: 'remark', schema: zText(300), maxLength: 300 },
      ],
      columns: [{ name: 'measureCd', width: 360 }, { name: 'checkYn', width: 100, align: 'center' }, { name: 'remark', width: 240 }],
    },
    {
      // issue 26 (links): the register's products the work uses (a solvent, a cleaning acid), their SDS a click away
      name: 'chemProds', label: 'chemProds', key: 'permitChemNo', rowNoField: 'rowNo', maxRows: 20,
      fields: [
        { name: 'chemProdNo', type: 'number', label: 'chemProdNo', schema: id.nullish(), required: true, reference: { to: 'chmChemProd', pick: CHM_PROD_PICK } },
        { name: 'qty', type: 'number', label: 'chemQty', schema: z.number().min(0).max(1e9).nullish() },
        { name: 'unitCd', type: 'select', label: 'chemUnitCd', schema: z.enum(CHM_QTY_UNITS).nullish(), codeGroup: 'CHM_UNIT' },
        { name: 'remark', type: 'text', label: 'remark', schema: zText(300), maxLength: 300 },
      ],
      columns: [{ name: 'chemProdNo', width: 280 }, { name: 'qty', width: 110, align: 'right' }, { name: 'unitCd', width: 90 }, { name: 'remark', width: 240 }],
    },
  ],
  listColumns: [
    { name: 'permitNo', width: 100, align: 'center', sortable: true },
    { name: 'statusCd', width: 120, align: 'center' },
    { name: 'kindCd', width: 120, align: 'center' },
    { name: 'workNm', link: true },
    { name: 'workYmd', width: 110, align: 'center', sortable: true },
    { name: 'startTm', width: 80, align: 'center' },
    { name: 'endTm', width: 80, align: 'center' },
    { name: 'areaCd', width: 140 },
    { name: 'vendorCd', width: 180 },
    { name: 'superviseDeptCd', width: 140 },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'workYmd', type: 'dateRange', op: 'dateRange', label: 'workYmd', width: 8 },
    { name: 'statusCd', type: 'select', op: 'eq', label: 'statusCd', codeGroup: G.status, width: 5 },
    { name: 'kindCd', type: 'select', op: 'eq', label: 'kindCd', codeGroup: G.kind, width: 5 },
    { name: 'areaCd', type: 'select', op: 'eq', label: 'areaCd', codeGroup: G.area, codeOwner: { attr: 'attr1', field: 'plantCd' }, width: 6 },
    { name: 'workNm', type: 'text', op: 'contains', label: 'workNm', width: 6 },
  ],
  defaultSort: { field: 'permitNo', order: 'desc' },
  scope: { plant: 'plantCd', dept: ['superviseDeptCd', 'requestDeptCd'], vendor: 'vendorCd', own: ['supervisorUserId'] },
  workflow: permitWorkflow,
  publicToken: 'publicToken',
  print: {
    title: 'printTitle', number: (r) => `WKOD-${String(r.permitNo)}`, qr: (r) => wkodPublicPath(String(r.publicToken ?? '')),
    // the permit's sign-offs are its steps' signatures (신청 · 감독부서 승인 · 안전팀 허가), not an approval line
    signOff: {
      kind: 'signatures', url: `${SAF_WKOD_API.permits}/{key}/panels`, list: 'signatures',
      roles: [{ code: 'REQUESTER', label: 'signREQUESTER' }, { code: 'SUPERVISOR', label: 'signSUPERVISOR' }, { code: 'ISSUER', label: 'signISSUER' }],
    },
  },
  rowTone: (r) => (r.statusCd === 'SUSPENDED' ? 'danger' : null),
  detailAlerts: (r) => {
    const out: { tone: 'error' | 'warning'; label: string; values?: Record<string, string> }[] = [];
    if (r.simopsOverrideReason) out.push({ tone: 'warning', label: 'simopsBanner', values: { reason: String(r.simopsOverrideReason) } });
    if (r.statusCd === 'SUSPENDED') out.push({ tone: 'error', label: 'suspendedBanner', values: { note: String(r.statusNote ?? '') } });
    return out;
  },
  validate: (v) => (typeof v.startTm === 'string' && typeof v.endTm === 'string' && v.endTm <= v.startTm ? { field: 'endTm', message: SAF_WKOD_MESSAGES.windowOrder } : null),
  i18n: {
    ko: {
      chemProds: '사용 화학제품(MSDS)', chemProdNo: '화학제품', chemQty: '사용량', chemUnitCd: '단위',
      signREQUESTER: '신청', signSUPERVISOR: '감독', signISSUER: '허가',
      title: '작업허가서', printTitle: '작업허가서', permitNo: '허가번호', statusCd: '상태', statusNm: '상태', plantCd: '사업장', plantNm: '사업장', projectNo: '공사', projectNm: '공사',
      vendorCd: '협력업체', vendorNm: '협력업체', kindCd: '작업종류', kindNm: '작업종류', workNm: '작업명', workYmd: '작업일', startTm: '시작시각', endTm: '종료시각',
      startDt: '작업 시작', endDt: '작업 종료', areaCd: '작업구역', areaNm: '작업구역', placeDesc: '작업장소 상세', mapNo: '배치도', mapX: '지도 X(0~1)', mapY: '지도 Y(0~1)',
      requestDeptCd: '신청부서', requestDeptNm: '신청부서', superviseDeptCd: '감독부서', superviseDeptNm: '감독부서', supervisorUserId: '감독자', supervisorUserNm: '감독자',
      coopDeptCds: '협조부서', ppeCds: '보호구', fireWatcherNm: '화기감시자', gasIntervalMin: '가스 측정 주기(분)', workContents: '작업내용', lastGasDt: '최근 가스 측정',
      issuerUserId: '허가자', issuerUserNm: '허가자', simopsOverrideReason: '동시작업 승인 사유', statusNote: '처리 의견', entrantCd: '출입 코드',
      kinds: '보충 작업허가', workers: '작업자', workerNo: '작업자', workerNm: '작업자', roleCd: '역할', roleNm: '역할', measures: '안전조치 확인', measureCd: '안전조치', measureNm: '안전조치',
      checkYn: '확인', checkNm: '확인', remark: '비고',
      simopsBanner: '동시작업(SIMOPS) 충돌을 안전팀이 승인했습니다: {{reason}}', suspendedBanner: '가스 측정 부적합으로 작업이 중지되었습니다. {{note}}',
    },
    en: {
      chemProds: 'Chemical products used (SDS)', chemProdNo: 'Product', chemQty: 'Quantity', chemUnitCd: 'Unit',
      signREQUESTER: 'Requested', signSUPERVISOR: 'Supervised', signISSUER: 'Issued',
      title: 'Work permits', printTitle: 'Work permit', permitNo: 'Permit no.', statusCd: 'Status', statusNm: 'Status', plantCd: 'Plant', plantNm: 'Plant', projectNo: 'Project', projectNm: 'Project',
      vendorCd: 'Contractor', vendorNm: 'Contractor', kindCd: 'Work kind', kindNm: 'Work kind', workNm: 'Work', workYmd: 'Work date', startTm: 'Start', endTm: 'End',
      startDt: 'Starts', endDt: 'Ends', areaCd: 'Area', areaNm: 'Area', placeDesc: 'Place', mapNo: 'Map', mapX: 'Map X (0-1)', mapY: 'Map Y (0-1)',
      requestDeptCd: 'Requesting dept.', requestDeptNm: 'Requesting dept.', superviseDeptCd: 'Supervising dept.', superviseDeptNm: 'Supervising dept.', supervisorUserId: 'Supervisor', supervisorUserNm: 'Supervisor',
      coopDeptCds: 'Cooperating depts.', ppeCds: 'PPE', fireWatcherNm: 'Fire watcher', gasIntervalMin: 'Gas interval (min)', workContents: 'Work description', lastGasDt: 'Last gas reading',
      issuerUserId: 'Issuer', issuerUserNm: 'Issuer', simopsOverrideReason: 'SIMOPS override reason', statusNote: 'Note', entrantCd: 'Entrant code',
      kinds: 'Supplementary permits', workers: 'Workers', workerNo: 'Worker', workerNm: 'Worker', roleCd: 'Role', roleNm: 'Role', measures: 'Safety measures', measureCd: 'Measure', measureNm: 'Measure',
      checkYn: 'Checked', checkNm: 'Checked', remark: 'Remarks',
      simopsBanner: 'The safety team overrode a simultaneous-operations conflict: {{reason}}', suspendedBanner: 'Work suspended after an out-of-limit gas reading. {{note}}',
    },
    zh: {
      chemProds: '使用的化学产品(MSDS)', chemProdNo: '化学产品', chemQty: '用量', chemUnitCd: '单位',
      signREQUESTER: '申请', signSUPERVISOR: '监督', signISSUER: '许可',
      title: '作业许可证', printTitle: '作业许可证', permitNo: '许可编号', statusCd: '状态', statusNm: '状态', plantCd: '工厂', plantNm: '工厂', projectNo: '工程', projectNm: '工程',
      vendorCd: '协力企业', vendorNm: '协力企业', kindCd: '作业种类', kindNm: '作业种类', workNm: '作业名称', workYmd: '作业日', startTm: '开始时间', endTm: '结束时间',
      startDt: '作业开始', endDt: '作业结束', areaCd: '作业区域', areaNm: '作业区域', placeDesc: '作业地点', mapNo: '平面图', mapX: '地图X(0~1)', mapY: '地图Y(0~1)',
      requestDeptCd: '申请部门', requestDeptNm: '申请部门', superviseDeptCd: '监督部门', superviseDeptNm: '监督部门', supervisorUserId: '监督人', supervisorUserNm: '监督人',
      coopDeptCds: '协作部门', ppeCds: '防护用品', fireWatcherNm: '动火监护人', gasIntervalMin: '气体检测周期(分)', workContents: '作业内容', lastGasDt: '最近气体检测',
      issuerUserId: '许可人', issuerUserNm: '许可人', simopsOverrideReason: '交叉作业批准理由', statusNote: '处理意见', entrantCd: '入场码',
      kinds: '补充作业许可', workers: '作业人员', workerNo: '作业人员', workerNm: '作业人员', roleCd: '角色', roleNm: '角色', measures: '安全措施确认', measureCd: '安全措施', measureNm: '安全措施',
      checkYn: '确认', checkNm: '确认', remark: '备注',
      simopsBanner: '安全团队已批准交叉作业(SIMOPS)冲突: {{reason}}', suspendedBanner: '气体检测不合格, 作业已暂停。{{note}}',
    },
    es: {
      chemProds: 'Productos químicos usados (FDS)', chemProdNo: 'Producto', chemQty: 'Cantidad', chemUnitCd: 'Unidad',
      signREQUESTER: 'Solicita', signSUPERVISOR: 'Supervisa', signISSUER: 'Emite',
      title: 'Permisos de trabajo', printTitle: 'Permiso de trabajo', permitNo: 'N.º de permiso', statusCd: 'Estado', statusNm: 'Estado', plantCd: 'Planta', plantNm: 'Planta', projectNo: 'Obra', projectNm: 'Obra',
      vendorCd: 'Contratista', vendorNm: 'Contratista', kindCd: 'Tipo de trabajo', kindNm: 'Tipo de trabajo', workNm: 'Trabajo', workYmd: 'Fecha', startTm: 'Inicio', endTm: 'Fin',
      startDt: 'Empieza', endDt: 'Termina', areaCd: 'Zona', areaNm: 'Zona', placeDesc: 'Lugar', mapNo: 'Plano', mapX: 'Plano X (0-1)', mapY: 'Plano Y (0-1)',
      requestDeptCd: 'Dpto. solicitante', requestDeptNm: 'Dpto. solicitante', superviseDeptCd: 'Dpto. supervisor', superviseDeptNm: 'Dpto. supervisor', supervisorUserId: 'Supervisor', supervisorUserNm: 'Supervisor',
      coopDeptCds: 'Dptos. colaboradores', ppeCds: 'EPP', fireWatcherNm: 'Vigilante de fuego', gasIntervalMin: 'Intervalo de gas (min)', workContents: 'Descripción', lastGasDt: 'Última medición de gas',
      issuerUserId: 'Emisor', issuerUserNm: 'Emisor', simopsOverrideReason: 'Motivo de la excepción SIMOPS', statusNote: 'Nota', entrantCd: 'Código de acceso',
      kinds: 'Permisos complementarios', workers: 'Trabajadores', workerNo: 'Trabajador', workerNm: 'Trabajador', roleCd: 'Rol', roleNm: 'Rol', measures: 'Medidas de seguridad', measureCd: 'Medida', measureNm: 'Medida',
      checkYn: 'Verificado', checkNm: 'Verificado', remark: 'Observaciones',
      simopsBanner: 'El equipo de seguridad aprobó un conflicto de operaciones simultáneas: {{reason}}', suspendedBanner: 'Trabajo suspendido por una medición de gas fuera de límites. {{note}}',
    },
  },
});
