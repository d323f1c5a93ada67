import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMENT_MESSAGES, resourceCommentCreateSchema, ZResourceComment, ZResourceCommentList, zIntParam, type TResourceComment } from '@jikim/shared';
import type { DbOrTx } from '../../db/client.js';
import { writeAudit } from '../audit.js';
import { AppError, badRequest, conflict, forbidden } from '../errors.js';
import { menuParamRead, menuParamWrite } from '../route-auth.js';
import type { DataScope } from '../scope.js';
import { keyColumn, loadScopedOne, type ResourceBinding } from './resource.repository.js';

export type CommentOptions = {
  /** the record takes comments now (a board that allows them); throw an AppError to refuse, inside the transaction */
  canComment?: (ctx: { tx: DbOrTx; req: FastifyRequest; row: Record<string, unknown> }) => Promise<void> | void;
  /** the caller deletes anyone's comment on this record (a board's manager) */
  canModerate?: (ctx: { db: DbOrTx; req: FastifyRequest; row: Record<string, unknown> }) => Promise<boolean> | boolean;
};

type TCommentRow = { commentNo: number; parentCommentNo: number | null; contents: string; deleteYn: string; createUserId: string | null; createUserNm: string | null; createDt: Date | string };

/**
 * Comments of a record (`def.comments`, `binding.comments`), mounted by `resourceRoutes`:
 *   GET    base/:key/comments              the record's comments, threads in order (a reply after its comment)
 *   POST   base/:key/comments              { contents, parentCommentNo? } a comment, or a reply to a top-level comment
 *   DELETE base/:key/comments/:commentNo   the author's own (or a moderator's): kept as a "deleted" mark
 * The record is reached through the scoped loader (404 missing, 403 outside the scope); reading needs the menu's read
 * right, writing the definition's `comments.right` (default write); the author and the time are the server's; every
 * write is audited (entity `<name>.comment`) in its transaction, under a lock of the record.
 */
