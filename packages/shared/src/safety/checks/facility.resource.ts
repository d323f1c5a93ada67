import { z } from 'zod';
import { defineResource, zText, zYmd, zYn } from '../../resource/definition.js';
import { SAF_CHECK_MENUS, SAF_CODE_GROUPS, SAF_FACILITY_TYPE_TREE_API, SAF_FILES } from './check.const.js';

const todayKst = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

export const SAF_FACILITY_MESSAGES = {
  duplicateCode: '이미 존재하는 설비코드입니다.',
  noFile: '업로드할 엑셀 파일을 선택하세요.',
  badFile: '설비 업로드 양식(.xlsx)이 아닙니다. 양식을 내려받아 작성하세요.',
  noRows: '업로드할 설비가 없습니다.',
  badRow: (rowNo: number, column: string) => `${rowNo}행: '${column}' 값이 올바르지 않습니다.`,
  duplicateRow: (rowNo: number) => `${rowNo}행: 이미 존재하거나 파일 안에서 중복된 설비코드입니다.`,
} as const;

/** Excel import of the facility master (multipart `file`, `?plantCd=`): all or nothing; the template by name */
export const SAF_FACILITY_UPLOAD_API = '/api/saf/facilities/upload';
export const SAF_FACILITY_UPLOAD_TEMPLATE = 'safFacility';
export const SAF_FACILITY_UPLOAD_MAX_ROWS = 2000;
/** the template's headers (row 1); 설치장소 and 비고 may be empty */
export const SAF_FACILITY_UPLOAD_COLUMNS = {
  code: '설비코드', name: '설비명', type: '설비유형', dept: '관리부서코드', place: '설치장소', legal: '안전검사대상(Y/N)', cycle: '검사주기(개월)', next: '다음검사일', remark: '비고',
} as const;

/**
 * 설비 (facility master) with its inspections (child rows). A legal inspection target (산안법 제93조 안전검사: cranes,
 * lifts, pressure vessels, local exhaust ventilation …) keeps its cycle in months; a passed inspection moves the next
 * inspection date to the inspection date + the cycle (server). Certificates are the SAF_FACILITY_CERT files.
 */
