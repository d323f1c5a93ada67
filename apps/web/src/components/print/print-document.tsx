import type { ReactNode } from 'react';
import { i18n, type Lang } from '@/lib/i18n';
import { plantDateTime } from '@/components/grid/plant-time';
import { QrCode } from '@/components/media/qr-code';
import { PRINT_NS } from './print.i18n';
import './print.css';

/** one label/value cell of the form; `full` takes the whole row (long texts) */
export type PrintField = { label: string; value: ReactNode; full?: boolean };
/**
 * Rows under column heads: a record's child collection (a risk assessment's hazards, a council's decisions) or a list a
 * module adds (a session's sign-in sheet). `numbered` puts a No. column first. On a phone each row prints as a card
 * whose cells carry their column's label.
 */
export type PrintTable = { columns: { label: string; width?: string }[]; rows: ReactNode[][]; numbered?: boolean };
/**
 * A section prints its table (if any) and then its fields as a label/value form. `id` makes it the target of a link
 * (a table of contents: `#id`, also in the PDF); `pageBreak` starts it on a new page (a binder's chapters).
 */
export type PrintSection = { title?: string; fields: PrintField[]; table?: PrintTable; id?: string; pageBreak?: boolean };

/** one box of the 결재란, already worded for display */
export type PrintApprovalBox = {
  role: string;
  name?: string | null;
  /** PNG data URL */
  signature?: string | null;
  /** formatted decision date */
  date?: string | null;
  /** e.g. 반려, 대결 */
  note?: string | null;
  /** not decided yet (the name is greyed) */
  waiting?: boolean;
};
export type PrintApproval = { boxes: PrintApprovalBox[]; agreements?: PrintApprovalBox[]; references?: string[]; statusLabel?: string | null };

export type PrintDocumentProps = {
  title: string;
  /** document number */
  number?: string | null;
  plant?: string | null;
  sections: PrintSection[];
  /** the 결재란; undefined → default boxes 담당 · 검토 · 승인; null → none */
  approval?: PrintApproval | null;
  /** the document's language (default Korean, whatever the interface language) */
  lang?: Lang;
  printedBy?: string | null;
  /** printed at (default now) */
  printedAt?: Date;
  /** a path of the site printed as a QR code in the head (the site's origin is put in front) */
  qr?: string | null;
};

export const printT = (lang: Lang) => i18n.getFixedT(lang, PRINT_NS);

/** 2026-12-01 → 2026. 12. 01. in Korean, else ISO as is */
export function formatYmd(v: unknown, lang: Lang = 'ko'): string {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return v === null || v === undefined ? '' : String(v);
  return lang === 'ko' ? `${v.slice(0, 4)}. ${v.slice(5, 7)}. ${v.slice(8, 10)}.` : v;
}

/** the day of an instant in the plant's time zone, as on a stamp: 2026.12.01 */
export const stampDate = (iso: string | null | undefined) => (iso ? plantDateTime(iso).slice(0, 10).replaceAll('-', '.') : '');

/** the blank 결재란 of a record without an approval line */
export function defaultApproval(lang: Lang = 'ko'): PrintApproval {
  const t = printT(lang);
  return { boxes: [{ role: t('role.DRAFT') }, { role: t('role.REVIEW') }, { role: t('role.APPROVE') }] };
}

function ApprovalTable({ kind, boxes }: { kind: string; boxes: PrintApprovalBox[] }) {
  return (
    <table className="pd-appr" data-testid="print-approval">
      <tbody>
        <tr>
          <th className="pd-appr-kind" rowSpan={3}>{kind}</th>
          {boxes.map((b, i) => <th key={i} className="pd-appr-role">{b.role}</th>)}
        </tr>
        <tr>
          {boxes.map((b, i) => (
            <td key={i} className={`pd-appr-sign${b.waiting ? ' pd-appr-waiting' : ''}`}>
              {b.signature ? <img src={b.signature} alt="" /> : null}
              {b.name ? <span className="pd-appr-name">{b.name}</span> : null}
              {b.note ? <span className="pd-appr-note">{b.note}</span> : null}
            </td>
          ))}
        </tr>
        <tr>{boxes.map((b, i) => <td key={i} className="pd-appr-date">{b.date ?? ''}</td>)}</tr>
      </tbody>
    </table>
  );
}

