import { z } from 'zod';
import { defineResource, zText, zYmd } from '../resource/definition.js';
import { PLANT_MAP } from './plant-map.js';
import { SAF_WKOD_API, SAF_WKOD_GROUPS as G, SAF_WKOD_MENUS, SAF_WKOD_MESSAGES } from './wkod.const.js';

const id = z.number().int().min(1).max(2_147_483_647);

/** 공사 (construction project): contract, period, supervising department, prime and sub-contractors, the worker roster */
export const projectResource = defineResource({
  name: 'safWkodProject',
  title: 'title',
  basePath: SAF_WKOD_API.projects,
  menuId: SAF_WKOD_MENUS.project,
  key: { name: 'projectNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 6 },
    { name: 'projectNm', type: 'text', label: 'projectNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 18 },
    { name: 'contractNo', type: 'text', reference: { none: 'the contract number of the purchasing system, typed as printed' }, label: 'contractNo', schema: zText(50), maxLength: 50, span: 6 },
    { name: 'poNo', type: 'text', reference: { none: 'the purchase-order number of the purchasing system, typed as printed' }, label: 'poNo', schema: zText(50), maxLength: 50, span: 6 },
    { name: 'startYmd', type: 'date', label: 'startYmd', schema: zYmd, required: true, span: 6 },
    { name: 'endYmd', type: 'date', label: 'endYmd', schema: zYmd, required: true, span: 6 },
    { name: 'superviseDeptCd', type: 'dept', label: 'superviseDeptCd', schema: z.string().trim().min(1).max(30), required: true, span: 6 },
    { name: 'supervisorUserId', type: 'user', label: 'supervisorUserId', schema: z.string().trim().max(50).nullish(), span: 6 },
    { name: 'vendorCd', type: 'vendor', label: 'vendorCd', schema: z.string().trim().min(1).max(30), required: true, span: 6 },
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.enum(['ONGOING', 'DONE', 'STOPPED']).default('ONGOING'), codeGroup: G.projectStatus, span: 6 },
    { name: 'workKindCds', type: 'text', label: 'workKindCds', schema: zText(300), maxLength: 300, span: 12 },
    { name: 'assessmentNo', type: 'number', reference: { to: 'rsaAssessment' }, label: 'assessmentNo', schema: id.nullish(), span: 6 },
    { name: 'licenceItems', type: 'textarea', label: 'licenceItems', schema: zText(2000), maxLength: 2000, span: 24 },
    { name: 'contents', type: 'textarea', label: 'contents', schema: zText(4000), maxLength: 4000, span: 24 },
  ],
  children: [
    {
      name: 'vendors', label: 'vendors', key: 'projectVendorNo', rowNoField: 'rowNo', maxRows: 20,
      fields: [
        { name: 'vendorCd', type: 'vendor', label: 'vendorCd', schema: z.string().trim().max(30).nullish(), required: true },
        { name: 'roleCd', type: 'select', label: 'roleCd', schema: z.enum(['PRIME', 'SUB']).nullish(), codeGroup: G.vendorRole, required: true },
        { name: 'remark', type: 'text', label: 'remark', schema: zText(200), maxLength: 200 },
      ],
      columns: [{ name: 'vendorCd', width: 220 }, { name: 'roleCd', width: 120 }, { name: 'remark', width: 260 }],
    },
    {
      name: 'workers', label: 'workers', key: 'projectWorkerNo', rowNoField: 'rowNo', maxRows: 300,
      fields: [
        { name: 'workerNo', type: 'number', reference: { to: 'vendorWorker' }, label: 'workerNo', schema: id.nullish(), required: true, optionsFrom: { url: `${SAF_WKOD_API.roster}?projectNo={projectNo}`, value: 'workerNo', label: 'workerNm' } },
        { name: 'vendorCd', type: 'vendor', label: 'vendorCd', schema: z.string().trim().max(30).nullish(), required: true },
        { name: 'roleNm', type: 'text', label: 'roleNm', schema: zText(100), maxLength: 100 },
      ],
      columns: [{ name: 'workerNo', width: 180 }, { name: 'vendorCd', width: 220 }, { name: 'roleNm', width: 160 }],
    },
  ],
  listColumns: [
    { name: 'projectNo', width: 100, align: 'center', sortable: true },
    { name: 'statusCd', width: 100, align: 'center' },
    { name: 'projectNm', link: true },
    { name: 'contractNo', width: 140 },
    { name: 'startYmd', width: 110, align: 'center', sortable: true },
    { name: 'endYmd', width: 110, align: 'center' },
    { name: 'vendorCd', width: 200 },
    { name: 'superviseDeptCd', width: 140 },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'startYmd', type: 'dateRange', op: 'dateRange', label: 'startYmd', width: 8 },
    { name: 'statusCd', type: 'select', op: 'eq', label: 'statusCd', codeGroup: G.projectStatus, width: 4 },
    { name: 'projectNm', type: 'text', op: 'contains', label: 'projectNm', width: 6 },
  ],
  defaultSort: { field: 'projectNo', order: 'desc' },
  scope: { plant: 'plantCd', dept: 'superviseDeptCd', vendor: 'vendorCd', own: ['supervisorUserId'] },
  validate: (v) => (typeof v.startYmd === 'string' && typeof v.endYmd === 'string' && v.endYmd < v.startYmd ? { field: 'endYmd', message: SAF_WKOD_MESSAGES.projectPeriod } : null),
  i18n: {
    ko: {
      title: '공사관리', projectNo: '공사번호', plantCd: '사업장', plantNm: '사업장', projectNm: '공사명', contractNo: '계약번호', poNo: 'PO 번호', startYmd: '공사 시작일', endYmd: '공사 종료일',
      superviseDeptCd: '감독부서', superviseDeptNm: '감독부서', supervisorUserId: '감독자', supervisorUserNm: '감독자', vendorCd: '원도급 업체', vendorNm: '원도급 업체', statusCd: '상태', statusNm: '상태',
      workKindCds: '작업종류', assessmentNo: '위험성평가 번호', licenceItems: '법정 면허·자격 항목', contents: '공사 내용', vendors: '참여 업체', roleCd: '구분', roleNm: '역할',
      remark: '비고', workers: '작업자 명부', workerNo: '작업자', workerNm: '작업자',
    },
    en: {
      title: 'Construction projects', projectNo: 'Project no.', plantCd: 'Plant', plantNm: 'Plant', projectNm: 'Project', contractNo: 'Contract no.', poNo: 'PO no.', startYmd: 'Start', endYmd: 'End',
      superviseDeptCd: 'Supervising dept.', superviseDeptNm: 'Supervising dept.', supervisorUserId: 'Supervisor', supervisorUserNm: 'Supervisor', vendorCd: 'Prime contractor', vendorNm: 'Prime contractor', statusCd: 'Status', statusNm: 'Status',
      workKindCds: 'Work kinds', assessmentNo: 'Risk assessment no.', licenceItems: 'Legal licence items', contents: 'Scope', vendors: 'Contractors', roleCd: 'Role', roleNm: 'Role',
      remark: 'Remarks', workers: 'Worker roster', workerNo: 'Worker', workerNm: 'Worker',
    },
    zh: {
      title: '工程管理', projectNo: '工程编号', plantCd: '工厂', plantNm: '工厂', projectNm: '工程名称', contractNo: '合同编号', poNo: 'PO编号', startYmd: '开工日', endYmd: '竣工日',
      superviseDeptCd: '监督部门', superviseDeptNm: '监督部门', supervisorUserId: '监督人', supervisorUserNm: '监督人', vendorCd: '总承包企业', vendorNm: '总承包企业', statusCd: '状态', statusNm: '状态',
      workKindCds: '作业种类', assessmentNo: '风险评估编号', licenceItems: '法定执照·资格项目', contents: '工程内容', vendors: '参与企业', roleCd: '类别', roleNm: '角色',
      remark: '备注', workers: '作业人员名册', workerNo: '作业人员', workerNm: '作业人员',
    },
    es: {
      title: 'Obras', projectNo: 'N.º de obra', plantCd: 'Planta', plantNm: 'Planta', projectNm: 'Obra', contractNo: 'N.º de contrato', poNo: 'N.º de pedido', startYmd: 'Inicio', endYmd: 'Fin',
      superviseDeptCd: 'Dpto. supervisor', superviseDeptNm: 'Dpto. supervisor', supervisorUserId: 'Supervisor', supervisorUserNm: 'Supervisor', vendorCd: 'Contratista principal', vendorNm: 'Contratista principal', statusCd: 'Estado', statusNm: 'Estado',
      workKindCds: 'Tipos de trabajo', assessmentNo: 'N.º de evaluación de riesgos', licenceItems: 'Licencias legales', contents: 'Alcance', vendors: 'Contratistas', roleCd: 'Papel', roleNm: 'Rol',
      remark: 'Observaciones', workers: 'Registro de trabajadores', workerNo: 'Trabajador', workerNm: 'Trabajador',
    },
  },
});

