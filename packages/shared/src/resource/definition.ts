import type { TResourceComments } from './comments.js';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { zYmd } from '../dates.js';
import type { TWorkflowDefinition } from '../workflow/definition.js';
import { ZSeparatedAction } from '../workflow/schemas.js';
import { maskPhone } from './rules.js';
import { childrenInputShape, childrenOutputShape, type TChildCollection } from './children.js';
import type { TReference } from './references.js';
import type { TMapPoint } from './map-point.js';

/**
 * Resource framework (DESIGN §5): one definition declares a screen's data once; the server mounts
 * find/get/create/update/delete/excel from it and the web renders the list and detail pages from it.
 */

export type TResourceFieldType =
  | 'text' | 'textarea' | 'number' | 'cost' | 'date' | 'select' | 'radio' | 'checkbox' | 'switch'
  | 'plant' | 'dept' | 'tag'
  /** a time of day HH:mm (a time picker, never a text box with a character counter) */
  | 'time'
  /**
   * a plant date-time (timestamp column, schema `zPlantDateTime`): the form picks the date and the time and sends
   * `YYYY-MM-DD HH:mm` in the plant's time zone; the server stores the instant; answers carry it as ISO; lists, details,
   * prints and Excel show it in the plant's zone
   */
  | 'datetime'
  /** a user id (com_user): the detail picks it with the user search, lists show `<name without Id>Nm` */
  | 'user'
  /** a vendor code (com_vendor): a select of the plant's vendors; lists show `<name without Cd>Nm` */
  | 'vendor'
  /**
   * one file of the record's attachment group `group` (a child row: a drawing revision's own file): the value is the file's
   * `fileNo`; the server refuses a file of another group or record and keeps a named file from being deleted; rows answer
   * its name in `<name without No/Id>Nm` (`fileNo` → `fileNm`)
   */
  | 'file';

export type TResourceField = {
  /** camelCase wire name = the drizzle column key on the server */
  name: string;
  type: TResourceFieldType;
  /** i18n key into the definition's bundle */
  label: string;
  /** input rule for create/update (optional fields are .nullish()) */
  schema: z.ZodType;
  required?: boolean;
  codeGroup?: string;
  maxLength?: number;
  /** text limit counted in UTF-8 bytes instead of characters */
  byteLimit?: boolean;
  /** number fields: decimal places the input accepts (default 0: whole numbers) */
  decimals?: number;
  /** may be sent on create only (code keys); ignored on update */
  createOnly?: boolean;
  /** form column span (24-column grid), default 12 */
  span?: number;
  /** shown in the detail form (default true) */
  inForm?: boolean;
  /** printed on the record's A4 document (default: as `inForm`); false for screen-only values (map coordinates) */
  inPrint?: boolean;
  /** written by the server only (a workflow hook: a completion date …): never taken from a create/update body */
  serverOnly?: boolean;
  /**
   * personal data shown masked in lists and the Excel export (`phone`: 010-****-1234, `birth`: 1985-**-**); the
   * record's own GET answers it in full to whoever may open the record
   */
  listMask?: TListMask;
  /**
   * a select whose options come from a GET endpoint answering `{ list }` (e.g. a vendor's own workers):
   * `{name}` placeholders in `url` are filled from the record (a child grid: the parent record); `label` names the
   * option text, also kept in the row under the same name (so a read-only cell shows it without the call)
   */
  optionsFrom?: { url: string; value: string; label: string };
  /** a code picked from a tree (GET `url` answering `{ list: [{ code, codeNm, upCode }] }`, leaves only), e.g. the facility-type tree */
  treeFrom?: string;
  /** with `treeFrom`: group nodes may be picked too (a check template applying to a whole group of facility types) */
  treeGroupsPickable?: boolean;
  /**
   * the codes of `codeGroup` belong to something the record names (issue 34: a plant's areas, attr1 = plant): only codes
   * whose `attr` is empty or equals the record's `field` are offered (the web's select) and accepted (the server, 400)
   */
  codeOwner?: TCodeOwner;
  /**
   * the field points at another record (checked by the server on create and update: exists, in the caller's reach, of
   * the record's plant), or `{ none: reason }`; types user / dept / vendor / plant are references by their type
   * (./references.ts)
   */
  reference?: TReference;
  /**
   * a comma-separated list of codes (`HELMET,SHOES`) of this code group, or of departments (`'dept'`): the server
   * answers their names joined in `<name>Nm` (`listNameOf`), which the print shows instead of the codes
   */
  codeList?: string;
  /** type `file`: the attachment group (one of the definition's `attachments`) the file belongs to */
  group?: string;
};

