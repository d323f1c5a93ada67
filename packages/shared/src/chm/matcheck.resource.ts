import { z } from 'zod';
import { defineResource, zText } from '../resource/definition.js';
import { CHM_CODE_GROUPS, CHM_DISCIPLINES, CHM_MENUS } from './chm.const.js';

/**
 * 신규화학물질 사전검토 (`/api/chm/matcheckrequest`): a department asks to bring a new product in (use, place, quantity,
 * people exposed, PPE, whether a safer substitute was considered); the safety, health and environment reviewers each
 * confirm or reject their own row (`POST …/{reqNo}/confirm`, `…/reject` with `{ comment, version }`). All confirmed →
 * the request is CONFIRMED and the product usable (receipts allowed); one rejection → REJECTED.
 */
export const chmMatcheckResource = defineResource({
  name: 'chmMatcheck',
  title: 'title',
  basePath: '/api/chm/matcheckrequest',
  menuId: CHM_MENUS.matcheck,
  key: { name: 'reqNo', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), codeGroup: CHM_CODE_GROUPS.matcheckStatus, serverOnly: true, span: 8 },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'chemProdNo', type: 'number', label: 'chemProdNo', schema: z.number().int().min(1), required: true, span: 12, reference: { to: 'chmChemProd' }, optionsFrom: { url: '/api/baseinfo/chemprod?plantCd={plantCd}&limit=300', value: 'chemProdNo', label: 'prodNm' } },
    { name: 'useDesc', type: 'text', label: 'useDesc', schema: zText(300, { required: true }), required: true, maxLength: 300, span: 12 },
    { name: 'placeDesc', type: 'text', label: 'placeDesc', schema: zText(200), maxLength: 200, span: 12 },
    { name: 'qtyDesc', type: 'text', label: 'qtyDesc', schema: zText(100), maxLength: 100, span: 6 },
    { name: 'exposedCnt', type: 'number', label: 'exposedCnt', schema: z.number().int().min(0).max(100000).nullish(), span: 6 },
    { name: 'ppeDesc', type: 'text', label: 'ppeDesc', schema: zText(300), maxLength: 300, span: 12 },
    { name: 'substituteYn', type: 'switch', label: 'substituteYn', schema: z.enum(['Y', 'N']).default('N'), span: 6 },
    { name: 'substituteDesc', type: 'text', label: 'substituteDesc', schema: zText(500), maxLength: 500, span: 18 },
    // the MSDS training opened in the department's 교육계획 when every reviewer confirmed (시행규칙 제169조)
    { name: 'eduPlanNo', type: 'number', label: 'eduPlanNo', schema: z.number().int().nullish(), serverOnly: true, span: 6 },
  ],
  children: [
    {
      name: 'reviews', label: 'reviews', key: 'reviewNo', rowNoField: 'rowNo', minRows: 3, maxRows: 6,
      fields: [
        { name: 'disciplineCd', type: 'select', label: 'disciplineCd', schema: z.enum(CHM_DISCIPLINES).nullish(), codeGroup: CHM_CODE_GROUPS.discipline, required: true },
        { name: 'reviewerUserId', type: 'user', label: 'reviewerUserId', schema: z.string().trim().max(50).nullish(), required: true },
        { name: 'decisionCd', type: 'select', label: 'decisionCd', schema: z.string().nullish(), codeGroup: CHM_CODE_GROUPS.decision, serverOnly: true },
        { name: 'reviewComment', type: 'text', label: 'reviewComment', schema: zText(1000), maxLength: 1000, serverOnly: true },
      ],
      columns: [{ name: 'disciplineCd', width: 110 }, { name: 'reviewerUserId', width: 160 }, { name: 'decisionCd', width: 100 }, { name: 'reviewComment', width: 320 }],
    },
  ],
  listColumns: [
    { name: 'reqNo', width: 80, align: 'center', sortable: true },
    { name: 'statusCd', width: 100, align: 'center' },
    { name: 'prodNm', label: 'chemProdNo', link: true },
    { name: 'deptCd', width: 140 },
    { name: 'useDesc', width: 240 },
    { name: 'createUserNm', label: 'createUserNm', width: 100, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'statusCd', type: 'select', op: 'eq', label: 'statusCd', codeGroup: CHM_CODE_GROUPS.matcheckStatus, width: 6 },
  ],
  defaultSort: { field: 'reqNo', order: 'desc' },
  plantFilter: 'chm',
  scope: { plant: 'plantCd', dept: 'deptCd' },
  i18n: {
    ko: {
      title: '신규화학물질 사전검토', reqNo: '요청번호', statusCd: '상태', statusNm: '상태', plantCd: '사업장', plantNm: '사업장', deptCd: '요청부서', deptNm: '요청부서', chemProdNo: '화학제품', prodNm: '화학제품',
      useDesc: '용도', placeDesc: '사용장소', qtyDesc: '예상 사용량', exposedCnt: '노출 인원', ppeDesc: '보호구', substituteYn: '대체물질 검토', substituteDesc: '대체물질 검토 내용',
      reviews: '검토', disciplineCd: '분야', disciplineNm: '분야', reviewerUserId: '검토자', reviewerUserNm: '검토자', decisionCd: '검토결과', decisionNm: '검토결과', reviewComment: '의견', createUserNm: '요청자',
      eduPlanNo: 'MSDS 교육계획 번호', confirm: '확인', reject: '반려', comment: '의견', myReview: '내 검토',
    },
    en: {
      title: 'New chemical review', reqNo: 'Request no.', statusCd: 'Status', statusNm: 'Status', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department', chemProdNo: 'Product', prodNm: 'Product',
      useDesc: 'Use', placeDesc: 'Place', qtyDesc: 'Expected quantity', exposedCnt: 'People exposed', ppeDesc: 'PPE', substituteYn: 'Substitute considered', substituteDesc: 'Substitute considered',
      reviews: 'Reviews', disciplineCd: 'Discipline', disciplineNm: 'Discipline', reviewerUserId: 'Reviewer', reviewerUserNm: 'Reviewer', decisionCd: 'Decision', decisionNm: 'Decision', reviewComment: 'Comment', createUserNm: 'Requester',
      eduPlanNo: 'MSDS training plan no.', confirm: 'Confirm', reject: 'Reject', comment: 'Comment', myReview: 'My review',
    },
    zh: {
      title: '新化学物质事前审查', reqNo: '申请编号', statusCd: '状态', statusNm: '状态', plantCd: '工厂', plantNm: '工厂', deptCd: '申请部门', deptNm: '申请部门', chemProdNo: '化学品', prodNm: '化学品',
      useDesc: '用途', placeDesc: '使用场所', qtyDesc: '预计用量', exposedCnt: '暴露人数', ppeDesc: '防护用品', substituteYn: '替代物质审查', substituteDesc: '替代物质审查内容',
      reviews: '审查', disciplineCd: '领域', disciplineNm: '领域', reviewerUserId: '审查人', reviewerUserNm: '审查人', decisionCd: '审查结果', decisionNm: '审查结果', reviewComment: '意见', createUserNm: '申请人',
      eduPlanNo: 'MSDS培训计划编号', confirm: '确认', reject: '驳回', comment: '意见', myReview: '我的审查',
    },
    es: {
      title: 'Revisión de nuevas sustancias', reqNo: 'N.º de solicitud', statusCd: 'Estado', statusNm: 'Estado', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento', chemProdNo: 'Producto', prodNm: 'Producto',
      useDesc: 'Uso', placeDesc: 'Lugar', qtyDesc: 'Cantidad prevista', exposedCnt: 'Personas expuestas', ppeDesc: 'EPP', substituteYn: 'Sustituto considerado', substituteDesc: 'Sustituto considerado',
      reviews: 'Revisiones', disciplineCd: 'Disciplina', disciplineNm: 'Disciplina', reviewerUserId: 'Revisor', reviewerUserNm: 'Revisor', decisionCd: 'Decisión', decisionNm: 'Decisión', reviewComment: 'Comentario', createUserNm: 'Solicitante',
      eduPlanNo: 'N.º de plan de formación FDS', confirm: 'Confirmar', reject: 'Rechazar', comment: 'Comentario', myReview: 'Mi revisión',
    },
  },
});

export const chmMatcheckActionUrl = (reqNo: number | string, action: 'confirm' | 'reject') => `/api/chm/matcheckrequest/${String(reqNo)}/${action}`;
