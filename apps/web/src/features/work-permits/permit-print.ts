import type { TResourceRow } from '@jikim/shared';
import { SAF_WKOD_API, SAF_WKOD_GASES, type TWkodPanels } from '@jikim/shared/src/work-permits/wkod.const';
import type { PrintSection } from '@/components/print';
import { plantDateTime } from '@/components/grid/plant-time';
import { http } from '@/lib/http';
import { i18n, type Lang } from '@/lib/i18n';
import { SAF_WKOD_NS } from './wkod.i18n';

const at = (iso: string | null | undefined) => (iso ? plantDateTime(iso).slice(0, 16) : '');
const num = (v: number | null) => (v === null ? '' : String(v));
/** "name · time" of a LOTO step, empty while not taken */
const stamp = (nm: string | null | undefined, id: string | null, dt: string | null) => (dt ? [nm ?? id, at(dt)].filter(Boolean).join(' ') : '');

/**
 * The official sections of a printed work permit after its form and its workers / safety measures (child tables): the
 * LOTO points with who isolated, verified and released each, and the gas readings before and during the work. The
 * sign-offs (신청 · 감독 · 허가) are the 결재란 (`permitResource.print.signOff`).
 */
export default async function permitSections(row: TResourceRow, lang: Lang): Promise<PrintSection[]> {
  const t = i18n.getFixedT(lang, SAF_WKOD_NS);
  const p = await http.get<TWkodPanels>(`${SAF_WKOD_API.permits}/${String(row.permitNo)}/panels`, undefined, { skipErrorHandler: true, silent: true });
  const out: PrintSection[] = [];
  if (p.loto.length) {
    out.push({
      title: t('loto'), fields: [],
      table: {
        numbered: true,
        columns: [{ label: t('equipment'), width: '22%' }, { label: t('energy'), width: '11%' }, { label: t('method'), width: '13%' }, { label: `${t('lockNo')} / ${t('tagNo')}`, width: '12%' },
          { label: t('isolated') }, { label: t('verified') }, { label: t('released') }],
        rows: p.loto.map((l) => [
          l.equipmentNm, l.energyTypeNm ?? l.energyTypeCd, l.isolationMethod ?? '', [l.lockNo, l.tagNo].filter(Boolean).join(' / '),
          stamp(l.isolatedUserNm, l.isolatedUserId, l.isolatedDt), stamp(l.verifiedUserNm, l.verifiedUserId, l.verifiedDt), stamp(l.releasedUserNm, l.releasedUserId, l.releasedDt),
        ]),
      },
    });
  }
  if (p.gas.list.length) {
    // oldest first, as a measurement log reads; a gas measured in no reading leaves its column out
    const readings = [...p.gas.list].sort((a, b) => a.measuredDt.localeCompare(b.measuredDt));
    const gases = SAF_WKOD_GASES.filter((g) => readings.some((r) => r[g] !== null));
    out.push({
      title: t('gas'), fields: [],
      table: {
        numbered: true,
        columns: [{ label: t('measuredDt'), width: '18%' }, { label: t('measurer'), width: '13%' }, ...gases.map((g) => ({ label: t(g) })), { label: t('result'), width: '14%' }],
        rows: readings.map((r) => [
          at(r.measuredDt), r.measurerNm ?? '', ...gases.map((g) => num(r[g])),
          r.resultCd === 'OK' ? t('ok') : `${t('out')}${r.outGases ? ` (${r.outGases.split(',').map((g) => t(g)).join(', ')})` : ''}`,
        ]),
      },
    });
  }
  return out;
}
