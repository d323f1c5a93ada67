import { getTableName, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { REFERENCE_MESSAGES, referenceOf, type TResourceDefinition, type TResourceField } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { registerFieldLabels } from '../db-constraint.js';
import { AppError, badRequest, outOfScope } from '../errors.js';
import type { DataScope } from '../scope.js';
import { requestScope } from '../scoped-load.js';
import { loadScopedOne, type ResourceBinding } from './resource.repository.js';
import { assertMapPoint } from './resource.map-point.js';

/**
 * References (issue 25): a field naming another record or person is resolved on create and update — it must exist
 * (400), lie in the caller's reach (403, the scope loader's verdict) and belong to the record's own plant (400). Types
 * user / dept / vendor / plant by their type; other fields by `reference` in the definition (`{ to }` another resource
 * by name, `{ by, to }` a kind field choosing the resource). Targets are the resources mounted by `resourceRoutes`.
 */

const targets = new Map<string, ResourceBinding>();

/** called by resourceRoutes for every mounted resource: a reference target, and its field labels for constraint errors */
export function registerResource(binding: ResourceBinding): void {
  targets.set(binding.def.name, binding);
  const ko = binding.def.i18n.ko;
  const labels = (fields: TResourceField[]) => Object.fromEntries(fields.map((f) => [f.name, ko[f.label] ?? f.name]));
  registerFieldLabels(getTableName(binding.table), labels(binding.def.fields));
  for (const c of binding.def.children ?? []) {
    const t = binding.children?.[c.name]?.table;
    if (t) registerFieldLabels(getTableName(t), labels(c.fields));
  }
}

/** the resource names references may point at (the reference test checks every declared `to` against it) */
export const referenceTargets = (): ReadonlySet<string> => new Set(targets.keys());
/** the definitions mounted by resourceRoutes (the duplicate-key fuzzer walks them) */
/** the binding of a mounted resource by its definition name (the calendar's due providers read through it) */
export const boundResource = (name: string): ResourceBinding | undefined => targets.get(name);
export const mountedResources = (): TResourceDefinition[] => [...targets.values()].map((b) => b.def);

type Verdict = { plants: string[] | null; vendorCd?: string | null } | 'missing' | 'out';

/** the plants a person, department, contractor or plant code belongs to (null: the value names nothing) */
async function plantsOf(db: DbOrTx, kind: 'user' | 'dept' | 'vendor' | 'plant', value: string): Promise<{ plants: string[]; vendorCd: string | null } | null> {
  // a contractor (and its users) works at its main plant and at every plant it holds a contract with
  const vendorPlants = (v: ReturnType<typeof sql>) => sql`array(select ${v}.plant_cd union select vp.plant_cd from vnd_vendor_plant vp where vp.vendor_cd = ${v}.vendor_cd)`;
  const q = {
    user: sql`select case when u.user_type = 'U' or v.vendor_cd is null then array[u.plant_cd] else ${vendorPlants(sql`v`)} end as plants, u.vendor_cd as "vendorCd"
                from com_user u left join com_vendor v on v.vendor_cd = u.vendor_cd where u.user_id = ${value}`,
    dept: sql`select array[d.plant_cd] as plants, null as "vendorCd" from com_dept d where d.dept_cd = ${value}`,
    vendor: sql`select ${vendorPlants(sql`v`)} as plants, v.vendor_cd as "vendorCd" from com_vendor v where v.vendor_cd = ${value}`,
    plant: sql`select array[c.code] as plants, null as "vendorCd" from com_code_master c where c.code_group_cd = 'COM_PLANT_CD' and c.code = ${value}`,
  }[kind];
  const rows = await queryRows<{ plants: (string | null)[]; vendorCd: string | null }>(db, q);
  if (!rows[0]) return null;
  return { plants: rows[0].plants.filter((p): p is string => !!p), vendorCd: rows[0].vendorCd };
}

async function resolve(db: DbOrTx, req: FastifyRequest, scope: DataScope, kind: string, to: string | undefined, value: string): Promise<Verdict> {
  if (kind !== 'record') {
    const got = await plantsOf(db, kind as 'user', value);
    if (!got) return 'missing';
    // the caller's reach: a contractor names its own vendor only; a plant user the people and places of its plants
    if (kind === 'vendor' && scope.vendorCd !== null && got.vendorCd !== scope.vendorCd) return 'out';
    if (!scope.allPlants && got.plants.length && !got.plants.includes(scope.plantCd ?? '-')) return 'out';
    return { plants: got.plants };
  }
  const b = targets.get(to!);
  if (!b) throw new Error(`reference to an unknown resource "${to}"`);
  if (b.def.key.type === 'number' && !/^\d{1,10}$/.test(value)) return 'missing';
  const key = b.def.key.type === 'number' ? Number(value) : value;
  try {
    const row = await loadScopedOne(db, b, key, await requestScope(db, req, b.def.menuId));
    const plant = b.def.scope?.plant ? row[b.def.scope.plant] : null;
    return { plants: typeof plant === 'string' ? [plant] : null };
  } catch (e) {
    if (e instanceof AppError && e.statusCode === 404) return 'missing';
    if (e instanceof AppError && e.statusCode === 403) return 'out';
    throw e;
  }
}

/**
 * A reference a hand-written route receives (a LOTO point's equipment tag on a permit): resolved as a declared one is —
 * it must exist (400 naming the field), lie in the caller's reach on the target's menu (403) and belong to the record's
 * plant (400). Answers the target's row (the route takes names from it).
 */
export async function loadReference(
  db: DbOrTx, req: FastifyRequest, ref: { to: string; value: string | number; field: string; label: string; recordPlant: string | null },
): Promise<Record<string, unknown>> {
  const b = targets.get(ref.to);
  if (!b) throw new Error(`reference to an unknown resource "${ref.to}"`);
  const label = `[${ref.label}]`;
  const missing = () => badRequest([{ field: ref.field, message: REFERENCE_MESSAGES.missing(label) }], REFERENCE_MESSAGES.missing(label));
  if (b.def.key.type === 'number' && !/^\d{1,10}$/.test(String(ref.value))) throw missing();
  let row: Record<string, unknown>;
  try {
    row = await loadScopedOne(db, b, b.def.key.type === 'number' ? Number(ref.value) : String(ref.value), await requestScope(db, req, b.def.menuId));
  } catch (e) {
    if (e instanceof AppError && e.statusCode === 404) throw missing();
    if (e instanceof AppError && e.statusCode === 403) throw outOfScope(REFERENCE_MESSAGES.outOfScope(label));
    throw e;
  }
  const plant = b.def.scope?.plant ? row[b.def.scope.plant] : null;
  if (ref.recordPlant && typeof plant === 'string' && plant !== ref.recordPlant) {
    throw badRequest([{ field: ref.field, message: REFERENCE_MESSAGES.otherPlant(label) }], REFERENCE_MESSAGES.otherPlant(label));
  }
  return row;
}

/**
 * Check the references of a create (every value) or an update (values that change) of `def`, and those of its child
 * rows; throws 400 / 403 naming the field. `values` is the record after the change, `before` the stored one (update).
 */
export async function assertReferences(
  db: DbOrTx, req: FastifyRequest, def: TResourceDefinition, scope: DataScope,
  values: Record<string, unknown>, before: Record<string, unknown> | null, body: Record<string, unknown>,
): Promise<void> {
  const ko = def.i18n.ko;
  const recordPlant = def.scope?.plant && typeof values[def.scope.plant] === 'string' ? (values[def.scope.plant] as string) : null;
  const checkOne = async (f: TResourceField, row: Record<string, unknown>, prev: Record<string, unknown> | null, where: string) => {
    const ref = referenceOf(f);
    const v = row[f.name];
    // a serverOnly field is never taken from a body (the server wrote it)
    if (!ref || f.serverOnly || v === undefined || v === null || v === '') return;
    const to = ref.toBy ? ref.toBy[String(row[ref.by!] ?? prev?.[ref.by!] ?? '')] : ref.to;
    if (ref.kind === 'record' && !to) return;
    if (prev && prev[f.name] === v && (!ref.by || prev[ref.by] === row[ref.by] || row[ref.by] === undefined)) return;
    const label = `${where}[${ko[f.label] ?? f.name}]`;
    const verdict = await resolve(db, req, scope, ref.kind, to, String(v));
    if (verdict === 'missing') throw badRequest([{ field: f.name, message: REFERENCE_MESSAGES.missing(label) }], REFERENCE_MESSAGES.missing(label));
    if (verdict === 'out') throw outOfScope(REFERENCE_MESSAGES.outOfScope(label));
    // a plant code field is the record's plant itself (checked by the writer's scope)
    if (ref.kind !== 'plant' && !ref.anyPlant && recordPlant && verdict.plants?.length && !verdict.plants.includes(recordPlant)) {
      throw badRequest([{ field: f.name, message: REFERENCE_MESSAGES.otherPlant(label) }], REFERENCE_MESSAGES.otherPlant(label));
    }
  };
  // a map point's map: of the record's plant (400 otherwise, whatever plants the caller reaches), x and y with it
  await assertMapPoint(db, def, (name) => targets.get(name), values, before);
  for (const f of def.fields) if (f.name !== def.mapPoint?.map) await checkOne(f, values, before, '');
  // codes that belong to another field's value (a plant's areas): of the record's value, when either changed
  for (const f of def.fields) await assertCodeOwner(db, def, f, values, before, values, '');
  // child rows: every row sent (kept rows were checked when they were written; a cell that did not change passes)
  for (const c of def.children ?? []) {
    const rows = body[c.name];
    if (!Array.isArray(rows)) continue;
    const refFields = c.fields.filter((f) => referenceOf(f));
    const ownedFields = c.fields.filter((f) => f.codeOwner);
    if (!refFields.length && !ownedFields.length) continue;
    for (const [i, r] of (rows as Record<string, unknown>[]).entries()) {
      for (const f of refFields) await checkOne(f, r, null, `${i + 1}번째 행의 `);
      // a row's code owned by a field of the row, else of the record (the record's plant for an area in a row)
      for (const f of ownedFields) await assertCodeOwner(db, def, f, r, null, f.codeOwner!.field in r ? r : values, `${i + 1}번째 행의 `);
    }
  }
}

/**
 * A code of a group whose codes belong to an owner (`codeOwner`: an area's attr1 is its plant) must belong to the
 * owner field's value (`ownerValues`: the record, or the child row that holds the owner field), or to no owner; checked
 * when the code or its owner changed. Throws 400 naming the field and its owner.
 */
async function assertCodeOwner(
  db: DbOrTx, def: TResourceDefinition, f: TResourceField, values: Record<string, unknown>, before: Record<string, unknown> | null,
  ownerValues: Record<string, unknown>, where: string,
): Promise<void> {
  const o = f.codeOwner;
  const v = values[f.name];
  if (!o || !f.codeGroup || typeof v !== 'string' || v === '') return;
  if (before && before[f.name] === v && before[o.field] === ownerValues[o.field]) return;
  const [code] = await queryRows<{ owner: string | null }>(db, sql`select ${sql.identifier(o.attr)} as owner from com_code_master where code_group_cd = ${f.codeGroup} and code = ${v}`);
  if (code?.owner && code.owner !== String(ownerValues[o.field] ?? '')) {
    const ko = def.i18n.ko;
    const ownerField = [...def.fields, ...(def.children ?? []).flatMap((c) => c.fields)].find((x) => x.name === o.field);
    const message = REFERENCE_MESSAGES.notOfOwner(`${where}[${ko[f.label] ?? f.name}]`, `[${ownerField ? ko[ownerField.label] ?? o.field : o.field}]`);
    throw badRequest([{ field: f.name, message }], message);
  }
}