export type TListMask = 'phone' | 'birth';

/** a code group whose codes belong to a value of another field: `attr` of the code holds it (empty: every value's) */
export type TCodeOwner = { attr: 'attr1' | 'attr2' | 'attr3'; field: string };

export type TListColumn = {
  name: string;
  /** i18n key; defaults to the field's label */
  label?: string;
  width?: number;
  align?: 'left' | 'center' | 'right';
  sortable?: boolean;
  /** opens the detail */
  link?: boolean;
};

/**
 * `inTree`: the value or any code below it in its code group's tree (the group's parent link `treeParentAttr`), e.g.
 * a facility-type group finds every facility of the types under it
 */
export type TSearchOp = 'eq' | 'contains' | 'dateRange' | 'inTree';

export type TSearchField = {
  /** query-string name (dateRange uses <name>From / <name>To) */
  name: string;
  /** the field it filters; defaults to name */
  field?: string;
  type: 'text' | 'select' | 'plant' | 'dept' | 'dateRange' | 'yn';
  op: TSearchOp;
  label: string;
  codeGroup?: string;
  /**
   * the search input picks from a code tree (GET `url` answering `{ list: [{ code, codeNm, upCode }] }`), as a form
   * field's `treeFrom` does; in a search a group node may be picked too (with op `inTree`: all codes below it)
   */
  treeFrom?: string;
  /** the codes offered follow another search input (the plant's areas follow the searched plant), as a form field's */
  codeOwner?: TCodeOwner;
  /** op `inTree`: the code-master column holding a code's parent code (default `attr2`) */
  treeParentAttr?: 'attr1' | 'attr2' | 'attr3';
  /** search box width in 24-column grid units (spec search box option width) */
  width?: number;
};

