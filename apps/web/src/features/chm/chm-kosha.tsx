import { useState } from 'react';
import { App, Button, Descriptions, Input, Modal, Radio, Space, Table, Tag } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CHM_KOSHA_API, type TChmKoshaHit, type TChmKoshaImport } from '@jikim/shared/src/chm/links';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { CHM_NS } from './chm.i18n';

type TRow = Record<string, unknown>;

/**
 * KOSHA MSDS lookup in the product form (shown only when the server has KOSHA_MSDS_API_KEY): search by CAS number or
 * name, fetch a substance, show what it would fill, and fill the form only when the person confirms; saving is theirs.
 */
export function KoshaImportButton({ record, rows, setRows, patch }: { record: TRow; rows: TRow[]; setRows: (rows: TRow[]) => void; patch: (v: TRow) => void }) {
  const { t } = useT(CHM_NS);
  const { message } = App.useApp();
  const status = useQuery({ queryKey: ['chm', 'kosha', 'status'], staleTime: 300_000, queryFn: () => http.get<{ enabled: boolean }>(`${CHM_KOSHA_API}/status`, {}, { silent: true }) });
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [by, setBy] = useState<'CAS' | 'NAME'>('CAS');
  const [hits, setHits] = useState<TChmKoshaHit[] | null>(null);
  const [picked, setPicked] = useState<TChmKoshaImport | null>(null);
  const search = useMutation({ mutationFn: () => http.get<{ list: TChmKoshaHit[] }>(`${CHM_KOSHA_API}/search`, { query: query.trim(), by }), onSuccess: (r) => setHits(r.list) });
  const fetchOne = useMutation({ mutationFn: (h: TChmKoshaHit) => http.post<TChmKoshaImport>(`${CHM_KOSHA_API}/fetch`, { chemId: h.chemId, casNo: h.casNo }), onSuccess: setPicked });
  if (!status.data?.enabled) return null;
  const apply = (d: TChmKoshaImport) => {
    patch({
      koshaFetchNo: d.fetchNo, signalWordCd: d.signalWordCd, hCodes: d.hCodes, pCodes: d.pCodes, euhCodes: d.euhCodes,
      ...(record.prodNm ? {} : { prodNm: d.chemNmKo }),
      ...(d.firstAidTxt ? { firstAidTxt: d.firstAidTxt } : {}), ...(d.spillTxt ? { spillTxt: d.spillTxt } : {}),
      ...(d.storageTxt ? { storageTxt: d.storageTxt } : {}), ...(d.ppeTxt ? { ppeTxt: d.ppeTxt } : {}),
    });
    if (d.casNo && !rows.some((r) => r.casNo === d.casNo)) setRows([...rows, { casNo: d.casNo, chemNm: d.chemNmKo, contentMinPct: null, contentMaxPct: null }]);
    setOpen(false);
    setPicked(null);
    void message.success(t('koshaApplied'));
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid="chm-kosha">{t('koshaImport')}</Button>
      <Modal open={open} title={picked ? t('koshaPreview') : t('koshaImport')} width={720} onCancel={() => { setOpen(false); setPicked(null); }}
        okText={t('koshaApply')} okButtonProps={{ disabled: !picked }} onOk={() => picked && apply(picked)}>
        {!picked ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Radio.Group value={by} onChange={(e) => setBy(e.target.value as 'CAS' | 'NAME')}
              options={[{ value: 'CAS', label: t('koshaByCas') }, { value: 'NAME', label: t('koshaByName') }]} />
            <Space.Compact style={{ width: '100%' }}>
              <Input aria-label={t('koshaQuery')} placeholder={t('koshaQuery')} value={query} onChange={(e) => setQuery(e.target.value)} onPressEnter={() => query.trim().length >= 2 && search.mutate()} />
              <Button type="primary" loading={search.isPending} disabled={query.trim().length < 2} onClick={() => search.mutate()}>{t('koshaSearch')}</Button>
            </Space.Compact>
            {hits && (
              <Table<TChmKoshaHit> size="small" rowKey="chemId" pagination={false} dataSource={hits} locale={{ emptyText: t('koshaNone') }} scroll={{ x: 560 }}
                columns={[
                  { title: 'CAS', dataIndex: 'casNo', width: 120 },
                  { title: t('koshaByName'), dataIndex: 'chemNmKo' },
                  { title: 'KE', dataIndex: 'keNo', width: 110 },
                  { title: '', key: 'pick', width: 80, render: (_, h) => <Button size="small" loading={fetchOne.isPending && fetchOne.variables?.chemId === h.chemId} onClick={() => fetchOne.mutate(h)}>{t('koshaPick')}</Button> },
                ]} />
            )}
          </Space>
        ) : (
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="CAS">{picked.casNo} · {picked.chemNmKo}</Descriptions.Item>
            <Descriptions.Item label="GHS">{picked.signalWordCd && <Tag color={picked.signalWordCd === 'DANGER' ? 'red' : 'orange'}>{picked.signalWordCd}</Tag>}</Descriptions.Item>
            <Descriptions.Item label="H">{[...picked.hCodes, ...picked.euhCodes].join(', ')}</Descriptions.Item>
            <Descriptions.Item label="P">{picked.pCodes.join(', ')}</Descriptions.Item>
            {([['firstAid', picked.firstAidTxt], ['spill', picked.spillTxt], ['storageTxt', picked.storageTxt], ['ppe', picked.ppeTxt]] as const).map(([k, v]) => v && (
              <Descriptions.Item key={k} label={t(k)}><span style={{ whiteSpace: 'pre-line' }}>{v}</span></Descriptions.Item>
            ))}
            <Descriptions.Item label={t('koshaImport')}>{picked.sourceNm} · {new Date(picked.fetchDt).toLocaleString()}</Descriptions.Item>
          </Descriptions>
        )}
      </Modal>
    </>
  );
}
