import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Col, Form, Input, InputNumber, Popconfirm, Radio, Row, Space, Tag, Tree } from 'antd';
import type { TDept } from '@jikim/shared';
import { useWorker } from '@/app/page-context';
import { http } from '@/lib/http';
import { adminApi } from '../api';
import { buildDeptTree, DeptTreeSelect, NoSelection, PageFrame, PlantSelect, useAdmin, useDeptTree, withQuery, ynOptions, type DeptNode } from '../components/admin-kit';

type Sel = { mode: 'edit'; deptCd: string } | { mode: 'new'; pdeptCd: string | null } | null;

function DeptForm({ sel, plantCd, onDone }: { sel: Exclude<Sel, null>; plantCd: string; onDone: (deptCd: string | null) => void }) {
  const { t, editable, saved, done } = useAdmin();
  const [form] = Form.useForm();
  const dept = useQuery({ queryKey: ['admin', 'dept', sel.mode === 'edit' ? sel.deptCd : ''], queryFn: () => adminApi.dept((sel as { deptCd: string }).deptCd), enabled: sel.mode === 'edit' });
  const procs = useQuery({
    queryKey: ['admin', 'deptProcesses', sel.mode === 'edit' ? sel.deptCd : ''], enabled: sel.mode === 'edit',
    queryFn: () => http.get<{ processNo: number; processNm: string }[]>('/api/manage/process/list', { deptCd: (sel as { deptCd: string }).deptCd, plantCd }),
  });
  useEffect(() => {
    form.resetFields();
    if (sel.mode === 'new') form.setFieldsValue({ pdeptCd: sel.pdeptCd, useYn: 'Y', plantCd });
    else if (dept.data) form.setFieldsValue(dept.data);
  }, [sel, dept.data, form, plantCd]);
  const save = useMutation({
    mutationFn: (v: Record<string, unknown>) => (sel.mode === 'new'
      ? adminApi.createDept({ ...v, plantCd })
      : adminApi.updateDept(sel.deptCd, { ...v, plantCd, version: dept.data!.version })),
    onSuccess: (d: TDept) => { saved(); onDone(d.deptCd); },
  });
  const del = useMutation({ mutationFn: () => adminApi.deleteDept(dept.data!), onSuccess: (d) => { done(); onDone(d.deptCd); } });
  const req = [{ required: true, message: t('common.required') }];
  return (
    <Form name="dept_manage_2" form={form} layout="vertical" disabled={!editable} onFinish={(v) => save.mutate(v)}>
      <Row gutter={12}>
        <Col span={12}><Form.Item name="deptCd" label={t('dept.deptCd')} rules={req}><Input maxLength={30} disabled={sel.mode === 'edit'} /></Form.Item></Col>
        <Col span={12}><Form.Item name="deptNm" label={t('dept.deptNm')} rules={req}><Input maxLength={200} /></Form.Item></Col>
        <Col span={12}><Form.Item name="pdeptCd" label={t('dept.pdeptCd')}><DeptTreeSelect plantCd={plantCd} disabled={!editable} /></Form.Item></Col>
        <Col span={6}><Form.Item name="sortOrder" label={t('common.sortOrder')}><InputNumber min={0} max={99999} style={{ width: '100%' }} /></Form.Item></Col>
        <Col span={6}><Form.Item name="useYn" label={t('common.useYn')}><Radio.Group options={ynOptions(t)} /></Form.Item></Col>
      </Row>
      {sel.mode === 'edit' && (
        <Form.Item label={t('dept.processes')}>
          <Space wrap>{(procs.data ?? []).map((p) => <Tag key={p.processNo}>{p.processNm}</Tag>)}</Space>
        </Form.Item>
      )}
      {editable && (
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>{t('common.save')}</Button>
          {sel.mode === 'edit' && dept.data?.useYn === 'Y' && (
            <Popconfirm title={t('common.confirmDelete')} onConfirm={() => del.mutate()}><Button danger>{t('common.delete')}</Button></Popconfirm>
          )}
        </Space>
      )}
    </Form>
  );
}

function DeptManagePage() {
  const { t, editable } = useAdmin();
  const worker = useWorker();
  const qc = useQueryClient();
  const [plantCd, setPlantCd] = useState<string | undefined>(worker?.plantCd && worker.plantCd !== '0000' ? worker.plantCd : '1000');
  const [sel, setSel] = useState<Sel>(null);
  const tree = useDeptTree(plantCd);
  const treeData = useMemo(() => {
    const toNode = (n: DeptNode): object => ({
      key: n.deptCd, title: n.useYn === 'Y' ? `${n.deptNm} (${n.deptCd})` : <span style={{ color: '#666' }}>{`${n.deptNm} (${n.deptCd})`} <Tag>{t('common.unused')}</Tag></span>,
      children: n.children?.map(toNode),
    });
    return buildDeptTree(tree.data ?? []).map(toNode);
  }, [tree.data, t]);
  return (
    <PageFrame title={t('dept.title')} extra={<PlantSelect value={plantCd} onChange={(v) => { setPlantCd(v); setSel(null); }} />}>
      <Row gutter={16}>
        <Col xs={24} lg={9}>
          {editable && (
            <Space style={{ marginBottom: 8 }}>
              <Button onClick={() => setSel({ mode: 'new', pdeptCd: null })}>{t('dept.addRoot')}</Button>
              <Button disabled={sel?.mode !== 'edit'} onClick={() => sel?.mode === 'edit' && setSel({ mode: 'new', pdeptCd: sel.deptCd })}>{t('dept.addChild')}</Button>
            </Space>
          )}
          {tree.data && (
            <Tree treeData={treeData} defaultExpandAll key={plantCd + String(tree.data.length)} selectedKeys={sel?.mode === 'edit' ? [sel.deptCd] : []}
              onSelect={(keys) => keys[0] && setSel({ mode: 'edit', deptCd: String(keys[0]) })} />
          )}
        </Col>
        <Col xs={24} lg={15}>
          {sel === null || !plantCd ? <NoSelection /> : (
            <DeptForm sel={sel} plantCd={plantCd} onDone={(cd) => {
              void qc.invalidateQueries({ queryKey: ['admin', 'deptTree'] });
              void qc.invalidateQueries({ queryKey: ['admin', 'dept'] });
              setSel(cd ? { mode: 'edit', deptCd: cd } : null);
            }} />
          )}
        </Col>
      </Row>
    </PageFrame>
  );
}

export default withQuery(DeptManagePage);
