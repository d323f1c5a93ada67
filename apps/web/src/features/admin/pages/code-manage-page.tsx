import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Col, Form, Input, InputNumber, Modal, Popconfirm, Radio, Row, Space, Table, Tag } from 'antd';
import type { TCodeGroup, TCodeMaster } from '@jikim/shared';
import { adminApi } from '../api';
import { NoSelection, PageFrame, useAdmin, withQuery, YnTag, ynOptions } from '../components/admin-kit';
import { applySearch } from '@/lib/query-client';

function GroupModal({ grp, onClose }: { grp: TCodeGroup | 'new' | null; onClose: (g?: TCodeGroup) => void }) {
  const { t, editable, saved } = useAdmin();
  const [form] = Form.useForm();
  const isNew = grp === 'new';
  useEffect(() => { form.resetFields(); if (grp) form.setFieldsValue(isNew ? { useYn: 'Y' } : grp); }, [grp, form, isNew]);
  const save = useMutation({
    mutationFn: (v: Record<string, unknown>) => (isNew ? adminApi.createCodeGroup(v) : adminApi.updateCodeGroup((grp as TCodeGroup).codeGroupCd, { ...v, version: (grp as TCodeGroup).version })),
    onSuccess: (g) => { saved(); onClose(g); },
  });
  const req = [{ required: true, message: t('common.required') }];
  return (
    <Modal open={grp !== null} title={t('code.groups')} onCancel={() => onClose()} okText={t('common.save')} cancelText={t('common.close')}
      onOk={() => form.submit()} okButtonProps={{ disabled: !editable, loading: save.isPending }} destroyOnHidden>
      <Form name="code_manage_6" form={form} layout="vertical" disabled={!editable} onFinish={(v) => save.mutate(v)}>
        <Form.Item name="codeGroupCd" label={t('code.codeGroupCd')} rules={req}><Input maxLength={50} disabled={!isNew} /></Form.Item>
        <Form.Item name="codeGroupNm" label={t('code.codeGroupNm')} rules={req}><Input maxLength={200} /></Form.Item>
        <Form.Item name="codeGroupDesc" label={t('code.codeGroupDesc')}><Input.TextArea maxLength={4000} rows={2} /></Form.Item>
        <Form.Item name="useYn" label={t('common.useYn')}><Radio.Group options={ynOptions(t)} disabled={!isNew && (grp as TCodeGroup | null)?.systemYn === 'Y'} /></Form.Item>
      </Form>
    </Modal>
  );
}

function CodeModal({ code, groupCd, onClose }: { code: TCodeMaster | 'new' | null; groupCd: string; onClose: (changed?: boolean) => void }) {
  const { t, editable, saved } = useAdmin();
  const [form] = Form.useForm();
  const isNew = code === 'new';
  useEffect(() => { form.resetFields(); if (code) form.setFieldsValue(isNew ? { useYn: 'Y', codeGroupCd: groupCd } : code); }, [code, form, isNew, groupCd]);
  const save = useMutation({
    mutationFn: (v: Record<string, unknown>) => (isNew ? adminApi.createCode({ ...v, codeGroupCd: groupCd }) : adminApi.updateCode(code as TCodeMaster, { ...v, version: (code as TCodeMaster).version })),
    onSuccess: () => { saved(); onClose(true); },
  });
  const req = [{ required: true, message: t('common.required') }];
  return (
    <Modal open={code !== null} title={`${t('code.codes')} — ${groupCd}`} onCancel={() => onClose()} okText={t('common.save')} cancelText={t('common.close')}
      onOk={() => form.submit()} okButtonProps={{ disabled: !editable, loading: save.isPending }} destroyOnHidden width={640}>
      <Form name="code_manage_7" form={form} layout="vertical" disabled={!editable} onFinish={(v) => save.mutate(v)}>
        <Row gutter={12}>
          <Col span={12}><Form.Item name="code" label={t('code.code')} rules={req}><Input maxLength={50} disabled={!isNew} /></Form.Item></Col>
          <Col span={12}><Form.Item name="codeNm" label={t('code.codeNm')} rules={req}><Input maxLength={200} /></Form.Item></Col>
          <Col span={8}><Form.Item name={['codeNmI18n', 'en']} label={t('common.nameEn')}><Input maxLength={200} /></Form.Item></Col>
          <Col span={8}><Form.Item name={['codeNmI18n', 'zh']} label={t('common.nameZh')}><Input maxLength={200} /></Form.Item></Col>
          <Col span={8}><Form.Item name={['codeNmI18n', 'es']} label={t('common.nameEs')}><Input maxLength={200} /></Form.Item></Col>
          {[1, 2, 3].map((n) => <Col span={8} key={n}><Form.Item name={`attr${n}`} label={t('code.attr', { n })}><Input maxLength={200} /></Form.Item></Col>)}
          <Col span={12}><Form.Item name="sortOrder" label={t('common.sortOrder')}><InputNumber min={0} max={99999} style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={12}><Form.Item name="useYn" label={t('common.useYn')}><Radio.Group options={ynOptions(t)} /></Form.Item></Col>
        </Row>
      </Form>
    </Modal>
  );
}

