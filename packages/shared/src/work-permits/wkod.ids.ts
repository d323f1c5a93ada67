// small and zod-free: the dashboard's permit card names the menu and the status codes without the permit schemas (web budgets)
export const SAF_WKOD_MENUS = { group: 'SAF_WKOD', project: 'SAF_WKOD_PROJECT', permit: 'SAF_WKOD_PERMIT', status: 'SAF_WKOD_STATUS', gas: 'SAF_WKOD_GAS' } as const;

export const SAF_WKOD_GROUPS = {
  kind: 'SAF_WKOD_KIND', area: 'SAF_WKOD_AREA', ppe: 'SAF_WKOD_PPE', measure: 'SAF_WKOD_MEASURE', energy: 'SAF_WKOD_ENERGY',
  gasLimit: 'SAF_WKOD_GAS_LIMIT', setting: 'SAF_WKOD_SETTING', simopsPair: 'SAF_WKOD_SIMOPS_PAIR', kindLicence: 'SAF_WKOD_KIND_LICENCE',
  status: 'SAF_WKOD_STATUS', projectStatus: 'SAF_WKOD_PROJECT_STATUS', vendorRole: 'SAF_WKOD_VENDOR_ROLE', workerRole: 'SAF_WKOD_WORKER_ROLE',
} as const;