export const facilityResource = defineResource({
  name: 'safFacility',
  title: 'title',
  basePath: '/api/saf/facilities',
  menuId: SAF_CHECK_MENUS.facility,
  key: { name: 'facilityNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'facilityCd', type: 'text', label: 'facilityCd', schema: zText(30, { required: true }), required: true, maxLength: 30, span: 8 },
    { name: 'facilityNm', type: 'text', label: 'facilityNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    { name: 'facilityTypeCd', type: 'select', label: 'facilityTypeCd', schema: z.string().trim().min(1).max(20), codeGroup: SAF_CODE_GROUPS.facilityType, treeFrom: SAF_FACILITY_TYPE_TREE_API, required: true, span: 8 },
    { name: 'placeNm', type: 'text', label: 'placeNm', schema: zText(200), maxLength: 200, span: 8 },
    { name: 'legalTargetYn', type: 'switch', label: 'legalTargetYn', schema: zYn.default('N'), span: 8 },
    { name: 'inspectionCycleMonths', type: 'number', label: 'inspectionCycleMonths', schema: z.number().int().min(1).max(120), required: true, span: 8 },
    { name: 'nextInspectionYmd', type: 'date', label: 'nextInspectionYmd', schema: zYmd, required: true, span: 8 },
    { name: 'lastInspectionYmd', type: 'date', label: 'lastInspectionYmd', schema: zYmd.nullish(), serverOnly: true, span: 8 },
    { name: 'useYn', type: 'switch', label: 'useYn', schema: zYn.default('Y'), span: 8 },
    { name: 'remark', type: 'textarea', label: 'remark', schema: zText(1000), maxLength: 1000, span: 24 },
  ],
  children: [
    {
      name: 'inspections', label: 'inspections', key: 'inspectionNo', maxRows: 100, sort: { field: 'inspectionYmd', order: 'desc' },
      fields: [
        { name: 'inspectionYmd', type: 'date', label: 'inspectionYmd', schema: zYmd.nullish(), required: true },
        { name: 'inspectionKindCd', type: 'select', label: 'inspectionKindCd', schema: z.enum(['LEGAL', 'INTERNAL']).nullish(), codeGroup: 'SAF_INSPECTION_KIND', required: true },
        { name: 'resultCd', type: 'select', label: 'resultCd', schema: z.enum(['PASS', 'FAIL']).nullish(), codeGroup: SAF_CODE_GROUPS.inspectionResult, required: true },
        { name: 'agencyNm', type: 'text', label: 'agencyNm', schema: zText(200), maxLength: 200 },
        { name: 'certNo', type: 'text', reference: { none: 'the number printed on a paper certificate, not a record here' }, label: 'certNo', schema: zText(100), maxLength: 100 },
        { name: 'remark', type: 'text', label: 'inspectionRemark', schema: zText(500), maxLength: 500 },
      ],
      columns: [{ name: 'inspectionYmd', width: 130 }, { name: 'inspectionKindCd', width: 110 }, { name: 'resultCd', width: 100 }, { name: 'agencyNm', width: 200 }, { name: 'certNo', width: 160 }, { name: 'remark', width: 220 }],
    },
  ],
  listColumns: [
    { name: 'facilityCd', width: 120, sortable: true },
    { name: 'facilityNm', link: true, sortable: true },
    { name: 'facilityTypeCd', width: 150 },
    { name: 'placeNm', width: 180 },
    { name: 'deptCd', width: 140 },
    { name: 'legalTargetYn', width: 90, align: 'center' },
    { name: 'lastInspectionYmd', width: 120, align: 'center' },
    { name: 'nextInspectionYmd', width: 120, align: 'center', sortable: true },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    // a group of the type tree finds the facilities of every type under it
    { name: 'facilityTypeCd', type: 'select', op: 'inTree', label: 'facilityTypeCd', codeGroup: SAF_CODE_GROUPS.facilityType, treeFrom: SAF_FACILITY_TYPE_TREE_API, width: 6 },
    { name: 'legalTargetYn', type: 'yn', op: 'eq', label: 'legalTargetYn', width: 4 },
    { name: 'facilityNm', type: 'text', op: 'contains', label: 'facilityNm', width: 6 },
    { name: 'nextInspectionYmd', type: 'dateRange', op: 'dateRange', label: 'nextInspectionYmd', width: 8 },
  ],
  defaultSort: { field: 'nextInspectionYmd', order: 'asc' },
  scope: { plant: 'plantCd', dept: 'deptCd' },
  attachments: [SAF_FILES.facilityCert],
  rowTone: (r) => (r.useYn !== 'N' && typeof r.nextInspectionYmd === 'string' && r.nextInspectionYmd < todayKst() ? 'danger' : null),
  i18n: {
    ko: {
      title: '설비·검사', plantCd: '사업장', plantNm: '사업장', deptCd: '관리부서', deptNm: '관리부서', facilityCd: '설비코드', facilityNm: '설비명', facilityTypeCd: '설비유형', facilityTypeNm: '설비유형',
      placeNm: '설치장소', legalTargetYn: '안전검사 대상', inspectionCycleMonths: '검사주기(개월)', nextInspectionYmd: '다음 검사일', lastInspectionYmd: '최근 검사일', useYn: '사용', remark: '비고',
      inspections: '검사이력', inspectionYmd: '검사일', inspectionKindCd: '검사구분', inspectionKindNm: '검사구분', resultCd: '판정', resultNm: '판정', agencyNm: '검사기관', certNo: '합격증 번호', inspectionRemark: '비고',
      SAF_FACILITY_CERT: '검사 합격증명서',
    },
    en: {
      title: 'Facilities and inspections', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department', facilityCd: 'Code', facilityNm: 'Facility', facilityTypeCd: 'Type', facilityTypeNm: 'Type',
      placeNm: 'Place', legalTargetYn: 'Legal inspection', inspectionCycleMonths: 'Cycle (months)', nextInspectionYmd: 'Next inspection', lastInspectionYmd: 'Last inspection', useYn: 'In use', remark: 'Remarks',
      inspections: 'Inspections', inspectionYmd: 'Date', inspectionKindCd: 'Kind', inspectionKindNm: 'Kind', resultCd: 'Result', resultNm: 'Result', agencyNm: 'Agency', certNo: 'Certificate no.', inspectionRemark: 'Remarks',
      SAF_FACILITY_CERT: 'Inspection certificates',
    },
    zh: {
      title: '设备·检验', plantCd: '工厂', plantNm: '工厂', deptCd: '管理部门', deptNm: '管理部门', facilityCd: '设备代码', facilityNm: '设备名称', facilityTypeCd: '设备类型', facilityTypeNm: '设备类型',
      placeNm: '安装地点', legalTargetYn: '安全检验对象', inspectionCycleMonths: '检验周期(月)', nextInspectionYmd: '下次检验日', lastInspectionYmd: '最近检验日', useYn: '使用', remark: '备注',
      inspections: '检验记录', inspectionYmd: '检验日', inspectionKindCd: '检验类别', inspectionKindNm: '检验类别', resultCd: '判定', resultNm: '判定', agencyNm: '检验机构', certNo: '合格证编号', inspectionRemark: '备注',
      SAF_FACILITY_CERT: '检验合格证明',
    },
    es: {
      title: 'Instalaciones e inspecciones', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento', facilityCd: 'Código', facilityNm: 'Instalación', facilityTypeCd: 'Tipo', facilityTypeNm: 'Tipo',
      placeNm: 'Lugar', legalTargetYn: 'Inspección legal', inspectionCycleMonths: 'Ciclo (meses)', nextInspectionYmd: 'Próxima inspección', lastInspectionYmd: 'Última inspección', useYn: 'En uso', remark: 'Observaciones',
      inspections: 'Inspecciones', inspectionYmd: 'Fecha', inspectionKindCd: 'Clase', inspectionKindNm: 'Clase', resultCd: 'Resultado', resultNm: 'Resultado', agencyNm: 'Organismo', certNo: 'N.º de certificado', inspectionRemark: 'Observaciones',
      SAF_FACILITY_CERT: 'Certificados de inspección',
    },
  },
});

/** GET /api/saf/facilities/due (contract): facilities whose next inspection is within `withinDays` or past */
export const ZFacilityDueQuerySchema = z.object({
  plantCd: z.string().trim().max(10).optional(),
  withinDays: z.coerce.number().int().min(0).max(366).default(30),
});
export const ZFacilityDueRowSchema = z.object({
  facilityNo: z.number(),
  facilityCd: z.string(),
  facilityNm: z.string(),
  facilityTypeCd: z.string(),
  facilityTypeNm: z.string().nullable(),
  plantCd: z.string(),
  deptCd: z.string(),
  deptNm: z.string().nullable(),
  placeNm: z.string().nullable(),
  legalTargetYn: z.string(),
  lastInspectionYmd: z.string().nullable(),
  nextInspectionYmd: z.string(),
  daysLeft: z.number(),
  overdueYn: z.enum(['Y', 'N']),
});
export const ZFacilityDueSchema = z.object({ list: z.array(ZFacilityDueRowSchema), totalCount: z.number() });
export type TFacilityDue = z.infer<typeof ZFacilityDueSchema>;
