import { z } from 'zod';
import { defineResource, zText, zYmd } from '../resource/definition.js';
import { CHM_CODE_GROUPS, CHM_INOUT_TYPES, CHM_MENUS, CHM_UNITS } from './chm.const.js';

type L4 = Record<'ko' | 'en' | 'zh' | 'es', Record<string, string>>;
const common = (ko: string, en: string, zh: string, es: string) => ({ ko, en, zh, es });
const C = {
  plantCd: common('사업장', 'Plant', '工厂', 'Planta'), plantNm: common('사업장', 'Plant', '工厂', 'Planta'),
  deptCd: common('관리부서', 'Department', '管理部门', 'Departamento'), deptNm: common('관리부서', 'Department', '管理部门', 'Departamento'),
  createUserNm: common('등록자', 'Registered by', '登记人', 'Registrado por'),
};
function bundle(own: Record<string, [string, string, string, string]>): L4 {
  const out: L4 = { ko: {}, en: {}, zh: {}, es: {} };
  for (const [k, v] of Object.entries(C)) for (const l of ['ko', 'en', 'zh', 'es'] as const) out[l][k] = v[l];
  for (const [k, [ko, en, zh, es]] of Object.entries(own)) {
    out.ko[k] = ko;
    out.en[k] = en;
    out.zh[k] = zh;
    out.es[k] = es;
  }
  return out;
}

/**
 * 저장소 (storage places of a plant: warehouse, cabinet, tank, lab) with its 취급시설 and that facility's inspection cycle;
 * each has a random public token for the shelf's QR code (the phone page shows the SDS summaries without a login).
 */
