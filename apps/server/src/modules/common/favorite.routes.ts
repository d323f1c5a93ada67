import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FAVORITE_MAX, FAVORITE_MESSAGES, FAVORITE_URL, RETURN_CODES, ZFavorite, ZFavoriteMenuParam } from '@jikim/shared';
import { queryRows } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { selfService } from '../../lib/route-auth.js';
import { loadMenuRights } from '../auth/principal.js';
import { userFavorite } from './favorite.tables.js';

/**
 * Favourites follow the user from browser to browser. Only a page menu the user may open can be added (the same
 * rights the menu tree applies); a menu whose right was taken away simply stops showing (the web intersects the
 * list with the menu tree) and goes when the user removes it. Preferences, not business records: not audited.
 */
export async function favoriteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['common'];
  const list = (userId: string) =>
    app.db.select({ menuId: userFavorite.menuId, sortOrder: userFavorite.sortOrder }).from(userFavorite).where(eq(userFavorite.userId, userId)).orderBy(asc(userFavorite.sortOrder), asc(userFavorite.menuId));

  r.get(FAVORITE_URL, {
    config: selfService,
    schema: { tags, summary: '내 즐겨찾기 메뉴 (등록 순)', response: { 200: z.array(ZFavorite) } },
  }, async (req) => list(req.principal!.userId));

  r.put(`${FAVORITE_URL}/:menuId`, {
    config: selfService,
    schema: { tags, summary: '즐겨찾기 추가 (이미 있으면 그대로; 열 수 있는 화면 메뉴만)', params: ZFavoriteMenuParam, response: { 200: z.array(ZFavorite) } },
  }, async (req) => {
    const p = req.principal!;
    const { menuId } = req.params;
    const [menu] = await queryRows<{ front_end_url: string | null }>(app.db, sql`select front_end_url from com_menu where menu_id = ${menuId} and use_yn = 'Y'`);
    if (!menu?.front_end_url || !(await loadMenuRights(app.db, p, [menuId])).canRead) throw badRequest([{ field: 'menuId', message: FAVORITE_MESSAGES.noMenu }], FAVORITE_MESSAGES.noMenu);
    await app.db.transaction(async (tx) => {
      // one user's favourites change one at a time: the count and the next order are read under the lock
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('favorite'), hashtext(${p.userId}))`);
      const have = await tx.select({ menuId: userFavorite.menuId, sortOrder: userFavorite.sortOrder }).from(userFavorite).where(eq(userFavorite.userId, p.userId));
      if (have.some((f) => f.menuId === menuId)) return;
      if (have.length >= FAVORITE_MAX) throw new AppError(409, FAVORITE_MESSAGES.tooMany, RETURN_CODES.conflict);
      const next = have.reduce((m, f) => Math.max(m, f.sortOrder), 0) + 1;
      await tx.insert(userFavorite).values({ userId: p.userId, menuId, sortOrder: next });
    });
    return list(p.userId);
  });

  r.delete(`${FAVORITE_URL}/:menuId`, {
    config: selfService,
    schema: { tags, summary: '즐겨찾기 해제 (없으면 그대로)', params: ZFavoriteMenuParam, response: { 200: z.array(ZFavorite) } },
  }, async (req) => {
    const p = req.principal!;
    await app.db.delete(userFavorite).where(and(eq(userFavorite.userId, p.userId), eq(userFavorite.menuId, req.params.menuId)));
    return list(p.userId);
  });
}
