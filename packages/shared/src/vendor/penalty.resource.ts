import { z } from 'zod';
import { defineResource, zText, zYmd } from '../resource/definition.js';
import { VND_MENUS } from './constants.js';

/**
 * 벌점·경고 (penalty points, issue 19 item 5): violations of a contractor found in patrols, permits and checks, with
 * points per kind (code group VND_PENALTY_KIND, attr1 = points). The yearly total per vendor crosses thresholds
 * kept as data (VND_PENALTY_THRESHOLD: WARN, SUSPEND; attr1 = points): WARN notifies, SUSPEND suspends the vendor.
 */
export const VND_PENALTY_API = '/api/vendor/penalties';
export const VND_PENALTY_KIND_GROUP = 'VND_PENALTY_KIND';
export const VND_PENALTY_THRESHOLD_GROUP = 'VND_PENALTY_THRESHOLD';
export const VND_PENALTY_SOURCE_GROUP = 'VND_PENALTY_SOURCE';
export const VND_PENALTY_SOURCES = ['PATROL', 'PERMIT', 'CHECK', 'ETC'] as const;
export const VND_PENALTY_FILES = 'VND_PENALTY';
/** points of one violation: the kind's points by default, editable within 1..this */
export const VND_PENALTY_MAX_POINTS = 30;

export const VND_PENALTY_MESSAGES = {
  unknownKind: '벌점 유형을 찾을 수 없습니다.',
  points: `벌점은 1점에서 ${VND_PENALTY_MAX_POINTS}점 사이로 입력하세요.`,
  vendorPlant: '해당 업체가 작업하는 사업장이 아닙니다.',
  workerVendor: '위반 근로자는 해당 업체의 근로자 명부에 있어야 합니다.',
} as const;

/** 벌점 `/api/vendor/penalties` */
export const vendorPenaltyResource = /* @__PURE__ */ defineResource({
  name: 'vendorPenalty',
  title: 'title',
  basePath: VND_PENALTY_API,
  menuId: VND_MENUS.penalty,
  key: { name: 'penaltyNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'vendorCd', type: 'vendor', label: 'vendorCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'violationYmd', type: 'date', label: 'violationYmd', schema: zYmd, required: true, span: 8 },
    { name: 'penaltyKindCd', type: 'select', label: 'penaltyKindCd', schema: z.string().trim().min(1).max(30), required: true, codeGroup: VND_PENALTY_KIND_GROUP, span: 8 },
    // empty = the kind's points (attr1 of the code)
    { name: 'points', type: 'number', label: 'points', schema: z.number().int().min(1).max(VND_PENALTY_MAX_POINTS).nullish(), span: 4 },
    { name: 'sourceTypeCd', type: 'select', label: 'sourceTypeCd', schema: z.enum(VND_PENALTY_SOURCES), required: true, codeGroup: VND_PENALTY_SOURCE_GROUP, span: 6 },
    { name: 'sourceKey', type: 'text', reference: { by: 'sourceTypeCd', to: { PATROL: 'safPatrolFinding', PERMIT: 'safWkodPermit', CHECK: 'safCheckResult' } }, label: 'sourceKey', schema: zText(100), maxLength: 100, span: 6 },
    // the worker (근로자번호 of the vendor's roster), when the violation is one person's: counted on the roster
    { name: 'workerNo', type: 'number', reference: { to: 'vendorWorker' }, label: 'workerNo', schema: z.number().int().min(1).nullish(), span: 6 },
    { name: 'description', type: 'textarea', label: 'description', schema: zText(2000), maxLength: 2000, span: 24 },
  ],
  listColumns: [
    { name: 'penaltyNo', label: 'penaltyNo', width: 90, align: 'center', sortable: true },
    { name: 'violationYmd', width: 110, align: 'center', sortable: true },
    { name: 'vendorCd', width: 180 },
    { name: 'penaltyKindCd', link: true },
    { name: 'points', width: 80, align: 'right', sortable: true },
    { name: 'sourceTypeCd', width: 100, align: 'center' },
    { name: 'createUserNm', label: 'createUserNm', width: 100, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'penaltyKindCd', type: 'select', op: 'eq', label: 'penaltyKindCd', codeGroup: VND_PENALTY_KIND_GROUP, width: 6 },
    { name: 'sourceTypeCd', type: 'select', op: 'eq', label: 'sourceTypeCd', codeGroup: VND_PENALTY_SOURCE_GROUP, width: 6 },
    { name: 'violationYmd', type: 'dateRange', op: 'dateRange', label: 'violationYmd', width: 6 },
  ],
  defaultSort: { field: 'violationYmd', order: 'desc' },
  scope: { plant: 'plantCd', vendor: 'vendorCd' },
  attachments: [VND_PENALTY_FILES],
  print: { number: (r) => `벌점-${String(r.penaltyNo)}` },
  i18n: {
    ko: {
      title: '벌점·경고', penaltyNo: '벌점 번호', plantCd: '사업장', plantNm: '사업장', vendorCd: '협력업체', vendorNm: '협력업체', violationYmd: '위반일',
      penaltyKindCd: '위반 유형', penaltyKindNm: '위반 유형', points: '벌점', sourceTypeCd: '적발 경로', sourceTypeNm: '적발 경로', sourceKey: '관련 번호',
      workerNo: '위반 근로자번호', description: '위반 내용', createUserNm: '등록자', [VND_PENALTY_FILES]: '위반 사진',
    },
    en: {
      title: 'Penalty points', penaltyNo: 'Penalty no.', plantCd: 'Plant', plantNm: 'Plant', vendorCd: 'Contractor', vendorNm: 'Contractor', violationYmd: 'Violation date',
      penaltyKindCd: 'Violation', penaltyKindNm: 'Violation', points: 'Points', sourceTypeCd: 'Found by', sourceTypeNm: 'Found by', sourceKey: 'Related no.',
      workerNo: 'Worker no.', description: 'Details', createUserNm: 'Registered by', [VND_PENALTY_FILES]: 'Photos',
    },
    zh: {
      title: '罚分·警告', penaltyNo: '编号', plantCd: '工厂', plantNm: '工厂', vendorCd: '协力企业', vendorNm: '协力企业', violationYmd: '违规日',
      penaltyKindCd: '违规类型', penaltyKindNm: '违规类型', points: '罚分', sourceTypeCd: '发现途径', sourceTypeNm: '发现途径', sourceKey: '相关编号',
      workerNo: '违规工人编号', description: '违规内容', createUserNm: '登记人', [VND_PENALTY_FILES]: '违规照片',
    },
    es: {
      title: 'Puntos de penalización', penaltyNo: 'N.º de penalización', plantCd: 'Planta', plantNm: 'Planta', vendorCd: 'Contratista', vendorNm: 'Contratista', violationYmd: 'Fecha',
      penaltyKindCd: 'Infracción', penaltyKindNm: 'Infracción', points: 'Puntos', sourceTypeCd: 'Detectada en', sourceTypeNm: 'Detectada en', sourceKey: 'N.º relacionado',
      workerNo: 'N.º de trabajador', description: 'Detalle', createUserNm: 'Registrado por', [VND_PENALTY_FILES]: 'Fotos',
    },
  },
});
