import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Form, Input, Popconfirm, Row, Space, Switch, Table } from 'antd';
import { PAGE_SIZES } from '@jikim/shared';
import { usePageMeta } from '@/app/page-context';
import { useT } from '@/lib/i18n';
import { apprApi, type TApprDoc } from '../api';
import { APPR_NS } from '../approvals.i18n';
import { fmtDt } from '../components/appr-labels';
import { ProgressPopup } from '../components/lazy-dialogs';
import { RequestDialog } from '../components/lazy-dialogs';
import { apprQueryClient, withApprQuery } from '../query';

const DOC_STATUS: Record<string, string> = { DRAFT: 'DRAFT', REQUESTED: 'PROGRESS', APPROVED: 'COMPLETE', REJECTED: 'REJECT', RECALLED: 'RECALL' };

/** 일반기안: a free-form document that goes through the approval line; locked while in approval */
function ApprDocPage() {
  const { t } = useT(APPR_NS);
  const { message } = App.useApp();
  const meta = usePageMeta();
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const [mine, setMine] = useState(true);
  const [sel, setSel] = useState<number | null>(null);
  const [isNew, setIsNew] = useState(false);
  const [requesting, setRequesting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [form] = Form.useForm<{ docTitle: string; docContents?: string }>();
  const list = useQuery({ queryKey: ['appr', 'docs', paging, mine], queryFn: () => apprApi.docs({ ...paging, mineYn: mine ? 'Y' : 'N' }) });
  const doc = useQuery({ queryKey: ['appr', 'doc', sel], queryFn: () => apprApi.doc(sel!), enabled: sel !== null });
  const param = useQuery({ queryKey: ['appr', 'param', sel], queryFn: () => apprApi.param('APPR_DOC', String(sel)), enabled: sel !== null });
  const d = doc.data;
  const p = param.data;
  const locked = p?.editableYn === 'N';
  const canEdit = meta.editable && (isNew || (!!d && !locked));

  useEffect(() => {
    if (isNew) form.setFieldsValue({ docTitle: '', docContents: '' });
    else if (d) form.setFieldsValue({ docTitle: d.docTitle, docContents: d.docContents ?? '' });
  }, [d, isNew, form]);

  const refresh = () => apprQueryClient.invalidateQueries({ queryKey: ['appr'] });
  const save = async (v: { docTitle: string; docContents?: string }) => {
    if (isNew) {
      const c = await apprApi.createDoc(v);
      setIsNew(false);
      setSel(c.docNo);
    } else if (d) await apprApi.updateDoc(d.docNo, { ...v, version: d.version });
    void message.success(t('doc.saved'));
    await refresh();
  };
  const statusLabel = (s: string) => t(`status.${DOC_STATUS[s] ?? s}`);
  const mayRequest = meta.editable && !!d && !isNew && (p?.statusCd === null || p?.statusCd === 'REJECT' || p?.statusCd === 'RECALL');

  return (
    <Row gutter={12}>
      <Col xs={24} lg={12}>
        <Card title={meta.title || t('doc.title')} styles={{ body: { padding: 12 } }}
          extra={<Space><span>{t('doc.mine')}</span><Switch checked={mine} onChange={setMine} size="small" aria-label={t('doc.mine')} />{meta.editable && <Button onClick={() => { setIsNew(true); setSel(null); }}>{t('doc.new')}</Button>}</Space>}>
          <Table<TApprDoc>
            rowKey="docNo" size="small" loading={list.isFetching} dataSource={list.data?.list ?? []}
            onRow={(r) => ({ onClick: () => { setIsNew(false); setSel(r.docNo); }, style: { cursor: 'pointer', background: r.docNo === sel ? '#e6f4ff' : undefined } })}
            pagination={{ current: paging.page, pageSize: paging.limit, total: list.data?.totalCount ?? 0, pageSizeOptions: PAGE_SIZES.map(String), onChange: (page, limit) => setPaging({ page, limit }) }}
            columns={[
              { title: t('col.no'), dataIndex: 'docNo', width: 70 },
              { title: t('doc.docTitle'), dataIndex: 'docTitle' },
              { title: t('doc.status'), dataIndex: 'statusCd', width: 90, render: statusLabel },
              { title: t('col.requestDt'), dataIndex: 'createDt', width: 140, render: fmtDt },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        {(isNew || d) && (
          <Card size="small" title={isNew ? t('doc.new') : `#${d!.docNo} · ${statusLabel(d!.statusCd)}`} data-testid="appr-doc-detail"
            extra={
              <Space>
                {p?.apprRequestNo && <Button onClick={() => setProgress(p.apprRequestNo)}>{t('doc.progress')}</Button>}
                {mayRequest && <Button type="primary" onClick={() => setRequesting(true)}>{p?.statusCd ? t('doc.redraft') : t('doc.request')}</Button>}
              </Space>
            }>
            {locked && <Alert type="warning" showIcon title={t('doc.locked')} style={{ marginBottom: 8 }} />}
            <Form form={form} layout="vertical" disabled={!canEdit} onFinish={save}>
              <Form.Item name="docTitle" label={t('doc.docTitle')} rules={[{ required: true, whitespace: true, max: 300 }]}><Input maxLength={300} /></Form.Item>
              <Form.Item name="docContents" label={t('doc.contents')} rules={[{ max: 4000 }]}><Input.TextArea rows={8} maxLength={4000} showCount /></Form.Item>
              {canEdit && (
                <Space>
                  <Button type="primary" htmlType="submit">{t('doc.save')}</Button>
                  {d && !isNew && (
                    <Popconfirm title={t('doc.confirmDelete')} onConfirm={async () => { await apprApi.deleteDoc(d.docNo, d.version); setSel(null); void message.success(t('doc.deleted')); await refresh(); }}>
                      <Button danger>{t('doc.delete')}</Button>
                    </Popconfirm>
                  )}
                </Space>
              )}
            </Form>
          </Card>
        )}
      </Col>
      {d && (
        <RequestDialog apprTypeCd="APPR_DOC" recordKey={String(d.docNo)} open={requesting} onClose={() => setRequesting(false)}
          prevApprRequestNo={p?.statusCd === 'REJECT' || p?.statusCd === 'RECALL' ? p.apprRequestNo : null} onDone={refresh} />
      )}
      <ProgressPopup apprRequestNo={progress} onClose={() => setProgress(null)} onOpen={setProgress} />
    </Row>
  );
}

export default withApprQuery(ApprDocPage);
