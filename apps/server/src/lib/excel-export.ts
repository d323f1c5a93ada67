import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { contentDispositionOf, DEFAULT_PLANT_TIME_ZONE, typedCell, type TCellKind } from '@jikim/shared';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** one column of an export: key in the row, header shown, width in characters, and how its values are typed */
export type TExportColumn = { key: string; header: string; width: number; kind?: TCellKind };

/**
 * Every export of the server goes through here (issue 13): rows are streamed into an .xlsx (bounded memory for any
 * size), numbers are number cells, dates are date cells with a date format, date-times are shown in the plant's zone,
 * and the file carries its Korean name as RFC 5987 filename* with an ASCII fallback.
 */
export function sendXlsx(reply: FastifyReply, opts: {
  fileName: string;
  asciiName: string;
  sheetName: string;
  columns: TExportColumn[];
  batches: AsyncIterable<Record<string, unknown>[]>;
  timeZone: string | undefined;
  log: FastifyBaseLogger;
}) {
  const tz = opts.timeZone ?? DEFAULT_PLANT_TIME_ZONE;
  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  // sheet names: at most 31 characters, none of : \ / ? * [ ]
  const ws = wb.addWorksheet(opts.sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1');
  ws.columns = opts.columns.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  void (async () => {
    try {
      for await (const batch of opts.batches) {
        for (const row of batch) {
          const r = ws.addRow([]);
          opts.columns.forEach((c, i) => {
            const cell = typedCell(row[c.key], tz, c.kind ?? 'auto');
            if (cell.value === null) return;
            const x = r.getCell(i + 1);
            x.value = cell.value;
            if (cell.numFmt) x.numFmt = cell.numFmt;
          });
          r.commit();
        }
      }
      ws.commit();
      await wb.commit();
    } catch (err) {
      opts.log.error({ err }, 'excel export failed');
      out.destroy(err as Error);
    }
  })();
  return reply.header('content-type', XLSX_TYPE).header('content-disposition', contentDispositionOf(opts.fileName, opts.asciiName)).send(out);
}