export type TResourceDefinition = {
  /** audit entity and i18n namespace suffix */
  name: string;
  /** i18n key of the screen title */
  title: string;
  /** e.g. /api/manage/notice */
  basePath: string;
  /** owning menu: reads need accessYn, writes writeYn on it */
  menuId: string;
  /**
   * a field whose values have their own menus opening the same page with a query value (spec §2: 일상점검
   * `/saf/safetyCheck?checkTypeCd=DAILY`): a right on such a menu reaches the records of that value without the
   * owning menu's right (lists, records, writes, transitions of those records only)
   */
  menuParam?: string;
  key: { name: string; type: 'number' | 'string'; generated: boolean };
  fields: TResourceField[];
  listColumns: TListColumn[];
  searchFields: TSearchField[];
  defaultSort: { field: string; order: 'asc' | 'desc' };
  /** the page size a list starts with and a find without `limit` answers (one of PAGE_SIZES; default 20) */
  defaultLimit?: (typeof PAGE_SIZES)[number];
  /**
   * row scope columns (DESIGN §4): `plant`; `dept` (one column, or several: the row is in scope when any of them
   * lies in the caller's department subtree, e.g. the requesting and the owning department); `vendor` (vendor
   * users see and reach only rows whose column is their vendor; without it they see nothing); `own` (user-id
   * fields: a row naming the caller there passes the department check, e.g. the assignee)
   */
  scope?: { plant?: string; dept?: string | string[]; vendor?: string; own?: string[] };
  /** attachment task classes (taskClassNm) shown on the detail page */
  attachments?: string[];
  /** approval type code, null when the record is not approved */
  approvalType?: string | null;
  /**
   * workflow statuses in which the record's approval (live or approved) keeps it read-only; default every status. A
   * record whose work goes on after its approval (a change's implementation and PSSR) names the statuses before it.
   */
  approvalLocksIn?: string[];
  /**
   * a 1:1 sub-record of another definition (an accident's investigation): its key is the parent's key. The web shows
   * "not written yet" with a button that starts it (key and `copy` fields from the parent's GET) instead of a 404, and
   * the parent's detail opens it when both are tabs of one page.
   */
  parent?: { name: string; basePath: string; copy?: string[] };
  /**
   * new records of another definition of the same page started from a saved record's detail (a document's 개정안 작성): a
   * button (i18n key `label` of this definition) opens the other tab's new-record form with `copy` (target field → this
   * record's field) filled in, when `when` allows it
   */
  starts?: { name: string; label: string; copy: Record<string, string>; when?: (row: Record<string, unknown>) => boolean }[];
  /**
   * contractors' users answer records (their vendor's, through `scope.vendor`) but never create or delete one: the list
   * and the detail show them no 추가 / 삭제 (the module's server refuses them with 403)
   */
  vendorAnswersOnly?: boolean;
  /** status workflow (../workflow): transition + history endpoints; its status field is set by transitions only */
  workflow?: TWorkflowDefinition;
  /** printed document (A4 print view): i18n key of the document title (default `title`) and its number (default `<NAME>-<key>`) */
  print?: {
    title?: string; number?: (row: Record<string, unknown>) => string;
    /**
     * where the 결재란 comes from: `line` (default with `approvalType`) the record's real approval line; `signatures` the
     * sign-offs of its workflow steps (a work permit's requester, supervisor and issuer), read from `url` (`{key}`
     * filled) answering `{ [list]: [{ roleCd, userNm, signature, signedDt }] }`, one box per role in the order given
     * (label: i18n key of the definition)
     */
    signOff?: { kind: 'signatures'; url: string; list: string; roles: { code: string; label: string }[] };
    /** further printed forms of the record (hand-written pages under /print/<path>/<key>): i18n key of the button and the path */
    forms?: { label: string; path: string; when?: (row: Record<string, unknown>) => boolean }[];
    /** a QR code on the sheet opening this path of the site (e.g. the public status page `/qr?wkod=12`) */
    qr?: (row: Record<string, unknown>) => string;
  };
  /**
   * the column holding the record's public token (spec §2 `/qr` pages are keyed by it, never by the number; the server
   * draws it on insert): answered with the record to its readers, for the print's QR code, and never printed as text
   */
  publicToken?: string;
  /** list row highlighting (e.g. overdue rows): a tone per row, or null */
  rowTone?: (row: Record<string, unknown>) => 'danger' | 'warning' | null;
  /**
   * warnings at the top of a saved record's detail (e.g. an accident's legal classification with its deadline): an i18n
   * key of the definition whose `{{name}}` placeholders are filled from `values`
   */
  detailAlerts?: (row: Record<string, unknown>) => { tone: 'error' | 'warning'; label: string; values?: Record<string, string> }[];
  /** cross-field rule after the field rules (e.g. a date range); returns the failing field and Korean message */
  validate?: (values: Record<string, unknown>) => { field: string; message: string } | null;
  /** child collections saved with the record (./children.ts) */
  children?: TChildCollection[];
  /**
   * comments and one level of replies under a record (./comments.ts): `GET|POST base/:key/comments`,
   * `DELETE base/:key/comments/:commentNo`, each person writing their own (not a child collection saved with the record)
   */
  comments?: TResourceComments;
  /**
   * a point on a plant map (./map-point.ts, issue 28): the detail shows the map of the record's plant and a click places
   * the point; the server checks the map is one of the record's plant and mounts `map-options` and `map-pins`
   */
  mapPoint?: TMapPoint;
  /** the plant pickers' filter (spec §6: `chm` lists the all-plants code 0000 too, for company-wide chemical records) */
  plantFilter?: string;
  /** Korean source text + translations of every label key */
  i18n: Record<'ko' | 'en' | 'zh' | 'es', Record<string, string>>;
};

