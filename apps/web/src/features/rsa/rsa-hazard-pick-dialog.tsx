import { useState } from 'react';
import { Button, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { RSA_API, RSA_CODE_GROUPS } from '@jikim/shared/src/rsa/rsa.codes';
import { blankChildRow, type TChildCollection } from '@jikim/shared/src/resource/children';
import { rowFromLibHazard, type TRsaLibHazard } from '@jikim/shared/src/rsa/hazard-pick';
import { useCodes } from '@/components/form/code-select';
import { MutedText } from '@/components/form/muted-text';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { RSA_NS } from './rsa.i18n';

const KIND_COLOR: Record<string, string> = { ELIMINATE: 'green', ENGINEERING: 'blue', ADMIN: 'gold', PPE: 'purple' };

/**
 * 유해·위험요인 선택: the plant's library hazards in use (the unit work's own first, then the general ones), filtered by
 * class and text; picking one hands the collection's new row, filled from it, to the form. Loaded only when opened.
 */
export default function RsaHazardPickDialog({ open, collection, plantCd, unitWorkNo, onPick, onClose }: {
  open: boolean; collection: TChildCollection; plantCd: string; unitWorkNo: number | null; onPick: (row: Record<string, unknown>) => void; onClose: () => void;
}) {
  const { t } = useT(RSA_NS);
  const [cls, setCls] = useState<string | undefined>();
  const [q, setQ] = useState('');
  const classes = useCodes(RSA_CODE_GROUPS.hazardClass);
  const list = useQuery({
    queryKey: ['rsa-hazard-options', plantCd, unitWorkNo, cls ?? '', q],
    enabled: open && !!plantCd,
    queryFn: () => http.get<{ list: TRsaLibHazard[] }>(`${RSA_API.hazards}/options`, {
      plantCd, ...(unitWorkNo ? { unitWorkNo } : {}), ...(cls ? { hazardClassCd: cls } : {}), ...(q ? { q } : {}),
    }),
  });
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={960} title={t('pickTitle')} destroyOnHidden>
      <Space wrap style={{ marginBottom: 8 }}>
        <Select aria-label={t('pickClass')} placeholder={t('pickClass')} allowClear style={{ width: 200 }} value={cls} onChange={setCls}
          options={(classes.data ?? []).filter((c) => c.code !== null).map((c) => ({ value: c.code!, label: c.codeNm }))} />
        <Input.Search aria-label={t('pickSearch')} placeholder={t('pickSearch')} allowClear style={{ width: 280 }} onSearch={setQ} />
      </Space>
      <Table<TRsaLibHazard> size="small" rowKey="hazardLibNo" loading={list.isFetching} dataSource={list.data?.list ?? []} pagination={{ pageSize: 10 }}
        scroll={{ x: 'max-content' }} data-testid="rsa-hazard-pick-table"
        columns={[
          { key: 'cls', title: t('pickClass'), width: 130, render: (_v, h) => h.hazardClassNm ?? h.hazardClassCd },
          {
            key: 'hazard', title: t('pickName'), width: 300,
            render: (_v, h) => (
              <div>
                <div>{h.hazardNm}</div>
                {h.situation && <MutedText>{h.situation}</MutedText>}
                {h.unitWorkNm && <div><Tag>{h.unitWorkNm}</Tag></div>}
              </div>
            ),
          },
          {
            key: 'controls', title: t('controls'), width: 360,
            render: (_v, h) => (
              <ul style={{ margin: 0, paddingLeft: 16 }}>
                {h.controls.map((c, i) => <li key={i}><Tag color={KIND_COLOR[c.controlKindCd]}>{c.controlKindNm ?? c.controlKindCd}</Tag>{c.controlText}</li>)}
              </ul>
            ),
          },
          {
            key: 'pick', width: 80, align: 'center', fixed: 'right',
            render: (_v, h) => <Button size="small" type="primary" aria-label={`${t('pick')} ${h.hazardNm}`} onClick={() => onPick({ ...blankChildRow(collection), ...rowFromLibHazard(collection.name, h) })}>{t('pick')}</Button>,
          },
        ]} />
    </Modal>
  );
}
