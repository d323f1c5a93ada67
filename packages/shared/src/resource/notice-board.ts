import { z } from 'zod';
import { PAGE_SIZES } from '../constants.js';
import { NOTICE_BOARD_LIMIT_MAX } from './notice-board.const.js';

export * from './notice-board.const.js';

export const ZNoticeBoardQuery = z.object({
  /** unread only (default) or every current notice */
  unreadOnly: z.enum(['Y', 'N']).default('Y'),
  limit: z.coerce.number().int().min(1).max(NOTICE_BOARD_LIMIT_MAX).default(5),
});

export const ZNoticeBoardItem = z.object({
  noticeNo: z.number(),
  plantCd: z.string(),
  plantNm: z.string().nullable(),
  noticeTypeCd: z.string(),
  noticeTypeNm: z.string().nullable(),
  importantYn: z.enum(['Y', 'N']),
  noticeTitle: z.string(),
  postStartYmd: z.string(),
  postEndYmd: z.string(),
  readYn: z.enum(['Y', 'N']),
});
export type TNoticeBoardItem = z.infer<typeof ZNoticeBoardItem>;

export const ZNoticeBoard = z.object({ unreadCount: z.number(), list: z.array(ZNoticeBoardItem) });
export type TNoticeBoard = z.infer<typeof ZNoticeBoard>;

export const ZNoticeBoardDetail = ZNoticeBoardItem.extend({ noticeContents: z.string().nullable(), createUserNm: z.string().nullable(), createDt: z.string() });
export type TNoticeBoardDetail = z.infer<typeof ZNoticeBoardDetail>;

export const ZNoticeBoardListQuery = z.object({
  noticeTitle: z.string().trim().max(100).optional(),
  noticeTypeCd: z.string().max(20).optional(),
  // the one paging contract (page, limit ∈ PAGE_SIZES → { list, totalCount, page, limit })
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().refine((n) => (PAGE_SIZES as readonly number[]).includes(n)).default(20),
});
export const ZNoticeBoardList = z.object({ list: z.array(ZNoticeBoardItem), totalCount: z.number(), page: z.number(), limit: z.number() });
export type TNoticeBoardList = z.infer<typeof ZNoticeBoardList>;
