import type { FastifyReply } from 'fastify';
import { MGT_EVIDENCE_KINDS, MGT_SAPA_DUTIES, MGT_SAPA_LAW_CHECK, type TMgtEvidenceKind } from '@jikim/shared';
import { sendXlsx, type TExportColumn } from '../../lib/excel-export.js';
import type { TBinder } from './mgt.sapa.js';

const COLUMNS: TExportColumn[] = [
  { key: 'duty', header: '의무', width: 12, kind: 'text' },
  { key: 'article', header: '근거', width: 20, kind: 'text' },
  { key: 'status', header: '이행상태', width: 10, kind: 'text' },
  { key: 'kind', header: '증빙 구분', width: 30, kind: 'text' },
  { key: 'no', header: '번호', width: 10, kind: 'text' },
  { key: 'title', header: '내용', width: 60, kind: 'text' },
  { key: 'ymd', header: '일자', width: 12, kind: 'text' },
  { key: 'statusNm', header: '상태', width: 12, kind: 'text' },
];
const STATUS_KO = { DONE: '이행', PARTIAL: '일부 이행', NOT_DONE: '미이행' } as const;

/** the rows of the evidence sheet: per duty and kind, one row per record (a kind without records: one empty row) */
export function evidenceSheetRows(b: TBinder): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const duties = [...b.binder.duties.map((d) => ({ ...d, def: MGT_SAPA_DUTIES.find((x) => x.dutyNo === d.dutyNo)! })), { dutyNo: 0, ...b.binder.lawCheck, def: MGT_SAPA_LAW_CHECK }];
  for (const d of duties) {
    const duty = d.dutyNo === 0 ? '제5조' : `제4조 제${d.dutyNo}호`;
    for (const e of d.evidence) {
      const rows = b.rows[e.kindCd as TMgtEvidenceKind] ?? [];
      const base = { duty, article: d.def.article, status: STATUS_KO[d.statusCd], kind: `${MGT_EVIDENCE_KINDS[e.kindCd as TMgtEvidenceKind].ko} (${e.count}건)` };
      if (rows.length === 0) out.push(base);
      for (const r of rows) out.push({ ...base, no: r.key, title: r.title, ymd: r.ymd, statusNm: r.statusNm });
    }
  }
  return out;
}

export function sendEvidenceXlsx(reply: FastifyReply, b: TBinder) {
  const { plantCd, year, half } = b.binder;
  const rows = evidenceSheetRows(b);
  async function* batches() { yield rows; }
  return sendXlsx(reply, {
    fileName: `중처법_이행점검_증빙_${plantCd}_${year}_${half}.xlsx`, asciiName: `sapa_evidence_${plantCd}_${year}_${half}.xlsx`, sheetName: `증빙 ${year} ${half}`,
    columns: COLUMNS, batches: batches(), timeZone: undefined, log: reply.log,
  });
}
