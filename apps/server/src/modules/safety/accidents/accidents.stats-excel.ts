import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { TAccidentMonthlyRates, TAccidentStats, TRateFigures } from '@jikim/shared';
import { sendXlsx, type TExportColumn } from '../../../lib/excel-export.js';

/** one sheet: the count lists (section, code, name, count) then a row per month and per month's year to date */
const COLUMNS: TExportColumn[] = [
  { key: 'section', header: '구분', width: 16, kind: 'text' },
  { key: 'code', header: '코드', width: 12, kind: 'text' },
  { key: 'name', header: '항목', width: 24, kind: 'text' },
  { key: 'accidentCount', header: '재해 건수', width: 10, kind: 'number' },
  { key: 'victimCount', header: '재해자 수', width: 10, kind: 'number' },
  { key: 'nearMissCount', header: '아차사고', width: 10, kind: 'number' },
  { key: 'workHours', header: '근로시간', width: 12, kind: 'number' },
  { key: 'workerCount', header: '근로자 수', width: 10, kind: 'number' },
  { key: 'lostWorkDays', header: '근로손실일수', width: 12, kind: 'number' },
  { key: 'frequencyRate', header: '도수율', width: 10, kind: 'number' },
  { key: 'severityRate', header: '강도율', width: 10, kind: 'number' },
  { key: 'accidentRate', header: '재해율(%)', width: 10, kind: 'number' },
  { key: 'trir', header: 'TRIR', width: 10, kind: 'number' },
  { key: 'ltifr', header: 'LTIFR', width: 10, kind: 'number' },
  { key: 'onTimeRate', header: '개선조치 기한 내 완료율(%)', width: 14, kind: 'number' },
];

type Line = Record<string, unknown>;

/** the rows of the statistics sheet (exported for the test of its content) */
export function statsRows(stats: TAccidentStats, monthly: TAccidentMonthlyRates): Line[] {
  const counts = (section: string, rows: TAccidentStats['byType'], key: 'accidentCount' | 'victimCount'): Line[] =>
    rows.map((r) => ({ section, code: r.code, name: r.name ?? '미입력', [key]: r.count }));
  const figures = (f: TRateFigures) => {
    const { actionsDue: _d, actionsClosedOnTime: _c, ...rest } = f;
    return rest;
  };
  return [
    ...counts('재해발생형태별', stats.byType, 'accidentCount'),
    ...counts('기인물별', stats.byObject, 'accidentCount'),
    ...counts('원인별', stats.byCause, 'accidentCount'),
    ...counts('상해부위별', stats.byBodyPart, 'victimCount'),
    ...monthly.months.map((m) => ({ section: '월별', code: String(m.month), name: `${m.month}월`, ...figures(m) })),
    ...monthly.months.map((m) => ({ section: '누계(YTD)', code: String(m.month), name: `1~${m.month}월`, ...figures(m.ytd) })),
  ];
}

/** 사고 통계 of a plant and year as .xlsx through the one export path (typed number cells) */
export function sendStatsXlsx(reply: FastifyReply, stats: TAccidentStats, monthly: TAccidentMonthlyRates, opts: { timeZone: string | undefined; log: FastifyBaseLogger }) {
  const rows = statsRows(stats, monthly);
  async function* batches() { yield rows; }
  return sendXlsx(reply, {
    fileName: `사고통계_${stats.plantCd}_${stats.year}.xlsx`, asciiName: `accident_stats_${stats.plantCd}_${stats.year}.xlsx`, sheetName: `사고통계 ${stats.year}`,
    columns: COLUMNS, batches: batches(), timeZone: opts.timeZone, log: opts.log,
  });
}
