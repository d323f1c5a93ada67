import type { DbOrTx } from '../../db/client.js';
import { emitWebhook } from './webhook.service.js';

/**
 * The business events of outbound webhooks (issue 32 item 3), called by their modules inside the write's transaction.
 * Each carries the record's key, a title and the web app's path of the record — no names, phone numbers or victims.
 */
const path = (route: string, key: string | number) => `${route}?key=${encodeURIComponent(String(key))}`;

/** 사고 속보: an accident was registered as a flash report (FLASH) */
export const emitAccidentFlash = (tx: DbOrTx, a: Record<string, unknown>) => emitWebhook(tx, {
  event: 'ACC_FLASH', plantCd: String(a.plantCd),
  data: {
    accidentNo: Number(a.accidentNo), occurredYmd: String(a.occurredYmd), occurredTime: a.occurredTime ?? null, deptCd: a.deptCd ?? null,
    title: `[사고 속보] ${String(a.occurredYmd)} ${String(a.title)}`, link: path('/saf/accident', Number(a.accidentNo)),
  },
});

/** 중대재해: the server's classification made an accident serious (산안법 중대재해 or 중처법 중대산업재해) */
export const emitAccidentSerious = (tx: DbOrTx, a: { accidentNo: number; plantCd: string; occurredYmd: string; title: string; oshaSeriousYn: string; sapaSeriousYn: string }) =>
  emitWebhook(tx, {
    event: 'ACC_SERIOUS', plantCd: a.plantCd,
    data: {
      accidentNo: a.accidentNo, occurredYmd: a.occurredYmd, oshaSeriousYn: a.oshaSeriousYn, sapaSeriousYn: a.sapaSeriousYn,
      title: `[중대재해] ${a.occurredYmd} ${a.title} (${[a.oshaSeriousYn === 'Y' ? '산업안전보건법 중대재해' : null, a.sapaSeriousYn === 'Y' ? '중대재해처벌법 중대산업재해' : null].filter(Boolean).join(', ')})`,
      link: path('/saf/accident', a.accidentNo),
    },
  });

/** a gas reading out of limits suspended a work permit */
export const emitGasOut = (tx: DbOrTx, p: { permitNo: number; plantCd: string; workNm: string; outGases: string | null }) => emitWebhook(tx, {
  event: 'WKOD_GAS_OUT', plantCd: p.plantCd,
  data: { permitNo: p.permitNo, outGases: p.outGases, title: `[작업허가] ${p.permitNo} ${p.workNm} 작업중지 (가스 측정 부적합: ${p.outGases ?? ''})`, link: path('/saf/wkodPermit', p.permitNo) },
});

/** an improvement action reached an overdue stage (3 or 7 days past its due date) */
export const emitImprOverdue = (tx: DbOrTx, a: { actionNo: number; plantCd: string; title: string; stage: string; dueYmd: string; overdueDays: number }, now: Date) =>
  emitWebhook(tx, {
    event: 'IMPR_OVERDUE', plantCd: a.plantCd, occurredAt: now,
    data: { actionNo: a.actionNo, stage: a.stage, dueYmd: a.dueYmd, overdueDays: a.overdueDays, title: a.title, link: path('/impr/imprAction', a.actionNo) },
  });

/** a self-measurement exceeded its outlet's emission limit (the first time for that measurement, as its action) */
export const emitEnvExceed = (tx: DbOrTx, m: {
  media: string; measureNo: number; measureYmd: string; plantCd: string; outletNo: number; outletNm: string; title: string; link: string;
  exceeded: { pollutantCd: string; value: number; limitValue: number | null; unitCd: string | null }[];
}) => emitWebhook(tx, {
  event: 'ENV_EXCEED', plantCd: m.plantCd,
  data: { media: m.media, measureNo: m.measureNo, measureYmd: m.measureYmd, outletNo: m.outletNo, outletNm: m.outletNm, exceeded: m.exceeded, title: m.title, link: m.link },
});