export const chmStorageResource = defineResource({
  name: 'chmStorage',
  title: 'title',
  basePath: '/api/chm/storage',
  menuId: CHM_MENUS.storage,
  key: { name: 'storageNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'storageNm', type: 'text', label: 'storageNm', schema: zText(100, { required: true }), required: true, maxLength: 100, span: 8 },
    { name: 'storageTypeCd', type: 'select', label: 'storageTypeCd', schema: z.string().trim().min(1).max(20), codeGroup: CHM_CODE_GROUPS.storageType, required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().max(30).nullish(), span: 8 },
    { name: 'managerUserId', type: 'user', label: 'managerUserId', schema: z.string().trim().max(50).nullish(), span: 8 },
    { name: 'locationDesc', type: 'text', label: 'locationDesc', schema: zText(200), maxLength: 200, span: 8 },
    { name: 'facilityNm', type: 'text', label: 'facilityNm', schema: zText(100), maxLength: 100, span: 8 },
    { name: 'inspectCycleMonths', type: 'number', label: 'inspectCycleMonths', schema: z.number().int().min(1).max(240).nullish(), span: 8 },
    { name: 'lastInspectYmd', type: 'date', label: 'lastInspectYmd', schema: zYmd.nullish(), span: 8 },
    { name: 'useYn', type: 'switch', label: 'useYn', schema: z.enum(['Y', 'N']).default('Y'), span: 8 },
    // Σ(stock ÷ 지정수량) of the storage's 위험물 (computed from the stock)
    { name: 'hazmatMultiple', type: 'number', decimals: 3, label: 'hazmatMultiple', schema: z.number().nullish(), serverOnly: true, span: 8 },
  ],
  children: [
    {
      // 용기(로트): each container on the shelf gets its own QR (the lot's SDS summary page)
      name: 'containers', label: 'containers', key: 'containerNo', rowNoField: 'rowNo', maxRows: 500,
      fields: [
        {
          name: 'chemProdNo', type: 'number', label: 'chemProdNo', schema: z.number().int().min(1).nullish(), required: true, reference: { to: 'chmChemProd' },
          optionsFrom: { url: '/api/baseinfo/chemprod?plantCd={plantCd}&limit=300', value: 'chemProdNo', label: 'prodNm' },
        },
        { name: 'lotNo', type: 'text', label: 'lotNo', schema: zText(50), required: true, maxLength: 50, reference: { none: 'the maker\'s lot number printed on the container, not a record' } },
        { name: 'containerNm', type: 'text', label: 'containerNm', schema: zText(100), maxLength: 100 },
        { name: 'receivedYmd', type: 'date', label: 'receivedYmd', schema: zYmd.nullish() },
        { name: 'expiryYmd', type: 'date', label: 'expiryYmd', schema: zYmd.nullish() },
        { name: 'useYn', type: 'switch', label: 'useYn', schema: z.enum(['Y', 'N']).nullish() },
        { name: 'publicToken', type: 'text', label: 'publicToken', schema: z.string().nullish(), serverOnly: true },
      ],
      columns: [{ name: 'chemProdNo', width: 200 }, { name: 'lotNo', width: 130 }, { name: 'containerNm', width: 140 }, { name: 'receivedYmd', width: 120 }, { name: 'expiryYmd', width: 120 }, { name: 'useYn', width: 90 }],
    },
  ],
  listColumns: [
    { name: 'storageNo', width: 80, align: 'center', sortable: true },
    { name: 'storageNm', link: true },
    { name: 'plantCd', width: 140 },
    { name: 'storageTypeCd', width: 110, align: 'center' },
    { name: 'facilityNm', width: 180 },
    { name: 'inspectCycleMonths', width: 110, align: 'right' },
    { name: 'lastInspectYmd', width: 110, align: 'center' },
    { name: 'hazmatMultiple', width: 120, align: 'right' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'storageTypeCd', type: 'select', op: 'eq', label: 'storageTypeCd', codeGroup: CHM_CODE_GROUPS.storageType, width: 6 },
    { name: 'storageNm', type: 'text', op: 'contains', label: 'storageNm', width: 6 },
  ],
  defaultSort: { field: 'storageNo', order: 'asc' },
  plantFilter: 'chm',
  scope: { plant: 'plantCd' },
  publicToken: 'publicToken',
  print: { title: 'printTitle', number: (r) => `STG-${String(r.storageNo)}`, qr: (r) => `/qr?chmStorage=${String(r.publicToken)}` },
  i18n: bundle({
    title: ['저장소', 'Storage places', '储存场所', 'Almacenes'], printTitle: ['저장소', 'Storage place', '储存场所', 'Almacén'], storageNo: ['저장소번호', 'Storage no.', '储存场所编号', 'N.º de almacén'],
    storageNm: ['저장소명', 'Storage', '储存场所名称', 'Almacén'], storageTypeCd: ['구분', 'Type', '类别', 'Tipo'], storageTypeNm: ['구분', 'Type', '类别', 'Tipo'],
    managerUserId: ['관리자', 'Manager', '管理员', 'Responsable'], managerUserNm: ['관리자', 'Manager', '管理员', 'Responsable'], locationDesc: ['위치', 'Location', '位置', 'Ubicación'],
    facilityNm: ['취급시설', 'Handling facility', '处理设施', 'Instalación de manipulación'], inspectCycleMonths: ['정기검사 주기(개월)', 'Inspection cycle (months)', '定期检查周期(月)', 'Ciclo de inspección (meses)'],
    lastInspectYmd: ['최근 검사일', 'Last inspection', '最近检查日', 'Última inspección'], useYn: ['사용', 'In use', '使用', 'En uso'],
    hazmatMultiple: ['위험물 배수', 'Dangerous goods multiple', '危险物倍数', 'Múltiplo de mercancías peligrosas'],
    containers: ['용기(로트)', 'Containers (lots)', '容器(批次)', 'Envases (lotes)'], containerNo: ['용기번호', 'Container no.', '容器编号', 'N.º de envase'],
    chemProdNo: ['화학제품', 'Product', '化学品', 'Producto'], prodNm: ['화학제품', 'Product', '化学品', 'Producto'], lotNo: ['로트번호', 'Lot no.', '批号', 'N.º de lote'],
    containerNm: ['용기', 'Container', '容器', 'Envase'], receivedYmd: ['입고일', 'Received', '入库日', 'Recibido'], expiryYmd: ['유효기한', 'Expires', '有效期', 'Caduca'],
    publicToken: ['QR 키', 'QR key', '二维码键', 'Clave QR'],
  }),
});

