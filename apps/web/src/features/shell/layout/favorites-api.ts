import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FAVORITE_URL, type TFavorite } from '@jikim/shared';
import { http } from '@/lib/http';

/** The user's favourite menus, kept on the server (com_user_favorite) so they follow the user between browsers. */
export type { TFavorite };
const key = ['common', 'favorite'] as const;

export const favoritesQuery = queryOptions({ queryKey: key, meta: { requery: false }, queryFn: () => http.get<TFavorite[]>(FAVORITE_URL, undefined, { silent: true }) });
export const useFavorites = () => useQuery(favoritesQuery);

export function useToggleFavorite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ menuId, on }: { menuId: string; on: boolean }) =>
      on ? http.put<TFavorite[]>(`${FAVORITE_URL}/${encodeURIComponent(menuId)}`, {}) : http.delete<TFavorite[]>(`${FAVORITE_URL}/${encodeURIComponent(menuId)}`),
    onSuccess: (list) => qc.setQueryData(key, list),
  });
}
