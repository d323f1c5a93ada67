import type { FastifyReply } from 'fastify';
import { MGT_EVIDENCE_KINDS, MGT_SAPA_DUTIES, MGT_SAPA_LAW_CHECK, MGT_SERVER_TEXTS, type TMgtEvidenceKind, type TMgtLang, type TMgtSapa } from '@jikim/shared';
import { sendXlsx, type TExportColumn } from '../../lib/excel-export.js';
import type { TEvidenceRow } from './mgt.sapa.js';

/** the binder with its evidence rows already in words of the language (`localizeRows`) */
export type TLocalBinder = { binder: TMgtSapa; rows: Partial<Record<TMgtEvidenceKind, TEvidenceRow[]>> };

const columns = (lang: TMgtLang): TExportColumn[] => {
  const h = MGT_SERVER_TEXTS[lang].headers;
  return [
    { key: 'duty', header: h.duty, width: 12, kind: 'text' },
    { key: 'article', header: h.article, width: 20, kind: 'text' },
    { key: 'status', header: h.status, width: 10, kind: 'text' },
    { key: 'kind', header: h.kind, width: 30, kind: 'text' },
    { key: 'no', header: h.no, width: 10, kind: 'text' },
    { key: 'title', header: h.title, width: 60, kind: 'text' },
    { key: 'ymd', header: h.ymd, width: 12, kind: 'text' },
    { key: 'statusNm', header: h.statusNm, width: 12, kind: 'text' },
  ];
};

/** the rows of the evidence sheet: per duty and kind, one row per record (a kind without records: one empty row) */
export function evidenceSheetRows(b: TLocalBinder, lang: TMgtLang = 'ko'): Record<string, unknown>[] {
  const tx = MGT_SERVER_TEXTS[lang];
  const out: Record<string, unknown>[] = [];
  const duties = [...b.binder.duties.map((d) => ({ ...d, def: MGT_SAPA_DUTIES.find((x) => x.dutyNo === d.dutyNo)! })), { dutyNo: 0, ...b.binder.lawCheck, def: MGT_SAPA_LAW_CHECK }];
  for (const d of duties) {
    const duty = d.dutyNo === 0 ? tx.lawCheck : tx.duty(d.dutyNo);
    for (const e of d.evidence) {
      const rows = b.rows[e.kindCd as TMgtEvidenceKind] ?? [];
      const base = { duty, article: d.def.article, status: tx.status[d.statusCd], kind: `${MGT_EVIDENCE_KINDS[e.kindCd as TMgtEvidenceKind][lang]} (${tx.count(e.count)})` };
      if (rows.length === 0) out.push(base);
      for (const r of rows) out.push({ ...base, no: r.key, title: r.title, ymd: r.ymd, statusNm: r.statusNm });
    }
  }
  return out;
}

export function sendEvidenceXlsx(reply: FastifyReply, b: TLocalBinder, lang: TMgtLang = 'ko') {
  const { plantCd, year, half } = b.binder;
  const tx = MGT_SERVER_TEXTS[lang];
  const rows = evidenceSheetRows(b, lang);
  async function* batches() { yield rows; }
  return sendXlsx(reply, {
    fileName: `${tx.file}_${plantCd}_${year}_${half}.xlsx`, asciiName: `sapa_evidence_${plantCd}_${year}_${half}.xlsx`, sheetName: `${tx.sheet} ${year} ${half}`,
    columns: columns(lang), batches: batches(), timeZone: undefined, log: reply.log,
  });
}