/** declared with `satisfies`, so literal field names stay checkable */
export const defineResource = <T extends TResourceDefinition>(def: T): T => def;

// ---- schemas derived from a definition (server routes and web forms use the same ones) ----

/** the display-name column the server adds for a coded field: plantCd → plantNm, noticeTypeCd → noticeTypeNm */
export function displayNameOf(f: Pick<TResourceField, 'name' | 'type' | 'codeGroup'>): string | null {
  if (f.type === 'user') return `${f.name.replace(/Id$/, '')}Nm`;
  if (f.type === 'file') return `${f.name.replace(/(No|Id)$/, '')}Nm`;
  if (f.type !== 'plant' && f.type !== 'dept' && f.type !== 'vendor' && !f.codeGroup) return null;
  return `${f.name.replace(/(Cd|Code)$/, '')}Nm`;
}

/** the names a `codeList` field's codes are answered as: ppeCds → ppeCdsNm */
export const listNameOf = (f: Pick<TResourceField, 'name' | 'codeList'>): string | null => (f.codeList ? `${f.name}Nm` : null);

/**
 * the field of a row holding the printed name of a field's value: a coded field's display name, the label kept for an
 * `optionsFrom` pick (a project's name for its number), a code list's names
 */
export const nameFieldOf = (f: Pick<TResourceField, 'name' | 'type' | 'codeGroup' | 'optionsFrom' | 'codeList'>): string | null =>
  displayNameOf(f) ?? f.optionsFrom?.label ?? listNameOf(f);

/** output type of a field in a row */
function outputSchema(f: TResourceField): z.ZodType {
  switch (f.type) {
    case 'number':
    case 'cost':
    case 'file':
      return z.number().nullable();
    case 'tag':
      return z.array(z.string()).nullable();
    default:
      return z.string().nullable();
  }
}

export function resourceRowSchema(def: TResourceDefinition) {
  const shape: Record<string, z.ZodType> = {
    [def.key.name]: def.key.type === 'number' ? z.number() : z.string(),
    version: z.number(),
    createUserId: z.string().nullable(),
    createUserNm: z.string().nullable(),
    createDt: z.string(),
    updateUserId: z.string().nullable(),
    updateDt: z.string(),
  };
  for (const f of def.fields) {
    if (f.name === def.key.name) continue;
    shape[f.name] = outputSchema(f);
    const nm = displayNameOf(f);
    if (nm) shape[nm] = z.string().nullable();
    // names of a reference (a binding's `derived`) or of a code list, when the definition has no field of that name
    for (const extra of [f.optionsFrom?.label, listNameOf(f)]) {
      if (extra && !def.fields.some((x) => x.name === extra)) shape[extra] = z.string().nullable().optional();
    }
  }
  if (def.publicToken) shape[def.publicToken] = z.string().nullable().optional();
  // GET of one record answers the caller's actions (workflow) and those segregation of duties refuses them
  if (def.workflow) {
    shape.allowedActions = z.array(z.string()).optional();
    shape.separatedActions = z.array(ZSeparatedAction).optional();
  }
  Object.assign(shape, childrenOutputShape(def));
  return z.object(shape);
}

export function resourceCreateSchema(def: TResourceDefinition) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of def.fields) {
    if (f.name === def.key.name && def.key.generated) continue;
    if (f.name === def.workflow?.statusField || f.serverOnly) continue;
    shape[f.name] = f.schema;
  }
  Object.assign(shape, childrenInputShape(def));
  return z.object(shape);
}

