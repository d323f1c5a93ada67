import { z } from 'zod';

/**
 * The notice board of the landing page: notices posted today (post period includes the Korean calendar day,
 * in use) of the worker's plant — every plant for all-plant users — with the worker's read mark.
 */
export const NOTICE_BOARD_URL = '/api/common/notice/board';
export const NOTICE_BOARD_LIMIT_MAX = 20;

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
