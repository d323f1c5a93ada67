import { Alert, Drawer, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { plantDateTime } from '@/components/grid/plant-time';
import { StatusBadge } from '@/components/workflow/status-badge';
import { useT, type Lang } from '@/lib/i18n';
import { MGT_NS } from './mgt.i18n';
import { dutyDef, kindName, sapaApi, sapaKeys, STATUS_COLOR, type TEvidenceRow, type THalfQuery, type TSapaChanges } from './mgt-sapa-api';

type TChangeRow = { id: string; change: 'added' | 'removed' | 'changed'; row: TEvidenceRow; fromStatus?: string | null };

/** one kind's records that differ: added since the sign-off, gone since, or the same record with another status now */
export function changeRows(k: TSapaChanges['kinds'][number]): TChangeRow[] {
  return [
    ...k.added.map((row, i) => ({ id: `a${i}`, change: 'added' as const, row })),
    ...k.removed.map((row, i) => ({ id: `r${i}`, change: 'removed' as const, row })),
    ...k.changed.map((c, i) => ({ id: `c${i}`, change: 'changed' as const, row: c.after, fromStatus: c.before.statusNm })),
  ];
}

const CHANGE_COLOR = { added: 'green', removed: 'red', changed: 'orange' } as const;

/**
 * "Changed since signed" (`GET /api/mgt/sapa/changes`): for a signed, frozen half, the evidence whose count or records
 * differ between the binder as signed and the live records now, and the duties whose status would now be another. The
 * signed binder itself stays as it was.
 */
export function ChangesDrawer({ query, open, lang, onClose }: { query: THalfQuery; open: boolean; lang: Lang; onClose: () => void }) {
  const { t } = useT(MGT_NS);
  const q = useQuery({ queryKey: sapaKeys.changes(query, lang), enabled: open, queryFn: () => sapaApi.changes(query, lang) });
  const d = q.data;
  const heading = (dutyNo: number) => (dutyNo ? t('sapa.dutyNo', { no: dutyNo }) : t('sapa.lawCheck'));
  return (
    <Drawer open={open} onClose={onClose} size="min(760px, 100vw)" destroyOnHidden data-testid="sapa-changes" title={t('sapa.changes.title')}>
      {q.isError ? <Alert type="error" showIcon title={t('sapa.loadFailed')} /> : null}
      {d ? (
        <>
          <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('sapa.changes.note', { date: d.frozenDt ? plantDateTime(d.frozenDt) : '' })} />
          {d.duties.length === 0 && d.kinds.length === 0 ? <Alert type="success" showIcon title={t('sapa.changes.none')} data-testid="sapa-changes-none" /> : null}
          {d.duties.length ? (
            <section style={{ marginBottom: 16 }}>
              <h4>{t('sapa.changes.duties')}</h4>
              <ul style={{ paddingLeft: 18, margin: 0 }}>
                {d.duties.map((x) => (
                  <li key={x.dutyNo} data-testid={`sapa-changes-duty-${x.dutyNo}`}>
                    {heading(x.dutyNo)} {dutyDef(x.dutyNo)[lang]}:{' '}
                    <StatusBadge color={STATUS_COLOR[x.frozenStatusCd]}>{t(`sapa.status.${x.frozenStatusCd}`)}</StatusBadge> →{' '}
                    <StatusBadge color={STATUS_COLOR[x.liveStatusCd]}>{t(`sapa.status.${x.liveStatusCd}`)}</StatusBadge>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {d.kinds.map((k) => (
            <section key={k.kindCd} style={{ marginBottom: 16 }} data-testid={`sapa-changes-${k.kindCd}`}>
              <h4 style={{ marginBottom: 4 }}>{kindName(k.kindCd, lang)}</h4>
              <p style={{ margin: '0 0 6px' }}>{t('sapa.changes.counts', { frozen: k.frozenCount, live: k.liveCount })}</p>
              <Table<TChangeRow>
                size="small" rowKey="id" dataSource={changeRows(k)} pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }} scroll={{ x: 560 }}
                locale={{ emptyText: t('sapa.changes.countOnly') }}
                columns={[
                  { title: t('sapa.changes.change'), key: 'change', width: 96, render: (_v, r) => <Tag color={CHANGE_COLOR[r.change]}>{t(`sapa.changes.${r.change}`)}</Tag> },
                  { title: t('sapa.col.no'), key: 'no', width: 70, render: (_v, r) => r.row.key },
                  { title: t('sapa.col.title'), key: 'title', render: (_v, r) => <span style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>{r.row.title}</span> },
                  { title: t('sapa.col.ymd'), key: 'ymd', width: 104, render: (_v, r) => r.row.ymd ?? '' },
                  { title: t('sapa.col.status'), key: 'status', width: 140, render: (_v, r) => (r.change === 'changed' ? `${r.fromStatus ?? ''} → ${r.row.statusNm ?? ''}` : r.row.statusNm ?? '') },
                ]}
              />
            </section>
          ))}
        </>
      ) : null}
    </Drawer>
  );
}