/** 자재 품목: a product in a pack size and unit (염산 35 % 20 L 말통) */
export const chmItemResource = defineResource({
  name: 'chmItem',
  title: 'title',
  basePath: '/api/baseinfo/items',
  menuId: CHM_MENUS.item,
  key: { name: 'itemNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'chemProdNo', type: 'number', label: 'chemProdNo', schema: z.number().int().min(1), required: true, span: 8, reference: { to: 'chmChemProd' }, optionsFrom: { url: '/api/baseinfo/chemprod?plantCd={plantCd}&limit=300', value: 'chemProdNo', label: 'prodNm' } },
    { name: 'itemNm', type: 'text', label: 'itemNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 8 },
    { name: 'packQty', type: 'number', decimals: 3, label: 'packQty', schema: z.number().positive().max(1e7), required: true, span: 8 },
    { name: 'packUnitCd', type: 'select', label: 'packUnitCd', schema: z.enum(CHM_UNITS), codeGroup: CHM_CODE_GROUPS.unit, required: true, span: 8 },
    { name: 'packNm', type: 'text', label: 'packNm', schema: zText(50), maxLength: 50, span: 8 },
    { name: 'useYn', type: 'switch', label: 'useYn', schema: z.enum(['Y', 'N']).default('Y'), span: 8 },
  ],
  listColumns: [
    { name: 'itemNo', width: 80, align: 'center', sortable: true },
    { name: 'itemNm', link: true },
    { name: 'prodNm', label: 'chemProdNo', width: 220 },
    { name: 'packQty', width: 100, align: 'right' },
    { name: 'packUnitCd', width: 80, align: 'center' },
    { name: 'packNm', width: 120 },
    { name: 'plantCd', width: 140 },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'itemNm', type: 'text', op: 'contains', label: 'itemNm', width: 6 },
  ],
  defaultSort: { field: 'itemNo', order: 'asc' },
  plantFilter: 'chm',
  scope: { plant: 'plantCd' },
  i18n: bundle({
    title: ['자재 품목', 'Material items', '物料品目', 'Artículos'], itemNo: ['품목번호', 'Item no.', '品目编号', 'N.º de artículo'], chemProdNo: ['화학제품', 'Product', '化学品', 'Producto'],
    prodNm: ['화학제품', 'Product', '化学品', 'Producto'], itemNm: ['품목명', 'Item', '品目名称', 'Artículo'], packQty: ['포장량', 'Pack size', '包装量', 'Tamaño'],
    packUnitCd: ['단위', 'Unit', '单位', 'Unidad'], packUnitNm: ['단위', 'Unit', '单位', 'Unidad'], packNm: ['포장형태', 'Pack', '包装形式', 'Envase'], useYn: ['사용', 'In use', '使用', 'En uso'],
  }),
});

/**
 * 허가량·지정수량 (permitted amounts): per plant and (optionally) storage, a limit in kg for a regulation category or a
 * product. A receipt that takes the stock over it is refused (409) unless the safety team overrides it with a reason
 * (write on this menu); above 80 % it warns.
 */
