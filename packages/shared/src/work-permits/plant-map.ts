import { z } from 'zod';
import type { TResourceField } from '../resource/definition.js';
import { mapOptionsUrl, zMapFraction, type TMapPoint } from '../resource/map-point.js';

/**
 * The plant maps (배치도) kept by the work-permit module (`safWkodMap`, an image per map in the attachment group
 * SAF_WKOD_MAP): the maps other registers place their records on (issue 28: fire and gas detectors).
 */
export const PLANT_MAP = { resource: 'safWkodMap', files: 'SAF_WKOD_MAP' } as const;

/**
 * The three fields and the `mapPoint` of a definition whose records sit on a plant map: `mapNo` (a map of the record's
 * plant, offered by the definition's own `map-options` route), `mapX` and `mapY` (fractions 0–1 of the image).
 */
export function plantMapPoint(basePath: string): { fields: TResourceField[]; mapPoint: TMapPoint } {
  return {
    fields: [
      {
        name: 'mapNo', type: 'number', label: 'mapNo', schema: z.number().int().min(1).max(2_147_483_647).nullish(), span: 8, inPrint: false,
        reference: { to: PLANT_MAP.resource }, optionsFrom: { url: `${mapOptionsUrl(basePath)}?plantCd={plantCd}`, value: 'mapNo', label: 'mapNm' },
      },
      { name: 'mapX', type: 'number', label: 'mapX', schema: zMapFraction(), decimals: 3, span: 8, inPrint: false },
      { name: 'mapY', type: 'number', label: 'mapY', schema: zMapFraction(), decimals: 3, span: 8, inPrint: false },
    ],
    mapPoint: { map: 'mapNo', x: 'mapX', y: 'mapY', files: PLANT_MAP.files },
  };
}
