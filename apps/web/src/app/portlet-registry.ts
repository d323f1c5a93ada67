import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TPortletId } from '@jikim/shared/src/dashboard.const';

/**
 * The dashboard's portlets (spec §7 /api/main/portlet/*, issue 31), by the catalogue id of `dashboard.const.ts` (which
 * also says who may see each: a menu's read right, an account type). Module cards load lazily, only when placed and
 * visible (the shell + landing budget, apps/web/budgets.json); the shell's own cards (notices, approvals, favourites)
 * are given by the landing page itself. A card gets the path of its gating menu (its register) and of the module's
 * phone page when the user has it.
 */
export type PortletProps = { registerPath: string; myPath: string | null };
export type Portlet = {
  Card: LazyExoticComponent<ComponentType<PortletProps>>;
  /** an optional second menu (e.g. the phone page the card's items open) */
  myMenuId?: string;
};

const env = () => import('@/features/env/env-portlet-card');
const indicators = () => import('@/features/mgt/indicator-portlet-card');

export const modulePortlets: Partial<Record<TPortletId, Portlet>> = {
  myinfo: { Card: lazy(() => import('@/features/shell/landing/myinfo-portlet-card')) },
  impr: { myMenuId: 'IMPR_MY', Card: lazy(() => import('@/features/impr/impr-portlet-card')) },
  workOrder: { Card: lazy(() => import('@/features/work-permits/wkod-portlet-card')) },
  // accidents (issue 15): days without a counting accident per plant / department; 산업재해조사표 deadlines
  noaccident: { Card: lazy(() => import('@/features/safety/accidents/noaccident-portlet-card')) },
  accidentDeadline: { Card: lazy(() => import('@/features/safety/accidents/deadline-portlet-card')) },
  // management (issue 29): the lagging and leading indicators of the year, month by month
  lagging: { Card: lazy(() => indicators().then((m) => ({ default: m.LaggingPortletCard }))) },
  leading: { Card: lazy(() => indicators().then((m) => ({ default: m.LeadingPortletCard }))) },
  // environment (issue 27): this month's exceedances, measurements due, missing logs; waste storage limits
  air: { Card: lazy(() => env().then((m) => ({ default: m.AirPortletCard }))) },
  water: { Card: lazy(() => env().then((m) => ({ default: m.WaterPortletCard }))) },
  waste: { Card: lazy(() => import('@/features/env/waste/waste-portlet-card')) },
};
