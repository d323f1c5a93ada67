import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { Alert, Button, Card, Select, Space, Spin, Tabs } from 'antd';
import { MGT_API, MGT_HALVES, type TMgtEvidenceKind, type TMgtHalf } from '@jikim/shared/src/mgt/mgt.const';
import type { TMgtSapa } from '@jikim/shared/src/mgt/mgt.schemas';
import { usePageMeta, useWorker } from '@/app/page-context';
import { MutedText } from '@/components/form/muted-text';
import { plantDateTime } from '@/components/grid/plant-time';
import { PlantSelect } from '@/components/pickers/plant-select';
import { StatusBadge } from '@/components/workflow/status-badge';
import { useLocale, useT, type Lang } from '@/lib/i18n';
import { MGT_NS } from './mgt.i18n';
import { binderRows, dutyDef, halfOf, kindName, ruleText, STATUS_COLOR, statusCounts, useBinder, type THalfQuery } from './mgt-sapa-api';
import type { TEvidenceTarget } from './mgt-sapa-evidence';
import { SapaReviewPanel } from './mgt-sapa-review';

// the records behind a count load when a count is first opened
const EvidenceDrawer = lazy(() => import('./mgt-sapa-evidence').then((m) => ({ default: m.EvidenceDrawer })));
// a signed half's changes since the sign-off load when asked
const ChangesDrawer = lazy(() => import('./mgt-sapa-changes').then((m) => ({ default: m.ChangesDrawer })));
// the machinery's list of review records (every half, its 결재 state) loads with its tab
const ReviewHistory = lazy(() => Promise.all([import('@/lib/resource/resource-page'), import('@jikim/shared/src/mgt/sapa-review.resource')])
  .then(([{ ResourcePage }, { mgtSapaReviewResource }]) => ({ default: () => <ResourcePage defs={[mgtSapaReviewResource]} /> })));

const GRID: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))', gap: 12 };

/**
 * 중대재해처벌법 이행점검 (`/mgt/mgtSapa`, menu MGT_SAPA; issue 29 item 8): a plant's half — the nine duties of 시행령 제4조
 * and the 제5조 check with their status and evidence counts (each opens its records), whether the half is signed
 * (frozen) or live, the half's review and its 결재, Excel of the evidence and the A4 binder. The review records of every
 * half stay under the tab 검토 이력 (the resource page).
 */
export default function MgtSapaPage() {
  const { t } = useT(MGT_NS);
  const { lang } = useLocale();
  const { editable } = usePageMeta();
  const worker = useWorker();
  const now = halfOf(plantDateTime(new Date().toISOString()).slice(0, 10));
  const [plantCd, setPlantCd] = useState<string | null>(worker?.plantCd ?? null);
  const [year, setYear] = useState(now.year);
  const [half, setHalf] = useState<TMgtHalf>(now.half);
  const [tab, setTab] = useState('binder');
  const query: THalfQuery | null = plantCd ? { plantCd, year, half } : null;
  const binder = useBinder(query);
  const halfLabel = t('sapa.halfOf', { year, half: t(`sapa.${half}`) });
  return (
    <Tabs activeKey={tab} onChange={setTab} destroyOnHidden items={[
      {
        key: 'binder', label: t('sapa.binder'),
        children: (
          <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="mgt-sapa">
            <Alert type="info" showIcon title={t('sapa.help')} />
            <Space wrap>
              <div style={{ width: 220, maxWidth: '100%' }}><PlantSelect value={plantCd} onChange={setPlantCd} /></div>
              <Select<number> aria-label={t('year')} style={{ width: 110 }} value={year} onChange={setYear}
                options={[now.year - 2, now.year - 1, now.year].map((y) => ({ value: y, label: String(y) }))} />
              <Select<TMgtHalf> aria-label={t('sapa.half')} style={{ width: 120 }} value={half} onChange={setHalf}
                options={MGT_HALVES.map((h) => ({ value: h, label: t(`sapa.${h}`) }))} />
              <Button disabled={!query} data-testid="sapa-excel"
                onClick={() => query && void import('@/components/grid/grid-excel').then((m) => m.downloadServerExcel(MGT_API.sapaExcel, { ...query, lang }, `${t('sapa.printTitle')} ${plantCd} ${halfLabel}`))}>{t('sapa.excel')}</Button>
              <Button type="primary" disabled={!query} data-testid="sapa-print"
                onClick={() => window.open(`/print/mgtSapa/${plantCd}/${year}/${half}?lang=${lang}`, '_blank')}>{t('sapa.print')}</Button>
            </Space>
            {binder.isError ? <Alert type="error" showIcon title={t('sapa.loadFailed')} /> : null}
            {!binder.data || !query ? (binder.isFetching ? <Spin /> : null) : (
              <BinderView query={query} binder={binder.data} lang={lang} editable={editable} halfLabel={halfLabel} />
            )}
          </Space>
        ),
      },
      { key: 'history', label: t('sapa.history'), children: <Suspense fallback={<Spin />}><ReviewHistory /></Suspense> },
    ]} />
  );
}