export const chmLimitResource = defineResource({
  name: 'chmLimit',
  title: 'title',
  basePath: '/api/chm/limits',
  menuId: CHM_MENUS.limit,
  key: { name: 'limitNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'storageNo', type: 'number', label: 'storageNo', schema: z.number().int().min(1).nullish(), span: 8, reference: { to: 'chmStorage' }, optionsFrom: { url: '/api/chm/storage?plantCd={plantCd}&limit=300', value: 'storageNo', label: 'storageNm' } },
    { name: 'regCd', type: 'select', label: 'regCd', schema: z.string().trim().max(30).nullish(), codeGroup: CHM_CODE_GROUPS.reg, span: 8 },
    { name: 'chemProdNo', type: 'number', label: 'chemProdNo', schema: z.number().int().min(1).nullish(), span: 8, reference: { to: 'chmChemProd' }, optionsFrom: { url: '/api/baseinfo/chemprod?plantCd={plantCd}&limit=300', value: 'chemProdNo', label: 'prodNm' } },
    { name: 'limitKg', type: 'number', decimals: 3, label: 'limitKg', schema: z.number().positive().max(1e10), required: true, span: 8 },
    { name: 'permitNo', type: 'text', label: 'permitNo', schema: zText(100), maxLength: 100, span: 8, reference: { none: 'the number of the authority\'s permit, not a record' } },
    { name: 'remark', type: 'text', label: 'remark', schema: zText(300), maxLength: 300, span: 24 },
  ],
  listColumns: [
    { name: 'limitNo', width: 80, align: 'center', sortable: true },
    { name: 'plantCd', width: 140 },
    { name: 'storageNm', label: 'storageNo', width: 180 },
    { name: 'regCd', width: 180 },
    { name: 'prodNm', label: 'chemProdNo', width: 200 },
    { name: 'limitKg', width: 120, align: 'right' },
    { name: 'permitNo', width: 140, link: true },
  ],
  searchFields: [{ name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 }],
  defaultSort: { field: 'limitNo', order: 'asc' },
  plantFilter: 'chm',
  scope: { plant: 'plantCd' },
  validate: (v) => ((v.regCd ? 1 : 0) + (v.chemProdNo ? 1 : 0) !== 1 ? { field: 'regCd', message: '규제구분 또는 화학제품 중 하나를 지정하세요.' } : null),
  i18n: bundle({
    title: ['허가량·지정수량', 'Permitted amounts', '许可量·指定数量', 'Cantidades permitidas'], limitNo: ['허가량 번호', 'Limit no.', '许可量编号', 'N.º de límite'], storageNo: ['저장소(비우면 사업장 전체)', 'Storage (empty: whole plant)', '储存场所(空=全厂)', 'Almacén (vacío: toda la planta)'],
    storageNm: ['저장소', 'Storage', '储存场所', 'Almacén'], regCd: ['규제구분', 'Category', '管制类别', 'Categoría'], regNm: ['규제구분', 'Category', '管制类别', 'Categoría'], chemProdNo: ['화학제품', 'Product', '化学品', 'Producto'], prodNm: ['화학제품', 'Product', '化学品', 'Producto'],
    limitKg: ['허가량(kg)', 'Limit (kg)', '许可量(kg)', 'Límite (kg)'], permitNo: ['허가번호', 'Permit no.', '许可编号', 'N.º de permiso'], remark: ['비고', 'Remarks', '备注', 'Observaciones'],
  }),
});

