import { z } from 'zod';
import { defineResource, zText, zYmd } from '../resource/definition.js';
import { CHM_CODE_GROUPS, CHM_MENUS, CHM_MESSAGES, CHM_MSDS_FILES, CHM_SIGNAL_WORDS, CHM_STATES } from './chm.const.js';

const zCodes = (max: number, len: number) => z.array(z.string().trim().min(1).max(len)).max(max).nullish();
const zPct = z.number().min(0).max(100).nullish();

/**
 * 화학제품·MSDS (`/api/baseinfo/chemprod`): a product of a plant with its components (CAS, content min–max %), the SDS's
 * own hazard data as typed or imported (signal word, H/P/EUH codes — never derived by us), its SDS revision and file.
 * `regs` are the regulations the server computes from the components and the regulation base (a component's category
 * applies when its maximum content reaches the substance's threshold); they are rewritten on every save, renewal and
 * regulation upload. Renewal (`POST …/{chemProdNo}/renewal`) starts a new SDS revision and keeps the old ones.
 * Plant scope only: every worker with read on the menu reads the SDS of their plant.
 */
export const chemProdResource = defineResource({
  name: 'chmChemProd',
  title: 'title',
  basePath: '/api/baseinfo/chemprod',
  menuId: CHM_MENUS.product,
  key: { name: 'chemProdNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().max(30).nullish(), span: 8 },
    { name: 'ownerUserId', type: 'user', label: 'ownerUserId', schema: z.string().trim().max(50).nullish(), span: 8 },
    { name: 'prodNm', type: 'text', label: 'prodNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 12 },
    { name: 'stateCd', type: 'select', label: 'stateCd', schema: z.enum(CHM_STATES).nullish(), codeGroup: CHM_CODE_GROUPS.state, span: 6 },
    { name: 'densityKgL', type: 'number', decimals: 3, label: 'densityKgL', schema: z.number().positive().max(30).nullish(), span: 6 },
    { name: 'makerNm', type: 'text', label: 'makerNm', schema: zText(200), maxLength: 200, span: 8 },
    { name: 'supplierNm', type: 'text', label: 'supplierNm', schema: zText(200), maxLength: 200, span: 8 },
    { name: 'emergencyTel', type: 'text', label: 'emergencyTel', schema: zText(30), maxLength: 30, span: 8, reference: { none: 'a telephone number, not a record' } },
    { name: 'useDesc', type: 'text', label: 'useDesc', schema: zText(300), maxLength: 300, span: 24 },
    { name: 'signalWordCd', type: 'select', label: 'signalWordCd', schema: z.enum(CHM_SIGNAL_WORDS).nullish(), codeGroup: CHM_CODE_GROUPS.signalWord, span: 6 },
    { name: 'sdsRevNo', type: 'number', label: 'sdsRevNo', schema: z.number().int().nullish(), serverOnly: true, span: 6 },
    { name: 'sdsRevYmd', type: 'date', label: 'sdsRevYmd', schema: zYmd.nullish(), span: 6 },
    { name: 'koshaNo', type: 'text', label: 'koshaNo', schema: zText(50), maxLength: 50, span: 6, reference: { none: 'the KOSHA MSDS submission number, not a record' } },
    { name: 'hCodes', type: 'tag', label: 'hCodes', schema: zCodes(60, 20), span: 8 },
    { name: 'pCodes', type: 'tag', label: 'pCodes', schema: zCodes(80, 30), span: 8 },
    { name: 'euhCodes', type: 'tag', label: 'euhCodes', schema: zCodes(20, 20), span: 8 },
    { name: 'firstAidTxt', type: 'textarea', label: 'firstAidTxt', schema: zText(2000), maxLength: 2000, span: 12 },
    { name: 'spillTxt', type: 'textarea', label: 'spillTxt', schema: zText(2000), maxLength: 2000, span: 12 },
    { name: 'ppeTxt', type: 'textarea', label: 'ppeTxt', schema: zText(1000), maxLength: 1000, span: 12 },
    { name: 'storageTxt', type: 'textarea', label: 'storageTxt', schema: zText(1000), maxLength: 1000, span: 12 },
    // server-written: the new-chemical review's verdict, the regulatory alert, the SDS review due date
    { name: 'usableYn', type: 'switch', label: 'usableYn', schema: z.enum(['Y', 'N']).nullish(), serverOnly: true, span: 6 },
    { name: 'regAlertYn', type: 'switch', label: 'regAlertYn', schema: z.enum(['Y', 'N']).nullish(), serverOnly: true, span: 6 },
    { name: 'sdsDueYmd', type: 'date', label: 'sdsDueYmd', schema: zYmd.nullish(), serverOnly: true, span: 6 },
    // KOSHA MSDS import: the form sends the server's fetch record; the server keeps its source and fetch time beside the data
    {
      name: 'koshaFetchNo', type: 'number', label: 'koshaFetchNo', schema: z.number().int().min(1).nullish(), inForm: false,
      reference: { none: 'a KOSHA MSDS fetch record (chm_kosha_fetch), resolved by the server when the product is saved' },
    },
    { name: 'sdsSourceNm', type: 'text', label: 'sdsSourceNm', schema: z.string().nullish(), serverOnly: true, span: 12 },
    { name: 'sdsFetchDt', type: 'text', label: 'sdsFetchDt', schema: z.string().nullish(), serverOnly: true, span: 6 },
  ],
  children: [
    {
      name: 'components', label: 'components', key: 'compNo', rowNoField: 'rowNo', minRows: 1, maxRows: 60,
      fields: [
        { name: 'casNo', type: 'text', label: 'casNo', schema: zText(20), maxLength: 20, required: true, reference: { none: 'a CAS registry number, not a record' } },
        { name: 'chemNm', type: 'text', label: 'chemNm', schema: zText(200), maxLength: 200 },
        { name: 'contentMinPct', type: 'number', label: 'contentMinPct', schema: zPct },
        { name: 'contentMaxPct', type: 'number', label: 'contentMaxPct', schema: zPct, required: true },
      ],
      columns: [{ name: 'casNo', width: 130 }, { name: 'chemNm', width: 240 }, { name: 'contentMinPct', width: 110, align: 'right' }, { name: 'contentMaxPct', width: 110, align: 'right' }],
      validateRow: (r) => {
        const lo = r.contentMinPct as number | null | undefined;
        const hi = r.contentMaxPct as number | null | undefined;
        return typeof lo === 'number' && typeof hi === 'number' && lo > hi ? { field: 'contentMinPct', message: CHM_MESSAGES.contentRange } : null;
      },
    },
    {
      name: 'regs', label: 'regs', key: 'prodRegNo', maxRows: 200, serverOnly: true, sort: { field: 'regCd', order: 'asc' },
      fields: [
        { name: 'regCd', type: 'select', label: 'regCd', schema: z.string().nullish(), codeGroup: CHM_CODE_GROUPS.reg, serverOnly: true },
        { name: 'casNo', type: 'text', label: 'casNo', schema: z.string().nullish(), serverOnly: true, reference: { none: 'a CAS registry number, not a record' } },
        { name: 'contentMaxPct', type: 'number', label: 'contentMaxPct', schema: z.number().nullish(), serverOnly: true },
        { name: 'thresholdPct', type: 'number', label: 'thresholdPct', schema: z.number().nullish(), serverOnly: true },
      ],
      columns: [{ name: 'regCd', width: 200 }, { name: 'casNo', width: 130 }, { name: 'contentMaxPct', width: 110, align: 'right' }, { name: 'thresholdPct', width: 110, align: 'right' }],
    },
  ],
  listColumns: [
    { name: 'chemProdNo', width: 80, align: 'center', sortable: true },
    { name: 'prodNm', link: true },
    { name: 'plantCd', width: 140 },
    { name: 'supplierNm', width: 160 },
    { name: 'signalWordCd', width: 90, align: 'center' },
    { name: 'sdsRevYmd', width: 110, align: 'center', sortable: true },
    { name: 'sdsDueYmd', width: 110, align: 'center' },
    { name: 'usableYn', width: 90, align: 'center' },
    { name: 'regAlertYn', width: 100, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'prodNm', type: 'text', op: 'contains', label: 'prodNm', width: 6 },
    { name: 'usableYn', type: 'yn', op: 'eq', label: 'usableYn', width: 4 },
    { name: 'regAlertYn', type: 'yn', op: 'eq', label: 'regAlertYn', width: 4 },
  ],
  defaultSort: { field: 'chemProdNo', order: 'desc' },
  plantFilter: 'chm',
  scope: { plant: 'plantCd' },
  attachments: [CHM_MSDS_FILES.sds],
  publicToken: 'publicToken',
  rowTone: (r) => (r.regAlertYn === 'Y' ? 'warning' : typeof r.sdsDueYmd === 'string' && r.sdsDueYmd <= new Date().toISOString().slice(0, 10) ? 'danger' : null),
  print: { title: 'printTitle', number: (r) => `CHM-${String(r.chemProdNo)}`, forms: [{ label: 'printLabel', path: 'chmLabel' }, { label: 'printSign', path: 'chmSign' }], qr: (r) => `/qr?chmProd=${String(r.publicToken)}` },
  i18n: {
    ko: {
      title: '화학제품·MSDS', printTitle: '화학제품 MSDS 요약', printLabel: 'GHS 라벨', printSign: '경고표지', chemProdNo: '제품번호', plantCd: '사업장', plantNm: '사업장', deptCd: '관리부서', deptNm: '관리부서', ownerUserId: '담당자', ownerUserNm: '담당자',
      prodNm: '제품명', stateCd: '성상', stateNm: '성상', densityKgL: '밀도(kg/L)', makerNm: '제조사', supplierNm: '공급사', emergencyTel: '긴급전화', useDesc: '용도',
      signalWordCd: '신호어', signalWordNm: '신호어', sdsRevNo: 'MSDS 개정차수', sdsRevYmd: 'MSDS 개정일', koshaNo: 'KOSHA 번호', hCodes: '유해·위험문구(H)', pCodes: '예방조치문구(P)', euhCodes: 'EUH 문구',
      firstAidTxt: '응급조치', spillTxt: '누출 시 조치', ppeTxt: '보호구', storageTxt: '저장 방법', usableYn: '사용승인', regAlertYn: '규제변경', sdsDueYmd: 'MSDS 검토 도래일', koshaFetchNo: 'KOSHA 조회 번호', sdsSourceNm: 'MSDS 출처', sdsFetchDt: 'MSDS 조회 일시',
      components: '구성성분', casNo: 'CAS 번호', chemNm: '성분명', contentMinPct: '함량 최소(%)', contentMaxPct: '함량 최대(%)', regs: '해당 규제(자동 판정)', regCd: '규제구분', regNm: '규제구분', thresholdPct: '함량기준(%)',
      CHM_MSDS: 'MSDS 파일', createUserNm: '등록자', renewal: 'MSDS 개정', renewalDone: '새 MSDS 개정을 등록했습니다.',
    },
    en: {
      title: 'Chemical products and SDS', printTitle: 'SDS summary', printLabel: 'GHS label', printSign: 'Warning sign', chemProdNo: 'Product no.', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department', ownerUserId: 'Owner', ownerUserNm: 'Owner',
      prodNm: 'Product', stateCd: 'State', stateNm: 'State', densityKgL: 'Density (kg/L)', makerNm: 'Maker', supplierNm: 'Supplier', emergencyTel: 'Emergency phone', useDesc: 'Use',
      signalWordCd: 'Signal word', signalWordNm: 'Signal word', sdsRevNo: 'SDS revision', sdsRevYmd: 'SDS revision date', koshaNo: 'KOSHA no.', hCodes: 'Hazard statements (H)', pCodes: 'Precautionary statements (P)', euhCodes: 'EUH statements',
      firstAidTxt: 'First aid', spillTxt: 'Spill response', ppeTxt: 'PPE', storageTxt: 'Storage', usableYn: 'Approved for use', regAlertYn: 'Regulation changed', sdsDueYmd: 'SDS review due', koshaFetchNo: 'KOSHA lookup no.', sdsSourceNm: 'SDS source', sdsFetchDt: 'SDS fetched at',
      components: 'Components', casNo: 'CAS no.', chemNm: 'Substance', contentMinPct: 'Content min (%)', contentMaxPct: 'Content max (%)', regs: 'Applicable regulations (computed)', regCd: 'Category', regNm: 'Category', thresholdPct: 'Threshold (%)',
      CHM_MSDS: 'SDS file', createUserNm: 'Registered by', renewal: 'Renew SDS', renewalDone: 'The new SDS revision was saved.',
    },
    zh: {
      title: '化学品·MSDS', printTitle: 'MSDS摘要', printLabel: 'GHS标签', printSign: '警示标志', chemProdNo: '产品编号', plantCd: '工厂', plantNm: '工厂', deptCd: '管理部门', deptNm: '管理部门', ownerUserId: '负责人', ownerUserNm: '负责人',
      prodNm: '产品名', stateCd: '性状', stateNm: '性状', densityKgL: '密度(kg/L)', makerNm: '制造商', supplierNm: '供应商', emergencyTel: '紧急电话', useDesc: '用途',
      signalWordCd: '信号词', signalWordNm: '信号词', sdsRevNo: 'MSDS修订次数', sdsRevYmd: 'MSDS修订日', koshaNo: 'KOSHA编号', hCodes: '危险说明(H)', pCodes: '防范说明(P)', euhCodes: 'EUH说明',
      firstAidTxt: '急救措施', spillTxt: '泄漏处理', ppeTxt: '防护用品', storageTxt: '储存方法', usableYn: '使用批准', regAlertYn: '管制变更', sdsDueYmd: 'MSDS审查到期日', koshaFetchNo: 'KOSHA查询编号', sdsSourceNm: 'MSDS来源', sdsFetchDt: 'MSDS查询时间',
      components: '组成成分', casNo: 'CAS号', chemNm: '成分名', contentMinPct: '含量最小(%)', contentMaxPct: '含量最大(%)', regs: '适用管制(自动判定)', regCd: '管制类别', regNm: '管制类别', thresholdPct: '含量标准(%)',
      CHM_MSDS: 'MSDS文件', createUserNm: '登记人', renewal: 'MSDS修订', renewalDone: '已登记新的MSDS修订。',
    },
    es: {
      title: 'Productos químicos y FDS', printTitle: 'Resumen de la FDS', printLabel: 'Etiqueta SGA', printSign: 'Señal de advertencia', chemProdNo: 'N.º de producto', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento', ownerUserId: 'Responsable', ownerUserNm: 'Responsable',
      prodNm: 'Producto', stateCd: 'Estado', stateNm: 'Estado', densityKgL: 'Densidad (kg/L)', makerNm: 'Fabricante', supplierNm: 'Proveedor', emergencyTel: 'Teléfono de emergencia', useDesc: 'Uso',
      signalWordCd: 'Palabra de advertencia', signalWordNm: 'Palabra de advertencia', sdsRevNo: 'Revisión de la FDS', sdsRevYmd: 'Fecha de revisión', koshaNo: 'N.º KOSHA', hCodes: 'Indicaciones de peligro (H)', pCodes: 'Consejos de prudencia (P)', euhCodes: 'Indicaciones EUH',
      firstAidTxt: 'Primeros auxilios', spillTxt: 'Derrames', ppeTxt: 'EPP', storageTxt: 'Almacenamiento', usableYn: 'Uso aprobado', regAlertYn: 'Regulación cambiada', sdsDueYmd: 'Revisión de FDS pendiente', koshaFetchNo: 'N.º de consulta KOSHA', sdsSourceNm: 'Origen de la FDS', sdsFetchDt: 'FDS consultada el',
      components: 'Componentes', casNo: 'N.º CAS', chemNm: 'Sustancia', contentMinPct: 'Contenido mín. (%)', contentMaxPct: 'Contenido máx. (%)', regs: 'Regulaciones aplicables (calculadas)', regCd: 'Categoría', regNm: 'Categoría', thresholdPct: 'Umbral (%)',
      CHM_MSDS: 'Archivo FDS', createUserNm: 'Registrado por', renewal: 'Renovar FDS', renewalDone: 'Se guardó la nueva revisión de la FDS.',
    },
  },
});
