import { Alert, Button, Drawer, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MGT_EVIDENCE_KINDS, type TMgtEvidenceKind } from '@jikim/shared/src/mgt/mgt.const';
import { MutedText } from '@/components/form/muted-text';
import { useT, type Lang } from '@/lib/i18n';
import { MGT_NS } from './mgt.i18n';
import { dutyDef, kindName, recordLink, sapaApi, sapaKeys, statusName, useEvidenceStatusNames, type TEvidenceRow, type THalfQuery } from './mgt-sapa-api';

export type TEvidenceTarget = { dutyNo: number; kindCd: TMgtEvidenceKind };

/**
 * The records behind one evidence count of the binder (`GET /api/mgt/sapa/evidence`): number, what, date and status,
 * each opening its record in the owning list (`?key=`); a signed half lists the rows frozen at its sign-off.
 */
export function EvidenceDrawer({ query, target, lang, onClose }: { query: THalfQuery; target: TEvidenceTarget | null; lang: Lang; onClose: () => void }) {
  const { t } = useT(MGT_NS);
  const navigate = useNavigate();
  const names = useEvidenceStatusNames();
  const q = useQuery({
    queryKey: sapaKeys.evidence(query, target?.kindCd ?? '', lang),
    enabled: !!target,
    queryFn: () => sapaApi.evidence(query, target!.kindCd, lang),
  });
  const kindCd = target?.kindCd;
  const go = (href: string) => {
    onClose();
    void navigate(href);
  };
  const duty = target ? dutyDef(target.dutyNo) : null;
  return (
    <Drawer
      open={!!target} onClose={onClose} size="min(760px, 100vw)" destroyOnHidden data-testid="sapa-evidence"
      title={kindCd ? t('sapa.evidenceOf', { kind: kindName(kindCd, lang), n: q.data?.count ?? '…' }) : ''}
      extra={kindCd ? <Button size="small" onClick={() => go(MGT_EVIDENCE_KINDS[kindCd].link)}>{t('sapa.openList')}</Button> : null}
    >
      {duty ? (
        <p style={{ marginTop: 0 }}>
          <strong>{duty.dutyNo ? t('sapa.dutyNo', { no: duty.dutyNo }) : t('sapa.lawCheck')}</strong> {duty[lang]} <MutedText>({duty.article})</MutedText>
        </p>
      ) : null}
      {q.data?.frozenYn === 'Y' ? <Alert type="success" showIcon title={t('sapa.frozenRows')} style={{ marginBottom: 12 }} /> : null}
      {q.isError ? <Alert type="error" showIcon title={t('sapa.loadFailed')} /> : null}
      {kindCd ? (
        <Table<TEvidenceRow>
          size="small" rowKey={(r) => `${r.key}:${r.ymd ?? ''}:${r.title}`} loading={q.isFetching} dataSource={q.data?.list ?? []}
          pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }} scroll={{ x: 600 }}
          locale={{ emptyText: t('sapa.noEvidence') }}
          columns={[
            { title: t('sapa.col.no'), dataIndex: 'key', width: 70 },
            { title: t('sapa.col.title'), dataIndex: 'title', render: (v: string) => <span style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>{v}</span> },
            { title: t('sapa.col.ymd'), dataIndex: 'ymd', width: 110, render: (v: string | null) => v ?? '' },
            { title: t('sapa.col.status'), dataIndex: 'statusNm', width: 110, render: (v: string | null) => statusName(kindCd, v, names) },
            {
              title: '', key: 'open', width: 70,
              render: (_v, r) => (
                <Button size="small" type="link" aria-label={`${t('sapa.open')} ${r.key}`} onClick={() => go(recordLink(kindCd, r.key))}>{t('sapa.open')}</Button>
              ),
            },
          ]}
        />
      ) : null}
    </Drawer>
  );
}
