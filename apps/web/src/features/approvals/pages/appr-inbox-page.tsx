import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Form, Input, Space, Table, Tabs, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { apprBadgeRange, PAGE_SIZES, type TApprInboxBox, type TApprInboxRow } from '@jikim/shared';
import { usePageMeta } from '@/app/page-context';
import { useT } from '@/lib/i18n';
import { apprApi } from '../api';
import { APPR_NS } from '../approvals.i18n';
import { ProgressPopup } from '../components/lazy-dialogs';
import { fmtDt, StatusTag, useTypeName } from '../components/appr-labels';
import { DelegatePanel } from '../components/delegate-panel';
import { MutedText } from '@/components/form/muted-text';
import { invalidateAppr, withApprQuery } from '../query';
import { LinkButton } from '@/components/a11y/link-button';

const BOXES: TApprInboxBox[] = ['pending', 'processed', 'rejected', 'reference', 'mine'];

export function InboxTable({ box, fetcher, selectable = false, onSelect, selected }: {
  box: string;
  fetcher: (q: { fromYmd?: string; toYmd?: string; page: number; limit: number }) => Promise<{ list: TApprInboxRow[]; totalCount: number }>;
  selectable?: boolean;
  selected?: React.Key[];
  onSelect?: (keys: React.Key[], rows: TApprInboxRow[]) => void;
}) {
  const { t } = useT(APPR_NS);
  const typeName = useTypeName();
  const init = apprBadgeRange();
  const [period, setPeriod] = useState<[Dayjs, Dayjs]>([dayjs(init.fromYmd), dayjs(init.toYmd)]);
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const [open, setOpen] = useState<number | null>(null);
  const q = { fromYmd: period[0].format('YYYY-MM-DD'), toYmd: period[1].format('YYYY-MM-DD'), ...paging };
  const list = useQuery({ queryKey: ['appr', 'box', box, q], queryFn: () => fetcher(q) });
  return (
    <>
      <Form layout="inline" style={{ marginBottom: 8 }}>
        <Form.Item label={t('inbox.period')}>
          <DatePicker.RangePicker value={period} allowClear={false} onChange={(v) => v?.[0] && v[1] && setPeriod([v[0], v[1]])} />
        </Form.Item>
        <Form.Item><MutedText>{t('inbox.count', { n: list.data?.totalCount ?? 0 })}</MutedText></Form.Item>
      </Form>
      <Table<TApprInboxRow>
        rowKey={(r) => `${r.apprRequestNo}-${r.stepNo ?? 0}`}
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        rowSelection={selectable ? { selectedRowKeys: selected ?? [], onChange: (k, rows) => onSelect?.(k, rows) } : undefined}
        onRow={(r) => ({ onDoubleClick: () => setOpen(r.apprRequestNo) })}
        pagination={{
          current: paging.page, pageSize: paging.limit, total: list.data?.totalCount ?? 0, pageSizeOptions: PAGE_SIZES.map(String), showSizeChanger: true,
          showTotal: (n) => t('inbox.count', { n }), onChange: (page, limit) => setPaging({ page, limit }),
        }}
        columns={[
          { title: t('col.no'), dataIndex: 'apprRequestNo', width: 80 },
          { title: t('col.type'), dataIndex: 'apprTypeCd', width: 120, render: (v: string, r) => typeName(v, r.apprTypeNm) },
          { title: t('col.title'), dataIndex: 'title', render: (v: string, r) => <LinkButton onClick={() => setOpen(r.apprRequestNo)}>{v}</LinkButton> },
          { title: t('col.requester'), dataIndex: 'requestUserNm', width: 100 },
          { title: t('col.dept'), dataIndex: 'requestDeptNm', width: 120 },
          { title: t('col.requestDt'), dataIndex: 'requestDt', width: 150, render: fmtDt },
          ...(box === 'processed' ? [{ title: t('col.decidedDt'), dataIndex: 'decidedDt', width: 150, render: fmtDt }] : []),
          { title: t('col.status'), dataIndex: 'statusCd', width: 90, render: (v: string) => <StatusTag statusCd={v} /> },
          ...(box === 'pending' ? [{ title: t('col.delegated'), dataIndex: 'delegatedYn', width: 70, render: (v: string) => (v === 'Y' ? <Tag color="orange">{t('col.delegated')}</Tag> : null) }] : []),
        ]}
      />
      <ProgressPopup apprRequestNo={open} onClose={() => setOpen(null)} onOpen={setOpen} />
    </>
  );
}

function CollectBar({ rows, clear }: { rows: TApprInboxRow[]; clear: () => void }) {
  const { t } = useT(APPR_NS);
  const { message, modal } = App.useApp();
  const [comment, setComment] = useState('');
  const run = () => {
    if (!rows.length) return void message.warning(t('inbox.selectFirst'));
    modal.confirm({
      title: t('common.ok'), content: t('inbox.collectConfirm', { n: rows.length }), okText: t('common.ok'), cancelText: t('common.cancel'),
      onOk: async () => {
        const r = await apprApi.collect(rows.map((x) => ({ apprRequestNo: x.apprRequestNo, stepNo: x.stepNo! })), comment.trim() || undefined);
        const ok = r.results.filter((x) => x.ok).length;
        void message.info(t('inbox.collectDone', { ok, fail: r.results.length - ok }));
        clear();
        await invalidateAppr();
      },
    });
  };
  return (
    <Space style={{ marginBottom: 8 }}>
      <Input placeholder={t('popup.comment')} value={comment} onChange={(e) => setComment(e.target.value)} maxLength={1000} style={{ width: 260 }} />
      <Button type="primary" onClick={run} disabled={!rows.length}>{t('inbox.collect')} ({rows.length})</Button>
    </Space>
  );
}

function ApprInboxPage() {
  const { t } = useT(APPR_NS);
  const meta = usePageMeta();
  const [selected, setSelected] = useState<{ keys: React.Key[]; rows: TApprInboxRow[] }>({ keys: [], rows: [] });
  // a notification opens this page as ?key=<apprRequestNo>: show that request
  const [params, setParams] = useSearchParams();
  const linked = /^\d{1,10}$/.test(params.get('key') ?? '') ? Number(params.get('key')) : null;
  const items: { key: string; label: string; children: React.ReactNode }[] = BOXES.map((box) => ({
    key: box,
    label: t(`box.${box}`),
    children: (
      <>
        {box === 'pending' && meta.editable && <CollectBar rows={selected.rows} clear={() => setSelected({ keys: [], rows: [] })} />}
        <InboxTable
          box={box}
          fetcher={(q) => apprApi.inbox({ box, ...q })}
          selectable={box === 'pending' && meta.editable}
          selected={selected.keys}
          onSelect={(keys, rows) => setSelected({ keys, rows })}
        />
      </>
    ),
  }));
  items.push({ key: 'delegate', label: t('box.delegate'), children: <DelegatePanel editable={meta.editable} /> });
  return (
    <Card styles={{ body: { padding: 12 } }}>
      <Tabs items={items} destroyOnHidden />
      <ProgressPopup apprRequestNo={linked} onClose={() => setParams({}, { replace: true })} onOpen={(no) => setParams({ key: String(no) }, { replace: true })} />
    </Card>
  );
}

export default withApprQuery(ApprInboxPage);