/** rows of a 4-column form: two half fields side by side, a full field alone */
function formRows(fields: PrintField[]): PrintField[][] {
  const rows: PrintField[][] = [];
  let half: PrintField | null = null;
  for (const f of fields) {
    if (f.full) {
      if (half) rows.push([half]);
      half = null;
      rows.push([f]);
    } else if (half) {
      rows.push([half, f]);
      half = null;
    } else half = f;
  }
  if (half) rows.push([half]);
  return rows;
}

/**
 * An official A4 document: plant, title, number, the 결재란 at the top right, the fields as a label/value
 * form, and a footer. Hand-written pages use it as is; `ResourcePrint` fills it from a resource definition.
 * Print with window.print(): the CSS sets A4 and keeps rows whole across pages.
 */
export function PrintDocument({ title, number, plant, sections, approval, lang = 'ko', printedBy, printedAt, qr }: PrintDocumentProps) {
  const t = printT(lang);
  const appr = approval === undefined ? defaultApproval(lang) : approval;
  const at = plantDateTime((printedAt ?? new Date()).toISOString());
  return (
    <article className="pd-sheet" lang={lang} data-testid="print-document">
      <header className="pd-head">
        <div className="pd-head-text">
          {plant ? <div className="pd-plant">{t('plant')}: {plant}</div> : null}
          <h1 className="pd-title">{title}</h1>
          {number ? <div className="pd-no">{t('docNo')}: {number}</div> : null}
        </div>
        {qr ? <div className="pd-qr" data-testid="print-qr" data-target={qr}><QrCode text={`${window.location.origin}${qr}`} width={96} /></div> : null}
        {appr ? (
          <div className="pd-appr-stack">
            <ApprovalTable kind={t('approval')} boxes={appr.boxes} />
            {appr.agreements?.length ? <ApprovalTable kind={t('agreement')} boxes={appr.agreements} /> : null}
            {appr.references?.length ? <div className="pd-ref">{t('reference')}: {appr.references.join(', ')}</div> : null}
            {appr.statusLabel ? <div className="pd-status">{appr.statusLabel}</div> : null}
          </div>
        ) : null}
      </header>
      {sections.map((s, si) => (
        <section key={si} id={s.id} className={s.pageBreak ? 'pd-section pd-page-break' : 'pd-section'}>
          {s.title ? <h2 className="pd-section-title">{s.title}</h2> : null}
          {s.table ? (
            <table className="pd-table pd-grid" data-testid="print-grid">
              <colgroup>
                {s.table.numbered ? <col className="pd-grid-no" /> : null}
                {s.table.columns.map((c, ci) => <col key={ci} style={c.width ? { width: c.width } : undefined} />)}
              </colgroup>
              <thead>
                <tr>{s.table.numbered ? <th className="pd-grid-no" scope="col">No.</th> : null}{s.table.columns.map((c, ci) => <th key={ci} scope="col">{c.label}</th>)}</tr>
              </thead>
              <tbody>
                {s.table.rows.map((r, ri) => (
                  <tr key={ri}>
                    {s.table!.numbered ? <td className="pd-grid-no" data-label="No.">{ri + 1}</td> : null}
                    {r.map((v, ci) => <td key={ci} data-label={s.table!.columns[ci]?.label}>{v}</td>)}
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {s.fields.length ? (
          <table className="pd-table">
            <colgroup><col style={{ width: '16%' }} /><col style={{ width: '34%' }} /><col style={{ width: '16%' }} /><col style={{ width: '34%' }} /></colgroup>
            <tbody>
              {formRows(s.fields).map((row, ri) => (
                <tr key={ri}>
                  {row.map((f, fi) => [
                    <th key={`l${fi}`} scope="row">{f.label}</th>,
                    <td key={`v${fi}`} colSpan={row.length === 1 ? 3 : 1}>{f.value}</td>,
                  ])}
                </tr>
              ))}
            </tbody>
          </table>
          ) : null}
        </section>
      ))}
      <footer className="pd-foot">
        <span>{t('printedAt')}: {at}</span>
        {printedBy ? <span>{t('printedBy')}: {printedBy}</span> : null}
      </footer>
    </article>
  );
}
