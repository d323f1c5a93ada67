import type { TResourceDefinition } from '@jikim/shared';

/** the fields a map point shows as the image instead of number inputs (x and y) */
export const isMapCoordinate = (def: Pick<TResourceDefinition, 'mapPoint'>, name: string): boolean =>
  !!def.mapPoint && (name === def.mapPoint.x || name === def.mapPoint.y);

/** a change of the map field drops the point placed on the map before (it means nothing on another image) */
export function mapPointPatch(def: Pick<TResourceDefinition, 'mapPoint'>, name: string, before: unknown, after: unknown): Record<string, unknown> {
  const mp = def.mapPoint;
  if (!mp || name !== mp.map || String(before ?? '') === String(after ?? '')) return {};
  return { [mp.x]: null, [mp.y]: null };
}