function CodeManagePage() {
  const { t, editable, done } = useAdmin();
  const qc = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [group, setGroup] = useState<TCodeGroup | null>(null);
  const [editGroup, setEditGroup] = useState<TCodeGroup | 'new' | null>(null);
  const [editCode, setEditCode] = useState<TCodeMaster | 'new' | null>(null);
  const groups = useQuery({ queryKey: ['admin', 'codeGroups', keyword, page], queryFn: () => adminApi.codeGroups({ keyword, page, limit: 20 }) });
  const codes = useQuery({ queryKey: ['admin', 'codes', group?.codeGroupCd], queryFn: () => adminApi.codes(group!.codeGroupCd), enabled: Boolean(group) });
  const delCode = useMutation({ mutationFn: (c: TCodeMaster) => adminApi.deleteCode(c), onSuccess: () => { done(); void qc.invalidateQueries({ queryKey: ['admin', 'codes'] }); } });
  return (
    <PageFrame title={t('code.title')}>
      <Row gutter={16}>
        <Col xs={24} lg={10}>
          <Space style={{ marginBottom: 8 }}>
            <Input.Search allowClear placeholder={t('code.keyword')} onSearch={(v) => applySearch(() => { setKeyword(v); setPage(1); })} />
            {editable && <Button onClick={() => setEditGroup('new')}>{t('common.create')}</Button>}
          </Space>
          <Table<TCodeGroup>
            rowKey="codeGroupCd" size="small" loading={groups.isFetching} dataSource={groups.data?.list ?? []}
            pagination={{ current: page, pageSize: 20, total: groups.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false, showTotal: (n) => t('common.count', { n }) }}
            onRow={(g) => ({ onClick: () => setGroup(g), onDoubleClick: () => setEditGroup(g), style: { cursor: 'pointer' } })}
            rowClassName={(g) => (g.codeGroupCd === group?.codeGroupCd ? 'ant-table-row-selected' : '')}
            columns={[
              { title: t('code.codeGroupCd'), dataIndex: 'codeGroupCd' },
              { title: t('code.codeGroupNm'), dataIndex: 'codeGroupNm', render: (v: string, g) => <>{v} {g.systemYn === 'Y' && <Tag>{t('code.systemYn')}</Tag>}</> },
              { title: t('code.codeCount'), dataIndex: 'codeCount', width: 70, align: 'right' },
              { title: t('common.useYn'), dataIndex: 'useYn', width: 80, render: (v: string) => <YnTag value={v} /> },
              { title: '', key: 'e', width: 60, render: (_, g) => <Button size="small" type="link" onClick={(e) => { e.stopPropagation(); setEditGroup(g); }}>{editable ? t('common.edit') : t('common.detail')}</Button> },
            ]}
          />
        </Col>
        <Col xs={24} lg={14}>
          {!group ? <NoSelection /> : (
            <>
              <Space style={{ marginBottom: 8 }}>
                <strong>{group.codeGroupNm} ({group.codeGroupCd})</strong>
                {editable && <Button onClick={() => setEditCode('new')}>{t('common.add')}</Button>}
              </Space>
              <Table<TCodeMaster>
                rowKey="code" size="small" loading={codes.isFetching} dataSource={codes.data ?? []} pagination={false}
                onRow={(c) => ({ onClick: () => setEditCode(c), style: { cursor: 'pointer' } })}
                columns={[
                  { title: t('code.code'), dataIndex: 'code', width: 100 },
                  { title: t('code.codeNm'), dataIndex: 'codeNm' },
                  { title: t('code.attr', { n: 1 }), dataIndex: 'attr1', width: 90 },
                  { title: t('code.attr', { n: 2 }), dataIndex: 'attr2', width: 90 },
                  { title: t('code.attr', { n: 3 }), dataIndex: 'attr3', width: 90 },
                  { title: t('common.sortOrder'), dataIndex: 'sortOrder', width: 80, align: 'right' },
                  { title: t('common.useYn'), dataIndex: 'useYn', width: 80, render: (v: string) => <YnTag value={v} /> },
                  ...(editable ? [{
                    title: '', key: 'd', width: 70,
                    render: (_: unknown, c: TCodeMaster) => c.useYn === 'Y' && (
                      <Popconfirm title={t('common.confirmDelete')} onConfirm={() => delCode.mutate(c)} onPopupClick={(e) => e.stopPropagation()}>
                        <Button size="small" type="link" danger onClick={(e) => e.stopPropagation()}>{t('common.delete')}</Button>
                      </Popconfirm>
                    ),
                  }] : []),
                ]}
              />
            </>
          )}
        </Col>
      </Row>
      <GroupModal grp={editGroup} onClose={(g) => { setEditGroup(null); if (g) { setGroup(g); void qc.invalidateQueries({ queryKey: ['admin', 'codeGroups'] }); } }} />
      {group && <CodeModal code={editCode} groupCd={group.codeGroupCd} onClose={(changed) => { setEditCode(null); if (changed) { void qc.invalidateQueries({ queryKey: ['admin', 'codes'] }); void qc.invalidateQueries({ queryKey: ['admin', 'codeGroups'] }); } }} />}
    </PageFrame>
  );
}

export default withQuery(CodeManagePage);
