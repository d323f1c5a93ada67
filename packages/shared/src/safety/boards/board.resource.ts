import { z } from 'zod';
import { defineResource, zText, zYn } from '../../resource/definition.js';

export const BOARD_MENUS = {
  /** 게시판 관리: the plant's boards (kind, name, opened to contractors, comments) */
  boards: 'SAF_BOARD',
  /** 게시판: the posts of every board the caller reads (자료실 and 소통게시판) */
  posts: 'SAF_BOARD_POST',
} as const;
export const BOARD_API = { boards: '/api/saf/boards', posts: '/api/saf/boards/posts' } as const;
export const BOARD_CODE_GROUPS = { type: 'SAF_BOARD_TYPE', category: 'SAF_BOARD_CATEGORY' } as const;
/** REF 자료실 (files by category), COMM 소통게시판 (posts with comments and replies) */
export const BOARD_TYPES = ['REF', 'COMM'] as const;
/** the attachment class of a post (the reference room's files, a post's pictures) */
export const BOARD_POST_ATTACH = 'SAF_BOARD_POST';
export const BOARD_MESSAGES = {
  boardClosed: '사용하지 않는 게시판에는 글을 쓸 수 없습니다.',
  refWriter: '자료실에는 게시판 관리 권한이 있는 사람만 자료를 올릴 수 있습니다.',
  notAuthor: '작성자나 게시판 관리자만 이 글을 고치거나 지울 수 있습니다.',
  commentsOff: '댓글을 쓸 수 없는 게시판입니다.',
  boardHasPosts: '글이 있는 게시판은 지울 수 없습니다. 사용하지 않음으로 바꾸세요.',
} as const;

const BOARD_PICK = { url: BOARD_API.boards, value: 'boardNo', label: ['boardNm'], search: 'boardNm', plant: 'plantCd' } as const;

/**
 * 게시판 (/api/saf/boards): a plant's boards — 자료실 (reference room: files by category, read by the plant) and 소통게시판
 * (communication board: posts with comments and replies). A board opened to contractors (`vendorOpenYn`) is the only
 * one a contractor's user sees, with its posts, at the plants the contractor works at.
 */
export const safBoardResource = defineResource({
  name: 'safBoard',
  title: 'title',
  basePath: BOARD_API.boards,
  menuId: BOARD_MENUS.boards,
  key: { name: 'boardNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, createOnly: true, span: 8 },
    { name: 'boardTypeCd', type: 'select', label: 'boardTypeCd', schema: z.enum(BOARD_TYPES), codeGroup: BOARD_CODE_GROUPS.type, required: true, createOnly: true, span: 8 },
    { name: 'sortNo', type: 'number', reference: { none: 'the board\'s place in the plant\'s list (1, 2, 3 …), not a record' }, label: 'sortNo', schema: z.number().int().min(0).max(999).nullish(), span: 8 },
    { name: 'boardNm', type: 'text', label: 'boardNm', schema: zText(100, { required: true }), required: true, maxLength: 100, span: 16 },
    { name: 'vendorOpenYn', type: 'checkbox', label: 'vendorOpenYn', schema: zYn.default('N'), span: 8 },
    { name: 'commentYn', type: 'checkbox', label: 'commentYn', schema: zYn.default('Y'), span: 8 },
    { name: 'useYn', type: 'checkbox', label: 'useYn', schema: zYn.default('Y'), span: 8 },
    { name: 'description', type: 'textarea', label: 'description', schema: zText(1000), maxLength: 1000, span: 24 },
  ],
  listColumns: [
    { name: 'plantCd', width: 150, align: 'center' },
    { name: 'boardTypeCd', width: 120, align: 'center', sortable: true },
    { name: 'boardNm', link: true },
    { name: 'vendorOpenYn', width: 130, align: 'center' },
    { name: 'commentYn', width: 100, align: 'center' },
    { name: 'useYn', width: 100, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'boardTypeCd', type: 'select', op: 'eq', label: 'boardTypeCd', codeGroup: BOARD_CODE_GROUPS.type, width: 6 },
    { name: 'boardNm', type: 'text', op: 'contains', label: 'boardNm', width: 6 },
  ],
  defaultSort: { field: 'sortNo', order: 'asc' },
  scope: { plant: 'plantCd' },
  i18n: {
    ko: {
      title: '게시판 관리', boardNo: '게시판 번호', plantCd: '사업장', plantNm: '사업장', boardTypeCd: '게시판 종류', boardTypeNm: '게시판 종류', sortNo: '순서',
      boardNm: '게시판명', vendorOpenYn: '협력업체 공개', commentYn: '댓글 허용', useYn: '사용여부', description: '설명',
    },
    en: {
      title: 'Boards', boardNo: 'Board no.', plantCd: 'Plant', plantNm: 'Plant', boardTypeCd: 'Kind', boardTypeNm: 'Kind', sortNo: 'Order',
      boardNm: 'Board', vendorOpenYn: 'Open to contractors', commentYn: 'Comments', useYn: 'In use', description: 'Description',
    },
    zh: {
      title: '公告板管理', boardNo: '公告板编号', plantCd: '工厂', plantNm: '工厂', boardTypeCd: '公告板类型', boardTypeNm: '公告板类型', sortNo: '顺序',
      boardNm: '公告板名称', vendorOpenYn: '对承包商公开', commentYn: '允许评论', useYn: '是否使用', description: '说明',
    },
    es: {
      title: 'Tablones', boardNo: 'N.º de tablón', plantCd: 'Planta', plantNm: 'Planta', boardTypeCd: 'Tipo', boardTypeNm: 'Tipo', sortNo: 'Orden',
      boardNm: 'Tablón', vendorOpenYn: 'Abierto a contratistas', commentYn: 'Comentarios', useYn: 'En uso', description: 'Descripción',
    },
  },
});

