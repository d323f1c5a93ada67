import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Radio, Table } from 'antd';
import { http } from '@/lib/http';
import { useWorker } from '@/app/page-context';
import { useAdmin, YnTag, ynOptions } from './admin-kit';

type Dag = { deptAuthGrpCd: string; deptAuthGrpNm: string; plantAccessYn: string; deptAccessYn: string; useYn: string; version: number };
const yesNo = (t: (k: string) => string) => [{ value: 'Y', label: t('common.yes') }, { value: 'N', label: t('common.no') }];

/** data-scope groups (spec §3 deptAuthGrp): only system administrators change them, since they widen what users see */
export function DeptAuthGrpPanel() {
  const { t, editable, saved } = useAdmin();
  const worker = useWorker();
  const canEdit = editable && Boolean(worker?.isAdmin);
  const qc = useQueryClient();
  const [edit, setEdit] = useState<Dag | 'new' | null>(null);
  const [form] = Form.useForm();
  const list = useQuery({ queryKey: ['admin', 'deptAuthGrps'], queryFn: () => http.get<Dag[]>('/api/manage/deptauthgrp') });
  useEffect(() => { form.resetFields(); if (edit) form.setFieldsValue(edit === 'new' ? { plantAccessYn: 'N', deptAccessYn: 'N', useYn: 'Y' } : edit); }, [edit, form]);
  const save = useMutation({
    mutationFn: (v: Record<string, unknown>) => (edit === 'new'
      ? http.post<Dag>('/api/manage/deptauthgrp', v)
      : http.put<Dag>(`/api/manage/deptauthgrp/${encodeURIComponent((edit as Dag).deptAuthGrpCd)}`, { ...v, version: (edit as Dag).version })),
    onSuccess: () => { saved(); setEdit(null); void qc.invalidateQueries({ queryKey: ['admin', 'deptAuthGrps'] }); },
  });
  const req = [{ required: true, message: t('common.required') }];
  return (
    <>
      {canEdit && <Button style={{ marginBottom: 8 }} onClick={() => setEdit('new')}>{t('common.create')}</Button>}
      <Table<Dag>
        rowKey="deptAuthGrpCd" size="small" pagination={false} loading={list.isLoading} dataSource={list.data ?? []}
        onRow={(d) => ({ onClick: () => setEdit(d), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('authGrp.authGrpCd'), dataIndex: 'deptAuthGrpCd' },
          { title: t('authGrp.authGrpNm'), dataIndex: 'deptAuthGrpNm' },
          { title: t('authGrp.plantAccessYn'), dataIndex: 'plantAccessYn', render: (v: string) => <YnTag value={v} yes={t('common.yes')} no={t('common.no')} /> },
          { title: t('authGrp.deptAccessYn'), dataIndex: 'deptAccessYn', render: (v: string) => <YnTag value={v} yes={t('common.yes')} no={t('common.no')} /> },
          { title: t('common.useYn'), dataIndex: 'useYn', render: (v: string) => <YnTag value={v} /> },
        ]}
      />
      <Modal open={edit !== null} title={t('authGrp.deptAuthGrps')} onCancel={() => setEdit(null)} onOk={() => form.submit()} okText={t('common.save')} cancelText={t('common.close')}
        okButtonProps={{ disabled: !canEdit, loading: save.isPending }} destroyOnHidden>
        <Form name="dept_auth_grp" form={form} layout="vertical" disabled={!canEdit} onFinish={(v) => save.mutate(v)}>
          <Form.Item name="deptAuthGrpCd" label={t('authGrp.authGrpCd')} rules={req}><Input maxLength={30} disabled={edit !== 'new'} /></Form.Item>
          <Form.Item name="deptAuthGrpNm" label={t('authGrp.authGrpNm')} rules={req}><Input maxLength={100} /></Form.Item>
          <Form.Item name="plantAccessYn" label={t('authGrp.plantAccessYn')}><Radio.Group options={yesNo(t)} /></Form.Item>
          <Form.Item name="deptAccessYn" label={t('authGrp.deptAccessYn')}><Radio.Group options={yesNo(t)} /></Form.Item>
          <Form.Item name="useYn" label={t('common.useYn')}><Radio.Group options={ynOptions(t)} /></Form.Item>
        </Form>
      </Modal>
    </>
  );
}
