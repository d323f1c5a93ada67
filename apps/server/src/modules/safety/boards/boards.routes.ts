import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { safBoardPostResource, safBoardResource } from '@jikim/shared';
import { resourceRoutes } from '../../../lib/resource/resource.routes.js';
import type { ResourceBinding } from '../../../lib/resource/resource.repository.js';
import { registerResourceAttachments } from '../../attachments/resource-attachments.js';
import { assertBoardDeletable, assertCommentable, boardVendorReach, checkPostWrite, isBoardManager, postVendorReach, recordRead } from './boards.service.js';
import { safBoard, safBoardComment, safBoardPost } from './boards.tables.js';

const boardBinding: ResourceBinding = { def: safBoardResource, table: safBoard, vendorReach: boardVendorReach };

const postBinding: ResourceBinding = {
  def: safBoardPostResource, table: safBoardPost, vendorReach: postVendorReach,
  comments: { table: safBoardComment, parentKey: 'postNo' },
  derived: {
    boardNm: (col) => sql`(select b.board_nm from saf_board b where b.board_no = ${col('boardNo')})`,
    readCnt: (col) => sql`(select count(*)::int from saf_board_read r where r.post_no = ${col('postNo')})`,
    commentCnt: (col) => sql`(select count(*)::int from saf_board_comment c where c.post_no = ${col('postNo')} and c.delete_yn = 'N')`,
  },
};
// SAF_BOARD_POST: a reference room's files and a post's pictures (rights and scope of the post, contractors included)
registerResourceAttachments(postBinding, '게시판 첨부파일');

/** 게시판 `/api/saf/boards` (boards) and `/api/saf/boards/posts` (posts, comments, reads): all from the definitions */
export async function boardRoutes(app: FastifyInstance): Promise<void> {
  await app.register(resourceRoutes(boardBinding, {
    beforeWrite: async ({ tx, op, before }) => { if (op === 'delete' && before) await assertBoardDeletable(tx, Number(before.boardNo)); },
  }));
  await app.register(resourceRoutes(postBinding, {
    beforeWrite: ({ tx, req, op, values, before }) => checkPostWrite(tx, req, op, values, before),
    // the caller's read, counted once per person by the server; the answer carries the count with it
    afterGet: async ({ db, req, row }) => ({ readCnt: await recordRead(db, Number(row.postNo), req.principal!.userId) }),
    comments: {
      canComment: ({ tx, row }) => assertCommentable(tx, row),
      canModerate: ({ db, req }) => isBoardManager(db, req),
    },
  }));
}