/**
 * 게시글 (/api/saf/boards/posts): a post of a board — a reference room's file with its category, or a communication
 * board's post — with attachments, comments and replies (`comments`), and a read count (one per person, counted by the
 * server when a person opens it). The board decides the plant and who sees it.
 */
export const safBoardPostResource = defineResource({
  name: 'safBoardPost',
  title: 'title',
  basePath: BOARD_API.posts,
  menuId: BOARD_MENUS.posts,
  key: { name: 'postNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, createOnly: true, span: 8 },
    {
      name: 'boardNo', type: 'number', label: 'boardNo', reference: { to: 'safBoard', pick: { ...BOARD_PICK, copy: ['plantCd'] } },
      schema: z.number().int().min(1).max(2_147_483_647), required: true, createOnly: true, span: 8,
    },
    { name: 'boardNm', type: 'text', label: 'boardNm', schema: z.string().nullish(), serverOnly: true, inForm: false, span: 8 },
    { name: 'categoryCd', type: 'select', label: 'categoryCd', schema: z.string().trim().max(20).nullish(), codeGroup: BOARD_CODE_GROUPS.category, span: 8 },
    { name: 'postTitle', type: 'text', label: 'postTitle', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    { name: 'noticeYn', type: 'checkbox', label: 'noticeYn', schema: zYn.default('N'), span: 8 },
    { name: 'postContents', type: 'textarea', label: 'postContents', schema: zText(8000), maxLength: 8000, span: 24 },
    { name: 'readCnt', type: 'number', label: 'readCnt', schema: z.number().nullish(), serverOnly: true, inForm: false, span: 8 },
    { name: 'commentCnt', type: 'number', label: 'commentCnt', schema: z.number().nullish(), serverOnly: true, inForm: false, span: 8 },
  ],
  attachments: [BOARD_POST_ATTACH],
  comments: { maxLength: 1000, replies: true },
  listColumns: [
    { name: 'boardNm', width: 150 },
    { name: 'categoryCd', width: 120, align: 'center' },
    { name: 'postTitle', link: true },
    { name: 'commentCnt', width: 80, align: 'center' },
    { name: 'createUserNm', label: 'createUserNm', width: 110, align: 'center' },
    { name: 'createDt', label: 'createDt', width: 150, align: 'center', sortable: true },
    { name: 'readCnt', width: 80, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'categoryCd', type: 'select', op: 'eq', label: 'categoryCd', codeGroup: BOARD_CODE_GROUPS.category, width: 6 },
    { name: 'postTitle', type: 'text', op: 'contains', label: 'postTitle', width: 6 },
  ],
  defaultSort: { field: 'createDt', order: 'desc' },
  scope: { plant: 'plantCd' },
  rowTone: (row) => (row.noticeYn === 'Y' ? 'warning' : null),
  i18n: {
    ko: {
      title: '게시판', postNo: '글 번호', plantCd: '사업장', plantNm: '사업장', boardNo: '게시판', boardNm: '게시판', categoryCd: '분류', categoryNm: '분류',
      postTitle: '제목', noticeYn: '공지(상단 고정)', postContents: '내용', readCnt: '조회', commentCnt: '댓글', createUserNm: '작성자', createDt: '작성일시',
      rowTone_warning: '공지',
    },
    en: {
      title: 'Boards', postNo: 'Post no.', plantCd: 'Plant', plantNm: 'Plant', boardNo: 'Board', boardNm: 'Board', categoryCd: 'Category', categoryNm: 'Category',
      postTitle: 'Title', noticeYn: 'Pinned notice', postContents: 'Contents', readCnt: 'Reads', commentCnt: 'Comments', createUserNm: 'Author', createDt: 'Written',
      rowTone_warning: 'Notice',
    },
    zh: {
      title: '公告板', postNo: '帖子编号', plantCd: '工厂', plantNm: '工厂', boardNo: '公告板', boardNm: '公告板', categoryCd: '分类', categoryNm: '分类',
      postTitle: '标题', noticeYn: '公告(置顶)', postContents: '内容', readCnt: '阅读', commentCnt: '评论', createUserNm: '作者', createDt: '发布时间',
      rowTone_warning: '公告',
    },
    es: {
      title: 'Tablones', postNo: 'N.º de entrada', plantCd: 'Planta', plantNm: 'Planta', boardNo: 'Tablón', boardNm: 'Tablón', categoryCd: 'Categoría', categoryNm: 'Categoría',
      postTitle: 'Título', noticeYn: 'Aviso fijado', postContents: 'Contenido', readCnt: 'Lecturas', commentCnt: 'Comentarios', createUserNm: 'Autor', createDt: 'Escrito',
      rowTone_warning: 'Aviso',
    },
  },
});
