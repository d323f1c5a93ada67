import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Landing-page cards of the modules (spec §7 /api/main/portlet/*), by the menu that grants them: the landing shows a
 * card only to a user who has its menu, and loads its code lazily (the shell's budget, apps/web/budgets.json).
 * A card gets the paths of the module's menus the user has (the register, and the phone page when granted).
 */
export type PortletProps = { registerPath: string; myPath: string | null };
export type Portlet = {
  /** the menu whose read right shows the card; its path is the card's register */
  menuId: string;
  /** an optional second menu (e.g. the phone page the card's items open) */
  myMenuId?: string;
  Card: LazyExoticComponent<ComponentType<PortletProps>>;
};

export const portletRegistry: Portlet[] = [
  { menuId: 'IMPR_ACTION', myMenuId: 'IMPR_MY', Card: lazy(() => import('@/features/impr/impr-portlet-card')) },
  // accidents (issue 15): days without a counting accident per plant / department
  { menuId: 'SAF_NOACCIDENT', Card: lazy(() => import('@/features/safety/accidents/noaccident-portlet-card')) },
  { menuId: 'SAF_ACCIDENT', Card: lazy(() => import('@/features/safety/accidents/deadline-portlet-card')) },
  // environment (issue 27): this month's exceedances, measurements due, missing logs
  { menuId: 'ENV_AIR_MEASURE', Card: lazy(() => import('@/features/env/env-portlet-card').then((m) => ({ default: m.AirPortletCard }))) },
  { menuId: 'ENV_WATER_MEASURE', Card: lazy(() => import('@/features/env/env-portlet-card').then((m) => ({ default: m.WaterPortletCard }))) },
  // waste (issue 27): storage nearing or past its limit, Allbaro findings
  { menuId: 'ENV_WASTE_STORAGE', Card: lazy(() => import('@/features/env/waste/waste-portlet-card')) },
];
