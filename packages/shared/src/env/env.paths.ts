// zod-free and tiny: the landing cards import the paths without the module's constants (the shell's budget)
export const ENV_MEDIA = ['AIR', 'WATER'] as const;
export type TEnvMedia = (typeof ENV_MEDIA)[number];
/** the URL segment of a medium (`/api/env/air/...`, `/env/airLog`) */
export const envSeg = (m: TEnvMedia): 'air' | 'water' => (m === 'AIR' ? 'air' : 'water');

export const envApi = (m: TEnvMedia) => {
  const b = `/api/env/${envSeg(m)}`;
  return {
    outlets: `${b}/outlets`,
    facilities: `${b}/facilities`,
    logs: `${b}/logs`,
    logMonth: `${b}/logs/month`,
    logApproveDay: `${b}/logs/approve-day`,
    logUpload: `${b}/logs/upload`,
    logTemplate: `${b}/logs/template`,
    measurements: `${b}/measurements`,
    due: `${b}/measurements/due`,
    trend: `${b}/measurements/trend`,
    portlet: `/api/main/portlet/${envSeg(m)}`,
  };
};
