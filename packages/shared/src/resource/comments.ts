import { z } from 'zod';

/**
 * Comments of a record (a board post's 댓글 and 답글), declared on its definition (`comments`) and mounted by the resource
 * machinery: every person writes and deletes their own; a reply answers a top-level comment (one level); a deleted
 * comment that has replies stays as "deleted" so the thread keeps its shape.
 */
export type TResourceComments = {
  /** the longest comment in characters */
  maxLength: number;
  /** replies to a comment (one level) */
  replies: boolean;
  /** the right on the definition's menu that writing a comment needs (default `write`) */
  right?: 'read' | 'write';
};

export const COMMENT_MESSAGES = {
  replyParent: '답글을 달 댓글이 이 글에 없습니다.',
  replyDepth: '답글에는 다시 답글을 달 수 없습니다.',
  noReplies: '이 자료에는 답글을 달 수 없습니다.',
  notAuthor: '본인이 쓴 댓글만 삭제할 수 있습니다.',
  deleted: '이미 삭제된 댓글입니다.',
} as const;

export const ZResourceComment = z.object({
  commentNo: z.number(),
  parentCommentNo: z.number().nullable(),
  /** null once deleted */
  contents: z.string().nullable(),
  deletedYn: z.enum(['Y', 'N']),
  createUserId: z.string().nullable(),
  createUserNm: z.string().nullable(),
  createDt: z.string(),
  /** the caller may delete it (their own, or a moderator) */
  canDeleteYn: z.enum(['Y', 'N']),
});
export type TResourceComment = z.infer<typeof ZResourceComment>;
export const ZResourceCommentList = z.object({ list: z.array(ZResourceComment) });

export const resourceCommentCreateSchema = (c: TResourceComments) => z.object({
  contents: z.string().trim().min(1).refine((s) => [...s].length <= c.maxLength),
  parentCommentNo: z.number().int().min(1).max(2_147_483_647).nullish(),
});

/** the comments URL of a record */
export const commentsPath = (basePath: string, key: string | number) => `${basePath}/${encodeURIComponent(String(key))}/comments`;
