import { allFieldsOf, listNameOf, nameFieldOf, recordPickOf, visibleChildren, type TRecordPick, type TResourceDefinition, type TResourceField } from '@jikim/shared';
import { plantDateTime } from '@/components/grid/plant-time';
import { formatYmd, printT, stampDate, type PrintApproval, type PrintDocumentProps, type PrintField } from '@/components/print';
import { i18n, registerTranslations, type Lang } from '@/lib/i18n';
import { resourceNs } from './resource-fields';

type Row = Record<string, unknown>;

/**
 * the printed value of a field: references as names (a code's, a user's, a picked project's or worker's, a code list's),
 * dates formatted, Y/N as words, numbers grouped. A reference whose name the server did not answer prints nothing
 * rather than its key (`공사 4` is not a document's text).
 */
export function printValue(f: TResourceField, row: Row, lang: Lang = 'ko', picks?: PickTexts): string {
  const v = row[f.name];
  // a picked record (a HAZOP row's equipment, an accident's product) prints as its number · name, never its bare key
  const pick = recordPickOf(f, row);
  if (pick) return v === null || v === undefined || v === '' ? '' : picks?.get(pickTextKey(pick, v)) ?? '';
  const nm = nameFieldOf(f);
  if (nm && row[nm] !== null && row[nm] !== undefined && row[nm] !== '') return String(row[nm]);
  if (v === null || v === undefined || v === '') return '';
  if (nm && f.type !== 'plant' && f.type !== 'dept' && f.type !== 'user' && f.type !== 'vendor' && !f.codeGroup) return '';
  const t = printT(lang);
  switch (f.type) {
    case 'date':
      return formatYmd(v, lang);
    case 'switch':
    case 'checkbox':
      return v === 'Y' ? t('yes') : v === 'N' ? t('no') : String(v);
    case 'number':
    case 'cost':
      return typeof v === 'number' ? v.toLocaleString('ko-KR') : String(v);
    case 'tag':
      return Array.isArray(v) ? v.join(', ') : String(v);
    default:
      // a server-written instant (a start, a last reading) prints as the plant's wall-clock time
      return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v) ? plantDateTime(v) : String(v);
  }
}

/** the texts of the records a printed record picks (`reference.pick`), by `pickTextKey` */
export type PickTexts = ReadonlyMap<string, string>;
export const pickTextKey = (pick: Pick<TRecordPick, 'url'>, value: unknown) => `${pick.url}/${String(value)}`;

/** every record a row and its child rows pick: the target's url and key, once each */
export function picksOf(def: TResourceDefinition, row: Row): { pick: TRecordPick; value: string }[] {
  const out = new Map<string, { pick: TRecordPick; value: string }>();
  const add = (f: TResourceField, r: Row) => {
    const pick = recordPickOf(f, r);
    const v = r[f.name];
    if (pick && v !== null && v !== undefined && v !== '') out.set(pickTextKey(pick, v), { pick, value: String(v) });
  };
  for (const { field, child } of allFieldsOf(def)) {
    if (child === null) add(field, row);
    else for (const r of (Array.isArray(row[child]) ? (row[child] as Row[]) : [])) add(field, r);
  }
  return [...out.values()];
}

/** the document of a record from its definition: every form field as a label/value cell (long texts on their own row), author and time */
export function resourcePrintProps(def: TResourceDefinition, row: Row, lang: Lang = 'ko', picks?: PickTexts): Omit<PrintDocumentProps, 'approval'> {
  registerTranslations(resourceNs(def), def.i18n);
  const t = i18n.getFixedT(lang, resourceNs(def));
  const key = row[def.key.name];
  const plantField = def.fields.find((f) => f.type === 'plant' && f.name === (def.scope?.plant ?? f.name));
  const wf = def.workflow;
  const fields: PrintField[] = [];
  // a record with a workflow prints its status first, in the document's language
  if (wf) {
    const st = wf.statuses.find((s) => s.code === row[wf.statusField]);
    const f = def.fields.find((x) => x.name === wf.statusField);
    fields.push({ label: t(f?.label ?? wf.statusField), value: st ? st.label[lang] : String(row[wf.statusField] ?? '') });
  }
  // form fields, and the server-written ones (a completion date) when they hold a value; an optional field left empty
  // is left out (a blank row says nothing on paper), a required one keeps its row
  // the name kept for an optionsFrom field or a code list prints as that field's value, not again on its own
  const keptNames = new Set(def.fields.flatMap((f) => [f.optionsFrom?.label, listNameOf(f)]).filter(Boolean));
  fields.push(...def.fields
    .filter((f) => (f.inPrint ?? (f.inForm !== false || (f.serverOnly && row[f.name] != null))) && f !== plantField && f.name !== wf?.statusField && !keptNames.has(f.name))
    .map((f) => ({ f, label: t(f.label), value: printValue(f, row, lang, picks), full: f.type === 'textarea' || (f.span ?? 12) >= 24 }))
    .filter((x) => x.value !== '' || x.f.required)
    .map(({ label, value, full }) => ({ label, value, full })));
  // who wrote it and when (the plant's time zone)
  if (row.createUserNm) fields.push({ label: t('createUserNm', { defaultValue: printT(lang)('author') }), value: String(row.createUserNm ?? '') });
  if ('createDt' in row) fields.push({ label: t('createDt', { defaultValue: printT(lang)('writtenAt') }), value: plantDateTime(row.createDt) });
  // each child collection with rows: a table of its grid columns, leaving out columns empty in every row
  const grids = visibleChildren(def, row).flatMap((c) => {
    const rows = Array.isArray(row[c.name]) ? (row[c.name] as Row[]) : [];
    if (rows.length === 0) return [];
    const cols = (c.columns ?? c.fields).map((col) => c.fields.find((f) => f.name === col.name)).filter((f): f is TResourceField => !!f && f.inPrint !== false)
      .map((f) => ({ f, values: rows.map((r) => printValue(f, r, lang, picks)) })).filter((x) => x.values.some((v) => v !== ''));
    return [{ title: t(c.label), fields: [], table: { numbered: true, columns: cols.map((x) => ({ label: t(x.f.label) })), rows: rows.map((_r, i) => cols.map((x) => x.values[i]!)) } }];
  });
  return {
    title: t(def.print?.title ?? def.title),
    number: def.print?.number ? def.print.number(row) : `${def.name.toUpperCase()}-${String(key)}`,
    plant: plantField ? printValue(plantField, row, lang) : null,
    sections: [{ fields }, ...grids],
    qr: def.print?.qr ? def.print.qr(row) : null,
    lang,
  };
}

/** one sign-off of a workflow step (a permit's requester, supervisor, issuer) as its module answers it */
export type TSignOff = { roleCd: string; userNm?: string | null; userId?: string | null; signature?: string | null; signedDt?: string | null };

/**
 * The 결재란 of a record whose sign-offs are its workflow's signatures (`print.signOff`): one box per declared role, in
 * order, with the signer's name, signature image and day; a role not signed yet stays an empty box.
 */
export function signOffApproval(def: TResourceDefinition, list: TSignOff[], lang: Lang = 'ko'): PrintApproval | null {
  const so = def.print?.signOff;
  if (!so) return null;
  registerTranslations(resourceNs(def), def.i18n);
  const t = i18n.getFixedT(lang, resourceNs(def));
  return {
    boxes: so.roles.map((r) => {
      const s = list.find((x) => x.roleCd === r.code);
      return { role: t(r.label), name: s ? (s.userNm ?? s.userId ?? null) : null, signature: s?.signature ?? null, date: s ? stampDate(s.signedDt) : null, waiting: !s };
    }),
  };
}