/** 배치도: a plant/area map image (attachment SAF_WKOD_MAP) that permits place their point on */
export const SAF_WKOD_MAP_TASK = PLANT_MAP.files;
export const wkodMapResource = defineResource({
  name: 'safWkodMap',
  title: 'title',
  basePath: SAF_WKOD_API.maps,
  menuId: SAF_WKOD_MENUS.status,
  key: { name: 'mapNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'areaCd', type: 'select', label: 'areaCd', schema: z.string().trim().max(30).nullish(), codeGroup: G.area, codeOwner: { attr: 'attr1', field: 'plantCd' }, span: 8 },
    { name: 'mapNm', type: 'text', label: 'mapNm', schema: zText(100, { required: true }), required: true, maxLength: 100, span: 8 },
    { name: 'widthM', type: 'number', label: 'widthM', schema: z.number().min(1).max(100000).nullish(), span: 8 },
    { name: 'heightM', type: 'number', label: 'heightM', schema: z.number().min(1).max(100000).nullish(), span: 8 },
    { name: 'useYn', type: 'switch', label: 'useYn', schema: z.enum(['Y', 'N']).default('Y'), span: 8 },
  ],
  listColumns: [{ name: 'mapNo', width: 80, align: 'center' }, { name: 'mapNm', link: true }, { name: 'areaCd', width: 160 }, { name: 'widthM', width: 120, align: 'right' }, { name: 'useYn', width: 80, align: 'center' }],
  searchFields: [{ name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 }],
  defaultSort: { field: 'mapNo', order: 'asc' },
  scope: { plant: 'plantCd' },
  attachments: [SAF_WKOD_MAP_TASK],
  i18n: {
    ko: { title: '작업허가 배치도', mapNo: '배치도 번호', plantCd: '사업장', plantNm: '사업장', areaCd: '구역', areaNm: '구역', mapNm: '배치도명', widthM: '이미지 가로 길이(m)', heightM: '이미지 세로 길이(m)', useYn: '사용' },
    en: { title: 'Permit maps', mapNo: 'Map no.', plantCd: 'Plant', plantNm: 'Plant', areaCd: 'Area', areaNm: 'Area', mapNm: 'Map', widthM: 'Image width (m)', heightM: 'Image height (m)', useYn: 'In use' },
    zh: { title: '作业许可平面图', mapNo: '编号', plantCd: '工厂', plantNm: '工厂', areaCd: '区域', areaNm: '区域', mapNm: '平面图名称', widthM: '图像宽度(m)', heightM: '图像高度(m)', useYn: '使用' },
    es: { title: 'Planos de permisos', mapNo: 'N.º de plano', plantCd: 'Planta', plantNm: 'Planta', areaCd: 'Zona', areaNm: 'Zona', mapNm: 'Plano', widthM: 'Ancho de la imagen (m)', heightM: 'Alto de la imagen (m)', useYn: 'En uso' },
  },
});