export function resourceUpdateSchema(def: TResourceDefinition) {
  const shape: Record<string, z.ZodType> = { version: z.number().int().min(1) };
  for (const f of def.fields) {
    if (f.name === def.key.name || f.createOnly || f.serverOnly || f.name === def.workflow?.statusField) continue;
    shape[f.name] = f.schema;
  }
  Object.assign(shape, childrenInputShape(def));
  return z.object(shape);
}

/**
 * An integer from a query string or a path (or already a number): plain decimal digits only, so '0x10', '1e3',
 * ' 5' and '' are refused instead of being read as numbers the way z.coerce would.
 */
export const zIntParam = () => z.union([z.number().int(), z.string().regex(/^\d{1,10}$/).transform(Number)]).pipe(z.number().int().min(0).max(2_147_483_647));

const zPageSize = zIntParam().refine((n) => (PAGE_SIZES as readonly number[]).includes(n));

export function resourceFindQuerySchema(def: TResourceDefinition) {
  const sortable = def.listColumns.filter((c) => c.sortable).map((c) => c.name);
  const shape: Record<string, z.ZodType> = {
    page: zIntParam().pipe(z.number().min(1).max(1_000_000)).default(1),
    limit: zPageSize.default(def.defaultLimit ?? DEFAULT_PAGE_SIZE),
    sortField: (sortable.length ? z.enum(sortable as [string, ...string[]]) : z.never()).optional(),
    sortOrder: z.enum(['asc', 'desc']).optional(),
  };
  for (const s of def.searchFields) {
    if (s.op === 'dateRange') {
      shape[`${s.name}From`] = zYmd.optional();
      shape[`${s.name}To`] = zYmd.optional();
    } else shape[s.name] = z.string().trim().max(200).optional();
  }
  return z.object(shape);
}

/**
 * A list counts its matches only this far past the page's offset (no count(*) over a million rows per request): up to
 * it `totalCount` is exact; beyond it `totalCount` is offset + the cap and `totalCappedYn` is Y ("n건 이상").
 */
export const RESOURCE_COUNT_CAP = 10_000;

export const resourceListSchema = (def: TResourceDefinition) =>
  z.object({ list: z.array(resourceRowSchema(def)), totalCount: z.number(), page: z.number(), limit: z.number(), totalCappedYn: z.enum(['Y', 'N']).optional() });

export type TResourceRow = Record<string, unknown> & { version: number };
export type TResourceList = { list: TResourceRow[]; totalCount: number; page: number; limit: number; totalCappedYn?: 'Y' | 'N' };

// ---- field rule helpers for definitions ----

/** YYYY-MM-DD on the calendar: the one date schema (../dates.ts) */
export { zYmd };
export const zYn = z.enum(['Y', 'N']);

/** required text with a character or byte limit; trimmed (spec §5 text input) */
export function zText(max: number, opts: { required?: boolean; bytes?: boolean } = {}) {
  const base = z
    .string()
    .trim()
    .refine((s) => (opts.bytes ? new TextEncoder().encode(s).length : [...s].length) <= max, { message: MESSAGES.badRequest });
  return opts.required ? base.refine((s) => s.length > 0, { message: MESSAGES.badRequest }) : base.nullish();
}

/** a list row with the definition's `listMask` fields masked (find and Excel; not GET of one record) */
export function maskListRow<T extends Record<string, unknown>>(def: Pick<TResourceDefinition, 'fields'>, row: T): T {
  let out: Record<string, unknown> | null = null;
  for (const f of def.fields) {
    if (!f.listMask) continue;
    const v = row[f.name];
    if (typeof v !== 'string' || v === '') continue;
    out ??= { ...row };
    out[f.name] = f.listMask === 'phone' ? maskPhone(v) : `${v.slice(0, 4)}-**-**`;
  }
  return (out ?? row) as T;
}
