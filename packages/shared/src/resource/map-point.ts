import { z } from 'zod';

/**
 * A point on a plant map (issue 28: where a fire and gas detector, a permit's work sits). A definition declares
 * `mapPoint: { map, x, y, files }`: `map` names the field holding the map (a number field with `reference.to` the map
 * resource and `optionsFrom` the maps of the record's plant), `x` and `y` the fields holding the point as fractions
 * 0–1 of the image's width and height (so a pin stays in place whatever size the image is shown at), `files` the
 * attachment task class of the map's image (its first image file, attachFileId = the map's key).
 */
export type TMapPoint = { map: string; x: string; y: string; files: string };

/** a coordinate of a map point: a fraction of the image, 0 (left, top) to 1 (right, bottom) */
export const zMapFraction = () => z.number().min(0).max(1).nullish();

/**
 * the maps of a plant offered to a definition with a map point: `GET <basePath>/map-options?plantCd=` answering
 * `{ list: [{ <value>: key, <label>: name }] }` in the names of the map field's `optionsFrom` (the map resource's fields)
 */
export const mapOptionsUrl = (basePath: string) => `${basePath}/map-options`;
/** the records of a definition placed on one map: `GET <basePath>/map-pins?mapNo=` */
export const mapPinsUrl = (basePath: string) => `${basePath}/map-pins`;


/** a record on a map: its key, its title (the list's link column), the point and the definition's row tone */
export const ZMapPin = z.object({
  key: z.union([z.number(), z.string()]),
  title: z.string(),
  x: z.number(),
  y: z.number(),
  tone: z.enum(['danger', 'warning']).nullable(),
});
export type TMapPinRow = z.infer<typeof ZMapPin>;
/** at most this many pins on one map (a plant map with more points is unreadable anyway) */
export const MAP_PINS_MAX = 2000;

export const MAP_POINT_MESSAGES = {
  /** a point without its map, or half a point */
  partial: (named: string) => `${named}의 위치는 배치도를 고른 뒤 배치도 위를 눌러 지정해야 합니다 (X, Y 둘 다).`,
} as const;

/**
 * The form rule of a map point: x and y come together, and only with a map (a map without a point yet is allowed).
 * Answers the failing field and the Korean message, or null.
 */
export function mapPointProblem(
  mp: TMapPoint, values: Record<string, unknown>, mapLabel: string,
): { field: string; message: string } | null {
  const has = (n: string) => values[n] !== null && values[n] !== undefined && values[n] !== '';
  const x = has(mp.x);
  const y = has(mp.y);
  if (x !== y || ((x || y) && !has(mp.map))) return { field: mp.map, message: MAP_POINT_MESSAGES.partial(`[${mapLabel}]`) };
  return null;
}
