// zod-free: the landing card and the custom pages import the paths without the schemas (web budgets)
/** the waste routes (issue 27) */
export const ENV_WASTE_API = {
  storage: '/api/env/waste/storage',
  rate: '/api/env/waste/disposal-rate',
  allbaroExport: '/api/env/waste/allbaro/export',
  allbaroReconcile: '/api/env/waste/allbaro/reconcile',
  allbaro: '/api/env/waste/allbaro',
  lotUpload: '/api/env/waste/generation/upload',
  report: '/api/env/waste/report',
  portlet: '/api/main/portlet/waste',
} as const;
