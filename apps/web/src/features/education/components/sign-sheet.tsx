import type { TResourceRow } from '@jikim/shared';
import type { PrintSection } from '@/components/print';
import { plantDateTime } from '@/components/grid/plant-time';
import { i18n, type Lang } from '@/lib/i18n';
import { eduApi } from '../edu-api';
import { EDU_NS } from '../edu.i18n';

const hm = (iso: string | null) => (iso ? plantDateTime(iso).slice(11, 16) : '');

/** the printed 교육실시 record's sign-in sheet: every attendee with department, times, hours and signature */
export default async function signSheet(row: TResourceRow, lang: Lang): Promise<PrintSection[]> {
  const t = i18n.getFixedT(lang, EDU_NS);
  const { list } = await eduApi.attendees(Number(row.sessionNo));
  return [{
    title: t('sheet.title'),
    fields: list.length ? [] : [{ label: t('sheet.title'), value: t('sheet.none'), full: true }],
    ...(list.length ? {
      table: {
        columns: [
          { label: t('sheet.no'), width: '7%' }, { label: t('sheet.dept'), width: '20%' }, { label: t('sheet.name'), width: '14%' },
          { label: t('session.in'), width: '10%' }, { label: t('session.out'), width: '10%' }, { label: t('session.hours'), width: '11%' },
          { label: t('session.signature'), width: '28%' },
        ],
        rows: list.map((a, i) => [
          String(i + 1), a.deptNm ?? '', a.userNm ?? a.userId, hm(a.checkInDt), hm(a.checkOutDt), a.creditedHours === null ? '' : String(a.creditedHours),
          a.signature ? <img src={a.signature} alt="" style={{ height: 32, maxWidth: '100%' }} /> : t(`session.method.${a.methodCd}`),
        ]),
      },
    } : {}),
  }];
}
