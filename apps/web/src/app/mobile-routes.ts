/**
 * Mobile routes of spec §2 with their plantType/contType restriction. The pages come from the page
 * registry under the same path (e.g. '/mobile/entrantLogin'); until a module registers one, the
 * module-not-found page shows.
 */
export type MobileRoute = { path: string; plantTypeAuth: string | null; contTypeAuth: string | null };
export const MOBILE_ROUTES: MobileRoute[] = [
  { path: '/mobile/entrantLogin', plantTypeAuth: 'E', contTypeAuth: 'work' },
  { path: '/mobile/visitLogin', plantTypeAuth: 'E', contTypeAuth: 'visit' },
  { path: '/mobile/gworkSafetyEdu', plantTypeAuth: 'G', contTypeAuth: null },
  { path: '/mobile/apprWhich', plantTypeAuth: null, contTypeAuth: null },
];
