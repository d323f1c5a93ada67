import { displayNameOf, visibleChildren, type TResourceDefinition, type TResourceField } from '@jikim/shared';
import { plantDateTime } from '@/components/grid/plant-time';
import { formatYmd, printT, type PrintDocumentProps, type PrintField } from '@/components/print';
import { i18n, registerTranslations, type Lang } from '@/lib/i18n';
import { resourceNs } from './resource-fields';

type Row = Record<string, unknown>;

/** the printed value of a field: code values as their names, dates formatted, Y/N as words, numbers grouped */
export function printValue(f: TResourceField, row: Row, lang: Lang = 'ko'): string {
  const v = row[f.name];
  // a coded field prints its name; a field picked from an API list (optionsFrom) the label kept with it
  const nm = displayNameOf(f) ?? f.optionsFrom?.label ?? null;
  if (nm && row[nm] !== null && row[nm] !== undefined && row[nm] !== '') return String(row[nm]);
  if (v === null || v === undefined || v === '') return '';
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

/** the document of a record from its definition: every form field as a label/value cell (long texts on their own row), author and time */
export function resourcePrintProps(def: TResourceDefinition, row: Row, lang: Lang = 'ko'): Omit<PrintDocumentProps, 'approval'> {
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
  // form fields, and the server-written ones (a completion date) when they hold a value
  // the label kept for an optionsFrom field prints as that field's value, not again on its own
  const keptLabels = new Set(def.fields.map((f) => f.optionsFrom?.label).filter(Boolean));
  fields.push(...def.fields
    .filter((f) => (f.inForm !== false || (f.serverOnly && row[f.name] != null)) && f !== plantField && f.name !== wf?.statusField && !keptLabels.has(f.name))
    .map((f) => ({ label: t(f.label), value: printValue(f, row, lang), full: f.type === 'textarea' || (f.span ?? 12) >= 24 })));
  // who wrote it and when (the plant's time zone)
  if ('createUserNm' in row) fields.push({ label: t('createUserNm', { defaultValue: printT(lang)('author') }), value: String(row.createUserNm ?? '') });
  if ('createDt' in row) fields.push({ label: t('createDt', { defaultValue: printT(lang)('writtenAt') }), value: plantDateTime(row.createDt) });
  // each child collection with rows: a table of its grid columns, leaving out columns empty in every row
  const grids = visibleChildren(def, row).flatMap((c) => {
    const rows = Array.isArray(row[c.name]) ? (row[c.name] as Row[]) : [];
    if (rows.length === 0) return [];
    const cols = (c.columns ?? c.fields).map((col) => c.fields.find((f) => f.name === col.name)).filter((f): f is TResourceField => !!f)
      .map((f) => ({ f, values: rows.map((r) => printValue(f, r, lang)) })).filter((x) => x.values.some((v) => v !== ''));
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
