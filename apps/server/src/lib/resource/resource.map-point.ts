import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAP_PINS_MAX, mapOptionsUrl, mapPinsUrl, mapPointProblem, REFERENCE_MESSAGES, ZMapPin, zIntParam, type TResourceDefinition, type TResourceField,
} from '@jikim/shared';
import type { DbOrTx } from '../../db/client.js';
import { AppError, badRequest, outOfScope } from '../errors.js';
import { menuParamRead } from '../route-auth.js';
import type { DataScope } from '../scope.js';
import { requestScope } from '../scoped-load.js';
import { columnsOf, findWhere, keyColumn, loadScopedOne, selection, type ResourceBinding } from './resource.repository.js';

/**
 * Map points (issue 28, definition `mapPoint: { map, x, y, files }`): a record placed on a plant map. The map field is a
 * reference to the map resource; this file checks it (a map of the record's plant, 400 otherwise), mounts the maps a
 * writer picks from (`map-options`) and the records of one map (`map-pins`), and lets the definition's readers read the
 * maps' images (`mapImageReaderMenus`, asked by the attachments' task class of the map resource).
 */

/** map resource name → the menus of the definitions placing records on its maps (their readers read its images) */
const readerMenus = new Map<string, Set<string>>();

/** the menus whose read right also reads the images of the map resource's records (each within the caller's plant scope) */
export const mapImageReaderMenus = (mapResource: string): string[] => [...(readerMenus.get(mapResource) ?? [])];

/** the map field of a definition with a map point, and the map resource it names */
function mapFieldOf(def: TResourceDefinition): { field: TResourceField; to: string } {
  const mp = def.mapPoint!;
  const field = def.fields.find((f) => f.name === mp.map);
  const ref = field?.reference;
  if (!field || !ref || !('to' in ref) || typeof ref.to !== 'string' || !field.optionsFrom) {
    throw new Error(`resource ${def.name}: mapPoint.map ${mp.map} must be a field with reference.to the map resource and optionsFrom`);
  }
  for (const n of [mp.x, mp.y]) {
    const f = def.fields.find((x) => x.name === n);
    if (!f || f.type !== 'number' || f.schema.safeParse(1.5).success || f.schema.safeParse(-0.1).success) {
      throw new Error(`resource ${def.name}: mapPoint ${n} must be a number field whose schema keeps it within 0..1`);
    }
  }
  if (!def.scope?.plant) throw new Error(`resource ${def.name}: a map point needs the record's plant (scope.plant)`);
  return { field, to: ref.to };
}

/** checks the declaration and records the definition's menu as a reader of the map resource's images */
export function registerMapPoint(def: TResourceDefinition): void {
  if (!def.mapPoint) return;
  const { to } = mapFieldOf(def);
  const set = readerMenus.get(to) ?? new Set<string>();
  set.add(def.menuId);
  readerMenus.set(to, set);
}

/** the scope of one plant: a map is loaded as the record's plant would see it (department and vendor do not place maps) */
const plantOnly = (plantCd: string): DataScope => ({ allPlants: false, plantCd, allDepts: true, deptCd: null, vendorCd: null });

/**
 * On create and update (`values` the record after the change): x and y come together and only with a map (400), and
 * the map, when it or the record's plant changed, is a map of the record's plant, loaded through the map resource's
 * scoped loader in that plant's scope: missing → 400, of another plant → 400 (whatever plants the caller reaches).
 */
