import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tokens } from '@/lib/auth-store';

/**
 * The user's favourite menus. Kept per user in this browser's localStorage for now (a server table
 * com_user_favorite with /api/common/favorite* is the planned home; see features/shell/README.md).
 */
export type TFavorite = { menuId: string; sortOrder: number };
const key = ['common', 'favorite'] as const;
const storageKey = () => `jikim.favorites.${tokens.userId() ?? ''}`;
const read = (): TFavorite[] => {
  try {
    const v = JSON.parse(localStorage.getItem(storageKey()) ?? '[]') as TFavorite[];
    return Array.isArray(v) ? v.filter((f) => typeof f?.menuId === 'string') : [];
  } catch {
    return [];
  }
};
export const favoritesQuery = queryOptions({ queryKey: key, queryFn: async () => read() });
export const useFavorites = () => useQuery(favoritesQuery);

export function useToggleFavorite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ menuId, on }: { menuId: string; on: boolean }): Promise<void> => {
      const list = read().filter((f) => f.menuId !== menuId);
      if (on) list.push({ menuId, sortOrder: list.length + 1 });
      localStorage.setItem(storageKey(), JSON.stringify(list));
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
}
