import { z } from 'zod';
import { isValidDateRange } from './rules.js';
import { defineResource, zText, zYmd, zYn } from './definition.js';

export const NOTICE_TYPE_CODE_GROUP = 'COM_NOTICE_TYPE';
export const NOTICE_RANGE_MESSAGE = '게시 종료일은 게시 시작일보다 빠를 수 없습니다.';

/** 공지사항 (spec §2 admin "notices", /api/manage/notice) */
export const noticeResource = defineResource({
  name: 'notice',
  title: 'title',
  basePath: '/api/manage/notice',
  menuId: 'ADM_NOTICE',
  key: { name: 'noticeNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'noticeTypeCd', type: 'select', label: 'noticeTypeCd', schema: z.string().trim().min(1).max(30), required: true, codeGroup: NOTICE_TYPE_CODE_GROUP, span: 8 },
    { name: 'importantYn', type: 'switch', label: 'importantYn', schema: zYn.default('N'), span: 8 },
    { name: 'noticeTitle', type: 'text', label: 'noticeTitle', schema: zText(300, { required: true, bytes: true }), required: true, maxLength: 300, byteLimit: true, span: 24 },
    { name: 'postStartYmd', type: 'date', label: 'postStartYmd', schema: zYmd, required: true, span: 8 },
    { name: 'postEndYmd', type: 'date', label: 'postEndYmd', schema: zYmd, required: true, span: 8 },
    { name: 'useYn', type: 'checkbox', label: 'useYn', schema: zYn.default('Y'), span: 8 },
    { name: 'noticeContents', type: 'textarea', label: 'noticeContents', schema: zText(4000), maxLength: 4000, span: 24 },
  ],
  listColumns: [
    { name: 'plantCd', width: 150, align: 'center' },
    { name: 'noticeTypeCd', width: 100, align: 'center', sortable: true },
    { name: 'noticeTitle', link: true, sortable: true },
    { name: 'importantYn', width: 80, align: 'center' },
    { name: 'postStartYmd', width: 110, align: 'center', sortable: true },
    { name: 'postEndYmd', width: 110, align: 'center', sortable: true },
    { name: 'createUserNm', label: 'createUserNm', width: 100, align: 'center' },
    { name: 'createDt', label: 'createDt', width: 160, align: 'center', sortable: true },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'noticeTypeCd', type: 'select', op: 'eq', label: 'noticeTypeCd', codeGroup: NOTICE_TYPE_CODE_GROUP, width: 6 },
    { name: 'noticeTitle', type: 'text', op: 'contains', label: 'noticeTitle', width: 6 },
    { name: 'postStartYmd', type: 'dateRange', op: 'dateRange', label: 'postStartYmd', width: 6 },
    { name: 'useYn', type: 'yn', op: 'eq', label: 'useYn', width: 6 },
  ],
  defaultSort: { field: 'createDt', order: 'desc' },
  scope: { plant: 'plantCd' },
  attachments: ['NOTICE'],
  approvalType: 'NOTICE',
  print: { title: 'printTitle', number: (r) => `공지-${String(r.noticeNo)}` },
  validate: (v) =>
    typeof v.postStartYmd === 'string' && typeof v.postEndYmd === 'string' && !isValidDateRange(v.postStartYmd, v.postEndYmd)
      ? { field: 'postEndYmd', message: NOTICE_RANGE_MESSAGE }
      : null,
  i18n: {
    ko: {
      title: '공지사항관리', printTitle: '공지사항', plantCd: '사업장', plantNm: '사업장', noticeTypeCd: '공지구분', importantYn: '중요', noticeTitle: '제목',
      postStartYmd: '게시시작일', postEndYmd: '게시종료일', useYn: '사용여부', noticeContents: '내용', createUserNm: '작성자', createDt: '작성일시',
    },
    en: {
      title: 'Notices', printTitle: 'Notice', plantCd: 'Plant', plantNm: 'Plant', noticeTypeCd: 'Type', importantYn: 'Important', noticeTitle: 'Title',
      postStartYmd: 'Post from', postEndYmd: 'Post until', useYn: 'In use', noticeContents: 'Contents', createUserNm: 'Author', createDt: 'Written at',
    },
    zh: {
      title: '公告管理', printTitle: '公告', plantCd: '工厂', plantNm: '工厂', noticeTypeCd: '公告类型', importantYn: '重要', noticeTitle: '标题',
      postStartYmd: '发布开始日', postEndYmd: '发布结束日', useYn: '是否使用', noticeContents: '内容', createUserNm: '作者', createDt: '创建时间',
    },
    es: {
      title: 'Avisos', printTitle: 'Aviso', plantCd: 'Planta', plantNm: 'Planta', noticeTypeCd: 'Tipo', importantYn: 'Importante', noticeTitle: 'Título',
      postStartYmd: 'Publicar desde', postEndYmd: 'Publicar hasta', useYn: 'En uso', noticeContents: 'Contenido', createUserNm: 'Autor', createDt: 'Creado',
    },
  },
});
