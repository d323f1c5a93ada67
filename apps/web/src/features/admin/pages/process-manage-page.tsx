import { useSearchBoxOpen } from '@/app/page-context';
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Col, Drawer, Form, Input, InputNumber, Popconfirm, Radio, Row, Space, Table, TreeSelect } from 'antd';
import { PAGE_SIZES, type TProcess } from '@jikim/shared';
import { useWorker } from '@/app/page-context';
import { adminApi } from '../api';
import { buildDeptTree, DeptTreeSelect, PageFrame, PlantSelect, useAdmin, useDeptTree, withQuery, YnTag, ynOptions, type DeptNode } from '../components/admin-kit';
import { applySearch } from '@/lib/query-client';

function ProcessForm({ proc, plantCd, onDone }: { proc: TProcess | 'new'; plantCd: string; onDone: (p: TProcess) => void }) {
  const { t, editable, saved, done } = useAdmin();
  const [form] = Form.useForm();
  const isNew = proc === 'new';
  const [depts, setDepts] = useState<string[]>(isNew ? [] : proc.deptCds);
  const tree = useDeptTree(isNew ? plantCd : proc.plantCd);
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(isNew ? { plantCd, useYn: 'Y' } : proc);
  }, [proc, form, isNew, plantCd]);
  const save = useMutation({
    mutationFn: (v: Record<string, unknown>) => (isNew ? adminApi.createProcess(v) : adminApi.updateProcess(proc.processNo, { ...v, version: proc.version })),
    onSuccess: (p) => { saved(); onDone(p); },
  });
  const map = useMutation({ mutationFn: () => adminApi.saveDeptProcess(proc as TProcess, depts), onSuccess: (p) => { saved(); onDone(p); } });
  const del = useMutation({ mutationFn: () => adminApi.deleteProcess(proc as TProcess), onSuccess: (p) => { done(); onDone(p); } });
  const toNode = (n: DeptNode): object => ({ value: n.deptCd, title: n.deptNm, disabled: n.useYn !== 'Y', children: n.children?.map(toNode) });
  const req = [{ required: true, message: t('common.required') }];
  return (
    <>
      <Form name="process_manage_9" form={form} layout="vertical" disabled={!editable} onFinish={(v) => save.mutate(v)}>
        <Row gutter={12}>
          <Col span={12}><Form.Item name="processCd" label={t('process.processCd')} rules={req}><Input maxLength={30} /></Form.Item></Col>
          <Col span={12}><Form.Item name="processNm" label={t('process.processNm')} rules={req}><Input maxLength={200} /></Form.Item></Col>
          <Col span={12}><Form.Item name="plantCd" label={t('common.plant')} rules={req}><PlantSelect disabled={!isNew} /></Form.Item></Col>
          <Col span={6}><Form.Item name="sortOrder" label={t('common.sortOrder')}><InputNumber min={0} max={99999} style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={6}><Form.Item name="useYn" label={t('common.useYn')}><Radio.Group options={ynOptions(t)} /></Form.Item></Col>
          <Col span={24}><Form.Item name="processDesc" label={t('process.processDesc')}><Input.TextArea maxLength={4000} rows={3} /></Form.Item></Col>
        </Row>
        {editable && (
          <Space style={{ marginBottom: 16 }}>
            <Button type="primary" htmlType="submit" loading={save.isPending}>{t('common.save')}</Button>
            {!isNew && proc.useYn === 'Y' && <Popconfirm title={t('common.confirmDelete')} onConfirm={() => del.mutate()}><Button danger>{t('common.delete')}</Button></Popconfirm>}
          </Space>
        )}
      </Form>
      {!isNew && (
        <Form name="process_manage_10" layout="vertical" disabled={!editable}>
          <Form.Item label={t('process.depts')}>
            <TreeSelect aria-label={t('process.depts')} treeCheckable treeCheckStrictly={false} showCheckedStrategy={TreeSelect.SHOW_ALL} treeDefaultExpandAll
              value={depts} onChange={(v) => setDepts((v as (string | { value: string })[]).map((x) => (typeof x === 'string' ? x : x.value)))}
              treeData={buildDeptTree(tree.data ?? []).map(toNode)} style={{ width: '100%' }} />
          </Form.Item>
          {editable && <Button onClick={() => map.mutate()} loading={map.isPending}>{t('process.saveDepts')}</Button>}
        </Form>
      )}
    </>
  );
}

