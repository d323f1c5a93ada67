import { char, index, integer, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';
import { auditCols, ts, versionCol } from '../../../db/columns.js';

const audit = () => ({ ...versionCol(), ...auditCols() });

/** 게시판 (board.resource.ts `safBoardResource`): a plant's reference rooms and communication boards */
export const safBoard = pgTable('saf_board', {
  boardNo: serial('board_no').primaryKey(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  boardTypeCd: varchar('board_type_cd', { length: 20 }).notNull(),
  sortNo: integer('sort_no'),
  boardNm: varchar('board_nm', { length: 100 }).notNull(),
  vendorOpenYn: char('vendor_open_yn', { length: 1 }).notNull().default('N'),
  commentYn: char('comment_yn', { length: 1 }).notNull().default('Y'),
  useYn: char('use_yn', { length: 1 }).notNull().default('Y'),
  description: varchar('description', { length: 1000 }),
  ...audit(),
}, (t) => [index('saf_board_plant_idx').on(t.plantCd, t.sortNo, t.boardNo)]);

/** 게시글 (`safBoardPostResource`): a post of a board; its plant is the board's */
export const safBoardPost = pgTable('saf_board_post', {
  postNo: serial('post_no').primaryKey(),
  boardNo: integer('board_no').notNull().references(() => safBoard.boardNo),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  categoryCd: varchar('category_cd', { length: 20 }),
  postTitle: varchar('post_title', { length: 200 }).notNull(),
  noticeYn: char('notice_yn', { length: 1 }).notNull().default('N'),
  postContents: text('post_contents'),
  ...audit(),
}, (t) => [
  // list: plant scope + newest first (default sort), stable by key
  index('saf_board_post_plant_dt_idx').on(t.plantCd, t.createDt.desc(), t.postNo.desc()),
  index('saf_board_post_board_idx').on(t.boardNo, t.createDt.desc()),
]);

/** 댓글 (the machinery's comments of a post): one level of replies (`parent_comment_no`); deleted ones are kept as marks */
export const safBoardComment = pgTable('saf_board_comment', {
  commentNo: serial('comment_no').primaryKey(),
  postNo: integer('post_no').notNull().references(() => safBoardPost.postNo, { onDelete: 'cascade' }),
  parentCommentNo: integer('parent_comment_no'),
  contents: varchar('contents', { length: 1000 }).notNull(),
  deleteYn: char('delete_yn', { length: 1 }).notNull().default('N'),
  ...auditCols(),
}, (t) => [index('saf_board_comment_post_idx').on(t.postNo, t.commentNo)]);

/** 조회: one row per post and person who opened it (the read count, server-counted, once per person) */
export const safBoardRead = pgTable('saf_board_read', {
  postNo: integer('post_no').notNull().references(() => safBoardPost.postNo, { onDelete: 'cascade' }),
  userId: varchar('user_id', { length: 50 }).notNull(),
  readDt: ts('read_dt').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.postNo, t.userId] })]);