/** 입출고 내역 (read here; written through `POST /api/chm/inout` only, which keeps the stock) */
export const chmInoutResource = defineResource({
  name: 'chmInout',
  title: 'title',
  basePath: '/api/chm/inout',
  menuId: CHM_MENUS.inout,
  key: { name: 'inoutNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string(), required: true, span: 8 },
    { name: 'storageNo', type: 'number', label: 'storageNo', schema: z.number().int(), required: true, span: 8, reference: { to: 'chmStorage' }, optionsFrom: { url: '/api/chm/storage?plantCd={plantCd}&limit=300', value: 'storageNo', label: 'storageNm' } },
    { name: 'chemProdNo', type: 'number', label: 'chemProdNo', schema: z.number().int(), required: true, span: 8, reference: { to: 'chmChemProd' }, optionsFrom: { url: '/api/baseinfo/chemprod?plantCd={plantCd}&usableYn=Y&limit=300', value: 'chemProdNo', label: 'prodNm' } },
    { name: 'itemNo', type: 'number', label: 'itemNo', schema: z.number().int().nullish(), span: 8, reference: { to: 'chmItem' } },
    { name: 'inoutTypeCd', type: 'select', label: 'inoutTypeCd', schema: z.enum(CHM_INOUT_TYPES), codeGroup: CHM_CODE_GROUPS.inoutType, required: true, span: 8 },
    { name: 'inoutYmd', type: 'date', label: 'inoutYmd', schema: zYmd, required: true, span: 8 },
    { name: 'qty', type: 'number', decimals: 3, label: 'qty', schema: z.number(), required: true, span: 8 },
    { name: 'unitCd', type: 'select', label: 'unitCd', schema: z.enum(CHM_UNITS), codeGroup: CHM_CODE_GROUPS.unit, required: true, span: 8 },
    { name: 'qtyKg', type: 'number', decimals: 3, label: 'qtyKg', schema: z.number().nullish(), serverOnly: true, span: 8 },
    { name: 'balanceKg', type: 'number', decimals: 3, label: 'balanceKg', schema: z.number().nullish(), serverOnly: true, span: 8 },
    { name: 'overrideYn', type: 'switch', label: 'overrideYn', schema: z.enum(['Y', 'N']).nullish(), span: 8 },
    { name: 'overrideReason', type: 'text', label: 'overrideReason', schema: zText(500), maxLength: 500, span: 16 },
    { name: 'remark', type: 'text', label: 'remark', schema: zText(500), maxLength: 500, span: 24 },
  ],
  listColumns: [
    { name: 'inoutNo', width: 90, align: 'center', sortable: true },
    { name: 'inoutYmd', width: 110, align: 'center', sortable: true },
    { name: 'storageNm', label: 'storageNo', width: 160 },
    { name: 'prodNm', label: 'chemProdNo', link: true },
    { name: 'inoutTypeCd', width: 100, align: 'center' },
    { name: 'qty', width: 100, align: 'right' },
    { name: 'unitCd', width: 70, align: 'center' },
    { name: 'qtyKg', width: 110, align: 'right' },
    { name: 'balanceKg', width: 110, align: 'right' },
    { name: 'createUserNm', label: 'createUserNm', width: 100, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'storageNo', type: 'text', op: 'eq', label: 'storageNo', width: 4 },
    { name: 'chemProdNo', type: 'text', op: 'eq', label: 'chemProdNo', width: 4 },
    { name: 'inoutTypeCd', type: 'select', op: 'eq', label: 'inoutTypeCd', codeGroup: CHM_CODE_GROUPS.inoutType, width: 4 },
    { name: 'inoutYmd', type: 'dateRange', op: 'dateRange', label: 'inoutYmd', width: 8 },
  ],
  defaultSort: { field: 'inoutNo', order: 'desc' },
  plantFilter: 'chm',
  scope: { plant: 'plantCd' },
  i18n: bundle({
    title: ['입출고·수불', 'Receipts and issues', '出入库·收发', 'Entradas y salidas'], inoutNo: ['입출고 번호', 'Movement no.', '出入库编号', 'N.º de movimiento'], storageNo: ['저장소', 'Storage', '储存场所', 'Almacén'], storageNm: ['저장소', 'Storage', '储存场所', 'Almacén'],
    chemProdNo: ['화학제품', 'Product', '化学品', 'Producto'], prodNm: ['화학제품', 'Product', '化学品', 'Producto'], itemNo: ['품목', 'Item', '品目', 'Artículo'], inoutTypeCd: ['구분', 'Type', '类别', 'Tipo'], inoutTypeNm: ['구분', 'Type', '类别', 'Tipo'],
    inoutYmd: ['일자', 'Date', '日期', 'Fecha'], qty: ['수량', 'Quantity', '数量', 'Cantidad'], unitCd: ['단위', 'Unit', '单位', 'Unidad'], unitNm: ['단위', 'Unit', '单位', 'Unidad'], qtyKg: ['수량(kg)', 'Quantity (kg)', '数量(kg)', 'Cantidad (kg)'],
    balanceKg: ['재고(kg)', 'Stock after (kg)', '库存(kg)', 'Stock (kg)'], overrideYn: ['허가량 초과 승인', 'Limit override', '超许可量批准', 'Exceso autorizado'], overrideReason: ['초과 사유', 'Override reason', '超出理由', 'Motivo del exceso'],
    remark: ['비고', 'Remarks', '备注', 'Observaciones'], ledger: ['수불대장(엑셀)', 'Monthly ledger (Excel)', '收发台账(Excel)', 'Libro mensual (Excel)'], ym: ['월', 'Month', '月份', 'Mes'], stock: ['재고현황', 'Stock', '库存现况', 'Existencias'],
    warnings: ['경고', 'Warnings', '警告', 'Advertencias'], saved: ['저장했습니다.', 'Saved.', '已保存。', 'Guardado.'],
  }),
});
