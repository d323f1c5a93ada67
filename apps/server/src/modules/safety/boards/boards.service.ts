import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { BOARD_MENUS, BOARD_MESSAGES } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../../db/client.js';
import { AppError, badRequest, conflict, forbidden } from '../../../lib/errors.js';
import { loadMenuRights } from '../../auth/principal.js';
import { safBoard, safBoardPost } from './boards.tables.js';

type TBoard = { boardNo: number; plantCd: string; boardTypeCd: string; useYn: string; commentYn: string; vendorOpenYn: string };

/** the plants a contractor works at (its own plant and its contract plants) */
const vendorPlants = (vendorCd: string): SQL => sql`(
  select v.plant_cd from com_vendor v where v.vendor_cd = ${vendorCd} and v.plant_cd is not null
  union select vp.plant_cd from vnd_vendor_plant vp where vp.vendor_cd = ${vendorCd})`;

/** a contractor reaches a board opened to contractors, in use, at a plant it works at */
export const boardVendorReach = (vendorCd: string): SQL =>
  sql`(${safBoard.vendorOpenYn} = 'Y' and ${safBoard.useYn} = 'Y' and ${safBoard.plantCd} in ${vendorPlants(vendorCd)})`;

/** …and the posts of such a board */
export const postVendorReach = (vendorCd: string): SQL => sql`(${safBoardPost.plantCd} in ${vendorPlants(vendorCd)} and exists (
  select 1 from saf_board b where b.board_no = ${safBoardPost.boardNo} and b.vendor_open_yn = 'Y' and b.use_yn = 'Y'))`;

export async function boardOf(db: DbOrTx, boardNo: number): Promise<TBoard | null> {
  const [b] = await queryRows<TBoard>(db, sql`
    select board_no as "boardNo", plant_cd as "plantCd", board_type_cd as "boardTypeCd", use_yn as "useYn", comment_yn as "commentYn", vendor_open_yn as "vendorOpenYn"
      from saf_board where board_no = ${boardNo}`);
  return b ?? null;
}

/** a board manager: write on 게시판 관리 (uploads to the reference room, edits and deletes anyone's post or comment) */
export const isBoardManager = async (db: DbOrTx, req: FastifyRequest): Promise<boolean> =>
  (await loadMenuRights(db, req.principal!, [BOARD_MENUS.boards])).canWrite;

/**
 * A post's rules (inside the write's transaction): a new post goes to a board in use, of the post's plant (the reference
 * check answers a board out of reach); the reference room takes files from its managers only; a post is changed or
 * deleted by its author or a board manager.
 */
export async function checkPostWrite(tx: DbOrTx, req: FastifyRequest, op: 'create' | 'update' | 'delete', values: Record<string, unknown>, before: Record<string, unknown> | null): Promise<void> {
  if (op === 'create') {
    const board = await boardOf(tx, Number(values.boardNo));
    if (!board) return; // the reference check answers 400 naming the field
    if (board.useYn !== 'Y') throw badRequest([{ field: 'boardNo', message: BOARD_MESSAGES.boardClosed }], BOARD_MESSAGES.boardClosed);
    if (board.boardTypeCd === 'REF' && !(await isBoardManager(tx, req))) throw forbidden(BOARD_MESSAGES.refWriter);
    return;
  }
  if (before && before.createUserId !== req.principal!.userId && !(await isBoardManager(tx, req))) throw forbidden(BOARD_MESSAGES.notAuthor);
}

/** a board with posts is kept (switch it off instead) */
export async function assertBoardDeletable(tx: DbOrTx, boardNo: number): Promise<void> {
  const [used] = await queryRows(tx, sql`select 1 from saf_board_post where board_no = ${boardNo} limit 1`);
  if (used) throw conflict(BOARD_MESSAGES.boardHasPosts);
}

/** comments only where the post's board allows them and is in use */
export async function assertCommentable(tx: DbOrTx, row: Record<string, unknown>): Promise<void> {
  const board = await boardOf(tx, Number(row.boardNo));
  if (!board || board.useYn !== 'Y' || board.commentYn !== 'Y') throw new AppError(409, BOARD_MESSAGES.commentsOff);
}

/** the caller opened the post: one read per person (the first opening), answered with the count after it */
export async function recordRead(db: DbOrTx, postNo: number, userId: string): Promise<number> {
  await queryRows(db, sql`insert into saf_board_read (post_no, user_id) values (${postNo}, ${userId}) on conflict (post_no, user_id) do nothing`);
  const [c] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from saf_board_read where post_no = ${postNo}`);
  return Number(c?.n ?? 0);
}
