import { IMPR_API, type TImprPortlet, type TResourceRow } from '@jikim/shared';
import { plantDateTime } from '@/components/grid/plant-time';
import { http } from '@/lib/http';

/** an action as the register answers it (resource row + allowedActions on GET one) */
export type TImprRow = TResourceRow & {
  actionNo: number; statusCd: string; title: string; dueYmd: string | null; location: string | null;
  allowedActions?: string[];
};

export const imprKeys = {
  all: ['resource', 'imprAction'] as const,
  mine: (all: boolean) => ['resource', 'imprAction', 'mine', all ? 'Y' : 'N'] as const,
  one: (actionNo: number) => ['resource', 'imprAction', 'get', actionNo] as const,
  portlet: ['portlet', 'improvement'] as const,
};

export const imprApi = {
  /** my open actions (assignee = me, or my vendor's), the nearest due first; all = also the finished ones */
  mine: (all: boolean) => http.get<{ list: TImprRow[]; totalCount: number }>(`${IMPR_API}/mine`, { page: 1, limit: 100, all: all ? 'Y' : 'N' }),
  get: (actionNo: number) => http.get<TImprRow>(`${IMPR_API}/${actionNo}`),
  transition: (actionNo: number, body: { action: string; comment: string | null; version: number }) =>
    http.post<TImprRow>(`${IMPR_API}/${actionNo}/transition`, body),
  portlet: () => http.get<TImprPortlet>('/api/main/portlet/improvement', {}, { silent: true }),
};

/** today in the plant's time zone, YYYY-MM-DD */
export const plantToday = () => plantDateTime(new Date()).slice(0, 10);

/** days from today to the due date (negative: overdue), null without a due date */
export function daysLeft(dueYmd: string | null | undefined, today = plantToday()): number | null {
  if (!dueYmd || !/^\d{4}-\d{2}-\d{2}$/.test(dueYmd)) return null;
  return Math.round((Date.parse(`${dueYmd}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