export function BinderView({ query, binder, lang, editable, halfLabel }: { query: THalfQuery; binder: TMgtSapa; lang: Lang; editable: boolean; halfLabel: string }) {
  const { t } = useT(MGT_NS);
  const [target, setTarget] = useState<TEvidenceTarget | null>(null);
  // mounted from the first opening on (keeps the drawer's closing animation)
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (target && !drawerUsed) setDrawerUsed(true);
  const [changesOpen, setChangesOpen] = useState(false);
  const [changesUsed, setChangesUsed] = useState(false);
  if (changesOpen && !changesUsed) setChangesUsed(true);
  const c = statusCounts(binder);
  const signed = binder.signedYn === 'Y';
  return (
    <>
      <Alert type={signed ? 'success' : 'warning'} showIcon data-testid="sapa-banner"
        title={<><strong>{halfLabel}</strong> — {signed ? t('sapa.signed', { date: plantDateTime(binder.frozenDt ?? '') }) : t('sapa.live')}</>}
        description={<>
          {t('sapa.summary', { done: c.DONE, partial: c.PARTIAL, notDone: c.NOT_DONE })}
          {/* under the text, not beside it: a phone keeps the banner's width for its words */}
          {signed ? <div style={{ marginTop: 8 }}><Button size="small" data-testid="sapa-changes-open" onClick={() => setChangesOpen(true)}>{t('sapa.changes.open')}</Button></div> : null}
        </>} />
      <SapaReviewPanel query={query} binder={binder} editable={editable} />
      <div style={GRID} data-testid="sapa-duties">
        {binderRows(binder).map((row) => {
          const duty = dutyDef(row.dutyNo);
          const no = row.dutyNo ? t('sapa.dutyNo', { no: row.dutyNo }) : t('sapa.lawCheck');
          return (
            <Card key={row.dutyNo} size="small" data-testid={`sapa-duty-${row.dutyNo}`} style={{ minWidth: 0 }}
              title={<span style={{ whiteSpace: 'normal' }}>{no}</span>}
              extra={<StatusBadge color={STATUS_COLOR[row.statusCd]} data-testid={`sapa-status-${row.dutyNo}`}>{t(`sapa.status.${row.statusCd}`)}</StatusBadge>}>
              <div style={{ fontWeight: 600, wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>{duty[lang]}</div>
              <MutedText style={{ fontSize: 12 }}>{duty.article}</MutedText>
              <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
                {row.evidence.map((e) => (
                  <li key={e.kindCd} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, padding: '2px 0' }}>
                    <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                      {kindName(e.kindCd, lang)}
                      <br /><MutedText style={{ fontSize: 12 }}>{ruleText(duty, e.kindCd, lang, t, true)}</MutedText>
                    </span>
                    <Button size="small" type="link" disabled={e.count === 0} data-testid={`sapa-evidence-${row.dutyNo}-${e.kindCd}`}
                      aria-label={`${kindName(e.kindCd, lang)} ${t('sapa.count', { n: e.count })}`}
                      onClick={() => setTarget({ dutyNo: row.dutyNo, kindCd: e.kindCd as TMgtEvidenceKind })}>
                      {t('sapa.count', { n: e.count })}
                    </Button>
                  </li>
                ))}
              </ul>
            </Card>
          );
        })}
      </div>
      {drawerUsed ? <Suspense fallback={null}><EvidenceDrawer query={query} target={target} lang={lang} onClose={() => setTarget(null)} /></Suspense> : null}
      {changesUsed ? <Suspense fallback={null}><ChangesDrawer query={query} open={changesOpen} lang={lang} onClose={() => setChangesOpen(false)} /></Suspense> : null}
    </>
  );
}