function ProcessManagePage() {
  const { t, editable, } = useAdmin();
  const searchBoxOpen = useSearchBoxOpen();
  const worker = useWorker();
  const qc = useQueryClient();
  const [form] = Form.useForm();
  const [search, setSearch] = useState<{ plantCd?: string; deptCd?: string; processNm?: string; useYn?: string }>({ plantCd: worker?.plantCd !== '0000' ? worker?.plantCd ?? undefined : undefined });
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const [open, setOpen] = useState<TProcess | 'new' | null>(null);
  const plantCd = Form.useWatch('plantCd', form) as string | undefined;
  const list = useQuery({ queryKey: ['admin', 'processes', search, paging], queryFn: () => adminApi.processes({ ...search, ...paging }) });
  return (
    <PageFrame title={t('process.title')} extra={editable && <Button type="primary" onClick={() => setOpen('new')}>{t('common.create')}</Button>}>
      {searchBoxOpen && (
      <Form name="process_manage_11" form={form} layout="inline" initialValues={search} onFinish={(v) => applySearch(() => { setSearch(v); setPaging((p) => ({ ...p, page: 1 })); })} style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item name="plantCd" label={t('common.plant')}><PlantSelect allowAll onChange={() => form.setFieldValue('deptCd', undefined)} /></Form.Item>
        <Form.Item name="deptCd" label={t('common.dept')}><DeptTreeSelect plantCd={plantCd} /></Form.Item>
        <Form.Item name="processNm" label={t('process.processNm')}><Input allowClear maxLength={200} /></Form.Item>
        <Form.Item name="useYn" label={t('common.useYn')}><Radio.Group options={[{ value: undefined as unknown as string, label: t('common.all') }, ...ynOptions(t)]} /></Form.Item>
        <Form.Item><Button type="primary" htmlType="submit">{t('common.search')}</Button></Form.Item>
      </Form>)}
      <Table<TProcess>
        rowKey="processNo" size="small" loading={list.isFetching} dataSource={list.data?.list ?? []}
        onRow={(p) => ({ onClick: () => setOpen(p), style: { cursor: 'pointer' } })}
        pagination={{ current: paging.page, pageSize: paging.limit, total: list.data?.totalCount ?? 0, pageSizeOptions: PAGE_SIZES.map(String), showSizeChanger: true, showTotal: (n) => t('common.count', { n }), onChange: (page, limit) => setPaging({ page, limit }) }}
        columns={[
          { title: t('process.processCd'), dataIndex: 'processCd', width: 120 },
          { title: t('process.processNm'), dataIndex: 'processNm' },
          { title: t('common.plant'), dataIndex: 'plantCd', width: 90 },
          { title: t('process.depts'), dataIndex: 'deptCds', render: (v: string[]) => v.join(', ') },
          { title: t('common.sortOrder'), dataIndex: 'sortOrder', width: 90, align: 'right' },
          { title: t('common.useYn'), dataIndex: 'useYn', width: 90, render: (v: string) => <YnTag value={v} /> },
        ]}
      />
      <Drawer open={open !== null} width={640} title={open === 'new' ? t('common.create') : open?.processNm} onClose={() => setOpen(null)} destroyOnHidden>
        {open !== null && <ProcessForm key={open === 'new' ? 'new' : `${open.processNo}-${open.version}`} proc={open} plantCd={search.plantCd ?? worker?.plantCd ?? '1000'} onDone={(p) => { void qc.invalidateQueries({ queryKey: ['admin', 'processes'] }); setOpen(p); }} />}
      </Drawer>
    </PageFrame>
  );
}

export default withQuery(ProcessManagePage);
