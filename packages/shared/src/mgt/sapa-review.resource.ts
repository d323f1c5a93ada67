import { z } from 'zod';
import { defineResource, zText } from '../resource/definition.js';
import { MGT_API, MGT_APPR_TYPES, MGT_CODE_GROUPS, MGT_HALVES, MGT_MENUS } from './mgt.const.js';

/**
 * 중대재해처벌법 이행점검 서류철 (시행령 제4조, 제5조): the responsible manager's half-yearly review of one plant's binder
 * and its sign-off through 결재 (MGT_SAPA). At approval the server stores the binder as it then stood (`snapshot`);
 * `/api/mgt/sapa` answers that snapshot from then on, so a later change to a record does not rewrite a signed binder.
 */
export const mgtSapaReviewResource = defineResource({
  name: 'mgtSapaReview',
  title: 'title',
  basePath: MGT_API.sapaReviews,
  menuId: MGT_MENUS.sapa,
  key: { name: 'reviewNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, createOnly: true, span: 8 },
    { name: 'year', type: 'number', label: 'year', schema: z.number().int().min(2000).max(2100), required: true, createOnly: true, span: 8 },
    { name: 'half', type: 'select', label: 'half', schema: z.enum(MGT_HALVES), codeGroup: MGT_CODE_GROUPS.half, required: true, createOnly: true, span: 8 },
    { name: 'reviewComment', type: 'textarea', label: 'reviewComment', schema: zText(4000), maxLength: 4000, span: 24 },
    { name: 'apprStatusCd', type: 'select', label: 'apprStatusCd', schema: z.string().nullish(), codeGroup: 'MGT_APPR_STATUS', serverOnly: true, span: 8 },
    { name: 'signedYmd', type: 'date', label: 'signedYmd', schema: z.string().nullish(), serverOnly: true, span: 8 },
  ],
  listColumns: [
    { name: 'year', width: 80, align: 'center', sortable: true },
    { name: 'half', width: 80, align: 'center' },
    { name: 'plantCd', width: 180, link: true },
    { name: 'apprStatusCd', width: 110, align: 'center' },
    { name: 'signedYmd', width: 120, align: 'center' },
  ],
  searchFields: [{ name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 }],
  defaultSort: { field: 'reviewNo', order: 'desc' },
  scope: { plant: 'plantCd' },
  approvalType: MGT_APPR_TYPES.sapa,
  i18n: {
    ko: { title: '중대재해처벌법 이행점검', reviewNo: '번호', plantCd: '사업장', plantNm: '사업장', year: '연도', half: '반기', halfNm: '반기', reviewComment: '반기 검토 의견', apprStatusCd: '결재상태', apprStatusNm: '결재상태', signedYmd: '결재일' },
    en: { title: 'Serious Accidents Act review', reviewNo: 'No.', plantCd: 'Plant', plantNm: 'Plant', year: 'Year', half: 'Half', halfNm: 'Half', reviewComment: 'Half-year review', apprStatusCd: 'Approval', apprStatusNm: 'Approval', signedYmd: 'Signed on' },
    zh: { title: '重大灾害处罚法履行检查', reviewNo: '编号', plantCd: '工厂', plantNm: '工厂', year: '年度', half: '半年', halfNm: '半年', reviewComment: '半年评审意见', apprStatusCd: '审批状态', apprStatusNm: '审批状态', signedYmd: '审批日' },
    es: { title: 'Revisión de la Ley de Accidentes Graves', reviewNo: 'N.º', plantCd: 'Planta', plantNm: 'Planta', year: 'Año', half: 'Semestre', halfNm: 'Semestre', reviewComment: 'Revisión semestral', apprStatusCd: 'Aprobación', apprStatusNm: 'Aprobación', signedYmd: 'Firmado' },
  },
});
