import { z } from 'zod';
import { defineResource, zText, zYmd, zYn } from '../../resource/definition.js';
import { SAF_NEARMISS_API, SAF_NEARMISS_MENU, SAF_NEARMISS_MESSAGES, SAF_NEARMISS_PUBLIC_LIMITS as LIM, SAF_NEARMISS_STATUS_GROUP, SAF_NEARMISS_TYPE_GROUP, nearMissWorkflow } from './nearmiss.const.js';

export * from './nearmiss.const.js';

/** the public anonymous report (no token): plant, area (from the QR code), title and what happened */
export const ZPublicNearMissSchema = /* @__PURE__ */ z.object({
  plantCd: z.string().trim().min(1).max(10),
  areaCd: zText(LIM.areaCd),
  title: zText(LIM.title, { required: true }),
  contents: zText(LIM.contents, { required: true }),
});
export type TPublicNearMiss = z.infer<typeof ZPublicNearMissSchema>;

/** 아차사고 `/api/saf/nearmiss` (issue 15 item 4) */
export const nearMissResource = /* @__PURE__ */ defineResource({
  name: 'safNearMiss',
  title: 'title',
  basePath: SAF_NEARMISS_API,
  menuId: SAF_NEARMISS_MENU,
  key: { name: 'nearMissNo', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), codeGroup: SAF_NEARMISS_STATUS_GROUP, inForm: false },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'occurredYmd', type: 'date', label: 'occurredYmd', schema: zYmd.nullish(), span: 8 },
    { name: 'nearMissTypeCd', type: 'select', label: 'nearMissTypeCd', schema: z.string().trim().max(30).nullish(), codeGroup: SAF_NEARMISS_TYPE_GROUP, span: 8 },
    { name: 'areaCd', type: 'text', label: 'areaCd', schema: zText(30), maxLength: 30, span: 8 },
    { name: 'place', type: 'text', label: 'place', schema: zText(200), maxLength: 200, span: 8 },
    { name: 'title', type: 'text', label: 'nearMissTitle', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 24 },
    { name: 'contents', type: 'textarea', label: 'contents', schema: zText(4000, { required: true }), required: true, maxLength: 4000, span: 24 },
    { name: 'possibleOutcome', type: 'textarea', label: 'possibleOutcome', schema: zText(2000), maxLength: 2000, span: 24 },
    { name: 'suggestion', type: 'textarea', label: 'suggestion', schema: zText(2000), maxLength: 2000, span: 24 },
    { name: 'reviewComment', type: 'textarea', label: 'reviewComment', schema: zText(2000), maxLength: 2000, span: 24 },
    { name: 'anonymousYn', type: 'switch', label: 'anonymousYn', schema: zYn.nullish(), serverOnly: true, inForm: false },
  ],
  listColumns: [
    { name: 'nearMissNo', label: 'nearMissNo', width: 90, align: 'center', sortable: true },
    { name: 'statusCd', width: 100, align: 'center' },
    { name: 'occurredYmd', width: 110, align: 'center', sortable: true },
    { name: 'nearMissTypeCd', width: 120, align: 'center' },
    { name: 'title', label: 'nearMissTitle', link: true },
    { name: 'place', width: 160 },
    { name: 'anonymousYn', width: 80, align: 'center' },
    { name: 'createUserNm', label: 'createUserNm', width: 100, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'statusCd', type: 'select', op: 'eq', label: 'statusCd', codeGroup: SAF_NEARMISS_STATUS_GROUP, width: 6 },
    { name: 'nearMissTypeCd', type: 'select', op: 'eq', label: 'nearMissTypeCd', codeGroup: SAF_NEARMISS_TYPE_GROUP, width: 6 },
    { name: 'title', type: 'text', op: 'contains', label: 'nearMissTitle', width: 6 },
  ],
  defaultSort: { field: 'nearMissNo', order: 'desc' },
  scope: { plant: 'plantCd', dept: 'deptCd', own: ['createUserId'] },
  workflow: nearMissWorkflow,
  attachments: ['SAF_NEARMISS_PHOTO'],
  children: [
    {
      name: 'measures', label: 'measures', key: 'measureNo', rowNoField: 'rowNo', maxRows: 20,
      validateRow: (row, rowNo) => (!!row.assigneeUserId !== !!row.dueYmd ? { field: 'assigneeUserId', message: SAF_NEARMISS_MESSAGES.measureIncomplete(rowNo) } : null),
      fields: [
        { name: 'content', type: 'text', label: 'content', schema: zText(300), maxLength: 300, required: true },
        { name: 'assigneeUserId', type: 'user', label: 'assigneeUserId', schema: z.string().trim().max(50).nullish() },
        { name: 'dueYmd', type: 'date', label: 'dueYmd', schema: zYmd.nullish() },
        { name: 'actionNo', type: 'number', label: 'actionNo', schema: z.number().int().nullish(), serverOnly: true },
      ],
    },
  ],
  i18n: {
    ko: {
      title: '아차사고', nearMissNo: '아차사고 번호', statusCd: '상태', statusNm: '상태', plantCd: '사업장', plantNm: '사업장', deptCd: '부서', deptNm: '부서', occurredYmd: '발생일자',
      nearMissTypeCd: '유형', nearMissTypeNm: '유형', areaCd: '구역', place: '장소', nearMissTitle: '제목', contents: '내용', possibleOutcome: '예상되는 결과(일어날 뻔한 일)',
      suggestion: '개선 제안', reviewComment: '검토 의견', anonymousYn: '익명', createUserNm: '등록자', measures: '개선대책', content: '대책', assigneeUserId: '담당자',
      assigneeUserNm: '담당자', dueYmd: '조치기한', actionNo: '개선조치 번호', SAF_NEARMISS_PHOTO: '사진',
    },
    en: {
      title: 'Near misses', nearMissNo: 'Near miss no.', statusCd: 'Status', statusNm: 'Status', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department', occurredYmd: 'Date',
      nearMissTypeCd: 'Type', nearMissTypeNm: 'Type', areaCd: 'Area', place: 'Place', nearMissTitle: 'Title', contents: 'What happened', possibleOutcome: 'What could have happened',
      suggestion: 'Suggestion', reviewComment: 'Review', anonymousYn: 'Anonymous', createUserNm: 'Reporter', measures: 'Measures', content: 'Measure', assigneeUserId: 'Assignee',
      assigneeUserNm: 'Assignee', dueYmd: 'Due date', actionNo: 'Action no.', SAF_NEARMISS_PHOTO: 'Photos',
    },
    zh: {
      title: '未遂事件', nearMissNo: '编号', statusCd: '状态', statusNm: '状态', plantCd: '工厂', plantNm: '工厂', deptCd: '部门', deptNm: '部门', occurredYmd: '发生日期',
      nearMissTypeCd: '类型', nearMissTypeNm: '类型', areaCd: '区域', place: '地点', nearMissTitle: '标题', contents: '内容', possibleOutcome: '可能的后果',
      suggestion: '改善建议', reviewComment: '审核意见', anonymousYn: '匿名', createUserNm: '登记人', measures: '改善对策', content: '对策', assigneeUserId: '负责人',
      assigneeUserNm: '负责人', dueYmd: '期限', actionNo: '整改措施编号', SAF_NEARMISS_PHOTO: '照片',
    },
    es: {
      title: 'Cuasi accidentes', nearMissNo: 'N.º de cuasi accidente', statusCd: 'Estado', statusNm: 'Estado', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento', occurredYmd: 'Fecha',
      nearMissTypeCd: 'Tipo', nearMissTypeNm: 'Tipo', areaCd: 'Zona', place: 'Lugar', nearMissTitle: 'Título', contents: 'Qué ocurrió', possibleOutcome: 'Qué pudo ocurrir',
      suggestion: 'Sugerencia', reviewComment: 'Revisión', anonymousYn: 'Anónimo', createUserNm: 'Informante', measures: 'Medidas', content: 'Medida', assigneeUserId: 'Responsable',
      assigneeUserNm: 'Responsable', dueYmd: 'Fecha límite', actionNo: 'N.º de acción', SAF_NEARMISS_PHOTO: 'Fotos',
    },
  },
});