export function mountCommentRoutes(
  app: FastifyInstance, binding: ResourceBinding, options: CommentOptions,
  Params: z.ZodObject<{ key: z.ZodType }>, menuScope: (db: DbOrTx, req: FastifyRequest, menuId: string) => Promise<DataScope>,
): void {
  const { def } = binding;
  const spec = def.comments;
  const bound = binding.comments;
  if (!spec || !bound) throw new Error(`resource ${def.name}: comments need both def.comments and binding.comments`);
  const cols = getTableColumns(bound.table) as Record<string, PgColumn>;
  for (const c of ['commentNo', bound.parentKey, 'parentCommentNo', 'contents', 'deleteYn', 'createUserId', 'createDt', 'updateUserId', 'updateDt']) {
    if (!cols[c]) throw new Error(`resource ${def.name}: the comments table has no column ${c}`);
  }
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `${def.basePath}/:key/comments`;
  const tags = [def.name];
  const entity = `${def.name}.comment`;
  const writeRight = spec.right === 'read' ? menuParamRead(def.menuId, def.menuParam) : menuParamWrite(def.menuId, def.menuParam);
  const parentCol = cols[bound.parentKey]!;
  const CommentParams = z.object({ key: Params.shape.key, commentNo: zIntParam().pipe(z.number().min(1)) });

  const selectComments = (db: DbOrTx, key: unknown, commentNo?: number) => db.select({
    commentNo: cols.commentNo!, parentCommentNo: cols.parentCommentNo!, contents: cols.contents!, deleteYn: cols.deleteYn!,
    createUserId: cols.createUserId!, createDt: cols.createDt!,
    // qualified: inside the subquery a bare create_user_id would be com_user's own
    createUserNm: sql<string | null>`(select u.user_nm from com_user u where u.user_id = ${sql.raw(`"${getTableName(bound.table)}"."${cols.createUserId!.name}"`)})`,
  }).from(bound.table)
    .where(commentNo === undefined ? eq(parentCol, key) : and(eq(parentCol, key), eq(cols.commentNo!, commentNo)))
    // threads: each top-level comment, then its replies, oldest first
    .orderBy(asc(sql`coalesce(${cols.parentCommentNo}, ${cols.commentNo})`), asc(cols.commentNo!)) as unknown as Promise<TCommentRow[]>;

  const toWire = (c: TCommentRow, userId: string, moderator: boolean): TResourceComment => {
    const deleted = c.deleteYn === 'Y';
    return {
      commentNo: c.commentNo, parentCommentNo: c.parentCommentNo, contents: deleted ? null : c.contents, deletedYn: deleted ? 'Y' : 'N',
      createUserId: c.createUserId, createUserNm: c.createUserNm, createDt: new Date(c.createDt).toISOString(),
      canDeleteYn: !deleted && (c.createUserId === userId || moderator) ? 'Y' : 'N',
    };
  };
  /** the record in the caller's scope, locked for the comment's transaction */
  const lockRecord = async (tx: DbOrTx, req: FastifyRequest, key: unknown) => {
    const scope = await menuScope(tx, req, def.menuId);
    const row = await loadScopedOne(tx, binding, key, scope);
    await tx.execute(sql`select 1 from ${binding.table} where ${keyColumn(binding)} = ${key} for update`);
    return row;
  };

  r.get(base, {
    config: menuParamRead(def.menuId, def.menuParam),
    schema: { tags, summary: `${def.name} comments (threads in order; deleted ones as marks)`, params: Params, response: { 200: ZResourceCommentList } },
  }, async (req) => {
    const scope = await menuScope(app.db, req, def.menuId);
    const row = await loadScopedOne(app.db, binding, req.params.key, scope);
    const moderator = !!(await options.canModerate?.({ db: app.db, req, row }));
    const list = await selectComments(app.db, req.params.key);
    // a deleted comment without replies leaves nothing to show
    const answered = new Set(list.filter((c) => c.deleteYn !== 'Y' && c.parentCommentNo !== null).map((c) => c.parentCommentNo));
    return { list: list.filter((c) => c.deleteYn !== 'Y' || answered.has(c.commentNo)).map((c) => toWire(c, req.principal!.userId, moderator)) };
  });

  r.post(base, {
    config: writeRight,
    schema: { tags, summary: `${def.name} comment or reply (author and time are the server's)`, params: Params, body: resourceCommentCreateSchema(spec), response: { 200: ZResourceComment } },
  }, async (req) => {
    const p = req.principal!;
    const { contents, parentCommentNo } = req.body as { contents: string; parentCommentNo?: number | null };
    const created = await app.db.transaction(async (tx) => {
      const row = await lockRecord(tx, req, req.params.key);
      await options.canComment?.({ tx, req, row });
      if (parentCommentNo) {
        if (!spec.replies) throw badRequest([{ field: 'parentCommentNo', message: COMMENT_MESSAGES.noReplies }], COMMENT_MESSAGES.noReplies);
        const [parent] = await selectComments(tx, req.params.key, parentCommentNo);
        // a comment of another record is no parent here (never reveal it)
        if (!parent || parent.deleteYn === 'Y') throw badRequest([{ field: 'parentCommentNo', message: COMMENT_MESSAGES.replyParent }], COMMENT_MESSAGES.replyParent);
        if (parent.parentCommentNo !== null) throw badRequest([{ field: 'parentCommentNo', message: COMMENT_MESSAGES.replyDepth }], COMMENT_MESSAGES.replyDepth);
      }
      const [ins] = (await tx.insert(bound.table).values({
        [bound.parentKey]: req.params.key, parentCommentNo: parentCommentNo ?? null, contents, deleteYn: 'N', createUserId: p.userId, updateUserId: p.userId,
      }).returning({ n: cols.commentNo! })) as { n: number }[];
      const [c] = await selectComments(tx, req.params.key, ins!.n);
      const out = toWire(c!, p.userId, false);
      await writeAudit(tx, { userId: p.userId, action: 'CREATE', entity, entityKey: `${req.params.key}/${ins!.n}`, after: out, ip: req.ip });
      return out;
    });
    return created;
  });

  r.delete(`${base}/:commentNo`, {
    config: writeRight,
    schema: { tags, summary: `${def.name} delete a comment (the author's own, or a moderator's)`, params: CommentParams, response: { 200: z.object({ deleted: z.number() }) } },
  }, async (req) => {
    const p = req.principal!;
    const { key, commentNo } = req.params as { key: unknown; commentNo: number };
    await app.db.transaction(async (tx) => {
      const row = await lockRecord(tx, req, key);
      const [c] = await selectComments(tx, key, commentNo);
      if (!c) throw new AppError(404, COMMENT_MESSAGES.replyParent);
      if (c.deleteYn === 'Y') throw conflict(COMMENT_MESSAGES.deleted);
      if (c.createUserId !== p.userId && !(await options.canModerate?.({ db: tx, req, row }))) throw forbidden(COMMENT_MESSAGES.notAuthor);
      await tx.update(bound.table).set({ deleteYn: 'Y', updateUserId: p.userId, updateDt: sql`now()` }).where(eq(cols.commentNo!, commentNo));
      await writeAudit(tx, { userId: p.userId, action: 'DELETE', entity, entityKey: `${key}/${commentNo}`, before: toWire(c, p.userId, false), ip: req.ip });
    });
    return { deleted: 1 };
  });
}