export async function assertMapPoint(
  db: DbOrTx, def: TResourceDefinition, targetOf: (name: string) => ResourceBinding | undefined,
  values: Record<string, unknown>, before: Record<string, unknown> | null,
): Promise<void> {
  const mp = def.mapPoint;
  if (!mp) return;
  const { field, to } = mapFieldOf(def);
  const label = `[${def.i18n.ko[field.label] ?? field.name}]`;
  const bad = mapPointProblem(mp, values, def.i18n.ko[field.label] ?? field.name);
  if (bad) throw badRequest([bad], bad.message);
  const v = values[mp.map];
  if (v === null || v === undefined || v === '') return;
  const plantField = def.scope!.plant!;
  const plant = values[plantField];
  if (before && String(before[mp.map] ?? '') === String(v) && before[plantField] === plant) return;
  const target = targetOf(to);
  if (!target) throw new Error(`resource ${def.name}: map resource ${to} is not mounted`);
  const missing = () => badRequest([{ field: mp.map, message: REFERENCE_MESSAGES.missing(label) }], REFERENCE_MESSAGES.missing(label));
  if (!/^\d{1,10}$/.test(String(v)) || typeof plant !== 'string') throw missing();
  try {
    await loadScopedOne(db, target, Number(v), plantOnly(plant));
  } catch (e) {
    if (e instanceof AppError && e.statusCode === 404) throw missing();
    if (e instanceof AppError && e.statusCode === 403) throw badRequest([{ field: mp.map, message: REFERENCE_MESSAGES.otherPlant(label) }], REFERENCE_MESSAGES.otherPlant(label));
    throw e;
  }
}

/**
 * `GET base/map-options?plantCd=`: the maps in use of a plant the caller reaches on the definition's menu (a contractor
 * none: maps are plant data); `GET base/map-pins?mapNo=`: the records of the caller's scope placed on a map, with their
 * title (the list's link column) and row tone.
 */
export function mountMapPointRoutes(app: FastifyInstance, binding: ResourceBinding, targetOf: (name: string) => ResourceBinding | undefined): void {
  const { def } = binding;
  const mp = def.mapPoint;
  if (!mp) return;
  const { field, to } = mapFieldOf(def);
  const opt = field.optionsFrom!;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(mapOptionsUrl(def.basePath), {
    config: menuParamRead(def.menuId, def.menuParam),
    schema: {
      tags: [def.name], summary: `${def.name}: the maps of a plant a record may be placed on`,
      querystring: z.object({ plantCd: z.string().trim().min(1).max(10) }),
      response: { 200: z.object({ list: z.array(z.record(z.string(), z.union([z.number(), z.string()]))) }) },
    },
  }, async (req) => {
    const scope = await requestScope(app.db, req, def.menuId);
    if (scope.vendorCd !== null || (!scope.allPlants && scope.plantCd !== req.query.plantCd)) throw outOfScope();
    const target = targetOf(to);
    if (!target) throw new Error(`resource ${def.name}: map resource ${to} is not mounted`);
    const cols = columnsOf(target);
    const plantCol = cols[target.def.scope!.plant!]!;
    const inUse = cols.useYn ? eq(cols.useYn, 'Y') : undefined;
    const rows = await app.db.select({ v: keyColumn(target), l: cols[opt.label]! }).from(target.table)
      .where(and(eq(plantCol, req.query.plantCd), inUse)).orderBy(keyColumn(target)).limit(300);
    return { list: rows.map((x) => ({ [opt.value]: x.v as number, [opt.label]: String(x.l) })) };
  });
  const cols = columnsOf(binding);
  const titleField = def.listColumns.find((c) => c.link)?.name ?? def.key.name;
  r.get(mapPinsUrl(def.basePath), {
    config: menuParamRead(def.menuId, def.menuParam),
    schema: {
      tags: [def.name], summary: `${def.name}: the records placed on a map (pins)`,
      querystring: z.object({ [mp.map]: zIntParam() }), response: { 200: z.object({ list: z.array(ZMapPin) }) },
    },
  }, async (req) => {
    const scope = await requestScope(app.db, req, def.menuId);
    const mapNo = (req.query as Record<string, number>)[mp.map]!;
    const rows = (await app.db.select(selection(binding)).from(binding.table)
      .where(and(findWhere(binding, scope, {}), eq(cols[mp.map]!, mapNo), isNotNull(cols[mp.x]!), isNotNull(cols[mp.y]!)))
      .orderBy(sql`${keyColumn(binding)}`).limit(MAP_PINS_MAX)) as Record<string, unknown>[];
    return {
      list: rows.map((row) => ({
        key: row[def.key.name] as number | string, title: String(row[titleField] ?? ''), x: Number(row[mp.x]), y: Number(row[mp.y]), tone: def.rowTone?.(row) ?? null,
      })),
    };
  });
}
