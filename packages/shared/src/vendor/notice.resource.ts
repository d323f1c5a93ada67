import { z } from 'zod';
import { defineResource, zText, zYmd, zYn } from '../resource/definition.js';
import { VND_MENUS } from './constants.js';

/**
 * 협력업체 공지 (issue 19 item 6): notices from a plant to its contractors, to every vendor of the plant (ALL) or to
 * chosen vendors (child rows `targets`). A vendor user lists and opens only the notices addressed to their vendor;
 * opening one records a read receipt (once per user). The plant side sees, per target vendor, who read it and when.
 */
export const VND_NOTICE_API = '/api/vendor/notices';
export const VND_NOTICE_TARGETS = ['ALL', 'SELECTED'] as const;
export const VND_NOTICE_FILES = 'VND_NOTICE';
/** reminder for vendor users who have not read a notice this many days after posting (setting VND_NOTICE_REMIND_DAYS) */
export const VND_NOTICE_REMIND_DAYS = 3;

export const VND_NOTICE_MESSAGES = {
  targetsRequired: '공지 대상 협력업체를 1개 이상 선택하세요.',
} as const;

/** one target vendor of a notice and its users' receipts (`GET /api/vendor/notices/{noticeNo}/receipts`, plant side) */
export type TVendorNoticeReceipt = {
  vendorCd: string;
  vendorNm: string | null;
  users: { userId: string; userNm: string | null; readDt: string | null }[];
  readCount: number;
  userCount: number;
};

export const vendorNoticeResource = defineResource({
  name: 'vendorNotice',
  title: 'title',
  basePath: VND_NOTICE_API,
  menuId: VND_MENUS.notice,
  key: { name: 'noticeNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'postYmd', type: 'date', label: 'postYmd', schema: zYmd, required: true, span: 8 },
    { name: 'importantYn', type: 'switch', label: 'importantYn', schema: zYn.default('N'), span: 8 },
    { name: 'targetCd', type: 'radio', label: 'targetCd', schema: z.enum(VND_NOTICE_TARGETS).default('ALL'), required: true, codeGroup: 'VND_NOTICE_TARGET', span: 24 },
    { name: 'title', type: 'text', label: 'noticeTitle', schema: zText(300, { required: true }), required: true, maxLength: 300, span: 24 },
    { name: 'contents', type: 'textarea', label: 'contents', schema: zText(4000), maxLength: 4000, span: 24 },
  ],
  children: [{
    name: 'targets', label: 'targets', key: 'targetNo', maxRows: 200,
    fields: [{ name: 'vendorCd', type: 'vendor', label: 'vendorCd', schema: z.string().trim().max(30).nullish(), required: true }],
  }],
  listColumns: [
    { name: 'noticeNo', label: 'noticeNo', width: 80, align: 'center' },
    { name: 'importantYn', width: 70, align: 'center' },
    { name: 'title', label: 'noticeTitle', link: true },
    { name: 'targetCd', width: 110, align: 'center' },
    { name: 'plantCd', width: 130, align: 'center' },
    { name: 'postYmd', width: 110, align: 'center', sortable: true },
    { name: 'createUserNm', label: 'createUserNm', width: 100, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'title', type: 'text', op: 'contains', label: 'noticeTitle', width: 6 },
    { name: 'postYmd', type: 'dateRange', op: 'dateRange', label: 'postYmd', width: 6 },
  ],
  defaultSort: { field: 'postYmd', order: 'desc' },
  // vendor users: the server binding decides (targets or ALL of a plant of theirs); see modules/vendor/notice/README.md
  scope: { plant: 'plantCd' },
  attachments: [VND_NOTICE_FILES],
  i18n: {
    ko: {
      title: '협력업체 공지', noticeNo: '공지번호', plantCd: '사업장', plantNm: '사업장', postYmd: '게시일', importantYn: '중요', targetCd: '공지대상', targetNm: '공지대상',
      noticeTitle: '제목', contents: '내용', targets: '대상 협력업체', vendorCd: '협력업체', vendorNm: '협력업체', createUserNm: '작성자',
      [VND_NOTICE_FILES]: '첨부파일', receipts: '열람 현황', readDt: '열람일시', unread: '미열람', userNm: '사용자',
    },
    en: {
      title: 'Contractor notices', noticeNo: 'Notice no.', plantCd: 'Plant', plantNm: 'Plant', postYmd: 'Posted on', importantYn: 'Important', targetCd: 'Audience', targetNm: 'Audience',
      noticeTitle: 'Title', contents: 'Contents', targets: 'Target contractors', vendorCd: 'Contractor', vendorNm: 'Contractor', createUserNm: 'Author',
      [VND_NOTICE_FILES]: 'Attachments', receipts: 'Read receipts', readDt: 'Read at', unread: 'Not read', userNm: 'User',
    },
    zh: {
      title: '协力企业公告', noticeNo: '公告编号', plantCd: '工厂', plantNm: '工厂', postYmd: '发布日', importantYn: '重要', targetCd: '公告对象', targetNm: '公告对象',
      noticeTitle: '标题', contents: '内容', targets: '对象协力企业', vendorCd: '协力企业', vendorNm: '协力企业', createUserNm: '作者',
      [VND_NOTICE_FILES]: '附件', receipts: '阅读情况', readDt: '阅读时间', unread: '未读', userNm: '用户',
    },
    es: {
      title: 'Avisos a contratistas', noticeNo: 'N.º de aviso', plantCd: 'Planta', plantNm: 'Planta', postYmd: 'Publicado el', importantYn: 'Importante', targetCd: 'Destinatarios', targetNm: 'Destinatarios',
      noticeTitle: 'Título', contents: 'Contenido', targets: 'Contratistas destinatarios', vendorCd: 'Contratista', vendorNm: 'Contratista', createUserNm: 'Autor',
      [VND_NOTICE_FILES]: 'Adjuntos', receipts: 'Confirmaciones de lectura', readDt: 'Leído el', unread: 'No leído', userNm: 'Usuario',
    },
  },
});
