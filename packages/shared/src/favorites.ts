import { z } from 'zod';

export * from './favorites.const.js';

export const ZFavorite = z.object({ menuId: z.string(), sortOrder: z.number().int() });
export type TFavorite = z.infer<typeof ZFavorite>;
export const ZFavoriteMenuParam = z.object({ menuId: z.string().regex(/^[A-Za-z0-9_]{1,50}$/) });
